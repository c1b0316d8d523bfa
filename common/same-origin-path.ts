// Where Lotus may send someone back to (the billing portal's return link): a path of its own
// origin and nothing else. A path that starts with two slashes (or a backslash, which browsers
// read as a slash) is a protocol-relative URL pointing at another host, so `http://lotus//evil/x`
// and `/.//evil/` must come out as `/evil/x`, never `//evil/x`.

/**
 * The same-origin path (with query and fragment) that `raw` names when resolved against
 * `origin`, or null when it names another origin or a non-http(s) URL. `allowed` lists further
 * origins that count as ours (the address a request came to, say).
 */
export function sameOriginPath(raw: string, origin: string, allowed: readonly string[] = []): string | null {
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.origin !== new URL(origin).origin && !allowed.includes(url.origin)) return null;
  // URL already resolved dot segments and turned backslashes into slashes for http(s).
  const path = url.pathname.replace(/^\/+/, "/");
  return `${path}${url.search}${url.hash}`;
}

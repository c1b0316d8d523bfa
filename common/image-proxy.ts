// Zod-free, so the web's image queue can use it without pulling zod into the first load.

/** The image proxy's path (common/api/images.ts has its contract). */
export const IMAGE_PROXY_PATH = "/api/images/proxy";

/** Where the browser loads a provider's photo: through our origin (our own URLs stay as they are). */
export function proxiedImageUrl(url: string, origin: string): string {
  if (url.startsWith("/") && !url.startsWith("//")) return url;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  if (parsed.origin === origin || !/^https?:$/.test(parsed.protocol)) return url;
  return `${IMAGE_PROXY_PATH}?url=${encodeURIComponent(url)}`;
}

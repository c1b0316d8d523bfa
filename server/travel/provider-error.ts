/** A travel provider failed; `kind` says how, `message` is safe to log and to explain. */
export class ProviderError extends Error {
  constructor(
    readonly provider: string,
    readonly kind: "http" | "timeout" | "malformed" | "empty" | "rate_limited" | "network",
    message: string,
  ) {
    super(`${provider}: ${message}`);
    this.name = "ProviderError";
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A kept-alive connection the provider had closed just as it was reused (ECONNRESET on the
 * first read): the request did not reach the provider's application. Seen under load, when the
 * server's idle timeout and the client's reuse cross.
 */
function staleConnection(error: unknown): boolean {
  const code = (error as { cause?: { code?: string } }).cause?.code;
  return code === "ECONNRESET" || code === "EPIPE" || code === "UND_ERR_SOCKET";
}

/**
 * fetch, with a GET tried once more on a fresh connection when a reused one turns out to be
 * closed. Only GETs: a POST that may have reached the provider is never sent twice.
 */
export async function fetchRetryingStale(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if ((init.method ?? "GET") !== "GET" || !staleConnection(error) || init.signal?.aborted) throw error;
    return fetch(url, init);
  }
}

/**
 * JSON from a provider (GET, or POST with a body): a timeout per attempt, and 429/503 retried with exponential
 * backoff (honouring Retry-After up to 5 s). Other statuses are returned for the caller to read.
 */
export async function fetchJson(
  provider: string,
  url: string,
  options: {
    timeoutMs: number;
    retries: number;
    headers?: Record<string, string>;
    baseDelayMs?: number;
    method?: "GET" | "POST";
    body?: string;
  },
): Promise<{ status: number; body: unknown }> {
  for (let attempt = 0; ; attempt++) {
    let res: Response;
    try {
      res = await fetchRetryingStale(url, {
        method: options.method ?? "GET",
        headers: options.headers,
        body: options.body,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const name = (error as Error).name;
      if (name === "TimeoutError" || name === "AbortError")
        throw new ProviderError(provider, "timeout", `no answer within ${options.timeoutMs} ms`);
      throw new ProviderError(provider, "network", (error as Error).message);
    }
    if ((res.status === 429 || res.status === 503) && attempt < options.retries) {
      const retryAfter = Number(res.headers.get("retry-after"));
      const wait =
        Number.isFinite(retryAfter) && retryAfter > 0
          ? Math.min(5000, retryAfter * 1000)
          : (options.baseDelayMs ?? 500) * 2 ** attempt;
      await res.body?.cancel();
      await sleep(wait);
      continue;
    }
    if (res.status === 429) throw new ProviderError(provider, "rate_limited", "still rate limited after retries");
    const text = await res.text();
    try {
      return { status: res.status, body: JSON.parse(text) };
    } catch {
      throw new ProviderError(provider, "malformed", `a reply that is not JSON (status ${res.status})`);
    }
  }
}

import { z } from "zod";
import { fetchJson, ProviderError } from "./provider-error";

// What every Duffel call shares: bearer token, API version v2, JSON both ways, retries on 429,
// and failures explained in Duffel's own words (its `errors` envelope).

export type DuffelOptions = {
  accessToken: string;
  apiUrl?: string;
  timeoutMs?: number;
  retries?: number;
  baseDelayMs?: number;
};

const ZErrors = z.object({
  errors: z.array(z.object({ title: z.string().optional(), message: z.string(), code: z.string().optional() })).min(1),
});

/** POSTs `{data}` to a Duffel path and returns the reply body; a 4xx/5xx becomes a ProviderError. */
export async function duffelPost(
  provider: string,
  options: DuffelOptions,
  path: string,
  data: unknown,
): Promise<unknown> {
  const { status, body } = await fetchJson(provider, `${options.apiUrl ?? "https://api.duffel.com"}${path}`, {
    method: "POST",
    timeoutMs: options.timeoutMs ?? 30_000,
    retries: options.retries ?? 2,
    baseDelayMs: options.baseDelayMs,
    headers: {
      authorization: `Bearer ${options.accessToken}`,
      "duffel-version": "v2",
      "content-type": "application/json",
      accept: "application/json",
    },
    body: JSON.stringify({ data }),
  });
  if (status >= 400) {
    const errors = ZErrors.safeParse(body);
    throw new ProviderError(
      provider,
      "http",
      errors.success ? errors.data.errors.map((e) => e.message).join("; ") : `status ${status}`,
    );
  }
  return body;
}

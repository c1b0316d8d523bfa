import type { ApiResult } from "./client";

/**
 * A call's data for a query or mutation: TanStack Query knows failure only as a thrown error, while
 * `api()` answers with `ok: false`. The server's message wins; `fallback` stands in without one.
 */
export function unwrap<T>(res: ApiResult<T>, fallback: string): T {
  if (res.ok) return res.data;
  throw new Error(res.data.message ?? fallback);
}

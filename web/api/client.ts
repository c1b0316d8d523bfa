// The one way the web app calls the API: same origin, cookies included, JSON in and out.
// A call never throws for an HTTP status; it throws only when the network or JSON fails,
// so screens can tell "the server said no" (its message) from "an error occurred".

export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; data: ApiFailure };
export type ApiFailure = {
  success?: false;
  message?: string;
  msg?: string;
  error?: string;
  code?: string;
  field?: string;
};

export async function api<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<ApiResult<T>> {
  const res = await fetch(path, {
    method,
    credentials: "include",
    headers: body === undefined ? undefined : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = res.status === 204 ? {} : await res.json();
  return res.ok
    ? { ok: true, status: res.status, data: data as T }
    : { ok: false, status: res.status, data: data as ApiFailure };
}

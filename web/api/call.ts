import { type Endpoint, type InputOf, pathOf, type ResponseOf } from "../../common/api/endpoint";
import { type ApiResult, api } from "./client";

/**
 * Calls one endpoint of a table in `common/api/`: the path, method and types come from the same
 * entry the server registered, so a renamed field or path fails the type check on both sides.
 */
export function call<E extends Endpoint>(e: E, ...input: InputOf<E> extends undefined ? [] : [InputOf<E>]) {
  const [value] = input;
  if (e.method === "GET") {
    const query = value ? `?${new URLSearchParams(value as Record<string, string>)}` : "";
    return api<ResponseOf<E>>("GET", `${e.path}${query}`);
  }
  // A POST always carries a JSON body, even an empty one (the server's CSRF check reads its type).
  return api<ResponseOf<E>>("POST", e.path, value ?? {});
}

/** A link to an endpoint the browser opens itself (a download), its path parameters filled in. */
export const linkTo = (e: Endpoint, params: Record<string, string>) => pathOf(e, params);

export type { ApiResult };

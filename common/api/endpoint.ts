import type { z } from "zod";

// One HTTP call of the API, described once: the server registers its route from this (method,
// path, validation, response serialisation) and the web's client calls it with the same types.
// Adding a call means adding one entry to a domain's table and one handler; see docs/request-path.md.

export type HttpMethod = "GET" | "POST";

export type Endpoint = {
  method: HttpMethod;
  path: string;
  /** The JSON body (POST). */
  body?: z.ZodType;
  /** The query string (GET). */
  query?: z.ZodType;
  /** Path parameters (`:tripId`), for the calls a link opens (a calendar file). */
  params?: z.ZodType;
  /** The 200 answer; absent when the answer is not JSON (a photo, a calendar, a redirect). */
  response?: z.ZodType;
  /** Where the spec's client reads a failure's text, when not `message`. */
  errorKey?: "msg" | "error";
  /** A GET that changes state (the spec's `GET /api/deauth`): it gets POST's origin check. */
  changesState?: boolean;
  /** Bytes, when the call accepts less (or more) than the app's default. */
  bodyLimit?: number;
};

/** Declares an endpoint, keeping its exact schema types for both sides. */
export const endpoint = <const E extends Endpoint>(e: E): E => e;

type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;
type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What the server's handler receives as the body, after parsing (defaults applied). */
export type BodyOf<E extends Endpoint> = Infer<E["body"]>;
export type QueryOf<E extends Endpoint> = Infer<E["query"]>;
export type ParamsOf<E extends Endpoint> = Infer<E["params"]>;
/** What the web sends: the schema's input side (a field with a default may be left out). */
export type InputOf<E extends Endpoint> = E["method"] extends "GET" ? Input<E["query"]> : Input<E["body"]>;
export type ResponseOf<E extends Endpoint> = E["response"] extends z.ZodType ? z.infer<E["response"]> : unknown;

/** The endpoint's path with its `:name` parameters filled in (encoded), for links and calls. */
export function pathOf(e: Endpoint, params: Record<string, string> = {}): string {
  return e.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${e.path} needs ${name}`);
    return encodeURIComponent(value);
  });
}

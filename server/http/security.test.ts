import helmet from "@fastify/helmet";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";
import { API_HEADERS, helmetOptions } from "./security";

// The headers are worked out once (security.ts); these are the ones @fastify/helmet sets when
// registered the usual way, with the same options, on every kind of answer.
const own = (headers: Record<string, unknown>) => {
  const {
    date,
    connection,
    "keep-alive": _k,
    "content-length": _l,
    "content-type": _t,
    "x-request-id": _r,
    "cache-control": _c,
    vary: _v,
    ...rest
  } = headers;
  return rest;
};

let t: TestApp;
let reference: Record<string, unknown>;
beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    app.get("/api/test/own-csp", async (_request, reply) =>
      reply.header("content-security-policy", "default-src 'none'; sandbox").send({ ok: true }),
    );
  });
  const plain = Fastify({ logger: false });
  await plain.register(helmet, helmetOptions(t.app.lotus.config));
  plain.get("/", async () => ({ ok: true }));
  reference = own((await plain.inject({ method: "GET", url: "/" })).headers);
  await plain.close();
});
afterAll(() => t.close());

describe("security headers", () => {
  it("are @fastify/helmet's for this configuration on pages and unknown pages", async () => {
    expect(reference["content-security-policy"]).toContain("default-src 'self'");
    expect(reference["x-content-type-options"]).toBe("nosniff");
    for (const url of ["/", "/plan", "/no/such/page"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(own(res.headers), url).toEqual(reference);
    }
  });

  it("are the API's stricter set on its answers, errors and unknown routes: nothing loads, nothing frames", async () => {
    const { "cache-control": noStore, ...rest } = API_HEADERS;
    expect(noStore).toBe("no-store");
    for (const url of ["/api/health", "/api/check_auth", "/api/no/such/route"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(own(res.headers), url).toEqual(rest);
    }
    // Personal answers are kept by no cache.
    expect((await t.app.inject({ method: "GET", url: "/api/check_auth" })).headers["cache-control"]).toBe("no-store");
  });

  it("a route may still set its own (the image proxy's CSP)", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/test/own-csp" });
    expect(res.headers["content-security-policy"]).toBe("default-src 'none'; sandbox");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });
});

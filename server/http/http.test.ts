import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { BODY_LIMIT } from "../app";
import { NotFound } from "../errors";
import { createTestApp, type TestApp } from "../testing/test-app";

// The spec's POST routes arrive with later issues; this suite registers one echo route on the
// real app so the real parsers, limits and error handler are what answer.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function withEchoRoute(): Promise<TestApp> {
  return createTestApp({}, (app) => {
    app
      .withTypeProvider<ZodTypeProvider>()
      .post("/api/test/echo", { schema: { body: z.object({ name: z.string().min(2) }) } }, async (request) => ({
        success: true,
        name: request.body.name,
      }));
    app.get("/api/test/missing", async () => {
      throw NotFound("That trip was not found");
    });
    app.get("/api/test/crash", async () => {
      throw new Error("database password is hunter2");
    });
    app.get("/api/test/msg", { config: { errorKey: "msg" } }, async () => {
      throw NotFound("Login failed");
    });
  });
}

describe("bad requests get a clear 4xx JSON answer and the server keeps serving", () => {
  let echo: TestApp;
  beforeAll(async () => {
    echo = await withEchoRoute();
  });
  afterAll(() => echo.close());

  const post = (payload: string, contentType = "application/json") =>
    echo.app.inject({ method: "POST", url: "/api/test/echo", payload, headers: { "content-type": contentType } });

  it("accepts a good body", async () => {
    const res = await post(JSON.stringify({ name: "Ada" }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, name: "Ada" });
  });

  it("malformed JSON: 400", async () => {
    const res = await post('{"name": "Ada"');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, code: "invalid", message: "The request body is not valid JSON." });
  });

  it("wrong content type: 415", async () => {
    const res = await post("name=Ada", "application/x-www-form-urlencoded");
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, code: "unsupported_media_type" });
    expect(res.json().message).toMatch(/application\/json/);
  });

  it("body over 1 MiB: 413", async () => {
    const res = await post(JSON.stringify({ name: "x".repeat(BODY_LIMIT) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, code: "payload_too_large" });
  });

  it("schema violation: 400 naming the field", async () => {
    const res = await post(JSON.stringify({ name: "A" }));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("invalid");
    expect(res.json().field).toBe("name");
    expect(res.json().message).toMatch(/2 character/);
  });

  it("unknown API route: 404 JSON", async () => {
    const res = await echo.app.inject({ method: "DELETE", url: "/api/nothing/here?x=1" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      code: "not_found",
      message: "No such API route: DELETE /api/nothing/here",
    });
  });

  it("typed errors map to their status; msg is added where a route asks", async () => {
    const missing = await echo.app.inject({ method: "GET", url: "/api/test/missing" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("That trip was not found");
    const msg = await echo.app.inject({ method: "GET", url: "/api/test/msg" });
    expect(msg.json()).toMatchObject({ message: "Login failed", msg: "Login failed" });
  });

  it("an unexpected error is a 500 with no internals, logged with its request id", async () => {
    const res = await echo.app.inject({ method: "GET", url: "/api/test/crash" });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain("hunter2");
    expect(res.json().message).toBe("Something went wrong on our side. Please try again.");
    const logged = echo.logs.find((l) => l.msg === "unhandled error");
    expect(logged?.reqId).toBe(res.headers["x-request-id"]);
  });

  it("still serves after all of that", async () => {
    const res = await echo.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
  });
});

describe("every response", () => {
  it("carries security headers and a request id: the page's policy, or the API's stricter one", async () => {
    const page = await t.app.inject({ method: "GET", url: "/plan" });
    expect(page.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(page.headers["x-content-type-options"]).toBe("nosniff");
    expect(page.headers["referrer-policy"]).toBe("no-referrer");
    expect(page.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const api = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(api.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers["x-content-type-options"]).toBe("nosniff");
    expect(api.headers["x-frame-options"]).toBe("DENY");
    expect(api.headers["referrer-policy"]).toBe("no-referrer");
    expect(api.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("never logs cookies or authorization headers", async () => {
    await t.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { cookie: "session=supersecretcookie", authorization: "Bearer supersecrettoken" },
    });
    const text = JSON.stringify(t.logs);
    expect(text).not.toContain("supersecretcookie");
    expect(text).not.toContain("supersecrettoken");
  });
});

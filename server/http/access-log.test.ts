import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";

// One log line per request, once answered, carrying the request id; none as it comes in.
describe("the access log", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("writes one line per answered request, with its id, method, path, status and time", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/check_auth" });
    expect(res.statusCode).toBe(401);
    // (The error handler may log the refusal too: that line is its own.)
    const lines = t.logs.filter((l) => l.reqId === res.headers["x-request-id"] && l.msg === "request");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: "request", method: "GET", url: "/api/check_auth", statusCode: 401 });
    expect(typeof lines[0]?.ms).toBe("number");
    expect(t.logs.some((l) => l.msg === "incoming request" || l.msg === "request completed")).toBe(false);
  });
});

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

  it("gives a request's own lines its id, though its logger is made only when it writes one", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth",
      headers: { origin: "https://evil.example", "content-type": "application/json" },
      payload: "{}",
    });
    expect(res.statusCode).toBe(403);
    const own = t.logs.filter((l) => l.reqId === res.headers["x-request-id"]);
    // The origin check's warning, the error handler's line, then the access line.
    expect(own.map((l) => l.msg)).toEqual(["cross-site request refused", "Cross-site request refused", "request"]);
    expect(own[0]).toMatchObject({ level: 40, origin: "https://evil.example" });
    // The access line is pino's own shape: level, time, the process's pid and hostname.
    expect(own[2]).toMatchObject({ level: 30, pid: process.pid, statusCode: 403, method: "POST" });
    expect(typeof own[2]?.time).toBe("number");
  });

  it("never writes a mailed token found in a page's path", async () => {
    for (const page of ["/reset-password/", "/confirm_email/", "/accept/"]) {
      const res = await t.app.inject({ method: "GET", url: `${page}tok_SECRET_abc123?x=1` });
      const line = t.logs.find((l) => l.reqId === res.headers["x-request-id"] && l.msg === "request");
      expect(line?.url).toBe(`${page}[redacted]?x=1`);
    }
    expect(JSON.stringify(t.logs)).not.toContain("tok_SECRET_abc123");
  });
});

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../common/api/auth";
import { createTestApp, type TestApp } from "../testing/test-app";
import { createSignedInUser } from "../testing/test-users";

// Issue 21, finding 14: a NUL byte in a string field reached PostgreSQL (which refuses it), gave
// a 500, and the failed query's parameters, an argon2id hash among them, went to the log.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_PROVIDER: "none" }, (app) => {
    // A query that fails with a secret among its parameters, as any unforeseen failure might.
    app.get("/test/failing-query", async () => {
      await app.lotus.database.db.execute(sql`select ${"secret-param-$argon2id$v=19"}::int`);
      return {};
    });
  });
});
afterAll(() => t?.close());

const logged = () => JSON.stringify(t.logs);

describe("NUL and control characters", () => {
  it("are refused with a 400 at the edge, change nothing, and log no query parameters", async () => {
    const signup = await t.app.inject({
      method: "POST",
      url: "/api/signup",
      payload: {
        firstName: "Ada\u0000",
        lastName: "Lovelace",
        email: "nul@example.com",
        password: "Harbour-Lights-42",
        consents: true,
      },
    });
    expect(signup.statusCode).toBe(400);
    expect(signup.json().message).toMatch(/control character/i);
    expect(await t.database.db.query.users.findFirst({ where: (u, { eq }) => eq(u.email, "nul@example.com") })).toBe(
      undefined,
    );

    const { user, cookie } = await createSignedInUser(t.database.db, { firstName: "Grace" });
    for (const first_name of ["Mal\u0000lory", "Mal\u0007lory", "Mal\u001blory", "Mal\u007flory"]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/update_user",
        headers: { cookie },
        payload: { first_name, last_name: "Hopper", preferred_name: "" },
      });
      expect(res.statusCode, JSON.stringify(first_name)).toBe(400);
    }
    const row = await t.database.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, user.id) });
    expect(row?.firstName).toBe("Grace");
    expect((await t.app.inject({ method: "GET", url: "/api/all-plans?x=%00", headers: { cookie } })).statusCode).toBe(
      400,
    );
    // A path parameter too, on a GET without query or body (the check's quick path skips only those).
    const calendar = await t.app.inject({ method: "GET", url: "/api/trips/ab%00cd/calendar.ics", headers: { cookie } });
    expect(calendar.statusCode).toBe(400);
    expect(calendar.json().message).toMatch(/control character/i);
    expect(logged()).not.toContain("$argon2id");
  });

  it("refuses line breaks and tabs in names, which are one line", async () => {
    const { cookie } = await createSignedInUser(t.database.db, { firstName: "Grace" });
    for (const first_name of ["Ada\nLovelace", "Ada\r\nBcc: x@example.com", "Ada\tL"]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/update_user",
        headers: { cookie },
        payload: { first_name, last_name: "Hopper", preferred_name: "" },
      });
      expect(res.statusCode, JSON.stringify(first_name)).toBe(400);
      expect(res.json().message).toBe(messages.nameOneLine);
    }
  });

  it("keeps line breaks and tabs where text may have them", async () => {
    const ratings = { lotus_ai_assistant: 5, planning: 4, booking: 3, collaboration_social: 4, app_overall: 5 };
    const res = await t.app.inject({
      method: "POST",
      url: "/api/feedback/submit",
      payload: { ratings, additional_comment: "line one\r\nline two\twith a tab" },
    });
    expect(res.statusCode).toBe(200);
  });

  it("never logs a failed query's parameters", async () => {
    const res = await t.app.inject({ method: "GET", url: "/test/failing-query" });
    expect(res.statusCode).toBe(500);
    expect(logged()).toContain("unhandled error");
    expect(logged()).not.toContain("secret-param");
  });
});

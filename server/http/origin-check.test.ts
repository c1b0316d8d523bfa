import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionCookieName } from "../auth/sessions";
import { createTestApp, type TestApp } from "../testing/test-app";
import { createSignedInUser } from "../testing/test-users";

const https = sessionCookieName({ publicUrl: "https://" });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://lotus.example" });
});
afterAll(() => t?.close());

describe("cross-site requests", () => {
  it("refuses a state-changing call from another site and changes nothing", async () => {
    const { user, cookie } = await createSignedInUser(t.database.db, { firstName: "Ada" }, https);
    const update = (origin?: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/update_user",
        headers: { cookie, ...(origin ? { origin } : {}) },
        payload: { first_name: "Mallory", last_name: "Evil", preferred_name: "" },
      });
    const evil = await update("https://evil.example");
    expect(evil.statusCode).toBe(403);
    expect(evil.json().message).toBe("Cross-site request refused");
    expect((await update("null")).statusCode).toBe(403);
    const [row] = await t.database.db.query.users.findMany({ where: (u, { eq }) => eq(u.id, user.id) });
    expect(row?.firstName).toBe("Ada");

    // The app's own pages (the configured address, or the address the request came to) pass,
    // as do calls without an Origin (not a browser acting for someone).
    expect((await update("https://lotus.example")).statusCode).toBe(200);
    expect((await update("http://localhost:80")).statusCode).toBe(200);
    expect((await update()).statusCode).toBe(200);
  });

  it("leaves reading alone", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/all-plans",
      headers: { origin: "https://evil.example" },
    });
    expect(res.statusCode).toBe(200);
  });
});

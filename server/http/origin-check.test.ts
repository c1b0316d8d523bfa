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

// Issue 21, finding 18: GET /api/deauth ends the session, so a link or image on another site
// must not sign people out. Browsers mark such a navigation `Sec-Fetch-Site: cross-site`.
describe("signing out from another site", () => {
  it("refuses GET /api/deauth on a cross-site navigation and keeps the session; same-site still signs out", async () => {
    const { cookie } = await createSignedInUser(t.database.db, {}, https);
    const deauth = (headers: Record<string, string>) =>
      t.app.inject({ method: "GET", url: "/api/deauth", headers: { cookie, ...headers } });
    const signedIn = async () =>
      (await t.app.inject({ method: "GET", url: "/api/check_auth", headers: { cookie } })).statusCode === 200;

    const crossSite = await deauth({ "sec-fetch-site": "cross-site", "sec-fetch-mode": "navigate" });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().message).toBe("Cross-site request refused");
    expect(await signedIn()).toBe(true);
    expect((await deauth({ origin: "https://evil.example" })).statusCode).toBe(403);
    expect(await signedIn()).toBe(true);

    // The logout screen's own fetch, and a typed URL (Sec-Fetch-Site: none), still sign out.
    expect((await deauth({ "sec-fetch-site": "none", "sec-fetch-mode": "navigate" })).statusCode).toBe(200);
    expect(await signedIn()).toBe(false);
    const again = await createSignedInUser(t.database.db, {}, https);
    const own = await t.app.inject({
      method: "GET",
      url: "/api/deauth",
      headers: { cookie: again.cookie, "sec-fetch-site": "same-origin", origin: "https://lotus.example" },
    });
    expect(own.statusCode).toBe(200);
  });
});

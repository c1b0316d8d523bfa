import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../common/api/auth";
import { hashPassword } from "../server/auth/passwords";
import { createSession } from "../server/auth/sessions";
import { type RunningServer, startServer } from "../server/testing/start-server";
import { createTestTrip } from "../server/testing/test-trips";
import { createSignedInUser } from "../server/testing/test-users";
import { artifactsDir, browserSession, signInContext } from "./support/session";

// The built app under its own Content-Security-Policy (nothing refused on any screen), and the
// Password & Sessions tab of account settings.

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ WEATHER_PROVIDER: "offline" });
});
afterAll(() => server.close());
const session = browserSession();

/** Every CSP violation the page reports, from the first script on. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener("securitypolicyviolation", (e) =>
      w.__csp.push(`${e.violatedDirective} ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`),
    );
  });
  const fromConsole: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) fromConsole.push(m.text());
  });
  return async () => [...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)), ...fromConsole];
}

describe("Content-Security-Policy", () => {
  it("is strict, and no screen of the built app breaks it", async () => {
    const db = server.app.lotus.database.db;
    const { user, cookie } = await createSignedInUser(db, { firstName: "Noor", lastName: "Haddad" });
    const trip = await createTestTrip(db, user.id, [], "Kyoto in autumn");
    const { page, context, errors } = await session.open({ width: 1280, height: 800 }, server.url, true);
    const violations = await watchCsp(page);

    const res = await page.goto("/");
    const csp = res?.headers()["content-security-policy"] ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'self'");

    const publicPages = ["/", "/login", "/signup", "/forgot-password", "/pricing", "/about", "/privacy-policy"];
    for (const url of publicPages) {
      await page.goto(url);
      await page.waitForLoadState("networkidle");
      expect(await violations(), url).toEqual([]);
    }
    await signInContext(context, cookie, server.url);
    const signedIn = [
      "/plan",
      `/plan/${trip.id}`,
      `/details/${trip.id}`,
      "/trips",
      "/accountsettings",
      "/accountsettings?tab=billing",
      "/accountsettings?tab=security",
    ];
    for (const url of signedIn) {
      await page.goto(url);
      await page.waitForLoadState("networkidle");
      expect(await violations(), url).toEqual([]);
    }
    expect(errors).toEqual([]);
  });
});

describe("Password & Sessions", () => {
  it("changes the password and signs out the other sessions, keeping this one", async () => {
    const db = server.app.lotus.database.db;
    const { user, cookie } = await createSignedInUser(db, {
      firstName: "Lena",
      email: "lena@example.com",
      passwordHash: await hashPassword("Harbour-Lights-42"),
    });
    const elsewhere = await createSession(db, user.id);
    const { page, context, errors } = await session.open({ width: 390, height: 844 }, server.url);
    await signInContext(context, cookie, server.url);
    await page.goto("/accountsettings?tab=security");
    await page.getByRole("heading", { name: "Change password" }).waitFor();

    await page.getByLabel("Current password").fill("Harbour-Lights-42");
    await page.getByLabel("New password", { exact: true }).fill("Password123");
    await page.getByLabel("Confirm new password").fill("Password123");
    await page.getByRole("button", { name: "Change password" }).click();
    await page.getByText(messages.passwordCommon).waitFor();

    await page.getByLabel("New password", { exact: true }).fill("Tidal-Harbour-77");
    await page.getByLabel("Confirm new password").fill("Tidal-Harbour-78");
    await page.getByRole("button", { name: "Change password" }).click();
    await page.getByText(messages.passwordsDontMatch).waitFor();

    await page.getByLabel("Confirm new password").fill("Tidal-Harbour-77");
    await page.getByRole("button", { name: "Change password" }).click();
    await page.getByText(messages.passwordChanged).waitFor();
    await page.screenshot({ path: path.join(artifactsDir, "security-password-changed.png"), fullPage: true });

    const asElsewhere = await fetch(`${server.url}/api/check_auth`, {
      headers: { cookie: `lotus_session=${elsewhere}` },
    });
    expect(asElsewhere.status).toBe(401);
    await page.reload();
    await page.getByRole("heading", { name: "Other sessions" }).waitFor();
    const again = await createSession(db, user.id);
    await page.getByRole("button", { name: "Sign out other sessions" }).click();
    await page.getByText(messages.otherSessionsSignedOut).waitFor();
    expect(
      (await fetch(`${server.url}/api/check_auth`, { headers: { cookie: `lotus_session=${again}` } })).status,
    ).toBe(401);
    // The refused common password is a 400 by design; the browser logs that, nothing else.
    expect(errors.filter((e) => !e.includes("status of 400"))).toEqual([]);
  });
});

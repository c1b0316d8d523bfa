import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../server/auth/passwords";
import { createSession, SESSION_COOKIE } from "../server/auth/sessions";
import { tripMessages } from "../server/db/schema/index";
import { type RunningServer, startServer } from "../server/testing/start-server";
import { createTestTrip } from "../server/testing/test-trips";
import { createSignedInUser } from "../server/testing/test-users";
import { AuthPages } from "./pages/auth.page";
import { PlanPage } from "./pages/plan.page";
import { browserSession, signInContext } from "./support/session";

// Issue 20 in the browser: a tab's socket speaks for whoever is signed in now. On a shared
// computer one person signs out and another signs in without a reload; what the tab sends then
// carries the second person. A session ended elsewhere sends the tab to /login.

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ ALTCHA_COST: "10" });
});
afterAll(() => server.close());
const session = browserSession();

const authorOf = async (tripId: string, msg: string) => {
  const [row] = await server.app.lotus.database.db
    .select({ userId: tripMessages.userId })
    .from(tripMessages)
    .where(and(eq(tripMessages.tripId, tripId), eq(tripMessages.msg, msg)));
  return row?.userId;
};

describe("the socket follows the person signed in", () => {
  it("sign out, sign in as someone else without a reload: messages carry the new person", async () => {
    const db = server.app.lotus.database.db;
    const passwordHash = await hashPassword("Shared-Computer-77");
    const ana = await createSignedInUser(db, { firstName: "Ana", lastName: "Lima", passwordHash });
    const ben = await createSignedInUser(db, { firstName: "Ben", lastName: "Okafor", passwordHash });
    const trip = await createTestTrip(db, ana.user.id, [ben.user.id], "Lisbon together");

    const { page, errors } = await session.open({ width: 1280, height: 860 }, server.url);
    const ui = new AuthPages(page);
    const plan = new PlanPage(page);
    await page.goto("/login");
    await ui.signIn(ana.user.email, "Shared-Computer-77");
    await page.waitForURL("**/plan");
    // Set once: a full page load would lose it.
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });

    await plan.recentTrip("Lisbon together").click();
    await page.waitForURL(`**/plan/${trip.id}`);
    await plan.say("Ana here, shall we go in May?");
    await page.getByText("Ana here, shall we go in May?").waitFor();
    await expect.poll(() => authorOf(trip.id, "Ana here, shall we go in May?")).toBe(ana.user.id);

    // Log out from the account menu, then sign in as Ben from the header: no reload anywhere.
    await page.getByRole("button", { name: /Ana Lima/ }).click();
    await page.getByRole("menuitem", { name: "Log Out" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("banner").getByRole("link", { name: "Log In" }).click();
    await page.waitForURL("**/login");
    await ui.signIn(ben.user.email, "Shared-Computer-77");
    await page.waitForURL("**/plan");
    await plan.recentTrip("Lisbon together").click();
    await page.waitForURL(`**/plan/${trip.id}`);
    // Ben's tab shows the trip as a guest sees it: the welcome first, then Ana's message.
    await page.getByRole("button", { name: "Let's plan" }).click();
    await page.getByText("Ana here, shall we go in May?").waitFor();
    await plan.say("Ben here: May works for me");
    await page.getByText("Ben here: May works for me").waitFor();
    await expect.poll(() => authorOf(trip.id, "Ben here: May works for me")).toBe(ben.user.id);

    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    // Ana's socket is gone: every socket left open is Ben's.
    const open = [...server.app.lotus.io.of("/").sockets.values()].map((s) => s.data.user.id);
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((id) => id === ben.user.id)).toBe(true);
    expect(errors).toEqual([]);
  });

  it("a session ended from another device sends the tab to /login with the spec's message", async () => {
    const db = server.app.lotus.database.db;
    const cy = await createSignedInUser(db, { firstName: "Cy", lastName: "Moss" });
    const trip = await createTestTrip(db, cy.user.id, [], "Porto weekend");
    const { page, context } = await session.open({ width: 1280, height: 860 }, server.url);
    await signInContext(context, cy.cookie, server.url);
    await page.goto(`/plan/${trip.id}`);
    await new PlanPage(page).input().waitFor();
    await expect.poll(() => server.app.lotus.socketsIn(`user:${cy.user.id}`).then((s) => s.length)).toBe(1);

    // From the laptop: "sign out other sessions".
    const laptop = `${SESSION_COOKIE}=${await createSession(db, cy.user.id)}`;
    const res = await fetch(`${server.url}/api/sign-out-other-sessions`, {
      method: "POST",
      headers: { cookie: laptop },
    });
    expect(res.status).toBe(200);

    await page.waitForURL("**/login", { timeout: 5000 });
    await page.getByText("Please log in to continue").waitFor();
    await session.screenshot(page, "session-ended-login");
  });
});

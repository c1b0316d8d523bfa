import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../server/testing/start-server";
import { createTestTrip } from "../server/testing/test-trips";
import { createSignedInUser } from "../server/testing/test-users";
import { PlanPage } from "./pages/plan.page";
import { artifactsDir, browserSession, signInContext } from "./support/session";

// The events the server pushes about a trip, as the people on it see them (issue 20): the owner
// deletes the trip under a member's open tab (trip_deleted), someone joins (user_joined), and a
// group-chat @Lotus over the sender's allowance (the group chat's rate_error).

let server: RunningServer;
beforeAll(async () => {
  // An Explorer allowance of one message to Lotus, so the second @Lotus is over it.
  server = await startServer({ WEATHER_PROVIDER: "offline" }, { assistant: { messageLimits: { FREE: 1 } } });
});
afterAll(() => server?.close());
const session = browserSession();
const db = () => server.app.lotus.database.db;

async function signedIn(firstName: string, lastName: string) {
  const { user, cookie } = await createSignedInUser(db(), { firstName, lastName });
  const opened = await session.open({ width: 1280, height: 800 }, server.url);
  await signInContext(opened.context, cookie, server.url);
  return { ...opened, user, cookie, ui: new PlanPage(opened.page) };
}
type Person = Awaited<ReturnType<typeof signedIn>>;

/** Opens a shared trip's planning screen (past a guest's one-time welcome) until the trip is loaded. */
async function openTrip(person: Person, tripId: string, name: string, as: "owner" | "member") {
  await person.page.goto(`/plan/${tripId}`);
  if (as === "member") await person.page.getByRole("button", { name: "Let's plan" }).click();
  await person.ui.tripMenu(name).waitFor();
}

describe("trip events in Chromium", () => {
  it("the owner deletes the trip while a member has it open: the member is told and leaves it", async () => {
    const owner = await signedIn("Olga", "Berg");
    const member = await signedIn("Mo", "Reyes");
    const trip = await createTestTrip(db(), owner.user.id, [member.user.id], "Porto weekend");
    await openTrip(member, trip.id, "Porto weekend", "member");
    await openTrip(owner, trip.id, "Porto weekend", "owner");

    await owner.ui.tripMenu("Porto weekend").click();
    await owner.page.getByRole("menuitem", { name: "Delete Trip" }).click();
    await owner.page.getByRole("button", { name: "Delete Trip" }).click();
    await owner.page.waitForURL((u) => u.pathname === "/plan");

    // The member's tab, untouched: the toast says why, and the trip is gone from the screen.
    await member.page.getByText("This trip was deleted", { exact: true }).waitFor();
    await member.page.getByText("Its owner deleted it.", { exact: true }).waitFor();
    await member.page.screenshot({ path: `${artifactsDir}/trip-events-deleted.png` });
    await member.page.waitForURL((u) => u.pathname === "/plan");
    await member.ui.tripMenu("Porto weekend").waitFor({ state: "detached" });
    await member.ui.recentTrip("Porto weekend").waitFor({ state: "detached" });
    expect(member.errors).toEqual([]);
    expect(owner.errors).toEqual([]);
  });

  it("someone joins by link: the others on the trip see who joined, the newcomer does not", async () => {
    const owner = await signedIn("Ana", "Reis");
    const member = await signedIn("Bo", "Lind");
    const trip = await createTestTrip(db(), owner.user.id, [member.user.id], "Lisbon spring");
    await openTrip(owner, trip.id, "Lisbon spring", "owner");
    await openTrip(member, trip.id, "Lisbon spring", "member");

    const res = await fetch(`${server.url}/api/share/link`, {
      method: "POST",
      headers: { cookie: owner.cookie, "content-type": "application/json" },
      body: JSON.stringify({ trip_id: trip.id }),
    });
    expect(res.status).toBe(200);
    const { link } = (await res.json()) as { link: string };
    const newcomer = await signedIn("Sam", "Ito");
    await newcomer.page.goto(new URL(link).pathname);
    await newcomer.page.getByRole("button", { name: "Accept" }).click();
    await newcomer.page.waitForURL(`**/plan/${trip.id}`);

    for (const other of [owner, member])
      await other.page.getByText("Sam Ito joined the trip", { exact: true }).waitFor();
    await owner.page.screenshot({ path: `${artifactsDir}/trip-events-joined.png` });
    await newcomer.page.getByRole("button", { name: "Let's plan" }).click();
    await newcomer.ui.tripMenu("Lisbon spring").waitFor();
    expect(await newcomer.page.getByText("Sam Ito joined the trip", { exact: true }).count()).toBe(0);
    expect([...owner.errors, ...member.errors, ...newcomer.errors]).toEqual([]);
  });

  it("a group-chat @Lotus over the allowance shows the spec's rate error, with when it resets", async () => {
    const owner = await signedIn("Rae", "Holt");
    const member = await signedIn("Kit", "Vale");
    const trip = await createTestTrip(db(), owner.user.id, [member.user.id], "Kyoto autumn");
    await openTrip(owner, trip.id, "Kyoto autumn", "owner");
    const { page } = owner;
    await page.getByRole("button", { name: "Group chat" }).click();
    const input = page.getByLabel("Message group");

    // The allowance's one message: Lotus answers in the AI chat.
    await input.fill("@Lotus 3 days in Kyoto from October 3 2027");
    await input.press("Enter");
    await page.getByText("@Lotus 3 days in Kyoto from October 3 2027").first().waitFor();
    await owner.ui.reply("Kyoto");

    // The next is sent to the group, and Lotus will not answer it: the sender is told why.
    await input.fill("@Lotus and what about Osaka?");
    await input.press("Enter");
    const alert = page.getByText(/You've used all 1 AI messages of the Explorer plan/);
    await alert.waitFor();
    const text = (await alert.textContent()) ?? "";
    expect(text).toContain("You can send more messages in ");
    // The plans are a link, not "/pricing" printed as text (issue 26).
    expect(await alert.getByRole("link", { name: "subscription plans" }).getAttribute("href")).toBe("/pricing");
    expect(text).toContain("support@lotustravel.app");
    await page.screenshot({ path: `${artifactsDir}/trip-events-rate-error.png` });
    expect(owner.errors).toEqual([]);
  });
});

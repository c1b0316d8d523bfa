import { randomUUID } from "node:crypto";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { planLisbon } from "../server/bookings/testing/lisbon-trip";
import { type RunningServer, startServer } from "../server/testing/start-server";
import { createTestTrip } from "../server/testing/test-trips";
import { createSignedInUser } from "../server/testing/test-users";
import { seriousViolations } from "./support/axe";
import { artifactsDir, browserSession, signInContext } from "./support/session";

// The trip details screen in Chromium: Voyager's summary and shared booking status (live
// between two members), the daily itinerary with weather, and what an Explorer sees.

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ WEATHER_PROVIDER: "offline" });
});
afterAll(() => server.close());
const session = browserSession();
const shot = (name: string) => path.join(artifactsDir, `details-${name}.png`);
const db = () => server.app.lotus.database.db;

async function as(user: { cookie: string }, viewport = { width: 1280, height: 900 }) {
  const opened = await session.open(viewport, server.url);
  await signInContext(opened.context, user.cookie, server.url);
  return opened;
}

const FLIGHT = "TAP Air Portugal: JFK → LIS (round trip)";

describe("trip details", () => {
  it("Voyager: totals of the distinct flights and hotels, bookings shared live, undo, kept on reload", async () => {
    const owner = await createSignedInUser(db(), { firstName: "Rui", lastName: "Costa", ratePlan: "PRO" });
    const friend = await createSignedInUser(db(), { firstName: "Mia", lastName: "Berg", ratePlan: "PRO" });
    const trip = await createTestTrip(db(), owner.user.id, [friend.user.id], "Lisbon in March");
    await planLisbon(db(), trip.id);

    const a = await as(owner);
    const b = await as(friend);
    await a.page.goto(`/plan/${trip.id}`);
    await a.page.getByRole("link", { name: "Book Trip" }).click();
    await a.page.waitForURL(`**/details/${trip.id}`);
    await a.page.getByRole("heading", { name: "Lisbon in March" }).waitFor();
    // 812 (the round trip, listed on two days) + 1,240.50 (the hotel, check-in and check-out).
    expect(await a.page.getByTestId("total-cost").textContent()).toBe("$2,052.50");
    await a.page.getByText("Hotel Avenida Palace", { exact: true }).waitFor();
    expect(await a.page.getByText(FLIGHT).count()).toBe(1);
    expect(await a.page.getByRole("link", { name: "Plan View" }).getAttribute("href")).toBe(`/plan/${trip.id}`);
    const book = a.page.getByRole("link", { name: `Book Now: ${FLIGHT}` });
    expect(await book.getAttribute("target")).toBe("_blank");
    expect(await book.getAttribute("href")).toBe("https://www.flytap.com/en-us/");
    expect(await a.page.getByRole("link", { name: "Add to calendar" }).getAttribute("href")).toBe(
      `/api/trips/${trip.id}/calendar.ics`,
    );
    expect(await seriousViolations(a.page)).toEqual([]);

    await b.page.goto(`/details/${trip.id}`);
    await b.page.getByText("0 of 2 booked").waitFor();

    await a.page.getByRole("button", { name: `Mark as Booked: ${FLIGHT}` }).click();
    await a.page.getByText("1 of 2 booked").waitFor();
    // The other member's page follows without a reload.
    await b.page.getByText("1 of 2 booked").waitFor();
    await b.page.getByRole("button", { name: `Undo booked: ${FLIGHT}` }).waitFor();
    await a.page.screenshot({ path: shot("summary"), fullPage: true });

    await b.page.getByRole("button", { name: `Undo booked: ${FLIGHT}` }).click();
    await a.page.getByText("0 of 2 booked").waitFor();

    await a.page.getByRole("button", { name: "Mark as Booked: Hotel Avenida Palace" }).click();
    await b.page.getByText("1 of 2 booked").waitFor();
    await b.page.reload();
    await b.page.getByText("1 of 2 booked").waitFor();
    await b.page.getByRole("button", { name: "Undo booked: Hotel Avenida Palace" }).waitFor();

    // Daily Itinerary: four days, times as h:mm a, weather in Fahrenheit, the hotel booked.
    await b.page.getByRole("tab", { name: "Daily Itinerary" }).click();
    for (const n of [1, 2, 3, 4]) await b.page.getByRole("button", { name: new RegExp(`^Day ${n} (?!,)`) }).waitFor();
    await b.page.getByText("7:30 PM").waitFor();
    await b.page.getByText(/\d+°F/).first().waitFor();
    expect(await b.page.getByText("Booked", { exact: true }).count()).toBeGreaterThan(0);
    await b.page.getByRole("button", { name: /^Day 3 (?!,)/ }).click();
    expect(await b.page.getByText("Visit Belém Tower").isVisible()).toBe(false);
    await b.page.getByRole("button", { name: /^Day 3 (?!,)/ }).click();
    await b.page.getByText("Visit Belém Tower").waitFor();
    expect(await seriousViolations(b.page)).toEqual([]);
    await b.page.screenshot({ path: shot("itinerary"), fullPage: true });
    // Printed, the page holds the whole trip: summary and every day, without the app's chrome.
    await b.page.emulateMedia({ media: "print" });
    expect(await b.page.getByTestId("total-cost").isVisible()).toBe(true);
    expect(await b.page.getByText("Fly home from Lisbon to New York").isVisible()).toBe(true);
    expect(await b.page.getByRole("button", { name: "New Trip" }).isVisible()).toBe(false);
    await b.page.screenshot({ path: shot("print"), fullPage: true });
    await b.page.emulateMedia({ media: "screen" });
    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
  });

  it("Explorer: the itinerary with Book Now links, an upgrade card instead of the summary", async () => {
    const owner = await createSignedInUser(db(), { ratePlan: "PRO" });
    const explorer = await createSignedInUser(db(), { firstName: "Eli", lastName: "Park" });
    const trip = await createTestTrip(db(), owner.user.id, [explorer.user.id], "Lisbon again");
    await planLisbon(db(), trip.id);
    const { page, errors } = await as(explorer, { width: 390, height: 844 });
    await page.goto(`/details/${trip.id}`);
    await page.getByRole("heading", { name: "See the whole trip with Voyager" }).waitFor();
    expect(await page.getByRole("link", { name: "Upgrade to Voyager" }).getAttribute("href")).toBe(
      "/accountsettings?tab=billing",
    );
    expect(await page.getByText("$2,052.50").count()).toBe(0);
    await page.getByRole("tab", { name: "Daily Itinerary" }).click();
    await page.getByRole("link", { name: `Book Now: ${FLIGHT}` }).waitFor();
    expect(await page.getByRole("button", { name: /Mark as Booked/ }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: shot("explorer-mobile"), fullPage: true });
    expect(errors).toEqual([]);
  });

  it("a trip that cannot be loaded sends the person back to /plan with the spec's message", async () => {
    const someone = await createSignedInUser(db(), { ratePlan: "PRO" });
    const { page } = await as(someone);
    await page.goto(`/details/${randomUUID()}`);
    await page.waitForURL("**/plan");
    await page
      .getByText("Hmmm... that trip was not found or you do not have access to it.", { exact: false })
      .first()
      .waitFor();
  });
});

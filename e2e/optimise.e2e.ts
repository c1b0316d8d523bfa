import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TItineraryDay, TItineraryItem } from "../common/api/trips";
import { seedItinerary } from "../server/itinerary/testing/harness";
import { lisbonVisit } from "../server/itinerary/testing/lisbon-visit";
import { type RunningServer, startServer } from "../server/testing/start-server";
import { createTestTrip } from "../server/testing/test-trips";
import { createSignedInUser } from "../server/testing/test-users";
import { seriousViolations } from "./support/axe";
import { artifactsDir, browserSession, signInContext } from "./support/session";

// "Optimise this day" (issue 29) in Chromium: a Lisbon day whose stops zig-zag west and east
// gets a shorter order from the day's Optimise button, the notice says by how much, and its Undo
// puts the day back; a day with fewer than three stops that can move says why it cannot. At 1280
// and 375 px, by mouse and by keyboard.

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ WEATHER_PROVIDER: "offline" });
});
afterAll(() => server.close());
const session = browserSession();
const db = () => server.app.lotus.database.db;
const shot = (name: string) => path.join(artifactsDir, `optimise-${name}.png`);

const DAY = "2027-03-13";
function visit(name: string, time: string, date = DAY): TItineraryItem {
  return lisbonVisit(name, time, date);
}

/** Day 1 goes west, east, west, east; day 2 has two stops only. */
const days: TItineraryDay[] = [
  {
    date: DAY,
    items: [
      visit("Jerónimos Monastery", "09:30"),
      visit("National Tile Museum", "11:30"),
      visit("Belém Tower", "14:00"),
      visit("Alfama", "16:30"),
    ],
  },
  { date: "2027-03-14", items: [visit("Alfama", "10:00", "2027-03-14"), visit("Belém Tower", "13:00", "2027-03-14")] },
];

async function zigzagTrip(viewport: { width: number; height: number }) {
  const { user, cookie } = await createSignedInUser(db(), {
    firstName: "Otto",
    lastName: "Optimiser",
    ratePlan: "PRO",
  });
  const trip = await createTestTrip(db(), user.id, [], "Lisbon, shorter");
  await seedItinerary(db(), trip.id, days);
  const opened = await session.open(viewport, server.url);
  await signInContext(opened.context, cookie, server.url);
  return { ...opened, tripId: trip.id };
}

const order = (list: Locator) =>
  list.locator(":scope > li[data-item-title]").evaluateAll((li) => li.map((l) => l.getAttribute("data-item-title")));

/** "55", "40 min", "1 h 15" as minutes. */
function minutes(text: string): number {
  const h = text.match(/(\d+) h(?: (\d+))?/);
  if (h) return Number(h[1]) * 60 + Number(h[2] ?? 0);
  return Number(text.match(/\d+/)?.[0] ?? Number.NaN);
}

async function waitForOrder(page: Page, list: Locator, want: (string | null)[]) {
  for (let i = 0; i < 50; i++) {
    if (JSON.stringify(await order(list)) === JSON.stringify(want)) return;
    await page.waitForTimeout(100);
  }
  expect(await order(list)).toEqual(want);
}

describe("Optimise this day", () => {
  it("reorders a day for less travel, says by how much, and Undo puts it back (1280 px)", async () => {
    const { page, errors, tripId } = await zigzagTrip({ width: 1280, height: 900 });
    await page.goto(`/plan/${tripId}`);
    const panel = page.locator("#itinerary-panel");
    const day1 = panel.getByRole("list", { name: "Day 1 plans", exact: true });
    await day1.locator("li[data-item-title]").first().waitFor();
    const before = await order(day1);
    expect(before).toEqual([
      "Visit Jerónimos Monastery",
      "Visit National Tile Museum",
      "Visit Belém Tower",
      "Visit Alfama",
    ]);

    // Day 2 has two stops that can move: its button says why it cannot.
    const day2Button = panel.getByRole("button", { name: "Optimise day 2 for the shortest route" });
    expect(await day2Button.getAttribute("aria-disabled")).toBe("true");
    const reason = await day2Button.evaluate(
      (b) => document.getElementById(b.getAttribute("aria-describedby") ?? "")?.textContent,
    );
    expect(reason).toMatch(/at least 3 stops that can move.*has 2/);

    await panel.getByRole("button", { name: "Optimise day 1 for the shortest route" }).click();
    const notice = page.locator("[data-optimise-notice]");
    await notice.waitFor({ timeout: 10_000 });
    const said = (await notice.innerText()).split("\n")[0] ?? "";
    const m = said.match(/^Day 1 reordered: (.+) → (.+) of travel$/);
    expect(m, said).not.toBeNull();
    expect(minutes(m?.[2] ?? "")).toBeLessThan(minutes(m?.[1] ?? ""));
    // The new order reaches the list (the room's event or a fresh read): the same stops, reordered.
    for (let i = 0; i < 50 && JSON.stringify(await order(day1)) === JSON.stringify(before); i++) {
      await page.waitForTimeout(100);
    }
    const after = await order(day1);
    expect(after).not.toEqual(before);
    expect([...after].sort()).toEqual([...before].sort());
    // The history says so too.
    await panel.getByRole("button", { name: /^Undo: Reordered/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: shot("1280") });

    await notice.getByRole("button", { name: /^Undo/ }).click();
    await waitForOrder(page, day1, before);
    await page.getByText("Change undone").first().waitFor();

    expect(errors).toEqual([]);
  });

  it("works by keyboard at 375 px, and says when the day is already shortest", async () => {
    const { page, errors, tripId } = await zigzagTrip({ width: 375, height: 740 });
    await page.goto(`/plan/${tripId}`);
    const bar = page.getByRole("navigation", { name: "Trip views" });
    await bar.getByRole("button", { name: "Itinerary", exact: true }).click();
    const panel = page.locator("#itinerary-panel");
    const day1 = panel.getByRole("list", { name: "Day 1 plans", exact: true });
    await day1.locator("li[data-item-title]").first().waitFor();
    const button = panel.getByRole("button", { name: "Optimise day 1 for the shortest route" });
    const box = await button.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);

    await button.focus();
    await page.keyboard.press("Enter");
    const notice = page.locator("[data-optimise-notice]");
    await notice.getByText(/^Day 1 reordered: .+ → .+ of travel$/).waitFor({ timeout: 10_000 });
    const noticeBox = await notice.boundingBox();
    expect(noticeBox && noticeBox.x >= 0 && noticeBox.x + noticeBox.width <= 375).toBe(true);
    await page.waitForTimeout(300);
    await page.screenshot({ path: shot("375") });

    // Again: nothing shorter is left.
    await button.focus();
    await page.keyboard.press("Enter");
    await notice.getByText("Already the shortest order").waitFor({ timeout: 10_000 });
    expect(await notice.getByRole("button", { name: /^Undo/ }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    // The details page shows the same "20 min by metro" lines between a day's items (the seeded
    // day has none; the optimised one has).
    await page.goto(`/details/${tripId}`);
    await page.getByRole("tab", { name: "Daily Itinerary" }).click();
    const lines = page.locator("[data-travel-before]");
    await lines.first().waitFor();
    expect(await lines.count()).toBeGreaterThanOrEqual(3);
    expect(await lines.first().textContent()).toMatch(/^Then \d+ (min|h)[^·]* (walk|by \w+|drive)/);
    await lines.first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot("details-travel") });
    expect(errors).toEqual([]);
  });
});

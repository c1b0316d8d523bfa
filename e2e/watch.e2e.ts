import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../server/testing/start-server";
import { scriptedTravel } from "../server/watch/testing/scripted-travel";
import { lastChecked, manualClock, watchedTripFixture } from "../server/watch/testing/watch-fixture";
import { seriousViolations } from "./support/axe";
import { artifactsDir, browserSession, signInContext } from "./support/session";

// Real-time trip updates in Chromium: a price drop found by the watcher reaches the open plan
// page live (bell and Lotus's line in the chat), the details page shows when Lotus last looked
// and the price history chart, and the Notifications tab keeps a traveller's choice.

const clock = manualClock(new Date().toISOString());
const market = scriptedTravel();
let server: RunningServer;
beforeAll(async () => {
  server = await startServer(
    { WEATHER_PROVIDER: "offline", JOBS: "on" },
    { travel: market.travel, jobs: { now: clock.now, pollMs: 50 } },
  );
});
afterAll(() => server.close());
const session = browserSession();
const db = () => server.app.lotus.database.db;
const shot = (name: string) => path.join(artifactsDir, `watch-${name}.png`);

async function nextCheck(tripId: string) {
  const before = await lastChecked(db(), tripId);
  // The trip is months away: checked daily.
  clock.advance(25 * 3_600_000);
  // Generous: the job runner polls, and a loaded CI machine is slow.
  await expect.poll(() => lastChecked(db(), tripId), { timeout: 30_000 }).not.toBe(before);
}

describe("real-time trip updates", () => {
  it("pushes a price drop to the open trip, charts the price history, and keeps notification settings", async () => {
    const { owner, trip } = await watchedTripFixture(db());
    await nextCheck(trip.id);

    const { page, context, errors } = await session.open({ width: 1280, height: 900 }, server.url);
    await signInContext(context, owner.cookie, server.url);
    await page.goto(`/plan/${trip.id}`);
    await page.getByRole("button", { name: "Notifications", exact: true }).waitFor();

    market.state.flightPrice = 700;
    await nextCheck(trip.id);
    await page.getByRole("button", { name: /Notifications, 1 unread/ }).waitFor({ timeout: 30_000 });
    await page
      .getByText("Heads up: TAP Air Portugal: JFK → LIS (round trip) now costs $700, down 14% from $812.")
      .waitFor();
    await page.getByRole("button", { name: /Notifications, 1 unread/ }).click();
    await page.getByText('Flight price dropped for "Lisbon"').waitFor();
    await page.screenshot({ path: shot("bell") });
    await page.getByText('Flight price dropped for "Lisbon"').click();
    await page.waitForURL(`**/details/${trip.id}`);

    await page.getByTestId("watch-status").waitFor();
    expect(await page.getByTestId("watch-status").textContent()).toMatch(/^Prices and weather last checked /);
    expect(await page.getByTestId("latest-price").first().textContent()).toBe("Now $700.00");
    await page
      .getByRole("button", { name: /Price history \(2 checks\)/ })
      .first()
      .click();
    await page.getByRole("figure", { name: /Price history of TAP Air Portugal/ }).waitFor();
    await page.locator(".recharts-line-curve").first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: shot("details"), fullPage: true });
    // The next change reaches the open details page without a reload.
    market.state.flightPrice = 650;
    await nextCheck(trip.id);
    await page.getByText("Now $650.00").waitFor({ timeout: 15_000 });
    await page
      .getByRole("button", { name: /Price history \(3 checks\)/ })
      .first()
      .waitFor();

    await page.goto("/accountsettings?tab=notifications");
    const prices = page.getByRole("switch", { name: "Price changes" });
    await prices.waitFor();
    expect(await prices.getAttribute("aria-checked")).toBe("true");
    const saved = page.waitForResponse(
      (r) => r.url().endsWith("/api/notification-settings") && r.request().method() === "POST",
    );
    await prices.click();
    expect((await saved).status()).toBe(200);
    expect(await prices.getAttribute("aria-checked")).toBe("false");
    await page.reload();
    await page.getByRole("switch", { name: "Price changes" }).waitFor();
    expect(await page.getByRole("switch", { name: "Price changes" }).getAttribute("aria-checked")).toBe("false");
    expect(await page.getByRole("switch", { name: "Daily e-mail digest" }).getAttribute("aria-checked")).toBe("true");
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: shot("settings-mobile"), fullPage: true });
    expect(errors).toEqual([]);
  });
});

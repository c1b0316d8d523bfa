import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { planLisbon } from "../server/bookings/testing/lisbon-trip";
import { type RunningServer, startServer } from "../server/testing/start-server";
import { createTestTrip } from "../server/testing/test-trips";
import { createSignedInUser } from "../server/testing/test-users";
import { seriousViolations } from "./support/axe";
import { artifactsDir, browserSession, signInContext } from "./support/session";

// Voyager in the test mode, in Chromium: Stripe's test cards through the upgrade modal, the
// 3-D Secure step, a decline, cancel / reactivate, and the billing clock moved past the end of
// a cancelled period.

const START = new Date("2026-11-22T10:00:00Z");
let clock = START;
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({}, { billing: { now: () => clock } });
});
afterAll(() => server.close());
const session = browserSession();
const shot = (name: string) => path.join(artifactsDir, `billing-${name}.png`);

async function explorer(viewport = { width: 1280, height: 860 }) {
  const db = server.app.lotus.database.db;
  const { user, cookie } = await createSignedInUser(db, { firstName: "Ines", lastName: "Moreau" });
  const trip = await createTestTrip(db, user.id, [], "Lisbon long weekend");
  // Something to book: Book Trip shows only on a trip that holds items (issue 26).
  await planLisbon(db, trip.id);
  const opened = await session.open(viewport, server.url);
  await signInContext(opened.context, cookie, server.url);
  return { ...opened, user, trip };
}

async function payWith(page: Page, number: string) {
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Expiration").fill("1234");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: /^Subscribe for/ }).click();
}

async function openUpgrade(page: Page) {
  await page.goto("/accountsettings?tab=billing");
  await page.getByRole("button", { name: "Upgrade to Voyager" }).click();
  await page.getByRole("dialog", { name: "Upgrade to Voyager" }).waitFor();
}

describe("Voyager in test mode", () => {
  it("an Explorer upgrades monthly with 4242 and gets Voyager and the Book Trip button", async () => {
    const { page, trip, errors } = await explorer();
    await page.goto(`/plan/${trip.id}`);
    await page.getByRole("heading", { name: "Your Itinerary" }).waitFor();
    expect(await page.getByRole("link", { name: "Book Trip" }).count()).toBe(0);

    await page.goto("/accountsettings?tab=billing");
    await page.getByRole("tab", { name: "Billing & Subscription", selected: true }).waitFor();
    await page.getByText("test mode", { exact: false }).first().waitFor();
    expect(await page.getByRole("button", { name: /Annually/ }).textContent()).toContain("Save 20%");
    expect(await page.getByTestId("billing-price-pro").textContent()).toBe("$9.99");
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: shot("tab-explorer"), fullPage: true });

    await page.getByRole("button", { name: "Upgrade to Voyager" }).click();
    const modal = page.getByRole("dialog", { name: "Upgrade to Voyager" });
    for (const feature of ["Advanced features", "Unlimited usage", "Priority support", "Cancel anytime"]) {
      await modal.getByText(feature).waitFor();
    }
    await modal.getByText("Save 20% with annual billing").waitFor();
    await expect.poll(() => page.getByLabel("Email").inputValue()).toContain("@example.com");
    expect(await page.getByLabel("Name on card").inputValue()).toBe("Ines Moreau");
    await page.screenshot({ path: shot("modal") });

    // An incomplete card is caught before anything is sent.
    await page.getByRole("button", { name: /^Subscribe for/ }).click();
    await page.getByText("Your card number is incomplete.").waitFor();

    const reloaded = page.waitForEvent("load");
    await payWith(page, "4242 4242 4242 4242");
    await page.getByText("Subscription Activated!").waitFor();
    const shownAt = Date.now();
    await page.screenshot({ path: shot("activated") });
    await reloaded;
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1500);

    // The status card's heading: the plan card beside it is headed 'Voyager' as well.
    await page.locator("#subscription-status", { hasText: "Voyager" }).waitFor();
    await page.getByText("Renews on December 22, 2026.").waitFor();
    await page.getByText("$9.99 / month").waitFor();
    await page.screenshot({ path: shot("tab-voyager"), fullPage: true });

    await page.goto(`/plan/${trip.id}`);
    await page.getByRole("link", { name: "Book Trip" }).waitFor();
    expect(errors).toEqual([]);
  });

  it("a 3155 card goes through the 3-D Secure step; failing it shows why, completing it subscribes", async () => {
    const { page, errors } = await explorer();
    await openUpgrade(page);
    await payWith(page, "4000 0025 0000 3155");
    await page.getByRole("heading", { name: "Confirm your payment" }).waitFor();
    await page.screenshot({ path: shot("3ds") });
    await page.getByRole("button", { name: "Fail authentication" }).click();
    await page.getByText("We are unable to authenticate your payment method.", { exact: false }).waitFor();

    const reloaded = page.waitForEvent("load");
    await payWith(page, "4000 0025 0000 3155");
    await page.getByRole("button", { name: "Complete authentication" }).click();
    await page.getByText("Subscription Activated!").waitFor();
    await reloaded;
    await page.getByText("Renews on December 22, 2026.").waitFor();
    expect(errors).toEqual([]);
  });

  it("a 9995 card shows the decline and leaves the person on Explorer", async () => {
    const { page, errors } = await explorer();
    await openUpgrade(page);
    await payWith(page, "4000 0000 0000 9995");
    await page.getByRole("alert").getByText("Your card has insufficient funds.").waitFor();
    await page.screenshot({ path: shot("declined") });
    await page.keyboard.press("Escape");
    expect(await page.getByRole("button", { name: "Upgrade to Voyager" }).isEnabled()).toBe(true);
    // The decline is a 402 by design; the browser logs that response, and nothing else went wrong.
    expect(errors).toEqual(["Failed to load resource: the server responded with a status of 402 (Payment Required)"]);
  });

  it("cancel shows the end date, reactivate undoes it; past the period's end the person is an Explorer again", async () => {
    const { page, trip, errors } = await explorer();
    await openUpgrade(page);
    const reloaded = page.waitForEvent("load");
    await payWith(page, "4242424242424242");
    await reloaded;

    await page.getByRole("button", { name: "Cancel subscription" }).click();
    await page.getByRole("alertdialog", { name: "Cancel Voyager?" }).waitFor();
    await page.getByRole("alertdialog").getByRole("button", { name: "Cancel subscription" }).click();
    await page.getByText("Cancels at period end").waitFor();
    await page.getByText("Your subscription ends on December 22, 2026.", { exact: false }).waitFor();
    await page.screenshot({ path: shot("cancelled"), fullPage: true });

    await page.getByRole("button", { name: "Reactivate subscription" }).click();
    await page.getByText("Renews on December 22, 2026.").waitFor();

    await page.getByRole("button", { name: "Cancel subscription" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Cancel subscription" }).click();
    await page.getByText("Cancels at period end").waitFor();

    // A day before the end: still Voyager. Past the end: Explorer, without anyone doing anything.
    try {
      clock = new Date("2026-12-21T10:00:00Z");
      await server.app.lotus.billing.sweep();
      await page.goto(`/plan/${trip.id}`);
      await page.getByRole("link", { name: "Book Trip" }).waitFor();

      clock = new Date("2026-12-22T10:00:01Z");
      await server.app.lotus.billing.sweep();
      await page.goto(`/plan/${trip.id}`);
      await page.getByRole("heading", { name: "Your Itinerary" }).waitFor();
      expect(await page.getByRole("link", { name: "Book Trip" }).count()).toBe(0);
      await page.goto("/accountsettings?tab=billing");
      await page.getByRole("button", { name: "Upgrade to Voyager" }).waitFor();
      expect(await page.getByText("Cancels at period end").count()).toBe(0);
    } finally {
      clock = START;
    }
    expect(errors).toEqual([]);
  });

  it("on a phone: the tab bar, the status card and the test-mode customer portal in a new tab", async () => {
    const { page, context, errors } = await explorer({ width: 375, height: 760 });
    await openUpgrade(page);
    const reloaded = page.waitForEvent("load");
    await payWith(page, "5555 5555 5555 4444");
    await reloaded;
    await page.getByText("Renews on December 22, 2026.").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: shot("mobile"), fullPage: true });

    await page.getByRole("button", { name: "Downgrade to Explorer" }).click();
    await page
      .getByText("Are you sure you want to downgrade to the free plan? You can manage this in the customer portal.")
      .waitFor();
    await page.getByRole("button", { name: "Keep Voyager" }).click();

    const opened = context.waitForEvent("page");
    await page.getByRole("button", { name: /Manage billing/ }).click();
    const portal = await opened;
    await portal.getByRole("heading", { name: "Customer portal" }).waitFor();
    await portal.getByText("Voyager · $9.99 per month").waitFor();
    await portal.getByText("····").waitFor();
    await portal.getByText("Paid").waitFor();
    await portal.screenshot({ path: shot("portal"), fullPage: true });
    expect(await portal.getByRole("link", { name: "Return to Lotus" }).getAttribute("href")).toBe(
      "/accountsettings?tab=billing",
    );
    // Downgrading is the portal's: Voyager ends now.
    await portal.getByRole("button", { name: "Downgrade to Explorer now" }).click();
    await portal.getByRole("alertdialog").getByRole("button", { name: "Downgrade now" }).click();
    await portal.getByText("Explorer (free). You have no active subscription.").waitFor();
    await page.reload();
    await page.getByRole("button", { name: "Upgrade to Voyager" }).waitFor();
    expect(errors).toEqual([]);
  });
});

import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messageAllowance } from "../common/plans";
import { planLisbon } from "../server/bookings/testing/lisbon-trip";
import { type RunningServer, startServer } from "../server/testing/start-server";
import { createTestTrip } from "../server/testing/test-trips";
import { createSignedInUser } from "../server/testing/test-users";
import { HomePage } from "./pages/home.page";
import { PlanPage } from "./pages/plan.page";
import { seriousViolations } from "./support/axe";
import { artifactsDir, browserSession, signInContext } from "./support/session";

// Issue 26, part B: a new user's rough edges in the navigation, layout, trip details and pricing,
// each checked in Chromium (at 1280 and 375 px where it is about layout), with screenshots in
// e2e/artifacts/walkthrough-b-*.png.

let server: RunningServer;
beforeAll(async () => {
  // WALKTHROUGH_WEB_DIR: a copy of the build to serve, when others rebuild dist/web meanwhile.
  server = await startServer({
    WEATHER_PROVIDER: "offline",
    ...(process.env.WALKTHROUGH_WEB_DIR ? { WEB_DIR: process.env.WALKTHROUGH_WEB_DIR } : {}),
  });
});
afterAll(() => server.close());
const session = browserSession();
const db = () => server.app.lotus.database.db;
const shot = (page: Page, name: string, fullPage = true) =>
  page.screenshot({ path: path.join(artifactsDir, `walkthrough-b-${name}.png`), fullPage });

const desktop = { width: 1280, height: 800 };
const phone = { width: 375, height: 740 };
const sizes = [
  ["1280", desktop],
  ["375", phone],
] as const;

async function visitor(viewport = desktop) {
  return session.open(viewport, server.url);
}
async function as(user: { cookie: string }, viewport = desktop) {
  const opened = await session.open(viewport, server.url);
  await signInContext(opened.context, user.cookie, server.url);
  return opened;
}

/** Whether a box lies inside the viewport's width (nothing cut off at the right edge). */
async function withinWidth(locator: Locator, width: number) {
  const box = await locator.boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width <= width;
}

describe("navigation and layout", () => {
  for (const [size, viewport] of sizes) {
    it(`a signed-in person sees themselves on the marketing pages at ${size} px: avatar, My Trips, Log Out`, async () => {
      const user = await createSignedInUser(db(), { firstName: "Ana", lastName: "Lima" });
      const { page, errors } = await as(user, viewport);
      const home = new HomePage(page);
      await page.goto("/pricing");
      const avatar = home.accountMenuButton();
      await avatar.waitFor();
      expect(await avatar.locator("[aria-hidden]").textContent()).toBe("AL");
      expect(await avatar.isVisible()).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await home.header().getByRole("link", { name: "Log In" }).count()).toBe(0);
      if (size === "1280") {
        const myTrips = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "My Trips" });
        expect(await myTrips.getAttribute("href")).toBe("/trips");
      }
      await avatar.click();
      const menu = page.getByRole("menu");
      await menu.getByText(user.user.email).waitFor();
      expect(await menu.getByRole("menuitem", { name: "My Trips" }).getAttribute("href")).toBe("/trips");
      expect(await menu.getByRole("menuitem", { name: "Account Settings" }).getAttribute("href")).toBe(
        "/accountsettings",
      );
      expect(await menu.getByRole("menuitem", { name: "Log Out" }).getAttribute("href")).toBe("/logout");
      await shot(page, `signed-in-pricing-${size}`, false);
      // The keyboard reaches it: Escape closes, and the menu's My Trips goes to the list.
      await page.keyboard.press("Escape");
      await menu.waitFor({ state: "detached" });
      await avatar.press("Enter");
      await page.getByRole("menuitem", { name: "My Trips" }).click();
      await page.waitForURL("**/trips");
      await page.getByRole("heading", { name: "My Trips" }).waitFor();
      expect(errors).toEqual([]);
    });
  }

  it("a visitor still gets Log In and no avatar", async () => {
    const { page } = await visitor();
    const home = new HomePage(page);
    await home.goto();
    await home.header().getByRole("link", { name: "Log In" }).waitFor();
    expect(await home.accountMenuButton().count()).toBe(0);
    expect(await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "My Trips" }).count()).toBe(
      0,
    );
  });

  it("the sidebar links My Trips on desktop", async () => {
    const user = await createSignedInUser(db());
    const { page } = await as(user);
    await page.goto("/plan");
    const sidebar = page.getByRole("complementary", { name: "Sidebar" });
    await sidebar.getByRole("link", { name: "My Trips" }).click();
    await page.waitForURL("**/trips");
    // The link is marked current once the route has rendered (the URL changes a moment before).
    await sidebar.locator('a[aria-current="page"]', { hasText: "My Trips" }).waitFor();
    // Collapsed, it stays as an icon with its name.
    await sidebar.getByRole("button", { name: "Collapse sidebar" }).click();
    expect(await sidebar.getByRole("link", { name: "My Trips" }).isVisible()).toBe(true);
  });

  it("a quick start's trip says what it holds in the sidebar and on My Trips", async () => {
    const user = await createSignedInUser(db());
    const { page, errors } = await as(user);
    const ui = new PlanPage(page);
    await page.goto("/plan");
    await ui.quickStart("Find destinations").click();
    await ui.reply("Which one sounds good?");
    const entry = ui.recentTrip("New Trip");
    await entry.getByText("“Help me find a destination for my next trip”").waitFor();
    expect(await entry.getByText("Trip Dates TBD").count()).toBe(1);
    await page.goto("/trips");
    const row = page.getByRole("main").getByRole("link", { name: /New Trip/ });
    await row.getByText("“Help me find a destination for my next trip”").waitFor();
    await shot(page, "my-trips-quick-start-1280", false);
    expect(errors).toEqual([]);
  });

  it("every page has its own title", async () => {
    const user = await createSignedInUser(db(), { ratePlan: "PRO" });
    const trip = await createTestTrip(db(), user.user.id, [], "Lisbon in March");
    await planLisbon(db(), trip.id);
    const { page } = await as(user);
    const titles: Record<string, string> = {
      "/": "Lotus · Travel Planning Made Intelligent",
      "/pricing": "Pricing · Lotus",
      "/about": "About · Lotus",
      "/privacy-policy": "Privacy Policy · Lotus",
      "/terms-of-service": "Terms of Service · Lotus",
      "/trips": "My Trips · Lotus",
      "/plan": "Plan a trip · Lotus",
      "/accountsettings": "Account Settings · Lotus",
      [`/details/${trip.id}`]: "Lisbon in March · Trip details · Lotus",
      "/no-such-page": "Page not found · Lotus",
    };
    for (const [url, title] of Object.entries(titles)) {
      await page.goto(url);
      await expect.poll(() => page.title(), { timeout: 10_000 }).toBe(title);
    }
    // Moving within the app (no reload) changes it too.
    await page.goto("/pricing");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
    await expect.poll(() => page.title()).toBe("About · Lotus");
  });

  it("the footer's copyright runs to the current year", async () => {
    const { page } = await visitor();
    await page.clock.setFixedTime(new Date("2031-06-01T12:00:00Z"));
    const home = new HomePage(page);
    await home.goto();
    expect(await home.footer().textContent()).toContain("© 2024-2031 Lotus. All rights reserved.");
  });

  for (const [size, viewport] of sizes) {
    it(`the four settings tabs are all in view at ${size} px`, async () => {
      const user = await createSignedInUser(db());
      const { page, errors } = await as(user, viewport);
      await page.goto("/accountsettings");
      const tabs = page.getByRole("tab");
      await tabs.first().waitFor();
      expect(await tabs.count()).toBe(4);
      for (const tab of await tabs.all()) expect(await withinWidth(tab, viewport.width)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await page.getByRole("tab", { name: "Notifications" }).click();
      await page.waitForURL("**tab=notifications");
      await page.getByRole("tab", { name: "Notifications", selected: true }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `settings-${size}`, false);
      expect(errors).toEqual([]);
    });
  }

  for (const [size, viewport] of sizes) {
    it(`the message box grows as you type, up to a limit, at ${size} px`, async () => {
      const user = await createSignedInUser(db());
      const { page } = await as(user, viewport);
      const ui = new PlanPage(page);
      await page.goto("/plan");
      const box = ui.input();
      await box.waitFor();
      const height = () => box.evaluate((el) => el.getBoundingClientRect().height);
      const clipped = () => box.evaluate((el) => el.scrollHeight > el.clientHeight + 1);
      const oneLine = await height();
      // Shift+Enter breaks the line; each line shows, none clipped.
      await box.click();
      for (let i = 1; i <= 4; i++) {
        await page.keyboard.type(`Line ${i} of what we would like to do`);
        if (i < 4) await page.keyboard.press("Shift+Enter");
      }
      expect(await box.inputValue()).toContain("\n");
      expect(await height()).toBeGreaterThan(oneLine * 2.5);
      expect(await clipped()).toBe(false);
      await shot(page, `message-box-${size}`, false);
      // A long message stops growing at 200 px and scrolls instead.
      await box.fill(Array.from({ length: 30 }, (_, i) => `line ${i}`).join("\n"));
      expect(await height()).toBeLessThanOrEqual(200);
      expect(await height()).toBeGreaterThan(150);
      expect(await box.evaluate((el) => getComputedStyle(el).overflowY)).toBe("auto");
      // Enter still sends, and the box returns to one line.
      await box.fill("Help me find a destination for my next trip");
      await box.press("Enter");
      await expect.poll(() => box.inputValue()).toBe("");
      await expect.poll(height).toBeLessThanOrEqual(oneLine + 1);
    });
  }
});

describe("the home page's look", () => {
  it("ships Inter and uses it", async () => {
    const { page } = await visitor();
    const fonts: string[] = [];
    page.on("response", (r) => {
      if (r.url().endsWith(".woff2") && r.ok()) fonts.push(new URL(r.url()).origin);
    });
    const home = new HomePage(page);
    await home.goto();
    await page.evaluate(() => document.fonts.ready);
    expect(await home.headline().evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"Inter Variable"/);
    expect(await page.evaluate(() => document.fonts.check('700 16px "Inter Variable"'))).toBe(true);
    expect(
      await page.evaluate(() =>
        [...document.fonts].some((f) => f.family === "Inter Variable" && f.status === "loaded"),
      ),
    ).toBe(true);
    expect(fonts).toContain(server.url);
  });

  it("the active testimonial dot is a white pill, with no white square around it", async () => {
    const { page } = await visitor();
    await page.clock.install({ time: new Date("2026-06-01T09:00:00Z") });
    await page.clock.pauseAt(new Date("2026-06-01T09:00:01Z"));
    const home = new HomePage(page);
    await home.goto();
    const active = home.testimonials().locator("button[aria-current]");
    await active.scrollIntoViewIfNeeded();
    expect(await active.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgba(0, 0, 0, 0)");
    const dot = active.getByTestId("carousel-dot");
    expect(await dot.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(255, 255, 255)");
    await home.testimonials().screenshot({ path: path.join(artifactsDir, "walkthrough-b-testimonial-dots.png") });
  });

  for (const [size, viewport] of sizes) {
    it(`the app's screenshots are readable at ${size} px`, async () => {
      const { page, errors } = await visitor(viewport);
      const home = new HomePage(page);
      await home.goto();
      await home.screenshots().scrollIntoViewIfNeeded();
      const phoneShot = home.screenshots().getByAltText(/Lotus on a phone/);
      const laptopShot = home.screenshots().getByAltText(/Lotus on a computer/);
      await expect
        .poll(() => phoneShot.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
        .toBeGreaterThan(0);
      const phoneWidth = (await phoneShot.boundingBox())?.width ?? 0;
      if (size === "375") {
        // The phone's own screenshot near its real size (390 px wide), the laptop's left out.
        expect(phoneWidth).toBeGreaterThanOrEqual(260);
        expect(await withinWidth(phoneShot, viewport.width)).toBe(true);
        expect(await laptopShot.isVisible()).toBe(false);
      } else {
        expect(await laptopShot.isVisible()).toBe(true);
        expect((await laptopShot.boundingBox())?.width ?? 0).toBeGreaterThan(700);
      }
      await home.screenshots().screenshot({ path: path.join(artifactsDir, `walkthrough-b-screenshots-${size}.png`) });
      expect(errors).toEqual([]);
    });
  }
});

describe("trip details", () => {
  it("offers Book Trip only once the trip holds something to book", async () => {
    const owner = await createSignedInUser(db(), { ratePlan: "PRO" });
    const trip = await createTestTrip(db(), owner.user.id, [], "Lisbon in March");
    const { page } = await as(owner);
    await page.goto(`/plan/${trip.id}`);
    await page.getByRole("heading", { name: "Your Itinerary" }).waitFor();
    expect(await page.getByRole("link", { name: "Book Trip" }).count()).toBe(0);
    await planLisbon(db(), trip.id);
    await page.reload();
    await page.getByRole("link", { name: "Book Trip" }).waitFor();
    await shot(page, "book-trip-with-items", false);
  });

  for (const [size, viewport] of sizes) {
    it(`has a header with a way around, readable dates and the day's high and low at ${size} px`, async () => {
      const owner = await createSignedInUser(db(), { ratePlan: "PRO" });
      const trip = await createTestTrip(db(), owner.user.id, [], "Lisbon in March");
      await planLisbon(db(), trip.id);
      const { page, errors } = await as(owner, viewport);
      await page.goto(`/details/${trip.id}`);
      await page.getByRole("heading", { name: "Lisbon in March" }).waitFor();
      const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
      expect(await crumbs.getByRole("link", { name: "My Trips" }).getAttribute("href")).toBe("/trips");
      if (size === "375") {
        // The sidebar is hidden on a phone: the header brings the logo and the menu.
        expect(await page.getByRole("link", { name: "Lotus home" }).isVisible()).toBe(true);
        await page.getByRole("button", { name: "Open menu" }).click();
        await page.getByRole("dialog").getByRole("link", { name: "My Trips" }).waitFor();
        await page.keyboard.press("Escape");
        await page.getByRole("dialog").waitFor({ state: "detached" });
      }
      // The cost breakdown's dates read as dates, not ISO strings.
      const summary = page.getByRole("tabpanel", { name: "Trip Summary" });
      await summary.getByText("Hotel Avenida Palace", { exact: true }).waitFor();
      expect(await summary.getByText("Mar 11 – 15, 2027").count()).toBeGreaterThan(0);
      expect(await summary.textContent()).not.toMatch(/\d{4}-\d{2}-\d{2}/);
      await shot(page, `details-summary-${size}`);
      await page.getByRole("tab", { name: "Daily Itinerary" }).click();
      const chip = page.getByTestId("weather-chip").first();
      await chip.waitFor();
      expect(await chip.textContent()).toMatch(/High -?\d+° · Low -?\d+°F/);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `details-itinerary-${size}`);
      expect(errors).toEqual([]);
    });
  }

  it("an Explorer guest is not shown 'Total cost: Voyager'", async () => {
    const owner = await createSignedInUser(db(), { ratePlan: "PRO" });
    const guest = await createSignedInUser(db());
    const trip = await createTestTrip(db(), owner.user.id, [guest.user.id], "Lisbon together");
    await planLisbon(db(), trip.id);
    const { page, errors } = await as(guest, phone);
    await page.goto(`/details/${trip.id}`);
    await page.getByRole("heading", { name: "See the whole trip with Voyager" }).waitFor();
    const summary = page.getByRole("tabpanel", { name: "Trip Summary" });
    expect(await summary.getByText("Total cost").count()).toBe(0);
    expect(await page.getByTestId("total-cost").count()).toBe(0);
    expect(await summary.getByText("Destinations").count()).toBe(1);
    await shot(page, "details-explorer-375");
    expect(errors).toEqual([]);
  });
});

describe("pricing", () => {
  for (const [size, viewport] of sizes) {
    it(`plan cards give the real message allowances at ${size} px`, async () => {
      const { page, errors } = await visitor(viewport);
      await page.goto("/pricing");
      const free = page.getByTestId("credits-free");
      const pro = page.getByTestId("credits-pro");
      await free.waitFor();
      const { FREE, PRO } = messageAllowance;
      expect(await free.textContent()).toContain(
        `Message credits: ${FREE.messages} messages every ${FREE.windowHours} hours`,
      );
      expect(await free.textContent()).toContain(`up to ${(FREE.messages * 24) / FREE.windowHours} a day`);
      expect(await pro.textContent()).toContain(
        `Message credits: ${PRO.messages} messages every ${PRO.windowHours} hours`,
      );
      expect(await page.getByText(/Message credits: (Limited|Higher)/).count()).toBe(0);
      await shot(page, `pricing-${size}`);
      expect(errors).toEqual([]);
    });
  }
});

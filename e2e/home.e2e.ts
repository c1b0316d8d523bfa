import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { HomePage } from "./pages/home.page";
import { browserSession } from "./support/session";

const session = browserSession();

// Fake timers that stand still until the test moves them (install() alone lets time flow).
async function pauseClock(page: Page) {
  const start = new Date("2026-06-01T09:00:00Z");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

describe("home page (desktop)", () => {
  it("shows every section of the spec with working links", async () => {
    const { page, errors } = await session.open();
    const home = new HomePage(page);
    await home.goto();
    expect(await home.headline().textContent()).toBe("Travel Planning Made Intelligent");
    expect(await home.startPlanning().first().getAttribute("href")).toBe("/plan");

    const nav = home.header().getByRole("navigation", { name: "Main" });
    for (const [name, href] of [
      ["Home", "/"],
      ["Plan", "/plan"],
      ["About", "/about"],
      ["Pricing", "/pricing"],
      ["Log In", "/login"],
    ]) {
      expect(await nav.getByRole("link", { name, exact: true }).getAttribute("href")).toBe(href);
    }
    expect(await home.header().getByRole("link", { name: "Lotus home" }).getAttribute("href")).toBe("/");

    expect(await home.section("Everything your trip needs").locator("article").count()).toBe(3);
    const steps = home.section("How It Works").locator("li");
    expect(await steps.allTextContents()).toEqual([
      expect.stringContaining("Chat with Lotus"),
      expect.stringContaining("Plan with friends"),
      expect.stringContaining("Book and go"),
    ]);

    // Why Choose: three topics, one panel at a time, arrow keys move between tabs.
    expect(await page.getByRole("tab").allTextContents()).toEqual([
      "Conversational planning",
      "Smart recommendations",
      "Personalized itineraries",
    ]);
    await home.whyChooseTab("Smart recommendations").click();
    expect(await page.getByRole("tabpanel").textContent()).toContain("Suggestions that fit");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => home.whyChooseTab("Personalized itineraries").getAttribute("aria-selected")).toBe("true");
    expect(await page.getByRole("tabpanel").textContent()).toContain("An itinerary that builds itself");

    const footer = home.footer();
    expect(await footer.getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe("/privacy-policy");
    expect(await footer.getByRole("link", { name: "Terms of Service" }).getAttribute("href")).toBe("/terms-of-service");
    expect(await footer.getByRole("link", { name: "Support" }).getAttribute("href")).toMatch(/^mailto:.+@.+/);
    const external = footer.locator('a[target="_blank"]');
    expect(await external.count()).toBe(2);
    for (const rel of await external.evaluateAll((as) => as.map((a) => a.getAttribute("rel"))))
      expect(rel).toContain("noopener");
    expect(await footer.textContent()).toContain(`2024-${new Date().getFullYear()}`);

    await session.screenshot(page, "home-desktop");
    expect(errors).toEqual([]);
  });

  it("screenshot carousel shows real images and wraps both ways", async () => {
    const { page } = await session.open();
    const home = new HomePage(page);
    await home.goto();
    const images = home.screenshots().locator("img");
    expect(await images.count()).toBe(2);
    await home.screenshots().scrollIntoViewIfNeeded();
    for (const img of await images.all()) {
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
        .toBeGreaterThan(0);
    }
    const first = await home.screenshotTitle().textContent();
    await home.screenshots().getByRole("button", { name: "Previous screenshot" }).click();
    const last = await home.screenshotTitle().textContent();
    expect(last).not.toBe(first);
    await home.screenshots().getByRole("button", { name: "Next screenshot" }).click();
    expect(await home.screenshotTitle().textContent()).toBe(first);
    for (let i = 0; i < 3; i++) await home.screenshots().getByRole("button", { name: "Next screenshot" }).click();
    expect(await home.screenshotTitle().textContent()).toBe(first);
    await session.screenshot(page, "home-screenshot-carousel");
  });

  it("testimonials auto-advance every 4 s, wrap, stop for good on manual navigation, and expand", async () => {
    const { page } = await session.open();
    await pauseClock(page);
    const home = new HomePage(page);
    await home.goto();
    const position = () => home.testimonialSlide().getAttribute("aria-label");
    expect(await position()).toBe("1 of 8");

    // The first testimonial is the long one: it toggles between its short and full versions.
    const shortText = await home.testimonialQuote().textContent();
    await home.testimonials().getByRole("button", { name: "Read the full story" }).click();
    const fullText = await home.testimonialQuote().textContent();
    expect(fullText?.length).toBeGreaterThan(shortText?.length ?? 0);
    await home.testimonials().getByRole("button", { name: "Show less" }).click();
    expect(await home.testimonialQuote().textContent()).toBe(shortText);

    await page.clock.runFor(3_900);
    expect(await position()).toBe("1 of 8");
    await page.clock.runFor(200);
    expect(await position()).toBe("2 of 8");
    await page.clock.runFor(4_000 * 7);
    expect(await position()).toBe("1 of 8"); // wrapped after the eighth

    await home.testimonials().getByRole("button", { name: "Previous testimonial" }).click();
    expect(await position()).toBe("8 of 8");
    expect(await home.testimonials().getAttribute("data-autoplay")).toBe("false");
    await page.clock.runFor(20_000);
    expect(await position()).toBe("8 of 8");
    await home.testimonials().getByRole("button", { name: "Next testimonial" }).click();
    expect(await position()).toBe("1 of 8");
    await home.testimonials().getByRole("button", { name: "Show testimonial 5" }).click();
    expect(await position()).toBe("5 of 8");
  });
});

describe("toasts", () => {
  it("appear in a corner, pause on hover, close after 5 s, F8 focuses them, swipe dismisses", async () => {
    const { page, context } = await session.open();
    await page.clock.install();
    await new HomePage(page).goto();
    await context.setOffline(true);
    const home = new HomePage(page);
    const toast = home.toasts().filter({ hasText: "You're offline" });
    await toast.waitFor();
    // From here on the test moves time itself.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
    const box = await toast.boundingBox();
    const viewport = page.viewportSize();
    expect(
      box && viewport && box.x + box.width > viewport.width - 40 && box.y + box.height > viewport.height - 40,
    ).toBe(true);

    await page.keyboard.press("F8");
    const region = home.toastRegion();
    expect(await region.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.mouse.click(10, 10); // move focus away so the timer runs again

    await toast.hover();
    await page.clock.runFor(6_000);
    expect(await toast.isVisible()).toBe(true);
    await page.mouse.move(5, 5);
    await page.clock.runFor(5_100);
    await toast.waitFor({ state: "hidden" });

    // One at a time: coming back online replaces the offline toast; a swipe right dismisses it.
    await context.setOffline(false);
    const back = home.toasts().filter({ hasText: "Back online" });
    await back.waitFor();
    expect(await home.toasts().count()).toBe(1);
    // Let the CSS slide-in finish (real time: the fake clock does not drive CSS animations).
    await back.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    const b = await back.boundingBox();
    if (!b) throw new Error("toast has no box");
    await page.mouse.move(b.x + 20, b.y + b.height / 2);
    await page.mouse.down();
    for (let dx = 10; dx <= 120; dx += 10) await page.mouse.move(b.x + 20 + dx, b.y + b.height / 2);
    await page.mouse.up();
    await page.clock.runFor(500);
    await back.waitFor({ state: "hidden" });
  });
});

describe("mobile (375 px)", () => {
  it("opens the menu, locks scrolling, expands Learn More, closes on a choice or Escape", async () => {
    const { page, errors } = await session.open({ width: 375, height: 812 });
    const home = new HomePage(page);
    await home.goto();
    expect(await home.header().getByRole("navigation", { name: "Main" }).isVisible()).toBe(false);
    await session.screenshot(page, "home-mobile");

    await home.openMobileMenu();
    const menu = home.mobileMenu();
    await menu.waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
    for (const name of ["Plan", "My Trips", "Log In"])
      expect(await menu.getByRole("link", { name, exact: true }).isVisible()).toBe(true);
    expect(await menu.getByRole("link", { name: "About" }).count()).toBe(0);
    await menu.getByRole("button", { name: "Learn More" }).click();
    for (const name of ["Home", "About", "Pricing"])
      expect(await menu.getByRole("link", { name, exact: true }).isVisible()).toBe(true);
    await session.screenshot(page, "mobile-menu");

    await menu.getByRole("link", { name: "Pricing" }).click();
    await menu.waitFor({ state: "hidden" });
    // The menu closes at once; the URL changes once the lazily loaded screen is ready.
    await page.waitForURL("**/pricing");
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");

    // Escape closes it too.
    await home.openMobileMenu();
    await home.mobileMenu().waitFor();
    await page.keyboard.press("Escape");
    await home.mobileMenu().waitFor({ state: "hidden" });
    expect(errors).toEqual([]);
  });
});

describe("unknown pages", () => {
  it("show a helpful not-found page with the shell", async () => {
    const { page } = await session.open();
    const response = await page.goto("/nowhere/at/all");
    expect(response?.status()).toBe(404);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("We couldn't find that page");
    expect(await page.getByRole("link", { name: "Go home" }).getAttribute("href")).toBe("/");
  });
});

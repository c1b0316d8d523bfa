import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../server/testing/start-server";
import { createTestTrip } from "../server/testing/test-trips";
import { createSignedInUser } from "../server/testing/test-users";
import { startRedditServer } from "../server/travel/testing/reddit-server";
import { PlanPage } from "./pages/plan.page";
import { seriousViolations } from "./support/axe";
import { artifactsDir, browserSession, signInContext } from "./support/session";

// A server of its own, offline engine, with a small message allowance to reach the rate limit.
// Forum posts come from a local server speaking Reddit's protocol, so the forum modal has a post.
let server: RunningServer;
let reddit: Awaited<ReturnType<typeof startRedditServer>>;
beforeAll(async () => {
  reddit = await startRedditServer();
  server = await startServer(
    {
      WEATHER_PROVIDER: "offline",
      REDDIT_CLIENT_ID: "client-id",
      REDDIT_CLIENT_SECRET: "client-secret",
      REDDIT_AUTH_URL: reddit.url,
      REDDIT_API_URL: reddit.url,
    },
    { assistant: { messageLimits: { FREE: 4, PRO: 40 } } },
  );
});
afterAll(async () => {
  await server.close();
  await reddit.close();
});
const session = browserSession();

async function signedIn(viewport: { width: number; height: number }, plan: "FREE" | "PRO" = "PRO", first = "Ana") {
  const { user, cookie } = await createSignedInUser(server.app.lotus.database.db, {
    firstName: first,
    lastName: "Silva",
    ratePlan: plan,
  });
  const opened = await session.open(viewport, server.url);
  await signInContext(opened.context, cookie, server.url);
  return { ...opened, user, ui: new PlanPage(opened.page) };
}
const shot = (name: string) => path.join(artifactsDir, `plan-${name}.png`);

describe("planning a trip in Chromium", () => {
  for (const [label, viewport] of [
    ["desktop", { width: 1280, height: 800 }],
    ["mobile", { width: 375, height: 740 }],
  ] as const) {
    it(`${label}: from a quick start to an itinerary with a flight, a hotel and places, and every modal`, async () => {
      const { page, ui, errors } = await signedIn(viewport);
      await page.goto("/plan");
      await page.getByText("Hi! I'm Lotus, your travel AI guide.").waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: shot(`${label}-new`) });

      await ui.quickStart("Find destinations").click();
      await ui.reply("Which one sounds good?");
      expect(page.url()).toMatch(/\/plan\/[0-9a-f-]{36}$/);
      await ui.say("Lisbon, March 10-14 2027 from New York for 2, we love food and museums");
      await ui.reply("Here's your");
      await page.screenshot({ path: shot(`${label}-reply`) });
      if (label === "mobile") await page.getByRole("button", { name: "Itinerary" }).click();
      await ui.itinerary().getByText("Day 5").waitFor();
      await page.screenshot({ path: shot(`${label}-itinerary`) });
      expect(await ui.itinerary().getByText("Lisbon, Portugal", { exact: false }).count()).toBe(1);

      for (const [item, title] of [
        ["Fly from", "Outbound Flight"],
        ["Check in at", "Total price"],
        ["Explore", "Open in Maps"],
        ["Traveller tip", "Read on Reddit"],
      ] as const) {
        await ui.itineraryItem(item).click();
        await ui.dialog().getByText(title).first().waitFor();
        if (item === "Fly from") {
          await ui.dialog().getByRole("tab", { name: "Return Flight" }).click();
          await ui.dialog().getByText("LIS →").first().waitFor();
          if (label === "desktop") expect(await seriousViolations(page)).toEqual([]);
          await page.screenshot({ path: shot(`${label}-flight-modal`) });
        }
        await page.keyboard.press("Escape");
        await ui.dialog().waitFor({ state: "detached" });
      }
      expect(errors).toEqual([]);
    });
  }

  for (const [label, viewport] of [
    ["desktop", { width: 1280, height: 800 }],
    ["mobile", { width: 375, height: 740 }],
  ] as const) {
    it(`${label}: renames and deletes a trip; it shows in My Trips (and Recent Trips on desktop); thumbs work`, async () => {
      const { page, ui, errors } = await signedIn(viewport);
      // The sidebar (with Recent Trips) is hidden on phones.
      const recent = async (name: string, state?: "detached") => {
        if (label === "desktop") await ui.recentTrip(name).waitFor(state ? { state } : undefined);
      };
      await page.goto("/plan");
      await ui.say("3 days in Kyoto from April 3 2027");
      await ui.reply("Here's your");
      await recent("Trip to Kyoto");
      await page.getByRole("button", { name: "Good response" }).first().click();
      await page.getByText("Thanks for your feedback!").waitFor();

      await ui.tripMenu("Trip to Kyoto").click();
      await page.getByRole("menuitem", { name: "Rename Trip" }).click();
      const field = page.getByLabel("Trip name");
      await field.fill("Cherry blossoms");
      await field.press("Escape");
      await ui.tripMenu("Trip to Kyoto").waitFor();
      await ui.tripMenu("Trip to Kyoto").click();
      await page.getByRole("menuitem", { name: "Rename Trip" }).click();
      await page.getByLabel("Trip name").fill("Cherry blossoms");
      await page.getByLabel("Trip name").press("Enter");
      await recent("Cherry blossoms");

      await page.goto("/trips");
      await page.getByRole("heading", { name: "My Trips" }).waitFor();
      await page.getByRole("link", { name: /Cherry blossoms/ }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: shot(`${label}-my-trips`) });
      await page.getByRole("link", { name: /Cherry blossoms/ }).click();
      await ui.reply("Here's your");

      await ui.tripMenu("Cherry blossoms").click();
      await page.getByRole("menuitem", { name: "Delete Trip" }).click();
      await page.getByRole("alertdialog").getByText("Delete this trip?").waitFor();
      await page.screenshot({ path: shot(`${label}-delete-confirm`) });
      await page.getByRole("button", { name: "Delete Trip" }).click();
      await page.waitForURL((u) => u.pathname === "/plan");
      await recent("Cherry blossoms", "detached");
      await page.goto("/trips");
      await page.getByText("No trips yet").waitFor();
      expect(errors).toEqual([]);
    });
  }

  it("uses the @ picker and reply-to in a shared trip, by keyboard", async () => {
    const owner = await signedIn({ width: 1280, height: 800 }, "PRO", "Olga");
    const { user: mo } = await createSignedInUser(server.app.lotus.database.db, { firstName: "Mo", lastName: "Reyes" });
    const trip = await createTestTrip(server.app.lotus.database.db, owner.user.id, [mo.id], "Group trip");
    const { page, ui } = owner;
    await page.goto(`/plan/${trip.id}`);
    await page.getByText("welcome to your shared trip").waitFor();
    await ui.input().focus();
    await page.keyboard.type("@");
    const picker = page.getByRole("listbox", { name: "Mention someone" });
    await picker.waitFor();
    expect(await picker.getByRole("option").allTextContents()).toEqual(["LotusAI guide", "Mo Reyes"]);
    await page.keyboard.press("Enter");
    expect(await ui.input().inputValue()).toBe("@Lotus ");
    await page.keyboard.type("2 days in Vienna from May 3 2027");
    await page.keyboard.press("Enter");
    await ui.reply("Here's your");
    await page.getByRole("button", { name: "Reply" }).last().click();
    await page.getByText("Replying to:").waitFor();
    await page.screenshot({ path: shot("reply-to") });
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Cancel reply" }).click();
    await page.getByText("Replying to:").waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Private" }).click();
    await page.getByText("Private mode: Only you and the AI assistant will see this message").waitFor();
  });

  it("shows the rate-limit error and puts the text back in the input", async () => {
    const { page, ui } = await signedIn({ width: 1280, height: 800 }, "FREE", "Rita");
    await page.goto("/plan");
    for (const text of ["Paris for 2 days from May 3 2027", "make it 3 days", "make it 4 days", "make it 2 days"]) {
      await ui.say(text);
      await ui.reply("Here's your");
    }
    await ui.say("make it 5 days");
    const banner = ui.errorBanner();
    await banner.getByText("Explorer plan").waitFor();
    expect(await banner.textContent()).toContain("You can send more messages in ");
    expect(await ui.input().inputValue()).toBe("make it 5 days");
    await page.screenshot({ path: shot("rate-limit") });
    // No Book Trip on the free plan.
    expect(await page.getByRole("link", { name: "Book Trip" }).count()).toBe(0);
  });

  it("works with the keyboard alone: quick start, send, open and close a detail, rename", async () => {
    const { page, ui, errors } = await signedIn({ width: 1280, height: 800 }, "PRO", "Kim");
    await page.goto("/plan");
    await page.getByText("Hi! I'm Lotus, your travel AI guide.").waitFor();
    /** Presses Tab until the focused element's text or label matches. */
    async function tabTo(name: RegExp) {
      for (let i = 0; i < 60; i++) {
        await page.keyboard.press("Tab");
        const label = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          const labels = (el as HTMLTextAreaElement | null)?.labels;
          return `${el?.getAttribute("aria-label") ?? ""} ${labels?.[0]?.textContent ?? ""} ${el?.textContent ?? ""}`;
        });
        if (name.test(label)) return;
      }
      throw new Error(`nothing focusable matches ${name}`);
    }
    await tabTo(/Take a budget trip/);
    await page.keyboard.press("Enter");
    await ui.reply("easy on the wallet");
    await tabTo(/Message Lotus/);
    await page.keyboard.type("Porto for 3 days from May 3 2027");
    await page.keyboard.press("Enter");
    await page.screenshot({ path: shot("keyboard-sent") });
    await ui.reply("Here's your");
    await tabTo(/Check in at/);
    await page.keyboard.press("Enter");
    await ui.dialog().getByText("Total price").waitFor();
    await page.keyboard.press("Escape");
    await ui.dialog().waitFor({ state: "detached" });
    await tabTo(/^\s*Trip to Porto\s*$/);
    await page.keyboard.press("Enter");
    await page.getByRole("menu").waitFor();
    for (let i = 0; i < 12; i++) {
      // The menu itself takes focus first (its text holds every item's), then its first item.
      const focused = await page.evaluate(() =>
        document.activeElement?.getAttribute("role") === "menuitem" ? document.activeElement.textContent : "",
      );
      if (focused?.includes("Rename Trip")) break;
      await page.keyboard.press("ArrowDown");
    }
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Trip name");
    await page.keyboard.press("Control+A");
    await page.keyboard.type("Porto by keyboard");
    await page.keyboard.press("Enter");
    await ui.recentTrip("Porto by keyboard").waitFor();
    expect(errors).toEqual([]);
  });
});

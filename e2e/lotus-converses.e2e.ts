import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../server/testing/start-server";
import { createSignedInUser } from "../server/testing/test-users";
import { PlanPage } from "./pages/plan.page";
import { artifactsDir, browserSession, signInContext } from "./support/session";

// Lotus converses (issue 24), in Chromium: a question about a planned trip is answered and the
// itinerary panel stays exactly as it was; a change is told in a few lines, with the "Changed"
// card and its undo, which puts the plan back.

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ WEATHER_PROVIDER: "offline" });
});
afterAll(() => server.close());
const session = browserSession();
const shot = (name: string) => path.join(artifactsDir, `converses-${name}.png`);

/** Every day's item titles in the panel, in order. */
async function panelTitles(page: Page): Promise<string[][]> {
  return page
    .locator("#itinerary-panel")
    .getByRole("list", { name: /^Day \d+ plans$/ })
    .evaluateAll((days) =>
      days.map((d) =>
        [...d.querySelectorAll(":scope > li[data-item-title]")].map((li) => li.getAttribute("data-item-title") ?? ""),
      ),
    );
}

/** Lotus's latest finished reply (the log's last assistant message). */
async function lastReply(page: Page): Promise<string> {
  await page.getByLabel("Lotus is replying").waitFor({ state: "detached", timeout: 20_000 });
  return page.getByRole("log").getByRole("article", { name: "Lotus", exact: true }).last().innerText();
}

describe("Lotus converses", () => {
  it("answers a question with the panel unchanged; a change is summed up, with undo", async () => {
    const { user, cookie } = await createSignedInUser(server.app.lotus.database.db, {
      firstName: "Noor",
      lastName: "Haddad",
      ratePlan: "PRO",
    });
    void user;
    const { page, context } = await session.open({ width: 1280, height: 800 }, server.url);
    await signInContext(context, cookie, server.url);
    const ui = new PlanPage(page);
    await page.goto("/plan");
    await ui.say("Plan 4 days in Lisbon from New York, March 10 2027");
    await ui.reply("Here's your");
    const panelDay = (n: number) => ui.itinerary().getByRole("list", { name: `Day ${n} plans`, exact: true });
    await panelDay(4).waitFor();
    const before = await panelTitles(page);
    expect(before).toHaveLength(4);

    // A question: answered from data, nothing in the panel moves, no "Changed" card.
    const cardsBefore = await page.getByText(/^Changed: /).count();
    await ui.say("what's the weather on day 2?");
    await ui.reply("°");
    const answer = await lastReply(page);
    expect(answer).toMatch(/day 2|Mar 11/i);
    expect(answer).not.toMatch(/Day 1 ·/);
    expect(await panelTitles(page)).toEqual(before);
    expect(await page.getByText(/^Changed: /).count()).toBe(cardsBefore);
    await page.screenshot({ path: shot("question") });

    // A change: a few lines on what changed, the panel follows, and undo restores it.
    await ui.say("make it 5 days");
    await ui.reply("5 days");
    const summary = await lastReply(page);
    expect(summary).not.toMatch(/Day 1 ·/);
    expect(summary).toMatch(/5 days.*instead of 4/);
    expect(summary).toMatch(/The full plan is in the itinerary panel/);
    await panelDay(5).waitFor();
    const undo = page.getByRole("button", { name: /^Undo: / }).last();
    await undo.waitFor();
    await page.screenshot({ path: shot("change") });
    await undo.click();
    await panelDay(5).waitFor({ state: "detached" });
    expect(await panelTitles(page)).toEqual(before);
    await page.screenshot({ path: shot("undone") });
  });
});

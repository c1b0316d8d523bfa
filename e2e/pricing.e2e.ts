import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../server/testing/start-server";
import { seriousViolations } from "./support/axe";
import { artifactsDir, browserSession } from "./support/session";

// The pricing page reads every price from /api/all-plans: a server with other prices shows them.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ PLAN_PRO_MONTHLY_CENTS: "1200", PLAN_PRO_ANNUAL_CENTS: "10800" });
});
afterAll(() => server.close());
const session = browserSession();

describe("the pricing page", () => {
  it("shows the configured prices, 'Save N%' computed from them, and the plans' buttons", async () => {
    const { page, errors } = await session.open({ width: 1280, height: 900 }, server.url);
    await page.goto("/pricing");
    await page.getByText("MOST POPULAR").waitFor();
    await page.getByText("$12").waitFor();
    expect(await page.getByTestId("price-free").textContent()).toBe("$0");
    expect(await page.getByTestId("price-pro").textContent()).toBe("$12");
    await page.getByRole("button", { name: /Annually/ }).waitFor();
    expect(await page.getByRole("button", { name: /Annually/ }).textContent()).toContain("Save 25%");
    await page.getByRole("button", { name: /Annually/ }).click();
    expect(await page.getByTestId("price-pro").textContent()).toBe("$9");
    await page.getByText("Billed annually ($108)").waitFor();
    expect(await page.getByRole("link", { name: "Get Started" }).getAttribute("href")).toBe("/plan");
    expect(await page.getByRole("link", { name: "Upgrade to Voyager" }).getAttribute("href")).toBe(
      "/accountsettings?tab=billing",
    );
    expect(await page.getByRole("link", { name: "Try Free Explorer Plan" }).getAttribute("href")).toBe("/plan");
    // Issue 21, finding 15: a server without Stripe keys takes test cards, and says so.
    await page.getByText("Payments are in test mode", { exact: false }).waitFor({ timeout: 5000 });
    await page.getByRole("button", { name: "What counts as a message?" }).click();
    await page.getByText("Messages to your travel companions in the group chat are free").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${artifactsDir}/pricing.png`, fullPage: true });
    expect(errors).toEqual([]);
  });
});

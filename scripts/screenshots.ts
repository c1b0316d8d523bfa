import { mkdirSync } from "node:fs";
import path from "node:path";
import { PlanPage } from "../e2e/pages/plan.page";
import { launchChromium } from "../e2e/support/browser";
import { signInContext } from "../e2e/support/sign-in";
import { startServer } from "../server/testing/start-server";
import { createSignedInUser } from "../server/testing/test-users";
import { screenshotPath, screenshotSizes, screenshotSlides } from "../web/features/home/screenshot-slides";
import { ensureWebBuild } from "./web-build";

// `npm run screenshots`: real screenshots of Lotus for the home-page carousel, one per slide
// at a computer and a phone size, written to web/public/screenshots/. Slides of the planning
// screen are taken as a signed-in traveller after a real conversation with the offline engine.

await ensureWebBuild();
const server = await startServer({ WEATHER_PROVIDER: "offline" });
const browser = await launchChromium();
try {
  const { cookie } = await createSignedInUser(server.app.lotus.database.db, {
    firstName: "Maya",
    lastName: "Okafor",
    email: "maya@example.com",
    ratePlan: "PRO",
  });
  for (const [kind, viewport] of Object.entries(screenshotSizes) as [
    keyof typeof screenshotSizes,
    { width: number; height: number },
  ][]) {
    for (const slide of screenshotSlides) {
      const context = await browser.newContext({ viewport, deviceScaleFactor: 1, reducedMotion: "reduce" });
      await signInContext(context, cookie, server.url);
      const page = await context.newPage();
      await page.goto(`${server.url}${slide.route}`, { waitUntil: "networkidle" });
      if (slide.conversation) {
        const ui = new PlanPage(page);
        for (const message of slide.conversation) {
          await ui.say(message);
          await ui.reply("Here's your");
        }
        if (kind === "mobile" && slide.open) await page.getByRole("button", { name: "Itinerary" }).click();
        if (slide.open) {
          await ui.itineraryItem(slide.open).click();
          await ui.dialog().waitFor();
        }
      } else {
        await page.locator(slide.selector).evaluate((el) => {
          // Align the section just under the sticky header, as a visitor scrolling there would see it.
          window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - (el.id === "hero" ? 64 : 80));
        });
      }
      await page.waitForTimeout(200);
      const file = path.join("web", "public", screenshotPath(slide.id, kind));
      mkdirSync(path.dirname(file), { recursive: true });
      await page.screenshot({ path: file, type: "jpeg", quality: 82 });
      console.log(`wrote ${file}`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}

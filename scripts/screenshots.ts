import { mkdirSync } from "node:fs";
import path from "node:path";
import { launchChromium } from "../e2e/support/browser";
import { startServer } from "../server/testing/start-server";
import { screenshotPath, screenshotSizes, screenshotSlides } from "../web/features/home/screenshot-slides";
import { ensureWebBuild } from "./web-build";

// `npm run screenshots`: real screenshots of Lotus for the home-page carousel, one per slide
// at a computer and a phone size, written to web/public/screenshots/. Re-run as screens land.

await ensureWebBuild();
const server = await startServer();
const browser = await launchChromium();
try {
  for (const [kind, viewport] of Object.entries(screenshotSizes) as [
    keyof typeof screenshotSizes,
    { width: number; height: number },
  ][]) {
    const page = await browser.newPage({ viewport, deviceScaleFactor: 1, reducedMotion: "reduce" });
    for (const slide of screenshotSlides) {
      await page.goto(`${server.url}${slide.route}`, { waitUntil: "networkidle" });
      await page.locator(slide.selector).evaluate((el) => {
        // Align the section just under the sticky header, as a visitor scrolling there would see it.
        window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - (el.id === "hero" ? 64 : 80));
      });
      await page.waitForTimeout(150);
      const file = path.join("web", "public", screenshotPath(slide.id, kind));
      mkdirSync(path.dirname(file), { recursive: true });
      await page.screenshot({ path: file, type: "jpeg", quality: 82 });
      console.log(`wrote ${file}`);
    }
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}

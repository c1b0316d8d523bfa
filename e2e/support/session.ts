import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import { launchChromium } from "./browser";

export const artifactsDir = path.resolve("e2e/artifacts");

/**
 * One Chromium per test file. `open()` gives a fresh context and page at a viewport, collecting
 * the page's console errors so a test can assert there were none.
 */
export function browserSession() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchChromium();
    mkdirSync(artifactsDir, { recursive: true });
  });
  afterAll(async () => {
    for (const c of contexts) await c.close();
    await browser?.close();
  });
  return {
    baseURL: () => inject("baseURL"),
    async open(
      viewport = { width: 1280, height: 800 },
      baseURL: string = inject("baseURL"),
      /** Enforce the CSP fully (e2e/security checks it); otherwise axe-core may be injected. */
      enforceCsp = false,
    ): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
      const context = await browser.newContext({ viewport, baseURL, bypassCSP: !enforceCsp });
      contexts.push(context);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(String(e)));
      page.on("console", (m) => {
        // A logged-out session check answers 401 by design (the spec: non-OK means logged out).
        if (m.type() === "error" && !m.location().url.endsWith("/api/check_auth")) errors.push(m.text());
      });
      return { page, context, errors };
    },
    screenshot: (page: Page, name: string) =>
      page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage: true }),
  };
}

export { signInContext } from "./sign-in";

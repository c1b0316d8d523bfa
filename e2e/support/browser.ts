import { existsSync } from "node:fs";
import { type Browser, chromium } from "playwright-core";

// Debian's Chromium driven by playwright-core (no browser download works on these machines).
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export function hasChromium(): boolean {
  return existsSync(chromiumPath);
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      // The machine has no network beyond loopback; these stop Chromium phoning home.
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

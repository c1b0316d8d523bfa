import { randomBytes } from "node:crypto";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { ensureWebBuild } from "../scripts/web-build";
import { startServer } from "../server/testing/start-server";

// Lighthouse (desktop preset and its default mobile one) on the public pages, served as
// `npm start` serves them, driven through Debian's Chromium. Prints the four category scores.
//   npm run bench:lighthouse            (LIGHTHOUSE_PAGES=/,/about to choose pages)

const pages = (process.env.LIGHTHOUSE_PAGES ?? "/,/about,/pricing,/login").split(",");
const categories = ["performance", "accessibility", "best-practices", "seo"];

await ensureWebBuild();
const server = await startServer({
  NODE_ENV: "production",
  // Production refuses to start without PUBLIC_URL; a loopback one is allowed for a trial.
  PUBLIC_URL: "http://127.0.0.1",
  BILLING: "test",
  LOG_LEVEL: "warn",
  SESSION_SECRET: randomBytes(32).toString("hex"),
});
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});

// Warm up: the first request of each page fills caches (files, database) that a visitor
// arriving later would find warm.
for (const page of pages) await (await fetch(`${server.url}${page}`)).text();

type Row = { page: string; form: string; scores: Record<string, number> };
const rows: Row[] = [];
try {
  for (const form of ["desktop", "mobile"] as const) {
    for (const page of pages) {
      const result = await lighthouse(
        `${server.url}${page}`,
        { port: chrome.port, output: "json", logLevel: "error", onlyCategories: categories },
        form === "desktop" ? desktopConfig : undefined,
      );
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`no report for ${page}`);
      const scores = Object.fromEntries(categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
      rows.push({ page, form, scores });
      const failing = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
        .map((a) => a.id);
      console.log(`${form.padEnd(7)} ${page.padEnd(10)} ${categories.map((c) => `${c} ${scores[c]}`).join("  ")}`);
      if (failing.length) console.log(`        failing: ${failing.join(", ")}`);
    }
  }
} finally {
  await chrome.kill();
  await server.close();
}

console.log("\n| page | form | performance | accessibility | best practices | SEO |");
console.log("|---|---|---|---|---|---|");
for (const r of rows) {
  console.log(`| \`${r.page}\` | ${r.form} | ${categories.map((c) => r.scores[c]).join(" | ")} |`);
}
const low = rows.filter((r) => (r.scores.accessibility ?? 0) < 95 || (r.scores["best-practices"] ?? 0) < 95);
if (low.length) {
  console.error(`\nBelow 95 in accessibility or best practices: ${low.map((r) => `${r.form} ${r.page}`).join(", ")}`);
  process.exitCode = 1;
}

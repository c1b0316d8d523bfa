import { randomBytes } from "node:crypto";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { snapshot } from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import puppeteer from "puppeteer-core";
import { ensureWebBuild } from "../scripts/web-build";
import { planLisbon } from "../server/bookings/testing/lisbon-trip";
import { startServer } from "../server/testing/start-server";
import { createTestTrip } from "../server/testing/test-trips";
import { createSignedInUser } from "../server/testing/test-users";

// Lighthouse (desktop preset and its default mobile one) on the public pages as a visitor and on
// the planning screen signed in (a new one, and a planned trip open), served as `npm start` serves
// them, driven through Debian's Chromium. Prints the four category scores.
//   npm run bench:lighthouse            (LIGHTHOUSE_PAGES=/,/about and LIGHTHOUSE_SIGNED_IN=/plan
//                                        to choose pages; {trip} stands for the planned trip's id)

const publicPages = (process.env.LIGHTHOUSE_PAGES ?? "/,/about,/pricing,/login").split(",").filter(Boolean);
const signedInPages = (process.env.LIGHTHOUSE_SIGNED_IN ?? "/plan,/plan/{trip}").split(",").filter(Boolean);
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
// Someone signed in, with a planned trip (Lisbon: flights, hotel, places, on the map), made as the
// e2e tests make them: a session straight in the database, the trip through the app's commands.
const db = server.app.lotus.database.db;
const { user, cookie } = await createSignedInUser(db, { firstName: "Light", lastName: "House", ratePlan: "PRO" });
const trip = await createTestTrip(db, user.id, [], "Lisbon in March");
await planLisbon(db, trip.id);
const pages = [
  ...publicPages.map((path) => ({ path, signedIn: false })),
  ...signedInPages.map((path) => ({ path: path.replace("{trip}", trip.id), signedIn: true })),
];

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
for (const page of publicPages) await (await fetch(`${server.url}${page}`)).text();

// Lighthouse keeps the browser's cookies between runs (it clears caches and storage, not cookies),
// so the session is set in Chromium itself before a signed-in page and removed before a public
// one: the httpOnly session and the readable hint that tells the app to check it. A header
// (Lighthouse's extraHeaders) would reach the server but not `document.cookie`, where the app looks.
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
const cdp = await browser.target().createCDPSession();
async function signIn(signedIn: boolean): Promise<void> {
  await cdp.send("Storage.clearCookies");
  if (!signedIn) return;
  const url = server.url;
  await cdp.send("Storage.setCookies", {
    cookies: [
      { name: "lotus_session", value: cookie.slice(cookie.indexOf("=") + 1), url, httpOnly: true },
      { name: "lotus_signed_in", value: "1", url },
    ],
  });
}

type Row = { page: string; form: string; scores: Record<string, number | null> };
type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];
const rows: Row[] = [];
const label = (page: string) => page.replace(trip.id, "{trip}");

/** Prints a report's scores, its failing binary audits and the elements an accessibility failure names. */
function record(page: string, form: string, lhr: Report): void {
  if (lhr.runtimeError) console.log(`        ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  for (const warning of lhr.runWarnings) console.log(`        warning: ${warning}`);
  // A category a snapshot does not measure (performance) has no score: null, printed as n/a.
  const scores = Object.fromEntries(
    categories.map((c) => {
      const score = lhr.categories[c]?.score;
      return [c, typeof score === "number" ? Math.round(score * 100) : null];
    }),
  );
  rows.push({ page, form, scores });
  const failing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
    .map((a) => a.id);
  console.log(
    `${form.padEnd(7)} ${label(page).padEnd(10)} ${categories.map((c) => `${c} ${scores[c] ?? "n/a"}`).join("  ")}`,
  );
  if (failing.length) console.log(`        failing: ${failing.join(", ")}`);
  for (const ref of lhr.categories.accessibility?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 1) continue;
    const items = (audit.details as { items?: { node?: { selector?: string; snippet?: string } }[] })?.items ?? [];
    for (const item of items.slice(0, 5))
      console.log(
        `        ${ref.id}: ${item.node?.selector ?? ""} ${item.node?.snippet?.replace(/ class="[^"]*"/g, "").slice(0, 240) ?? ""}`,
      );
  }
}

try {
  for (const form of ["desktop", "mobile"] as const) {
    for (const { path: page, signedIn } of pages) {
      await signIn(signedIn);
      const audit = async () => {
        const result = await lighthouse(
          `${server.url}${page}`,
          { port: chrome.port, output: "json", logLevel: "error", onlyCategories: categories },
          form === "desktop" ? desktopConfig : undefined,
        );
        if (!result?.lhr) throw new Error(`no report for ${page}`);
        return result.lhr;
      };
      // On a busy machine the trace sometimes misses the navigation (NO_NAVSTART) and the report
      // has no performance score: such a run is taken again, twice at most.
      let lhr = await audit();
      for (let retry = 0; retry < 2 && lhr.runtimeError; retry++) lhr = await audit();
      // A signed-in page that ended on /login was audited as a visitor: not the page asked for.
      const landed = new URL(lhr.finalDisplayedUrl).pathname;
      if (landed !== page) throw new Error(`${page} ended at ${landed}: not the page asked for`);
      record(page, form, lhr);
    }
  }
  // The map is drawn only once asked for ('Map' in the itinerary panel), which a navigation audit
  // cannot press: a snapshot audits the planned trip's page as it is with the map open.
  if (process.env.LIGHTHOUSE_MAP !== "0") {
    await signIn(true);
    const tab = await browser.newPage();
    await tab.setViewport({ width: 1350, height: 940 });
    const page = `/plan/${trip.id}`;
    await tab.goto(`${server.url}${page}`);
    await tab.locator('::-p-aria(Map[role="button"])').click();
    await tab.waitForSelector('[data-map-ready="true"]', { timeout: 30_000 });
    const result = await snapshot(tab, {
      config: desktopConfig,
      // A snapshot has no load to time: performance is left out.
      flags: { onlyCategories: categories.filter((c) => c !== "performance"), logLevel: "error" },
    });
    if (!result) throw new Error(`no snapshot of ${page}`);
    record(`${page}, map open`, "desktop snapshot", result.lhr);
    await tab.close();
  }
} finally {
  await browser.disconnect();
  await chrome.kill();
  await server.close();
}

console.log("\n| page | form | performance | accessibility | best practices | SEO |");
console.log("|---|---|---|---|---|---|");
for (const r of rows) {
  console.log(`| \`${label(r.page)}\` | ${r.form} | ${categories.map((c) => r.scores[c] ?? "n/a").join(" | ")} |`);
}
const low = rows.filter((r) => (r.scores.accessibility ?? 0) < 95 || (r.scores["best-practices"] ?? 0) < 95);
if (low.length) {
  console.error(
    `\nBelow 95 in accessibility or best practices: ${low.map((r) => `${r.form} ${label(r.page)}`).join(", ")}`,
  );
  process.exitCode = 1;
}

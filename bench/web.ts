import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { launchChromium } from "../e2e/support/browser";
import { signInContext } from "../e2e/support/sign-in";
import { ensureWebBuild } from "../scripts/web-build";
import { startServer } from "../server/testing/start-server";
import { createSignedInUser } from "../server/testing/test-users";

// What the browser downloads to show `/` (a visitor) and `/plan` (signed in): JavaScript and
// CSS bytes, raw and gzipped (the .gz the build writes), and how long until the page can be
// used in Chromium (its main call to action visible), as `npm start` serves it. Each page is
// loaded cold (new context) three times; the median is printed. The trip map (MapLibre) is a chunk of
// its own, fetched only when a map is first on screen: its size is printed apart, with its worker.
//   npm run bench:web

await ensureWebBuild();
const webDir = path.resolve("dist/web");
const server = await startServer({
  NODE_ENV: "production",
  // Production refuses to start without PUBLIC_URL; a loopback one is allowed for a trial.
  PUBLIC_URL: "http://127.0.0.1",
  BILLING: "test",
  LOG_LEVEL: "warn",
  SESSION_SECRET: randomBytes(32).toString("hex"),
});
const browser = await launchChromium();
const { cookie } = await createSignedInUser(server.app.lotus.database.db, { firstName: "Web", lastName: "Bench" });

type Load = {
  js: number;
  css: number;
  jsGz: number;
  cssGz: number;
  files: number;
  usableMs: number;
  loadMs: number;
  /** Whether the map's chunk came with this first load. */
  map: boolean;
};

async function load(pagePath: string, ready: string, signedIn: boolean): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (signedIn) await signInContext(context, cookie, server.url);
  const page = await context.newPage();
  const assets = new Set<string>();
  page.on("response", (r) => {
    const u = new URL(r.url());
    if (u.pathname.startsWith("/assets/") && /\.(js|css)$/.test(u.pathname)) assets.add(u.pathname);
  });
  const t0 = Date.now();
  await page.goto(`${server.url}${pagePath}`);
  await page.getByText(ready).first().waitFor();
  const usableMs = Date.now() - t0;
  await page.waitForLoadState("networkidle");
  const loadMs = await page.evaluate(() => {
    const [nav] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    return Math.round(nav?.loadEventEnd ?? 0);
  });
  await context.close();
  const map = [...assets].some((a) => /\/(trip-map|maplibre-gl-worker)-/.test(a));
  const out: Load = { js: 0, css: 0, jsGz: 0, cssGz: 0, files: assets.size, usableMs, loadMs, map };
  for (const asset of assets) {
    const file = path.join(webDir, asset);
    const raw = statSync(file).size;
    const gz = existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : raw;
    if (asset.endsWith(".js")) {
      out.js += raw;
      out.jsGz += gz;
    } else {
      out.css += raw;
      out.cssGz += gz;
    }
  }
  return out;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const results: [string, Load][] = [];
for (const [label, pagePath, ready, signedIn] of [
  ["/ (visitor)", "/", "Start Planning", false],
  ["/plan (signed in)", "/plan", "Hi! I'm Lotus, your travel AI guide.", true],
] as const) {
  const runs: Load[] = [];
  for (let i = 0; i < 3; i++) runs.push(await load(pagePath, ready, signedIn));
  const first = runs[0] as Load;
  results.push([
    label,
    { ...first, usableMs: median(runs.map((r) => r.usableMs)), loadMs: median(runs.map((r) => r.loadMs)) },
  ]);
}
await browser.close();
await server.close();

console.log(`first load in Chromium, production build, node ${process.version}`);
for (const [label, r] of results) {
  console.log(
    `${label.padEnd(18)}: JS ${kb(r.jsGz)} gzip (${kb(r.js)} raw), CSS ${kb(r.cssGz)} gzip (${kb(r.css)} raw), ${r.files} files${r.map ? " (map chunk included)" : ""}; usable after ${r.usableMs} ms, load event ${r.loadMs} ms`,
  );
}
// The map's chunks are named for their module (vite's default); a worker the build does not
// precompress is gzipped here, at the build's level.
const gzSize = (file: string) =>
  existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : gzipSync(readFileSync(file), { level: 9 }).length;
for (const name of readdirSync(path.join(webDir, "assets"))) {
  if (!/^(trip-map-.*\.(js|css)|maplibre-gl-worker-.*\.m?js)$/.test(name)) continue;
  const file = path.join(webDir, "assets", name);
  console.log(`map chunk ${name}: ${kb(gzSize(file))} gzip (${kb(statSync(file).size)} raw)`);
}
const home = results[0]?.[1];
const plan = results[1]?.[1];
if (home && plan) console.log(`/plan downloads ${(plan.jsGz / home.jsGz).toFixed(2)}x the JavaScript of /`);
// Issue 29's budget: the home page's first load under 150 KB of gzipped JavaScript.
if (home && home.jsGz >= 150 * 1024) {
  console.error(`/ loads ${kb(home.jsGz)} of gzipped JavaScript: over the 150 KB budget`);
  process.exitCode = 1;
}
process.exit();

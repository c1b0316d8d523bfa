import { writeFileSync } from "node:fs";
import { DateTime } from "luxon";
import { assembleTrip } from "../server/assistant/assemble";
import { emptyPlan, type Plan } from "../server/assistant/plan";
import { createToolbox } from "../server/assistant/tools";
import { loadConfig } from "../server/config";
import { seededRandom } from "../server/travel/flights/random";
import { geocode } from "../server/travel/geo/gazetteer";
import { allRegions } from "../server/travel/geo/regions";
import { catalogue } from "../server/travel/places/catalogue/index";
import { createTravel } from "../server/travel/travel";
import { pct } from "./support/stats";

// Issue 23's plan bench: generated trips (origins and destinations on every continent, 1-21 days,
// 1-8 travellers, with and without a budget, no flights, stay rules, diets, regions of 2-4
// cities), each planned by the offline planner and checked by the validator. Reports commonsense
// violations (goal 0), stated constraints neither met nor explained (goal 0), the share explained
// as impossible, and plan time p50/p99 against a baseline measured in the same run (planning with
// no constraints at all).
//   npm run bench:plans                PLANS=1000 npm run bench:plans   PLANS_SHOW=1 (each failure)

const count = Number(process.env.PLANS ?? 500);
const show = !!process.env.PLANS_SHOW;
const rand = seededRandom(process.env.PLANS_SEED ?? "plans-1");
const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)] as T;
const chance = (p: number) => rand() < p;

const config = loadConfig({ SESSION_SECRET: "x".repeat(40), DATA_DIR: "./data/bench", WEATHER_PROVIDER: "offline" });
const travel = createTravel(config);
const refOf = (name: string, country: string) => {
  const g = geocode(`${name}, ${country}`) ?? geocode(name);
  if (!g) return null;
  return {
    name: g.name,
    country: g.country,
    country_code: g.country_code,
    lat: g.lat,
    lng: g.lng,
    airport: g.airports[0]?.code ?? null,
  };
};
const origins = [
  "New York",
  "London",
  "Tokyo",
  "Sydney",
  "São Paulo",
  "Johannesburg",
  "Berlin",
  "Toronto",
  "Mumbai",
  "Mexico City",
  "Nairobi",
  "Singapore",
  "Chicago",
  "Paris",
  "Auckland",
  "Buenos Aires",
  "Cairo",
  "Seoul",
  "Dubai",
  "Madrid",
];
const cities = catalogue.map((c) => ({ name: c.city, country: c.country }));
const regions = allRegions().filter((r) => r.cities.length >= 2);
const diets = ["vegetarian", "vegan", "halal", "kosher", "gluten-free"] as const;
const currencies = ["USD", "EUR", "GBP", "AUD", "JPY"] as const;
const constraintRules = new Set([
  "no-flights",
  "no-driving",
  "budget",
  "party",
  "stay-rules",
  "diets",
  "closed-airport",
]);

function generate(i: number): { plan: Plan; label: string } {
  const plan = emptyPlan();
  const days = 1 + Math.floor(rand() * 21);
  plan.nights = days - 1;
  plan.startDate = DateTime.fromISO("2027-01-05")
    .plus({ days: Math.floor(rand() * 330) })
    .toISODate();
  const origin = pick(origins);
  plan.origin = refOf(origin, "");
  const useRegion = chance(0.3) && regions.length > 0;
  let label: string;
  if (useRegion) {
    const region = pick(regions);
    const n = 2 + Math.floor(rand() * 3);
    plan.region = { key: region.key, name: region.name, count: Math.min(n, region.cities.length) };
    const first = region.cities[0];
    plan.destination = first ? refOf(first.name, first.country_code) : null;
    label = `${region.name} x${n}`;
  } else if (chance(0.25)) {
    const a = pick(cities);
    const b = pick(cities.filter((c) => c.country === a.country && c.name !== a.name));
    const stops = [a, ...(b ? [b] : [])].map((c) => refOf(c.name, c.country)).filter((x) => x !== null);
    plan.stays = stops.map((place) => ({ place, nights: null }));
    plan.destination = stops[0] ?? null;
    label = stops.map((s) => s.name).join("+");
  } else {
    const c = pick(cities);
    plan.destination = refOf(c.name, c.country);
    label = c.name;
  }
  // 1-8 travellers: up to six adults, and children on some trips.
  const adults = 1 + Math.floor(rand() * 6);
  const kids = chance(0.3) ? Math.min(8 - adults, Math.floor(rand() * 4)) : 0;
  plan.party = { adults, children: Array.from({ length: kids }, () => Math.floor(rand() * 17)), rooms: null };
  plan.travellers = Math.min(9, adults + kids);
  plan.budget = pick(["budget", "moderate", "luxury"] as const);
  plan.pace = pick(["relaxed", "moderate", "packed"] as const);
  if (chance(0.35)) {
    const currency = pick(currencies);
    const perPersonDay = [60, 120, 250, 500][Math.floor(rand() * 4)] as number;
    const usd = perPersonDay * days * (adults + kids);
    const rate = { USD: 1, EUR: 1.08, GBP: 1.27, AUD: 0.66, JPY: 0.0067 }[currency];
    plan.money = { amount: Math.round(usd / rate), currency, per: "trip" };
  }
  if (chance(0.15)) {
    plan.transport.flights = false;
    plan.flights = false;
  }
  if (chance(0.1)) plan.transport.selfDrive = false;
  if (chance(0.2)) {
    plan.stayRules.pets = chance(0.5);
    plan.stayRules.accessible = chance(0.5);
    plan.stayRules.smoking = chance(0.5) ? false : null;
    if (chance(0.3)) plan.stayRules.type = "entire_place";
  }
  if (kids && plan.party.children.some((a) => (a ?? 0) < 10)) plan.stayRules.children = true;
  if (chance(0.25)) plan.food.diets = [pick(diets)];
  if (chance(0.2)) plan.food.cuisines = [pick(["seafood", "vegetarian", "italian", "local", "street food"])];
  if (chance(0.2)) plan.transport.prefer = pick(["train", "road", "bus"] as const);
  if (chance(0.15)) {
    const sights = catalogue.find((c) => c.city === plan.destination?.name)?.places ?? [];
    plan.mustSee = sights.length ? [pick(sights).name] : ["a tango show"];
  }
  return { plan, label: `#${i} ${label}, ${days}d, ${adults}+${kids}` };
}

// As the server does at start (server/assistant/warm-up.ts): the gazetteer, the airports and the
// catalogue loaded, so the timings below are of planning, not of first loads.
for (let i = 0; i < 5; i++) await assembleTrip(generate(-1 - i).plan, createToolbox(travel));

const rows: Record<string, string | number>[] = [];
const times: number[] = [];
const baseline: number[] = [];
let withViolations = 0;
let unexplained = 0;
let explained = 0;
let planned = 0;
const byRule = new Map<string, number>();
const failures: string[] = [];
const slowest: { label: string; ms: number }[] = [];
for (let i = 0; i < count; i++) {
  const { plan, label } = generate(i);
  const t0 = performance.now();
  const a = await assembleTrip(plan, createToolbox(travel));
  times.push(performance.now() - t0);
  slowest.push({ label, ms: performance.now() - t0 });
  // The baseline: the same destination and dates with nothing else stated.
  const bare = { ...emptyPlan(), destination: plan.destination, startDate: plan.startDate, nights: plan.nights };
  const b0 = performance.now();
  await assembleTrip(bare, createToolbox(travel));
  baseline.push(performance.now() - b0);
  const trip = a.ctx.trip;
  if (!trip) continue;
  planned++;
  if (trip.violations.length) {
    withViolations++;
    for (const v of trip.violations) byRule.set(v.rule, (byRule.get(v.rule) ?? 0) + 1);
    failures.push(`${label}: ${trip.violations.map((v) => `${v.rule} (${v.message})`).join("; ")}`);
  }
  if (trip.violations.some((v) => constraintRules.has(v.rule))) unexplained++;
  if (trip.problems.length) explained++;
}
rows.push({
  trips: count,
  planned,
  "with violations": withViolations,
  "constraints unmet, unexplained": unexplained,
  "explained as impossible": `${explained} (${((100 * explained) / Math.max(1, planned)).toFixed(1)}%)`,
  "plan p50 ms": pct(times, 50).toFixed(1),
  "plan p99 ms": pct(times, 99).toFixed(1),
  "baseline p50 ms": pct(baseline, 50).toFixed(1),
  "p50 / baseline": (pct(times, 50) / Math.max(0.001, pct(baseline, 50))).toFixed(2),
});
console.table(rows);
if (byRule.size) console.table([Object.fromEntries(byRule)]);
if (show) {
  console.log(failures.join("\n"));
  console.log("slowest:", slowest.sort((a, b) => b.ms - a.ms).slice(0, 8));
}
if (process.env.PLANS_OUT)
  writeFileSync(process.env.PLANS_OUT, JSON.stringify({ rows, byRule: Object.fromEntries(byRule), failures }, null, 2));

import { readFileSync, writeFileSync } from "node:fs";
import { DateTime } from "luxon";
import { offlineEngine } from "../server/assistant/offline-engine";
import { emptyPlan, type Plan, ZPlan } from "../server/assistant/plan";
import { createToolbox } from "../server/assistant/tools";
import { loadConfig } from "../server/config";
import { createTravel } from "../server/travel/travel";

// Lotus on requests it was not built on (eval/requests.json, written by someone who had not read
// the parser): each conversation goes through the offline engine as a traveller would send it;
// then every stated fact is compared with what Lotus understood, and every plan it made is
// counted as sound or not by the trip validator.
//   npm run eval:lotus                 EVAL_ONLY=texas npm run eval:lotus   EVAL_SHOW=1 (misses)

type Expect = Record<string, unknown> & { intent: string };
type Case = { id: string; messages: string[]; expect: Expect };

const cases: Case[] = JSON.parse(readFileSync(new URL("./requests.json", import.meta.url), "utf8"));
const only = process.env.EVAL_ONLY;
const show = !!process.env.EVAL_SHOW;
const now = DateTime.fromISO("2026-11-25T10:00:00Z");
const config = loadConfig({ SESSION_SECRET: "x".repeat(40), DATA_DIR: "./data/eval", WEATHER_PROVIDER: "offline" });
const travel = createTravel(config);
const engine = offlineEngine();

const norm = (s: unknown) =>
  String(s ?? "")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
const loose = (a: string, b: string) => {
  const x = norm(a);
  const y = norm(b);
  return !!x && !!y && (x.includes(y) || y.includes(x));
};
const interestKinds: Record<string, string> = {
  museums: "museum",
  museum: "museum",
  art: "museum",
  history: "museum",
  food: "food",
  nightlife: "nightlife",
  beaches: "beach",
  beach: "beach",
  hiking: "park",
  nature: "park",
  parks: "park",
  shopping: "market",
  markets: "market",
  architecture: "landmark",
};

/** Each stated fact: whether Lotus got it. */
function judge(e: Expect, stored: Plan): Record<string, boolean> {
  // Read through the current schema: a plan from an older engine (for before/after figures)
  // lacks the newer fields, which then count as not understood.
  const p = ZPlan.parse(stored);
  const r: Record<string, boolean> = {};
  const stays = e.stays as { city: string; country: string; nights?: number; days?: number }[] | undefined;
  const planned = p.stays.length ? p.stays.map((s) => s.place) : p.destination ? [p.destination] : [];
  if (stays && !e.region) {
    r.stays =
      stays.length === planned.length &&
      stays.every((s, i) => loose(s.city, planned[i]?.name ?? "") && planned[i]?.country_code === s.country);
  }
  if (e.region) {
    const region = e.region as { name: string; count?: number };
    r.region =
      !!p.region &&
      loose(region.name, p.region.name) &&
      (region.count === undefined || p.region.count === region.count);
  }
  if (e.origin) {
    const o = e.origin as { city: string; country: string };
    r.origin = !!p.origin && loose(o.city, p.origin.name) && p.origin.country_code === o.country;
  }
  if (e.start) r.start = p.startDate === e.start;
  if (e.nights !== undefined) r.length = p.nights === e.nights;
  else if (e.days !== undefined) r.length = p.nights === (e.days as number) - 1;
  if (e.adults !== undefined)
    r.adults = (p.party.adults > 1 || p.party.children.length ? p.party.adults : p.travellers) === e.adults;
  if (e.children !== undefined) r.children = p.party.children.length === e.children;
  if (e.childAges) r.childAges = JSON.stringify(p.party.children) === JSON.stringify(e.childAges);
  if (e.rooms !== undefined) r.rooms = p.party.rooms === e.rooms;
  if (e.budget) {
    const b = e.budget as { amount: number; currency: string; per: string };
    r.budget = !!p.money && p.money.amount === b.amount && p.money.currency === b.currency && p.money.per === b.per;
  }
  if (e.tier) r.tier = p.budget === e.tier;
  if (e.flights === false) r.noFlights = p.transport.flights === false;
  if (e.selfDrive !== undefined) r.selfDrive = p.transport.selfDrive === e.selfDrive;
  if (e.mode) r.mode = p.transport.prefer === e.mode;
  if (e.stay) {
    const s = e.stay as Record<string, unknown>;
    const rules = p.stayRules;
    r.stayRules =
      (s.pets === undefined || rules.pets === s.pets) &&
      (s.children === undefined || rules.children === s.children) &&
      (s.parties === undefined || rules.parties === s.parties) &&
      (s.smoking === undefined || rules.smoking === s.smoking) &&
      (s.accessible === undefined || rules.accessible === s.accessible) &&
      (s.entirePlace === undefined || (rules.type === "entire_place") === s.entirePlace) &&
      (s.privateRoom === undefined || (rules.type === "private_room") === s.privateRoom) &&
      (s.near === undefined || (!!rules.near && loose(String(s.near), rules.near)));
  }
  if (e.diets) r.diets = (e.diets as string[]).every((d) => p.food.diets.includes(d as never));
  if (e.cuisines) r.cuisines = (e.cuisines as string[]).every((c) => p.food.cuisines.some((x) => loose(c, x)));
  if (e.mustSee) r.mustSee = (e.mustSee as string[]).every((m) => p.mustSee.some((x) => loose(m, x)));
  if (e.avoid) r.avoid = (e.avoid as string[]).every((m) => p.avoid.some((x) => loose(m, x)));
  if (e.pace) r.pace = p.pace === e.pace;
  if (e.interests) {
    const kinds = (e.interests as string[]).map((i) => interestKinds[i]).filter(Boolean);
    if (kinds.length) r.interests = kinds.every((k) => p.interests.includes(k as never));
  }
  return r;
}

const byField = new Map<string, { right: number; all: number }>();
let allRight = 0;
let judged = 0;
let plansMade = 0;
let plansSound = 0;
let plansExplained = 0;
const violationsByRule = new Map<string, number>();
const misses: string[] = [];
const times: number[] = [];
for (const c of cases) {
  if (only && !c.id.includes(only)) continue;
  if (c.expect.intent !== "plan" && c.expect.intent !== "edit") continue;
  let plan = emptyPlan();
  let ctx: Awaited<ReturnType<typeof engine.reply>>["ctx"] | undefined;
  for (const message of c.messages) {
    const t0 = performance.now();
    const r = await engine.reply({
      message,
      history: [],
      plan,
      now,
      traveller: { firstName: "Ana" },
      tools: createToolbox(travel),
      emit: () => {},
    });
    times.push(performance.now() - t0);
    plan = r.plan;
    ctx = r.ctx;
  }
  const result = judge(c.expect, plan);
  const fields = Object.entries(result);
  for (const [field, ok] of fields) {
    const f = byField.get(field) ?? { right: 0, all: 0 };
    f.all++;
    if (ok) f.right++;
    byField.set(field, f);
  }
  if (fields.length) {
    judged++;
    if (fields.every(([, ok]) => ok)) allRight++;
    else
      misses.push(
        `${c.id}: ${fields
          .filter(([, ok]) => !ok)
          .map(([f]) => f)
          .join(", ")}${
          show
            ? ` | ${c.messages.join(" / ")} | want ${JSON.stringify({ stays: c.expect.stays, region: c.expect.region })} | got ${[
                ...(plan.stays.length ? plan.stays.map((x) => x.place.name) : [plan.destination?.name]),
              ].join("+")} region=${plan.region?.name ?? "-"} nights=${plan.nights}`
            : ""
        }`,
      );
  }
  if (ctx?.itinerary.length && ctx.trip) {
    plansMade++;
    if (ctx.trip.violations.length === 0) plansSound++;
    if (ctx.trip.problems.length) plansExplained++;
    for (const v of ctx.trip.violations) violationsByRule.set(v.rule, (violationsByRule.get(v.rule) ?? 0) + 1);
  }
}

const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : "-");
const rows = [...byField.entries()]
  .sort((a, b) => b[1].all - a[1].all)
  .map(([field, f]) => ({ field, cases: f.all, right: f.right, share: pct(f.right, f.all) }));
console.table(rows);
const sorted = [...times].sort((a, b) => a - b);
const summary = {
  conversations: judged,
  "every fact right": `${allRight} (${pct(allRight, judged)})`,
  "facts right": pct(
    rows.reduce((n, r) => n + r.right, 0),
    rows.reduce((n, r) => n + r.cases, 0),
  ),
  "plans made": plansMade,
  "plans passing the validator": `${plansSound} (${pct(plansSound, plansMade)})`,
  "plans with a stated limit explained": plansExplained,
  "turn p50 ms": (sorted[Math.floor(sorted.length / 2)] ?? 0).toFixed(1),
  "turn p99 ms": (sorted[Math.floor(sorted.length * 0.99)] ?? 0).toFixed(1),
};
console.table([summary]);
if (violationsByRule.size) console.table([Object.fromEntries(violationsByRule)]);
if (show) console.log(misses.join("\n"));
if (process.env.EVAL_OUT) writeFileSync(process.env.EVAL_OUT, JSON.stringify({ rows, summary, misses }, null, 2));

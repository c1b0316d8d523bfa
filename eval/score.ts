import { readFileSync, writeFileSync } from "node:fs";
import countries from "i18n-iso-countries";
import { DateTime } from "luxon";
import type { TItineraryDay, TTripMessage } from "../common/api/trips";
import { createEngine } from "../server/assistant/create-engine";
import type { EngineResult } from "../server/assistant/engine";
import { emptyPlan, type PlaceRef, type Plan, ZPlan } from "../server/assistant/plan";
import { createToolbox } from "../server/assistant/tools";
import { loadConfig } from "../server/config";
import { distanceKm } from "../server/travel/geo/distance";
import { geocode } from "../server/travel/geo/gazetteer";
import { findRegion } from "../server/travel/geo/regions";
import { createTravel } from "../server/travel/travel";

// Lotus on requests it was not built on. Four sets, all written by people who had not read the
// parser: eval/requests.json (451 cases), eval/conversations.json (single requests and 2-4 turn
// conversations), eval/holdout.json (a third set that nobody tunes on, so its figure stays an
// honest measure of unseen requests) and eval/voices.json (a fourth, wider set for tuning). Each
// conversation goes through the configured engine as a traveller would send it, turn by turn, the
// way the server passes them (history, plan and the itinerary as it stands); then every stated fact
// and every expectation is checked.
//
//   npm run eval:lotus                         requests + conversations, offline engine
//   EVAL_SET=holdout npm run eval:lotus        one set by its name in `sets` below, or all
//   EVAL_ONLY=texas  EVAL_SHOW=1 (failures with the reason)  EVAL_OUT=file.json
//   LLM_PROVIDER=anthropic LLM_MODEL=... LLM_API_KEY=... npm run eval:lotus   (the language model)

type Expect = Record<string, unknown> & { intent: string };
type Case = { id: string; messages: string[]; expect: Expect; voice?: string[]; from?: string };
type SetDef = {
  name:
    | "requests"
    | "conversations"
    | "holdout"
    | "voices"
    | "unseen"
    | "wide"
    | "wide2"
    | "wide3"
    | "wide4"
    | "wide5"
    | "wide6"
    | "wide7"
    | "wide8"
    | "wide9"
    | "wide10"
    | "wide11"
    | "wide12"
    | "wide13"
    | "wide14"
    | "wide15"
    | "wide16"
    | "wide17";
  file: string;
  now: DateTime;
  /** requests.json keeps its historical rule: facts are judged on plan and edit cases only. */
  factsOn: (e: Expect) => boolean;
  /** Per-stay lengths: scored on the new set only, so the requests figures stay comparable. */
  stayLengths: boolean;
};

const sets: SetDef[] = [
  {
    name: "requests",
    file: "./requests.json",
    now: DateTime.fromISO("2026-11-25T10:00:00Z"),
    factsOn: (e) => e.intent === "plan" || e.intent === "edit",
    stayLengths: false,
  },
  {
    name: "conversations",
    file: "./conversations.json",
    now: DateTime.fromISO("2026-11-26T10:00:00Z"),
    factsOn: () => true,
    stayLengths: true,
  },
  {
    name: "holdout",
    file: "./holdout.json",
    now: DateTime.fromISO("2026-11-26T10:00:00Z"),
    factsOn: () => true,
    stayLengths: true,
  },
  {
    // A fourth set for tuning: wider voices and slots than requests and conversations.
    name: "voices",
    file: "./voices.json",
    now: DateTime.fromISO("2026-11-26T10:00:00Z"),
    factsOn: () => true,
    stayLengths: true,
  },
  {
    // The fifth, written after holdout.json had been read and tuned on: the untuned measure now.
    name: "unseen",
    file: "./unseen.json",
    now: DateTime.fromISO("2026-11-26T10:00:00Z"),
    factsOn: () => true,
    stayLengths: true,
  },
  {
    // A wider tuning set, written beside unseen.json in the same way (without reading it).
    name: "wide",
    file: "./wide.json",
    now: DateTime.fromISO("2026-11-26T10:00:00Z"),
    factsOn: () => true,
    stayLengths: true,
  },
  {
    // A second wide tuning set (2026-11-27), written by someone who had read neither the parser
    // nor the other sets' failures: new classes to tune on, so unseen.json stays untouched.
    name: "wide2",
    file: "./wide2.json",
    now: DateTime.fromISO("2026-11-26T10:00:00Z"),
    factsOn: () => true,
    stayLengths: true,
  },
  {
    // Two more (2026-11-27 session 2), each by a writer who had read neither the parser nor any
    // set's failures: one of trips as first messages, one of follow-ups (questions, edits, asks).
    name: "wide3",
    file: "./wide3.json",
    now: DateTime.fromISO("2026-11-26T10:00:00Z"),
    factsOn: () => true,
    stayLengths: true,
  },
  {
    name: "wide4",
    file: "./wide4.json",
    now: DateTime.fromISO("2026-11-26T10:00:00Z"),
    factsOn: () => true,
    stayLengths: true,
  },
  {
    // Voices the others missed: e-mails, dictation, forms, routes written as codes, terse answers.
    name: "wide5",
    file: "./wide5.json",
    now: DateTime.fromISO("2026-11-26T10:00:00Z"),
    factsOn: () => true,
    stayLengths: true,
  },
  {
    // Written on 2026-11-27 (third session) and measured before any tuning: first requests.
    name: "wide6",
    file: "./wide6.json",
    now: DateTime.fromISO("2026-11-26T10:00:00Z"),
    factsOn: () => true,
    stayLengths: true,
  },
  {
    // Written with wide6: conversations (a plan, then questions, changes and answers to Lotus).
    name: "wide7",
    file: "./wide7.json",
    now: DateTime.fromISO("2026-11-26T10:00:00Z"),
    factsOn: () => true,
    stayLengths: true,
  },
  {
    // Written on 2026-11-27 (fourth session) by a writer who read no code and no other set: first
    // requests. Untuned that session; read and tuned on from the fifth.
    name: "wide8",
    file: "./wide8.json",
    now: DateTime.fromISO("2026-11-26T10:00:00Z"),
    factsOn: () => true,
    stayLengths: true,
  },
  {
    // Written with wide8: conversations (a plan, then questions, edits, added facts, corrections).
    name: "wide9",
    file: "./wide9.json",
    now: DateTime.fromISO("2026-11-26T10:00:00Z"),
    factsOn: () => true,
    stayLengths: true,
  },
  {
    // Written on 2026-11-27 (fifth session) by a writer who read no code and no other set: 250
    // first requests. Untuned that session; read and tuned on from the sixth.
    name: "wide10",
    file: "./wide10.json",
    now: DateTime.fromISO("2026-11-26T10:00:00Z"),
    factsOn: () => true,
    stayLengths: true,
  },
  {
    // Written with wide10: 200 conversations (a plan, then questions, edits, small talk, corrections).
    name: "wide11",
    file: "./wide11.json",
    now: DateTime.fromISO("2026-11-26T10:00:00Z"),
    factsOn: () => true,
    stayLengths: true,
  },
  {
    // Written on 2026-11-27 (sixth session) by a writer who read only eval/README.md: 250 first
    // messages. Untuned: measured, never read or tuned on (with wide13 and unseen).
    name: "wide12",
    file: "./wide12.json",
    now: DateTime.fromISO("2026-11-26T10:00:00Z"),
    factsOn: () => true,
    stayLengths: true,
  },
  {
    // Written with wide12: 150 conversations (a plan, then questions, edits, small talk, new plans).
    name: "wide13",
    file: "./wide13.json",
    now: DateTime.fromISO("2026-11-26T10:00:00Z"),
    factsOn: () => true,
    stayLengths: true,
  },
  {
    // Written on 2026-11-27 (seventh session) by a writer who read only eval/README.md: first
    // messages and a few conversations, to tune on (the lesson of the sixth session: first messages
    // are where untuned misses differ most).
    name: "wide14",
    file: "./wide14.json",
    now: DateTime.fromISO("2026-11-26T10:00:00Z"),
    factsOn: () => true,
    stayLengths: true,
  },
  {
    // Written beside wide14 by another writer: untuned, measured only (with unseen, wide12, wide13).
    name: "wide15",
    file: "./wide15.json",
    now: DateTime.fromISO("2026-11-26T10:00:00Z"),
    factsOn: () => true,
    stayLengths: true,
  },
  {
    // Written in the tenth session by a writer who read only eval/README.md; measured untuned once
    // (63.6 %), then tuned on from the eleventh session, when wide17 took its place.
    name: "wide16",
    file: "./wide16.json",
    now: DateTime.fromISO("2026-11-28T10:00:00Z"),
    factsOn: () => true,
    stayLengths: true,
  },
  {
    // Written in the eleventh session by a writer who read only eval/README.md: untuned, measured only.
    name: "wide17",
    file: "./wide17.json",
    now: DateTime.fromISO("2026-11-28T10:00:00Z"),
    factsOn: () => true,
    stayLengths: true,
  },
];
const which = process.env.EVAL_SET ?? "all";
const names = sets.map((s) => s.name as string);
if (which !== "all" && !names.includes(which)) {
  console.error(`EVAL_SET must be one of ${names.join(", ")} or all (got ${which})`);
  process.exit(2);
}
// "all" stays requests + conversations, so the default run's figures remain comparable with earlier
// runs; the holdout and voices sets run only when asked for by name.
const inAll = (name: SetDef["name"]) => name === "requests" || name === "conversations";
const only = process.env.EVAL_ONLY;
const show = !!process.env.EVAL_SHOW;

// The engine the server would build from the same LLM_* variables. The travel data stays the
// offline catalogue (and offline weather) for every engine, so a comparison is of the engines alone.
const llmEnv = Object.fromEntries(
  ["LLM_PROVIDER", "LLM_MODEL", "LLM_API_KEY", "LLM_BASE_URL", "LLM_TIMEOUT_MS"].map((k) => [k, process.env[k]]),
);
const config = loadConfig({
  SESSION_SECRET: "x".repeat(40),
  DATA_DIR: "./data/eval",
  WEATHER_PROVIDER: "offline",
  JOBS: "off",
  ...llmEnv,
});
const travel = createTravel(config);
const engine = createEngine(config);
const engineLabel =
  config.llm.provider === "offline" ? engine.name : `${engine.name} (${config.llm.provider} ${config.llm.model})`;
const concurrency = Math.max(1, Number(process.env.EVAL_CONCURRENCY ?? (config.llm.provider === "offline" ? 1 : 4)));

// ---------------------------------------------------------------------------------------------
// Text helpers

const norm = (s: unknown) =>
  String(s ?? "")
    // Letters NFD does not take apart ("Wrocław", "Tromsø", "Straße"): their plain forms.
    .replace(/[łŁ]/g, "l")
    .replace(/[øØ]/g, "o")
    .replace(/[æÆ]/g, "ae")
    .replace(/[œŒ]/g, "oe")
    .replace(/ß/g, "ss")
    .replace(/[đĐðÐ]/g, "d")
    .replace(/ı/g, "i")
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
/**
 * The place expected, under whichever of its names: the names match loosely, or the expected name
 * is a known name (not a guessed spelling) of a town in the expected country within 5 km of the
 * place planned ("Melaka" for Malacca, "Bangalore" for Bengaluru, "Alleppey" for Alappuzha).
 */
const samePlace = (want: { city: string; country: string }, got: PlaceRef | undefined | null) => {
  if (!got || got.country_code !== want.country) return false;
  if (loose(want.city, got.name)) return true;
  const found = geocode(`${want.city}, ${countries.getName(want.country, "en") ?? want.country}`);
  return !!found && found.matched_by !== "fuzzy" && found.country_code === want.country && distanceKm(found, got) < 5;
};
/** Case- and accent-insensitive, symbols kept ("£", "°"): for words an answer must contain. */
const lower = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/[‐-―]/g, "-");
const contains = (text: string, word: string) => {
  const w = lower(word).trim();
  return !!w && (lower(text).includes(w) || (/[a-z0-9]/.test(w) && ` ${norm(text)} `.includes(` ${norm(w)}`)));
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

// ---------------------------------------------------------------------------------------------
// Facts (slots)

/** Each stated fact: whether Lotus got it. */
function judge(e: Expect, stored: Plan, stayLengths: boolean): Record<string, boolean> {
  // Read through the current schema: a plan from an older engine (for before/after figures)
  // lacks the newer fields, which then count as not understood.
  const p = ZPlan.parse(stored);
  const r: Record<string, boolean> = {};
  const stays = e.stays as { city: string; country: string; nights?: number; days?: number }[] | undefined;
  const plannedStays = p.stays.length ? p.stays : p.destination ? [{ place: p.destination, nights: p.nights }] : [];
  const planned = plannedStays.map((s) => s.place);
  if (stays && !e.region) {
    r.stays = stays.length === planned.length && stays.every((s, i) => samePlace(s, planned[i]));
    if (stayLengths && stays.some((s) => s.nights !== undefined || s.days !== undefined)) {
      r.stayLengths =
        stays.length === plannedStays.length &&
        stays.every((s, i) => {
          const want = s.nights ?? (s.days === undefined ? undefined : s.days - 1);
          return want === undefined || plannedStays[i]?.nights === want;
        });
    }
  }
  if (e.region) {
    const region = e.region as { name: string; count?: number };
    r.region =
      !!p.region &&
      // The expected name, or another name of the same region in the regions table ("Serengeti"
      // is filed under Northern Tanzania, "Toscana" is Tuscany).
      (loose(region.name, p.region.name) || findRegion(region.name)?.key === p.region.key) &&
      (region.count === undefined || p.region.count === region.count);
  }
  if (e.origin) {
    const o = e.origin as { city: string; country: string };
    r.origin = samePlace(o, p.origin);
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

// ---------------------------------------------------------------------------------------------
// Running a conversation

type Run = {
  /** Plan and itinerary as they stood before the last message, and after it. */
  before: { plan: Plan; itinerary: TItineraryDay[] };
  after: { plan: Plan; itinerary: TItineraryDay[] };
  last: EngineResult;
  times: number[];
};

function message(id: string, role: "user" | "assistant", msg: string, ctx: EngineResult["ctx"] | null): TTripMessage {
  return {
    id,
    msg,
    role,
    ctx,
    user_id: role === "assistant" ? "assistant" : "traveller",
    mentions: [],
    in_reply_to: null,
    created_at: DateTime.fromISO("2026-11-26T10:00:00Z").toISO() ?? "",
    is_private: false,
  };
}

async function converse(c: Case, now: DateTime): Promise<Run> {
  let plan = emptyPlan();
  // What the trip's itinerary is: a reply with an empty itinerary leaves it as it was (engine.ts).
  let itinerary: TItineraryDay[] = [];
  const history: TTripMessage[] = [];
  const times: number[] = [];
  let before = { plan, itinerary };
  let last: EngineResult | undefined;
  for (const [i, text] of c.messages.entries()) {
    before = { plan: structuredClone(plan), itinerary: structuredClone(itinerary) };
    const t0 = performance.now();
    const r = await engine.reply({
      message: text,
      history: structuredClone(history),
      plan: structuredClone(plan),
      itinerary: structuredClone(itinerary),
      now,
      traveller: { firstName: "Ana" },
      tools: createToolbox(travel),
      emit: () => {},
    });
    times.push(performance.now() - t0);
    history.push(message(`u${i}`, "user", text, null), message(`a${i}`, "assistant", r.text, r.ctx));
    // A plan outside the schema would make the judging below throw and stop the whole run; it is
    // the engine's fault, so it fails this case as an engine error instead.
    const parsed = ZPlan.safeParse(r.plan);
    if (!parsed.success)
      throw new Error(
        `turn ${i + 1} returned a plan outside the schema: ${parsed.error.issues.map((x) => `${x.path.join(".")} ${x.message}`).join("; ")}`,
      );
    plan = r.plan;
    if (r.ctx.itinerary.length) itinerary = r.ctx.itinerary;
    last = r;
  }
  if (!last) throw new Error(`${c.id}: no messages`);
  return { before, after: { plan, itinerary }, last, times };
}

// ---------------------------------------------------------------------------------------------
// Expectations beyond the facts

type Check = { kind: string; ok: boolean; why?: string };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
/** The plan's trip facts: `awaiting` (what Lotus last asked for) is conversation state, not the trip. */
const tripOf = (p: Plan) => {
  const { awaiting: _awaiting, ...rest } = ZPlan.parse(p);
  return rest;
};
const dayText = (d: TItineraryDay | undefined) =>
  (d?.items ?? [])
    .flatMap((it) => [
      it.activity,
      it.location,
      it.type,
      it.place?.name,
      it.hotel?.hotel_name,
      it.transport ? `${it.transport.mode} ${it.transport.from} ${it.transport.to}` : "",
    ])
    .filter(Boolean)
    .join(" | ");
/** The "Day N" headings of a reply: lines that start with "Day N" (after any markdown). */
const dayHeadings = (text: string) => new Set([...text.matchAll(/^[\s#>*_-]*day\s*(\d{1,2})\b/gim)].map((m) => m[1]));
/** The sights of a day (not meals, hotels or journeys), for a swap. */
const sightsOf = (d: TItineraryDay | undefined) =>
  (d?.items ?? [])
    .filter((it) => it.type === "place" && !it.meal)
    .map((it) => norm(it.place?.name ?? it.activity))
    .sort();

function expectations(e: Expect, run: Run): Check[] {
  const checks: Check[] = [];
  const { before, after, last } = run;
  const made = last.ctx.itinerary;
  const text = last.text ?? "";
  const say = (kind: string, ok: boolean, why: string) => checks.push(ok ? { kind, ok } : { kind, ok, why });

  say("intent", last.intent === e.intent, `intent ${last.intent ?? "(none)"}, want ${e.intent}`);
  // Every itinerary the last message made must pass the validator (as ctx.trip reports it; an
  // itinerary without an outline is counted apart, in the summary).
  const v = last.ctx.trip?.violations;
  if (made.length && v)
    say(
      "validator",
      v.length === 0,
      `violations: ${v.map((x) => `${x.rule}${x.date ? `@${x.date}` : ""}`).join(", ")}`,
    );
  if (e.planned) say("planned", after.itinerary.length > 0, "no itinerary after the message");
  if (e.noPlan) say("noPlan", made.length === 0, `an itinerary of ${made.length} days was made`);
  if (e.asks)
    say(
      "asks",
      made.length === 0 && text.includes("?"),
      made.length ? `planned ${made.length} days instead of asking` : "the reply asks nothing",
    );
  if (e.unchanged) {
    const why = !before.itinerary.length
      ? "no plan before the last message"
      : !same(tripOf(before.plan), tripOf(after.plan))
        ? `plan changed: ${changedKeys(tripOf(before.plan), tripOf(after.plan)).join(", ")}`
        : !same(before.itinerary, after.itinerary)
          ? "itinerary changed"
          : "";
    say("unchanged", !why, why);
  }
  if (e.noReprint) {
    const n = dayHeadings(text).size;
    say("noReprint", n < 3, `the reply lists ${n} "Day N" headings`);
  }
  if (e.answerMentions) {
    const missing = (e.answerMentions as (string | string[])[])
      .map((g) => (Array.isArray(g) ? g : [g]))
      .filter((alts) => !alts.some((w) => contains(text, w)));
    say("answerMentions", missing.length === 0, `answer lacks ${missing.map((a) => a.join("|")).join(" and ")}`);
  }
  for (const [field, want] of [
    ["itineraryMentions", true],
    ["itineraryLacks", false],
  ] as const) {
    const list = e[field] as { day?: number; words: string[] }[] | undefined;
    if (!list) continue;
    const bad = list.filter((m) => {
      const where = m.day ? dayText(after.itinerary[m.day - 1]) : after.itinerary.map(dayText).join(" | ");
      return m.words.some((w) => contains(where, w)) !== want;
    });
    say(
      field,
      after.itinerary.length > 0 && bad.length === 0,
      after.itinerary.length
        ? bad.map((m) => `${want ? "no" : "still"} ${m.words.join("|")}${m.day ? ` on day ${m.day}` : ""}`).join("; ")
        : "no itinerary",
    );
  }
  if (e.lighter) {
    const n = (e.lighter as { day: number }).day;
    const was = before.itinerary[n - 1]?.items.length ?? 0;
    const now = after.itinerary[n - 1]?.items.length ?? 0;
    say("lighter", !!before.itinerary.length && now < was, `day ${n}: ${was} items before, ${now} after`);
  }
  if (e.changedOnly) {
    const spec = e.changedOnly as { days?: number[]; where?: string };
    const concerned = new Set(spec.days ?? []);
    if (spec.where)
      before.itinerary.forEach((d, i) => {
        if (contains(dayText(d), spec.where as string)) concerned.add(i + 1);
      });
    const b = before.itinerary;
    const a = after.itinerary;
    const others = b.map((_, i) => i + 1).filter((n) => !concerned.has(n) && !same(b[n - 1], a[n - 1]));
    const why = !b.length
      ? "no plan before the last message"
      : !concerned.size
        ? `nothing to change: ${spec.where} was not in the plan`
        : a.length !== b.length
          ? `${b.length} days became ${a.length}`
          : others.length
            ? `days ${others.join(", ")} changed too`
            : "";
    say("changedOnly", !why, why);
  }
  if (e.swapped) {
    const [x, y] = e.swapped as [number, number];
    const b = before.itinerary;
    const a = after.itinerary;
    const ok =
      b.length > 0 &&
      sightsOf(b[x - 1]).length + sightsOf(b[y - 1]).length > 0 &&
      same(sightsOf(a[x - 1]), sightsOf(b[y - 1])) &&
      same(sightsOf(a[y - 1]), sightsOf(b[x - 1]));
    say(
      "swapped",
      ok,
      b.length ? `the sights of days ${x} and ${y} were not swapped` : "no plan before the last message",
    );
  }
  return checks;
}

function changedKeys(a: Record<string, unknown>, b: Record<string, unknown>): string[] {
  return Object.keys({ ...a, ...b }).filter((k) => !same(a[k], b[k]));
}

// ---------------------------------------------------------------------------------------------
// Scoring a set

type Tally = { right: number; all: number };
const bump = (m: Map<string, Tally>, key: string, ok: boolean) => {
  const t = m.get(key) ?? { right: 0, all: 0 };
  t.all++;
  if (ok) t.right++;
  m.set(key, t);
};
const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : "-");

type CaseResult = { id: string; pass: boolean; intent: string; got: string; failed: string[] };

async function score(set: SetDef) {
  const all: Case[] = JSON.parse(readFileSync(new URL(set.file, import.meta.url), "utf8"));
  const cases = all.filter((c) => !only || c.id.includes(only));
  const byField = new Map<string, Tally>();
  const byKind = new Map<string, Tally>();
  const byIntent = new Map<string, Tally & { got: Map<string, number> }>();
  const violationsByRule = new Map<string, number>();
  const results: CaseResult[] = [];
  const misses: string[] = [];
  const times: number[] = [];
  let judged = 0;
  let allRight = 0;
  let plansMade = 0;
  let plansSound = 0;
  let plansExplained = 0;
  let noOutline = 0;
  let turns = 0;

  const outcomes: { c: Case; run?: Run; error?: string }[] = new Array(cases.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, cases.length) }, async () => {
      while (next < cases.length) {
        const i = next++;
        const c = cases[i] as Case;
        try {
          outcomes[i] = { c, run: await converse(c, set.now) };
        } catch (error) {
          outcomes[i] = { c, error: error instanceof Error ? error.message : String(error) };
        }
      }
    }),
  );

  for (const { c, run, error } of outcomes) {
    const e = c.expect;
    turns += c.messages.length;
    const intentTally = byIntent.get(e.intent) ?? { right: 0, all: 0, got: new Map() };
    byIntent.set(e.intent, intentTally);
    intentTally.all++;
    if (!run) {
      intentTally.got.set("error", (intentTally.got.get("error") ?? 0) + 1);
      bump(byKind, "intent", false);
      results.push({ id: c.id, pass: false, intent: e.intent, got: "error", failed: [`error: ${error}`] });
      misses.push(`${c.id}: error ${error}`);
      continue;
    }
    times.push(...run.times);
    const got = run.last.intent ?? "(none)";
    intentTally.got.set(got, (intentTally.got.get(got) ?? 0) + 1);
    if (got === e.intent) intentTally.right++;

    const failed: string[] = [];
    if (set.factsOn(e)) {
      const facts = Object.entries(judge(e, run.after.plan, set.stayLengths));
      for (const [field, ok] of facts) bump(byField, field, ok);
      if (facts.length) {
        judged++;
        const wrong = facts.filter(([, ok]) => !ok).map(([f]) => f);
        if (!wrong.length) allRight++;
        bump(byKind, "facts", !wrong.length);
        if (wrong.length) failed.push(`facts ${wrong.join(", ")}${show ? ` (${gotFacts(run.after.plan)})` : ""}`);
      }
    }
    for (const check of expectations(e, run)) {
      bump(byKind, check.kind, check.ok);
      if (!check.ok) failed.push(`${check.kind}: ${check.why}`);
    }
    const pass = failed.length === 0;
    results.push({ id: c.id, pass, intent: e.intent, got, failed });
    if (!pass)
      misses.push(
        `${c.id}: ${failed.join("; ")}${show ? `\n    ${c.messages.join(" / ")}\n    reply: ${oneLine(run.last.text)}` : ""}`,
      );

    const ctx = run.last.ctx;
    if (ctx.itinerary.length && !ctx.trip) noOutline++;
    if (ctx.itinerary.length && ctx.trip) {
      plansMade++;
      if (ctx.trip.violations.length === 0) plansSound++;
      if (ctx.trip.problems.length) plansExplained++;
      for (const v of ctx.trip.violations) violationsByRule.set(v.rule, (violationsByRule.get(v.rule) ?? 0) + 1);
    }
  }

  const rows = [...byField.entries()]
    .sort((a, b) => b[1].all - a[1].all)
    .map(([field, f]) => ({ field, cases: f.all, right: f.right, share: pct(f.right, f.all) }));
  const kinds = [...byKind.entries()]
    .sort((a, b) => b[1].all - a[1].all)
    .map(([expectation, f]) => ({ expectation, cases: f.all, held: f.right, share: pct(f.right, f.all) }));
  const intents = [...byIntent.entries()].map(([intent, t]) => ({
    intent,
    cases: t.all,
    right: t.right,
    share: pct(t.right, t.all),
    "read as": [...t.got.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([k, n]) => `${k} ${n}`)
      .join(", "),
  }));
  const passed = results.filter((r) => r.pass).length;
  const intentRight = results.filter((r) => r.got === r.intent).length;
  const sorted = [...times].sort((a, b) => a - b);
  const summary = {
    cases: results.length,
    passed: `${passed} (${pct(passed, results.length)})`,
    "intent right": pct(intentRight, results.length),
    "every fact right": `${allRight}/${judged} (${pct(allRight, judged)})`,
    "facts right": pct(
      rows.reduce((n, r) => n + r.right, 0),
      rows.reduce((n, r) => n + r.cases, 0),
    ),
    "plans made": plansMade,
    "plans passing the validator": `${plansSound} (${pct(plansSound, plansMade)})`,
    "limit explained": plansExplained,
    "itineraries without outline": noOutline,
    "turn p50 ms": (sorted[Math.floor(sorted.length / 2)] ?? 0).toFixed(1),
    "turn p99 ms": (sorted[Math.floor(sorted.length * 0.99)] ?? 0).toFixed(1),
  };

  console.log(
    `\n${set.name}.json: ${results.length} cases, ${turns} turns; engine ${engineLabel}; reference date ${set.now.toISODate()}`,
  );
  console.log("Facts understood, per slot:");
  console.table(rows);
  console.log("Expectations, per kind (a case passes when all of its expectations hold):");
  console.table(kinds);
  console.log("Intent of the last message:");
  console.table(intents);
  console.table([summary]);
  if (violationsByRule.size) console.table([Object.fromEntries(violationsByRule)]);
  if (show) console.log(misses.join("\n"));
  return {
    set: set.name,
    rows,
    kinds,
    intents,
    summary,
    violations: Object.fromEntries(violationsByRule),
    misses,
    results,
    passed,
    intentRight,
    turns,
    times,
  };
}

function gotFacts(p: Plan): string {
  const stays = p.stays.length
    ? p.stays.map((s) => `${s.place.name}/${s.place.country_code}:${s.nights ?? "?"}`)
    : [p.destination?.name ?? "-"];
  return `got ${stays.join("+")} region=${p.region?.name ?? "-"}${p.region?.count ? `x${p.region.count}` : ""} nights=${p.nights} start=${p.startDate ?? "-"} from=${p.origin?.name ?? "-"} adults=${p.party.adults}/${p.travellers} kids=${JSON.stringify(p.party.children)}`;
}
const oneLine = (s: string) => {
  const t = s.replace(/\s+/g, " ").trim();
  return t.length > 240 ? `${t.slice(0, 240)}…` : t;
};

// ---------------------------------------------------------------------------------------------

console.log(`Lotus eval: engine ${engineLabel}${concurrency > 1 ? `, ${concurrency} at a time` : ""}`);
const t0 = performance.now();
const reports = [];
for (const set of sets) if (which === set.name || (which === "all" && inAll(set.name))) reports.push(await score(set));
if (reports.length > 1) {
  const cases = reports.reduce((n, r) => n + r.results.length, 0);
  const passed = reports.reduce((n, r) => n + r.passed, 0);
  const intentRight = reports.reduce((n, r) => n + r.intentRight, 0);
  console.log("\nBoth sets:");
  console.table([
    {
      engine: engineLabel,
      cases,
      turns: reports.reduce((n, r) => n + r.turns, 0),
      passed: `${passed} (${pct(passed, cases)})`,
      "intent right": pct(intentRight, cases),
      seconds: ((performance.now() - t0) / 1000).toFixed(1),
    },
  ]);
}
if (process.env.EVAL_OUT)
  writeFileSync(
    process.env.EVAL_OUT,
    JSON.stringify(
      {
        engine: engineLabel,
        sets: reports.map(({ times: _t, ...r }) => r),
      },
      null,
      2,
    ),
  );

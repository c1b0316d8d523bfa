import type { DateTime } from "luxon";
import type { TItineraryDay, TItineraryItem } from "../../../common/api/trips";
import { flightPrice, legsOf } from "../../../common/bookings";
import { kindsSearchedBy, placeKindOf } from "../../../common/travel/place-kinds";
import type { TFlight, THotel, TRoundTrip } from "../../../common/travel/schemas";
import { PARTY_MAX } from "../../../common/travel/trip-model";
import { restaurantsFromPlaces } from "../../planner/meals";
import { formatMoney } from "../../planner/money";
import { groupOf, partyOf } from "../../planner/party";
import { formatDuration, legOptions, MIN_FLIGHT_KM } from "../../planner/transport";
import type { Violation } from "../../planner/validate";
import { distanceKm } from "../../travel/geo/distance";
import { geocode } from "../../travel/geo/gazetteer";
import { restaurantsNear } from "../../travel/places/catalogue/restaurants/index";
import type { TCatalogueRestaurant } from "../../travel/places/catalogue/schema";
import type { Plan } from "../plan";
import type { Toolbox } from "../tools";
import { newViolations } from "./check";
import { beforeLaterDinner, dayTrip, dayTripDay, regionTownNamed, swapWholeDays, townNamed } from "./day-trip";
import type { DaySpec } from "./day-words";
import { isWholeDay, type Outing, outingNamed, outingsOf, planDay, whichOuting, withDay } from "./excursion";
import type { Change, FlightPick } from "./find-change";
import { amenityPhrase, offers } from "./hotel-amenity";
import { bestScore, type Found, findItems, misspells, nameScore, nearestName, wordsOf } from "./match";
import {
  addActivity,
  addPlace,
  changeLeg,
  chooseFlight,
  chooseHotel,
  isFullDay,
  lightenDay,
  locate,
  moveItem,
  type OpFailure,
  pinItem,
  removeItem,
  setMeals,
  swapDayVisits,
  swapItems,
} from "./ops";
import { inOwnWords, ownName } from "./own-words";
import { cityOfDay, findPlace } from "./places";
import { isVisit, minutesOf } from "./slots";
import { keepingOnly, withoutVisits } from "./whole-day";

// A targeted change made: the operation on the itinerary as it stands, the searches it needs (a
// place by name, hotels near somewhere, the same flights again), the plan updated so a later
// re-plan keeps it, and a few lines saying what changed (the panel shows the whole plan). When
// the change is unclear, one short question instead.

export type Applied = {
  plan: Plan;
  itinerary: TItineraryDay[];
  /** What changed, 1-4 short Markdown lines. */
  lines: string[];
  /** An item to pin on the trip's rows (the spec's itinerary has no pin: the service sets it). */
  pin?: { date: string; time: string; activity: string };
  /** What the change breaks that the trip did not before (said in `lines` too). */
  problems: Violation[];
};
export type ChangeOutcome = Applied | { question: string };

export type ChangeContext = { plan: Plan; itinerary: TItineraryDay[]; tools: Toolbox; now: DateTime };

const b = (s: string) => `**${s}**`;
const money = (n: number) => formatMoney(Math.round(n * 100) / 100);
const ask = (question: string): ChangeOutcome => ({ question });
const and = (xs: string[]) => (xs.length < 2 ? (xs[0] ?? "") : `${xs.slice(0, -1).join(", ")} and ${xs.at(-1)}`);
const unique = (xs: string[]) => [...new Set(xs)];

/** One day of a spec, or the question that settles it. */
function oneDay(spec: DaySpec, itinerary: readonly TItineraryDay[]): number | { question: string } {
  if (spec.days.length === 1) return spec.days[0] as number;
  if (spec.days.length > 1) return { question: `Which ${spec.said}: ${and(spec.days.map((d) => `day ${d}`))}?` };
  const first = itinerary[0]?.date;
  const last = itinerary.at(-1)?.date;
  return {
    question: `The trip has days 1 to ${itinerary.length} (${first} to ${last}), so "${spec.said}" isn't one of them: which day do you mean?`,
  };
}

export async function applyChange(change: Change, ctx: ChangeContext): Promise<ChangeOutcome> {
  try {
    const outcome = await apply(change, ctx);
    if ("question" in outcome) return outcome;
    // Judged by what it adds: the validator's rules, the plan's as it is now.
    const rest = change.kind === "lighter" && change.rest;
    const problems = newViolations(ctx.itinerary, outcome.itinerary, outcome.plan).filter(
      (v) => !(rest && v.rule === "filler"),
    );
    const lines = [...outcome.lines];
    if (problems.length)
      lines.push(
        `Heads-up: ${unique(problems.map((p) => p.message))
          .slice(0, 2)
          .join("; ")}.`,
      );
    return { ...outcome, lines: lines.slice(0, 4), problems };
  } catch {
    // A search that failed in a way the toolbox did not catch: the change is not made, and said so.
    return ask("I couldn't make that change just now. Could you say it another way?");
  }
}

async function apply(change: Change, ctx: ChangeContext): Promise<ChangeOutcome> {
  const { itinerary } = ctx;
  const plan: Plan = structuredClone(ctx.plan);
  switch (change.kind) {
    case "add":
      return add(change, ctx, plan);
    case "remove": {
      let days = itinerary;
      const gone: string[] = [];
      const dayN = change.day ? oneDay(change.day, itinerary) : undefined;
      if (typeof dayN === "object") return dayN;
      for (const what of change.what) {
        // A day out is removed whole (ride out, sight, lunch there, ride back), and its day given back.
        const which = whichOuting(days, what, dayN);
        if (which) return ask(which);
        const outing = outingNamed(days, what, dayN);
        if (outing) {
          const r = await dropOuting(outing, days, ctx, plan);
          days = r.itinerary;
          gone.push(
            `the day trip to ${b(outing.sight)} (day ${outing.day}: the ride out, ${r.seen} and the ride back)`,
          );
          if (r.now.length) gone.push(`__day ${outing.day} now has ${and(r.now.map((n) => b(n)))} in ${outing.base}`);
          continue;
        }
        const r = removeItem(days, { name: what, ...(dayN ? { day: dayN } : {}) });
        if (!r.ok) return ask(notFound(r, what, days));
        days = r.itinerary;
        gone.push(`${b(r.removed.item.location)} (day ${r.removed.day})`);
        if (!r.removed.item.meal) remember(plan, "avoid", r.removed.item.location);
      }
      const said = gone.filter((g) => !g.startsWith("__"));
      const after = gone
        .filter((g) => g.startsWith("__"))
        .map((g) => `${g.slice(2).replace(/^./, (c) => c.toUpperCase())}.`);
      return { plan, itinerary: days, lines: [`Removed ${and(said)}.`, ...after], problems: [] };
    }
    case "move": {
      const to = change.to ? oneDay(change.to, itinerary) : undefined;
      if (typeof to === "object") return to;
      const from = change.from ? oneDay(change.from, itinerary) : undefined;
      if (typeof from === "object") return from;
      const which = to ? whichOuting(itinerary, change.what, from) : null;
      if (which) return ask(which);
      const outing = outingNamed(itinerary, change.what, from);
      if (outing && to) return moveOuting(outing, to, ctx, plan);
      if (!findItems(itinerary, change.what, from ? { day: from } : {}).length && to)
        return add(
          { kind: "add", what: change.what, day: change.to, ...(change.time ? { time: change.time } : {}) },
          ctx,
          plan,
        );
      const found = locate(itinerary, { name: change.what, ...(from ? { day: from } : {}) });
      if ("ok" in found) return ask(notFound(found, change.what, itinerary));
      const r = moveItem(
        itinerary,
        { name: change.what, ...(from ? { day: from } : {}) },
        {
          day: to ?? found.day,
          ...(change.time?.time ? { time: change.time.time } : {}),
          ...(change.time?.prefer !== undefined ? { prefer: change.time.prefer } : {}),
          makeRoom: true,
        },
      );
      if (!r.ok) {
        // An evening arrival: dinner moves later for a short visit, the stop leaving its old day
        // (as an add to that day does).
        const gone =
          to && found.item.place && !change.time?.time
            ? removeItem(itinerary, { name: change.what, day: found.day })
            : null;
        const later =
          gone?.ok && to && found.item.place ? beforeLaterDinner(gone.itinerary, to, found.item.place) : null;
        if (!later) return ask(`${r.reason} Another day or time?`);
        return {
          plan,
          itinerary: later.itinerary,
          lines: [
            `Moved ${b(found.item.location)} from day ${found.day} to day ${to} at ${later.item.time} (about ${formatDuration(later.item.minutes ?? 45)}), and dinner to ${later.dinner.time} to fit it in.`,
          ],
          problems: [],
        };
      }
      const lines = [
        r.from.day === (to ?? found.day)
          ? `Moved ${b(r.item.location)} to ${r.item.time} on day ${r.from.day}.`
          : `Moved ${b(r.item.location)} from day ${r.from.day} to day ${to} at ${r.item.time}.`,
      ];
      if (r.dropped.length) lines.push(`To make room, dropped ${and(r.dropped.map((d) => b(d.location)))}.`);
      return { plan, itinerary: r.itinerary, lines, problems: [] };
    }
    case "swap": {
      const r = swapItems(itinerary, { name: change.a }, { name: change.b });
      if (!r.ok) return ask(r.choices ? r.reason : r.reason);
      const [x, y] = r.items;
      return {
        plan,
        itinerary: r.itinerary,
        lines: [
          `Swapped ${b(x.location)} and ${b(y.location)}: ${x.location} is now on day ${r.b.day} at ${x.time}, ${y.location} on day ${r.a.day} at ${y.time}.`,
        ],
        problems: [],
      };
    }
    case "replace": {
      const dayN = change.day ? oneDay(change.day, itinerary) : undefined;
      if (typeof dayN === "object") return dayN;
      const onDay = locate(itinerary, { name: change.what, ...(dayN ? { day: dayN } : {}) });
      // ("the golden pavilion on day 2" when it is on day 3: the one planned, on its own day.)
      const elsewhere = dayN && "ok" in onDay && !onDay.choices ? locate(itinerary, { name: change.what }) : null;
      const named = elsewhere && !("ok" in elsewhere) ? elsewhere : onDay;
      const found = "ok" in named && !named.choices ? (visitSharingWord(itinerary, change.what, dayN) ?? named) : named;
      // "instead of the golden pavilion on day 2, the bamboo grove" when no golden pavilion is
      // planned: what is wanted on that day is added there, and said so.
      if ("ok" in found && !found.choices && dayN && change.day) {
        const added = await add({ kind: "add", what: change.with, day: change.day }, ctx, plan);
        if ("question" in added) return added;
        return { ...added, lines: [`There was no ${b(change.what)} in the plan.`, ...added.lines] };
      }
      if ("ok" in found) return ask(notFound(found, change.what, itinerary));
      const where = cityOfDay(itinerary, found.day, plan);
      if (!where) return ask(`Where is ${change.with}?`);
      const place = await findPlace(change.with, where, ctx.tools, plannedNames(itinerary));
      if ("missing" in place) return ask(missing(place, where.name));
      const removed = removeItem(itinerary, {
        name: found === named ? change.what : found.item.location,
        day: found.day,
      });
      if (!removed.ok) return ask(removed.reason);
      const added = addPlace(removed.itinerary, {
        day: found.day,
        place: place.place,
        prefer: minutesOf(found.item.time),
        // A longer visit than the one it replaces: another visit of the day makes way, and is said.
        makeRoom: true,
      });
      if (!added.ok) return ask(`${added.reason} Another day?`);
      remember(plan, "avoid", found.item.location);
      remember(plan, "mustSee", place.place.name);
      const lines = [
        `Swapped ${b(found.item.location)} for ${b(place.place.name)} on day ${found.day} at ${added.item.time} (about ${formatDuration(added.item.minutes ?? 60)}).`,
      ];
      if (added.dropped.length) lines.push(`To make room, dropped ${and(added.dropped.map((d) => b(d.location)))}.`);
      return { plan, itinerary: added.itinerary, lines, problems: [] };
    }
    case "swapDays":
      return swapDays(itinerary, change.a, change.b, plan);
    case "lighter": {
      const day = oneDay(change.day, itinerary);
      if (typeof day === "object") return day;
      const city = cityOfDay(itinerary, day, plan)?.name;
      const r = lightenDay(itinerary, { day, rest: change.rest, ...(city ? { city } : {}) });
      if (!r.ok) return ask(`${r.reason}${change.rest ? "" : ` Want it as a rest day instead?`}`);
      const meals = (itinerary[day - 1]?.items ?? []).filter((it) => it.meal).map((it) => it.meal as string);
      const kept = meals.length ? `kept ${and(unique(meals))}` : "";
      const dropped = and(r.dropped.map((d) => b(d.location)));
      return {
        plan,
        itinerary: r.itinerary,
        lines: [
          change.rest
            ? `Day ${day} is now a rest day${r.dropped.length ? `: dropped ${dropped}` : ""}${kept ? `; ${kept}` : ""}.`
            : `Day ${day} is lighter: dropped ${dropped}; kept ${and([...r.kept.map((k) => b(k.location)), ...unique(meals)])}.`,
        ],
        problems: [],
      };
    }
    case "hotel":
      return hotel(change, ctx, plan);
    case "flight":
      return flight(change.pick, change.leg, ctx, plan);
    case "leg":
      return leg(change, ctx, plan);
    case "diet":
      return diet(change.diets, ctx, plan);
    case "party":
      return party(change, ctx, plan);
    case "pin": {
      const dayN = change.day ? oneDay(change.day, itinerary) : undefined;
      if (typeof dayN === "object") return dayN;
      const r = pinItem(itinerary, { name: change.what, ...(dayN ? { day: dayN } : {}) });
      if (!r.ok) return ask(notFound(r, change.what, itinerary));
      const it = r.pinned.item;
      if (it.place && !it.meal) remember(plan, "mustSee", it.location);
      return {
        plan,
        itinerary: r.itinerary,
        lines: [`Pinned ${b(it.location)} (day ${r.pinned.day} at ${it.time}): it stays there whatever else changes.`],
        pin: { date: it.date, time: it.time, activity: it.activity },
        problems: [],
      };
    }
  }
}

/**
 * "dinner at Central on the first night": that day's meal taken at the place named, the rest of
 * the day as it was (a day with no such meal gets one at its usual time).
 */
async function mealThere(
  meal: "breakfast" | "lunch" | "dinner",
  what: string,
  day: number,
  where: { name: string; lat: number; lng: number },
  ctx: ChangeContext,
  plan: Plan,
): Promise<ChangeOutcome> {
  const place = await findPlace(what, where, ctx.tools);
  // (A suggestion only when it names the place loosely: "central" for Central Restaurante.)
  const p =
    "missing" in place
      ? place.suggestion && nameScore(what, place.suggestion.name, true) !== null
        ? place.suggestion
        : undefined
      : place.place;
  if (!p) return ask(missing(place as { missing: string }, where.name));
  const word = `${meal[0]?.toUpperCase()}${meal.slice(1)}`;
  const days = ctx.itinerary.map((d) => ({ ...d, items: [...d.items] }));
  const items = days[day - 1]?.items ?? [];
  const i = items.findIndex((it) => it.meal === meal);
  const had = items[i];
  if (had) {
    if (had.place?.name === p.name)
      return {
        plan,
        itinerary: ctx.itinerary,
        lines: [`${word} on day ${day} is already at ${b(p.name)}.`],
        problems: [],
      };
    items[i] = { ...had, location: p.name, activity: `${word} at ${p.name}`, place: p };
    return {
      plan,
      itinerary: days,
      lines: [`${word} on day ${day} is now at ${b(p.name)} (${had.time}), instead of ${had.location}.`],
      problems: [],
    };
  }
  const usual = { breakfast: 8 * 60, lunch: 12 * 60 + 30, dinner: 19 * 60 + 30 }[meal];
  const added = addPlace(ctx.itinerary, {
    day,
    place: p,
    prefer: usual,
    minutes: 75,
    activity: `${word} at ${p.name}`,
  });
  if (!added.ok) return ask(`${added.reason} Another day?`);
  const out = added.itinerary.map((d) => ({
    ...d,
    items: d.items.map((it) =>
      it === added.item || (it.activity === added.item.activity && it.time === added.item.time) ? { ...it, meal } : it,
    ),
  }));
  return {
    plan,
    itinerary: out,
    lines: [`Added ${meal} at ${b(p.name)} on day ${day} at ${added.item.time}.`],
    problems: [],
  };
}

/** The journey between two stops made another way ("fly Madrid to Barcelona instead of the train"). */
function leg(change: Extract<Change, { kind: "leg" }>, ctx: ChangeContext, plan: Plan): ChangeOutcome {
  if (change.mode === "ground") return byGround(ctx, plan);
  const stay = (name: string) => plan.stays.find((s) => s.place.name === name)?.place;
  const here = stay(change.from);
  const there = stay(change.to);
  if (!here || !there) return ask(`Which journey do you mean: ${and(plan.stays.map((s) => s.place.name))}?`);
  const word = { flight: "air", train: "train", bus: "bus", drive: "drive", ferry: "ferry" }[change.mode];
  const by = legOptions(here, there, { flights: true, selfDrive: true, prefer: "any" }).find(
    (o) => o.mode === change.mode,
  );
  // "no flying between them, we'll take the train" where no train is on file: the journey stays
  // as planned, and the way the traveller wants to go is kept for the trip (and said).
  if (!by && (change.mode === "train" || change.mode === "bus")) {
    plan.transport = { ...plan.transport, prefer: change.mode };
    return {
      plan,
      itinerary: ctx.itinerary,
      lines: [
        `I have no ${word} timetable between ${b(here.name)} and ${b(there.name)}, so that journey stays as planned for now; I've noted that you'd rather go by ${word}: check the ${word} times before booking.`,
      ],
      problems: [],
    };
  }
  if (!by)
    return ask(
      change.mode === "flight" && distanceKm(here, there) < MIN_FLIGHT_KM
        ? `${b(here.name)} and ${b(there.name)} are too close for a flight to save time, so I've kept the plan as it is.`
        : `I have no way by ${word} between ${b(here.name)} and ${b(there.name)}, so I've kept the plan as it is.`,
    );
  const r = changeLeg(ctx.itinerary, {
    from: here.name,
    to: there.name,
    by,
    fromCode: here.airport,
    toCode: there.airport,
  });
  if (!r.ok) return ask(r.reason);
  // A later re-plan may choose any way again; flying needs flights allowed.
  if (change.mode === "flight") {
    plan.flights = true;
    plan.transport = { ...plan.transport, flights: true, prefer: "any" };
  } else if (change.mode === "train" || change.mode === "bus")
    plan.transport = { ...plan.transport, prefer: change.mode };
  const lines = [
    `Day ${r.day}: ${b(`${here.name} → ${there.name}`)} is now by ${word} (${formatDuration(by.minutes)}, about ${money(by.costPerPerson)} per person) instead of ${r.before.transport?.mode ?? "flight"}.`,
    ...reflowLine({ moved: r.moved, dropped: r.dropped, added: [] }),
  ];
  return { plan, itinerary: r.itinerary, lines, problems: [] };
}

/**
 * "no flying between them": each flight between two stops of the trip made by the quickest way
 * over land or sea (the flights there and home stay as they are).
 */
function byGround(ctx: ChangeContext, plan: Plan): ChangeOutcome {
  let days = ctx.itinerary;
  const lines: string[] = [];
  const none: string[] = [];
  for (let i = 0; i + 1 < plan.stays.length; i++) {
    const here = plan.stays[i]?.place;
    const there = plan.stays[i + 1]?.place;
    if (!here || !there) continue;
    const flown = days.some((d) =>
      d.items.some(
        (it) =>
          (it.type === "Flight" && !!here.airport && it.location === `${here.airport} → ${there.airport}`) ||
          (it.transport?.mode === "flight" && it.transport.from === here.name && it.transport.to === there.name),
      ),
    );
    if (!flown) continue;
    const by = legOptions(here, there, { flights: false, selfDrive: plan.transport.selfDrive, prefer: "any" })
      .filter((o) => o.mode !== "flight")
      .sort((a, b) => a.minutes - b.minutes)[0];
    if (!by) {
      none.push(`${here.name} → ${there.name}`);
      continue;
    }
    const r = changeLeg(days, { from: here.name, to: there.name, by, fromCode: here.airport, toCode: there.airport });
    if (!r.ok) continue;
    days = r.itinerary;
    lines.push(
      `Day ${r.day}: ${b(`${here.name} → ${there.name}`)} is now by ${by.mode} (${formatDuration(by.minutes)}, about ${money(by.costPerPerson)} per person) instead of a flight.`,
    );
  }
  if (none.length) lines.push(`No way but flying for ${and(none.map((n) => b(n)))}, so that stays a flight.`);
  if (!lines.length)
    return {
      plan,
      itinerary: days,
      lines: ["No flights between the stops: every journey between them is already by land or sea."],
      problems: [],
    };
  // A later re-plan keeps to trains between the stops (the flights there and home still allowed).
  if (plan.transport.prefer === "any" || plan.transport.prefer === "flight")
    plan.transport = { ...plan.transport, prefer: "train" };
  return { plan, itinerary: days, lines, problems: [] };
}

/** Names already planned, so "a museum" is one not yet on the trip. */
const plannedNames = (itinerary: readonly TItineraryDay[]) =>
  new Set(itinerary.flatMap((d) => d.items.map((it) => it.place?.name ?? it.location)));

/** A place the plan keeps in (must-see) or out (avoid) at the next re-plan. */
function remember(plan: Plan, list: "mustSee" | "avoid", name: string) {
  const other = list === "mustSee" ? "avoid" : "mustSee";
  const low = name.toLowerCase();
  // The other list as the traveller wrote it ("park guell" for Park Güell, "the sagrada familia"):
  // any entry that names this place goes.
  // (Not a word of its kind alone: a "museum" wished for is not the Prado Museum.)
  const names = (x: string) => (nameScore(x, name) ?? 9) <= 2 && wordsOf(x).length >= Math.min(2, wordsOf(name).length);
  plan[other] = plan[other].filter((x) => x.toLowerCase() !== low && !names(x));
  if (!plan[list].some((x) => x.toLowerCase() === low))
    plan[list] = [...plan[list], list === "avoid" ? low : name].slice(-10);
}

/** "There's no X in the plan": with the nearest name planned, or the op's own reason (which one?). */
function notFound(r: OpFailure, what: string, itinerary: readonly TItineraryDay[]): string {
  if (r.choices) return r.reason;
  const names = unique(itinerary.flatMap((d) => d.items.filter((it) => it.type === "place").map((it) => it.location)));
  const near = nearestName(
    names.map((name) => ({ name })),
    what,
  );
  return near ? `There's no "${what}" in the plan: did you mean ${b(near.name)}?` : r.reason;
}

function missing(p: { missing: string; suggestion?: { name: string } }, city: string): string {
  return p.suggestion
    ? `I couldn't find "${p.missing}" near ${city}: did you mean ${b(p.suggestion.name)}?`
    : `I couldn't find "${p.missing}" near ${city}. Could you give its full name?`;
}

// Words that say what a place is, not which: "Shibuya station" and "Shibuya Crossing" share only "Shibuya".
const kindOfPlace =
  /^(?:station|stations|street|square|road|avenue|crossing|market|park|area|district|centre|center|old|town|city|the|near|by)$/;
/** Whether two names share a word of their own ("Shibuya"), beyond what kind of place they are. */
function sharesOwnWord(a: string, b: string | undefined): boolean {
  const own = (s: string) =>
    s
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((w) => w.length >= 4 && !kindOfPlace.test(w));
  const mine = new Set(own(b ?? ""));
  return own(a).some((w) => mine.has(w));
}
/**
 * What is swapped out, named loosely ("the peak tram" for Victoria Peak): the one visit planned (on
 * the day, when one was said) sharing a word of its own with the words said; none when several do.
 */
function visitSharingWord(itinerary: readonly TItineraryDay[], what: string, day?: number): Found | null {
  const hits = itinerary.flatMap((d, i) =>
    day !== undefined && day !== i + 1
      ? []
      : d.items.flatMap((item, index) =>
          isVisit(item) && sharesOwnWord(item.location, what) ? [{ day: i + 1, index, item }] : [],
        ),
  );
  return hits.length === 1 ? (hits[0] as Found) : null;
}
const titled = (s: string) => s.replace(/\b[a-z]/g, (c) => c.toUpperCase()).slice(0, 100);

/** Words that only name a kind of place ("the beach", "a park"), no place of its own. */
const saysKind = (words: string | undefined) => {
  const list = (words ?? "").split(/\s+/).filter((w) => w && !/^(?:the|a|an|some)$/.test(w));
  return list.length > 0 && list.every((w) => kindsSearchedBy(w).length > 0);
};

// What travellers book as an activity rather than visit as a place.
const activityNoun =
  /\b(?:show|class|lesson|course|workshop|tour|cruise|tasting|massage|spa|concert|performance|gig|match|game|ride|excursion|experience)s?\b/;
const isActivity = (what: string) => activityNoun.test(what) && what.split(" ").length <= 5;

/** An activity without a venue on file: a slot on the day, in the traveller's words, theirs to book. */
function activity(
  change: Extract<Change, { kind: "add" }>,
  day: number | undefined,
  where: { name: string; lat: number; lng: number },
  ctx: ChangeContext,
  plan: Plan,
  /** A named sight we have no record of, rather than an activity with no venue. */
  sight = false,
): ChangeOutcome {
  const { itinerary } = ctx;
  const name = change.what.replace(/^\w/, (c) => c.toUpperCase());
  const note = sight ? "not on my maps: check its hours" : "your pick: I have no venue for it on file";
  const days = day !== undefined ? [day] : itinerary.map((_, i) => i + 1).filter((n) => isFullDay(itinerary, n));
  // Two hours where the day has them, else the time it has (an evening after dinner).
  const tries = days.flatMap((n) => [120, 90, 60].map((minutes) => ({ n, minutes })));
  for (const { n, minutes } of tries) {
    const r = addActivity(itinerary, {
      day: n,
      activity: `${sight ? "Visit " : ""}${name} (${note})`,
      location: sight ? name : where.name,
      at: where,
      minutes,
      ...(change.time?.time ? { time: change.time.time } : {}),
      prefer: change.time?.prefer ?? (sight ? 600 : 1140),
    });
    if (!r.ok) continue;
    remember(plan, "mustSee", name);
    return {
      plan,
      itinerary: r.itinerary,
      lines: [
        `Added ${b(name)} to day ${n} at ${r.item.time} (about ${formatDuration(minutes)}). ${sight ? "It isn't on my maps, so check its opening hours and how to get there." : "I have no venue for it on file, so choose and book one locally."}`,
      ],
      problems: [],
    };
  }
  return ask(`I found no free hour for ${change.what}${day !== undefined ? ` on day ${day}` : ""}. Another day?`);
}

async function add(change: Extract<Change, { kind: "add" }>, ctx: ChangeContext, plan: Plan): Promise<ChangeOutcome> {
  const { itinerary } = ctx;
  const day = change.day ? oneDay(change.day, itinerary) : undefined;
  if (typeof day === "object") return day;
  const time = change.time;
  const where = cityOfDay(itinerary, day ?? Math.min(2, itinerary.length), plan);
  if (!where) return ask(`Where is ${change.what}?`);
  if (change.meal && day !== undefined) return mealThere(change.meal, change.what, day, where, ctx, plan);
  // "make day 3 just a cenote and nothing else": the day's visits make way first (whole-day.ts);
  // a town a ride away becomes the day's trip there, below, which clears the day itself.
  if (change.wholeDay && day !== undefined && !townNamed(change.what, where)) {
    // (The day already has one: it stays, the rest goes, no other day touched.)
    const own = keepingOnly(itinerary, day, change.what);
    if (own)
      return {
        plan,
        itinerary: own.itinerary,
        lines: [
          own.dropped.length
            ? `Day ${day} is now just ${b(own.kept.location)} (${own.kept.time}): dropped ${and(own.dropped.map((d) => b(d.location)))}.`
            : `Day ${day} already has only ${b(own.kept.location)} (${own.kept.time}).`,
        ],
        problems: [],
      };
    const cleared = withoutVisits(itinerary, day);
    const out = await add({ ...change, wholeDay: false }, { ...ctx, itinerary: cleared.itinerary }, plan);
    if ("question" in out || !cleared.dropped.length) return out;
    const gone = cleared.dropped.filter((d) => !out.itinerary.some((x) => x.items.includes(d)));
    return gone.length
      ? {
          ...out,
          lines: [...out.lines, `Cleared the rest of day ${day}: dropped ${and(gone.map((d) => b(d.location)))}.`],
        }
      : out;
  }
  // "a day trip to Sintra on day 3": a town a ride away. Already a day trip of the plan, that day
  // is moved to the day asked (trading places with it); else, with no sight of its name on file,
  // the day becomes a day trip there.
  // ("the douro valley on day 2", "kakheti wine day trip": a region, ridden to by its nearest town.)
  const town = day !== undefined ? (townNamed(change.what, where) ?? regionTownNamed(change.what, where)) : null;
  const tripDay = town ? dayTripDay(itinerary, town) : 0;
  if (town && tripDay && day !== undefined) {
    if (tripDay === day)
      return { plan, itinerary, lines: [`Day ${day} is already your day trip to ${b(town.name)}.`], problems: [] };
    const r = swapWholeDays(itinerary, tripDay, day);
    if (!r.ok) return ask(`The day trip to ${b(town.name)} is on day ${tripDay}. ${r.reason} Another day?`);
    return {
      plan,
      itinerary: r.itinerary,
      lines: [
        `Moved the day trip to ${b(town.name)} from day ${tripDay} to day ${day}; day ${tripDay} now has what day ${day} had.`,
      ],
      problems: [],
    };
  }
  // A far must-see (Niagara Falls from Toronto): already a day out of the plan, it moves to the
  // day asked; else the day becomes the planner's day out to it.
  // Only a day out to the very sight named moves: "Nara" beside a day out to Heijō Palace is added.
  const outing = outingNamed(itinerary, change.what);
  if (outing && day !== undefined && bestScore(change.what, [outing.ride.location, outing.sight]) !== null)
    return moveOuting(outing, day, ctx, plan);
  const out = await addOuting(change.what, day, where, ctx, plan);
  if (out) return out;
  const place = await findPlace(change.what, where, ctx.tools, plannedNames(itinerary));
  if ("missing" in place) {
    if (town && day !== undefined) {
      const sights = (await ctx.tools.places({ near: { lat: town.lat, lng: town.lng }, radiusMiles: 6 })).places;
      const r = dayTrip(itinerary, { day, town, from: where, sights });
      // (A region's town is our pick, not the traveller's word: with no room for it, the words
      // said are planned as they are, below.)
      if (!r.ok && !town.region) return ask(`${r.reason} Another day?`);
      if (r.ok) {
        remember(plan, "mustSee", town.name);
        const lines = [
          `Day ${day} is now a day trip to ${b(town.name)}${town.region ? ` (${town.region})` : ""}${r.seen.length ? `, with ${and(r.seen.map((s) => b(s.location)))}` : ""}.`,
        ];
        if (r.dropped.length) lines.push(`To make room, dropped ${and(r.dropped.map((d) => b(d.location)))}.`);
        return { plan, itinerary: r.itinerary, lines, problems: [] };
      }
    }
    // "a tango show", "a cooking class": an activity with no venue on file gets its time on the
    // day, said as the traveller's to book, rather than no answer at all.
    if (!place.suggestion && isActivity(change.what)) return activity(change, day, where, ctx, plan);
    // A sight named for a day that we have no record of: planned in the traveller's words (own-words.ts).
    if (day !== undefined && !saysKind(change.what) && inOwnWords(change.what, place.suggestion))
      return activity({ ...change, what: ownName(change.what) }, day, where, ctx, plan, true);
    // "make day 4 a beach day" when every beach on file is planned already: time for one on the
    // day, by day, the beach the traveller's pick.
    if (saysKind(change.what) && day !== undefined) {
      const kinds = change.what.split(/\s+/).flatMap((w) => kindsSearchedBy(w));
      // A day given to it: the day's other visits make way, all but the last of the day (a full
      // day keeps two things to do).
      const others = (itinerary[day - 1]?.items ?? [])
        .filter((it) => isVisit(it) && it.place && !kinds.includes(placeKindOf(it.place.types) as never))
        .slice(0, -1);
      const cleared = itinerary.map((d, i) =>
        i === day - 1 ? { date: d.date, items: d.items.filter((it) => !others.includes(it)) } : d,
      );
      const out = activity(
        { ...change, what: `${change.what} time`, time: change.time ?? { prefer: 600, said: "by day" } },
        day,
        where,
        { ...ctx, itinerary: cleared },
        plan,
      );
      if ("question" in out || !others.length) return out;
      return { ...out, lines: [...out.lines, `To make room, dropped ${and(others.map((d) => b(d.location)))}.`] };
    }
    return ask(missing(place, where.name));
  }
  const p = place.place;
  // Already planned: on another day it moves there; otherwise it is said where it is.
  const planned = itinerary.flatMap((d, i) =>
    d.items.filter((it) => isVisit(it) && it.place?.name === p.name).map((it) => ({ day: i + 1, it })),
  );
  const at = planned[0];
  // "see the fountain at night instead": a stop already planned, at the time asked on its own day.
  // Its own day first; with no day said and no room then on it, the first other day that has some.
  if (at && (day === undefined || day === at.day) && time && !fitsTime(at.it.time, time)) {
    const others = itinerary.map((_, i) => i + 1).filter((n) => n !== at.day);
    for (const to of day === undefined ? [at.day, ...others] : [at.day]) {
      const moved = moveItem(
        itinerary,
        { name: p.name, day: at.day },
        {
          day: to,
          ...(time.time ? { time: time.time } : {}),
          ...(time.prefer !== undefined ? { prefer: time.prefer } : {}),
          makeRoom: true,
        },
      );
      if (!moved.ok || !fitsTime(moved.item.time, time)) continue;
      const lines = [
        to === at.day
          ? `Moved ${b(p.name)} on day ${at.day} from ${at.it.time} to ${moved.item.time}.`
          : `${b(p.name)} was on day ${at.day} at ${at.it.time}, with no room ${time.said} that day: moved it to day ${to} at ${moved.item.time}.`,
      ];
      if (moved.dropped.length) lines.push(`To make room, dropped ${and(moved.dropped.map((d) => b(d.location)))}.`);
      return { plan, itinerary: moved.itinerary, lines, problems: [] };
    }
  }
  if (at && (day === undefined || day === at.day))
    return { plan, itinerary, lines: [`${b(p.name)} is already on day ${at.day} at ${at.it.time}.`], problems: [] };
  if (at && day !== undefined) {
    const moved = moveItem(
      itinerary,
      { name: p.name, day: at.day },
      {
        day,
        ...(time?.time ? { time: time.time } : {}),
        ...(time?.prefer !== undefined ? { prefer: time.prefer } : {}),
        makeRoom: true,
      },
    );
    if (!moved.ok) {
      // An evening arrival: dinner moves later for a short visit, the stop leaving its old day.
      const gone = removeItem(itinerary, { name: p.name, day: at.day });
      const later = gone.ok && !time?.time ? beforeLaterDinner(gone.itinerary, day, p) : null;
      if (!later) return ask(`${moved.reason} Another day?`);
      return {
        plan,
        itinerary: later.itinerary,
        lines: [
          `${b(p.name)} was on day ${at.day}: moved it to day ${day} at ${later.item.time} (about ${formatDuration(later.item.minutes ?? 45)}), and dinner to ${later.dinner.time} to fit it in.`,
        ],
        problems: [],
      };
    }
    const lines = [`${b(p.name)} was on day ${at.day}: moved it to day ${day} at ${moved.item.time}.`];
    if (moved.dropped.length) lines.push(`To make room, dropped ${and(moved.dropped.map((d) => b(d.location)))}.`);
    return { plan, itinerary: moved.itinerary, lines, problems: [] };
  }
  const timing = {
    ...(time?.time ? { time: time.time } : {}),
    ...(time?.prefer !== undefined ? { prefer: time.prefer } : {}),
  };
  // No day said: the full day with the fewest visits that has room, then any day with room.
  const order =
    day !== undefined
      ? [day]
      : itinerary
          .map((d, i) => ({ n: i + 1, visits: d.items.filter(isVisit).length, full: isFullDay(itinerary, i + 1) }))
          .filter((d) => cityOfDay(itinerary, d.n, plan)?.name === where.name)
          .sort((x, y) => Number(y.full) - Number(x.full) || x.visits - y.visits)
          .map((d) => d.n);
  let result: ReturnType<typeof addPlace> | undefined;
  for (const n of order) {
    result = addPlace(itinerary, { day: n, place: p, ...timing });
    if (result.ok) break;
  }
  if (!result?.ok && order[0] !== undefined)
    result = addPlace(itinerary, { day: order[0], place: p, ...timing, makeRoom: true });
  // A day asked for by name (an arrival day is short): a shorter visit before none.
  for (const minutes of [60, 45]) {
    if (result?.ok || day === undefined) break;
    result = addPlace(itinerary, { day, place: p, ...timing, minutes, makeRoom: true });
  }
  // Still no room on the day asked (an evening arrival): dinner moves later for a short visit.
  const later = !result?.ok && day !== undefined && !time?.time ? beforeLaterDinner(itinerary, day, p) : null;
  if (later) {
    remember(plan, "mustSee", p.name);
    return {
      plan,
      itinerary: later.itinerary,
      lines: [
        `Added ${b(p.name)} to day ${day} at ${later.item.time} (about ${formatDuration(later.item.minutes ?? 45)}), and moved dinner to ${later.dinner.time} to fit it in.`,
      ],
      problems: [],
    };
  }
  // A day spent flying there ("ADD the Guinness Storehouse on day 1" when day 1 is the overnight
  // flight): said so, with the first day in the city offered.
  const travelOnly = (items: readonly TItineraryItem[]) =>
    !items.some(isVisit) && items.some((it) => it.type === "Flight" || !!it.transport);
  if (!result?.ok && day !== undefined && travelOnly(itinerary[day - 1]?.items ?? [])) {
    const first = itinerary.findIndex((d, i) => i + 1 > day && d.items.some(isVisit)) + 1;
    if (first > 0)
      return ask(
        `Day ${day} is spent getting to ${where.name}, with no time there for a visit. Shall I put ${b(p.name)} on day ${first}, your first day in ${where.name}?`,
      );
  }
  if (!result?.ok) return ask(`${result?.reason ?? `I found no day for ${p.name}.`} Another day or time?`);
  const dayN = result.itinerary.findIndex((d) => d.items.includes(result.item)) + 1;
  remember(plan, "mustSee", p.name);
  const lines = [
    `Added ${b(p.name)} to day ${dayN} at ${result.item.time} (about ${formatDuration(result.item.minutes ?? 60)}).`,
  ];
  if (result.dropped.length) lines.push(`To make room, dropped ${and(result.dropped.map((d) => b(d.location)))}.`);
  return { plan, itinerary: result.itinerary, lines, problems: [] };
}

// --- Hotels ----------------------------------------------------------------------------------

/** Whether a stop at `hhmm` is already at the time asked (the hour said, or its part of the day). */
function fitsTime(hhmm: string, time: { time?: string; prefer?: number }): boolean {
  const m = minutesOf(hhmm);
  if (time.time) return Math.abs(minutesOf(time.time) - m) < 30;
  if (time.prefer === undefined) return true;
  // Mornings to 12:00, afternoons to 17:00, evenings after (the parts as timeNamed prefers them).
  const part = (x: number) => (x < 720 ? 0 : x < 1020 ? 1 : 2);
  return part(m) === part(time.prefer === 600 ? 540 : time.prefer === 900 ? 840 : 1200);
}

const nightly = (h: THotel) => {
  const nights = Math.max(1, Math.round((Date.parse(h.check_out) - Date.parse(h.check_in)) / 86_400_000));
  return h.total_price / nights;
};

/** The hotel search the planner makes for a stay, for the party as it is now. */
function hotelQuery(plan: Plan, stay: THotel, at: { lat: number; lng: number }) {
  const party = partyOf(plan);
  const r = plan.stayRules;
  const needs = {
    ...(r.pets ? { pets: true } : {}),
    ...(r.children || party.children.some((a) => a === null || a < 10) ? { children: true } : {}),
    ...(r.parties ? { parties: true } : {}),
    ...(r.smoking !== null ? { smoking: r.smoking } : {}),
    ...(r.accessible ? { accessible: true } : {}),
    ...(r.type !== "any" ? { type: r.type === "hotel" ? ("hotel_room" as const) : r.type } : {}),
  };
  return {
    lat: at.lat,
    lng: at.lng,
    checkIn: stay.check_in,
    checkOut: stay.check_out,
    adults: party.adults,
    ...(party.children.length ? { children: party.children.length } : {}),
    ...(party.rooms > 1 ? { rooms: party.rooms } : {}),
    ...(Object.keys(needs).length ? { needs } : {}),
  };
}

/** The trip's stays: each check-in item's hotel and city. */
const staysOf = (itinerary: readonly TItineraryDay[]) =>
  itinerary.flatMap((d) =>
    d.items
      .filter((it) => it.type === "Hotel" && it.hotel && /^Check in/.test(it.activity))
      .map((it) => ({ city: it.location, hotel: it.hotel as THotel })),
  );

const stars = (h: THotel) => (h.stars ? ` (${h.stars}★)` : "");
const priceLine = (h: THotel, was: THotel) => {
  const d = h.total_price - was.total_price;
  return h.total_price >= 0 && was.total_price >= 0
    ? `${money(h.total_price)}${d ? `, ${money(Math.abs(d))} ${d < 0 ? "less" : "more"}` : ""}`
    : "price unknown";
};

async function hotel(
  change: Extract<Change, { kind: "hotel" }>,
  ctx: ChangeContext,
  plan: Plan,
): Promise<ChangeOutcome> {
  // ("an apartment rather than a hotel": searched for as such, and kept for a later re-plan.)
  if (change.type) plan.stayRules = { ...plan.stayRules, type: change.type };
  const stays = staysOf(ctx.itinerary);
  const low = (s: string) => s.trim().toLowerCase();
  const pick = change.city ? stays.filter((s) => low(s.city) === low(change.city ?? "")) : stays;
  if (!stays.length) return ask("The trip has no hotel yet to swap.");
  // "upgrade the hotel, go 5 star", "cheaper hotels please" on a trip of several stays: each one.
  if (pick.length > 1 && !change.city && change.want !== "near") return everyStay(change, ctx, plan, stays);
  if (pick.length !== 1) return ask(`Which stay: ${and(unique(stays.map((s) => s.city)))}?`);
  const stay = pick[0] as (typeof stays)[number];
  const dayN = ctx.itinerary.findIndex((d) => d.date === stay.hotel.check_in) + 1;
  const city = cityOfDay(ctx.itinerary, Math.max(1, dayN), plan) ?? geocode(stay.city);
  if (!city) return ask(`Where is ${stay.city}?`);
  let at: { lat: number; lng: number; name: string } = { lat: city.lat, lng: city.lng, name: stay.city };
  if (change.want === "near" && change.near) {
    const place = await findPlace(change.near, { name: stay.city, lat: city.lat, lng: city.lng }, ctx.tools);
    // "near Shibuya station" where Shibuya Crossing is on file: a place sharing the name's own
    // word is in that area, near enough to search hotels around; the area keeps the words said.
    const sharing = "missing" in place && place.suggestion && sharesOwnWord(place.suggestion.name, change.near);
    if ("place" in place) at = { lat: place.place.lat, lng: place.place.lng, name: place.place.name };
    else if (sharing && place.suggestion)
      at = { lat: place.suggestion.lat, lng: place.suggestion.lng, name: titled(change.near) };
    else {
      const g = geocode(change.near);
      if (!g || Math.abs(g.lat - city.lat) + Math.abs(g.lng - city.lng) > 1) {
        // ("near the Colloseum": a misspelt place is asked about; "walking distance to the loop",
        // "near BTS Siam": an area whose nearest spelling is another place is kept as said.)
        if (place.suggestion && misspells(change.near, place.suggestion.name)) return ask(missing(place, stay.city));
        // An area the map does not know ("near Sukhumvit"): the wish is kept for the stay, the
        // hotel is not swapped on a guess, and the traveller is told so.
        const area = change.near.replace(/\b[a-z]/g, (c) => c.toUpperCase()).slice(0, 100);
        plan.stayRules.near = area;
        return {
          plan,
          itinerary: ctx.itinerary,
          lines: [
            `I can't place ${b(area)} on my map, so I kept ${b(stay.hotel.hotel_name)} in ${stay.city} and noted that you'd like to stay near ${area}: check the hotel's area before booking.`,
          ],
          problems: [],
        };
      }
      at = { lat: g.lat, lng: g.lng, name: g.name };
    }
  }
  const found = await ctx.tools.hotels(hotelQuery(plan, stay.hotel, at));
  const was = stay.hotel;
  const others = found.hotels.filter((h) => h.hotel_name !== was.hotel_name && h.total_price >= 0);
  const byPrice = [...others].sort((x, y) => x.total_price - y.total_price);
  let next: THotel | undefined;
  if (change.want === "cheaper") {
    const cheaper = byPrice.filter((h) => h.total_price < was.total_price);
    next = [...cheaper].sort((x, y) => (y.stars ?? 0) - (x.stars ?? 0) || x.total_price - y.total_price)[0];
    if (!next)
      return ask(
        `${b(was.hotel_name)} is already the cheapest stay I found in ${stay.city} (${money(was.total_price)}). Keep it?`,
      );
  } else if (change.want === "nicer") {
    // Asked for luxury ("a 5 star hotel"): the cheapest five-star first, and the trip's tier is luxury.
    if (change.luxury) plan.budget = "luxury";
    next =
      (change.luxury ? byPrice.find((h) => h.stars === 5 && h.total_price > 0) : undefined) ??
      byPrice.find((h) => (h.stars ?? 0) > (was.stars ?? 0)) ??
      byPrice.find((h) => h.total_price > was.total_price);
    if (!next) return ask(`${b(was.hotel_name)} is the best stay I found in ${stay.city}. Keep it?`);
  } else if (change.amenity) {
    // "a hotel with a pool": one whose listing says so; none says what it has: kept, and said.
    const amenity = change.amenity;
    if (offers(was, amenity)) return ask(`${b(was.hotel_name)} already lists ${amenityPhrase(amenity)}. Keep it?`);
    next = byPrice.find((h) => offers(h, amenity));
    if (!next)
      return {
        plan,
        itinerary: ctx.itinerary,
        lines: [
          `None of the stays I found in ${stay.city} says whether it has ${amenityPhrase(amenity)}, so I kept ${b(was.hotel_name)} rather than guess: check its listing, or ask me for a cheaper or nicer one.`,
        ],
        problems: [],
      };
  } else {
    const mid = byPrice.filter((h) => (h.stars ?? 3) >= 3 && (h.stars ?? 3) <= 4);
    const list = mid.length ? mid : byPrice;
    next = list[Math.floor(list.length / 2)];
  }
  if (!next)
    return ask(`I found no other stay in ${stay.city} for those nights${found.note ? ` (${found.note})` : ""}.`);
  const r = chooseHotel(ctx.itinerary, next, stay.city);
  if (!r.ok) return ask(r.reason);
  const perNight = Math.round(nightly(next) * 100) / 100;
  if (change.want === "cheaper") plan.hotelMaxNightly = Math.max(20, Math.floor(perNight));
  plan.chosenHotelNightly = perNight;
  // A kind of place ("the beach") stays as the traveller said it, for a later re-plan to search
  // again; a named one is kept by the name found ("the Retiro" is Retiro Park).
  if (change.want === "near")
    plan.stayRules.near = (saysKind(change.near) ? (change.near ?? "") : at.name).slice(0, 100);
  const lines = [
    `Swapped ${b(was.hotel_name)} for ${b(next.hotel_name)}${stars(next)} in ${stay.city}: ${priceLine(next, was)}.`,
  ];
  if (change.want === "near")
    lines.push(
      `Found in a search around ${b(at.name)}; the listing has no street address, so check the walk before booking.`,
    );
  return { plan, itinerary: r.itinerary, lines, problems: [] };
}

/** A change to the hotel made in every stay in turn, what each says kept (a stay that cannot: said). */
async function everyStay(
  change: Extract<Change, { kind: "hotel" }>,
  ctx: ChangeContext,
  plan: Plan,
  stays: { city: string }[],
): Promise<ChangeOutcome> {
  let itinerary = ctx.itinerary;
  const lines: string[] = [];
  let changed = false;
  for (const city of unique(stays.map((s) => s.city))) {
    const out = await hotel({ ...change, city }, { ...ctx, itinerary }, plan);
    if ("question" in out) {
      lines.push(out.question.replace(/\s*(?:Keep it|Another day)\?$/, ""));
      continue;
    }
    changed = changed || out.itinerary !== itinerary;
    itinerary = out.itinerary;
    lines.push(...out.lines);
  }
  // ("a private villa with a pool" where no stay says so: the kind of stay asked for is still kept
  // for the trip, as the lines say what was kept.)
  if (!changed) return change.type ? { plan, itinerary: ctx.itinerary, lines, problems: [] } : ask(lines.join(" "));
  return { plan, itinerary, lines, problems: [] };
}

// --- Flights ---------------------------------------------------------------------------------

type AnyFlight = TFlight | TRoundTrip;
const sameFlight = (x: AnyFlight, y: AnyFlight) =>
  JSON.stringify(legsOf(x).map((l) => l.segments.map((s) => [s.flight_number, s.depart_date, s.depart_time]))) ===
  JSON.stringify(legsOf(y).map((l) => l.segments.map((s) => [s.flight_number, s.depart_date, s.depart_time])));
const departs = (f: AnyFlight, leg: number) => {
  const s = legsOf(f)[leg]?.segments[0];
  return s ? `${s.depart_date}T${s.depart_time}` : "";
};

/** The flight items of the trip's journey the traveller means, and a search for it again. */
function journeyOf(itinerary: readonly TItineraryDay[], leg: "out" | "back" | "any") {
  const flights = itinerary.flatMap((d) => d.items.filter((it) => it.type === "Flight" && it.flight));
  const item = leg === "back" ? flights.at(-1) : flights[0];
  const flight = item?.flight as AnyFlight | undefined;
  if (!item || !flight) return null;
  const legs = legsOf(flight);
  // Which leg of a round trip: home is the return.
  const index = "return_leg" in flight && leg === "back" ? 1 : 0;
  return { item, flight, legs, index };
}

async function searchAgain(flight: AnyFlight, plan: Plan, tools: Toolbox) {
  const legs = legsOf(flight);
  const out = legs[0]?.segments;
  const back = legs[1]?.segments;
  const party = partyOf(plan);
  const childAges = party.children.map((a) => a ?? 8);
  return tools.flights({
    origin: out?.[0]?.origin_code ?? "",
    destination: out?.at(-1)?.arrive_code ?? "",
    departDate: out?.[0]?.depart_date ?? "",
    ...(back?.[0] ? { returnDate: back[0].depart_date } : {}),
    adults: party.adults,
    ...(childAges.length ? { children: childAges } : {}),
  });
}

function pickFlight(list: AnyFlight[], current: AnyFlight, pick: FlightPick, leg: number): AnyFlight | string {
  const now = departs(current, leg);
  const other = 1 - leg;
  const closeOther = (f: AnyFlight) =>
    Math.abs(Date.parse(departs(f, other) || "0") - Date.parse(departs(current, other) || "0"));
  const rest = list.filter((f) => !sameFlight(f, current));
  if (typeof pick === "object") {
    const shown = [current, ...rest];
    const f = shown[pick.nth - 1];
    if (!f)
      return `I found ${shown.length} flight${shown.length === 1 ? "" : "s"} for that journey, so there's no number ${pick.nth}.`;
    return pick.nth === 1 ? "That's the flight the plan already has." : f;
  }
  if (pick === "earlier" || pick === "later") {
    const sameDay = rest.filter((f) => departs(f, leg).slice(0, 10) === now.slice(0, 10));
    const cands = sameDay
      .filter((f) => (pick === "earlier" ? departs(f, leg) < now : departs(f, leg) > now))
      .sort(
        (x, y) =>
          (pick === "earlier"
            ? departs(y, leg).localeCompare(departs(x, leg))
            : departs(x, leg).localeCompare(departs(y, leg))) || closeOther(x) - closeOther(y),
      );
    return cands[0] ?? `I found no ${pick} flight that day.`;
  }
  if (pick === "cheaper") {
    const cands = rest.filter((f) => flightPrice(f) >= 0 && flightPrice(f) < flightPrice(current));
    return cands.sort((x, y) => flightPrice(x) - flightPrice(y))[0] ?? "That's already the cheapest flight I found.";
  }
  const direct = (f: AnyFlight) => legsOf(f).every((l) => l.segments.length === 1);
  if (direct(current)) return "Your flight is already direct.";
  return (
    rest.filter(direct).sort((x, y) => flightPrice(x) - flightPrice(y))[0] ??
    "I found no direct flight for that journey."
  );
}

/** What a flight swap did to the days around it, in a line. */
function reflowLine(r: { moved: TItineraryItem[]; dropped: TItineraryItem[]; added: TItineraryItem[] }): string[] {
  const bits: string[] = [];
  const out = r.moved.find((m) => /^Check out/.test(m.activity));
  if (out)
    bits.push(
      `check-out moves to ${out.time}${r.added.some((a) => a.meal) ? ", with breakfast at the hotel first" : ""}`,
    );
  const others = r.moved.filter((m) => m !== out);
  if (others.length)
    bits.push(
      `${and(others.map((m) => `${m.place ? b(m.location) : m.activity.replace(/^Check in at/, "check-in at")} moves to ${m.time}`))}`,
    );
  if (r.dropped.length)
    bits.push(
      `dropped ${and(r.dropped.map((d) => b(d.location)))} (no time left for ${r.dropped.length === 1 ? "it" : "them"})`,
    );
  return bits.length ? [`${bits.join("; ").replace(/^./, (c) => c.toUpperCase())}.`] : [];
}

async function flight(
  pick: FlightPick,
  leg: "out" | "back" | "any",
  ctx: ChangeContext,
  plan: Plan,
): Promise<ChangeOutcome> {
  const j = journeyOf(ctx.itinerary, leg);
  if (!j) return ask("The trip has no flights to change. Where are you flying from?");
  const found = await searchAgain(j.flight, plan, ctx.tools);
  const choice = pickFlight(found.flights, j.flight, pick, j.index);
  if (typeof choice === "string") return ask(`${choice}${found.note ? ` (${found.note})` : ""} Keep the one you have?`);
  const r = chooseFlight(ctx.itinerary, choice);
  if (!r.ok) return ask(r.reason);
  const legs = legsOf(choice);
  const airline = "outbound_leg" in choice ? choice.outbound_leg.airline_name : choice.airline_name;
  const was = flightPrice(j.flight);
  const now = flightPrice(choice);
  const d = now - was;
  const price =
    now >= 0
      ? `${money(now)}${"return_leg" in choice ? " round trip" : ""}${was >= 0 && d ? ` (${money(Math.abs(d))} ${d < 0 ? "less" : "more"})` : ""}`
      : "price unknown";
  const stops = legs.map((l) => l.segments.length - 1);
  const lines = [
    `Now flying ${b(airline)}: ${r.swaps.map((s) => (s.now === s.was ? `${s.route} at ${s.now} as before` : `${s.route} at ${s.now} instead of ${s.was}`)).join(", ")}${stops.every((n) => n === 0) ? ", direct" : ""}; ${price}.`,
    ...reflowLine(r),
  ];
  return { plan, itinerary: r.itinerary, lines, problems: [] };
}

// --- Food and party --------------------------------------------------------------------------

async function diet(diets: Plan["food"]["diets"], ctx: ChangeContext, plan: Plan): Promise<ChangeOutcome> {
  plan.food.diets = unique([...plan.food.diets, ...diets]) as Plan["food"]["diets"];
  // "From now on": today onwards when the trip is under way, else the whole trip.
  const today = ctx.now.toISODate() ?? "";
  const started = ctx.itinerary.findIndex((d) => d.date === today);
  const fromDay = started >= 0 ? started + 1 : 1;
  // Each stay's tables: the catalogue's, else what a food search finds there.
  const tables = new Map<string, TCatalogueRestaurant[]>();
  for (let n = fromDay; n <= ctx.itinerary.length; n++) {
    const city = cityOfDay(ctx.itinerary, n, plan);
    if (!city || tables.has(city.name)) continue;
    const known = restaurantsNear(city);
    tables.set(
      city.name,
      known.length
        ? known
        : restaurantsFromPlaces(
            (await ctx.tools.places({ near: { lat: city.lat, lng: city.lng }, category: "food", radiusMiles: 4 }))
              .places,
          ),
    );
  }
  const r = setMeals(ctx.itinerary, {
    diets: plan.food.diets,
    fromDay,
    tier: plan.budget,
    tables: (_d, n) => tables.get(cityOfDay(ctx.itinerary, n, plan)?.name ?? "") ?? [],
  });
  if (!r.ok) return ask(r.reason);
  const said = and(plan.food.diets);
  if (!r.swaps.length)
    return {
      plan,
      itinerary: r.itinerary,
      lines: [`Every meal in the plan already suits ${said}; new ones will too.`],
      problems: [],
    };
  const named = r.swaps.filter((s) => s.was !== s.now).slice(0, 2);
  return {
    plan,
    itinerary: r.itinerary,
    lines: [
      `Meals are ${said} from ${fromDay === 1 ? "the start" : `day ${fromDay}`}: changed ${r.swaps.length} of them${named.length ? `, e.g. ${named.map((s) => `${b(s.was)} → ${b(s.now)} (day ${s.day} ${s.meal})`).join(", ")}` : ""}.`,
    ],
    problems: [],
  };
}

async function party(
  change: Extract<Change, { kind: "party" }>,
  ctx: ChangeContext,
  plan: Plan,
): Promise<ChangeOutcome> {
  // (The whole group, not the share a search takes: "one more is coming" to a party of 12.)
  const before = groupOf(plan);
  const searched = partyOf(plan);
  const adults = Math.max(1, Math.min(PARTY_MAX, change.totalAdults ?? before.adults + change.adults));
  let children = [...before.children];
  if (change.adults === 0 && !change.children.length && change.totalAdults === undefined) {
    if (!children.length) return ask("The plan has no children in it: who isn't coming?");
    children = children.slice(0, -Math.min(children.length, change.childrenLeaving ?? 1));
  }
  children = [...children, ...change.children].slice(0, PARTY_MAX);
  if (adults === before.adults && children.length === before.children.length && !change.rooms)
    return ask(change.adults < 0 ? "The plan is already for one traveller: who isn't coming?" : "Who is coming?");
  if (adults + children.length > PARTY_MAX)
    return ask(`I can plan for up to ${PARTY_MAX} travellers. Who should I leave out?`);
  plan.party = { ...plan.party, adults, children, ...(change.rooms ? { rooms: change.rooms } : {}) };
  plan.travellers = adults + children.length;
  if (children.some((a) => a === null || a < 10)) plan.stayRules.children = true;
  const now = partyOf(plan);
  let days = ctx.itinerary;
  const lines = [
    `Now ${now.label}${change.who && change.adults >= 0 && (change.adults > 0 || change.children.length) ? ` (${change.who} added)` : ""}.`,
  ];
  // A group bigger than one booking takes, still bigger: the searches, and so the prices, are
  // those of the share already searched (planner/party.ts), so there is nothing to re-price.
  if (
    now.adults === searched.adults &&
    now.children.length === searched.children.length &&
    now.rooms === searched.rooms
  )
    return { plan, itinerary: days, lines, problems: [] };
  // Re-priced for the new party: each stay searched again (the same hotel if it still has room
  // for them), and the flights (the same ones, at the party's fare).
  const priced: string[] = [];
  for (const stay of staysOf(days)) {
    const dayN = days.findIndex((d) => d.date === stay.hotel.check_in) + 1;
    const city = cityOfDay(days, Math.max(1, dayN), plan);
    if (!city) continue;
    const found = await ctx.tools.hotels(hotelQuery(plan, stay.hotel, city));
    const same = found.hotels.find((h) => h.hotel_name === stay.hotel.hotel_name);
    const sorted = [...found.hotels].filter((h) => h.total_price >= 0).sort((x, y) => x.total_price - y.total_price);
    const next = same ?? sorted[Math.floor(sorted.length / 2)];
    if (!next) {
      priced.push(`no stay in ${stay.city} takes ${now.label}: ${found.note ?? "pick another area?"}`);
      continue;
    }
    const r = chooseHotel(days, next, stay.city);
    if (!r.ok) continue;
    days = r.itinerary;
    priced.push(
      same
        ? `${b(next.hotel_name)} ${money(stay.hotel.total_price)} → ${money(next.total_price)}${(next.rooms ?? 1) > 1 ? ` (${next.rooms} rooms)` : ""}`
        : `${b(stay.hotel.hotel_name)} isn't offered for ${now.label}, so ${b(next.hotel_name)}${stars(next)}, ${money(next.total_price)}`,
    );
  }
  const j = journeyOf(days, "any");
  const flights = new Set<AnyFlight>();
  for (const d of days) for (const it of d.items) if (it.flight) flights.add(it.flight as AnyFlight);
  for (const f of flights) {
    const found = await searchAgain(f, plan, ctx.tools);
    const same = found.flights.find((x) => sameFlight(x, f));
    const next =
      same ??
      [...found.flights].sort(
        (x, y) =>
          Math.abs(Date.parse(departs(x, 0)) - Date.parse(departs(f, 0))) -
          Math.abs(Date.parse(departs(y, 0)) - Date.parse(departs(f, 0))),
      )[0];
    if (!next) continue;
    const r = chooseFlight(days, next);
    if (!r.ok) continue;
    days = r.itinerary;
    priced.push(
      `flights ${money(flightPrice(f))} → ${money(flightPrice(next))}${same ? "" : ` (the same flight isn't offered for ${now.label}, so the nearest one)`}`,
    );
  }
  if (priced.length) lines.push(`Re-priced: ${priced.join("; ")}.`);
  else if (!j) lines.push("Nothing booked in the plan depends on the head count yet.");
  return { plan, itinerary: days, lines, problems: [] };
}

// --- Days out (excursion.ts) -------------------------------------------------------------------

/** The trip's stop a day is spent at, as the plan knows it (for the planner's day builder). */
function baseOf(itinerary: readonly TItineraryDay[], day: number, plan: Plan) {
  const where = cityOfDay(itinerary, day, plan);
  if (!where) return null;
  const ref = [...plan.stays.map((s) => s.place), ...(plan.destination ? [plan.destination] : [])].find(
    (r) => r.name === where.name,
  );
  return ref ?? { ...where, country: "", country_code: "", airport: null };
}

/** What a day's visits are, by name, for the reply. */
const visitsOn = (items: readonly TItineraryItem[]) => items.filter((it) => isVisit(it)).map((it) => it.location);

/** A day out taken off its day: the day laid out again in the base (or, on a day tied to a journey, just without it). */
async function dropOuting(o: Outing, itinerary: readonly TItineraryDay[], ctx: ChangeContext, plan: Plan) {
  const seen = unique(o.items.filter((it) => isVisit(it)).map((it) => b(it.location)));
  const lunch = o.items.some((it) => it.meal) ? ["lunch there"] : [];
  const said = and([...seen, ...lunch]) || b(o.sight);
  for (const it of o.items) if (it.place && !it.meal) remember(plan, "avoid", it.location);
  const base = baseOf(itinerary, o.day, plan);
  const rebuilt =
    base && isWholeDay(itinerary, o.day)
      ? await planDay({ itinerary, day: o.day, base, plan, tools: ctx.tools })
      : null;
  if (rebuilt?.length) return { itinerary: withDay(itinerary, o.day, rebuilt), seen: said, now: visitsOn(rebuilt) };
  const day = itinerary[o.day - 1] as TItineraryDay;
  return {
    itinerary: withDay(
      itinerary,
      o.day,
      day.items.filter((it) => !o.items.includes(it)),
    ),
    seen: said,
    now: [],
  };
}

/** A day out moved to day `to`: the two days trade places when both are whole days, else `to` is laid out as the day out and its old day given back. */
async function moveOuting(o: Outing, to: number, ctx: ChangeContext, plan: Plan): Promise<ChangeOutcome> {
  const { itinerary } = ctx;
  if (to === o.day)
    return { plan, itinerary, lines: [`Day ${to} is already your day trip to ${b(o.sight)}.`], problems: [] };
  if (to < 1 || to > itinerary.length) return ask(`The trip has days 1 to ${itinerary.length}: which day?`);
  remember(plan, "mustSee", o.sight);
  if (isWholeDay(itinerary, to) && isWholeDay(itinerary, o.day)) {
    const r = swapWholeDays(itinerary, o.day, to);
    if (r.ok)
      return {
        plan,
        itinerary: r.itinerary,
        lines: [
          `Moved the day trip to ${b(o.sight)} (ride out, visits, lunch there and ride back) from day ${o.day} to day ${to}.`,
          `Day ${o.day} now has what day ${to} had: ${and(visitsOn(itinerary[to - 1]?.items ?? []).map(b)) || "a free day"}.`,
        ],
        problems: [],
      };
  }
  const base = baseOf(itinerary, to, plan);
  const day =
    base && isFullDay(itinerary, to)
      ? await planDay({ itinerary, day: to, base, plan, tools: ctx.tools, wish: o.sight })
      : null;
  if (!day)
    return ask(
      `Day ${to} is a travel day, too short for the day trip to ${b(o.sight)} (about ${formatDuration(o.ride.minutes ?? 60)} each way). Another day?`,
    );
  const moved = withDay(itinerary, to, day);
  const back = await dropOuting(o, moved, ctx, plan);
  plan.avoid = plan.avoid.filter((x) => !o.items.some((it) => it.location.toLowerCase() === x));
  remember(plan, "mustSee", o.sight);
  return {
    plan,
    itinerary: back.itinerary,
    lines: [
      `Moved the day trip to ${b(o.sight)} from day ${o.day} to day ${to}: ${timesOf(day)}.`,
      back.now.length
        ? `Day ${o.day} is back in ${o.base}, with ${and(back.now.map(b))}.`
        : `Day ${o.day} is back in ${o.base}.`,
    ],
    problems: [],
  };
}

/** A day out's times in a few words: leaving and coming back. */
function timesOf(items: readonly TItineraryItem[]): string {
  const out = items.find((it) => /^Day trip to /.test(it.activity));
  const back = items.find((it) => /^Back to /.test(it.activity));
  return out && back
    ? `leave at ${out.time}, back at ${minutesToClock(minutesOf(back.time) + (back.minutes ?? 0))}`
    : "the whole day";
}
const minutesToClock = (m: number) =>
  `${String(Math.floor(m / 60) % 24).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;

/**
 * "add Niagara Falls on day 2", "a day trip to Sintra": a sight that is a day out from the day's
 * base becomes the planner's day out on that day (the first whole day without one when no day
 * was said). Null when the words name no day out from there.
 */
async function addOuting(
  what: string,
  day: number | undefined,
  where: { name: string },
  ctx: ChangeContext,
  plan: Plan,
): Promise<ChangeOutcome | null> {
  const { itinerary } = ctx;
  const wish = what
    .replace(/\b(?:a |the )?(?:day[- ]?trip|excursion|outing|day out|tour)s?\b(?: to)?/gi, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (!wish) return null;
  const taken = new Set(outingsOf(itinerary).map((o) => o.day));
  const on = day ?? itinerary.map((_, i) => i + 1).find((n) => isWholeDay(itinerary, n) && !taken.has(n));
  if (on === undefined) return null;
  const base = baseOf(itinerary, on, plan);
  if (!base || base.name !== where.name) return null;
  const items = await planDay({ itinerary, day: on, base, plan, tools: ctx.tools, wish });
  if (!items) return null;
  if (!isFullDay(itinerary, on))
    return ask(`Day ${on} is a travel day, too short for a day trip from ${base.name}. Another day?`);
  const sight = items.find((it) => isVisit(it))?.location ?? titled(wish);
  remember(plan, "mustSee", sight);
  const dropped = visitsOn(
    (itinerary[on - 1]?.items ?? []).filter((it) => !items.some((x) => x.location === it.location)),
  );
  const lines = [
    `Day ${on} is now a day trip from ${base.name} to ${b(sight)}: ${timesOf(items)}, with ${and(unique(visitsOn(items)).map(b))}.`,
  ];
  if (dropped.length) lines.push(`To make room, dropped ${and(dropped.map(b))} from day ${on}.`);
  return { plan, itinerary: withDay(itinerary, on, items), lines, problems: [] };
}

/**
 * Two days traded. Two whole days in one place (no flight, no check-in) trade everything, meals
 * and a day trip's rides included, at the same times; otherwise their visits trade and are timed
 * again around what stays on each date, a visit with no room while it is open kept and said.
 */
function swapDays(itinerary: readonly TItineraryDay[], a: number, b2: number, plan: Plan): ChangeOutcome {
  const sights = (n: number) => (itinerary[n - 1]?.items ?? []).filter((it) => isVisit(it));
  const names = (items: readonly TItineraryItem[]) =>
    items.length ? and(items.map((it) => b(it.location))) : "no visits";
  const whole = swapWholeDays(itinerary, a, b2);
  if (whole.ok)
    return {
      plan,
      itinerary: whole.itinerary,
      lines: [`Swapped days ${a} and ${b2}: day ${a} now has ${names(sights(b2))}; day ${b2} has ${names(sights(a))}.`],
      problems: [],
    };
  const r = swapDayVisits(itinerary, a, b2);
  if (!r.ok) return ask(r.reason);
  const lines = [
    `Swapped days ${a} and ${b2}: day ${a} now has ${names(r.toA)}; day ${b2} has ${names(r.toB)}. Flights, the hotel and meals stay on their dates.`,
  ];
  if (r.stayed.length)
    lines.push(
      `${and(r.stayed.map((it) => b(it.location)))} had no time at all on the other day, so ${r.stayed.length > 1 ? "they stay" : "it stays"} where ${r.stayed.length > 1 ? "they were" : "it was"}.`,
    );
  if (r.outOfHours.length)
    lines.push(
      `Heads-up: ${and(r.outOfHours.map((it) => `${b(it.location)} (now ${it.time})`))} had no room while open on ${r.outOfHours.length > 1 ? "their" : "its"} new day: check the opening hours, or ask me to move ${r.outOfHours.length > 1 ? "them" : "it"}.`,
    );
  return { plan, itinerary: r.itinerary, lines, problems: [] };
}

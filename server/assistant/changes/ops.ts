import { DateTime } from "luxon";
import type { TItineraryDay, TItineraryItem } from "../../../common/api/trips";
import { placeKindOf } from "../../../common/travel/place-kinds";
import type { TFlight, THotel, TPlace, TRoundTrip } from "../../../common/travel/schemas";
import type { TDietName } from "../../../common/travel/trip-model";
import { activityFor as plannerActivity } from "../../planner/activity-words";
import { pickRestaurant, restaurantPlace, suits, type Tier } from "../../planner/meals";
import { formatDuration, modeWord } from "../../planner/transport";
import { airportByCode } from "../../travel/geo/airports";
import type { TCatalogueRestaurant } from "../../travel/places/catalogue/schema";
import { type Found, findItems } from "./match";
import {
  endOf,
  freeSlot,
  hhmm,
  insertByTime,
  isJourney,
  isVisit,
  landingOf,
  minutesOf,
  type Spot,
  wayBetween,
  windowOf,
} from "./slots";

// Pure operations on an itinerary (the spec's TItineraryDay[]): each returns a new itinerary and
// what it did, or why it could not ({ ok: false, reason }), never throwing and never touching its
// input. They are the offline engine's targeted changes and the language model's tools alike, so
// every input is plain data (days are numbered from 1, as travellers count them) and every reason
// is a sentence a traveller can read.

export type OpFailure = { ok: false; reason: string /** The items a vague name could mean. */; choices?: Found[] };
export type OpResult<T extends object = object> = ({ ok: true; itinerary: TItineraryDay[] } & T) | OpFailure;

/** An item by what a traveller calls it, on a day when they said one. */
export type ItemMatch = { name: string; day?: number };

const fail = (reason: string, choices?: Found[]): OpFailure =>
  choices ? { ok: false, reason, choices } : { ok: false, reason };
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const dayLabel = (n: number) => `day ${n}`;
const unique = (xs: string[]) => [...new Set(xs)];
const copy = (itinerary: readonly TItineraryDay[]): TItineraryDay[] =>
  itinerary.map((d) => ({ date: d.date, items: [...d.items] }));

function checkDay(itinerary: readonly TItineraryDay[], day: number): string | null {
  if (!Number.isInteger(day) || day < 1 || day > itinerary.length)
    return itinerary.length
      ? `The trip has days 1 to ${itinerary.length}; there is no day ${day}.`
      : "The trip has no days yet.";
  return null;
}

/** One item that `match` names, or why not (none, or several: which one?). */
export function locate(
  itinerary: readonly TItineraryDay[],
  match: ItemMatch,
  kinds: "places" | "any" = "places",
): Found | OpFailure {
  if (match.day !== undefined) {
    const bad = checkDay(itinerary, match.day);
    if (bad) return fail(bad);
  }
  const found = findItems(itinerary, match.name, { ...(match.day !== undefined ? { day: match.day } : {}), kinds });
  const where = match.day !== undefined ? ` on ${dayLabel(match.day)}` : "";
  if (!found.length) return fail(`There is no "${match.name.slice(0, 60)}" in the itinerary${where}.`);
  // The same place twice (a meal and a visit at one market) is still one answer when on one day.
  if (found.length > 1) {
    // Labels that tell the choices apart: the day, and the time and what it is when the day is shared.
    const shown = found.slice(0, 4);
    const plain = (f: Found) => `${f.item.location} (${dayLabel(f.day)})`;
    const label = (f: Found) =>
      shown.filter((g) => plain(g) === plain(f)).length > 1
        ? `${f.item.location} (${dayLabel(f.day)} at ${f.item.time}: ${f.item.meal ?? f.item.activity.split(" ")[0]?.toLowerCase()})`
        : plain(f);
    return fail(`"${match.name.slice(0, 60)}" could be ${unique(shown.map(label)).join(" or ")}: which one?`, found);
  }
  return found[0] as Found;
}

/** What the itinerary says for a visit, in the planner's words. */
export const activityFor = (place: Pick<TPlace, "name" | "types">) =>
  plannerActivity(placeKindOf(place.types), place.name);

export type AddPlace = {
  day: number;
  place: TPlace;
  /** "HH:MM": that time or nothing. */
  time?: string;
  /** Minutes after midnight the traveller would like it near (morning, afternoon, evening). */
  prefer?: number;
  /** How long; the kind's usual visit otherwise. */
  minutes?: number;
  /** The itinerary's text for it; the planner's wording otherwise. */
  activity?: string;
  /** When the day is full: drop one visit to make room (and say which). */
  makeRoom?: boolean;
  /** Any free time of the day, open or not (a day's plans moved whole keep every visit, said). */
  anyHours?: boolean;
};
export type Added = { item: TItineraryItem; dropped: TItineraryItem[] };

/** A place added to a day at a free time it is open, or where one visit made room. */
export function addPlace(itinerary: readonly TItineraryDay[], input: AddPlace): OpResult<Added> {
  const bad = checkDay(itinerary, input.day);
  if (bad) return fail(bad);
  if (input.time !== undefined && !TIME.test(input.time)) return fail(`"${input.time}" is not a time like 14:30.`);
  const { place } = input;
  if (!place?.name || !Number.isFinite(place.lat) || !Number.isFinite(place.lng))
    return fail("That place has no location.");
  const days = copy(itinerary);
  const day = days[input.day - 1] as TItineraryDay;
  const already = day.items.find((it) => it.place?.name === place.name && !it.meal);
  if (already) return fail(`${place.name} is already on ${dayLabel(input.day)} at ${already.time}.`);
  const w = windowOf(place.types);
  const minutes = Math.max(15, Math.min(600, Math.round(input.minutes ?? w.minutes)));
  const ask = {
    at: place,
    minutes,
    open: input.anyHours ? 0 : w.open,
    close: input.anyHours ? 24 * 60 : w.close,
    kind: placeKindOf(place.types),
    ...(input.time ? { exactly: minutesOf(input.time) } : {}),
    ...(input.prefer !== undefined ? { prefer: input.prefer } : {}),
  };
  let at = freeSlot(day, ask);
  let dropped: TItineraryItem[] = [];
  // A slot only between two of the same kind (a museum after a museum) is a last resort: where
  // room may be made, a visit gives way first if that frees a slot that does not clash.
  const clashing = at !== null && clashesAt(day, at, minutes, ask.kind);
  if ((at === null || clashing) && input.makeRoom) {
    // The visit whose going frees a slot nearest the time wanted; the shortest of equals.
    const options = day.items
      .map((it, i) => ({ it, i }))
      .filter(({ it }) => isVisit(it))
      .map(({ it, i }) => ({ it, slot: freeSlot({ ...day, items: day.items.filter((_, k) => k !== i) }, ask) }))
      .filter((o): o is { it: TItineraryItem; slot: number } => o.slot !== null)
      // Whether the slot it frees puts a museum right after a museum: such options come last.
      .map((o) => ({
        ...o,
        clash: clashesAt({ ...day, items: day.items.filter((x) => x !== o.it) }, o.slot, minutes, ask.kind),
      }))
      .filter((o) => !clashing || !o.clash)
      .sort(
        (a, b) =>
          Number(a.clash) - Number(b.clash) ||
          Math.abs(a.slot - (ask.prefer ?? ask.exactly ?? a.slot)) -
            Math.abs(b.slot - (ask.prefer ?? ask.exactly ?? b.slot)) ||
          (a.it.minutes ?? 60) - (b.it.minutes ?? 60),
      );
    const best = options[0];
    if (best) {
      day.items = day.items.filter((it) => it !== best.it);
      dropped = [best.it];
      at = best.slot;
    } else if (at === null) {
      // A long visit on a full day ("put the big museum on day 2"): two visits side by side make
      // way when one is not enough, and both are said.
      const visits = day.items.filter((it) => isVisit(it));
      const pairs = visits
        .slice(1)
        .map((it, k) => [visits[k] as TItineraryItem, it] as const)
        .map((pair) => ({ pair, slot: freeSlot({ ...day, items: day.items.filter((x) => !pair.includes(x)) }, ask) }))
        .filter((o): o is { pair: readonly [TItineraryItem, TItineraryItem]; slot: number } => o.slot !== null)
        .sort(
          (a, b) =>
            Math.abs(a.slot - (ask.prefer ?? ask.exactly ?? a.slot)) -
            Math.abs(b.slot - (ask.prefer ?? ask.exactly ?? b.slot)),
        );
      const two = pairs[0];
      if (two) {
        day.items = day.items.filter((it) => !two.pair.includes(it));
        dropped = [...two.pair];
        at = two.slot;
      }
    }
  }
  if (at === null) {
    const hours = `${hhmm(w.open)}-${hhmm(w.close)}`;
    return fail(
      input.time
        ? `${place.name} doesn't fit on ${dayLabel(input.day)} at ${input.time}: it is open ${hours}, takes about ${minutes} minutes, and the day has something else then.`
        : `${dayLabel(input.day)[0]?.toUpperCase()}${dayLabel(input.day).slice(1)} has no free ${minutes} minutes while ${place.name} is open (${hours}).`,
    );
  }
  const item: TItineraryItem = {
    date: day.date,
    time: hhmm(at),
    type: "place",
    location: place.name,
    activity: input.activity ?? activityFor(place),
    place,
    minutes,
  };
  day.items = insertByTime(day.items, item);
  return { ok: true, itinerary: days, item, dropped };
}

export type AddActivity = {
  day: number;
  activity: string;
  location: string;
  /** Where it roughly is (the day's city): for the way to and from it. */
  at: Spot;
  minutes: number;
  time?: string;
  prefer?: number;
};

/** An activity with no place on file ("a tango show") at a free time of the waking day. */
export function addActivity(
  itinerary: readonly TItineraryDay[],
  input: AddActivity,
): OpResult<{ item: TItineraryItem }> {
  const bad = checkDay(itinerary, input.day);
  if (bad) return fail(bad);
  if (input.time !== undefined && !TIME.test(input.time)) return fail(`"${input.time}" is not a time like 14:30.`);
  const days = copy(itinerary);
  const day = days[input.day - 1] as TItineraryDay;
  const minutes = Math.max(15, Math.min(600, Math.round(input.minutes)));
  const at = freeSlot(day, {
    at: input.at,
    minutes,
    open: 0,
    close: 24 * 60,
    ...(input.time ? { exactly: minutesOf(input.time) } : {}),
    ...(input.prefer !== undefined ? { prefer: input.prefer } : {}),
  });
  if (at === null) return fail(`${dayLabel(input.day)} has no free ${minutes} minutes.`);
  const item: TItineraryItem = {
    date: day.date,
    time: hhmm(at),
    type: "other",
    location: input.location,
    activity: input.activity,
    minutes,
  };
  day.items = insertByTime(day.items, item);
  return { ok: true, itinerary: days, item };
}

/** Whether a visit of `kind` at `at` would sit right next to another of the same kind. */
function clashesAt(day: TItineraryDay, at: number, minutes: number, kind: string): boolean {
  if (!["museum", "viewpoint", "market"].includes(kind)) return false;
  const timed = day.items.filter((it) => it.type !== "reddit" && !it.rest);
  const before = timed.filter((it) => minutesOf(it.time) < at).pop();
  const after = timed.find((it) => minutesOf(it.time) >= at + minutes);
  const kindOf = (it: TItineraryItem | undefined) =>
    it && isVisit(it) && it.place ? placeKindOf(it.place.types) : undefined;
  return kindOf(before) === kind || kindOf(after) === kind;
}

/** An item taken out; the time it held stays free (no "free time" filler). Flights and hotels are chosen, not removed. */
export function removeItem(itinerary: readonly TItineraryDay[], match: ItemMatch): OpResult<{ removed: Found }> {
  const found = locate(itinerary, match, "any");
  if ("ok" in found) return found;
  if (found.item.type === "Flight" || found.item.type === "Hotel" || isJourney(found.item))
    return fail(`${found.item.activity} can't just be removed: choose another flight or hotel, or say "no flights".`);
  const days = copy(itinerary);
  const day = days[found.day - 1] as TItineraryDay;
  day.items = day.items.filter((_, i) => i !== found.index);
  return { ok: true, itinerary: days, removed: found };
}

export type MoveTo = { day: number; time?: string; prefer?: number; makeRoom?: boolean };

/** A visit moved to another day (or time), at a free time it is open there. */
export function moveItem(
  itinerary: readonly TItineraryDay[],
  match: ItemMatch,
  to: MoveTo,
): OpResult<{ from: Found; item: TItineraryItem; dropped: TItineraryItem[] }> {
  const found = locate(itinerary, match);
  if ("ok" in found) return found;
  const { item } = found;
  if (!isVisit(item) || !item.place)
    return fail(
      item.meal
        ? "Meals stay with their day: I can change where you eat instead."
        : `${item.activity} can't be moved that way.`,
    );
  if (found.day === to.day && to.time === undefined && to.prefer === undefined)
    return fail(`${item.location} is already on ${dayLabel(to.day)}.`);
  const without = copy(itinerary);
  (without[found.day - 1] as TItineraryDay).items.splice(found.index, 1);
  const added = addPlace(without, {
    day: to.day,
    place: item.place,
    minutes: item.minutes ?? windowOf(item.place.types).minutes,
    activity: item.activity,
    prefer: to.prefer ?? minutesOf(item.time),
    ...(to.time ? { time: to.time } : {}),
    ...(to.makeRoom ? { makeRoom: true } : {}),
  });
  if (!added.ok) return added;
  return { ok: true, itinerary: added.itinerary, from: found, item: added.item, dropped: added.dropped };
}

/** Two visits trade places: each goes to the other's day, near the other's time. */
export function swapItems(
  itinerary: readonly TItineraryDay[],
  a: ItemMatch,
  b: ItemMatch,
): OpResult<{ a: Found; b: Found; items: [TItineraryItem, TItineraryItem] }> {
  const x = locate(itinerary, a);
  if ("ok" in x) return x;
  const y = locate(itinerary, b);
  if ("ok" in y) return y;
  if (x.day === y.day && x.index === y.index) return fail("Those are the same stop.");
  if (!isVisit(x.item) || !isVisit(y.item) || !x.item.place || !y.item.place)
    return fail("Only visits can swap places; meals stay with their day.");
  const days = copy(itinerary);
  (days[x.day - 1] as TItineraryDay).items = (days[x.day - 1] as TItineraryDay).items.filter(
    (it) => it !== x.item && it !== y.item,
  );
  (days[y.day - 1] as TItineraryDay).items = (days[y.day - 1] as TItineraryDay).items.filter(
    (it) => it !== x.item && it !== y.item,
  );
  const put = (list: TItineraryDay[], item: TItineraryItem, day: number, near: string) =>
    addPlace(list, {
      day,
      place: item.place as TPlace,
      minutes: item.minutes ?? 60,
      activity: item.activity,
      prefer: minutesOf(near),
    });
  const first = put(days, x.item, y.day, y.item.time);
  if (!first.ok) return fail(`${x.item.location} doesn't fit where ${y.item.location} was: ${first.reason}`);
  const second = put(first.itinerary, y.item, x.day, x.item.time);
  if (!second.ok) return fail(`${y.item.location} doesn't fit where ${x.item.location} was: ${second.reason}`);
  return { ok: true, itinerary: second.itinerary, a: x, b: y, items: [first.item, second.item] };
}

/**
 * Two days trade their visits ("swap days 1 and 2"): each visit goes to the other day near the time
 * it held, at a free time it is open there; flights, the hotel and meals stay with their dates.
 */
export function swapDayVisits(
  itinerary: readonly TItineraryDay[],
  a: number,
  b: number,
): OpResult<{
  toA: TItineraryItem[];
  toB: TItineraryItem[];
  outOfHours: TItineraryItem[];
  /** Visits the other day had no time for at all (a late landing): left on their own day. */
  stayed: TItineraryItem[];
}> {
  const bad = checkDay(itinerary, a) ?? checkDay(itinerary, b);
  if (bad) return fail(bad);
  if (a === b) return fail("Those are the same day.");
  const days = copy(itinerary);
  const visitsOf = (n: number) => (days[n - 1] as TItineraryDay).items.filter(isVisit);
  const fromA = visitsOf(a);
  const fromB = visitsOf(b);
  if (!fromA.length && !fromB.length) return fail(`Days ${a} and ${b} have no visits to swap.`);
  for (const n of [a, b]) {
    const day = days[n - 1] as TItineraryDay;
    day.items = day.items.filter((it) => !isVisit(it));
  }
  let list: TItineraryDay[] = days;
  const placed = {
    toA: [] as TItineraryItem[],
    toB: [] as TItineraryItem[],
    outOfHours: [] as TItineraryItem[],
    stayed: [] as TItineraryItem[],
  };
  const move = (items: TItineraryItem[], to: number, into: TItineraryItem[]): string | null => {
    const home = to === a ? b : a;
    for (const item of items) {
      const input = {
        day: to,
        place: item.place as TPlace,
        minutes: item.minutes ?? windowOf((item.place as TPlace).types).minutes,
        activity: item.activity,
      };
      // Near the time it held; else wherever the other day has room while it is open.
      let added = addPlace(list, { ...input, prefer: minutesOf(item.time) });
      if (!added.ok) added = addPlace(list, input);
      // The other day may be shorter (a flight lands on it): a shorter visit before none at all.
      for (const share of [0.75, 0.5]) {
        if (added.ok) break;
        added = addPlace(list, { ...input, minutes: Math.max(30, Math.round(input.minutes * share)) });
      }
      // A swap moves the days as asked: a visit with no room while it is open still goes, at a
      // free time of the day, and is said (never the whole swap refused for one visit).
      let late = false;
      if (!added.ok) {
        added = addPlace(list, { ...input, anyHours: true, prefer: minutesOf(item.time) });
        late = added.ok;
      }
      if (!added.ok) {
        // No time at all on the other day (it is spent arriving): the visit keeps its own day.
        const kept = addPlace(list, { ...input, day: home, prefer: minutesOf(item.time) });
        if (!kept.ok) return `${item.location} doesn't fit on day ${to}: ${added.reason}`;
        list = kept.itinerary;
        placed.stayed.push(kept.item);
        continue;
      }
      list = added.itinerary;
      into.push(added.item);
      if (late) placed.outOfHours.push(added.item);
    }
    return null;
  };
  // The day that lost its own visits first takes the other's, so a visit left on its day finds room.
  const why = move(fromB, a, placed.toA) ?? move(fromA, b, placed.toB);
  if (why) return fail(why);
  return { ok: true, itinerary: list, ...placed };
}

/** The item to pin (the itinerary itself is unchanged: pinning is the rows' flag, set by the service). */
export function pinItem(itinerary: readonly TItineraryDay[], match: ItemMatch): OpResult<{ pinned: Found }> {
  const found = locate(itinerary, match, "any");
  if ("ok" in found) return found;
  return { ok: true, itinerary: copy(itinerary), pinned: found };
}

/** A day with no journey that is neither the first nor the last: a whole day in one place. */
export function isFullDay(itinerary: readonly TItineraryDay[], day: number): boolean {
  const d = itinerary[day - 1];
  return !!d && day > 1 && day < itinerary.length && !d.items.some(isJourney);
}

/**
 * A lighter day: its first visit of the morning and of the afternoon kept (one on a travel day),
 * the rest dropped, meals kept; or a rest day: every visit dropped and the day said to be free.
 */
export function lightenDay(
  itinerary: readonly TItineraryDay[],
  input: { day: number; rest?: boolean; city?: string },
): OpResult<{ dropped: TItineraryItem[]; kept: TItineraryItem[] }> {
  const bad = checkDay(itinerary, input.day);
  if (bad) return fail(bad);
  const days = copy(itinerary);
  const day = days[input.day - 1] as TItineraryDay;
  const visits = day.items.filter((it) => isVisit(it) || (it.type === "place" && !it.meal));
  let kept: TItineraryItem[] = [];
  if (!input.rest) {
    const morning = visits.find((it) => minutesOf(it.time) < 750);
    const afternoon = visits.find((it) => minutesOf(it.time) >= 750 && minutesOf(it.time) < 1140);
    // A day already down to its keep still sheds one visit when it has two: lighter means fewer.
    const keep = Math.min(isFullDay(itinerary, input.day) ? 2 : 1, Math.max(1, visits.length - 1));
    kept = [morning, afternoon, ...visits].filter((v, i, all): v is TItineraryItem => !!v && all.indexOf(v) === i);
    kept = kept.slice(0, keep);
    if (visits.length <= keep)
      return fail(
        `Day ${input.day} is already light (${visits.length === 1 ? "one visit" : `${visits.length} visits`} and meals).`,
      );
  }
  const dropped = visits.filter((v) => !kept.includes(v));
  if (input.rest && !dropped.length && day.items.some((it) => it.rest))
    return fail(`Day ${input.day} is already a rest day.`);
  // A travel day with nothing to see on it (the journey in, the hotel, a meal) is as light as it gets.
  if (input.rest && !dropped.length && day.items.some((it) => it.type === "Flight" || it.transport))
    return fail(
      `Day ${input.day} is already just the journey${day.items.some((it) => it.meal) ? " and a meal" : ""}, nothing else.`,
    );
  day.items = day.items.filter((it) => !dropped.includes(it));
  if (input.rest && !day.items.some((it) => it.rest)) {
    const breakfast = day.items.find((it) => it.meal === "breakfast");
    const at = breakfast ? endOf(breakfast) : 540;
    day.items = insertByTime(day.items, {
      date: day.date,
      time: hhmm(at),
      type: "other",
      location: input.city ?? day.items.find((it) => it.type === "Hotel")?.location ?? "",
      activity: `Rest day: a slow day${input.city ? ` in ${input.city}` : ""}, no plans needed`,
      minutes: 0,
      rest: true,
    });
  }
  return { ok: true, itinerary: days, dropped, kept };
}

// --- Flights ---------------------------------------------------------------------------------

type AnyFlight = TFlight | TRoundTrip;
const legs = (f: AnyFlight) => ("outbound_leg" in f ? [f.outbound_leg, f.return_leg] : [f]);
const route = (segments: TFlight["segments"]) => `${segments[0]?.origin_code} → ${segments.at(-1)?.arrive_code}`;

/** Minutes in the air, door to door of the leg, across time zones (as plan-trip.ts flightMove). */
function legMinutes(segments: TFlight["segments"]): number {
  const a = segments[0];
  const b = segments.at(-1);
  if (!a || !b) return 60;
  const minutes = DateTime.fromISO(`${b.arrive_date}T${b.arrive_time}`, {
    zone: airportByCode(b.arrive_code)?.tz ?? "utc",
  }).diff(
    DateTime.fromISO(`${a.depart_date}T${a.depart_time}`, { zone: airportByCode(a.origin_code)?.tz ?? "utc" }),
    "minutes",
  ).minutes;
  return Number.isFinite(minutes) && minutes > 0 ? Math.round(minutes) : 60;
}

export type FlightSwap = { date: string; route: string; was: string; now: string; lands: string };
export type Reflowed = { moved: TItineraryItem[]; dropped: TItineraryItem[]; added: TItineraryItem[] };

/**
 * Another flight for a journey the trip already flies (same airports and day): its Flight items
 * (both legs of a round trip) take its times and text, leaving for the airport moves with it, and
 * what no longer fits around it moves or goes (a later landing pushes the afternoon back, an
 * earlier departure brings check-out forward); a later flight home gives back a proper morning.
 */
export function chooseFlight(
  itinerary: readonly TItineraryDay[],
  flight: AnyFlight,
): OpResult<{ swaps: FlightSwap[] } & Reflowed> {
  const newLegs = legs(flight);
  if (!newLegs.every((l) => l.segments.length > 0)) return fail("That flight has no segments.");
  const days = copy(itinerary);
  const targets: { d: number; i: number; leg: (typeof newLegs)[number] }[] = [];
  for (const leg of newLegs) {
    const r = route(leg.segments);
    let hit: { d: number; i: number } | undefined;
    for (const [d, day] of days.entries())
      for (const [i, it] of day.items.entries())
        if (!hit && it.type === "Flight" && it.location.replace(/\s+/g, " ") === r) hit = { d, i };
    if (!hit) return fail(`The trip has no flight ${r} to swap.`);
    const date = leg.segments[0]?.depart_date;
    if ((days[hit.d] as TItineraryDay).date !== date)
      return fail(`That flight leaves on ${date}, not on day ${hit.d + 1}: the trip's dates would change.`);
    targets.push({ ...hit, leg });
  }
  const swaps: FlightSwap[] = [];
  const out: Reflowed = { moved: [], dropped: [], added: [] };
  for (const { d, i, leg } of targets) {
    const day = days[d] as TItineraryDay;
    const old = day.items[i] as TItineraryItem;
    const first = leg.segments[0] as TFlight["segments"][number];
    const last = leg.segments.at(-1) as TFlight["segments"][number];
    const overnight = last.arrive_date !== first.depart_date;
    const homeward = /^Fly home\b/.test(old.activity);
    const next: TItineraryItem = {
      ...old,
      time: first.depart_time,
      minutes: legMinutes(leg.segments),
      flight,
      activity: homeward
        ? `Fly home from ${first.origin_code} to ${last.arrive_code}`
        : `Fly from ${first.origin_code} to ${last.arrive_code}${overnight ? " (overnight)" : ""}, landing at ${last.arrive_time}${overnight ? ` on ${DateTime.fromISO(last.arrive_date).toFormat("ccc d LLL")}` : ""}`,
    };
    swaps.push({ date: day.date, route: route(leg.segments), was: old.time, now: next.time, lands: last.arrive_time });
    day.items[i] = next;
    // The morning before leaving (a flight that is not the day's first item leaves from a stay).
    if (i > 0) leaveEarlierOrLater(day, i, minutesOf(old.time), minutesOf(next.time), out);
    // Flying from home, now landing tomorrow: what was planned after landing today cannot happen
    // today; the check-in moves to the landing, the rest goes.
    const landsLater = landingOf(next).date > day.date;
    if (!homeward && i === 0 && landsLater) {
      const after = day.items.slice(1).filter((x) => x.type !== "reddit" && !isJourney(x));
      const landDay = days.find((x) => x.date === landingOf(next).date);
      for (const it of after) {
        day.items = day.items.filter((x) => x !== it);
        if (it.type === "Hotel" && /^Check in/.test(it.activity) && landDay) {
          const moved: TItineraryItem = {
            ...it,
            date: landDay.date,
            time: hhmm(Math.min(1439, landingOf(next).at + 60)),
            activity: /and rest$/.test(it.activity) ? it.activity : `${it.activity} and rest`,
          };
          landDay.items = [moved, ...landDay.items];
          out.moved.push(moved);
        } else out.dropped.push(it);
      }
    }
    // The afternoon after landing: the same day, or the next when it lands tomorrow.
    if (!homeward) {
      const landing = landingOf(next);
      const landDay = days.find((x) => x.date === landing.date);
      // Only what now starts too soon after landing moves: an earlier landing leaves the day as it was.
      if (landDay) pushLater(landDay, landDay === day ? day.items.indexOf(next) + 1 : 0, landing.at + 60, out);
    }
  }
  return { ok: true, itinerary: days, swaps, ...out };
}

/** Items from `from` on start no earlier than `cursor` (and the way to them): moved later, or dropped when they no longer fit. */
function pushLater(day: TItineraryDay, from: number, cursor: number, out: Reflowed): void {
  let t = cursor;
  let here: Spot | null = null;
  const items = [...day.items];
  for (let i = from; i < items.length; i++) {
    const it = items[i] as TItineraryItem;
    if (it.type === "reddit" || it.rest) continue;
    if (isJourney(it)) break;
    const need: number = t + (here && it.place ? wayBetween(here, it.place) : 0);
    const at = minutesOf(it.time);
    if (at >= need) {
      t = endOf(it);
      here = it.place ?? null;
      continue;
    }
    let start: number = Math.ceil(need / 5) * 5;
    if (it.type === "Hotel" && /^Check in/.test(it.activity)) start = Math.max(start, 900);
    const close = isVisit(it) && it.place ? windowOf(it.place.types).close : it.meal ? 1380 : 1439;
    const bagsTooLate = /^Drop your bags/.test(it.activity) && start >= 900;
    if (bagsTooLate || start + (it.minutes ?? 60) > Math.min(close, 1439)) {
      out.dropped.push(it);
      day.items = day.items.filter((x) => x !== it);
      continue;
    }
    const moved: TItineraryItem = { ...it, time: hhmm(start) };
    day.items = day.items.map((x) => (x === it ? moved : x));
    out.moved.push(moved);
    t = endOf(moved);
    here = moved.place ?? null;
  }
}

/**
 * The morning before a flight that now leaves at `newDep` instead of `oldDep`: leaving for the
 * airport keeps its margin; earlier, what ends too late moves earlier (check-out, a meal) or goes
 * (a visit); later, a check-out squeezed against the old time goes back to a civil hour, with
 * breakfast at the hotel when there was none.
 */
function leaveEarlierOrLater(
  day: TItineraryDay,
  flightAt: number,
  oldDep: number,
  newDep: number,
  out: Reflowed,
): void {
  const before = day.items.slice(0, flightAt);
  const head = before.find((x) => /^Head to the airport/.test(x.activity));
  const margin = head ? oldDep - minutesOf(head.time) : 225;
  const oldLimit = oldDep - margin;
  const limit = Math.max(0, newDep - margin);
  if (head) {
    const moved = { ...head, time: hhmm(limit) };
    day.items = day.items.map((x) => (x === head ? moved : x));
  }
  const stay = before.filter((x) => x !== head && x.type !== "reddit" && !x.rest && !isJourney(x));
  if (limit < oldLimit) {
    let edge = limit;
    for (const it of [...stay].reverse()) {
      if (endOf(it) <= edge) break;
      const start = edge - (it.minutes ?? 60);
      if (isVisit(it) || (it.meal && start < 360) || start < 0) {
        out.dropped.push(it);
        day.items = day.items.filter((x) => x !== it);
        continue;
      }
      const moved = { ...it, time: hhmm(start) };
      day.items = day.items.map((x) => (x === it ? moved : x));
      out.moved.push(moved);
      edge = start;
    }
  } else if (limit > oldLimit) {
    const checkout = stay.find((x) => x.type === "Hotel" && /^Check out/.test(x.activity));
    if (checkout && endOf(checkout) >= oldLimit - 10) {
      const prior = stay.filter((x) => x !== checkout && minutesOf(x.time) < minutesOf(checkout.time)).at(-1);
      const t = prior ? endOf(prior) : minutesOf(checkout.time);
      const at = Math.min(Math.max(t, 570), Math.max(t, Math.min(660, limit - 20)), limit - 15);
      if (at > minutesOf(checkout.time)) {
        const moved = { ...checkout, time: hhmm(at) };
        day.items = day.items.map((x) => (x === checkout ? moved : x));
        out.moved.push(moved);
        const hasBreakfast = day.items.some((x) => x.meal === "breakfast");
        const bt = Math.floor((at - 50) / 5) * 5;
        if (!hasBreakfast && bt >= 420 && bt >= t && checkout.hotel) {
          const breakfast: TItineraryItem = {
            date: day.date,
            time: hhmm(bt),
            type: "place",
            location: checkout.hotel.hotel_name,
            activity: `Breakfast at ${checkout.hotel.hotel_name}`,
            minutes: 45,
            meal: "breakfast",
          };
          day.items = insertByTime(day.items, breakfast);
          out.added.push(breakfast);
        }
      }
    }
  }
  day.items = sortDay(day.items);
}

/** The day in time order again after times changed (a flight from home keeps its first place, as days.ts). */
function sortDay(items: TItineraryItem[]): TItineraryItem[] {
  const head = items[0]?.type === "Flight" ? items.slice(0, 1) : [];
  return [...head, ...[...items.slice(head.length)].sort((a, b) => a.time.localeCompare(b.time))];
}

// --- Hotels ----------------------------------------------------------------------------------

/**
 * Another hotel for a stay (the stay whose check-in is in `city`, or the only one): its check-in
 * and check-out items carry the new hotel and say its name, and so does what named the old one
 * (dropping bags, breakfast at the hotel). The new hotel must be for the same nights.
 */
export function chooseHotel(
  itinerary: readonly TItineraryDay[],
  hotel: THotel,
  city?: string,
): OpResult<{ was: THotel; items: number }> {
  if (!hotel?.hotel_name) return fail("That hotel has no name.");
  const stays = itinerary.flatMap((d) =>
    d.items.filter((it) => it.type === "Hotel" && it.hotel && /^Check in/.test(it.activity)),
  );
  const norm = (s: string) => s.trim().toLowerCase();
  const hotelItems = itinerary.flatMap((d) => d.items.filter((it) => it.type === "Hotel" && it.hotel));
  const wanted = city ? stays.filter((s) => norm(s.location) === norm(city)) : stays;
  const stay =
    wanted.find((s) => s.hotel?.check_in === hotel.check_in) ??
    (wanted.length === 1 ? wanted[0] : undefined) ??
    (!city && !stays.length && hotelItems.length ? hotelItems[0] : undefined);
  if (!stay?.hotel)
    return fail(
      wanted.length > 1
        ? `The trip has ${wanted.length} stays${city ? ` in ${city}` : ""}: which one?`
        : `The trip has no hotel${city ? ` in ${city}` : ""} to swap.`,
    );
  const was = stay.hotel;
  if (hotel.check_in !== was.check_in || hotel.check_out !== was.check_out)
    return fail(
      `That hotel is for ${hotel.check_in} to ${hotel.check_out}, not the stay's ${was.check_in} to ${was.check_out}.`,
    );
  const sameStay = (h: THotel | null | undefined) =>
    !!h && h.hotel_id === was.hotel_id && h.check_in === was.check_in && h.hotel_name === was.hotel_name;
  let items = 0;
  const rename = (text: string) => text.split(was.hotel_name).join(hotel.hotel_name);
  const days = itinerary.map((d) => ({
    date: d.date,
    items: d.items.map((it) => {
      if (sameStay(it.hotel)) {
        items++;
        return { ...it, hotel, activity: rename(it.activity) };
      }
      // Dropping bags and breakfast at the old hotel, within the stay's dates.
      if (
        d.date >= was.check_in &&
        d.date <= was.check_out &&
        (it.location === was.hotel_name || it.activity.includes(was.hotel_name))
      )
        return {
          ...it,
          location: it.location === was.hotel_name ? hotel.hotel_name : it.location,
          activity: rename(it.activity),
        };
      return it;
    }),
  }));
  return { ok: true, itinerary: days, was, items };
}

// --- Meals -----------------------------------------------------------------------------------

export type MealSwap = { day: number; meal: string; was: string; now: string };

/**
 * Meals from `fromDay` on that do not suit `diets`, at a table that does: open then, reachable
 * from what comes before and in time for what comes after, not eaten at twice in a day. A meal
 * with no table that suits is said to need the diet ("a local restaurant nearby (vegan options)").
 * `tables` gives each day's restaurants (its stay's).
 */
export function setMeals(
  itinerary: readonly TItineraryDay[],
  input: {
    diets: readonly TDietName[];
    fromDay?: number;
    tier?: Tier;
    tables: (day: TItineraryDay, n: number) => readonly TCatalogueRestaurant[];
  },
): OpResult<{ swaps: MealSwap[] }> {
  const from = input.fromDay ?? 1;
  const bad = checkDay(itinerary, from);
  if (bad) return fail(bad);
  const days = copy(itinerary);
  const used = new Set(
    days.flatMap((d) => d.items.filter((it) => it.meal && it.place).map((it) => it.place?.name ?? "")),
  );
  const swaps: MealSwap[] = [];
  const words = input.diets.join(", ");
  days.forEach((day, d) => {
    if (d + 1 < from) return;
    day.items.forEach((it, i) => {
      if (!it.meal) return;
      const fits = it.place?.diets ? suits({ diets: it.place.diets as never }, input.diets) : !it.place;
      // A meal at the hotel or "nearby" with no table named: said to need the diet, nothing else.
      if (!it.place) {
        if (/^(Breakfast|Lunch|Dinner) at a local/.test(it.activity) && !it.activity.includes(`(${words}`)) {
          day.items[i] = { ...it, activity: `${it.activity.replace(/\s*\([^)]*options\)$/, "")} (${words} options)` };
          swaps.push({ day: d + 1, meal: it.meal, was: it.location, now: day.items[i]?.activity ?? "" });
        }
        return;
      }
      if (fits) return;
      const prev = day.items
        .slice(0, i)
        .filter((x) => x.type !== "reddit" && !x.rest)
        .at(-1);
      const next = day.items.slice(i + 1).find((x) => x.type !== "reddit" && !x.rest);
      const at = minutesOf(it.time);
      const minutes = it.minutes ?? 60;
      const today = new Set(day.items.filter((x) => x.meal && x.place).map((x) => x.place?.name ?? ""));
      // Reachable in time: after what comes before, and over with the way to what comes next.
      const pool = input.tables(day, d + 1).filter((r) => {
        const arrive = prev ? endOf(prev) + (prev.place ? wayBetween(prev.place, r) : 0) : 0;
        const leave = at + minutes + (next?.place ? wayBetween(r, next.place) : 0);
        return arrive <= at && (!next || leave <= minutesOf(next.time));
      });
      const near = prev?.place ?? next?.place ?? it.place;
      const pick = pickRestaurant(pool, {
        meal: it.meal,
        at,
        minutes,
        near,
        diets: input.diets,
        cuisines: [],
        tier: input.tier ?? "moderate",
        used,
        today,
      });
      const word = `${it.meal[0]?.toUpperCase()}${it.meal.slice(1)}`;
      const replaced: TItineraryItem = pick
        ? {
            ...it,
            location: pick.name,
            activity: `${word} at ${pick.name} (${pick.cuisine.slice(0, 2).join(", ")})`,
            place: restaurantPlace(pick, near),
          }
        : {
            date: it.date,
            time: it.time,
            type: "place",
            location: day.items.find((x) => x.type === "Hotel")?.location ?? it.location,
            activity: `${word} at a local restaurant nearby (${words} options)`,
            minutes,
            meal: it.meal,
          };
      if (pick) used.add(pick.name);
      day.items[i] = replaced;
      swaps.push({ day: d + 1, meal: it.meal, was: it.location, now: replaced.location });
    });
  });
  return { ok: true, itinerary: days, swaps };
}

/** A journey between two stops by another way: its mode, time and fare, as the planner estimates them. */
export type LegBy = {
  mode: "flight" | "train" | "bus" | "drive" | "ferry";
  minutes: number;
  costPerPerson: number;
};

/**
 * The journey from `from` to `to` (city names, as the itinerary writes them) made another way:
 * the item takes the new way's time and fare, and what no longer fits after it that day moves
 * later or goes. Only that day changes.
 */
export function changeLeg(
  itinerary: readonly TItineraryDay[],
  input: { from: string; to: string; by: LegBy; fromCode?: string | null; toCode?: string | null },
): OpResult<{ day: number; before: TItineraryItem; after: TItineraryItem } & Reflowed> {
  const days = copy(itinerary);
  const name = (s: string) => s.toLowerCase();
  const between = (it: TItineraryItem) =>
    isJourney(it) &&
    (it.transport
      ? name(it.transport.from) === name(input.from) && name(it.transport.to) === name(input.to)
      : it.type === "Flight" && !!input.fromCode && it.location === `${input.fromCode} → ${input.toCode}`);
  const d = days.findIndex((day) => day.items.some(between));
  const day = days[d];
  if (!day) return fail(`I can't find the journey from ${input.from} to ${input.to} on the plan.`);
  const before = day.items.find(between) as TItineraryItem;
  const { by } = input;
  const after: TItineraryItem = {
    date: before.date,
    time: before.time,
    type: "other",
    location: `${input.from} → ${input.to}`,
    activity: `${modeWord[by.mode]} from ${input.from} to ${input.to} (${formatDuration(by.minutes)}, about $${by.costPerPerson} per person)`,
    minutes: by.minutes,
    transport: {
      mode: by.mode,
      from: input.from,
      to: input.to,
      minutes: by.minutes,
      cost_per_person: by.costPerPerson,
    },
    travel_before: { mode: by.mode, minutes: by.minutes },
  };
  day.items = day.items.map((x) => (x === before ? after : x));
  const out: Reflowed = { moved: [], dropped: [], added: [] };
  pushLater(day, day.items.indexOf(after) + 1, endOf(after), out);
  return { ok: true, itinerary: days, day: d + 1, before, after, ...out };
}

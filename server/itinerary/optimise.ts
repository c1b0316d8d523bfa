import { DateTime } from "luxon";
import { placeKindOf } from "../../common/travel/place-kinds";
import type { TPlace } from "../../common/travel/schemas";
import { hhmm, minutesOf, visitWindows } from "../planner/days";
import { estimateLeg } from "../routing/estimate";
import type { LatLng, Leg } from "../routing/types";
import type { ItemRow } from "./derive";
import { isJourney, locationOf, travelAlong, withTravel } from "./travel-before";

// "Optimise this day": the day's free stops (unpinned, unbooked places; not meals, journeys,
// hotels or notes) reordered for the least time travelling, with the same leg times the planner
// schedules with (server/routing/estimate.ts). Everything else keeps its time, so meals stay at
// their hours; a free stop may wait for its place to open but must end before it closes and
// before the next fixed item, travel included. A journey (a train to the next city, a day trip's
// ride) splits the day: stops are reordered within the part of the day they are in.

type Ref = { place?: TPlace | null; meal?: string; transport?: unknown; flight?: unknown; minutes?: number };
const refOf = (r: ItemRow) => r.ref as Ref;

/** At most this many free stops in one part of a day are tried in every order (7! = 5,040). */
const EXHAUSTIVE = 7;

/** A stop the optimiser may move: a place to visit, not a meal, not pinned or booked. */
export function isFreeStop(r: ItemRow): boolean {
  const ref = refOf(r);
  return r.kind === "place" && !r.pinned && !r.booked && !ref.meal && !isJourney(r) && locationOf(r) !== null;
}

const windowOf = (r: ItemRow) => visitWindows[placeKindOf(refOf(r).place?.types ?? [])];

function durationOf(r: ItemRow): number {
  if (r.durationMin !== null) return r.durationMin;
  const planned = refOf(r).minutes;
  if (typeof planned === "number" && Number.isFinite(planned)) return planned;
  return isFreeStop(r) ? windowOf(r).minutes : 0;
}

export type DayRoute = { minutes: number; km: number };
/** The day's route before and after; `after` is the trip's rows, null when no order is shorter. */
export type Optimised = { after: ItemRow[] | null; before: DayRoute; optimised: DayRoute };

/** Legs between the day's places, each worked out once however many orders are tried. */
function legCache() {
  const legs = new Map<string, Leg>();
  return (a: ItemRow, b: ItemRow): Leg => {
    const key = `${a.id}>${b.id}`;
    let leg = legs.get(key);
    if (!leg) {
      leg = estimateLeg(locationOf(a) as LatLng, locationOf(b) as LatLng);
      legs.set(key, leg);
    }
    return leg;
  };
}

type Scheduled = { route: DayRoute; starts: Map<string, number> };

/**
 * The part of a day in this order, timed: free stops as early as travel and opening allow,
 * fixed items at their own times. Null when a stop would end after its place closes or the day
 * could not reach a fixed item in time.
 */
function schedule(seq: ItemRow[], start: number, leg: (a: ItemRow, b: ItemRow) => Leg): Scheduled | null {
  let t = start;
  let last: ItemRow | null = null;
  const route = { minutes: 0, km: 0 };
  const starts = new Map<string, number>();
  for (const r of seq) {
    const here = locationOf(r) !== null;
    const move = here && last ? leg(last, r) : null;
    const arrive = t + (move?.minutes ?? 0);
    if (isFreeStop(r)) {
      const w = windowOf(r);
      const begin = Math.max(arrive, w.open);
      const end = begin + durationOf(r);
      if (end > w.close) return null;
      starts.set(r.id, begin);
      t = end;
    } else {
      const fixed = minutesOf(r.time);
      if (arrive > fixed) return null;
      t = Math.max(t, fixed) + durationOf(r);
    }
    if (here) {
      if (move) {
        route.minutes += move.minutes;
        route.km += move.km;
      }
      last = r;
    }
  }
  return { route, starts };
}

/** Travel between the located items in this order, whatever the clock says. */
function routeOf(seq: ItemRow[], leg: (a: ItemRow, b: ItemRow) => Leg): DayRoute {
  const route = { minutes: 0, km: 0 };
  let last: ItemRow | null = null;
  for (const r of seq) {
    if (!locationOf(r)) continue;
    if (last) {
      const l = leg(last, r);
      route.minutes += l.minutes;
      route.km += l.km;
    }
    last = r;
  }
  return route;
}

/** Every order of `items` (Heap's algorithm), the original first. */
function* orders<T>(items: T[]): Generator<T[]> {
  const a = [...items];
  const c = new Array(a.length).fill(0);
  yield [...a];
  let i = 0;
  while (i < a.length) {
    if ((c[i] as number) < i) {
      const j = i % 2 === 0 ? 0 : (c[i] as number);
      [a[j], a[i]] = [a[i] as T, a[j] as T];
      yield [...a];
      c[i] = (c[i] as number) + 1;
      i = 0;
    } else {
      c[i] = 0;
      i++;
    }
  }
}

/** Pairwise swaps from the current order while one is taken: for parts too long to try every order. */
function swapWhileBetter<T>(items: T[], take: (order: T[]) => boolean): void {
  let current = [...items];
  for (let pass = 0, improved = true; improved && pass < 20; pass++) {
    improved = false;
    for (let i = 0; i < current.length; i++) {
      for (let j = i + 1; j < current.length; j++) {
        const next = [...current];
        [next[i], next[j]] = [next[j] as T, next[i] as T];
        if (take(next)) {
          current = next;
          improved = true;
        }
      }
    }
  }
}

const shorter = (a: DayRoute, b: DayRoute) => a.minutes < b.minutes || (a.minutes === b.minutes && a.km < b.km - 0.2);

/** One part of the day (between journeys), reordered: the best order's items and start times. */
function optimisePart(part: ItemRow[], start: number, leg: (a: ItemRow, b: ItemRow) => Leg) {
  const slots = part.flatMap((r, i) => (isFreeStop(r) ? [i] : []));
  const free = slots.map((i) => part[i] as ItemRow);
  const arrange = (order: ItemRow[]) => {
    const seq = [...part];
    slots.forEach((slot, k) => {
      seq[slot] = order[k] as ItemRow;
    });
    return seq;
  };
  const current = schedule(part, start, leg);
  let best: { seq: ItemRow[]; at: Scheduled } | null = null;
  const consider = (order: ItemRow[]) => {
    const seq = arrange(order);
    const at = schedule(seq, start, leg);
    if (!at) return false;
    const bar = best?.at.route ?? current?.route;
    if (bar && !shorter(at.route, bar)) return false;
    best = { seq, at };
    return true;
  };
  if (free.length >= 2) {
    if (free.length <= EXHAUSTIVE) for (const order of orders(free)) consider(order);
    else swapWhileBetter(free, consider);
  }
  return { current, best: best as { seq: ItemRow[]; at: Scheduled } | null };
}

/** The trip's rows with the day reordered for the shortest route (`after` null when none is shorter). */
export function optimiseDay(rows: ItemRow[], date: string, now: Date): Optimised {
  const day = rows.filter((r) => r.date === date).sort((a, b) => a.position - b.position);
  const leg = legCache();
  // The day in parts between journeys; each part starts when its first item does.
  const parts: ItemRow[][] = [[]];
  for (const r of day) {
    if (isJourney(r)) parts.push([r], []);
    else parts[parts.length - 1]?.push(r);
  }
  const before = { minutes: 0, km: 0 };
  const after = { minutes: 0, km: 0 };
  const sequence: ItemRow[] = [];
  const starts = new Map<string, number>();
  let changed = false;
  for (const part of parts) {
    if (!part.length) continue;
    const first = part[0] as ItemRow;
    const { best } = optimisePart(part, minutesOf(first.time), leg);
    // Today's order is measured even when it misses an opening time or a meal (an edit can
    // leave it so): the reorder then also puts that right.
    const was = routeOf(part, leg);
    before.minutes += was.minutes;
    before.km += was.km;
    const next = best?.at.route ?? was;
    after.minutes += next.minutes;
    after.km += next.km;
    if (best) changed = true;
    for (const [id, at] of best?.at.starts ?? []) starts.set(id, at);
    sequence.push(...(best?.seq ?? part));
  }
  const round = (d: DayRoute) => ({ minutes: d.minutes, km: Math.round(d.km * 10) / 10 });
  if (!changed) return { after: null, before: round(before), optimised: round(before) };
  const travel = travelAlong(sequence, day, leg);
  const rewritten = sequence.map((r, position) => {
    const at = starts.get(r.id);
    const time = isFreeStop(r) && at !== undefined ? hhmm(at) : r.time;
    const ref = withTravel(r, travel.get(r.id));
    const same = r.position === position && r.time === time && ref === r.ref;
    return same ? r : { ...r, position, time, ref, version: r.version + 1, updatedAt: now };
  });
  return {
    after: [...rows.filter((r) => r.date !== date), ...rewritten],
    before: round(before),
    optimised: round(after),
  };
}

export const dayLabel = (date: string) => DateTime.fromISO(date).toFormat("ccc d LLL");

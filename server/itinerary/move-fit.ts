import { hhmm, minutesOf } from "../planner/days";
import type { ItemRow } from "./derive";

// A moved item keeps the day in time order (issue 29's review: Belém Tower dropped on a day
// landed after "Fly home … 11:00 AM" still at 10:00 AM). Where it lands between two items whose
// times do not hold its own, it takes a time between them; and nothing but another journey goes
// after the trip's flight home (the last day's flight): an item dropped there goes just before it.

type Ref = { minutes?: unknown; flight?: unknown; transport?: unknown };

const isFlight = (r: ItemRow) => r.kind === "flight" || !!(r.ref as Ref).flight;
const isJourney = (r: ItemRow) => isFlight(r) || r.kind === "transport" || !!(r.ref as Ref).transport;

/** How long an item lasts, as far as the row says (an hour when it does not). */
function lengthOf(r: ItemRow): number {
  if (r.durationMin !== null) return r.durationMin;
  const planned = (r.ref as Ref).minutes;
  return typeof planned === "number" && Number.isFinite(planned) && planned > 0 ? planned : 60;
}

const byPosition = (a: ItemRow, b: ItemRow) => a.position - b.position;

/** A time between `after` and `before` (minutes of the day), on a 5-minute step where there is room. */
function between(after: number | null, afterLength: number, before: number | null, own: number): number {
  if (after !== null && before !== null) {
    const wanted = after + afterLength;
    if (wanted <= before) return wanted;
    const mid = after + Math.floor((before - after) / 2);
    const stepped = Math.ceil(mid / 5) * 5;
    return stepped <= before ? stepped : mid;
  }
  if (after !== null) return Math.min(after + afterLength, 23 * 60 + 55);
  if (before !== null) return Math.max(0, Math.floor((before - own) / 5) * 5);
  return 9 * 60;
}

/**
 * The trip's rows after `id` was placed on its day: out of the way of the flight home, and at a
 * time its new neighbours hold. Rows left as they were are returned as they were.
 */
export function fitMoved(rows: ItemRow[], id: string): ItemRow[] {
  const moved = rows.find((r) => r.id === id);
  if (!moved || isJourney(moved)) return rows;
  const lastDate = rows.reduce((d, r) => (r.date > d ? r.date : d), "");
  let day = rows.filter((r) => r.date === moved.date).sort(byPosition);
  let at = day.findIndex((r) => r.id === id);

  // The flight home closes the trip: go before it, not after.
  if (moved.date === lastDate) {
    const home = day.findIndex((r, i) => i < at && isFlight(r));
    if (home >= 0) {
      day = day.filter((r) => r.id !== id);
      day.splice(home, 0, moved);
      at = home;
    }
  }

  const prev = day[at - 1];
  const next = day[at + 1];
  const own = minutesOf(moved.time);
  const lo = prev ? minutesOf(prev.time) : null;
  const hi = next ? minutesOf(next.time) : null;
  const fits = (lo === null || own >= lo) && (hi === null || own <= hi);
  const time = fits ? moved.time : hhmm(between(lo, prev ? lengthOf(prev) : 0, hi, lengthOf(moved)));

  const placed = new Map(day.map((r, position) => [r.id, position]));
  return rows.map((r) => {
    const position = placed.get(r.id);
    if (position === undefined) return r;
    if (r.id === id) return position === r.position && time === r.time ? r : { ...r, position, time };
    // Others only shift, as a move's renumbering does (no new version).
    return position === r.position ? r : { ...r, position };
  });
}

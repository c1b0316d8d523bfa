import type { TItineraryDay, TItineraryItem } from "../../../common/api/trips";
import { placeKindOf } from "../../../common/travel/place-kinds";
import type { TFlight, TRoundTrip } from "../../../common/travel/schemas";
import { hhmm, minutesOf, travelMinutes, visitWindows } from "../../planner/days";

// Time within one day of the itinerary: what is taken, when the traveller is free and where, and
// the slot a visit fits in. The same arithmetic as the validator's (an item ends at its time plus
// its minutes; the way from one located item to the next takes travelMinutes), so a slot found
// here passes its overlap and opening-hours rules.

/** The day's waking bounds: nothing is planned before 07:00 or ending after 22:30 (days.ts's DAY_END). */
export const DAY_START = 420;
export const DAY_END = 1350;
/** The way out of or back to a place with no coordinates (the hotel, a meal "nearby"). */
const UNLOCATED_TRAVEL = 15;

export type Spot = { lat: number; lng: number };
export type Busy = { start: number; end: number; at: Spot | null; kind?: string };

export const endOf = (it: TItineraryItem) => minutesOf(it.time) + (it.minutes ?? 60);
export const isVisit = (it: TItineraryItem) => it.type === "place" && !it.meal && !!it.place;
export const isJourney = (it: TItineraryItem) =>
  it.type === "Flight" || !!it.transport || /^Head to the airport/.test(it.activity);

/** When a place of this kind is open and how long a visit usually takes. */
export function windowOf(types: readonly string[]) {
  return visitWindows[placeKindOf(types)];
}

type Leg = { segments: TFlight["segments"] };
const legsOf = (f: TFlight | TRoundTrip): Leg[] => ("outbound_leg" in f ? [f.outbound_leg, f.return_leg] : [f]);

/** The leg of a Flight item's flight that leaves on its day at its time (else the first). */
export function legOf(it: TItineraryItem): Leg | undefined {
  const f = it.flight as TFlight | TRoundTrip | null | undefined;
  if (!f) return undefined;
  const legs = legsOf(f);
  return (
    legs.find((l) => l.segments[0]?.depart_date === it.date && l.segments[0]?.depart_time === it.time) ??
    legs.find((l) => l.segments[0]?.depart_date === it.date) ??
    legs[0]
  );
}

/** When a Flight item lands, local, and on which date; from its segments, else its text. */
export function landingOf(it: TItineraryItem): { date: string; at: number } {
  const last = legOf(it)?.segments.at(-1);
  if (last) return { date: last.arrive_date, at: minutesOf(last.arrive_time) };
  const said = /landing at (\d\d:\d\d)/.exec(it.activity.slice(0, 200));
  return { date: it.date, at: said ? minutesOf(said[1] as string) : endOf(it) };
}

const isHomeward = (it: TItineraryItem) => /^Fly home\b/.test(it.activity);

/**
 * What the day's items take, as intervals: each item its own time, a flight everything from
 * leaving for the airport (or the day's start, flying from home) to an hour after landing (or the
 * day's end, flying home or landing tomorrow). Tips and rest markers take no time.
 */
export function busyOf(day: TItineraryDay): Busy[] {
  const out: Busy[] = [];
  day.items.forEach((it, i) => {
    if (it.type === "reddit" || it.rest) return;
    if (it.type === "Flight") {
      const before = day.items.slice(0, i).filter((x) => x.type !== "reddit" && !x.rest);
      const head = before.find((x) => /^Head to the airport/.test(x.activity));
      const start = before.length === 0 ? 0 : head ? minutesOf(head.time) : minutesOf(it.time) - 225;
      const landing = landingOf(it);
      const end = isHomeward(it) || landing.date !== day.date ? 24 * 60 : landing.at + 60;
      out.push({ start: Math.max(0, Math.min(start, minutesOf(it.time))), end, at: null });
      return;
    }
    out.push({
      start: minutesOf(it.time),
      end: endOf(it),
      at: it.place ?? null,
      ...(isVisit(it) && it.place ? { kind: placeKindOf(it.place.types) } : {}),
    });
  });
  return out.sort((a, b) => a.start - b.start || a.end - b.end);
}

/** The way between two points of a day, in the validator's terms, with a margin where one is unknown. */
export function wayBetween(a: Spot | null, b: Spot | null): number {
  return a && b ? travelMinutes(a, b) : UNLOCATED_TRAVEL;
}

export type SlotAsk = {
  at: Spot;
  minutes: number;
  open: number;
  close: number;
  /** A time asked for: that start exactly, or nothing. */
  exactly?: number;
  /** Preferred start (the slot nearest it wins); the earliest free otherwise. */
  prefer?: number;
  /** The visit's kind: a slot between two of the same kind of view, museum or market comes last. */
  kind?: string;
};

// Kinds never visited one right after another (days.ts plans so; the validator's back-to-back).
const noRepeat = new Set(["museum", "viewpoint", "market"]);

/**
 * A start for a visit at `ask.at` on the day: within its opening hours and the waking day, after
 * the item before it ends and is left, over before the next begins less the way there. Far away
 * (over two hours from what comes before or after: another city) is never a slot.
 */
export function freeSlot(day: TItineraryDay, ask: SlotAsk): number | null {
  const busy = busyOf(day);
  const starts: { at: number; clash: boolean }[] = [];
  // The gaps: before the first interval, between each two, after the last.
  const edges: { after: Busy | null; before: Busy | null }[] = [];
  for (let i = 0; i <= busy.length; i++) edges.push({ after: busy[i - 1] ?? null, before: busy[i] ?? null });
  for (const { after, before } of edges) {
    // An interval that ends after the next begins (a flight's block) closes the gap.
    const from = after ? after.end + (after.end >= 24 * 60 ? 0 : wayBetween(after.at, ask.at)) : DAY_START;
    // The validator's five minutes of grace before the next item.
    const to = before ? before.start - wayBetween(ask.at, before.at) + 5 : DAY_END;
    if ((after && wayBetween(after.at, ask.at) > 120) || (before && wayBetween(ask.at, before.at) > 120)) continue;
    if (busy.some((b) => b.start < from && b.end > from)) continue;
    const earliest = Math.ceil(Math.max(from, ask.open, DAY_START) / 5) * 5;
    const latest = Math.min(to, ask.close, DAY_END) - ask.minutes;
    if (latest < earliest) continue;
    if (ask.exactly !== undefined) {
      if (ask.exactly >= earliest && ask.exactly <= latest) return ask.exactly;
      continue;
    }
    const want = ask.prefer ?? earliest;
    const clash = !!ask.kind && noRepeat.has(ask.kind) && (after?.kind === ask.kind || before?.kind === ask.kind);
    starts.push({ at: Math.min(latest - (latest % 5), Math.max(earliest, Math.round(want / 5) * 5)), clash });
  }
  if (!starts.length) return null;
  const want = ask.prefer ?? 0;
  return (
    starts.sort(
      (a, b) => Number(a.clash) - Number(b.clash) || Math.abs(a.at - want) - Math.abs(b.at - want) || a.at - b.at,
    )[0]?.at ?? null
  );
}

/** The item inserted where its time puts it (a flight from home stays first, as days.ts orders it). */
export function insertByTime(items: TItineraryItem[], item: TItineraryItem): TItineraryItem[] {
  const at = minutesOf(item.time);
  const k = items.findIndex((x, i) => !(i === 0 && x.type === "Flight") && minutesOf(x.time) > at);
  return k < 0 ? [...items, item] : [...items.slice(0, k), item, ...items.slice(k)];
}

export { hhmm, minutesOf };

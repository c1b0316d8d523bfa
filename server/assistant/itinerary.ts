import { DateTime } from "luxon";
import type { TItineraryDay, TItineraryItem } from "../../common/api/trips";
import { placeKindOf, type TPlaceKind } from "../../common/travel/place-kinds";
import type { TFlight, TForumPost, THotel, TPlace, TRoundTrip } from "../../common/travel/schemas";
import { distanceKm } from "../travel/geo/distance";
import type { Interest, Plan } from "./plan";

// Turns chosen flights, a hotel stay and places into days of timed items. Places are visited
// while they are open, one after another with the time it takes to get between them, never
// before arrival or after the traveller must leave for the airport.

type Window = { open: number; close: number; minutes: number };
const hours: Record<TPlaceKind | "other", Window> = {
  museum: { open: 600, close: 1080, minutes: 150 },
  landmark: { open: 540, close: 1080, minutes: 75 },
  park: { open: 420, close: 1200, minutes: 90 },
  market: { open: 480, close: 840, minutes: 75 },
  viewpoint: { open: 360, close: 1320, minutes: 45 },
  food: { open: 720, close: 1350, minutes: 75 },
  neighbourhood: { open: 540, close: 1260, minutes: 120 },
  attraction: { open: 540, close: 1080, minutes: 120 },
  nightlife: { open: 1200, close: 1439, minutes: 120 },
  beach: { open: 540, close: 1140, minutes: 180 },
  other: { open: 540, close: 1080, minutes: 90 },
};

const perDay = { relaxed: 2, moderate: 3, packed: 4 } as const;
const DAY_START = 570; // 09:30
const DAY_END = 1320; // 22:00

export const hhmm = (m: number) =>
  `${String(Math.floor(m / 60) % 24).padStart(2, "0")}:${String(Math.round(m) % 60).padStart(2, "0")}`;
const minutesOf = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

/** Minutes from one place to the next: a walk when close, a ride with a wait when not. */
export function travelMinutes(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const km = distanceKm(a, b);
  const raw = km < 2 ? (km / 4.5) * 60 : 10 + (km / 20) * 60;
  return Math.max(5, Math.ceil(raw / 5) * 5);
}

export type BuildInput = {
  plan: Plan;
  flight: TFlight | TRoundTrip | null;
  hotel: THotel | null;
  places: TPlace[];
  reddit: TForumPost[];
};

type Leg = { date: string; depart: number; arriveDate: string; arrive: number; from: string; to: string };

function legs(flight: TFlight | TRoundTrip | null): { out?: Leg; back?: Leg } {
  if (!flight) return {};
  const leg = (segments: TFlight["segments"]): Leg => {
    const first = segments[0] as TFlight["segments"][number];
    const last = segments[segments.length - 1] as TFlight["segments"][number];
    return {
      date: first.depart_date,
      depart: minutesOf(first.depart_time),
      arriveDate: last.arrive_date,
      arrive: minutesOf(last.arrive_time),
      from: first.origin_code,
      to: last.arrive_code,
    };
  };
  if ("outbound_leg" in flight)
    return { out: leg(flight.outbound_leg.segments), back: leg(flight.return_leg.segments) };
  return { out: leg(flight.segments) };
}

export function buildItinerary(input: BuildInput): TItineraryDay[] {
  const { plan } = input;
  if (!plan.startDate || plan.nights === null || !plan.destination) return [];
  const start = DateTime.fromISO(plan.startDate);
  const city = plan.destination.name;
  const dayCount = plan.nights + 1;
  const days: TItineraryDay[] = Array.from({ length: dayCount }, (_, i) => ({
    date: start.plus({ days: i }).toISODate() ?? plan.startDate ?? "",
    items: [],
  }));
  const { out, back } = legs(input.flight);
  const add = (dayIndex: number, item: Omit<TItineraryItem, "date">) => {
    const day = days[dayIndex];
    if (day) day.items.push({ ...item, date: day.date });
  };
  const indexOf = (date: string) => days.findIndex((d) => d.date === date);

  // Each day's usable window: after arriving and checking in, before leaving for the airport.
  const from = days.map(() => DAY_START);
  const until = days.map(() => DAY_END);

  if (out) {
    add(0, {
      time: hhmm(out.depart),
      type: "Flight",
      location: `${out.from} → ${out.to}`,
      activity: `Fly from ${out.from} to ${out.to}${out.arriveDate !== out.date ? " (overnight)" : ""}, landing at ${hhmm(out.arrive)}`,
      flight: input.flight,
    });
    const arrivalDay = indexOf(out.arriveDate);
    if (arrivalDay > 0) for (let i = 0; i < arrivalDay; i++) until[i] = 0;
    else from[0] = Math.max(from[0] as number, out.depart);
    if (arrivalDay >= 0) from[arrivalDay] = Math.max(from[arrivalDay] as number, out.arrive + 90);
  }
  if (input.hotel) {
    const checkInDay = out ? Math.max(0, indexOf(out.arriveDate)) : 0;
    const at = Math.max(900, from[checkInDay] as number);
    add(checkInDay, {
      time: hhmm(Math.min(at, 1380)),
      type: "Hotel",
      location: city,
      activity: `Check in at ${input.hotel.hotel_name}`,
      hotel: input.hotel,
    });
    from[checkInDay] = Math.max(from[checkInDay] as number, Math.min(at, 1380) + 30);
  }
  const lastDay = dayCount - 1;
  if (back) {
    const leaveBy = back.depart - 180; // at the airport two hours before, an hour to get there
    if (input.hotel && lastDay > 0) {
      add(lastDay, {
        time: hhmm(Math.max(360, Math.min(660, leaveBy))),
        type: "Hotel",
        location: city,
        activity: `Check out of ${input.hotel.hotel_name}`,
        hotel: input.hotel,
      });
    }
    until[lastDay] = Math.min(until[lastDay] as number, leaveBy);
    add(lastDay, {
      time: hhmm(back.depart),
      type: "Flight",
      location: `${back.from} → ${back.to}`,
      activity: `Fly home from ${back.from} to ${back.to}`,
      flight: input.flight,
    });
  } else if (input.hotel && lastDay > 0) {
    add(lastDay, {
      time: "11:00",
      type: "Hotel",
      location: city,
      activity: `Check out of ${input.hotel.hotel_name}`,
      hotel: input.hotel,
    });
  }

  // Places: themed days first take their kind, then each day gets its share, interests first,
  // each next stop the nearest open one.
  const remaining = [...input.places];
  const wanted = (p: TPlace) => {
    const c = placeKindOf(p.types);
    return (plan.interests as string[]).includes(c) ? 0 : 1;
  };
  const order = days.map((_, i) => i);
  const themes = new Map<number, Interest>();
  plan.themedDays.forEach((interest, k) => {
    const i = Math.min(lastDay, 1 + k);
    if (lastDay > 0) themes.set(i, interest);
  });
  const hotelSpot = remaining[0] ? { lat: plan.destination.lat, lng: plan.destination.lng } : undefined;
  for (const i of order) {
    let now = from[i] as number;
    const end = until[i] as number;
    if (end - now < 60) continue;
    let here = hotelSpot ?? { lat: plan.destination.lat, lng: plan.destination.lng };
    const theme = themes.get(i);
    const limit = theme ? 4 : perDay[plan.pace];
    let visits = 0;
    while (visits < limit && remaining.length) {
      const candidates = remaining
        .map((p, k) => ({ p, k, c: placeKindOf(p.types), travel: travelMinutes(here, p) }))
        .filter(({ c }) => (theme ? c === theme : c !== "nightlife" || plan.interests.includes("nightlife")))
        .map((x) => {
          const w = hours[x.c];
          const startAt = Math.max(now + x.travel, w.open);
          return { ...x, startAt, fits: startAt + w.minutes <= Math.min(w.close, end) };
        })
        .filter((x) => x.fits)
        .sort((a, b) => (theme ? 0 : wanted(a.p) - wanted(b.p)) || a.startAt - b.startAt || a.travel - b.travel);
      const next = candidates[0];
      if (!next) break;
      remaining.splice(next.k, 1);
      add(i, {
        time: hhmm(next.startAt),
        type: "place",
        location: next.p.name,
        activity: activityFor(next.c, next.p.name),
        place: next.p,
      });
      now = next.startAt + hours[next.c].minutes;
      here = next.p;
      visits++;
    }
    if (visits === 0 && end - now >= 120 && !theme) {
      add(i, {
        time: hhmm(Math.max(now, 600)),
        type: "other",
        location: city,
        activity: `Free time to wander ${city} at your own pace`,
      });
    }
  }
  // One forum tip, where there is one, on the first full day's evening.
  const tip = input.reddit[0];
  if (tip && dayCount > 1) {
    add(Math.min(1, lastDay), {
      time: "20:30",
      type: "reddit",
      location: city,
      activity: `Traveller tip: ${tip.title.slice(0, 100)}`,
      reddit: tip,
    });
  }

  for (const d of days) d.items.sort((a, b) => a.time.localeCompare(b.time));
  // Swapped days keep their dates; only what happens on them moves.
  const moved = applyDayOrder(days, plan.dayOrder);
  return moved;
}

function activityFor(kind: TPlaceKind | "other", name: string): string {
  switch (kind) {
    case "museum":
      return `Explore ${name}`;
    case "food":
      return `Eat at ${name}`;
    case "park":
      return `Stroll through ${name}`;
    case "market":
      return `Browse ${name}`;
    case "viewpoint":
      return `Take in the view from ${name}`;
    case "nightlife":
      return `Evening out at ${name}`;
    case "beach":
      return `Beach time at ${name}`;
    case "neighbourhood":
      return `Wander around ${name}`;
    default:
      return `Visit ${name}`;
  }
}

/** Reorders day contents (not dates) as the traveller asked; flight days never move. */
function applyDayOrder(days: TItineraryDay[], order: number[]): TItineraryDay[] {
  if (order.length !== days.length) return days;
  const contents = order.map((n) => days[n - 1]?.items ?? []);
  return days.map((d, i) => ({ date: d.date, items: (contents[i] ?? []).map((it) => ({ ...it, date: d.date })) }));
}

export function swapDays(order: number[], dayCount: number, a: number, b: number): number[] | null {
  if (a < 1 || b < 1 || a > dayCount || b > dayCount || a === b) return null;
  const current = order.length === dayCount ? [...order] : Array.from({ length: dayCount }, (_, i) => i + 1);
  const ia = a - 1;
  const ib = b - 1;
  [current[ia], current[ib]] = [current[ib] as number, current[ia] as number];
  return current;
}

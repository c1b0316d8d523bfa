import type { TItineraryDay, TItineraryItem } from "../../../common/api/trips";
import type { TPlace } from "../../../common/travel/schemas";
import { dayTripRide } from "../../planner/days";
import { formatDuration } from "../../planner/transport";
import { normalize } from "../../travel/geo/cities";
import { distanceKm } from "../../travel/geo/distance";
import { geocode } from "../../travel/geo/gazetteer";
import { findRegion } from "../../travel/geo/regions";
import { addActivity, addPlace, isFullDay, type OpResult } from "./ops";
import { endOf, hhmm, insertByTime, isVisit, minutesOf, wayBetween } from "./slots";

// "add a day trip to Sintra on day 3", "the winelands on day 4? Stellenbosch maybe": a town a
// ride away from the day's city, named where no sight of that name is on file, is a day trip
// there: the day's own visits make way for the ride out and the town's sights, as the planner
// lays out the day trips it plans itself. Meals and the hotel keep their places.

/** Nearer than this is the city itself (a district); farther, no day trip. */
const MIN_KM = 8;
const MAX_KM = 80;

/** `region`: the region asked for, when the town is the one of it we chose to ride to. */
export type Town = { name: string; lat: number; lng: number; region?: string };

/** A town the words name (the longest span of them the map knows by name), a day trip from `from`. */
export function townNamed(words: string, from: { lat: number; lng: number }): Town | null {
  const list = normalize(words).split(" ").filter(Boolean);
  for (let n = Math.min(3, list.length); n >= 1; n--)
    for (let i = 0; i + n <= list.length; i++) {
      const span = list.slice(i, i + n).join(" ");
      if (span.length < 4) continue;
      const g = geocode(span);
      if (!g || !(g.matched_by === "name" || g.matched_by === "alias") || bareName(g.name) !== span) continue;
      const km = distanceKm(g, from);
      if (km >= MIN_KM && km <= MAX_KM) return { name: g.name, lat: g.lat, lng: g.lng };
    }
  return null;
}

/**
 * A region the words name ("the Douro valley", "kakheti wine"), as its town nearest `from` that
 * is a day trip away (a region has no one centre to ride to). Only a span whose every word is in
 * the region's own name counts: "islands" is never Iceland.
 */
export function regionTownNamed(words: string, from: { lat: number; lng: number }): Town | null {
  const list = normalize(words).split(" ").filter(Boolean);
  for (let n = Math.min(3, list.length); n >= 1; n--)
    for (let i = 0; i + n <= list.length; i++) {
      const span = list.slice(i, i + n);
      if (span.join(" ").length < 4) continue;
      const region = findRegion(span.join(" "));
      const own = normalize(region?.name ?? "").split(" ");
      if (!region || !span.every((w) => own.includes(w))) continue;
      const near = region.cities
        .map((c) => ({ c, km: distanceKm(c, from) }))
        .filter((x) => x.km >= MIN_KM && x.km <= MAX_KM)
        .sort((a, b) => a.km - b.km)[0];
      if (near) return { name: near.c.name, lat: near.c.lat, lng: near.c.lng, region: region.name };
    }
  return null;
}

/**
 * A town's name as people say it: the gazetteer keeps some with their municipal suffix ("Nara-shi",
 * "Suwon-si"), which nobody types.
 */
const bareName = (name: string) => normalize(name).replace(/ (?:shi|si|ku|gu|machi|cho|mura|gun)$/, "");

/** Day `day` made a day trip to `town`: its visits replaced by the ride and up to two of `sights`. */
export function dayTrip(
  itinerary: readonly TItineraryDay[],
  input: { day: number; town: Town; from: { lat: number; lng: number }; sights: readonly TPlace[] },
): OpResult<{ dropped: TItineraryItem[]; seen: TItineraryItem[] }> {
  const { day, town } = input;
  if (day < 1 || day > itinerary.length) return { ok: false, reason: `The trip has no day ${day}.` };
  if (!isFullDay(itinerary, day))
    return { ok: false, reason: `Day ${day} is a travel day, too short for a day trip to ${town.name}.` };
  const dropped = (itinerary[day - 1] as TItineraryDay).items.filter((it) => isVisit(it));
  let days: TItineraryDay[] = itinerary.map((d, i) =>
    i === day - 1 ? { date: d.date, items: d.items.filter((it) => !dropped.includes(it)) } : d,
  );
  const ride = dayTripRide(input.from, town);
  const out = addActivity(days, {
    day,
    activity: `Day trip to ${town.name}${town.region ? `, ${town.region}` : ""} (about ${formatDuration(ride)} each way)`,
    location: town.name,
    at: town,
    minutes: ride,
    prefer: 540,
  });
  if (!out.ok) return out;
  days = out.itinerary;
  const seen: TItineraryItem[] = [];
  for (const place of input.sights.filter((p) => distanceKm(p, town) <= 15).slice(0, 4)) {
    if (seen.length >= 2) break;
    const r = addPlace(days, { day, place });
    if (r.ok) {
      days = r.itinerary;
      seen.push(r.item);
    }
  }
  return { ok: true, itinerary: days, dropped, seen };
}

/** The day (1-based) the itinerary goes on a day trip to `town`, or 0. */
export function dayTripDay(itinerary: readonly TItineraryDay[], town: Town): number {
  const said = normalize(town.name);
  return (
    itinerary.findIndex((d) =>
      d.items.some((it) => /^Day trip to /.test(it.activity) && normalize(it.location) === said),
    ) + 1
  );
}

// What ties a day to its date: a flight, the hotel's check-in or check-out, the airport.
const tiedToDate = (it: TItineraryItem) =>
  it.type === "Flight" ||
  it.type === "Hotel" ||
  /^(?:Check (?:in|out)|Head to the airport|Drop your bags)/.test(it.activity);

/** Two whole days traded, meals and all (a day trip keeps its lunch in the town); not a day with a flight or the hotel. */
export function swapWholeDays(itinerary: readonly TItineraryDay[], a: number, b: number): OpResult {
  const x = itinerary[a - 1];
  const y = itinerary[b - 1];
  if (!x || !y || a === b) return { ok: false, reason: "Those are not two days of the trip." };
  const tied = [x, y].findIndex((d) => d.items.some(tiedToDate));
  if (tied >= 0) return { ok: false, reason: `Day ${tied === 0 ? a : b} has a flight or the hotel's check-in on it.` };
  const retag = (items: readonly TItineraryItem[], date: string) => items.map((it) => ({ ...it, date }));
  return {
    ok: true,
    itinerary: itinerary.map((d, i) =>
      i === a - 1
        ? { date: d.date, items: retag(y.items, d.date) }
        : i === b - 1
          ? { date: d.date, items: retag(x.items, d.date) }
          : d,
    ),
  };
}

/** Dinner may move this late to make room for an evening visit asked for by day. */
const LATEST_DINNER = 22 * 60 + 15;

/**
 * "a walk in Plaka on day 1" after a 19:20 landing: the day's dinner gives way, later in the
 * evening, for a short visit before it; null when the evening has no room even so.
 */
export function beforeLaterDinner(
  itinerary: readonly TItineraryDay[],
  day: number,
  place: TPlace,
  minutes = 45,
): { itinerary: TItineraryDay[]; item: TItineraryItem; dinner: TItineraryItem } | null {
  const d = itinerary[day - 1];
  const dinner = d?.items.find((it) => it.meal === "dinner");
  if (!d || !dinner) return null;
  const without = itinerary.map((x, i) =>
    i === day - 1 ? { date: x.date, items: x.items.filter((it) => it !== dinner) } : x,
  );
  const tries = [minutes, 30].map((m) => addPlace(without, { day, place, minutes: m, prefer: minutesOf(dinner.time) }));
  const added = tries.find((r) => r.ok);
  if (!added?.ok) return null;
  const after = endOf(added.item) + wayBetween(place, dinner.place ?? null);
  const at = Math.ceil(Math.max(after, minutesOf(dinner.time)) / 5) * 5;
  if (at > LATEST_DINNER) return null;
  const moved: TItineraryItem = { ...dinner, time: hhmm(at) };
  const days = added.itinerary.map((x, i) =>
    i === day - 1 ? { date: x.date, items: insertByTime([...x.items], moved) } : x,
  );
  // The dinner must not run into what follows it (an evening view, a late check-in).
  const next = days[day - 1]?.items.find((it) => minutesOf(it.time) > at && it !== moved);
  if (next && minutesOf(next.time) < at + (moved.minutes ?? 60)) return null;
  return { itinerary: days, item: added.item, dinner: moved };
}

import { DateTime } from "luxon";
import type { TItineraryDay, TItineraryItem } from "../../../common/api/trips";
import { distanceKm } from "../../travel/geo/distance";
import { geocode } from "../../travel/geo/gazetteer";
import type { Plan } from "../plan";

// The trip as the answers need it: each day with its number, date, the city it is spent in and a
// point to ask the weather for; and the trip's stops. Read from the itinerary as it stands (people
// edit it), with the plan for what the itinerary cannot say. Nothing here changes either.

export type Point = { lat: number; lng: number };
export type Stop = Point & { name: string; country: string; country_code: string; airport: string | null };

export type TripDay = {
  /** 1-based, as the traveller counts. */
  n: number;
  date: string;
  items: readonly TItineraryItem[];
  /** Where the day is spent: the stop nearest its places (a day trip's town when it is one). */
  city: string;
  point: Point | null;
  /** Only journeys (a flight day, an overnight train). */
  travelling: boolean;
};

const stopOf = (name: string): Stop | null => {
  const g = geocode(name);
  return g
    ? {
        name: g.name,
        country: g.country,
        country_code: g.country_code,
        lat: g.lat,
        lng: g.lng,
        airport: g.airports[0]?.code ?? null,
      }
    : null;
};

/** The trip's cities in order: the plan's stops, else the places the itinerary stays in. */
export function tripStops(plan: Plan, itinerary: readonly TItineraryDay[]): Stop[] {
  const out: Stop[] = [];
  const add = (s: Stop | null) => {
    if (s && !out.some((o) => o.name === s.name || distanceKm(o, s) < 5)) out.push(s);
  };
  for (const s of plan.stays) add({ ...s.place });
  // A check-in's location is its stop's name; a journey's end is a stop too.
  for (const day of itinerary)
    for (const it of day.items) {
      if (it.type === "Hotel" && /^Check in/.test(it.activity)) add(stopOf(it.location));
      if (it.transport && !/^Day trip|^Back to/.test(it.activity)) add(stopOf(it.transport.to));
    }
  if (plan.destination) add({ ...plan.destination });
  return out;
}

const placesOf = (items: readonly TItineraryItem[]) =>
  items.filter((it) => it.place && it.type === "place").map((it) => it.place as NonNullable<TItineraryItem["place"]>);

function mean(points: readonly Point[]): Point | null {
  if (!points.length) return null;
  return {
    lat: points.reduce((n, p) => n + p.lat, 0) / points.length,
    lng: points.reduce((n, p) => n + p.lng, 0) / points.length,
  };
}

/** Each day of the itinerary, with where it is spent. */
export function tripDays(plan: Plan, itinerary: readonly TItineraryDay[]): TripDay[] {
  const stops = tripStops(plan, itinerary);
  const days: TripDay[] = itinerary.map((day, i) => {
    const places = placesOf(day.items);
    const trip = day.items.find((it) => /^Day trip to /.test(it.activity));
    let point = mean(places);
    let city: string | null = null;
    if (trip) city = trip.location;
    if (!point) {
      // A day of journeys: where it ends (a check-in, a train's end, a flight's arrival airport).
      const hotel = day.items.find((it) => it.type === "Hotel");
      const move = [...day.items].reverse().find((it) => it.transport || it.type === "Flight");
      const code = move?.type === "Flight" ? move.location.split(" → ")[1]?.trim() : undefined;
      const end = hotel
        ? stopOf(hotel.location)
        : move?.transport
          ? stopOf(move.transport.to)
          : code
            ? stopOf(code)
            : null;
      if (end) point = end;
    }
    if (point && !city) {
      const near = [...stops].sort((a, b) => distanceKm(a, point as Point) - distanceKm(b, point as Point))[0];
      city = near && distanceKm(near, point) < 60 ? near.name : null;
    }
    return {
      n: i + 1,
      date: day.date,
      items: day.items,
      city: city ?? "",
      point,
      travelling: !places.length && day.items.every((it) => it.type === "Flight" || !!it.transport),
    };
  });
  // Days that say nothing of where they are: the day before's place, else the day after's, else the destination.
  for (let i = 0; i < days.length; i++) {
    const d = days[i] as TripDay;
    if (d.point && d.city) continue;
    const near =
      days
        .slice(0, i)
        .reverse()
        .find((x) => x.point && x.city) ?? days.slice(i + 1).find((x) => x.point && x.city);
    const fallback = near
      ? { point: near.point, city: near.city }
      : stops[0]
        ? { point: stops[0], city: stops[0].name }
        : null;
    if (fallback) {
      d.point ??= fallback.point;
      d.city ||= fallback.city;
    }
  }
  return days;
}

/** "Day 3 · Wed, May 5". */
export const dayLabel = (d: Pick<TripDay, "n" | "date">) =>
  `Day ${d.n} · ${DateTime.fromISO(d.date).toFormat("ccc, LLL d")}`;

/** Whether the party comes from a country that reads temperatures in Fahrenheit. */
export const fahrenheit = (plan: Plan) =>
  ["US", "LR", "BS", "BZ", "KY", "PW"].includes(plan.origin?.country_code ?? "");

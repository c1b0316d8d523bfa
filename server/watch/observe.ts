import type { FastifyBaseLogger } from "fastify";
import type { TItineraryDay } from "../../common/api/trips";
import { flightBookingId, flightLabel, flightPrice, hotelBookingId } from "../../common/bookings";
import type { TFlight, THotel, TRoundTrip } from "../../common/travel/schemas";
import { type Plan, readPlan } from "../assistant/plan";
import type { Db } from "../db/open";
import type { trips } from "../db/schema/index";
import { partyOf } from "../planner/party";
import type { Publisher } from "../realtime/publish";
import { normalize } from "../travel/geo/cities";
import { geocode } from "../travel/geo/gazetteer";
import type { Travel } from "../travel/travel";
import { isOutdoor, type PriceSeen, type WeatherSeen } from "./changes";
import { flightSignature, repriceFlight, repriceHotel, type SearchParty } from "./reprice";
import { daysUntil, FORECAST_DAYS } from "./schedule";

// The looking half of a check: what the trip's flights, hotels and days look like now.

export type WatchDeps = {
  db: Db;
  travel: Pick<Travel, "flights" | "hotels" | "weather">;
  publish: Publisher;
  log: FastifyBaseLogger;
  now: () => Date;
};

type Trip = typeof trips.$inferSelect;
export type Priced = {
  subject: string;
  bookingId: string;
  kind: "flight" | "hotel";
  label: string;
  listed: PriceSeen;
  seen: PriceSeen;
};
export type Weathered = {
  subject: string;
  date: string;
  city: string;
  outdoor: string[];
  seen: WeatherSeen;
  /** Beyond the forecast's reach: sets the baseline the first forecast is compared with, nothing more. */
  estimateOnly: boolean;
};

function distinct<T>(items: T[], key: (t: T) => string): [string, T][] {
  const map = new Map<string, T>();
  for (const item of items) if (!map.has(key(item))) map.set(key(item), item);
  return [...map.entries()];
}

const flightSubject = (flight: TFlight | TRoundTrip) => `flight:${flightSignature(flight)}`;
const hotelSubject = (hotel: THotel) => `hotel:${hotel.hotel_id}:${hotel.check_in}:${hotel.check_out}`;

/** The watched subject of each flight and hotel the itinerary holds now, by booking id. */
export function currentSubjects(trip: Pick<Trip, "itinerary">): Map<string, string> {
  const subjects = new Map<string, string>();
  for (const day of trip.itinerary as TItineraryDay[])
    for (const item of day.items) {
      if (item.flight) subjects.set(flightBookingId(item.flight), flightSubject(item.flight));
      if (item.hotel) subjects.set(hotelBookingId(item.hotel), hotelSubject(item.hotel));
    }
  return subjects;
}

/**
 * The town a hotel was searched in: the stay whose check-in item holds it (a trip of several
 * cities has a hotel in each; the destination is only the first), as the plan placed it, else
 * as the gazetteer finds the stay's name, else the trip's destination.
 */
function townOf(hotel: THotel, itinerary: TItineraryDay[], plan: Plan, fallback: { lat: number; lng: number } | null) {
  const checkIn = itinerary
    .flatMap((d) => d.items)
    .find(
      (i) =>
        i.hotel?.hotel_id === hotel.hotel_id && i.hotel.check_in === hotel.check_in && /^Check in/.test(i.activity),
    );
  const name = checkIn?.location;
  if (!name) return fallback;
  const stay = plan.stays.find((s) => normalize(s.place.name) === normalize(name));
  return stay?.place ?? geocode(name) ?? fallback;
}

/** Looks at every flight, hotel and forecast day of the trip; a failed lookup is skipped, not guessed. */
export async function observe(deps: WatchDeps, trip: Trip) {
  const itinerary = trip.itinerary as TItineraryDay[];
  const plan = readPlan(trip.plan);
  // Where the trip goes: as Lotus understood it, else its destination's name in the gazetteer.
  const where = plan.destination ?? (trip.destination ? geocode(trip.destination) : null);
  const items = itinerary.flatMap((d) => d.items);
  const party = partyOf(plan);
  // The planner's own search party (plan-trip.ts): a child of unknown age flies as an 8-year-old.
  const searchParty: SearchParty = { adults: party.adults, childAges: party.children.map((age) => age ?? 8) };
  const priced: Priced[] = [];
  const flights = distinct(
    items.flatMap((i) => (i.flight ? [i.flight] : [])) as (TFlight | TRoundTrip)[],
    flightBookingId,
  );
  for (const [bookingId, flight] of flights) {
    try {
      const listed = flightPrice(flight);
      priced.push({
        subject: flightSubject(flight),
        bookingId,
        kind: "flight",
        label: flightLabel(flight),
        listed: listed >= 0 ? listed : null,
        seen: await repriceFlight(deps.travel.flights, flight, searchParty),
      });
    } catch (error) {
      deps.log.warn({ err: error, tripId: trip.id, bookingId }, "watch: flight lookup failed");
    }
  }
  const hotels = distinct(items.flatMap((i) => (i.hotel ? [i.hotel] : [])) as THotel[], hotelBookingId);
  for (const [bookingId, hotel] of hotels) {
    const town = townOf(hotel, itinerary, plan, where);
    if (!town) continue;
    try {
      priced.push({
        subject: hotelSubject(hotel),
        bookingId,
        kind: "hotel",
        label: hotel.hotel_name,
        listed: hotel.total_price >= 0 ? hotel.total_price : null,
        seen: await repriceHotel(deps.travel.hotels, hotel, town, searchParty),
      });
    } catch (error) {
      deps.log.warn({ err: error, tripId: trip.id, bookingId }, "watch: hotel lookup failed");
    }
  }
  const weathered: Weathered[] = [];
  if (where) {
    for (const day of itinerary) {
      const ahead = daysUntil(day.date, deps.now());
      if (ahead < 0) continue;
      try {
        const w = await deps.travel.weather.weather({
          date: day.date,
          lat: where.lat,
          lng: where.lng,
        });
        weathered.push({
          subject: `weather:${day.date}`,
          date: day.date,
          city: where.name,
          outdoor: day.items.filter((i) => i.place && isOutdoor(i.place.types)).map((i) => i.place?.name ?? i.activity),
          seen: { icon: w.weather_icon, description: w.weather_description, min: w.temp_min, max: w.temp_max },
          estimateOnly: ahead >= FORECAST_DAYS,
        });
      } catch (error) {
        deps.log.warn({ err: error, tripId: trip.id, date: day.date }, "watch: weather lookup failed");
      }
    }
  }
  return { priced, weathered };
}

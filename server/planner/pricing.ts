import type { TItineraryDay } from "../../common/api/trips";
import { placeKindOf } from "../../common/travel/place-kinds";
import type { TFlight, THotel, TRoundTrip } from "../../common/travel/schemas";
import type { Move } from "./days";
import { mealCost } from "./meals";
import type { Party } from "./party";

// The party's total: fares for everyone, the rooms the party needs, each journey, each meal and
// each ticket per person (children's meals and tickets at a reduced rate).

export type Totals = {
  flights: number;
  stays: number;
  transport: number;
  food: number;
  activities: number;
  total: number;
  /** Flights and stays only: what the trip's details page adds up. */
  bookable: number;
};

/** Typical entry per adult, in dollars, by kind of place (free where most are). */
const entry: Record<string, number> = { museum: 18, landmark: 12, attraction: 25, nightlife: 20 };
const plainMeal = { breakfast: 14, lunch: 20, dinner: 32 } as const;

const priceOf = (f: TFlight | TRoundTrip) => ("return_leg" in f ? f.return_leg.price : f.price);

export function totalsOf(input: {
  days: TItineraryDay[];
  flights: (TFlight | TRoundTrip)[];
  hotels: (THotel | null)[];
  moves: Move[];
  party: Party;
}): Totals {
  const { party } = input;
  const kids = party.children.length;
  const flights = input.flights.reduce((n, f) => n + Math.max(0, priceOf(f)), 0);
  const seen = new Set<string>();
  let stays = 0;
  for (const h of input.hotels) {
    if (!h || seen.has(h.hotel_id + h.check_in)) continue;
    seen.add(h.hotel_id + h.check_in);
    stays += Math.max(0, h.total_price);
  }
  // Journeys between stops, and the rides of day trips (items with a fare that are no journey of the trip).
  const dayTrips = input.days
    .flatMap((d) => d.items)
    .filter(
      (it) =>
        it.transport &&
        it.type === "other" &&
        !input.moves.some((m) => m.fromName === it.transport?.from && m.toName === it.transport?.to),
    )
    .reduce((n, it) => n + (it.transport?.cost_per_person ?? 0) * (party.adults + kids * 0.5), 0);
  const transport =
    input.moves.filter((m) => m.mode !== "flight").reduce((n, m) => n + m.costPerPerson * (party.adults + kids), 0) +
    dayTrips;
  let food = 0;
  let activities = 0;
  for (const d of input.days)
    for (const it of d.items) {
      if (it.meal) {
        const level = it.place?.price_level;
        const each = level ? (mealCost[it.meal][level - 1] ?? plainMeal[it.meal]) : plainMeal[it.meal];
        food += each * (party.adults + kids * 0.6);
      } else if (it.type === "place" && it.place) {
        activities += (entry[placeKindOf(it.place.types)] ?? 0) * (party.adults + kids * 0.5);
      }
    }
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    flights: round(flights),
    stays: round(stays),
    transport: round(transport),
    food: round(food),
    activities: round(activities),
    total: round(flights + stays + transport + food + activities),
    bookable: round(flights + stays),
  };
}

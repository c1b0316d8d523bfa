import type { TItineraryDay } from "../../common/api/trips";
import { costBreakdown } from "../../common/bookings";

/** The Trip Summary tab: where, when, and what the distinct flights and hotels cost. */
export function tripSummary(trip: { destination: string | null; dates: string | null; itinerary: unknown }) {
  const itinerary = trip.itinerary as TItineraryDay[];
  // Cities the trip stays in: the places its hotel and free-time items name, else its destination.
  const cities = new Set<string>();
  for (const day of itinerary) {
    for (const item of day.items) if (item.type === "Hotel" || item.type === "other") cities.add(item.location);
  }
  if (cities.size === 0 && trip.destination) cities.add(trip.destination);
  return { destinations: [...cities], dates: trip.dates, ...costBreakdown(itinerary) };
}

import { findDestination, namedPlace, wholePlace } from "./understand";

export const DEFAULT_TRIP_NAME = "New Trip";

/** A new trip's name, from its first message: "Trip to Lisbon" when it names a place, else 'New Trip'. */
export function nameTrip(message: string): string {
  const place = findDestination(message) ?? wholePlace(message) ?? namedPlace(message);
  return place ? `Trip to ${place.name}` : DEFAULT_TRIP_NAME;
}

import type { TChangeSummary } from "../../common/api/itinerary";
import type { TItineraryDay } from "../../common/api/trips";
import { costBreakdown } from "../../common/bookings";

// What a change to the whole itinerary does, in the terms a traveller checks before saying yes:
// days, stops added and removed, a different flight or hotel, and the price difference.

// A stop is the same stop on the same day. Days are matched by date, unless the trip itself moved
// to other dates: then day 1 is matched with day 1, so moving a trip shows what else changed
// rather than every stop as removed and added again.
const keys = (days: TItineraryDay[], byPosition: boolean) =>
  new Set(
    days.flatMap((d, n) => d.items.map((i) => `${byPosition ? `day ${n + 1}` : d.date}|${i.activity}|${i.location}`)),
  );
const ids = (lines: { booking_id: string }[]) =>
  lines
    .map((l) => l.booking_id)
    .sort()
    .join(",");

export function changeSummary(before: TItineraryDay[], after: TItineraryDay[]): TChangeSummary {
  const moved = before.length > 0 && after.length > 0 && before[0]?.date !== after[0]?.date;
  const was = keys(before, moved);
  const now = keys(after, moved);
  const added = [...now].filter((k) => !was.has(k)).length;
  const removed = [...was].filter((k) => !now.has(k)).length;
  const costBefore = costBreakdown(before);
  const costAfter = costBreakdown(after);
  const flightChanged = ids(costBefore.flights) !== ids(costAfter.flights);
  const hotelChanged = ids(costBefore.hotels) !== ids(costAfter.hotels);
  const priced = costBefore.unpriced === 0 && costAfter.unpriced === 0;
  const difference = priced ? Math.round((costAfter.total - costBefore.total) * 100) / 100 : null;

  const parts: string[] = [];
  if (before.length !== after.length) parts.push(`${after.length} days instead of ${before.length}`);
  if (added || removed) {
    const bits = [added ? `${added} ${added === 1 ? "stop" : "stops"} added` : "", removed ? `${removed} removed` : ""];
    parts.push(bits.filter(Boolean).join(", "));
  }
  if (flightChanged) parts.push(costAfter.flights.length ? "different flights" : "no flights");
  if (hotelChanged) parts.push(costAfter.hotels.length ? "a different hotel" : "no hotel");
  if (difference !== null && difference !== 0 && (flightChanged || hotelChanged)) {
    parts.push(
      `${difference > 0 ? "+" : "−"}$${Math.abs(difference).toLocaleString("en-US", Number.isInteger(difference) ? {} : { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
    );
  }
  return {
    text: parts.length
      ? capitalise(parts.join("; "))
      : moved
        ? "The same days on the new dates"
        : "No change to the itinerary",
    days_before: before.length,
    days_after: after.length,
    added,
    removed,
    flight_changed: flightChanged,
    hotel_changed: hotelChanged,
    price_difference: difference,
  };
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

import type { TItineraryDay } from "./api/trips";
import type { TFlight, THotel, TRoundTrip } from "./travel/schemas";

// Booking identifiers exactly as the spec gives them, and the trip's cost breakdown: each flight
// and hotel once, however many itinerary items point at it (a hotel's check-in and check-out, a
// round trip's two legs).

type AnyFlight = TFlight | TRoundTrip;
const isRoundTrip = (f: AnyFlight): f is TRoundTrip => "outbound_leg" in f;

/** The legs of a flight: one for one-way, two for a round trip. */
export function legsOf(flight: AnyFlight) {
  return isRoundTrip(flight) ? [flight.outbound_leg, flight.return_leg] : [flight];
}

/** origin_code-arrive_code-depart_date per leg (first departure, last arrival), joined with '+'. */
export function flightBookingId(flight: AnyFlight): string {
  return legsOf(flight)
    .map((leg) => {
      const first = leg.segments[0];
      const last = leg.segments[leg.segments.length - 1];
      return `${first?.origin_code}-${last?.arrive_code}-${first?.depart_date}`;
    })
    .join("+");
}

/** hotel_name-check_in */
export function hotelBookingId(hotel: THotel): string {
  return `${hotel.hotel_name}-${hotel.check_in}`;
}

/** What a flight costs in total (a round trip's return_leg.price is the total); negative = unknown. */
export function flightPrice(flight: AnyFlight): number {
  return isRoundTrip(flight) ? flight.return_leg.price : flight.price;
}

export function flightLabel(flight: AnyFlight): string {
  const legs = legsOf(flight);
  const first = legs[0]?.segments[0];
  const outLast = legs[0]?.segments[legs[0].segments.length - 1];
  const airline = isRoundTrip(flight) ? flight.outbound_leg.airline_name : flight.airline_name;
  return `${airline}: ${first?.origin_code} → ${outLast?.arrive_code}${legs.length > 1 ? " (round trip)" : ""}`;
}

export type CostLine = {
  booking_id: string;
  label: string;
  detail: string;
  price: number | null;
  url: string;
  /** The offline providers' made-up offer (issue 26): the details page labels it "Sample data". */
  sample?: boolean;
};
export type CostBreakdown = { flights: CostLine[]; hotels: CostLine[]; total: number; unpriced: number };

export function costBreakdown(itinerary: TItineraryDay[]): CostBreakdown {
  const flights = new Map<string, CostLine>();
  const hotels = new Map<string, CostLine>();
  for (const day of itinerary) {
    for (const item of day.items) {
      if (item.flight) {
        const id = flightBookingId(item.flight);
        const price = flightPrice(item.flight);
        if (!flights.has(id)) {
          const legs = legsOf(item.flight);
          flights.set(id, {
            booking_id: id,
            label: flightLabel(item.flight),
            detail: legs.map((l) => l.segments[0]?.depart_date).join(" – "),
            price: price >= 0 ? price : null,
            url: item.flight.url,
            ...(item.flight.source === "sample" ? { sample: true } : {}),
          });
        }
      }
      if (item.hotel) {
        const id = hotelBookingId(item.hotel);
        if (!hotels.has(id)) {
          hotels.set(id, {
            booking_id: id,
            label: item.hotel.hotel_name,
            detail: `${item.hotel.check_in} – ${item.hotel.check_out}`,
            price: item.hotel.total_price >= 0 ? item.hotel.total_price : null,
            url: item.hotel.url,
            ...(item.hotel.source === "sample" ? { sample: true } : {}),
          });
        }
      }
    }
  }
  const lines = [...flights.values(), ...hotels.values()];
  const total = Math.round(lines.reduce((sum, l) => sum + (l.price ?? 0), 0) * 100) / 100;
  return {
    flights: [...flights.values()],
    hotels: [...hotels.values()],
    total,
    unpriced: lines.filter((l) => l.price === null).length,
  };
}

import { legsOf } from "../../common/bookings";
import type { TFlight, THotel, TRoundTrip } from "../../common/travel/schemas";
import type { FlightProvider } from "../travel/flights/provider";
import type { HotelProvider } from "../travel/hotels/provider";
import type { PriceSeen } from "./changes";

/**
 * Who the trip's searches were made for, as the planner made them (`partyOf`): adults, and each
 * child's age. Re-pricing for anyone else (the head count as adults, say) is another search, with
 * other fares and, offline, other hotels: a change nobody made.
 */
export type SearchParty = { adults: number; childAges: number[] };

type AnyFlight = TFlight | TRoundTrip;

/** The same flights: every segment's carrier, number and departure, leg by leg. */
export function flightSignature(flight: AnyFlight): string {
  return legsOf(flight)
    .map((leg) =>
      leg.segments.map((s) => `${s.airline_code}${s.flight_number}@${s.depart_date}T${s.depart_time}`).join(","),
    )
    .join("|");
}

const priceOfFlight = (f: AnyFlight) => ("return_leg" in f ? f.return_leg.price : f.price);

/**
 * What the chosen flight costs now: the same search the itinerary came from, then the offer with
 * the same flights. Not offered any more reads as sold out (null); a provider failure throws, so a
 * failed search is never mistaken for a sold-out flight.
 */
export async function repriceFlight(
  provider: FlightProvider,
  flight: AnyFlight,
  party: SearchParty,
): Promise<PriceSeen> {
  const [out, back] = legsOf(flight);
  const first = out?.segments[0];
  const last = out?.segments[out.segments.length - 1];
  if (!first || !last) return null;
  const results = await provider.search({
    origin: first.origin_code,
    destination: last.arrive_code,
    departDate: first.depart_date,
    ...(back?.segments[0] ? { returnDate: back.segments[0].depart_date } : {}),
    adults: party.adults,
    ...(party.childAges.length ? { children: party.childAges } : {}),
    ...("outbound_leg" in flight ? { cabin: flight.outbound_leg.travel_class } : {}),
  });
  const offers: AnyFlight[] = results.kind === "one_way" ? results.flights : results.trips;
  const wanted = flightSignature(flight);
  const same = offers.find((o) => flightSignature(o) === wanted);
  if (!same) return null;
  const price = priceOfFlight(same);
  return price >= 0 ? price : null;
}

/**
 * The search a stay came from: its own town, nights, guests and rooms. The hotel says how many
 * guests and rooms it was offered for; the party says how many of them are children (offline, the
 * adults choose the town's list, so a head count sent as adults finds other hotels).
 */
export function stayQuery(hotel: THotel, town: { lat: number; lng: number }, party: SearchParty) {
  const guests = hotel.guests ?? party.adults + party.childAges.length;
  const children = Math.min(party.childAges.length, guests - 1);
  return {
    lat: town.lat,
    lng: town.lng,
    checkIn: hotel.check_in,
    checkOut: hotel.check_out,
    adults: guests - children,
    ...(children ? { children } : {}),
    ...(hotel.rooms && hotel.rooms > 1 ? { rooms: hotel.rooms } : {}),
    hotelId: hotel.hotel_id,
  };
}

/** What the chosen hotel costs now for the same stay; null when it has no room any more. */
export async function repriceHotel(
  provider: HotelProvider,
  hotel: THotel,
  town: { lat: number; lng: number },
  party: SearchParty,
): Promise<PriceSeen> {
  const offers = await provider.search(stayQuery(hotel, town, party));
  const same = offers.find((o) => o.hotel_id === hotel.hotel_id);
  if (!same || same.total_price < 0) return null;
  return same.total_price;
}

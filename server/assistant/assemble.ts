import { DateTime } from "luxon";
import type { TCtx } from "../../common/api/trips";
import type { TFlight, TForumPost, THotel, TPlace, TRoundTrip } from "../../common/travel/schemas";
import { buildItinerary } from "./itinerary";
import type { Plan } from "./plan";
import type { Toolbox } from "./tools";

// From what is understood to what is found: runs the searches a plan allows, chooses a flight and
// a hotel to suit the budget, and builds the itinerary. Both engines end a turn here.

export type Assembled = {
  plan: Plan;
  ctx: TCtx;
  flight: TFlight | TRoundTrip | null;
  hotel: THotel | null;
  notes: string[];
};

const nightlyBudget = { budget: 110, moderate: 260, luxury: undefined } as const;

export function formatDates(startDate: string | null, nights: number | null): string | null {
  if (!startDate || nights === null) return null;
  const start = DateTime.fromISO(startDate);
  const end = start.plus({ days: nights });
  if (nights === 0) return start.toFormat("LLL d, yyyy");
  return start.year === end.year
    ? `${start.toFormat("LLL d")} - ${end.toFormat("LLL d, yyyy")}`
    : `${start.toFormat("LLL d, yyyy")} - ${end.toFormat("LLL d, yyyy")}`;
}

export const priceOf = (f: TFlight | TRoundTrip) => ("return_leg" in f ? f.return_leg.price : f.price);
const durationOf = (f: TFlight | TRoundTrip) =>
  "return_leg" in f ? f.outbound_leg.duration + f.return_leg.duration : f.duration;

function chooseFlight(list: (TFlight | TRoundTrip)[], plan: Plan): TFlight | TRoundTrip | null {
  const known = list.filter((f) => priceOf(f) >= 0);
  const pool = known.length ? known : list;
  if (!pool.length) return null;
  // Budget travellers get the cheapest; others the quickest unless it costs over a third more.
  const cheapest = [...pool].sort((a, b) => priceOf(a) - priceOf(b))[0] as TFlight | TRoundTrip;
  if (plan.budget === "budget") return cheapest;
  const quickest = [...pool].sort((a, b) => durationOf(a) - durationOf(b))[0] as TFlight | TRoundTrip;
  return priceOf(quickest) <= priceOf(cheapest) * 1.35 ? quickest : cheapest;
}

function chooseHotel(list: THotel[], plan: Plan): THotel | null {
  const pool = list.filter((h) => h.total_price >= 0);
  if (!pool.length) return list[0] ?? null;
  const byPrice = [...pool].sort((a, b) => a.total_price - b.total_price);
  if (plan.budget === "budget" || plan.hotelMaxNightly !== null) return byPrice[0] as THotel;
  if (plan.budget === "luxury") {
    return [...pool].sort((a, b) => (b.stars ?? 0) - (a.stars ?? 0) || b.total_price - a.total_price)[0] as THotel;
  }
  // Moderate: the middle of the range, a comfortable three or four stars where there is one.
  const mid = byPrice.filter((h) => (h.stars ?? 3) >= 3 && (h.stars ?? 3) <= 4);
  const list2 = mid.length ? mid : byPrice;
  return list2[Math.floor(list2.length / 2)] ?? null;
}

export async function assembleTrip(plan: Plan, tools: Toolbox): Promise<Assembled> {
  const notes: string[] = [];
  const next = { ...plan };
  let flights: (TFlight | TRoundTrip)[] = [];
  let hotels: THotel[] = [];
  let places: TPlace[] = [];
  let reddit: TForumPost[] = [];
  let flight: TFlight | TRoundTrip | null = null;
  let hotel: THotel | null = null;
  const dest = plan.destination;

  if (dest) {
    const found = await tools.places({ near: { lat: dest.lat, lng: dest.lng }, radiusMiles: 15 });
    places = found.places;
    if (found.note && !places.length) notes.push(found.note);
    const forum = await tools.forums({ query: `${dest.name} tips`, destination: dest.name });
    reddit = forum.posts.slice(0, 5);
  }
  const dated = dest && plan.startDate && plan.nights !== null;
  if (dest && dated && plan.startDate && plan.nights !== null) {
    const checkOut = DateTime.fromISO(plan.startDate).plus({ days: plan.nights }).toISODate() as string;
    if (plan.nights > 0) {
      const cap = plan.hotelMaxNightly ?? nightlyBudget[plan.budget];
      const found = await tools.hotels({
        lat: dest.lat,
        lng: dest.lng,
        checkIn: plan.startDate,
        checkOut,
        adults: plan.travellers,
        ...(cap ? { maxPrice: cap } : {}),
      });
      hotels = found.hotels;
      if (!hotels.length && plan.hotelMaxNightly)
        notes.push(
          `No hotel under $${Math.round(plan.hotelMaxNightly)} a night was found, so I kept looking at the cheapest.`,
        );
      if (!hotels.length) {
        const any = await tools.hotels({
          lat: dest.lat,
          lng: dest.lng,
          checkIn: plan.startDate,
          checkOut,
          adults: plan.travellers,
        });
        hotels = any.hotels;
      }
      hotel = chooseHotel(hotels, plan);
      next.chosenHotelNightly =
        hotel && hotel.total_price >= 0 ? Math.round((hotel.total_price / plan.nights) * 100) / 100 : null;
    }
    if (plan.flights && plan.origin?.airport && dest.airport && plan.origin.airport !== dest.airport) {
      const found = await tools.flights({
        origin: plan.origin.airport,
        destination: dest.airport,
        departDate: plan.startDate,
        ...(plan.nights > 0 ? { returnDate: checkOut } : {}),
        adults: plan.travellers,
      });
      flights = found.flights;
      if (found.note) notes.push(`Flight search: ${found.note}.`);
      flight = chooseFlight(flights, plan);
    }
  }
  const itinerary = buildItinerary({ plan: next, flight, hotel, places, reddit });
  return {
    plan: next,
    flight,
    hotel,
    notes,
    ctx: {
      // The chosen ones first, so what the itinerary uses is always among what ctx offers.
      flights: (flight ? [flight, ...flights.filter((f) => f !== flight)] : flights).slice(0, 5),
      hotels: (hotel ? [hotel, ...hotels.filter((h) => h !== hotel)] : hotels).slice(0, 5),
      places: places.slice(0, 15),
      reddit,
      tool_uses: tools.uses,
      itinerary,
      destination: dest ? `${dest.name}, ${dest.country}` : null,
      dates: formatDates(plan.startDate, plan.nights),
    },
  };
}

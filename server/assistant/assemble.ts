import { DateTime } from "luxon";
import type { TCtx, TTripOutline } from "../../common/api/trips";
import type { TFlight, THotel, TPlace, TRoundTrip } from "../../common/travel/schemas";
import { type PlannedTrip, planTrip } from "../planner/plan-trip";
import type { Plan } from "./plan";
import type { Toolbox } from "./tools";

// From what is understood to what is found: both engines end a turn here. The planner
// (server/planner) does the work; this turns its plan into the reply's ctx.

export type Assembled = {
  plan: Plan;
  ctx: TCtx;
  flight: TFlight | TRoundTrip | null;
  hotel: THotel | null;
  notes: string[];
  planned: PlannedTrip | null;
};

export { priceOf } from "../planner/plan-trip";

export function formatDates(startDate: string | null, nights: number | null): string | null {
  if (!startDate || nights === null) return null;
  const start = DateTime.fromISO(startDate);
  const end = start.plus({ days: nights });
  if (nights === 0) return start.toFormat("LLL d, yyyy");
  return start.year === end.year
    ? `${start.toFormat("LLL d")} - ${end.toFormat("LLL d, yyyy")}`
    : `${start.toFormat("LLL d, yyyy")} - ${end.toFormat("LLL d, yyyy")}`;
}

/** "Rome, Italy"; "Rome, Florence and Venice, Italy"; "Lisbon, Portugal and Madrid, Spain". */
export function destinationText(stays: { name: string; country: string }[]): string | null {
  if (!stays.length) return null;
  const and = (xs: string[]) =>
    xs.length < 2 ? (xs[0] ?? "") : `${xs.slice(0, -1).join(", ")} and ${xs[xs.length - 1]}`;
  const countries = new Set(stays.map((s) => s.country));
  if (countries.size === 1) return `${and(stays.map((s) => s.name))}, ${stays[0]?.country}`;
  return and(stays.map((s) => `${s.name}, ${s.country}`));
}

/** How many nights the whole trip has, once the planner has shared them out. */
const nightsOf = (p: PlannedTrip) => p.stays.reduce((n, s) => n + s.nights, 0);

export async function assembleTrip(plan: Plan, tools: Toolbox): Promise<Assembled> {
  const dest = plan.destination ?? plan.stays[0]?.place ?? null;
  const ready =
    (dest || plan.region) && plan.startDate && (plan.nights !== null || plan.stays.some((s) => s.nights !== null));
  if (!ready) {
    // Not enough to plan days yet: the places worth knowing about, for the reply to mention.
    let places: TPlace[] = [];
    const notes: string[] = [];
    if (dest) {
      const found = await tools.places({ near: { lat: dest.lat, lng: dest.lng }, radiusMiles: 15 });
      places = found.places;
      if (found.note && !places.length) notes.push(found.note);
    }
    return {
      plan,
      flight: null,
      hotel: null,
      notes,
      planned: null,
      ctx: {
        flights: [],
        hotels: [],
        places: places.slice(0, 15),
        reddit: [],
        tool_uses: tools.uses,
        itinerary: [],
        destination: dest ? `${dest.name}, ${dest.country}` : null,
        dates: formatDates(plan.startDate, plan.nights),
      },
    };
  }
  let planned = await planTrip(plan, tools);
  // Over a stated budget: plan again as cheaply as the trip allows, then say what is left over.
  if (planned.budgetUsd !== null && planned.totals.total > planned.budgetUsd)
    planned = await planTrip(plan, tools, { cheap: true });
  const next: Plan = { ...planned.plan, shown: destinationText(planned.stays.map((s) => s.place)) };
  if (planned.stays.length) next.nights = nightsOf(planned);
  const chosenHotels = planned.stays.map((s) => s.hotel).filter((h): h is THotel => !!h);
  const flight = planned.flights[0] ?? null;
  const outline: TTripOutline = {
    stays: planned.stays.map((s) => ({
      city: s.place.name,
      country: s.place.country,
      nights: s.nights,
      check_in: s.checkIn,
      check_out: s.checkOut,
    })),
    travellers: {
      adults: next.party.adults > 1 || next.party.children.length ? next.party.adults : next.travellers,
      children: next.party.children.length,
      rooms: chosenHotels[0]?.rooms ?? 1,
    },
    totals: planned.totals,
    budget: next.money
      ? { amount: next.money.amount, currency: next.money.currency, per: next.money.per, limit_usd: planned.budgetUsd }
      : null,
    problems: planned.problems.map((p) => ({ rule: p.rule, message: p.message })),
    violations: planned.violations,
  };
  const offeredFlights = planned.offered.flights.filter((f) => !planned.flights.includes(f));
  const offeredHotels = planned.offered.hotels.filter((h) => !chosenHotels.includes(h));
  return {
    plan: next,
    flight,
    hotel: chosenHotels[0] ?? null,
    notes: planned.notes,
    planned,
    ctx: {
      // The chosen ones first, so what the itinerary uses is always among what ctx offers.
      flights: [...planned.flights, ...offeredFlights].slice(0, Math.max(5, planned.flights.length)),
      hotels: [...chosenHotels, ...offeredHotels].slice(0, Math.max(5, chosenHotels.length)),
      places: planned.offered.places.slice(0, 15),
      reddit: planned.reddit,
      tool_uses: tools.uses,
      itinerary: planned.days,
      destination: destinationText(planned.stays.map((s) => s.place)),
      dates: formatDates(next.startDate, next.nights),
      trip: outline,
    },
  };
}

import type { TItineraryDay } from "../../../common/api/trips";
import { costBreakdown } from "../../../common/bookings";
import { partyOf } from "../../planner/party";
import { totalsOf } from "../../planner/pricing";
import type { Plan } from "../plan";
import { localTotals } from "./cost-currency";

// What the trip costs as it stands: flights and stays as the details page adds them up (each
// booking once), and the planner's own estimates for meals, tickets and the journeys between
// stops, for the whole party. Each part is named, so the traveller knows what is in the figure.

export type CostAnswer = {
  bookable: number;
  flights: number;
  stays: number;
  meals: number;
  tickets: number;
  transport: number;
  total: number;
  unpriced: number;
  text: string;
};

const money = (n: number) => `$${n.toLocaleString("en-US", { minimumFractionDigits: 0, maximumFractionDigits: 0 })}`;

export function costSoFar(input: { plan: Plan; itinerary: readonly TItineraryDay[]; currency?: string }): CostAnswer {
  const itinerary = input.itinerary as TItineraryDay[];
  const booked = costBreakdown(itinerary);
  const party = partyOf(input.plan);
  // Only the estimates of totalsOf are used: flights and hotels come from the breakdown above.
  // Without the planner's journeys (not stored), a child's fare on a journey counts at half,
  // as on a day trip: the planner counts it whole, so a family's figure may be a little lower.
  const t = totalsOf({ days: itinerary, flights: [], hotels: [], moves: [], party });
  const flights = booked.flights.reduce((n, l) => n + (l.price ?? 0), 0);
  const stays = booked.hotels.reduce((n, l) => n + (l.price ?? 0), 0);
  const total = booked.total + t.food + t.activities + t.transport;
  const parts = [
    flights ? `flights ${money(flights)}` : "",
    stays ? `stays ${money(stays)}` : "",
    t.transport ? `trains, buses and day-trip rides about ${money(t.transport)}` : "",
    t.food ? `meals about ${money(t.food)}` : "",
    t.activities ? `entry tickets about ${money(t.activities)}` : "",
  ].filter(Boolean);
  if (!itinerary.length)
    return {
      bookable: 0,
      flights: 0,
      stays: 0,
      meals: 0,
      tickets: 0,
      transport: 0,
      total: 0,
      unpriced: 0,
      text: "There is no plan yet, so nothing to add up.",
    };
  const unpriced = booked.unpriced
    ? ` ${booked.unpriced} booking${booked.unpriced === 1 ? " has" : "s have"} no price yet and ${booked.unpriced === 1 ? "is" : "are"} not counted.`
    : "";
  const budget = input.plan.money
    ? ` Your stated budget is ${input.plan.money.amount.toLocaleString("en-US")} ${input.plan.money.currency}${input.plan.money.per === "trip" ? "" : ` per ${input.plan.money.per}`}.`
    : "";
  const text = [
    `So far the trip comes to **about ${money(total)}**${localTotals(input.plan, total, input.currency)} for ${party.label}: ${parts.join(", ")}.`,
    `Flights and stays (${money(booked.total)}) are the prices found, as on the trip's details page; meals, tickets and rides are typical prices for the places on the plan, not quotes.${unpriced}${budget}`,
    "Not included: taxis and transit within cities, drinks and snacks, shopping, tips and travel insurance.",
  ].join("\n\n");
  return {
    bookable: booked.total,
    flights,
    stays,
    meals: t.food,
    tickets: t.activities,
    transport: t.transport,
    total: Math.round(total * 100) / 100,
    unpriced: booked.unpriced,
    text,
  };
}

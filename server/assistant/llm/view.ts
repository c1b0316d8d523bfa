import { DateTime } from "luxon";
import type { TItineraryDay, TItineraryItem } from "../../../common/api/trips";
import { formatDates } from "../assemble";
import type { Plan } from "../plan";

// The trip as the language model reads it (read_plan, and the system prompt's summary): the
// plan's facts and the itinerary as short lines, each item with a ref ("2.3": day 2, third item)
// that the edit tools take. Compact on purpose: a 14-day trip is read in a few hundred tokens.

export function planSummary(plan: Plan) {
  return {
    destination: plan.destination ? `${plan.destination.name}, ${plan.destination.country}` : null,
    destination_airport: plan.destination?.airport ?? null,
    origin: plan.origin ? `${plan.origin.name}, ${plan.origin.country}` : null,
    origin_airport: plan.origin?.airport ?? null,
    start_date: plan.startDate,
    nights: plan.nights,
    dates: formatDates(plan.startDate, plan.nights),
    travellers: plan.travellers,
    budget: plan.budget,
    pace: plan.pace,
    interests: plan.interests,
    stays: plan.stays.map((s) => ({ city: s.place.name, nights: s.nights })),
    region: plan.region,
    party: plan.party,
    money: plan.money,
    transport: plan.transport,
    stay_rules: plan.stayRules,
    food: plan.food,
    must_see: plan.mustSee,
    avoid: plan.avoid,
  };
}

/** What an item is, in one word the model can act on. */
export function kindOf(item: TItineraryItem): string {
  if (item.meal) return item.meal;
  if (item.transport) return item.transport.mode;
  if (item.rest) return "free time";
  if (item.type === "Flight") return "flight";
  if (item.type === "Hotel") return "stay";
  if (item.type === "reddit") return "tip";
  if (item.type === "place") return "place";
  return "note";
}

export const refOf = (day: number, item: number) => `${day + 1}.${item + 1}`;

/** One item as a line: "2.3 14:00 Belém Tower (place, 75 min)". */
export function itemLine(item: TItineraryItem, ref: string): string {
  const minutes = item.minutes ? `, ${item.minutes} min` : "";
  return `${ref} ${item.time} ${item.activity} (${kindOf(item)}${minutes})`;
}

export function itineraryView(days: readonly TItineraryDay[]) {
  return days.map((d, i) => ({
    day: i + 1,
    date: d.date,
    weekday: DateTime.fromISO(d.date).toFormat("ccc"),
    items: d.items.map((it, j) => itemLine(it, refOf(i, j))),
  }));
}

/** What read_plan returns: the facts, and the itinerary as it stands (people's edits included). */
export function readPlanView(plan: Plan, days: readonly TItineraryDay[]) {
  return {
    plan: planSummary(plan),
    itinerary: days.length ? itineraryView(days) : "No itinerary yet: it is built once the trip has a place and dates.",
  };
}

import type { TItineraryDay } from "../../../common/api/trips";
import type { Plan } from "../plan";
import { dayLabel, tripDays } from "./trip";

// What is on a day of the trip, read from the itinerary as it stands: a short list of its items
// (time and what), never the whole trip.

export type DayPlanAnswer = { days: { n: number; date: string; city: string; items: string[] }[]; text: string };

/** At most this many days are listed in one answer: more is the itinerary itself. */
const MAX_DAYS = 3;

export function dayPlan(input: {
  plan: Plan;
  itinerary: readonly TItineraryDay[];
  days: readonly number[];
}): DayPlanAnswer {
  const trip = tripDays(input.plan, input.itinerary);
  if (!trip.length) return { days: [], text: "There is no plan yet. Tell me where and when, and I'll plan the days." };
  const asked = [...new Set(input.days)].filter((n) => n >= 1 && n <= trip.length).slice(0, MAX_DAYS);
  const outside = input.days.filter((n) => n < 1 || n > trip.length);
  const days = asked.map((n) => {
    const d = trip[n - 1] as (typeof trip)[number];
    const items = d.items.map((it) => `${it.time} ${it.activity}`);
    return { n, date: d.date, city: d.city, items };
  });
  const blocks = days.map((d) => {
    const list = d.items.length ? d.items.map((i) => `- ${i}`).join("\n") : "- Nothing planned yet: a free day.";
    return `**${dayLabel(d)}**${d.city ? ` in ${d.city}` : ""}:\n${list}`;
  });
  const note = outside.length
    ? `The trip has ${trip.length} days (${trip[0]?.date} to ${trip[trip.length - 1]?.date}), so there is no day ${outside.join(" or ")}.`
    : "";
  const more =
    input.days.length > MAX_DAYS
      ? `Ask about the other days one at a time, or open the itinerary for the whole trip.`
      : "";
  return { days, text: [...blocks, note, more].filter(Boolean).join("\n\n") };
}

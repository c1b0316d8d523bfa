import { DateTime } from "luxon";
import type { Asked } from "./asked";
import type { Answer } from "./question-kinds";
import { plain } from "./text";

// "what day are we in Cappadocia?", "when do we get to Kyoto?", "how many days do we have in
// Porto?": the days of the plan spent at one of its stops, from the itinerary, said in a line (the
// days themselves are in the panel). A place the trip does not stay in is left to the other answers.

const asksStayDays =
  /\b(?:what|which) (?:days?|dates?) (?:are|will|do) (?:we|i) (?:be )?(?:in|at|spend in|get to|reach|arrive in)\b|\bwhen (?:are|will|do) (?:we|i) (?:be |get |arrive |go |head )?(?:in|at|to|into)\b|\bhow (?:many|long) (?:days|nights)? ?(?:are we|am i|do we (?:have|get|spend)|will we (?:have|be|spend)) (?:in|at)\b/;

/** The days of the trip at a stop a question names, when it asks when the trip is there. */
export function stayDays(a: Pick<Asked, "text" | "trip">): Answer | undefined {
  const { text, trip } = a;
  if (!trip.length || !asksStayDays.test(text)) return undefined;
  const after = text.replace(/\?/g, " ").split(asksStayDays)[1]?.trim() ?? "";
  if (!after) return undefined;
  // The stop whose name the words after "in" open with ("cappadocia", "kyoto again").
  const city = [...new Set(trip.map((d) => d.city))].find((c) => {
    const name = plain(c);
    return !!name && (after === name || after.startsWith(`${name} `));
  });
  if (!city) return undefined;
  const at = trip.filter((d) => d.city === city && !d.travelling);
  const days = at.length ? at : trip.filter((d) => d.city === city);
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) return undefined;
  const dateOf = (iso: string) => DateTime.fromISO(iso).toFormat("ccc, LLL d");
  const span =
    first === last
      ? `**day ${first.n}** (${dateOf(first.date)})`
      : `**days ${first.n}-${last.n}** (${dateOf(first.date)} - ${dateOf(last.date)}, ${days.length} days)`;
  const gaps = days.length < last.n - first.n + 1 ? ", with days elsewhere in between" : "";
  return {
    kind: "day",
    text: `You're in **${city}** on ${span}${gaps}. Ask me for any of those days to see its plan.`,
  };
}

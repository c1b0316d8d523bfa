import type { EngineTurn } from "../engine";
import type { Plan } from "../plan";
import { lengthSaid } from "../understand";
import { calendarDay } from "./intent";
import { plain } from "./text";

// Two ways a message after a first plan is still planning rather than changing a trip the
// traveller has settled (answers/intent-of-facts.ts asks both):
// - Lotus planned from a day it chose ("You gave no dates, so I planned from Dec 10 ... tell me
//   your dates and I'll move it") and the traveller now gives theirs, with whatever else they add
//   ("Jan 12", "from Sydney, 2 adults, starting Feb 3"): the start was never theirs, so giving it
//   fills the brief in;
// - the traveller starts again: somewhere else altogether, with its own dates or length
//   ("actually make it Brussels, Dec 4-7, from London"), or in so many words ("scrap that, new
//   trip: ..."). "Make it Porto instead of Lisbon" alone stays an edit of the trip's stops.

// How the offline engine says it chose the start (understand/rough-start.ts): "... so I planned
// from **Dec 10** ...: tell me your dates and I'll move it."
const ASSUMED_START = /\btell me your dates and I'll move it\b/i;

/** Lotus's last reply planned from a start day it chose itself, and asked for the real one. */
export function startWasAssumed(history: EngineTurn["history"]): boolean {
  for (let i = history.length - 1; i >= 0; i--) {
    const m = history[i];
    if (m?.role === "assistant") return ASSUMED_START.test(m.msg);
  }
  return false;
}

// "scrap that", "start over", "forget that", "new trip", "a different trip", "separate trip",
// "change of plans": the traveller drops what was planned.
// ("scrap the Bondi walk" drops a sight, not the trip.)
const RESTART =
  /\b(?:scrap\s+(?:that|it|this|all\s+that|everything|the\s+(?:whole\s+)?(?:trip|plan|lot|thing|idea))\b|start(?:ing)?\s+(?:over|again|afresh|from\s+scratch)|forget\s+(?:that|it|this|about\s+(?:that|it))|(?:a\s+)?(?:new|different|separate|second|another)\s+trip|change\s+of\s+plans?|plans?\s+(?:have\s+)?changed|never\s*mind\s+(?:that|the)\b)/i;

/** Whether the message says in so many words that the trip planned so far is dropped. */
export function saysRestart(message: string): boolean {
  return RESTART.test(message);
}

const placesOf = (p: Plan): string[] =>
  [p.destination?.name, ...p.stays.map((s) => s.place.name), p.region?.key].filter((x): x is string => !!x);

/**
 * Somewhere else altogether (no stop or region of the trip before is kept) with its own start or
 * length, or a restart said in so many words with a new place: a new plan, not an edit.
 */
export function restartsTrip(previous: Plan, plan: Plan, message: string): boolean {
  const before = placesOf(previous);
  const after = placesOf(plan);
  if (!before.length || !after.length) return false;
  const elsewhere = after.every((name) => !before.includes(name));
  if (!elsewhere) return false;
  const whenSaid =
    plan.startDate !== previous.startDate ||
    plan.nights !== previous.nights ||
    // ("4 nights", "5d", "a week", "6 noches": a length of the new trip, even one equal to the old,
    // read as the dates reader reads it.)
    lengthSaid(message) ||
    calendarDay.test(plain(message));
  return whenSaid || saysRestart(message);
}

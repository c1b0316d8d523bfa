import { hhmm, visitWindows } from "../../planner/days";
import type { Asked } from "./asked";
import { generalAnswer } from "./general";
import type { Answer } from "./question-kinds";
import { openingHours } from "./visit";

// Questions of opening hours (a place named, or a kind of place) and of booking ahead.

// Kinds of place asked about by their common words, for typical hours.
const kindWords: [RegExp, keyof typeof visitWindows, string][] = [
  [/\bmarkets?\b/, "market", "market"],
  [/\bmuseums?\b|\bgaller(?:y|ies)\b/, "museum", "museum"],
  [/\bparks?\b|\bgardens?\b/, "park", "park"],
  [/\bbeach(?:es)?\b/, "beach", "beach"],
  [/\b(?:churches|church|cathedrals?|temples?|mosques?|castles?|palaces?)\b/, "landmark", "sight"],
  [/\b(?:bars?|clubs?|pubs?)\b/, "nightlife", "bar"],
];

/** Opening hours or booking, for a question about them. */
export function hoursQuestion(a: Asked): Answer | null | undefined {
  const { text, plan, itinerary, trip, named, days, first, stayOf } = a;
  if (first("hours") && named) return { kind: "hours", text: openingHours({ place: named, itinerary }).text };
  if (first("hours") && !named) {
    // "what time do the Christmas markets close?": a kind of place, not one by name.
    const kind = kindWords.find(([re]) => re.test(text));
    if (kind) {
      const [, k, word] = kind;
      const w = visitWindows[k];
      const city = stayOf(days[0])?.name ?? plan.destination?.name;
      return {
        kind: "hours",
        text: `I don't have the hours of each ${word} ${city ? `in ${city} ` : ""}on file. Typically ${word}s open around **${hhmm(w.open)}** and close around **${hhmm(w.close % 1440)}**${/\bchristmas|xmas|holiday|seasonal\b/.test(text) ? "; seasonal and Christmas markets often stay open into the evening and close for good around Christmas Eve" : ""}. Check the ${word}'s own site for the days you're there.`,
      };
    }
  }
  if (first("booking") && (named || trip.length))
    return { kind: "booking", text: generalAnswer({ topic: "booking", place: named }).text };
  return undefined;
}

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

/**
 * A place named in capitals with its kind's word ("Sultan Qaboos Grand Mosque", "the Museo de Arte
 * Moderno"), as the traveller wrote it; undefined when none is.
 */
export function nameAsked(message: string, kind: RegExp): string | undefined {
  const names =
    message.match(
      /\p{Lu}[\p{L}'’-]+(?:\s+(?:(?:of|de|del|la|le|the|di|da|do|dos|das|van|von)\s+)?\p{Lu}[\p{L}'’-]+)+/gu,
    ) ?? [];
  return names.find((n) => kind.test(n.toLowerCase()))?.slice(0, 80);
}

/** Opening hours or booking, for a question about them. */
export function hoursQuestion(a: Asked): Answer | null | undefined {
  const { text, plan, itinerary, trip, named, days, first, stayOf } = a;
  if (first("hours") && named) {
    const hours = openingHours({ place: named, itinerary }).text;
    // ("is Jardin Majorelle open on Saturday? and do we need tickets in advance?": both answered.)
    const booking = a.kinds.includes("booking") ? generalAnswer({ topic: "booking", place: named }).text : "";
    return { kind: "hours", text: booking ? `${hours}\n\n${booking}` : hours };
  }
  if (first("hours") && !named) {
    // "what time do the Christmas markets close?": a kind of place, not one by name.
    const kind = kindWords.find(([re]) => re.test(text));
    if (kind) {
      const [, k, word] = kind;
      const w = visitWindows[k];
      const city = stayOf(days[0])?.name ?? plan.destination?.name;
      // "Sultan Qaboos Grand Mosque visiting time?": the one asked about, named as the traveller wrote it.
      const asked = nameAsked(a.message, kind[0]);
      return {
        kind: "hours",
        text: `I don't have the hours of ${asked ? `**${asked}**` : `each ${word} ${city ? `in ${city} ` : ""}`}${asked ? " " : ""}on file. Typically ${word}s open around **${hhmm(w.open)}** and close around **${hhmm(w.close % 1440)}**${/\bchristmas|xmas|holiday|seasonal\b/.test(text) ? "; seasonal and Christmas markets often stay open into the evening and close for good around Christmas Eve" : ""}. Check the ${word}'s own site for the days you're there.`,
      };
    }
  }
  if (first("booking") && (named || trip.length))
    return { kind: "booking", text: generalAnswer({ topic: "booking", place: named }).text };
  return undefined;
}

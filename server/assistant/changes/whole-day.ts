import type { TItineraryDay, TItineraryItem } from "../../../common/api/trips";
import { findItems } from "./match";
import { isVisit } from "./slots";

// A day given over to one thing, the rest of it cleared: "make day 3 just a cenote and nothing
// else", "make day 2 a whole day in Saint-Émilion", "change day 3 to Rainbow Mountain, whatever is
// on there now can go", "day 4 only the zoo". Read on the change reader's cleaned, lower-case text;
// the day as said ("day 3", "the last day") and what the day is for.

const DAY = "(day\\s*\\d{1,2}|day (?:one|two|three|four|five|six|seven|eight|nine|ten)|the \\w+ day)";
// What says the rest of the day goes: "nothing else", "whatever is on there now can go".
const rest =
  /\s*,?\s*(?:(?:and|with|&)\s+)?(?:nothing else(?: (?:that day|on it|planned))?|(?:whatever|everything|anything)(?: else)?\b.*|the rest (?:can|goes)\b.*)$/;
const only = new RegExp(
  `^(?:make|turn|keep|have|change|set)\\s+${DAY}\\s+(?:into\\s+|as\\s+|to\\s+)?(?:just|only|all about|purely|entirely|(?:a|one) (?:whole|full|entire) day (?:in|at|of|for)|all day (?:in|at))\\s+(?:for\\s+)?(.+)$`,
);
// (Said with the rest cleared: "change day 3 to X", "make day 3 a cenote and nothing else".)
const changedTo = new RegExp(`^(?:change|switch|turn|make|have|keep)\\s+${DAY}\\s+(?:to\\s+|into\\s+|as\\s+)?(.+)$`);
const bare = new RegExp(`^${DAY}\\s*(?::|-|,)?\\s*(?:just|only)\\s+(.+)$`);

export function wholeDayAsked(t: string): { day: string; what: string } | null {
  const cleared = rest.test(t);
  const said = t.replace(rest, "").trim();
  const m = only.exec(said) ?? bare.exec(said) ?? (cleared ? changedTo.exec(said) : null);
  if (!m) return null;
  const what = (m[2] ?? "")
    .replace(/^(?:the|a|an|our)\s+/, "")
    .replace(/\s+(?:day[- ]?trip|day out|excursion|visit)$/, "")
    .trim();
  // ("make day 2 just a rest day", "day 3 only free time": a day of rest is the lighter change's.)
  if (!what || /\b(?:rest|free|relax\w*|chill|lazy|nothing|sleep|lighter|easy)\b/.test(what)) return null;
  return { day: m[1] ?? "", what };
}

/** The day's visits taken off (its meals, hotel and journeys kept), and which they were. */
export function withoutVisits(
  itinerary: readonly TItineraryDay[],
  day: number,
): { itinerary: TItineraryDay[]; dropped: TItineraryItem[] } {
  const dropped = (itinerary[day - 1]?.items ?? []).filter(isVisit);
  return {
    itinerary: itinerary.map((d, i) => (i === day - 1 ? { ...d, items: d.items.filter((it) => !isVisit(it)) } : d)),
    dropped,
  };
}

/**
 * "make day 3 just a cenote and nothing else" where day 3 already has one: the first visit of the
 * day that the words name is kept, the day's other visits taken off (meals, hotel and journeys
 * kept); null when no visit of the day is named by them.
 */
export function keepingOnly(
  itinerary: readonly TItineraryDay[],
  day: number,
  what: string,
): { itinerary: TItineraryDay[]; kept: TItineraryItem; dropped: TItineraryItem[] } | null {
  const kept = findItems(itinerary, what, { day })
    .map((f) => f.item)
    .filter(isVisit)
    .sort((a, b) => a.time.localeCompare(b.time))[0];
  if (!kept) return null;
  const dropped = (itinerary[day - 1]?.items ?? []).filter((it) => isVisit(it) && it !== kept);
  return {
    itinerary: itinerary.map((d, i) =>
      i === day - 1 ? { ...d, items: d.items.filter((it) => !dropped.includes(it)) } : d,
    ),
    kept,
    dropped,
  };
}

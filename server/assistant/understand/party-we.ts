// A party told only as "we": "we fly from Warsaw", "rent skis or bring ours?", "a travel day for
// us". No count is said, but a careful planner does not plan for one: "we" is at least two, and
// two is what is planned until someone says more (read-constraints.ts applies it only while the
// party is still the one-adult default, so "4 of us" said before is never shrunk back).

/** The writer alone, said outright: "solo", "just me", "single traveller", "party of one". */
export const SOLO =
  /\b(?:solo|alone|by myself|just me|just myself|only me|on my own|single travell?er|party of one|table for one|1 pax|one pax)\b/;

// The words of a group speaking of itself. ("us" in capitals is the country: "flying from the US".)
const WE = /\b(?:[Ww]e|WE|[Ww]e'(?:re|ll|ve|d)|[Uu]s|[Oo]urs?|OURS?|[Oo]urselves)\b/g;

/** "we" that is no party: the idioms ("we'll see"), the country ("the us", "us dollars"), "let's". */
const NOT_PARTY =
  /\b(?:we'?ll see|as we say|we (?:call|say)|the us\b|in the us\b|us\s*(?:\$|dollars?|citizens?|passports?|visas?|side)|our (?:company|office|firm|client|customers?|website|app)\b)/g;

/**
 * Whether the message speaks as "we" (or "us", "our") with the writer not said to be alone, and
 * not a plan "for me" (then "can we start on the 5th?" is the writer and Lotus).
 */
export function speaksAsWe(text: string): boolean {
  const t = text.replace(/[’']/g, "'");
  const lower = t.toLowerCase();
  if (SOLO.test(lower)) return false;
  if (/\bfor (?:me|myself)\b(?!\s*(?:and|&|\+|n|plus|with)\b)/.test(lower)) return false;
  // The idioms are blanked on the message as written, so "US" keeps its capitals.
  const plain = t.replace(new RegExp(NOT_PARTY.source, "gi"), " ");
  return [...plain.matchAll(WE)].some((m) => m[0] !== "US" || plain === plain.toUpperCase());
}

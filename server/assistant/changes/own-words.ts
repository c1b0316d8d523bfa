import { editDistance } from "../../travel/geo/edit-distance";
import { nameScore, wordsOf } from "./match";

// A sight asked for on a day that no map or catalogue of ours has ("Lone Pine koala sanctuary on
// day 1", "a cemetery night visit on day 4", "the Kakum canopy walk on day 4"): planned in the
// traveller's own words, for them to check, rather than asked about again. A slip of a name we do
// know ("the Prdao on day 2") is still asked about: "did you mean the Prado?".

/** Whether what was said is planned in its own words: a few words, and no near name on file. */
export function inOwnWords(what: string, suggestion?: { name: string }): boolean {
  const words = what.trim().split(/\s+/);
  if (!words.length || words.length > 6 || what.length > 60) return false;
  // ("and", "or", "but": two things said, or one with a condition, are not one name.)
  if (/\b(?:and|or|but|if|keep|not|maybe)\b/.test(what)) return false;
  return !suggestion || (nameScore(what, suggestion.name) === null && !slipOf(what, suggestion.name));
}

// Words that say what kind of place, shared by names that are not the same place.
const kindWord =
  /^(?:museum|park|walk|tour|visit|temple|church|market|garden|gardens|palace|castle|beach|lake|night|city|centre|center|old|town|street|square)$/;

/** A word of what was said a letter or two off one of the name's own ("prdo" for Prado). */
function slipOf(what: string, name: string): boolean {
  const own = (s: string) => wordsOf(s).filter((w) => w.length >= 4 && !kindWord.test(w));
  const theirs = own(name);
  return own(what).some((w) => theirs.some((h) => editDistance(w, h, 2) <= (w.length >= 8 ? 2 : 1)));
}

/** "lone pine koala sanctuary": "Lone Pine Koala Sanctuary", as a name is written. */
export const ownName = (what: string) =>
  what
    .trim()
    .replace(/^(?:the|a|an)\s+/i, "")
    .replace(/\b\p{Ll}/gu, (c) => c.toUpperCase())
    .slice(0, 80);

// A day out said of a place ("a Nara day trip from Osaka"), and "please" said in any spelling.
export const dayOutWords = /\s+(?:day[- ]?trip|day out|excursion|trip)(?:\s+from\s+[a-z' -]{2,30})?(?=\s*$)/;
// The same said before the place ("a day trip to Kakheti", "an excursion to the Douro valley",
// "trip out to Nara"): the place is what comes after.
export const dayOutBefore =
  /^(?:(?:a|an|the|our)\s+)?(?:(?:quick|short|half[- ]day|full[- ]day|whole[- ]day)\s+)?(?:day[- ]?trip|day out|excursion|outing|trip)\s+(?:out\s+)?to\s+(?:the\s+)?(?=\S)/;
export const asksPolitely = /\b(?:please|pls|plz|plse|kindly)\b/i;
// What a day is asked about or given to, never a sight: "the weather on day 2 please".
export const notASight =
  /\b(?:weather|forecast|rain|temperature|dinner|lunch|breakfast|brunch|meals?|food|eat|restaurants?|hotels?|flights?|trains?|bus|taxi|transfer|cost|price|budget|time|times|plan|schedule|itinerary|anything|something|nothing|everything|more|less|free|rest|same|details?|info|directions?)\b/;

import type { THotel } from "../../../common/travel/schemas";

// A stay with something in it: "a hotel with a pool please", "somewhere with a gym", "a place
// with free parking", "an apartment with a kitchen". Another stay that lists it is chosen; where
// no listing says what it has, the stay is kept and the traveller told so, never a guess.

const AMENITY =
  /\b(?:with|that has|which has|having|has got|w\/)\s+(?:a |an |its own |our own |their own |some |good |decent |nice |proper )?(rooftop pool|infinity pool|swimming pool|pool|gym|fitness (?:centre|center|room)|spa|sauna|hot tub|jacuzzi|free parking|parking|car park|breakfast(?: included)?|wi-?fi|kitchenette|kitchen|balcony|sea view|ocean view|beach access|garden|terrace|rooftop bar|rooftop|air ?con(?:ditioning)?|aircon|a\/c|laundry|washing machine|bathtub|kids'? club|playground|restaurant)\b/;
const STAY_WORD =
  /\b(?:hotels?|place|stay|accommodation|rooms?|airbnb|hostel|lodge|resort|somewhere|apartment|villa|guesthouse|b&b)\b/;

/** What the (lower-case) words ask the stay to have ("pool", "free parking"), or undefined. */
export function amenityAsked(t: string): string | undefined {
  const m = AMENITY.exec(t);
  // ("accessible, with a lift": a stay rule of its own, read as such.)
  if (/\b(?:accessib|wheelchair|step[- ]free|walker|mobility)/.test(t)) return undefined;
  // "make sure breakfast is included", "the hotel should have a pool".
  const included = /\bbreakfast\s+(?:is\s+|to be\s+|being\s+)?included\b/.test(t) ? "breakfast" : undefined;
  const has =
    /\b(?:hotels?|place|stay|accommodation|apartment|villa|room)\s+(?:has|have|should have|must have|needs? to have|needs?|with)\s+(?:a |an )?(pool|gym|spa|sauna|parking|kitchen|balcony|wi-?fi|breakfast)\b/.exec(
      t,
    )?.[1];
  if (!m || !STAY_WORD.test(t.slice(0, m.index + m[0].length))) return included ?? has;
  return m[1];
}

// The words a listing may use for each thing asked.
const SAME: Record<string, RegExp> = {
  pool: /\bpool\b/i,
  gym: /\b(?:gym|fitness)\b/i,
  "fitness centre": /\b(?:gym|fitness)\b/i,
  parking: /\bparking\b/i,
  wifi: /\bwi-?fi\b|\binternet\b/i,
  aircon: /\bair[- ]?con|\ba\/c\b|\bair conditioning\b/i,
  kitchen: /\bkitchen/i,
  breakfast: /\bbreakfast\b/i,
  spa: /\bspa\b|\bwellness\b/i,
};

/** Whether a listing names the thing asked among its amenities (a listing without any: unknown). */
export function offers(h: THotel, amenity: string): boolean | undefined {
  if (!h.amenities?.length) return undefined;
  const key = amenity.replace(/^(?:free |swimming |rooftop |infinity )/, "").replace(/ included$/, "");
  const word =
    SAME[key] ?? SAME[key.replace(/-/g, "")] ?? new RegExp(`\\b${key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "i");
  return h.amenities.some((a) => word.test(a));
}

/** "a pool", "free parking", "breakfast included": the thing asked as a sentence says it. */
export function amenityPhrase(amenity: string): string {
  return /^(?:free |wi-?fi|parking|breakfast|air|aircon|a\/c|laundry|beach access|sea view|ocean view)/.test(amenity)
    ? amenity
    : `${/^[aeiou]/.test(amenity) ? "an" : "a"} ${amenity}`;
}

import type { TItineraryDay } from "../../../common/api/trips";
import { distanceKm } from "../../travel/geo/distance";
import { catalogue } from "../../travel/places/catalogue/index";
import { excursionFrom } from "../../travel/places/excursions";
import type { Plan } from "../plan";
import { bestScore, findItems, nameScore, wordsOf } from "./match";

// "the alhambra on day 3 please", "day 2 the uffizi, can't wait", "day 4 disneyland all day": a
// request with no verb is a thing and a day. Which words are the thing is read from what the trip
// can mean: the longest run of the words that names a stop of the itinerary, a sight on file in
// one of the trip's cities, or a far sight done as a day out from one of its stops. The words
// around it ("please", "all day", "ideally", "we can't wait") say how, not what.

/** A catalogue city this near a place of the trip is one of its cities. */
const CITY_KM = 40;
/** Longest name run looked at, in words. */
const MAX_WORDS = 6;

/** The trip's places: its stays and destination, and every place of its days. */
function tripSpots(plan: Plan, itinerary: readonly TItineraryDay[]): { lat: number; lng: number }[] {
  const spots: { lat: number; lng: number }[] = [
    ...plan.stays.map((s) => s.place),
    ...(plan.destination ? [plan.destination] : []),
  ];
  for (const d of itinerary)
    for (const it of d.items) if (it.place && Number.isFinite(it.place.lat)) spots.push(it.place);
  return spots;
}

/** The names of the sights on file in the trip's cities. */
function sightNames(plan: Plan, itinerary: readonly TItineraryDay[]): string[] {
  const spots = tripSpots(plan, itinerary);
  return catalogue
    .filter((c) => spots.some((s) => distanceKm(s, c) <= CITY_KM))
    .flatMap((c) => c.places.map((p) => p.name));
}

/**
 * Whether `words` name a sight on file within reach of the trip's days ("the Alhambra" on a
 * Granada trip), said in so many words: a visit, though a town elsewhere has that name too
 * (Alhambra, California).
 */
export function namesSightOnFile(words: string, itinerary: readonly TItineraryDay[]): boolean {
  const key = wordsOf(words);
  if (!key.length || (key.length === 1 && (key[0]?.length ?? 0) < 4)) return false;
  const spots: { lat: number; lng: number }[] = [];
  for (const d of itinerary)
    for (const it of d.items) if (it.place && Number.isFinite(it.place.lat)) spots.push(it.place);
  if (!spots.length) return false;
  return catalogue
    .filter((c) => spots.some((s) => distanceKm(s, c) <= CITY_KM))
    .some((c) =>
      c.places.some((p) => {
        const s = nameScore(words, p.name);
        return s !== null && s <= 1;
      }),
    );
}

/** Whether `words` name one thing the trip can mean (a stop, a sight on file there, a far sight from it). */
function namesThing(words: string, plan: Plan, itinerary: readonly TItineraryDay[], names: () => string[]): boolean {
  // (A stop of the itinerary named in so many words, not a whole-name misspelling.)
  const stop = findItems(itinerary, words)[0];
  if (stop && (bestScore(words, [stop.item.location, stop.item.place?.name ?? ""]) ?? 3) <= 2) return true;
  const stops = [...plan.stays.map((s) => s.place), ...(plan.destination ? [plan.destination] : [])];
  if (stops.length && excursionFrom(words, stops)) return true;
  const key = wordsOf(words);
  // One short word ("the", "old", "day") names nothing on its own.
  if (!key.length || (key.length === 1 && (key[0]?.length ?? 0) < 4)) return false;
  return names().some((n) => {
    const s = nameScore(words, n);
    return s !== null && s <= 2;
  });
}

/**
 * The longest run of `text`'s words that names a thing of the trip, as said; null when none does.
 * `text` is the request without its day ("the pantheon please", "should be the vatican museums").
 */
export function sightSpan(text: string, plan: Plan, itinerary: readonly TItineraryDay[]): string | null {
  // The words up to the first comma: what follows it is a clause of its own ("we can't wait").
  const clause = text.toLowerCase().split(/\s*[,;:]\s*/)[0] ?? "";
  const words = clause
    .replace(/[^\p{L}\p{N}' -]+/gu, " ")
    .split(/\s+/)
    .filter(Boolean);
  let names: string[] | undefined;
  const lazyNames = () => {
    names ??= sightNames(plan, itinerary);
    return names;
  };
  for (let n = Math.min(MAX_WORDS, words.length); n >= 1; n--)
    for (let i = 0; i + n <= words.length; i++) {
      const span = words.slice(i, i + n);
      // A run starts and ends on a word that can be part of a name, not on a word of the sentence.
      if (glue.has(span[0] as string) || glue.has(span.at(-1) as string)) continue;
      // Every other word of the clause is one around a name: "the Sorolla museum" is not a
      // "museum" with a stray word, it is a name not on file.
      if (![...words.slice(0, i), ...words.slice(i + n)].every((w) => glue.has(w))) continue;
      const said = span.join(" ");
      if (namesThing(said, plan, itinerary, lazyNames)) return said;
    }
  return null;
}

// Words of the sentence around a name: never its first or last word.
const glue = new Set(
  "a an the on to in for at of and or but is be are should could would can will please pls plz all day days whole full ideally maybe if possible eh we us our i me my it that this there instead whatever what's so too very really excited wait breakfast lunch dinner trip excursion add include put move remove drop skip swap make see visit full entire go have get can can't cant lah la eh ok okay yes yeah really definitely absolutely".split(
    " ",
  ),
);

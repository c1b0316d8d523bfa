import { distanceKm } from "../../travel/geo/distance";
import { geocode } from "../../travel/geo/gazetteer";
import { findRegion } from "../../travel/geo/regions";
import { catalogue } from "../../travel/places/catalogue/index";
import type { TCatalogueCity } from "../../travel/places/catalogue/schema";
import { findExcursions } from "../../travel/places/excursions";
import { cardinalWords } from "../number-words";
import { isEnglishWord } from "./english-words";
import { everydayWishes } from "./everyday-wishes";
import type { Mention } from "./mentions";
import { findName, nameWords, refused, type Word, wordsOf } from "./said-words";
import { isCommonWord } from "./words";

// A sight of a city the trip stays in, called as visitors call it: by the first words of its
// name ("sugarloaf" for Sugarloaf Mountain, "9/11 memorial" for the 9/11 Memorial & Museum), or as
// "the <kind>" when the city's own is meant ("Edinburgh, the castle" for Edinburgh Castle, "the
// opera house" in Sydney). Only the cities of the trip's stops are searched, so a word means the
// sight there, not one of the same name elsewhere.

/** Within this of a stop a catalogue city is that stop's. */
const CITY_KM = 30;
/** Beyond this from the city a town sharing a sight's first word is another place. */
const FAR_TOWN_KM = 300;

// First words that say nothing on their own ("National Museum", "Old Town", "Royal Palace").
const vague = new Set(
  "national palace museum market church temple castle garden gardens central street square bridge tower royal grand great old new city park river lake beach mount museo musee plaza place saint sainte santa santo golden little upper lower north south east west the le la les el los las il lo de del di da do das dos du der die das st".split(
    " ",
  ),
);

// What may follow a sight's short name in the same clause: the end of the item ("sugarloaf, ..."),
// or what is done there ("sugarloaf at sunset", "9/11 memorial tour").
const after = new Set(
  "and or plus at in on for by with tour tours visit trip trips sunset sunrise hike walk climb ride day night is are too please pls obviously maybe if then".split(
    " ",
  ),
);

const numbers = new Set(Object.keys(cardinalWords));

/**
 * The catalogue's cities within `km` of any of `places`: the one walk of the catalogue the sight
 * readers share (here, sight-words.ts for a sight by its first word, sight-not-stay.ts for a stop
 * named as a sight).
 */
export function catalogueCitiesNear(places: { lat: number; lng: number }[], km: number): TCatalogueCity[] {
  if (!places.length) return [];
  return catalogue.filter((c) => places.some((p) => distanceKm(p, c) <= km));
}

/** The catalogue sights of the stops' cities the message calls by a short name. */
export function citySightsNamed(message: string, stops: Mention[]): string[] {
  const cities = catalogueCitiesNear(
    stops.map((s) => s.place),
    CITY_KM,
  );
  if (!cities.length) return [];
  const words = wordsOf(message);
  const out: string[] = [];
  for (const city of cities)
    out.push(
      ...byFirstWords(message, words, city),
      ...byKind(message, words, city),
      ...byLastWords(message, words, city),
    );
  return [...new Set(out)];
}

/** "sugarloaf", "9/11 memorial": the first words of a sight's name, standing as an item. */
function byFirstWords(message: string, words: Word[], city: TCatalogueCity): string[] {
  const out: string[] = [];
  const cityWords = new Set(nameWords(city.city));
  const taken = new Set<string>();
  const keys = city.places.map((p) => nameWords(p.name.replace(/^the\s+/i, "")));
  // A first word two of the city's sights share ("teamlab" Planets and Borderless, "disney" and
  // "Disney's") does not say which.
  const stem = (w: string) => w.replace(/s$/, "");
  const shared = (first: string) => keys.filter((k) => stem(k[0] ?? "") === stem(first)).length > 1;
  for (const [i, p] of city.places.entries()) {
    const key = keys[i] ?? [];
    for (let k = key.length - 1; k >= 1; k--) {
      const prefix = key.slice(0, k);
      const first = prefix[0] ?? "";
      // (Said at all first: the checks below look words up.)
      const said = findName(words, prefix);
      if (!said.length) continue;
      // A single word must be the sight's own: long, no everyday word, not the city's name.
      if (
        k === 1 &&
        (first.length < 5 ||
          vague.has(first) ||
          cityWords.has(first) ||
          isCommonWord(first) ||
          isEnglishWord(first) ||
          shared(first))
      )
        continue;
      // Several words need one of the sight's own, or a number ("9/11 memorial").
      if (prefix.every((w) => (vague.has(w) || cityWords.has(w) || isEnglishWord(w)) && !numbers.has(w))) continue;
      const phrase = prefix.join(" ");
      if (taken.has(phrase) || otherwiseNamed(phrase, city)) continue;
      const at = said.find((x) => standsAlone(message, words, x) && !refused(message, x.start));
      if (!at) continue;
      // The first sight the catalogue files under those words is the one meant (its best first).
      taken.add(phrase);
      out.push(p.name);
      break;
    }
  }
  return out;
}

/**
 * Words that are a name of their own: a place on the map ("Brooklyn" of Brooklyn Bridge, "Colorado"
 * of the Colorado State Capitol), a region or country, a far sight's ("Machu Picchu" is not Machu
 * Picchu Mountain), or a thing wished for as such ("carnaval" is not the Carnaval Museum).
 */
function otherwiseNamed(phrase: string, city: TCatalogueCity): boolean {
  const g = geocode(phrase);
  // (A town or a far sight of that name far from the city is another place: "Tivoli" in
  // Copenhagen is the gardens, not the town near Rome.)
  const town = !!g && g.matched_by !== "fuzzy" && distanceKm(g, city) <= FAR_TOWN_KM;
  if (town || findRegion(phrase) || findExcursions(phrase).some((e) => distanceKm(e, city) <= FAR_TOWN_KM)) return true;
  return everydayWishes.some((w) => w.said.test(phrase));
}

/** Whether the words at `at` end their item: nothing after them in the clause but what is done there. */
function standsAlone(message: string, words: Word[], at: { start: number; end: number }): boolean {
  const i = words.findIndex((w) => w.start >= at.end);
  const next = words[i];
  if (!next) return true;
  const gap = message.slice(at.end, next.start);
  if (/[,.;:!?()\n+&/-]/.test(gap) && !/^[-/]$/.test(gap.trim())) return true;
  return after.has(next.word);
}

/** "the castle" in Edinburgh: a sight named "<City> <Kind>", called "the <kind>". */
function byKind(message: string, words: Word[], city: TCatalogueCity): string[] {
  const out: string[] = [];
  const cityWords = nameWords(city.city);
  for (const p of city.places) {
    const key = nameWords(p.name.replace(/^the\s+/i, ""));
    if (key.length < cityWords.length + 1 || key.length > cityWords.length + 2) continue;
    if (!cityWords.every((w, i) => key[i] === w)) continue;
    const kind = key.slice(cityWords.length);
    // ...or the kind alone as an item of a list or an aside: "Cape Coast 2 nights (castle + the
    // canopy walk)".
    // ...or after a verb of seeing, or written as a name: "See Opera House and the Blue Mountains".
    const alone = findName(words, kind).filter(
      (x) =>
        /[(+,&]\s*$/.test(message.slice(Math.max(0, x.start - 3), x.start)) ||
        /\b(?:see|visit|visiting|tour)\s+$/i.test(message.slice(Math.max(0, x.start - 10), x.start)) ||
        (kind.length > 1 && /^\p{Lu}\S*\s+\p{Lu}/u.test(message.slice(x.start, x.end))),
    );
    const at = [...findName(words, ["the", ...kind]), ...alone.filter((x) => standsAlone(message, words, x))].find(
      (x) => !refused(message, x.start),
    );
    // ("the city walls" of a city named in full is another reader's; here only the kind alone.)
    if (at && !findName(words, key).length) out.push(p.name);
  }
  return out;
}

/** A word the map knows as a place by that very name (not a guess at a slip). */
function placeNamed(word: string): boolean {
  const g = geocode(word);
  return !!g && g.matched_by !== "fuzzy";
}

/**
 * "the salt mine" near Kraków, "the alcazar" in Seville: "the" and the last words of one sight of
 * the city's (Wieliczka Salt Mine, Real Alcázar), when no other sight there ends in them and they
 * are not words any sight could end in ("the museum", "the old town"; one word must be no
 * everyday word nor a place's name).
 */
function byLastWords(message: string, words: Word[], city: TCatalogueCity): string[] {
  const out: string[] = [];
  const keys = city.places.map((p) => nameWords(p.name.replace(/^the\s+/i, "")));
  for (const [i, p] of city.places.entries()) {
    const key = keys[i] ?? [];
    for (let k = Math.min(3, key.length - 1); k >= 1; k--) {
      const tail = key.slice(-k);
      if (tail.every((w) => vague.has(w))) continue;
      // One word must be the sight's own, as for the first words ("the alcazar", "the giralda").
      const last = tail[0] ?? "";
      if (k === 1 && (last.length < 5 || isCommonWord(last) || isEnglishWord(last) || placeNamed(last))) continue;
      const same = keys.filter((o) => o.length >= k && o.slice(-k).join(" ") === tail.join(" "));
      if (same.length > 1) continue;
      const at = findName(words, ["the", ...tail]).find((x) => !refused(message, x.start));
      // (Not when the whole name is said: the first-words reader has it.)
      if (at && !findName(words, key).length) {
        out.push(p.name);
        break;
      }
    }
  }
  return out;
}

import { normalize } from "../../travel/geo/cities";
import { distanceKm } from "../../travel/geo/distance";
import { geocode } from "../../travel/geo/gazetteer";
import type { Region } from "../../travel/geo/regions";
import { baseSpot, type Excursion, excursions, findExcursions } from "../../travel/places/excursions";
import type { PlaceRef } from "../plan";
import { isEnglishWord } from "./english-words";
import type { Mention } from "./mentions";
import { findName, findNameLoosely, nameWords, refused, wordsOf } from "./said-words";
import { isCommonWord, isEverydayTown } from "./words";

// The famous far sights of the day-trip table (excursions-data.ts) named in a trip message under
// any of the names travellers give them: "12 apostles" (the Twelve Apostles), "D-Day beaches",
// "uluru sunrise", "versailles", and by the one word that says which where the trip stays at its
// base ("cairns 6 nights, reef dive": the Great Barrier Reef). A name another reader took for a
// town ("Uluru 3 nights" stays at Yulara) is still the sight the trip is for.

type Trip = { stops: Mention[]; mentions: Mention[]; region: { region: Region; text: string } | undefined };

/** The sights of the day-trip table the message names, under the names the planner knows them by. */
export function famousSightsNamed(message: string, trip: Trip): string[] {
  const words = wordsOf(message);
  const near = tripPlaces(trip);
  const countries = new Set([...near.map((p) => p.country_code), trip.region?.region.country_code ?? ""]);
  const out: string[] = [];
  for (const e of excursions) {
    // The table's sights are far ones: named where the trip goes, not a namesake across the world
    // (a "blue lagoon" in Malta, the Tivoli of Copenhagen).
    if (!countries.has(e.country) && !near.some((p) => distanceKm(p, e) < 400)) continue;
    const said = saidName(message, words, e, trip);
    if (said) out.push(said);
  }
  out.push(...byHeadWord(message, words, trip.stops));
  return [...new Set(out)];
}

/** The places the trip is about: its stops, the places it names (not where it leaves from), its region's towns. */
function tripPlaces(trip: Trip): { lat: number; lng: number; country_code: string }[] {
  const named: PlaceRef[] = [...trip.stops, ...trip.mentions.filter((m) => m.role !== "origin")].map((m) => m.place);
  return [...named, ...(trip.region?.region.cities.slice(0, 8) ?? [])];
}

/** The sight's name for a wish when the message names it under one of its names, not turned down. */
function saidName(message: string, words: ReturnType<typeof wordsOf>, e: Excursion, trip: Trip): string | undefined {
  const own = nameWords(mainName(e.name)).join(" ");
  // Each name said gives the sight's name for it; the whole's and its bracketed part's ("Twelve
  // Apostles" of the Great Ocean Road) together give the table's full name.
  const hits: string[] = [];
  for (const alias of new Set([...e.aliases, own])) {
    const key = nameWords(alias);
    // One everyday word ("bath", "taj" is not) is no name on its own.
    if (key.length === 1 && (isCommonWord(alias) || isEverydayTown(alias) || isEnglishWord(alias))) continue;
    // The region the trip is in, named for the sight ("great ocean road 5 days"), is where it goes.
    if (trip.region && nameWords(trip.region.region.name).join(" ") === key.join(" ")) continue;
    // As written, or misspelt when no everyday word is the slip ("versaille", not "whistles").
    const loose = findNameLoosely(words, key).filter(
      (at) => key.length > 1 || !isEnglishWord(normalize(message.slice(at.start, at.end))),
    );
    for (const at of [...findName(words, key), ...loose]) {
      if (refused(message, at.start)) continue;
      // Towns (Bruges, Hallstatt, Valparaíso) are stops, or day trips when said so ("valparaiso
      // day trip", "a day in siena"), which other readers take in capitals but not in lower case.
      const out = dayOut(message, at);
      if (e.category === "neighbourhood" && !out) continue;
      if (out) {
        hits.push(displayName(e, key.join(" ")));
        break;
      }
      // A town read at those words ("Agra 2 nights", "zermatt", "Whistler 4 nights"): the sight
      // is wished for only when no sizeable town bears the name, and the words are the sight's
      // own name ("Uluru 3 nights", "Milford Sound") or one the gazetteer knows only as another
      // for its town ("halong bay" for Hạ Long), not the town's own (Flåm).
      const place = [...trip.stops, ...trip.mentions].find((m) => m.start < at.end && m.end > at.start);
      if (place && (sizeableTown(alias) || (key.join(" ") !== own && geocode(alias)?.matched_by === "name"))) continue;
      // A sight in the very town the trip stays in ("Nara 2 nights, todai-ji") is one of the
      // town's, which the catalogue's readers name; the table's name would be the town's.
      // (Not when the stay is named for the sight itself, "great ocean road 2 nights (12 apostles)":
      // then the words name the part of it to see.)
      const named = (m: Mention) =>
        [...e.aliases, own].some((a) => nameWords(a).join(" ") === nameWords(m.typed).join(" "));
      if (!place && trip.stops.some((m) => distanceKm(m.place, e) < STAYS_AT_KM && !named(m))) continue;
      hits.push(displayName(e, key.join(" ")));
      break;
    }
  }
  // (Both said, "great ocean road 2 nights (12 apostles)", "Grand Canyon South Rim": the whole name
  // with its part, as the table writes it.)
  const inner = /\(([^)]+)\)/.exec(e.name)?.[1];
  return inner && hits.includes(inner) && hits.some((h) => h !== inner) ? e.name : hits[0];
}

/** Whether the words at `at` are said as a day out: "valparaiso day trip", "a day in siena". */
const dayOut = (message: string, at: { start: number; end: number }) =>
  /^\s*(?:day[- ]?trips?|day out|for a day)\b/i.test(message.slice(at.end, at.end + 16)) ||
  /\b(?:day[- ]?trips?|day out|a day|excursion)\s+(?:to|in|at)\s+(?:the\s+)?$/i.test(
    message.slice(Math.max(0, at.start - 24), at.start),
  );

/** "Mount Fuji (Kawaguchiko)" is Mount Fuji; "Great Ocean Road (Twelve Apostles)" also the Apostles. */
const mainName = (name: string) => name.replace(/\s*\(.*\)\s*$/, "");

/** The part of the sight's name the words said, when the planner knows the sight by that part too. */
function displayName(e: Excursion, said: string): string {
  const inner = /\(([^)]+)\)/.exec(e.name)?.[1];
  // ("12 apostles" is another name of the Twelve Apostles, the bracketed part: it shares a word of
  // that part and none of the main name's.)
  const saidWords = said.split(" ").filter((w) => w.length >= 4);
  const shares = (name: string) => saidWords.some((w) => nameWords(name).includes(w));
  const part =
    inner && (nameWords(inner).join(" ") === said || (shares(inner) && !shares(mainName(e.name))))
      ? inner
      : mainName(e.name);
  return findExcursions(part).includes(e) ? part : e.name;
}

/**
 * A town of some size by that very name (Whistler, Niagara Falls, Agra, Nara): a stay there is in the
 * town. Not a name the gazetteer knows only as another for the town a sight is seen from ("Uluru"
 * for Yulara, "Milford Sound"), nor a hamlet at the sight (Grand Canyon Village).
 */
function sizeableTown(name: string): boolean {
  const g = geocode(name);
  if (!g || g.population < 5_000) return false;
  // (By another of the town's own names too: "Nara" for Nara-shi.)
  return g.matched_by === "name" || nameWords(g.name).join(" ").startsWith(nameWords(name).join(" "));
}

// The last words of the table's names that, said alone where the trip stays at the sight's base,
// can mean only that sight: "the reef" from Cairns, "the falls" from Toronto, "the tunnels" from
// Saigon. Words for kinds of places people like in general ("temples", "beach") are not here.
const headWords = new Set(
  "reef falls crater canyon sound volcano caves tunnels delta glacier dam lagoon wall warriors soldiers army fjord causeway cliffs".split(
    " ",
  ),
);
// The words that may stand before a head word said alone: "the reef", "a reef dive", "snorkel the
// reef". Any other ("Sky Lagoon", "Belize barrier reef") makes it part of another name.
const beforeHead = new Set("the a an to on at see visit outer famous and or".split(" "));
/** Within this of a sight a stop is the town the sight is in. */
const STAYS_AT_KM = 10;
/** Within this of a base's centre a stop is that base (as the planner's day trips have it). */
const BASE_KM = 30;

/** Sights named by their head word alone from a stop that is their base: "reef dive" in Cairns. */
function byHeadWord(message: string, words: ReturnType<typeof wordsOf>, stops: Mention[]): string[] {
  const out: string[] = [];
  const found = new Set<string>();
  for (const e of excursions) {
    if (e.category === "neighbourhood") continue;
    const based = e.bases.some((b) => {
      const spot = baseSpot(b);
      return !!spot && stops.some((s) => distanceKm(s.place, spot) <= BASE_KM);
    });
    if (!based) continue;
    const heads = [e.name, ...e.aliases]
      .map((n) => nameWords(mainName(n)))
      .filter((w) => w.length >= 2)
      .map((w) => w[w.length - 1] as string)
      .filter((w) => headWords.has(w));
    for (const head of new Set(heads)) {
      // One sight a word: the first of the table's for that base (the Grand Canyon's South Rim
      // before its West Rim).
      if (found.has(head)) continue;
      const at = words.find((w, i) => {
        const prev = words[i - 1];
        // (A word before it in the same clause, with nothing but a space between.)
        const joined = !!prev && /^\s+$/.test(message.slice(prev.end, w.start));
        return w.word === head && (!joined || beforeHead.has(prev?.word ?? "")) && !refused(message, w.start);
      });
      if (!at) continue;
      found.add(head);
      out.push(displayName(e, nameWords(mainName(e.name)).join(" ")));
    }
  }
  return out;
}

import { placeKindWords } from "../../../common/travel/place-kinds";
import { geocode } from "../../travel/geo/gazetteer";
import { findRegion } from "../../travel/geo/regions";
import { catalogue } from "../../travel/places/catalogue/index";
import { isEnglishWord } from "./english-words";
import { slips } from "./typos";
import { isCommonWord } from "./words";

// Sights by their names in the catalogue, and the words that say a phrase is something else (a
// town, an interest, another fact): shared by the readers of wishes, food and stay rules (split
// out of understand-trip.ts).

export const plainText = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

// First words of sights' names that say nothing on their own.
export const commonFirst = new Set(
  "national palace museum market church temple castle garden gardens central street square bridge tower royal grand great old new city park river lake beach mount museo musee plaza place saint sainte santa santo golden little upper lower north south east west".split(
    " ",
  ),
);

let cityNames: Set<string> | undefined;
const cityKeys = () => {
  cityNames ??= new Set(catalogue.map((c) => plainText(c.city)));
  return cityNames;
};

let sightNames: { key: string; name: string; alone?: string }[] | undefined;
/**
 * The catalogue's sights by their plain names ("hagia sophia"), the leading "the" dropped; with
 * the distinctive first word a sight goes by alone ("vatican" for the Vatican Museums).
 */
export function sights(): { key: string; name: string; alone?: string }[] {
  sightNames ??= catalogue
    .flatMap((c) => c.places.map((p) => p.name))
    .map((name) => ({ name, key: plainText(name).replace(/^the /, "") }))
    .filter((x) => x.key.length >= 5)
    .map((x) => {
      const [first = "", second = "", ...more] = x.key.split(" ");
      // (Or the kind in two words: "Chatuchak Weekend Market", "Shilin Night Market".)
      const kind = [second, ...more].join(" ");
      const alone =
        more.length <= 1 &&
        /^(museums?|palace|castle|cathedral|basilica|temple|fortress|citadel|(?:weekend|night|floating) market)$/.test(
          kind,
        ) &&
        first.length >= 6 &&
        !commonFirst.has(first) &&
        !cityKeys().has(first) &&
        // An everyday word or a country of several towns is no name on its own: "the summer
        // holidays" is not the Summer Palace, "Jordan 6 days" not the Jordan Museum ("vatican",
        // a city that is its own country, is still the Vatican Museums).
        !isEnglishWord(first) &&
        !isCommonWord(first) &&
        (findRegion(first)?.cities.length ?? 0) <= 1
          ? first
          : undefined;
      if (alone) return { ...x, alone };
      // "Etna", "Vesuvius": a mountain by its own name, where no town of a size bears it.
      const peak = /^(?:mount|mt) ([a-z]{4,})$/.exec(x.key)?.[1];
      return peak &&
        !isEnglishWord(peak) &&
        !isCommonWord(peak) &&
        !cityKeys().has(peak) &&
        !isTown(peak) &&
        !findRegion(peak)
        ? { ...x, alone: peak }
        : x;
    });
  return sightNames;
}

let shortNames: Map<string, { short: string; name: string }[]> | undefined;
/** Sights named "X of <place>" ("Pyramids of Giza", "Tower of London"), by X, under their city. */
let sightWords: { city: string; places: { name: string; key: string[] }[] }[] | undefined;
/** Sights of the cities `plain` (" words ") names, written with a slip in a word of 6 letters or more. */
export function misspeltSights(plain: string): string[] {
  sightWords ??= catalogue.map((c) => ({
    city: ` ${plainText(c.city)} `,
    places: c.places.map((p) => ({ name: p.name, key: plainText(p.name).replace(/^the /, "").split(" ") })),
  }));
  const words = plain.trim().split(" ");
  const out: string[] = [];
  // The name's words in a row, each as written or (the long ones) one or two slips off.
  const close = (w: string, k: string) =>
    w === k ||
    (k.length >= 6 && w[0] === k[0] && Math.abs(w.length - k.length) <= 2 && slips(w, k) <= (k.length >= 9 ? 2 : 1));
  for (const c of sightWords) {
    if (!plain.includes(c.city)) continue;
    for (const p of c.places) {
      if (plain.includes(` ${p.key.join(" ")} `)) continue;
      for (let i = 0; i + p.key.length <= words.length; i++) {
        const span = words.slice(i, i + p.key.length);
        if (span.every((w, j) => close(w, p.key[j] as string)) && span.some((w, j) => w !== p.key[j])) {
          out.push(p.name);
          break;
        }
      }
    }
  }
  return out;
}

export function shortSights(): Map<string, { short: string; name: string }[]> {
  if (shortNames) return shortNames;
  shortNames = new Map();
  for (const c of catalogue) {
    const list = c.places.flatMap((p) => {
      const key = plainText(p.name).replace(/^the /, "");
      // (And the royal title dropped: "the Alcázar" of Seville is its Real Alcázar.)
      const short =
        /^(.{4,30}) (?:of|at|in) (?:the )?\w+(?: \w+)?$/.exec(key)?.[1] ??
        /^(?:real|royal|reial|reale) ([a-z]{5,})$/.exec(key)?.[1];
      return short ? [{ short, name: p.name }] : [];
    });
    if (list.length) shortNames.set(plainText(c.city), [...(shortNames.get(plainText(c.city)) ?? []), ...list]);
  }
  return shortNames;
}

/** Whether a phrase names one of the catalogue's sights ("Sagrada Familia", "the Alhambra"), not a town. */
export function isSight(phrase: string): boolean {
  const key = plainText(phrase).replace(/^the /, "");
  // "Hoi An" (of "Hoi An Ancient Town") is the town the catalogue files its sights under.
  if (key.length < 5 || cityKeys().has(key)) return false;
  return sights().some((s) => s.key === key || (s.key.startsWith(`${key} `) && key.includes(" ")));
}

// The kinds of thing a traveller likes ("museums", "wine", "hiking"): interests, not sights.
export const interestsWord = new RegExp(
  `^(?:${[
    ...Object.values(placeKindWords).flatMap((k) => [...k.names, ...k.hints]),
    ..."wine yoga skiing surfing diving snorkelling snorkeling beaches culture relaxing relaxation shopping bazaars souks temples castles churches cafes cafe coffee spa spas nature wildlife photography adventure romance".split(
      " ",
    ),
  ].join("|")})$`,
  "i",
);

// Words that belong to other facts (who, how long, how, where to sleep, what money): a phrase with
// one is not a sight.
export const otherFacts =
  /\b(?:nights?|nites?|nts|days?|weeks?|fortnight|weekend|adults?|kids?|kiddos?|children|toddlers?|bab(?:y|ies)|infants?|teens?|teenagers?|people|pax|ppl|budget|hotels?|hostels?|flights?|fly|flying|cars?|drive|driving|self[- ]drive|trains?|bus|ferry|ferries|rooms?|villa|apartment|airbnb|resort|from|frm|pace|trip|honeymoon|anniversary|birthday|wedding|solo|couple|wife|husband|partner|friends|family|me|us|we|i|my|our|please|thanks?|thx|january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|rent|rental|hire|driver|overland|direct|cheap|luxury|time|stuff|things|everything|anything|something)\b/i;

/** Whether a phrase is a sizeable town (a stop of the trip, not a sight to see). */
export const isTown = (phrase: string) => {
  const g = geocode(phrase);
  return (
    !!g &&
    (g.matched_by === "alias" ||
      (g.matched_by === "name" && g.population >= 20_000) ||
      (g.matched_by === "fuzzy" && g.population >= 500_000 && phrase.length >= 5 && !/\s/.test(phrase.trim())))
  );
};

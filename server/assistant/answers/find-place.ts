import type { TItineraryDay } from "../../../common/api/trips";
import { placeKindOf, type TPlaceKind } from "../../../common/travel/place-kinds";
import type { TPlace } from "../../../common/travel/schemas";
import { distanceKm } from "../../travel/geo/distance";
import { editDistance } from "../../travel/geo/edit-distance";
import { geocode } from "../../travel/geo/gazetteer";
import { catalogue } from "../../travel/places/catalogue/index";
import { restaurantCities } from "../../travel/places/catalogue/restaurants/index";
import type { TCatalogueRestaurant } from "../../travel/places/catalogue/schema";
import type { Plan } from "../plan";
import { key, plain, wordsOf } from "./text";
import { type Point, tripStops } from "./trip";

// The places a question names, found the way a traveller names them: the itinerary's own places
// first ("the castle" is the castle of this trip), then the catalogue of the trip's cities, then
// any catalogue city (before a trip), then the gazetteer's towns and cities. Misspellings are
// forgiven within the trip's cities ("jeronimos", "gulbenkain"); across the whole catalogue only
// exact words count, since thousands of names would match a typo by chance.

export type PlaceKind = TPlaceKind | "other" | "restaurant" | "city";

export type FoundPlace = Point & {
  name: string;
  kind: PlaceKind;
  source: "itinerary" | "catalogue" | "gazetteer";
  /** The catalogue city it belongs to, or the city itself. */
  city?: string;
  country_code?: string;
  description?: string;
  /** As the itinerary has it (for cards). */
  place?: TPlace;
  restaurant?: TCatalogueRestaurant;
  /** The itinerary's days (1-based) it is on. */
  days: number[];
  /** A gazetteer city's nearest airport, for journeys between cities. */
  airport?: string | null;
  /** A country asked about as a whole ("Japan"): named so, though the point is its largest city. */
  country?: string;
};

/**
 * One place a question names, where (as a word index), and how sure. `area` when the word named
 * is shared by several places of a city ("Belém": Belém Tower, Pastéis de Belém): the traveller
 * may mean the district, and these are the places of it.
 */
export type Match = {
  place: FoundPlace;
  at: number;
  score: number;
  area?: { word: string; places: FoundPlace[] };
  /** For a name of several words read as one ("new york"): the word after it. */
  end?: number;
};

// Words that never name a place on their own: kinds of place, little words, question words.
const generic = new Set(
  (
    "museum museu museo musee national nacional palace palacio palais tower torre castle castelo castillo chateau " +
    "market mercado marche park parque parc garden gardens jardim jardin jardines church igreja iglesia chiesa " +
    "cathedral catedral se duomo basilica square plaza praca piazza place monastery mosteiro convent bridge ponte " +
    "puente street rua calle via avenue avenida beach praia playa plage food project restaurant cafe bar house casa " +
    "old new town city centre center hall gallery art arts modern royal grand great saint san santa sao santo de da " +
    "do dos das del la las los le les el the of and y e di du des view viewpoint miradouro mirador hill district quarter " +
    "island lake river fort fortress temple shrine mosque tomb memorial monument gate wall harbour harbor port pier " +
    "station tavern taberna bakery pastelaria kitchen grill bistro trattoria pizzeria cantina " +
    // Kinds in the plural name no one place ("temples in Kyoto" is no "Ħaġar Qim Temples").
    "temples churches mosques cathedrals shrines museums markets palaces castles"
  ).split(" "),
);
const common = new Set(
  (
    "a an and any are as at be best better big by can close closing could day days dinner do does eat for from get " +
    "go going good half have how i in is it its lunch me more most much my near nearby night of on open opening or " +
    "our out pack place places should so some spot spots that the there this time to today tomorrow tonight us visit " +
    "we weather what when where which who why will with worth would you your breakfast brunch long far walk take " +
    "book ahead need hours cost trip hotel around about after before first last next morning evening afternoon " +
    "full week see go there here vegan vegetarian halal kosher gluten free cheap top great nice lovely any really " +
    "rain cold hot warm sunny weekend ticket tickets price prices people kids family way much many enough also just " +
    "like love want wanna lot still even only well too very can't cannot isn't new old one two three four five six " +
    "seven eight nine ten mon tue wed thu fri sat sun monday tuesday wednesday thursday friday saturday sunday line " +
    "queue safe visa money tip thanks please anything something somewhere area side part end start back front " +
    // Dishes: "best sushi near our hotel" asks for a kind of meal, not for "Endo Sushi".
    "sushi ramen pizza tapas pho taco tacos curry burger burgers steak bbq barbecue seafood noodles dumplings " +
    "gelato coffee brunch dim sum kebab kebabs"
  ).split(" "),
);

type Candidate = {
  place: Omit<FoundPlace, "days">;
  /** Whole names it goes by, in key() form ("sacre coeur and montmartre", "sacre coeur", "montmartre"). */
  phrases: string[];
  /** Its words that identify it, and those that only say what it is. */
  own: string[];
  kinds: string[];
  itinerary: boolean;
};

function phrasesOf(name: string): string[] {
  const full = key(name).replace(/^the /, "");
  const parts = name
    .split(/ and | & |\(|\)| - | – |\/|,/)
    .map((p) => key(p).replace(/^the /, ""))
    .filter((p) => p.length >= 4 && !generic.has(p));
  return [...new Set([full, ...parts])];
}

const fuzzyEqual = (a: string, b: string) =>
  a === b || (a.length >= 5 && b.length >= 5 && editDistance(a, b, a.length >= 8 ? 2 : 1) <= (a.length >= 8 ? 2 : 1));

/**
 * A place as the matcher sees it. The words of its city's name ("Lisboa" in Oceanário de Lisboa)
 * do not identify it: "Lisbon" in a question means the city.
 */
function candidate(place: Omit<FoundPlace, "days">, itinerary: boolean, cityWords: readonly string[] = []): Candidate {
  const words = wordsOf(key(place.name));
  const ofCity = (w: string) => place.kind !== "city" && cityWords.some((c) => fuzzyEqual(w, c));
  return {
    place,
    phrases: phrasesOf(place.name),
    own: [...new Set(words.filter((w) => w.length >= 3 && !generic.has(w) && !common.has(w) && !ofCity(w)))],
    kinds: [...new Set(words.filter((w) => generic.has(w) && w.length >= 4))],
    itinerary,
  };
}

const restaurantsByCity = () => {
  const map = new Map<string, TCatalogueRestaurant[]>();
  for (const c of restaurantCities()) map.set(`${c.city}|${c.country}`, c.restaurants);
  return map;
};
let restaurantIndex: Map<string, TCatalogueRestaurant[]> | undefined;

function cityCandidates(city: (typeof catalogue)[number], cityWords: readonly string[] = []): Candidate[] {
  restaurantIndex ??= restaurantsByCity();
  const words = [...cityWords, ...wordsOf(key(city.city))];
  const out: Candidate[] = city.places.map((p) =>
    candidate(
      {
        name: p.name,
        lat: p.lat,
        lng: p.lng,
        kind: p.category,
        source: "catalogue",
        city: city.city,
        country_code: city.country,
        description: p.description,
      },
      false,
      words,
    ),
  );
  for (const r of restaurantIndex.get(`${city.city}|${city.country}`) ?? [])
    out.push(
      candidate(
        {
          name: r.name,
          lat: r.lat,
          lng: r.lng,
          kind: "restaurant",
          source: "catalogue",
          city: city.city,
          country_code: city.country,
          description: r.description,
          restaurant: r,
        },
        false,
        words,
      ),
    );
  return out;
}

let everywhere: Candidate[] | undefined;
let everywhereByWord: Map<string, Candidate[]> | undefined;

/** The catalogue cities of the trip: those within 40 km of a stop or of a day's places. */
export function tripCatalogueCities(plan: Plan, itinerary: readonly TItineraryDay[]) {
  const points: Point[] = [...tripStops(plan, itinerary)];
  for (const d of itinerary) for (const it of d.items) if (it.place) points.push(it.place);
  return catalogue.filter((c) => points.some((p) => distanceKm(c, p) <= 40));
}

/** The itinerary's places, each once, with the days it is on. */
function itineraryCandidates(
  itinerary: readonly TItineraryDay[],
  cityWords: readonly string[],
): { list: Candidate[]; days: Map<string, number[]> } {
  const days = new Map<string, number[]>();
  const list: Candidate[] = [];
  itinerary.forEach((day, i) => {
    for (const it of day.items) {
      const p = it.place;
      if (!p) continue;
      const seen = days.get(p.name);
      if (seen) {
        if (!seen.includes(i + 1)) seen.push(i + 1);
        continue;
      }
      days.set(p.name, [i + 1]);
      const kind: PlaceKind = it.meal || p.types.includes("restaurant") ? "restaurant" : placeKindOf(p.types);
      list.push(
        candidate({ name: p.name, lat: p.lat, lng: p.lng, kind, source: "itinerary", place: p }, true, cityWords),
      );
    }
  });
  return { list, days };
}

/** Where (as a word index) a phrase occurs in the words, or -1. */
function phraseAt(words: readonly string[], phrase: string): number {
  const p = phrase.split(" ");
  outer: for (let i = 0; i + p.length <= words.length; i++) {
    for (let k = 0; k < p.length; k++) if (words[i + k] !== p[k]) continue outer;
    return i;
  }
  return -1;
}

type Scored = { score: number; at: number; tokens?: string[] };

function score(c: Candidate, words: readonly string[], fuzzy: boolean): Scored | null {
  let best: Scored | null = null;
  for (const phrase of c.phrases) {
    const at = phraseAt(words, phrase);
    if (at >= 0 && (!best || 1000 + phrase.length > best.score)) best = { score: 1000 + phrase.length, at };
  }
  if (best) return best;
  const tokens: string[] = [];
  let length = 0;
  let at = Number.POSITIVE_INFINITY;
  for (const own of c.own) {
    const i = words.findIndex((w) => !common.has(w) && (fuzzy ? fuzzyEqual(w, own) : w === own));
    if (i >= 0) {
      tokens.push(own);
      length += own.length;
      at = Math.min(at, i);
    }
  }
  if (tokens.length) {
    const total = c.own.reduce((n, w) => n + w.length, 0);
    const kindsToo = c.kinds.filter((k) => words.includes(k)).length;
    return { score: 100 + (100 * length) / total + 10 * tokens.length + 5 * kindsToo, at, tokens };
  }
  return null;
}

/** The trip's cities as places a question can name ("Lisbon", "Sintra"). */
function cityOf(name: string, p: Point, country_code?: string, airport?: string | null): Candidate {
  return candidate(
    { name, lat: p.lat, lng: p.lng, kind: "city", source: "gazetteer", city: name, country_code, airport },
    false,
  );
}

/** The places a question names, in the order it names them, the best reading of each. */
export function findPlaces(message: string, plan: Plan, itinerary: readonly TItineraryDay[]): Match[] {
  const words = wordsOf(plain(message)).slice(0, 300);
  if (!words.length) return [];
  const stops = tripStops(plan, itinerary);
  const cities = tripCatalogueCities(plan, itinerary);
  const cityWords = [...stops.map((s) => s.name), ...cities.map((c) => c.city)].flatMap((n) => wordsOf(key(n)));
  const fromTrip = itineraryCandidates(itinerary, cityWords);
  const fromCatalogue = cities.flatMap((c) => cityCandidates(c, cityWords));
  // An itinerary place that is also in the catalogue takes its line, city and country from there.
  const catalogued = new Map(fromCatalogue.map((c) => [c.place.name, c]));
  for (const c of fromTrip.list) {
    const twin = catalogued.get(c.place.name);
    if (twin) c.place = { ...twin.place, place: c.place.place, source: "itinerary" };
  }
  const tripCities = [
    ...stops.map((s) => cityOf(s.name, s, s.country_code, s.airport)),
    ...cities.filter((c) => !stops.some((s) => s.name === c.city)).map((c) => cityOf(c.city, c, c.country)),
  ];
  const local = [...fromTrip.list, ...fromCatalogue.filter((c) => !fromTrip.days.has(c.place.name)), ...tripCities];
  const found: Match[] = [];
  const consider = (c: Candidate, fuzzy: boolean, bonus: number, pool: readonly Candidate[]) => {
    const s = score(c, words, fuzzy);
    if (!s) return;
    const days = fromTrip.days.get(c.place.name) ?? [];
    const m: Match = { place: { ...c.place, days }, at: s.at, score: s.score + bonus };
    // A word several places share, said alone: perhaps the district they are in.
    if (s.tokens?.length === 1 && s.score < 1000) {
      const token = s.tokens[0] as string;
      const sharing = pool.filter((o) => o.place.kind !== "city" && o.own.includes(token));
      const names = new Set(sharing.map((o) => o.place.name));
      if (names.size >= 2) {
        const word = c.place.name.split(/[\s-]+/).find((w) => key(w) === token) ?? token;
        const members = [...new Map(sharing.map((o) => [o.place.name, o])).values()].map((o) => ({
          ...o.place,
          days: fromTrip.days.get(o.place.name) ?? [],
        }));
        m.area = { word, places: members };
      }
    }
    found.push(m);
  };
  for (const c of local) consider(c, true, c.itinerary ? 15 : c.place.kind === "city" ? 20 : 5, local);
  // "the castle", "the cathedral": the only one of that kind on the plan, else in the trip's cities.
  for (let i = 0; i + 1 < words.length; i++) {
    if (words[i] !== "the" || !generic.has(words[i + 1] as string)) continue;
    const kind = words[i + 1] as string;
    for (const tier of [fromTrip.list, fromCatalogue]) {
      const names = [...new Set(tier.filter((c) => c.kinds.includes(kind)).map((c) => c.place.name))];
      const only = names.length === 1 ? local.find((c) => c.place.name === names[0]) : undefined;
      if (only) {
        const days = fromTrip.days.get(only.place.name) ?? [];
        found.push({ place: { ...only.place, days }, at: i + 1, score: 60 + (only.itinerary ? 15 : 0) });
      }
      if (names.length) break;
    }
  }
  if (!found.length && !itinerary.length) {
    // Before a trip: any catalogue city's places (and the cities), by exact word.
    if (!everywhere) {
      everywhere = catalogue.flatMap((c) => [...cityCandidates(c), cityOf(c.city, c, c.country)]);
      everywhereByWord = new Map();
      for (const c of everywhere)
        for (const w of [...c.own, ...c.phrases.map((p) => p.split(" ")[0] as string)]) {
          const list = everywhereByWord.get(w);
          if (list) {
            if (!list.includes(c)) list.push(c);
          } else everywhereByWord.set(w, [c]);
        }
    }
    const seen = new Set<Candidate>();
    for (const w of words) for (const c of everywhereByWord?.get(w) ?? []) seen.add(c);
    const pool = [...seen].filter((c) => c.place.kind !== "restaurant");
    for (const c of pool) {
      // "is Bali worth it?": one word of a sight's longer name ("Fes el-Bali") that is itself the
      // name of a place on the map means that place, not the sight.
      const s = c.place.kind === "city" ? null : score(c, words, false);
      const one = s?.tokens?.length === 1 ? (s.tokens[0] as string) : undefined;
      // Only a word among others that name the sight ("Fes" of Fes el-Bali), not the word that is
      // its name with what it is ("Belém" of Belém Tower).
      const others = wordsOf(key(c.place.name)).filter((w) => w !== one && !generic.has(w) && !articles.has(w));
      const token = one && others.length ? one : undefined;
      const g = token && token.length >= 3 ? geocode(token) : null;
      // Unless the word is a district several sights share ("Belem": Belém Tower, Belém Palace),
      // or the place of that name is where the sight is.
      const district = !!token && pool.filter((o) => o.place.kind !== "city" && o.own.includes(token)).length >= 2;
      const byName = g && (g.matched_by === "name" || g.matched_by === "alias" || g.matched_by === "country");
      if (s && g && byName && !district && distanceKm(g, c.place) > 50) {
        if (!found.some((f) => f.at === s.at && f.place.source === "gazetteer")) found.push(gazetteerMatch(g, s.at));
        continue;
      }
      consider(c, false, c.place.kind === "city" ? 20 : 0, pool);
    }
  }
  // The gazetteer, for towns and cities named where no place of the trip was.
  for (const g of gazetteerPlaces(words)) if (!found.some((f) => f.at === g.at && f.score >= 100)) found.push(g);
  // The best reading of each place; then one place per word, in the order the question names them.
  const byName = new Map<string, Match>();
  for (const f of found.sort((a, b) => b.score - a.score)) if (!byName.has(f.place.name)) byName.set(f.place.name, f);
  const kept: Match[] = [];
  for (const f of byName.values())
    if (!kept.some((k) => k.at === f.at || (k.end && f.at > k.at && f.at < k.end))) kept.push(f);
  return kept.sort((a, b) => a.at - b.at);
}

const triggers = new Set([
  "in",
  "to",
  "from",
  "near",
  "visit",
  "visiting",
  "around",
  "at",
  "of",
  "about",
  "for",
  "and",
]);

// Words a town's name often opens with that are little or common words on their own.
const nameOpeners = new Set([
  "new",
  "san",
  "santa",
  "santo",
  "sao",
  "saint",
  "st",
  "grand",
  "old",
  "great",
  "port",
  "cape",
]);

const articles = new Set(["el", "al", "la", "le", "les", "los", "las", "de", "del", "da", "do", "di", "the", "of"]);

/** A town, region or country the gazetteer knows, as a place a question names at word `at`. */
function gazetteerMatch(g: NonNullable<ReturnType<typeof geocode>>, at: number): Match {
  return {
    place: {
      name: g.matched_by === "country" ? g.country : g.name,
      lat: g.lat,
      lng: g.lng,
      kind: "city",
      source: "gazetteer",
      city: g.name,
      country_code: g.country_code,
      airport: g.airports[0]?.code ?? null,
      days: [],
      ...(g.matched_by === "country" ? { country: g.country } : {}),
    },
    at,
    score: 50,
  };
}

function gazetteerPlaces(words: readonly string[]): Match[] {
  const out: Match[] = [];
  for (let i = 0; i < words.length && out.length < 3; i++) {
    if (!triggers.has(words[i] as string)) continue;
    let start = i + 1;
    if (words[start] === "the") start++;
    for (let n = 3; n >= 1; n--) {
      const span = words.slice(start, start + n);
      if (span.length < n || span.some((w) => /^\d/.test(w))) continue;
      // "ha long bay": a common word inside a name is kept when the whole span is the place's own
      // name on the map, and the span does not start with one ("the long walk").
      const plainWords = !span.some((w) => common.has(w) || generic.has(w));
      const first = span[0] as string;
      // "New York", "San Juan", "Santa Fe": a name that opens with such a word, when the map has
      // a place of exactly that name (not "York" for "new york").
      const opener = n >= 2 && nameOpeners.has(first);
      if (!plainWords && !opener && (n < 2 || common.has(first) || generic.has(first))) continue;
      const text = span.join(" ");
      if (text.length < 3) continue;
      const g = geocode(text);
      if (!g || (g.matched_by === "fuzzy" && text.length < 6)) continue;
      if (!plainWords && g.matched_by !== "name" && g.matched_by !== "alias") continue;
      if (opener && !plainWords && key(g.name) !== key(text) && g.matched_by !== "alias") continue;
      // (An opener's whole name outranks a town named by its last word: New York over York.)
      out.push(opener ? { ...gazetteerMatch(g, start), score: 2000, end: start + n } : gazetteerMatch(g, start));
      i = start + n - 1;
      break;
    }
  }
  return out;
}

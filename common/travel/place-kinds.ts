import { z } from "zod";

// The kinds of place Lotus knows and the words for each, in one table, so that understanding a
// message, searching the offline catalogue, asking Google and building the itinerary agree on
// what a "museum" is.

/** In the order a traveller's interests are listed: the first one said is the first found. */
export const ZPlaceKind = z.enum([
  "museum",
  "food",
  "park",
  "nightlife",
  "beach",
  "market",
  "viewpoint",
  "landmark",
  "neighbourhood",
  "attraction",
]);
export type TPlaceKind = z.infer<typeof ZPlaceKind>;

/** What a traveller can be interested in: every kind but "attraction", too vague to plan by. */
export const ZInterest = ZPlaceKind.exclude(["attraction"]);
export type TInterest = z.infer<typeof ZInterest>;

export type PlaceKindWords = {
  /** Everyday words for the kind itself, lower case: a search for one finds that kind. */
  names: readonly string[];
  /**
   * Particular things of the kind ("temples", "tapas"): they tell what a traveller likes, but a
   * place search for "temples" looks for temples by name rather than for every landmark.
   */
  hints: readonly string[];
  /** A provider's place types that are this kind: Google's (`art_gallery`) and our own kind names. */
  types: RegExp;
  /** The kind as a person types it into a map search. */
  search: string;
};

/**
 * In the order a provider's place types are tried, since a place often carries several ("park" is
 * in "amusement_park", a neighbourhood may also be a historical landmark): the first kind wins.
 */
export const placeKindWords: Record<TPlaceKind, PlaceKindWords> = {
  museum: {
    names: ["museum", "museums", "art", "gallery", "galleries", "history"],
    hints: ["historic"],
    types: /museum|art_gallery/,
    search: "museums",
  },
  food: {
    names: ["food", "eat", "eating", "restaurant", "restaurants", "dining"],
    hints: ["foodie", "cuisine", "tapas", "street food"],
    types: /restaurant|cafe|food|bakery/,
    search: "restaurants",
  },
  park: {
    names: ["park", "parks", "garden", "gardens", "nature"],
    hints: ["hike", "hiking", "outdoor", "outdoors", "green"],
    types: /park|garden|hiking/,
    search: "parks",
  },
  nightlife: {
    names: ["nightlife", "bar", "bars"],
    hints: ["club", "clubs", "clubbing", "party", "cocktail", "cocktails"],
    types: /night|bar\b|night_club/,
    search: "bars",
  },
  beach: {
    names: ["beach", "beaches"],
    hints: ["swim", "swimming", "sea", "coast"],
    types: /beach/,
    search: "beaches",
  },
  market: {
    names: ["market", "markets", "shopping"],
    hints: ["souvenir", "souvenirs"],
    types: /market|shopping/,
    search: "markets",
  },
  viewpoint: {
    names: ["view", "views", "viewpoint", "viewpoints", "sunset", "sunsets"],
    hints: ["photography", "panorama"],
    types: /viewpoint|observation/,
    search: "viewpoints",
  },
  neighbourhood: {
    names: ["neighbourhood", "neighbourhoods", "neighborhood", "neighborhoods"],
    hints: ["local life", "wander", "wandering", "walk", "walks", "walking"],
    types: /neighbourhood|neighborhood/,
    search: "neighbourhoods to explore",
  },
  landmark: {
    names: ["landmark", "landmarks", "sight", "sights", "sightseeing"],
    hints: ["architecture", "monument", "monuments", "churches", "castle", "castles", "temple", "temples"],
    types: /landmark|church|monument|historical|place_of_worship/,
    search: "landmarks",
  },
  attraction: {
    names: ["attraction", "attractions"],
    hints: [],
    types: /attraction|amusement|zoo|aquarium/,
    search: "tourist attractions",
  },
};

/**
 * Words that widen a place search beyond the kind they name: food is found at markets too, a
 * day of sights takes in viewpoints, and "kids" names no kind but wants attractions and parks.
 */
const searchAlso: Record<string, readonly TPlaceKind[]> = {
  history: ["landmark"],
  food: ["market"],
  eat: ["market"],
  market: ["food"],
  markets: ["food"],
  shopping: ["neighbourhood"],
  nature: ["beach"],
  sights: ["viewpoint", "attraction"],
  kids: ["attraction", "park"],
};

/** The kinds a one-word place search ("museums", "eat", "kids") asks for; none for any other word. */
export function kindsSearchedBy(word: string): TPlaceKind[] {
  const named = ZPlaceKind.options.filter((kind) => placeKindWords[kind].names.includes(word));
  return [...named, ...(Object.hasOwn(searchAlso, word) ? (searchAlso[word] ?? []) : [])];
}

/** The kind as said to a map search ("museums"); anything else as it was given. */
export function searchPhraseFor(category: string): string {
  const kind = ZPlaceKind.safeParse(category);
  return kind.success ? placeKindWords[kind.data].search : category;
}

const saidPattern = Object.fromEntries(
  ZInterest.options.map((kind) => {
    const { names, hints } = placeKindWords[kind];
    return [kind, new RegExp(`\\b(?:${[...names, ...hints].join("|")})\\b`)];
  }),
) as Record<TInterest, RegExp>;

/** The interests a message mentions ("museums and tapas"), in the order of ZInterest. */
export function interestsSaidIn(text: string): TInterest[] {
  const lower = text.toLowerCase();
  return ZInterest.options.filter((kind) => saidPattern[kind].test(lower));
}

/** The everyday kind of a place, from our kinds or a provider's types. */
export function placeKindOf(types: readonly string[]): TPlaceKind | "other" {
  const joined = types.join(" ");
  const found = Object.entries(placeKindWords).find(([, words]) => words.types.test(joined));
  return found ? (found[0] as TPlaceKind) : "other";
}

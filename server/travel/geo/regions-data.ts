// The hand-written table of regions (docs/regions.md): what a traveller means by "Texas", "the
// Algarve" or "Japan", and which of its cities are worth the trip. Only names and judgement live
// here; regions.ts finds each city in the gazetteer (GeoNames) for its coordinates and population.
//
// A region's cities are one string, best first: "Name interest/nights, ...".
//   interest  1-5: how much a visitor comes for it (5 = world-famous, 1 = a pleasant stop)
//   nights    1-5: suggested nights for a first visit
// A city may add, before its numbers:
//   =Gazetteer name   when GeoNames spells it differently ("Santorini=Firá 5/3")
//   @CC or @CC-ADMIN  when it lies outside the region's country or US state ("Monaco@MC 4/1",
//                     "Portland@US-ME 4/2"); ADMIN is the GeoNames first-level code (US: the state)

export type RegionKind = "state" | "country" | "area";

export type RegionEntry = {
  key: string;
  name: string;
  kind: RegionKind;
  /** ISO 3166-1 alpha-2; null when the region spans countries (every city then says @CC). */
  country: string | null;
  /** GeoNames first-level code the cities are looked up in (US states), unless a city says otherwise. */
  admin?: string;
  /** Other names and spellings; case, accents and a leading "the" do not matter. */
  aka: string[];
  cities: string;
};

/** A US state: key "us-tx", cities looked up in that state. */
export const usState = (admin: string, name: string, cities: string, aka: string[] = []): RegionEntry => ({
  key: `us-${admin.toLowerCase()}`,
  name,
  kind: "state",
  country: "US",
  admin,
  aka,
  cities,
});

/** A country (or a territory travellers treat as one): key = its ISO code in lower case. */
export const country = (code: string, name: string, cities: string, aka: string[] = []): RegionEntry => ({
  key: code.toLowerCase(),
  name,
  kind: "country",
  country: code,
  aka,
  cities,
});

/** A province, state or prefecture outside the US (cities looked up in its country). */
export const province = (key: string, name: string, code: string, cities: string, aka: string[] = []): RegionEntry => ({
  key,
  name,
  kind: "state",
  country: code,
  aka,
  cities,
});

/** A tourist area: part of a country, or several (code null: every city says @CC). */
export const area = (
  key: string,
  name: string,
  code: string | null,
  cities: string,
  aka: string[] = [],
): RegionEntry => ({ key, name, kind: "area", country: code, aka, cities });

/**
 * A region's adjective, for the landscapes travellers name by it ("the Sicilian coast", "the
 * Cornish coast", "Portuguese countryside", "Bavarian villages"): each word below with each of
 * `landscapes` is one more name of the region, unless the table gives that phrase to another
 * region already ("Croatian coast" is Dalmatia, "Swiss Alps" an area of their own).
 */
export const regionAdjectives: Record<string, string> = {
  portuguese: "pt",
  spanish: "es",
  italian: "it",
  french: "fr",
  greek: "gr",
  croatian: "hr",
  turkish: "tr",
  norwegian: "no",
  swedish: "se",
  swiss: "ch",
  austrian: "at",
  german: "de",
  irish: "ie",
  scottish: "gb-sct",
  welsh: "gb-wls",
  english: "gb-eng",
  icelandic: "is",
  montenegrin: "me",
  albanian: "al",
  slovenian: "si",
  moroccan: "ma",
  mexican: "mx",
  // (Peru's stem is too short for regions-national.ts to find "Peruvian" from the name.)
  peruvian: "pe",
  japanese: "jp",
  thai: "th",
  vietnamese: "vn",
  "sri lankan": "lk",
  "costa rican": "cr",
  sicilian: "it-sicily",
  sardinian: "it-sardinia",
  tuscan: "it-tuscany",
  umbrian: "it-umbria",
  apulian: "it-puglia",
  andalusian: "es-andalusia",
  andalucian: "es-andalusia",
  catalan: "es-catalonia",
  basque: "basque-country",
  cornish: "gb-cornwall",
  bavarian: "de-bavaria",
  provencal: "fr-provence",
  breton: "fr-brittany",
  norman: "fr-normandy",
  corsican: "fr-corsica",
  dalmatian: "hr-dalmatia",
  cretan: "gr-crete",
  balinese: "id-bali",
  hawaiian: "us-hi",
  californian: "us-ca",
  tasmanian: "au-tas",
  keralan: "in-kerala",
  patagonian: "patagonia",
};

/** Landscapes named by a region's adjective (see `regionAdjectives`). */
// (Not lakes, mountains or the Alps: "the Italian lakes" and "the German Alps" are a corner of the
// country, not the country's cities.)
export const landscapes = [
  "coast",
  "coastline",
  "countryside",
  "seaside",
  "hills",
  "villages",
  "interior",
  "riviera",
  "beaches",
  "wine country",
  "wine region",
];

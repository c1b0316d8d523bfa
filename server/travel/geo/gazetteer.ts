import { createRequire } from "node:module";
import countries from "i18n-iso-countries";
import { LRUCache } from "lru-cache";
import { airportNamed } from "./airport-names";
import { type Airport, airportByCode, nearestAirports } from "./airports";
import { type City, cities, normalize } from "./cities";
import { distanceKm } from "./distance";
import { exonyms } from "./exonyms";
import { buildFuzzyIndex, type FuzzyIndex } from "./fuzzy-index";
import { allRegions } from "./regions";

countries.registerLocale(createRequire(import.meta.url)("i18n-iso-countries/langs/en.json"));

export type GeocodeResult = {
  name: string;
  country_code: string;
  country: string;
  /** US state or other first-level region code, as GeoNames gives it. */
  region: string;
  lat: number;
  lng: number;
  population: number;
  airports: Airport[];
  /** How the text was understood: a city by name, a misspelt one, an airport code, a country. */
  matched_by: "name" | "alias" | "fuzzy" | "airport" | "country";
};

// Names people use that are not the city's name in GeoNames.
const aliases: Record<string, string> = {
  nyc: "new york city",
  "new york": "new york city",
  "new york ny": "new york city",
  "the big apple": "new york city",
  manhattan: "new york city",
  la: "los angeles",
  "l a": "los angeles",
  sf: "san francisco",
  "san fran": "san francisco",
  dc: "washington d c",
  "washington d c": "washington d c",
  seville: "sevilla",
  bali: "denpasar",
  "washington dc": "washington d c",
  vegas: "las vegas",
  nola: "new orleans",
  philly: "philadelphia",
  rio: "rio de janeiro",
  bombay: "mumbai",
  calcutta: "kolkata",
  madras: "chennai",
  peking: "beijing",
  saigon: "ho chi minh city",
  hcmc: "ho chi minh city",
  kiev: "kyiv",
  cdmx: "mexico city",
  "ciudad de mexico": "mexico city",
  hk: "hong kong",
  "hong kong island": "hong kong",
  "the hague": "the hague",
  "den haag": "the hague",
  lisboa: "lisbon",
  roma: "rome",
  firenze: "florence",
  venezia: "venice",
  napoli: "naples",
  milano: "milan",
  munchen: "munich",
  cologne: "koln",
  geneva: "geneve",
  genf: "geneve",
  bruges: "brugge",
  antwerp: "antwerpen",
  "quebec city": "quebec",
  nara: "nara shi",
  washington: "washington d c",
  "panama city": "panama",
  fez: "fes",
  praha: "prague",
  wien: "vienna",
  bruxelles: "brussels",
  kobenhavn: "copenhagen",
  "sao paulo": "sao paulo",
  "st petersburg": "saint petersburg",
  "saint petersburg russia": "saint petersburg",
  bangkok: "bangkok",
  "krung thep": "bangkok",
  edinburgh: "edinburgh",
  "abu dhabi": "abu dhabi",
  dubai: "dubai",
  singapore: "singapore",
  "singapore city": "singapore",
  "kuala lumpur": "kuala lumpur",
  kl: "kuala lumpur",
  "buenos aires": "buenos aires",
  "cape town": "cape town",
  marrakesh: "marrakesh",
  marrakech: "marrakesh",
  "new delhi": "new delhi",
  delhi: "delhi",
  // Resorts and towns GeoNames files under a longer or local name, or not at all (then the town
  // a visitor stays in: Bohol's is Tagbilaran, Barossa's Tanunda, Uluru's Yulara).
  // Short and local names travellers use for a city GeoNames spells otherwise.
  "santiago de chile": "santiago",
  "salt lake": "salt lake city",
  "ha long bay": "ha long",
  "halong bay": "ha long",
  melaka: "malacca",
  valpo: "valparaiso",
  jogja: "yogyakarta",
  yogya: "yogyakarta",
  ghent: "gent",
  "sai gon": "ho chi minh city",
  "ha noi": "hanoi",
  syd: "sydney",
  melb: "melbourne",
  niseko: "niseko town",
  chamonix: "chamonix mont blanc",
  cebu: "cebu city",
  bohol: "tagbilaran city",
  penang: "george town",
  galway: "gaillimh",
  kona: "kailua kona",
  barossa: "tanunda",
  "barossa valley": "tanunda",
  cabo: "cabo san lucas",
  ulaanbaatar: "ulan bator",
  frankfurt: "frankfurt am main",
  lucerne: "luzern",
  // (Seaside towns GeoNames files under the name of their beach: "Ostia" is Lido di Ostia.)
  ostia: "lido di ostia",
  "san sebastian": "donostia san sebastian",
  donostia: "donostia san sebastian",
  santorini: "fira",
  seminyak: "kuta",
  mahe: "victoria",
  uluru: "yulara",
  "ayers rock": "yulara",
  "siem reap": "siem reap",
  "lake bled": "bled",
  "lake como": "como",
  "antigua guatemala": "antigua guatemala",
  "st pete": "saint petersburg",
  "saint pete": "saint petersburg",
  "st pete beach": "saint pete beach",
  joburg: "johannesburg",
  jozi: "johannesburg",
  // Airports named for the two towns they serve ("flying from Leeds Bradford"): the bigger town.
  "leeds bradford": "leeds",
  "dallas fort worth": "dallas",
  "minneapolis saint paul": "minneapolis",
  "raleigh durham": "raleigh",
  "greensboro high point": "greensboro",
  // Everyday short names (Australian, Arabic transliterations, travellers' shorthand).
  chch: "christchurch",
  brissy: "brisbane",
  brissie: "brisbane",
  brizzy: "brisbane",
  "vic falls": "victoria falls",
  makkah: "mecca",
  "makkah al mukarramah": "mecca",
  madinah: "medina",
  "al madinah": "medina",
  byron: "byron bay",
  "salvador bahia": "salvador",
  "salvador de bahia": "salvador",
  // Places GeoNames has no town for (or one too small to list), by the town a visitor stays in:
  // Stone Town is Zanzibar City's old town, Flåm lies by Aurland, Hallstatt by Bad Goisern, Moorea's
  // main village is Afareaitu, La Digue's La Passe, the Galápagos' Puerto Ayora, Denali's Healy,
  // the Maasai Mara's gateway Narok, Wadi Rum's Aqaba; Kazbegi is Stepantsminda's old name.
  "stone town": "zanzibar",
  flam: "aurlandsvangen",
  hallstatt: "bad goisern",
  moorea: "afareaitu",
  "la digue": "la passe",
  galapagos: "puerto ayora",
  "galapagos islands": "puerto ayora",
  "the galapagos": "puerto ayora",
  denali: "healy",
  "maasai mara": "narok",
  "masai mara": "narok",
  "wadi rum": "aqaba",
  kazbegi: "stepantsminda",
  cortina: "cortina dampezzo",
  "bs as": "buenos aires",
  sg: "singapore",
  bangalore: "bengaluru",
  addis: "addis ababa",
  lissabon: "lisbon",
  "buenos aires ar": "buenos aires",
  pe: "port elizabeth",
  gqeberha: "port elizabeth",
  // Colonia del Sacramento, the Uruguayan town across the river from Buenos Aires.
  colonia: "colonia del sacramento",
  // Islands by their main town (or the town their ferry or airport serves), as GeoNames names it.
  gozo: "victoria",
  brac: "supetar",
  "isle of skye": "portree",
  skye: "portree",
  orkney: "kirkwall",
  "orkney islands": "kirkwall",
  guernsey: "saint peter port",
  lanzarote: "arrecife",
  fuerteventura: "puerto del rosario",
  tenerife: "santa cruz de tenerife",
  "gran canaria": "las palmas de gran canaria",
  mallorca: "palma",
  majorca: "palma",
  "palma de mallorca": "palma",
  menorca: "mao",
  minorca: "mao",
  mahon: "mao",
  madeira: "funchal",
  "sao miguel": "ponta delgada",
  azores: "ponta delgada",
  zante: "zakynthos",
  sylt: "westerland",
  rugen: "bergen auf rugen",
  "nosy be": "hell ville",
  djerba: "midoun",
  jerba: "midoun",
  "koh phangan": "ko pha ngan",
  "ko phangan": "ko pha ngan",
  "con dao": "con son",
  jeju: "jeju city",
  "jeju island": "jeju city",
  "jeju do": "jeju city",
  tahiti: "papeete",
  rarotonga: "avarua",
  "kangaroo island": "kingscote",
  ometepe: "moyogalpa",
  "ometepe island": "moyogalpa",
  "ambergris caye": "san pedro",
  eleuthera: "governors harbour",
  exuma: "george town",
  "great exuma": "george town",
  "harbour island": "dunmore town",
  tortola: "road town",
  "saint barts": "gustavia",
  "saint barths": "gustavia",
  "saint barthelemy": "gustavia",
  bequia: "port elizabeth",
  curacao: "willemstad",
  bonaire: "kralendijk",
  tobago: "scarborough",
  "isla margarita": "porlamar",
  "margarita island": "porlamar",
  "easter island": "hanga roa",
  "rapa nui": "hanga roa",
  "isla de pascua": "hanga roa",
  chiloe: "castro",
  "chiloe island": "castro",
  kauai: "lihue",
  "marthas vineyard": "edgartown",
  // Sights, lakes, valleys and parks by the town a visitor stays in: Meteora's Kalambaka,
  // Ephesus' Selçuk, Giverny's Vernon, Lake Atitlán's Panajachel,
  // Semuc Champey's Lanquín, Manuel Antonio's Quepos. (Sights named as sights, Neuschwanstein, Torres del Paine,
  // Machu Picchu, stay sights: the reader keeps them as what to see.)
  meteora: "kalampaka",
  ephesus: "selcuk",
  giverny: "vernon",
  "mont saint michel": "pontorson",
  "le mont saint michel": "pontorson",
  bohinj: "bohinjska bistrica",
  "lake bohinj": "bohinjska bistrica",
  ortigia: "siracusa",
  "lake atitlan": "panajachel",
  atitlan: "panajachel",
  "semuc champey": "lanquin",
  arenal: "la fortuna",
  "la fortuna de arenal": "la fortuna",
  "manuel antonio": "quepos",
  "inle lake": "nyaungshwe",
  inle: "nyaungshwe",
  "cameron highlands": "tanah rata",
  "lake tahoe": "south lake tahoe",
  "mui ne": "phan thiet",
  waikiki: "honolulu",
  "lake louise alberta": "lake louise",
  // Shorter, older or local forms of a town's GeoNames name.
  saranda: "sarande",
  sarlat: "sarlat la caneda",
  monterosso: "monterosso al mare",
  "selva di val gardena": "selva",
  "selva gardena": "selva",
  garmisch: "garmisch partenkirchen",
  "luxembourg city": "luxembourg",
  "ville de luxembourg": "luxembourg",
  jerez: "jerez de la frontera",
  sapa: "sa pa",
  dalat: "a lat",
  sharm: "sharm el sheikh",
  alula: "al ula",
  alleppey: "alappuzha",
  "fort kochi": "cochin",
  "fort cochin": "cochin",
  pondicherry: "puducherry",
  pondy: "puducherry",
  panjim: "panaji",
  "namche bazaar": "namche bazar",
  namche: "namche bazar",
  noosa: "noosa heads",
  floripa: "florianopolis",
  "rodney bay": "gros islet",
  "jackson wyoming": "jackson hole",
  "lake ohrid": "ohrid",
  zihuatanejo: "ixtapa zihuatanejo",
  ixtapa: "ixtapa zihuatanejo",
  "corn islands": "corn island",
  "big corn island": "corn island",
  "isla contadora": "contadora",
  seefeld: "seefeld in tirol",
  rishiri: "rishiri town",
  "rishiri island": "rishiri town",
  nevis: "charlestown",
  terceira: "angra do heroismo",
  rodrigues: "port mathurin",
  "rodrigues island": "port mathurin",
  "porto santo": "vila baleira",
  syros: "ermoupolis",
  ermoupoli: "ermoupolis",
  paxos: "gaios",
  paxi: "gaios",
  thassos: "thasos",
  shetland: "lerwick",
  "shetland islands": "lerwick",
  "the shetlands": "lerwick",
  saaremaa: "kuressaare",
  "mafia island": "kilindoni",
  "pemba island": "chake chake",
  "sal island": "santa maria",
  "ilha do sal": "santa maria",
  camiguin: "mambajao",
  vavau: "neiafu",
  "amelia island": "fernandina beach",
  "block island": "new shoreham",
  carriacou: "hillsborough",
  "marie galante": "grand bourg",
  "pico island": "sao roque do pico",
  "ile de re": "saint martin de re",
  "civita di bagnoregio": "bagnoregio",
  xela: "quetzaltenango",
  ranthambore: "sawai madhopur",
  ranthambhore: "sawai madhopur",
  coorg: "madikeri",
  kodagu: "madikeri",
  "pulau weh": "sabang",
  "weh island": "sabang",
  belitung: "tanjung pandan",
  "tana toraja": "rantepao",
  toraja: "rantepao",
  gulangyu: "xiamen",
  shodoshima: "tonosho",
  // Names with ø, æ or ð written in plain letters: GeoNames' spelling, as normalize() leaves it.
  roros: "r ros",
  tromso: "troms",
  bornholm: "r nne",
  ronne: "r nne",
  // Common misspellings of names that only an alias knows (fuzzy matching reads only GeoNames' names).
  halstatt: "bad goisern",
  hallstat: "bad goisern",
  edinborough: "edinburgh",
  santorinni: "fira",
  santorni: "fira",
};
// Other languages' names for the cities visitors go to most ("Barcellona", "Londres").
for (const [k, v] of Object.entries(exonyms)) aliases[k] ??= v;

// Names shared by several cities where a traveller almost always means one of them (the
// bigger namesake is not the destination): used only when no country is given.
const preferredCountry: Record<string, string> = {
  valencia: "ES",
  "san juan": "PR",
  queenstown: "NZ",
  interlaken: "CH",
  mahe: "SC",
  seminyak: "ID",
  "lake bled": "SI",
  "salvador bahia": "BR",
  "salvador de bahia": "BR",
  "st pete": "US",
  "saint pete": "US",
  kona: "US",
  denali: "US",
  oia: "GR",
  pe: "ZA",
  // The home of golf, not the South Carolina town of the same name.
  "st andrews": "GB",
  "saint andrews": "GB",
  // Towns and villages travellers go to whose namesake elsewhere is bigger (Amalfi, Colombia;
  // Dingle, the Philippines; Delphi, Indiana; Jasper, Alabama; Vik, Norway).
  gozo: "MT",
  bol: "HR",
  gordes: "FR",
  amalfi: "IT",
  cadiz: "ES",
  mallorca: "ES",
  majorca: "ES",
  nazare: "PT",
  obidos: "PT",
  "sao miguel": "PT",
  pinhao: "PT",
  delphi: "GR",
  dingle: "IE",
  westport: "IE",
  keswick: "GB",
  grasmere: "GB",
  glencoe: "GB",
  tobermory: "GB",
  "saint ives": "GB",
  padstow: "GB",
  vik: "IS",
  paje: "TZ",
  djerba: "TN",
  jerba: "TN",
  bagan: "MM",
  sanur: "ID",
  "santa teresa": "CR",
  tamarindo: "CR",
  monteverde: "CR",
  arenal: "CR",
  montezuma: "CR",
  "san blas": "PA",
  rincon: "PR",
  "ambergris caye": "BZ",
  eleuthera: "BS",
  exuma: "BS",
  "great exuma": "BS",
  bequia: "VC",
  tobago: "TT",
  chiloe: "CL",
  "chiloe island": "CL",
  providencia: "CO",
  palomino: "CO",
  trancoso: "BR",
  "alter do chao": "BR",
  jasper: "CA",
  waikiki: "US",
  // An alias's town whose name is bigger elsewhere (Vernon BC, Maó DO, Kochi JP, Selva ES).
  giverny: "FR",
  "selva di val gardena": "IT",
  "selva gardena": "IT",
  menorca: "ES",
  minorca: "ES",
  mahon: "ES",
  "fort kochi": "IN",
  "fort cochin": "IN",
  nevis: "KN",
  carriacou: "GD",
  "marie galante": "GP",
  "sal island": "CV",
  "ilha do sal": "CV",
  "la paloma": "UY",
  princeville: "US",
  valdez: "US",
  esperance: "AU",
  burford: "GB",
  lindisfarne: "GB",
  iona: "GB",
  applecross: "GB",
  glendalough: "IE",
  glenorchy: "NZ",
  russell: "NZ",
  loen: "NO",
  hatta: "AE",
  tanna: "VU",
  canoa: "EC",
  vilcabamba: "EC",
  saba: "BQ",
  escalante: "US",
};

const usStates: Record<string, string> = {
  alabama: "AL",
  alaska: "AK",
  arizona: "AZ",
  arkansas: "AR",
  california: "CA",
  colorado: "CO",
  connecticut: "CT",
  delaware: "DE",
  florida: "FL",
  georgia: "GA",
  hawaii: "HI",
  idaho: "ID",
  illinois: "IL",
  indiana: "IN",
  iowa: "IA",
  kansas: "KS",
  kentucky: "KY",
  louisiana: "LA",
  maine: "ME",
  maryland: "MD",
  massachusetts: "MA",
  michigan: "MI",
  minnesota: "MN",
  mississippi: "MS",
  missouri: "MO",
  montana: "MT",
  nebraska: "NE",
  nevada: "NV",
  "new hampshire": "NH",
  "new jersey": "NJ",
  "new mexico": "NM",
  "new york": "NY",
  "north carolina": "NC",
  "north dakota": "ND",
  ohio: "OH",
  oklahoma: "OK",
  oregon: "OR",
  pennsylvania: "PA",
  "rhode island": "RI",
  "south carolina": "SC",
  "south dakota": "SD",
  tennessee: "TN",
  texas: "TX",
  utah: "UT",
  vermont: "VT",
  virginia: "VA",
  washington: "WA",
  "west virginia": "WV",
  wisconsin: "WI",
  wyoming: "WY",
};

const countryAliases: Record<string, string> = {
  usa: "US",
  us: "US",
  america: "US",
  uk: "GB",
  england: "GB",
  scotland: "GB",
  britain: "GB",
  "great britain": "GB",
  uae: "AE",
  holland: "NL",
  "south korea": "KR",
  korea: "KR",
  russia: "RU",
  vietnam: "VN",
  czechia: "CZ",
  "czech republic": "CZ",
};

const months =
  "january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec";
// Words around a place in a travel request: "a weekend in", "flights to", "in April", "for 5 days".
const trailing = new RegExp(
  `\\s+(in|during|for|this|next|on|over|around|by)\\s+(the\\s+)?(${months}|spring|summer|autumn|fall|winter|christmas|easter|new year|weekend|week|month|\\d+).*$`,
);
const leading =
  /^(a\s+)?(trip|weekend|week|holiday|vacation|honeymoon|flights?|getaway|visit|visiting|going|travel(l?ing)?|plan(ning)?|days?|nights?)(\s+(a\s+)?(trip|weekend|week|holiday|vacation|getaway))?\s+(to|in|at|for)\s+/;

function countryCode(text: string): string | undefined {
  const key = normalize(text);
  if (countryAliases[key]) return countryAliases[key];
  if (/^[a-z]{2}$/.test(key) && countries.isValid(key.toUpperCase())) return key.toUpperCase();
  return countryNames().get(key);
}

// Every English name of every country (official and other forms), by its normalised key: the
// package's own lookup compares the text with each name in turn, and the reader asks this of
// every phrase it tries (a fifth of a long message's reading, issue 21's event-loop test).
let namesByKey: Map<string, string> | undefined;
function countryNames(): Map<string, string> {
  if (!namesByKey) {
    namesByKey = new Map();
    for (const [code, names] of Object.entries(countries.getNames("en", { select: "all" })))
      for (const name of [names].flat()) if (!namesByKey.has(normalize(name))) namesByKey.set(normalize(name), code);
  }
  return namesByKey;
}

/** One of GeoNames' towns as a result, for callers that chose the town themselves (a namesake by where it lies). */
export function cityResult(city: City, matchedBy: GeocodeResult["matched_by"]): GeocodeResult {
  return result(city, matchedBy);
}

function result(city: City, matchedBy: GeocodeResult["matched_by"]): GeocodeResult {
  return {
    name: city.name,
    country_code: city.country,
    country: countries.getName(city.country, "en") ?? city.country,
    region: city.admin,
    lat: city.lat,
    lng: city.lng,
    population: city.population,
    airports: nearestAirports(city.lat, city.lng, { cityName: city.name, limit: 3, withinKm: 120 }),
    // A place travellers know by name (visitor-places.ts) is known as well as an alias is, whatever its size.
    matched_by: city.visitor && matchedBy === "name" ? "alias" : matchedBy,
  };
}

/**
 * A big city's airport by its own name ("Heathrow", "Schiphol", "Charles de Gaulle"): the city
 * it serves, with that airport first. Asked only where the words around a name say airport
 * ("flying out of Heathrow"), since many airports are named for people ("Chopin", "Kennedy").
 */
export function geocodeAirportName(text: string): GeocodeResult | null {
  const phrase = normalize(text);
  const airport = phrase.length >= 5 ? airportNamed(phrase, servesBigCity) : undefined;
  const city = airport ? cityOfAirport(airport) : undefined;
  if (!airport || !city) return null;
  const found = result(city, "airport");
  return { ...found, airports: [airport, ...found.airports.filter((a) => a.code !== airport.code)] };
}

/**
 * The city an airport serves: the city its record names, else ("Dallas-Fort Worth", a record's
 * own spelling) the biggest town within 60 km of it.
 */
function cityOfAirport(airport: Airport): City | undefined {
  const key = normalize(airport.city);
  const country = countryCode(airport.country);
  const named = pick(cities().byKey.get(aliases[key] ?? key), country);
  if (named) return named;
  if (servedBy.has(airport.code)) return servedBy.get(airport.code);
  let best: City | undefined;
  for (const c of cities().all)
    if ((!country || c.country === country) && c.population > (best?.population ?? 0) && distanceKm(c, airport) < 60)
      best = c;
  servedBy.set(airport.code, best);
  return best;
}
const servedBy = new Map<string, City | undefined>();
// (By the city's name only: the scan by distance is for the one airport asked for, not all of them.)
const servesBigCity = (airport: Airport) => {
  const key = normalize(airport.city);
  return (pick(cities().byKey.get(aliases[key] ?? key), countryCode(airport.country))?.population ?? 0) >= 300_000;
};

function pick(list: City[] | undefined, country?: string, region?: string): City | undefined {
  if (!list) return undefined;
  return list.find((c) => (!country || c.country === country) && (!region || c.admin === region));
}

let fuzzyIndex: FuzzyIndex | undefined;
let visitorIndex: FuzzyIndex | undefined;
function fuzzy(key: string, country?: string): City | undefined {
  if (key.length < 4) return undefined;
  const max = key.length >= 7 ? 2 : 1;
  fuzzyIndex ??= buildFuzzyIndex(cities().all.filter((c) => c.population >= 100_000));
  const big = fuzzyIndex.closest(key, max, country);
  if (big || key.length < 6) return big;
  // "dubrovnk": a smaller town misspelt is found only among the towns visitors go to.
  visitorIndex ??= buildFuzzyIndex(visitorTowns());
  return visitorIndex.closest(key, max, country);
}

/** The towns of the regions' tables (where visitors go, whatever their size), as gazetteer cities. */
function visitorTowns(): City[] {
  const { byKey } = cities();
  const out = new Map<number, City>();
  for (const region of allRegions())
    for (const t of region.cities) {
      const city = byKey
        .get(normalize(t.name))
        ?.find((c) => c.country === t.country_code && c.population === t.population);
      if (city && city.population < 100_000) out.set(city.id, city);
    }
  return [...out.values()];
}

let byFirstWord: Map<string, City[]> | undefined;
/**
 * "from dar", "from kuala": a city of a million or more called by the first word of a longer
 * name, the one nearest `near` and no farther than 2,500 km from it; null when none is.
 */
export function cityByFirstWord(word: string, near: { lat: number; lng: number }): GeocodeResult | null {
  if (!byFirstWord) {
    byFirstWord = new Map();
    for (const c of cities().all) {
      if (c.population < 1_000_000 || !c.key.includes(" ")) continue;
      const first = c.key.split(" ")[0] as string;
      byFirstWord.set(first, [...(byFirstWord.get(first) ?? []), c]);
    }
  }
  const key = normalize(word);
  if (key.length < 3) return null;
  const close = (byFirstWord.get(key) ?? [])
    .map((c) => ({ c, km: distanceKm(near, c) }))
    .filter((x) => x.km <= 2500)
    .sort((a, b) => a.km - b.km)[0];
  return close ? result(close.c, "alias") : null;
}

let byInitials: Map<string, City[]> | undefined;
/**
 * "ferry over from BA", "bus from PP": a city of a million or more of two or three words called by
 * their initials, the one nearest `near` and no farther than 800 km from it; null when none is.
 */
export function cityByInitials(letters: string, near: { lat: number; lng: number }): GeocodeResult | null {
  if (!byInitials) {
    byInitials = new Map();
    for (const c of cities().all) {
      const words = c.key.split(" ").filter((w) => !/^(?:de|del|da|do|di|la|el|of|the)$/.test(w));
      if (c.population < 1_000_000 || words.length < 2 || words.length > 3) continue;
      const key = words.map((w) => w[0]).join("");
      byInitials.set(key, [...(byInitials.get(key) ?? []), c]);
    }
  }
  const key = letters.toLowerCase();
  if (!/^[a-z]{2,3}$/.test(key)) return null;
  const close = (byInitials.get(key) ?? [])
    .map((c) => ({ c, km: distanceKm(near, c) }))
    .filter((x) => x.km <= 800)
    .sort((a, b) => a.km - b.km)[0];
  return close ? result(close.c, "alias") : null;
}

let tableNames: Map<string, { name: string; query: string; country: string }[]> | undefined;
/** A region table's town by the name it is shown under, where the gazetteer spells it otherwise. */
function tableName(phrase: string, country?: string): GeocodeResult | null {
  if (!tableNames) {
    tableNames = new Map();
    for (const region of allRegions())
      for (const c of region.cities) {
        const key = normalize(c.name);
        if (key === normalize(c.query.split(",")[0] ?? "")) continue;
        const list = tableNames.get(key) ?? [];
        if (!list.some((x) => x.query === c.query))
          list.push({ name: c.name, query: c.query, country: c.country_code });
        tableNames.set(key, list);
      }
  }
  const entry = tableNames.get(phrase)?.find((x) => !country || x.country === country);
  const found = entry ? lookUp(entry.query) : null;
  return entry && found ? { ...found, name: entry.name, matched_by: "alias" } : null;
}

// The same phrases come back all the time (a trip's destination, its itinerary's places, a
// message's repeated words), so each text is looked up once; null answers are kept too, since
// the unknown ones cost most. Bounded, so strangers' phrases cannot grow it without end.
const looked = new LRUCache<string, { found: GeocodeResult | null }>({ max: 5000 });

/** The place a traveller means by `text` ("Lisbon", "NYC", "Paris, France", "Tokyo in April"). */
export function geocode(text: string): GeocodeResult | null {
  const trimmed = text.trim();
  if (!trimmed || trimmed.length > 200) return null;
  let entry = looked.get(trimmed);
  if (!entry) {
    entry = { found: lookUp(trimmed) };
    looked.set(trimmed, entry);
  }
  // A copy: callers may change what they get without changing what the next caller gets.
  return entry.found && { ...entry.found, airports: [...entry.found.airports] };
}

function lookUp(trimmed: string): GeocodeResult | null {
  if (/^[A-Z]{3}$/.test(trimmed)) {
    const airport = airportByCode(trimmed);
    if (airport) {
      const city = cityOfAirport(airport);
      if (!city) return null;
      // The airport asked for comes first, then the city's others.
      const found = result(city, "airport");
      return { ...found, airports: [airport, ...found.airports.filter((a) => a.code !== airport.code)] };
    }
  }
  let phrase = normalize(trimmed.replace(trailing, "")).replace(trailing, "").replace(leading, "").trim();
  let country: string | undefined;
  let region: string | undefined;
  const parts = trimmed.split(",");
  if (parts.length > 1) {
    phrase = normalize((parts[0] ?? "").replace(leading, "")).replace(leading, "");
    const hint = (parts.slice(1).join(",").replace(trailing, "") || "").trim();
    const hintKey = normalize(hint);
    region =
      usStates[hintKey] ??
      (/^[a-z]{2}$/.test(hintKey) && Object.values(usStates).includes(hintKey.toUpperCase())
        ? hintKey.toUpperCase()
        : undefined);
    country = region ? "US" : countryCode(hint);
  } else {
    // "Paris France": a country name at the end is a hint, not part of the city's name.
    const words = phrase.split(" ");
    // "Antigua Guatemala", "Panama City": a name that ends in a country's name is still a name.
    const whole = cities().byKey.has(aliases[phrase] ?? phrase);
    for (let n = Math.min(3, words.length - 1); n >= 1 && !country && !whole; n--) {
      const tail = words.slice(-n).join(" ");
      const head = words.slice(0, -n).join(" ");
      const state = usStates[tail];
      const code = state ? "US" : countryCode(tail);
      if (code && cities().byKey.has(aliases[head] ?? head)) {
        country = code;
        region = state;
        phrase = head;
      }
    }
  }
  const { byKey } = cities();
  country ??= preferredCountry[phrase];
  const aliased = aliases[phrase];
  // "Panama City, FL": when the alias's city is not in the country asked for, the name itself may be.
  const exact =
    pick(byKey.get(aliased ?? phrase), country, region) ??
    (aliased && country ? pick(byKey.get(phrase), country, region) : undefined) ??
    (region ? pick(byKey.get(aliased ?? phrase), country) : undefined) ??
    // "Antigua, Guatemala": a town whose own name ends in its country's (Antigua Guatemala).
    (country && !region
      ? pick(byKey.get(`${phrase} ${normalize(countries.getName(country, "en") ?? "")}`), country)
      : undefined);
  // "Khiva", "Killarney": a town the regions' tables list under the name visitors use, which
  // GeoNames spells otherwise (Khiwa, Cill Airne), beats a smaller namesake of that spelling.
  const listed = aliased ? undefined : tableName(phrase, country);
  if (listed && (!exact || exact.population < listed.population)) return listed;
  if (exact) return result(exact, aliased && aliased !== phrase ? "alias" : "name");
  // A country on its own: its largest city.
  const onlyCountry = countryCode(phrase);
  if (onlyCountry && phrase.length > 2) {
    const largest = cities()
      .all.filter((c) => c.country === onlyCountry)
      .sort((a, b) => b.population - a.population)[0];
    if (largest) return result(largest, "country");
  }
  const close = fuzzy(phrase, country);
  return close ? result(close, "fuzzy") : null;
}

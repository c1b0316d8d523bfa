import countries from "i18n-iso-countries";
import { type City, normalize } from "../../travel/geo/cities";
import { distanceKm } from "../../travel/geo/distance";
import { cityResult, type GeocodeResult, geocode } from "../../travel/geo/gazetteer";
import { allRegions, findRegion, type Region, regionByKey } from "../../travel/geo/regions";
import { regionAdjectives } from "../../travel/geo/regions-data";
import type { PlaceRef } from "../plan";
import { withinSuburb } from "./namesake-near";
import { namedStanding, namesakes, sizeStanding, standing, visitorsGo } from "./namesake-standing";

export { visitorsGo };

// A place's name as a traveller writes it, turned into one place: the qualifier after it ("Paris,
// Texas", "London Ontario", "Perth (Scotland)") picks among namesakes, and a namesake that is as
// well known as the first makes the name ambiguous when nothing else decides.

/** Names GeoNames keeps in the local language, or files under a nearby town: shown as travellers say them. */
const spoken: Record<string, string> = {
  seville: "Seville",
  bruges: "Bruges",
  lucerne: "Lucerne",
  marrakech: "Marrakech",
  penang: "Penang",
  galway: "Galway",
  niseko: "Niseko",
  chamonix: "Chamonix",
  cebu: "Cebu",
  bohol: "Bohol",
  kona: "Kona",
  barossa: "Barossa Valley",
  "barossa valley": "Barossa Valley",
  santorini: "Santorini",
  seminyak: "Seminyak",
  mahe: "Mahe",
  uluru: "Uluru",
  "ayers rock": "Uluru",
  "san sebastian": "San Sebastian",
  frankfurt: "Frankfurt",
  cologne: "Cologne",
  geneva: "Geneva",
  antwerp: "Antwerp",
  munich: "Munich",
  ulaanbaatar: "Ulaanbaatar",
  "quebec city": "Quebec City",
  "lake bled": "Bled",
  "panama city": "Panama City",
  "salvador bahia": "Salvador",
  "salvador de bahia": "Salvador",
  bled: "Bled",
  galapagos: "Galapagos",
  "galapagos islands": "Galapagos",
  "the galapagos": "Galapagos",
  "stone town": "Stone Town",
  flam: "Flam",
  hallstatt: "Hallstatt",
  moorea: "Moorea",
  "la digue": "La Digue",
  denali: "Denali",
  "maasai mara": "Maasai Mara",
  "masai mara": "Maasai Mara",
  "wadi rum": "Wadi Rum",
  kazbegi: "Kazbegi",
  cortina: "Cortina d'Ampezzo",
  oia: "Oia",
  bali: "Bali",
  colonia: "Colonia",
  ghent: "Ghent",
};

/** Cities GeoNames spells otherwise than travellers and guidebooks mostly do, whatever was typed. */
const usual: Record<string, string> = { Marrakesh: "Marrakech" };

export function toRef(g: GeocodeResult, typed?: string): PlaceRef {
  const shown = (typed ? spoken[normalize(typed)] : undefined) ?? usual[g.name];
  return {
    name: shown ?? g.name,
    country: g.country,
    country_code: g.country_code,
    lat: g.lat,
    lng: g.lng,
    airport: g.airports[0]?.code ?? null,
  };
}

const usCodes = new Set(
  "AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC".split(
    " ",
  ),
);
// Short forms travellers put after a town to say which one; the table's regions know the long ones.
const shortRegions: Record<string, string> = {
  bc: "british columbia",
  nsw: "new south wales",
  qld: "queensland",
  vic: "victoria",
  ont: "ontario",
  ns: "nova scotia",
  nfld: "newfoundland",
  bahia: "brazil",
  usa: "united states",
  us: "united states",
  uk: "united kingdom",
};

/** Where a qualifier ("Texas", "MA", "Scotland", "Ontario", "Bermuda") puts a town. */
/** `also`: another area the same letters name ("WA": Washington, or Western Australia). */
export type Area = { country: string; region?: Region; admin?: string; also?: Area };

// State and territory codes that are not (only) American: "Perth WA", "Byron NSW", "Kelowna BC".
const otherCodes: Record<string, string> = {
  WA: "AU",
  NSW: "AU",
  QLD: "AU",
  VIC: "AU",
  SA: "AU",
  NT: "AU",
  TAS: "AU",
  ACT: "AU",
  BC: "CA",
  AB: "CA",
  ON: "CA",
  QC: "CA",
  NS: "CA",
  NB: "CA",
  MB: "CA",
  SK: "CA",
  PEI: "CA",
  NL: "CA",
};

export function areaOf(text: string): Area | undefined {
  const raw = text.trim();
  if (!raw || raw.length > 40) return undefined;
  // "MA", "SC": a state code only as written in capitals ("or", "in" are words).
  const other = /^[A-Z]{2,3}$/.test(raw) ? otherCodes[raw] : undefined;
  if (/^[A-Z]{2}$/.test(raw) && usCodes.has(raw))
    return { country: "US", admin: raw, ...(other ? { also: { country: other } } : {}) };
  if (other && raw !== "ON") return { country: other };
  const key = normalize(raw);
  if (key.length < 3 && !shortRegions[key]) return undefined;
  // ("Perth, the Scottish one": a people's adjective names its country or nation.)
  const adjective = regionAdjectives[key];
  if (adjective?.length === 2) return { country: adjective.toUpperCase() };
  const region = (adjective ? regionByKey(adjective) : undefined) ?? findRegion(shortRegions[key] ?? key);
  if (region && normalize(region.name).length >= 3) {
    const exactish = normalize(region.name).startsWith(key.slice(0, 3)) || !!shortRegions[key] || key.length >= 4;
    if (!exactish) return undefined;
    const admin = region.key.startsWith("us-") ? region.key.slice(3).toUpperCase() : undefined;
    return { country: region.country_code ?? "", region, admin };
  }
  const code = countries.getAlpha2Code(
    raw.replace(/\b\w/g, (c) => c.toUpperCase()),
    "en",
  );
  return code ? { country: code } : undefined;
}

function resultFor(city: City, typed: string): GeocodeResult | null {
  const g =
    city.country === "US" && city.admin
      ? geocode(`${city.name}, ${city.admin}`)
      : geocode(`${city.name}, ${countries.getName(city.country, "en") ?? city.country}`);
  return g && distanceKm(g, city) < 30 ? { ...g, matched_by: normalize(typed) === city.key ? "name" : "alias" } : null;
}

/**
 * The town named `name` in `area`, or undefined when it has none there. Of several, the one
 * nearest `beside` when given (the trip's places there: "Hobart 3 nights then Queenstown" is
 * Tasmania's, not Adelaide's suburb).
 */
export function placeIn(
  name: string,
  area: Area,
  beside: readonly { lat: number; lng: number }[] = [],
): GeocodeResult | undefined {
  const list = namesakes(name).filter((c) => c.country === area.country && (!area.admin || c.admin === area.admin));
  let best = list[0];
  const regionCities = area.region?.kind !== "country" && area.region?.cities.length ? area.region.cities : beside;
  if (list.length > 1 && regionCities.length) {
    // A province or area: the namesake nearest its cities ("Kingston, Ontario" is not Kingston, Jamaica).
    const near = (c: City) => Math.min(...regionCities.map((r) => distanceKm(r, c)));
    // (Beside the trip's places, not a suburb of one: "Mexico City, then La Paz" goes on to Baja
    // California's, not to the La Paz on Mexico City's edge.)
    // Nor a hamlet of the name, of which a big country has many: of the namesakes within a
    // tenth of the biggest's size, the nearest.
    const biggest = Math.max(...list.map((c) => c.population));
    const away =
      regionCities === beside ? list.filter((c) => !withinSuburb(near(c)) && c.population * 10 >= biggest) : list;
    best = [...(away.length ? away : list)].sort((a, b) => near(a) - near(b))[0];
  }
  // (A small namesake the name with its country does not find, Tasmania's Queenstown beside
  // South Australia's: the town itself.)
  if (best) return resultFor(best, name) ?? cityResult(best, normalize(name) === best.key ? "name" : "alias");
  // "Lucerne, Switzerland": an alias's town, when it lies there.
  const g = geocode(`${name}, ${area.admin ?? countries.getName(area.country, "en") ?? area.country}`);
  return g && g.country_code === area.country && g.matched_by !== "fuzzy" ? g : undefined;
}

// Names travellers use for two places both worth the trip, one far smaller or less famous than the
// other (British Columbia's and the Seychelles' Victoria, Bermuda's Hamilton, Florida's St
// Petersburg): asked about whenever both are in the visitors' tables, whatever their sizes.
const twoWays = new Set([
  "victoria",
  "cambridge",
  "hamilton",
  "saint petersburg",
  "st petersburg",
  "st. petersburg",
  "san jose",
  "cordoba",
]);
// Names the gazetteer already settles the way travellers mean them (its preferred namesakes).
const settled = new Set(["valencia", "san juan", "queenstown", "washington", "rome", "paris", "london"]);

export type Option = PlaceRef & { label: string };

/**
 * "springfield for 3 days": no namesake stands out for visitors, but two or more are cities of
 * much the same size far apart (Springfield, Missouri, Massachusetts and Illinois): which one is
 * anyone's guess, so it is asked.
 */
function twinTowns(typed: string, list: City[], found: GeocodeResult): Option[] | undefined {
  const big = [...list].filter((c) => c.population >= 100_000).sort((x, y) => y.population - x.population);
  const picked: City[] = [];
  for (const c of big) if (!picked.some((p) => distanceKm(p, c) < 300)) picked.push(c);
  const [a, b] = picked;
  if (!a || !b || a.population / b.population > 1.5) return undefined;
  if (!picked.some((c) => distanceKm(c, found) < 30)) return undefined;
  const options: Option[] = [];
  for (const c of picked.filter((c) => a.population / c.population <= 1.5).slice(0, 3)) {
    const g = resultFor(c, typed);
    if (!g) continue;
    const where = c.country === "US" ? stateName(c.admin) : (countries.getName(c.country, "en") ?? c.country);
    options.push({ ...toRef(g, typed), label: `${g.name}, ${where}` });
  }
  return options.length >= 2 ? options : undefined;
}

const stateNames: Record<string, string> = {};
function stateName(code: string): string {
  if (!Object.keys(stateNames).length)
    for (const r of allRegions()) if (r.key.startsWith("us-")) stateNames[r.key.slice(3).toUpperCase()] = r.name;
  return stateNames[code] ?? code;
}

/**
 * The well-known places sharing the name `typed` resolved to, when two or more of similar standing
 * lie far apart ("Portland": Oregon and Maine); otherwise undefined.
 */
export function namesakesOf(typed: string, found: GeocodeResult): Option[] | undefined {
  const key = normalize(typed);
  if (settled.has(key)) return undefined;
  // (A small namesake counts when the tables list it by this name: Bermuda's Hamilton.)
  const list = namesakes(typed).filter(
    (c) => c.population >= (twoWays.has(key) ? 1_000 : 10_000) || namedStanding(c) >= 3,
  );
  if (list.length < 2) return undefined;
  const known: { c: City; s: number; own: number }[] = [];
  for (const c of list.slice(0, 20)) {
    if (known.some((k) => distanceKm(k.c, c) < 300)) continue;
    // A small namesake counts by its own name in the tables, not by a famous neighbour; so does
    // a town whose official name only begins with the one typed (Santiago de Surco is Lima's
    // district, known as Surco).
    const own = namedStanding(c);
    const s = c.key !== key ? Math.max(own, sizeStanding(c)) : c.population >= 10_000 ? standing(c) : own;
    if (s >= 3) known.push({ c, s, own });
  }
  if (known.length < 2) return twinTowns(typed, list, found);
  // (Of equal standing, a town of the very name before one whose longer name begins with it.)
  const exact = (k: { c: City }) => (k.c.key === key ? 1 : 0);
  known.sort((x, y) => y.s - x.s || exact(y) - exact(x) || y.own - x.own || y.c.population - x.c.population);
  const [a, b] = known as [(typeof known)[number], (typeof known)[number]];
  const ratio = Math.max(a.c.population, b.c.population) / Math.max(1, Math.min(a.c.population, b.c.population));
  // Of similar standing: both places visitors come for, or two cities of like size.
  // ("Victoria": British Columbia's capital and the Seychelles', both in the visitors' tables.)
  // Two the tables rank alike by their own names, or three or more they list by these very names,
  // leave none standing out, whatever their sizes ("Kingston": Jamaica's capital and Ontario's
  // Kingston; "Santiago": Chile's capital, Santiago de Compostela, Santiago de Cuba).
  const similar =
    (a.s - b.s <= 1 && ((b.s >= 4 && ratio <= 15) || ratio <= 5)) ||
    (a.s === b.s && a.own >= 3 && b.own >= 3) ||
    (twoWays.has(key) && b.s >= 3) ||
    known.filter((k) => k.own >= 3).length >= 3;
  if (!similar) return undefined;
  // The name read alone is one of them, or a town no visitor knows (GeoNames' biggest "Santa
  // Cruz" is a Philippine town): either way the known ones are what the traveller may mean.
  if (!known.some((k) => distanceKm(k.c, found) < 30) && visitorsGo(found)) return undefined;
  const options: Option[] = [];
  for (const { c } of known.slice(0, 3)) {
    const g = resultFor(c, typed);
    if (!g) continue;
    const where = c.country === "US" ? stateName(c.admin) : (countries.getName(c.country, "en") ?? c.country);
    options.push({ ...toRef(g, typed), label: `${g.name}, ${where}` });
  }
  return options.length >= 2 ? options : undefined;
}

/** How much better known than the namesake a name finds alone a far one must be to be meant instead. */
const BETTER_KNOWN_BY = 3;

/**
 * "Toledo 3 nights", "Bayeux and the beaches", "Syracuse for a week": the namesake visitors come
 * for (interest 4-5 in the regions' tables or the catalogue, by this very name), when the one the
 * name alone finds is a bigger town they hardly know (Toledo, Ohio; Bayeux, Brazil) and no namesake
 * of like standing makes it a question (`namesakesOf`). Undefined when the name's own town is
 * known (Newport, Wales is, so Newport, Rhode Island is not preferred) or none is famous.
 */
export function betterKnownNamesake(typed: string, found: GeocodeResult): GeocodeResult | undefined {
  const key = normalize(typed);
  if (settled.has(key) || found.matched_by !== "name") return undefined;
  const list = namesakes(typed).filter((c) => c.key === key);
  const own = list.find((c) => distanceKm(c, found) < 5);
  if (!own) return undefined;
  const ownStanding = Math.max(standing(own), namedStanding(own));
  let best: { c: City; s: number } | undefined;
  for (const c of list) {
    if (distanceKm(c, found) < 300) continue;
    const s = namedStanding(c);
    if (s >= 4 && s - ownStanding >= BETTER_KNOWN_BY && (!best || s > best.s)) best = { c, s };
  }
  return best ? (resultFor(best.c, typed) ?? cityResult(best.c, "name")) : undefined;
}

// Countries so small that "from Kuwait", "we're flying out of Bahrain" names one city, the one
// with the country's airport; GeoNames' largest town is sometimes another (Al Ahmadi, Riffa).
// Larger countries ("from Australia") name no city and are left unread.
const smallCountryHome: Record<string, string> = {
  KW: "Kuwait City",
  BH: "Manama",
  QA: "Doha",
  SG: "Singapore",
  LU: "Luxembourg",
  MT: "Valletta",
  MC: "Monaco",
  BN: "Bandar Seri Begawan",
  MU: "Port Louis",
  IS: "Reykjavik",
  CY: "Nicosia",
  BB: "Bridgetown",
  BS: "Nassau",
  TT: "Port of Spain",
  HK: "Hong Kong",
  MO: "Macau",
  AD: "Andorra la Vella",
  SM: "San Marino",
  LI: "Vaduz",
  MV: "Male",
  SC: "Victoria",
  FJ: "Nadi",
  JE: "Saint Helier",
  GG: "Saint Peter Port",
};

/** The city "from <small country>" means, or undefined for a country of many. */
export function homeOfCountry(countryCode: string): GeocodeResult | undefined {
  const name = smallCountryHome[countryCode];
  return name ? placeIn(name, { country: countryCode }) : undefined;
}

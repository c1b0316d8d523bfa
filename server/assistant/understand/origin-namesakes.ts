import { type City, normalize } from "../../travel/geo/cities";
import { distanceKm } from "../../travel/geo/distance";
import { cityResult } from "../../travel/geo/gazetteer";
import { type Region, regionsNamedIn } from "../../travel/geo/regions";
import type { PlaceRef } from "../plan";
import type { Mention } from "./mentions";
import { namesakes, standing } from "./namesake-standing";
import { toRef } from "./place-names";

// Which of a home's namesakes the traveller lives in. The gazetteer reads a bare name as its
// biggest town, which for a home is often not the one meant: "from Newcastle" is South Africa's
// Newcastle by size, though the writer off to Edinburgh, Dublin or Krakow lives in England's
// (GeoNames files it as Newcastle upon Tyne); "from Worcester" with a Cornwall cottage is
// England's, not Massachusetts'; "from Hamilton" towing a caravan to the Coromandel is New
// Zealand's; "From Hyderabad" on a Rajasthan trip is India's. The trip decides, by where it lies:
//   1. a trip in one country, with a namesake of note there: that one (people holiday at home);
//   2. a namesake a day's drive from the trip, the read one far: that one, unless the read one is
//      a big city and the trip is not driven to (Brits fly Birmingham to Orlando);
//   3. one far nearer the trip than the read one (at most 0.6 as far): that one, again unless the
//      read one is a big city.
// A home qualified by its area ("Perth, Scotland"), typed as an airport's code or said with no
// trip beside it is left as read.

/** A namesake this big is a home of note; smaller towns are not traded for the one read. */
const OF_NOTE = 50_000;
/** A read home this big, or this well known to visitors, stands unless the trip is driven. */
const BIG = 500_000;
/** A day's drive or train: a namesake this near the trip is within reach of it. */
const DRIVE_KM = 800;

/** Far nearer the trip: a namesake at most this share of the read one's distance from it. */
const NEARER = 0.6;

/**
 * Words of going from home by land or sea: the home must be within reach of the trip ("driving up
 * from", "towing the caravan", "by train from"). A car hired there is not ("rental car", "hire a
 * car in Boston").
 */
const overland =
  /\b(?:driv(?:e|ing)|drove|motoring)\s+(?:(?:up|down|over|across|out)\s+)?from\b|\b(?:road\s*trip|drive)\s+(?:\w+\s+)?from\b|\b(?:by|our\s+own|in\s+our|take\s+our|taking\s+our)\s+(?:car|train|bus|coach|ferry|caravan|campervan|motorhome)\b|\b(?:tow(?:ing)?|caravan|campervan|motorhome)\b|\b(?:train|bus|coach|ferry|eurostar)\s+from\b/i;

/** Of the places of `c`'s country sharing the name, the biggest (Newcastle upon Tyne over Newcastle-under-Lyme). */
function biggestPerCountry(list: City[]): City[] {
  const by = new Map<string, City>();
  for (const c of list) {
    const had = by.get(c.country);
    if (!had || c.population > had.population) by.set(c.country, c);
  }
  return [...by.values()];
}

/** Where a trip lies: its stops' and named regions' places, and their countries. */
type TripWhere = { places: { lat: number; lng: number }[]; countries: Set<string> };

/**
 * Sets the place of each origin mention in `list` to the namesake the trip points to (see above),
 * in place. `text` is the message the mentions were read from.
 */
export function settleHomeNamesakes(
  list: Mention[],
  text: string,
  named: { region: Region }[] = regionsNamedIn(text),
): void {
  const homes = list.filter((m) => m.role === "origin" && !m.qualified && !/^[A-Z]{3}$/.test(m.typed));
  if (!homes.length) return;
  const stops = list.filter((m) => m.role === "stop" || (m.role === "side" && m.near)).map((m) => m.place);
  const where = tripWhere(
    stops,
    named.map((r) => r.region),
  );
  if (!where) return;
  for (const m of homes) {
    if (homes.some((o) => o !== m && o.place.name === m.place.name)) continue;
    const better = homeNamesake(m.typed, m.place, where, overland.test(text));
    if (better) m.place = better;
  }
}

/**
 * A home read in an earlier message, once the trip is known ("stag do, 8 lads from newcastle",
 * then "riga, 3 nights"): the namesake the trip points to, or undefined to keep it.
 */
export function homeBesideTrip(home: PlaceRef, places: PlaceRef[], text: string): PlaceRef | undefined {
  const where = tripWhere(places, []);
  return where ? homeNamesake(home.name, home, where, overland.test(text)) : undefined;
}

function tripWhere(stops: PlaceRef[], regions: Region[]): TripWhere | undefined {
  const withTowns = regions.filter((r) => r.cities.length);
  const places = [...stops, ...withTowns.map((r) => ({ lat: r.cities[0]?.lat ?? 0, lng: r.cities[0]?.lng ?? 0 }))];
  if (!places.length) return undefined;
  const countries = new Set([
    ...stops.map((p) => p.country_code),
    ...withTowns.map((r) => r.country_code).filter((c): c is string => !!c),
  ]);
  return { places, countries };
}

/** The namesake of `typed` the trip points to, when it is not the one read. */
function homeNamesake(typed: string, read: PlaceRef, trip: TripWhere, driven: boolean): PlaceRef | undefined {
  // (The trip's own places are no home's namesakes: "Newcastle to Edinburgh" reads both.)
  if (trip.places.some((p) => distanceKm(p, read) < 30)) return undefined;
  const key = normalize(typed);
  const all = namesakes(typed).filter((c) => c.population >= OF_NOTE && distanceKm(c, read) >= 30);
  const readCity = namesakes(typed).find((c) => distanceKm(c, read) < 30);
  const big = !!readCity && (readCity.population >= BIG || standing(readCity) >= 4);
  // (Only names that are the town's, or begin its longer official name; a longer one only beside a
  // read one of no great size: "Newcastle" may be Newcastle upon Tyne, "Santiago" is not Santiago
  // del Estero.)
  const named = all.filter((c) => c.key === key || (!big && c.key.startsWith(`${key} `)));
  const choices = biggestPerCountry(named).filter((c) => c.country !== read.country_code || named.length > 1);
  if (!choices.length) return undefined;
  const near = (p: { lat: number; lng: number }) => Math.min(...trip.places.map((t) => distanceKm(t, p)));
  let best: City | undefined;
  // 1. A trip in one country, a namesake of note there and the read one elsewhere.
  const [only] = trip.countries;
  if (trip.countries.size === 1 && only && read.country_code !== only) {
    // (A big city read stands against a smaller one of the trip's country, unless the trip is
    // driven to: Birmingham, England flying to New York is not Birmingham, Alabama.)
    const floor = big && !driven ? (readCity?.population ?? 0) : OF_NOTE;
    const there = choices.filter((c) => c.country === only && c.population >= floor);
    best = there.sort((a, b) => b.population - a.population)[0];
  }
  const readKm = near(read);
  const nearest = [...choices].sort((a, b) => near(a) - near(b))[0];
  if (!best && nearest && (!big || driven)) {
    const km = near(nearest);
    // 2. Within a day's drive of the trip, the read one far. 3. Far nearer than the read one.
    if ((km <= DRIVE_KM && readKm > 2 * DRIVE_KM) || (!big && km <= NEARER * readKm)) best = nearest;
  }
  if (!best) return undefined;
  return toRef(cityResult(best, best.key === key ? "name" : "alias"), typed);
}

import countries from "i18n-iso-countries";
import type { TPlaceRef } from "../../common/travel/trip-model";
import type { Plan } from "../assistant/plan";
import { closedAirports } from "../travel/geo/airport-updates";
import { nearestAirports } from "../travel/geo/airports";
import { distanceKm } from "../travel/geo/distance";
import { geocode } from "../travel/geo/gazetteer";
import { chooseRegionCities, findRegion, type RegionCity, regionByKey } from "../travel/geo/regions";
import { catalogue } from "../travel/places/catalogue/index";

// Which cities, in which order, for how many nights: the ones named (nights as given, the rest
// shared by what there is to do in each), or the best of a region along a route without
// backtracking. Too many stops for the nights is said, never squeezed into zero-night visits.

export type ResolvedStay = { place: TPlaceRef; nights: number };
export type StayProblem = { rule: "stays"; message: string };

const DEFAULT_NIGHTS = 3;

/**
 * How much there is to do in a place: its catalogue sights (the nearest catalogue city's), or a
 * little when it has none, more for a bigger city.
 */
function weightOf(p: { name: string; lat: number; lng: number }): number {
  let best: { places: number; km: number } | undefined;
  for (const c of catalogue) {
    const km = distanceKm(c, p);
    if (km <= 40 && (!best || km < best.km)) best = { places: c.places.length, km };
  }
  const population = geocode(p.name)?.population ?? 100_000;
  const size = 1 + 0.5 * Math.max(0, Math.log10(population / 100_000));
  return (best ? Math.min(best.places, 16) : 4) * size;
}

/** Shares `total` nights among stays: the given ones kept, the rest by weight, at least one each. */
export function splitNights(stays: { nights: number | null; weight: number }[], total: number | null): number[] {
  const given = stays.reduce((n, s) => n + (s.nights ?? 0), 0);
  const open = stays.filter((s) => s.nights === null);
  if (!open.length) return stays.map((s) => s.nights ?? 0);
  const left = Math.max(open.length, (total ?? given + open.length * DEFAULT_NIGHTS) - given);
  const weights = open.reduce((n, s) => n + s.weight, 0);
  const exact = open.map((s) => (left * s.weight) / weights);
  const shares = exact.map((x) => Math.max(1, Math.floor(x)));
  let spare = left - shares.reduce((n, x) => n + x, 0);
  // Hand out what rounding left to the largest remainders; take back from the largest if over.
  const order = open.map((_, i) => i).sort((a, b) => ((exact[b] ?? 0) % 1) - ((exact[a] ?? 0) % 1));
  for (let k = 0; spare > 0; k++, spare--) {
    const i = order[k % order.length] as number;
    shares[i] = (shares[i] ?? 0) + 1;
  }
  for (let k = 0; spare < 0 && k < 100; k++) {
    const i = shares.indexOf(Math.max(...shares));
    if ((shares[i] ?? 0) <= 1) break;
    shares[i] = (shares[i] ?? 1) - 1;
    spare++;
  }
  let j = 0;
  return stays.map((s) => s.nights ?? (shares[j++] as number));
}

/** A region's city as a place of the plan: the gazetteer's entry (with its airports) when it agrees. */
export function cityRef(c: RegionCity): TPlaceRef {
  const country = countries.getName(c.country_code, "en") ?? c.country_code;
  const g = geocode(`${c.name}, ${country}`);
  if (g && g.country_code === c.country_code && distanceKm(g, c) < 30) {
    const airport = g.airports.find((a) => !closedAirports.has(a.code))?.code ?? null;
    return { name: g.name, country: g.country, country_code: g.country_code, lat: g.lat, lng: g.lng, airport };
  }
  const airport = nearestAirports(c.lat, c.lng, { withinKm: 150, limit: 3, cityName: c.name }).find(
    (a) => !closedAirports.has(a.code),
  );
  return {
    name: c.name,
    country,
    country_code: c.country_code,
    lat: c.lat,
    lng: c.lng,
    airport: airport?.code ?? null,
  };
}

export function resolveStays(plan: Plan): { stays: ResolvedStay[]; problems: StayProblem[] } {
  const problems: StayProblem[] = [];
  let list: { place: TPlaceRef; nights: number | null }[] = plan.stays.map((s) => ({ ...s }));
  if (!list.length && plan.region) {
    // By its key: a name may be two regions' ("Georgia", the country and the US state).
    const region = regionByKey(plan.region.key) ?? findRegion(plan.region.name);
    if (region) {
      const cities = chooseRegionCities(region, {
        ...(plan.region.count ? { count: plan.region.count } : {}),
        ...(plan.nights !== null ? { nights: plan.nights } : {}),
        ...(plan.origin ? { from: plan.origin } : {}),
      });
      list = cities.map((c) => ({ place: cityRef(c), nights: null }));
      if (plan.region.count && cities.length < plan.region.count)
        problems.push({
          rule: "stays",
          message: `${region.name} has ${cities.length} cit${cities.length === 1 ? "y" : "ies"} I know well enough to plan, so the trip has ${cities.length}.`,
        });
    }
  }
  if (!list.length && plan.destination) list = [{ place: plan.destination, nights: plan.nights }];
  if (!list.length) return { stays: [], problems };

  let total = plan.nights;
  const given = list.reduce((n, s) => n + (s.nights ?? 0), 0);
  if (total !== null && given > total) total = given;
  if (total !== null && list.length > 1 && total < list.length) {
    const keep = Math.max(1, total);
    problems.push({
      rule: "stays",
      message: `${list.length} stops in ${total} night${total === 1 ? "" : "s"} leaves no time in each, so I planned ${list
        .slice(0, keep)
        .map((s) => s.place.name)
        .join(" and ")}. ${list.length * 2} nights would fit all ${list.length} (about two each). Want that?`,
    });
    list = list.slice(0, keep);
  }
  const nights = splitNights(
    list.map((s) => ({ nights: s.nights, weight: weightOf(s.place) })),
    list.length === 1 ? (total ?? list[0]?.nights ?? null) : total,
  );
  // "Nairobi 2 nights, the Mara 4 ... 10 nights total", "chicago 3 days > nashville 3 days > new
  // orleans 4 days": a trip said to be longer than its stops' nights keeps its length; the nights
  // over are spread one at a time from the first stop (a stop "3 days" long before the next one
  // sleeps three nights there, the next stop's first day being the travel day), and said so.
  const spare = list.length > 1 && total !== null ? total - nights.reduce((n, x) => n + x, 0) : 0;
  if (total !== null && spare > 0 && list.every((s) => s.nights !== null)) {
    for (let k = 0; k < spare; k++) nights[k % list.length] = (nights[k % list.length] ?? 0) + 1;
    problems.push({
      rule: "stays",
      message: `The nights you gave for each stop come to ${total - spare} of the ${total} you asked for, so I added the other ${spare === 1 ? "night" : `${spare} nights`} to ${spreadOver(list.slice(0, Math.min(spare, list.length)).map((s) => s.place.name))}: tell me where you'd rather spend ${spare === 1 ? "it" : "them"}.`,
    });
  }
  return { stays: list.map((s, i) => ({ place: s.place, nights: nights[i] ?? 0 })), problems };
}

/** "Rome", "Rome and Florence", "Rome, Florence and Venice". */
const spreadOver = (names: string[]) =>
  names.length < 2 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;

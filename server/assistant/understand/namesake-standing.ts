import { type City, cities, normalize } from "../../travel/geo/cities";
import { distanceKm } from "../../travel/geo/distance";
import { allRegions } from "../../travel/geo/regions";
import { catalogue } from "../../travel/places/catalogue/index";

// Which towns share a name a traveller types, and how well known each is to visitors. A town is
// known by its own name and also by the first words of a longer official one ("Santa Cruz" for
// Santa Cruz de Tenerife, "Newcastle" for Newcastle upon Tyne, "León" for León de los Aldama), so
// those count as namesakes too. How well known: the interest the regions' tables or the catalogue
// give the town (5 for a catalogue city), else its size.

/** Words that join a town's everyday name to the rest of its official one. */
const joiner = /^(.+?) (?:de la|de las|de los|de|del|do|da|das|dos|upon|under|on|am|an der|sur)\b/;

let heads: Map<string, City[]> | undefined;
/** The towns whose official name goes on past `key` after a joining word, biggest first. */
function byHead(key: string): City[] {
  if (!heads) {
    heads = new Map();
    for (const c of cities().all) {
      const m = joiner.exec(c.key);
      if (!m?.[1] || c.population < 10_000) continue;
      const list = heads.get(m[1]);
      if (list) list.push(c);
      else heads.set(m[1], [c]);
    }
    for (const list of heads.values()) list.sort((a, b) => b.population - a.population);
  }
  return heads.get(key) ?? [];
}

/** The namesakes of a name, biggest first: what GeoNames files under it, then the longer names it begins. */
export function namesakes(name: string): City[] {
  const key = normalize(name);
  const own = cities().byKey.get(key) ?? [];
  const longer = byHead(key).filter((c) => !own.includes(c));
  return longer.length ? [...own, ...longer].sort((a, b) => b.population - a.population) : own;
}

type VisitorTown = { lat: number; lng: number; country: string; interest: number; key: string };
let visitorTowns: Map<string, VisitorTown[]> | undefined;
/** The regions' and the catalogue's towns of one country (each call used to scan them all). */
function visitorTownsIn(country: string): VisitorTown[] {
  if (!visitorTowns) {
    const byCountry = new Map<string, VisitorTown[]>();
    const add = (t: VisitorTown) => {
      const list = byCountry.get(t.country);
      if (list) list.push(t);
      else byCountry.set(t.country, [t]);
    };
    for (const region of allRegions())
      for (const t of region.cities)
        add({ lat: t.lat, lng: t.lng, country: t.country_code, interest: t.interest, key: normalize(t.name) });
    for (const t of catalogue) add({ lat: t.lat, lng: t.lng, country: t.country, interest: 5, key: normalize(t.city) });
    visitorTowns = byCountry;
  }
  return visitorTowns.get(country) ?? [];
}

/** A table's town this near a GeoNames town of another name is that town, spelt otherwise. */
const SAME_SPOT_KM = 4;
/** A neighbour of a visitors' town, this big, is a city of its own that visitors know (Cambridge beside Boston). */
const CITY_OF_ITS_OWN = 100_000;

/**
 * How well known a namesake is. A table's town within 25 km counts fully when it is this town
 * under another spelling ("Marrakesh" for Marrakech: the same spot, and no bigger town of the
 * table's name there); when it is a neighbour, a city of its own beside it counts as worth a visit (3) and a suburb not at
 * all: Vancouver, Washington is Portland's neighbour, not a second Vancouver; Kingston, Tasmania
 * is Hobart's suburb.
 */
export function standing(c: City): number {
  let best = sizeStanding(c);
  for (const t of visitorTownsIn(c.country)) {
    if (t.interest <= best || distanceKm(t, c) >= 25) continue;
    const itself = t.key === c.key || (distanceKm(t, c) < SAME_SPOT_KM && !biggerThere(t, c));
    const counts = itself ? t.interest : c.population >= CITY_OF_ITS_OWN ? Math.min(3, t.interest) : 0;
    if (counts > best) best = counts;
  }
  return best;
}

/** A town's standing by its size alone: a big city is known whatever the tables say. */
export function sizeStanding(c: City): number {
  return c.population >= 2_000_000 ? 4 : c.population >= 500_000 ? 3 : 0;
}

/** Whether the table's town `t` is a GeoNames town of its own name bigger than `c`, beside it. */
function biggerThere(t: VisitorTown, c: City): boolean {
  const own = (cities().byKey.get(t.key) ?? []).find((o) => o.country === t.country && distanceKm(o, t) < 25);
  return !!own && own !== c && own.population > c.population;
}

/** The interest the tables give a town of this very name near it (not a neighbour's). */
export function namedStanding(c: City): number {
  let best = 0;
  for (const t of visitorTownsIn(c.country))
    if (t.interest > best && t.key === c.key && distanceKm(t, c) < 25) best = t.interest;
  return best;
}

/** Whether a place is one the regions' tables give visitors a reason to come for (interest 4-5). */
export function visitorsGo(p: { lat: number; lng: number; country_code: string }): boolean {
  return visitorTownsIn(p.country_code).some((t) => t.interest >= 4 && distanceKm(t, p) < 25);
}

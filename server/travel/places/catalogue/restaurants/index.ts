import { readdirSync, readFileSync } from "node:fs";
import { z } from "zod";
import { distanceKm } from "../../../geo/distance";
import { type TRestaurantCity, ZRestaurantCity } from "../schema";

// The hand-written restaurants of catalogue cities (one JSON file per part of the world), read and
// checked once on first use; bad data names its file and entry.

const ZFile = z.array(ZRestaurantCity);

export function parseRestaurantFile(file: string, text: string): TRestaurantCity[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`Restaurants ${file} is not JSON: ${(error as Error).message}`);
  }
  const parsed = ZFile.safeParse(data);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new Error(`Restaurants ${file}, at ${(issue?.path ?? []).join(".")}: ${issue?.message}`);
}

let loaded: TRestaurantCity[] | undefined;

export function restaurantCities(): TRestaurantCity[] {
  if (loaded) return loaded;
  const folder = new URL(".", import.meta.url);
  loaded = readdirSync(folder)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .flatMap((file) => parseRestaurantFile(file, readFileSync(new URL(file, folder), "utf8")));
  return loaded;
}

let centres: { city: TRestaurantCity; lat: number; lng: number }[] | undefined;

/** The restaurants of the catalogue city nearest the point (within 40 km of their middle), or none. */
export function restaurantsNear(point: { lat: number; lng: number }): TRestaurantCity["restaurants"] {
  centres ??= restaurantCities().map((city) => ({
    city,
    lat: city.restaurants.reduce((n, r) => n + r.lat, 0) / city.restaurants.length,
    lng: city.restaurants.reduce((n, r) => n + r.lng, 0) / city.restaurants.length,
  }));
  let best: { city: TRestaurantCity; km: number } | undefined;
  for (const { city, lat, lng } of centres) {
    const km = distanceKm({ lat, lng }, point);
    if (km <= 40 && (!best || km < best.km)) best = { city, km };
  }
  return best?.city.restaurants ?? [];
}

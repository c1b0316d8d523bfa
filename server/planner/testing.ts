import { loadConfig } from "../config";
import { geocode } from "../travel/geo/gazetteer";
import { createTravel } from "../travel/travel";

// The planner's tests: the offline travel data (offline weather), and a place by its name.

export const travel = createTravel(
  loadConfig({ SESSION_SECRET: "x".repeat(40), DATA_DIR: "./data/test-planner", WEATHER_PROVIDER: "offline" }),
);

/** The gazetteer's place of this name, as a plan holds it (no airport chosen yet). */
export function ref(name: string) {
  const g = geocode(name);
  if (!g) throw new Error(`no ${name}`);
  return { name: g.name, country: g.country, country_code: g.country_code, lat: g.lat, lng: g.lng, airport: null };
}

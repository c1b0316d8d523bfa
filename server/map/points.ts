import type { TMapPoint, TMapPointsResponse } from "../../common/api/map";
import { airportByCode } from "../travel/geo/airports";
import { geocode } from "../travel/geo/gazetteer";

// Where the itinerary's airports and towns are. A guess is worse than no pin: only a town found
// by its name, an alias or an airport code counts (a hotel's name read as a misspelt town does
// not), and a country is not a town.
const trusted = new Set(["name", "alias", "airport"]);

export function lookUpPoints(airports: string[], towns: string[]): TMapPointsResponse {
  const out: TMapPointsResponse = { airports: {}, towns: {} };
  for (const raw of airports) {
    const code = raw.toUpperCase();
    const a = airportByCode(code);
    if (a) out.airports[code] = { name: a.name, lat: a.lat, lng: a.lng };
  }
  for (const text of towns) {
    const found = geocode(text);
    if (found && trusted.has(found.matched_by)) {
      const point: TMapPoint = { name: found.name, lat: found.lat, lng: found.lng };
      out.towns[text] = point;
    }
  }
  return out;
}

import { distanceKm } from "../travel/geo/distance";
import { transitAt } from "./transit-cities";
import type { LatLng, Leg, RouteMode } from "./types";

// Lotus's own figures for getting between two stops in a city, with no routing service: the
// straight line stretched by how streets wind, a walking pace, a transit ride where the city has
// one, and a taxi at city speeds. The planner schedules with these (synchronously, for every
// candidate it weighs) and the itinerary shows the same figures, so a day always adds up.

/** Up to this far as the crow flies, a traveller walks. */
export const WALK_KM = 1.5;
/** Streets are longer than the straight line: more so for a car (one-way streets) than on foot. */
const WALK_DETOUR = 1.25;
const ROAD_DETOUR = 1.3;
const WALK_KMH = 4.8;
/** Transit: walking to the station and waiting, then the ride at a metro's average speed. */
const TRANSIT_ACCESS_MIN = 10;
const TRANSIT_KMH = 25;
/** A taxi: waiting for it, then city traffic; beyond ten kilometres ring roads are quicker. */
const TAXI_WAIT_MIN = 8;
const CITY_KMH = 22;
const OUTER_KMH = 45;
/** Driving oneself: finding a place to park instead of waiting for a cab. */
const PARKING_MIN = 5;
/** Transit beyond this reach (crow km) is a regional journey, not a city hop: a taxi or a car. */
const TRANSIT_MAX_KM = 25;

const round = (n: number) => Math.round(n * 10) / 10;

/** Every figure in 5-minute steps, as a local would say it, and never less than 5. */
const step5 = (m: number) => Math.max(5, Math.ceil(m / 5) * 5);

const roadMinutes = (roadKm: number) =>
  (Math.min(roadKm, 10) / CITY_KMH) * 60 + (Math.max(0, roadKm - 10) / OUTER_KMH) * 60;

/** Minutes by each way, before rounding: the adapters add the same waits to a provider's ride. */
export const waits = { taxi: TAXI_WAIT_MIN, drive: PARKING_MIN, transit: TRANSIT_ACCESS_MIN, walk: 0 } as const;

/** The estimate of one leg: by `mode`, or the way a visitor would choose ("auto"). */
export function estimateLeg(from: LatLng, to: LatLng, mode: RouteMode | "auto" = "auto"): Leg {
  const km = distanceKm(from, to);
  // Which city's transit is asked only when it matters: most legs the planner weighs are walks.
  const transit = mode === "transit" || (mode === "auto" && km >= WALK_KM) ? (transitAt(from) ?? transitAt(to)) : null;
  const chosen: RouteMode =
    mode !== "auto" ? mode : km < WALK_KM ? "walk" : transit && km <= TRANSIT_MAX_KM ? "transit" : "taxi";
  switch (chosen) {
    case "walk": {
      const street = km * WALK_DETOUR;
      return { mode: "walk", minutes: step5((street / WALK_KMH) * 60), km: round(street), source: "estimate" };
    }
    case "transit": {
      const road = km * ROAD_DETOUR;
      return {
        mode: "transit",
        minutes: step5(TRANSIT_ACCESS_MIN + (road / TRANSIT_KMH) * 60),
        km: round(road),
        source: "estimate",
        ...(transit ? { by: transit } : {}),
      };
    }
    case "taxi":
    case "drive": {
      const road = km * ROAD_DETOUR;
      return {
        mode: chosen,
        minutes: step5(waits[chosen] + roadMinutes(road)),
        km: round(road),
        source: "estimate",
      };
    }
  }
}

/** The way the estimate would go between two points: what a provider is asked for on "auto". */
export const autoMode = (from: LatLng, to: LatLng): RouteMode => estimateLeg(from, to).mode as RouteMode;

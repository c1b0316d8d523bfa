import { estimateLeg, waits } from "./estimate";
import { thin } from "./polyline";
import type { LatLng, Leg, RouteMode } from "./types";

// What the road-routing adapters share: the leg they build from a service's seconds, metres and
// path, and the honest estimate for a transit leg a service cannot route (OSRM and
// OpenRouteService have no public transport).

/** A leg from a service's duration (s) and distance (m); waits adds the pick-up or parking time. */
export function legFromService(
  source: string,
  mode: RouteMode,
  route: { seconds: number; meters: number; path?: [number, number][] | null; withWait?: boolean; by?: string },
): Leg {
  const wait = route.withWait === false ? 0 : waits[mode];
  return {
    mode,
    minutes: Math.max(1, Math.round(route.seconds / 60 + wait)),
    km: Math.round(route.meters / 100) / 10,
    ...(route.by ? { by: route.by } : {}),
    ...(route.path?.length ? { geometry: thin(route.path) } : {}),
    source,
  };
}

/** A transit leg from a service without public transport: Lotus's estimate, with a note naming it. */
export function transitEstimate(service: string, from: LatLng, to: LatLng): Leg {
  return {
    ...estimateLeg(from, to, "transit"),
    note: `${service} has no public transport: the time is Lotus's estimate`,
  };
}

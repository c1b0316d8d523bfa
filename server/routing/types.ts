import type { TTravelMode } from "../../common/travel/travel-label";

// What a routing provider answers: one leg between two points, by one way of getting about.

export type LatLng = { lat: number; lng: number };

/** The ways a provider is asked to route within a city; "auto" lets the estimate choose. */
export type RouteMode = "walk" | "transit" | "taxi" | "drive";

export type Leg = {
  /** Door to door, waits included (a taxi's pick-up, a train's platform). */
  minutes: number;
  km: number;
  mode: TTravelMode;
  /** The local kind of transit when known ("metro", "tram"), for "25 min by metro". */
  by?: string;
  /** The path as [lng, lat] pairs (GeoJSON's order), when the provider drew one. */
  geometry?: [number, number][];
  /** Who answered: "estimate", "osrm", "openrouteservice", "google". */
  source: string;
  /** Why a leg is not what was asked for: a failed provider's fallback, a mode it lacks. */
  note?: string;
};

export interface RoutingProvider {
  readonly name: string;
  /** Throws ProviderError when the service fails; the fallback wrapper turns that into the estimate. */
  route(from: LatLng, to: LatLng, mode: RouteMode | "auto"): Promise<Leg>;
}

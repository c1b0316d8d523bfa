import { z } from "zod";
import { fetchJson, ProviderError } from "../travel/provider-error";
import { autoMode } from "./estimate";
import { legFromService, transitEstimate } from "./provider-leg";
import type { LatLng, Leg, RouteMode, RoutingProvider } from "./types";

// OpenRouteService's directions v2 (https://openrouteservice.org/dev/#/api-docs/v2/directions):
// POST {url}/v2/directions/{profile}/geojson with {"coordinates": [[lng, lat], [lng, lat]]} and
// the key in the Authorization header; the reply is a GeoJSON FeatureCollection whose feature
// carries properties.summary {distance (m), duration (s)} and the LineString. ORS leaves out a
// summary's zero values, so both default to 0. It has no public transport: a transit leg is the
// estimate, said so in its note.

const ZOrsReply = z.object({
  type: z.literal("FeatureCollection"),
  features: z.array(
    z.object({
      type: z.literal("Feature"),
      properties: z.object({
        summary: z.object({ distance: z.number().min(0).default(0), duration: z.number().min(0).default(0) }),
      }),
      geometry: z.object({ type: z.literal("LineString"), coordinates: z.array(z.array(z.number()).min(2)) }),
    }),
  ),
});

/** ORS's errors: {"error": {"code": 2010, "message": "..."}} (or a bare string from its gateway). */
const ZOrsError = z.object({
  error: z.union([z.string(), z.object({ code: z.number().optional(), message: z.string() })]),
});

export type OrsOptions = { apiKey: string; url: string; timeoutMs?: number };

export function openRouteService(options: OrsOptions): RoutingProvider {
  const name = "openrouteservice";
  return {
    name,
    async route(from: LatLng, to: LatLng, asked: RouteMode | "auto"): Promise<Leg> {
      const mode = asked === "auto" ? autoMode(from, to) : asked;
      if (mode === "transit") return transitEstimate("OpenRouteService", from, to);
      const profile = mode === "walk" ? "foot-walking" : "driving-car";
      const { status, body } = await fetchJson(name, `${options.url}/v2/directions/${profile}/geojson`, {
        method: "POST",
        timeoutMs: options.timeoutMs ?? 5000,
        retries: 1,
        headers: {
          Authorization: options.apiKey,
          "Content-Type": "application/json",
          Accept: "application/geo+json, application/json",
        },
        body: JSON.stringify({
          coordinates: [
            [from.lng, from.lat],
            [to.lng, to.lat],
          ],
        }),
      });
      if (status !== 200) {
        const error = ZOrsError.safeParse(body);
        const message = error.success
          ? typeof error.data.error === "string"
            ? error.data.error
            : error.data.error.message
          : "";
        throw new ProviderError(name, "http", `status ${status}${message ? `: ${message}` : ""}`);
      }
      const reply = ZOrsReply.safeParse(body);
      if (!reply.success) throw new ProviderError(name, "malformed", "an unexpected reply");
      const route = reply.data.features[0];
      if (!route) throw new ProviderError(name, "empty", "no route");
      const path = route.geometry.coordinates.map(([lng, lat]) => [lng, lat] as [number, number]);
      return legFromService(name, mode, {
        seconds: route.properties.summary.duration,
        meters: route.properties.summary.distance,
        path,
      });
    },
  };
}

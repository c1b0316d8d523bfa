import { z } from "zod";
import { fetchJson, ProviderError } from "../travel/provider-error";
import { autoMode } from "./estimate";
import { legFromService, transitEstimate } from "./provider-leg";
import type { LatLng, Leg, RouteMode, RoutingProvider } from "./types";

// OSRM's route service (http://project-osrm.org/docs/v5.24.0/api/#route-service), self-hosted or
// the public demo: GET {url}/route/v1/{profile}/{lng},{lat};{lng},{lat}?overview=full&geometries=geojson.
// A stock osrm-routed serves the one profile it was built with and ignores the path's, so walking
// may have its own server (OSRM_WALK_URL). OSRM has no public transport: a transit leg is the
// estimate, said so in its note.

const ZOsrmReply = z.object({
  code: z.string(),
  message: z.string().optional(),
  routes: z
    .array(
      z.object({
        duration: z.number().min(0),
        distance: z.number().min(0),
        geometry: z
          .object({ type: z.literal("LineString"), coordinates: z.array(z.tuple([z.number(), z.number()])) })
          .optional(),
      }),
    )
    .optional(),
});

export type OsrmOptions = { url: string; walkUrl?: string; timeoutMs?: number };

export function osrmRouting(options: OsrmOptions): RoutingProvider {
  const name = "osrm";
  return {
    name,
    async route(from: LatLng, to: LatLng, asked: RouteMode | "auto"): Promise<Leg> {
      const mode = asked === "auto" ? autoMode(from, to) : asked;
      if (mode === "transit") return transitEstimate("OSRM", from, to);
      const base = mode === "walk" ? (options.walkUrl ?? options.url) : options.url;
      const profile = mode === "walk" ? "foot" : "driving";
      const coords = `${from.lng},${from.lat};${to.lng},${to.lat}`;
      const url = `${base}/route/v1/${profile}/${coords}?overview=full&geometries=geojson&alternatives=false&steps=false`;
      const { status, body } = await fetchJson(name, url, { timeoutMs: options.timeoutMs ?? 5000, retries: 1 });
      const reply = ZOsrmReply.safeParse(body);
      if (!reply.success) throw new ProviderError(name, "malformed", `an unexpected reply (status ${status})`);
      // OSRM answers errors with a code other than "Ok" (NoRoute, InvalidQuery...) and a message.
      if (reply.data.code !== "Ok") {
        throw new ProviderError(
          name,
          status >= 500 ? "http" : "empty",
          `${reply.data.code}: ${reply.data.message ?? ""}`,
        );
      }
      const route = reply.data.routes?.[0];
      if (!route) throw new ProviderError(name, "empty", "no route");
      return legFromService(name, mode, {
        seconds: route.duration,
        meters: route.distance,
        path: route.geometry?.coordinates,
      });
    },
  };
}

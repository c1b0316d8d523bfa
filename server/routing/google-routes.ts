import { z } from "zod";
import { fetchJson, ProviderError } from "../travel/provider-error";
import { autoMode, estimateLeg } from "./estimate";
import { legFromService } from "./provider-leg";
import type { LatLng, Leg, RouteMode, RoutingProvider } from "./types";

// Google Routes API (https://developers.google.com/maps/documentation/routes/reference/rest/v2/TopLevel/computeRoutes):
// POST {url}/directions/v2:computeRoutes with the key in X-Goog-Api-Key and a field mask naming
// only what we show (X-Goog-FieldMask; Google bills by the fields asked for). Durations are
// protobuf Durations ("165s"); proto3 JSON leaves out zero values, so distanceMeters may be
// missing; a reply with no route at all is {}. Transit times already include walking to the
// stop; a taxi's wait is added as the estimate adds it.
//
// Durations and distances only, never the path: Google Maps Platform's terms forbid showing its
// content on a map that is not Google's, and Lotus draws on MapLibre. So no polyline is asked for
// (it would also cost more) and a leg from Google has no geometry; the map draws it straight.

const ZGoogleReply = z.object({
  routes: z
    .array(
      z.object({
        distanceMeters: z.number().int().min(0).default(0),
        duration: z.string().regex(/^\d+(\.\d+)?s$/),
        polyline: z.object({ encodedPolyline: z.string() }).optional(),
        legs: z
          .array(
            z.object({
              steps: z
                .array(
                  z.object({
                    transitDetails: z
                      .object({
                        transitLine: z.object({ vehicle: z.object({ type: z.string() }).optional() }).optional(),
                      })
                      .optional(),
                  }),
                )
                .optional(),
            }),
          )
          .optional(),
      }),
    )
    .optional(),
});

const ZGoogleError = z.object({
  error: z.object({ code: z.number(), message: z.string(), status: z.string().optional() }),
});

const travelModes = { walk: "WALK", transit: "TRANSIT", taxi: "DRIVE", drive: "DRIVE" } as const;

/** Google's vehicle types in a traveller's words; the first transit step's names the ride. */
const vehicleWords: Record<string, string> = {
  SUBWAY: "metro",
  METRO_RAIL: "metro",
  TRAM: "tram",
  LIGHT_RAIL: "tram",
  MONORAIL: "monorail",
  BUS: "bus",
  INTERCITY_BUS: "bus",
  TROLLEYBUS: "bus",
  HEAVY_RAIL: "train",
  COMMUTER_TRAIN: "train",
  RAIL: "train",
  HIGH_SPEED_TRAIN: "train",
  LONG_DISTANCE_TRAIN: "train",
  FERRY: "ferry",
  CABLE_CAR: "cable car",
  GONDOLA_LIFT: "cable car",
  FUNICULAR: "funicular",
};

export type GoogleRoutesOptions = { apiKey: string; url: string; timeoutMs?: number };

export function googleRoutes(options: GoogleRoutesOptions): RoutingProvider {
  const name = "google";
  return {
    name,
    async route(from: LatLng, to: LatLng, asked: RouteMode | "auto"): Promise<Leg> {
      const mode = asked === "auto" ? autoMode(from, to) : asked;
      const fields = ["routes.duration", "routes.distanceMeters"];
      if (mode === "transit") fields.push("routes.legs.steps.transitDetails.transitLine.vehicle.type");
      const waypoint = (p: LatLng) => ({ location: { latLng: { latitude: p.lat, longitude: p.lng } } });
      const { status, body } = await fetchJson(name, `${options.url}/directions/v2:computeRoutes`, {
        method: "POST",
        timeoutMs: options.timeoutMs ?? 5000,
        retries: 1,
        headers: {
          "Content-Type": "application/json",
          "X-Goog-Api-Key": options.apiKey,
          "X-Goog-FieldMask": fields.join(","),
        },
        body: JSON.stringify({
          origin: waypoint(from),
          destination: waypoint(to),
          travelMode: travelModes[mode],
          // Only DRIVE takes a routing preference (Google refuses one for WALK and TRANSIT);
          // traffic-unaware answers are the cheaper SKU and the same all day, so they cache.
          ...(mode === "taxi" || mode === "drive" ? { routingPreference: "TRAFFIC_UNAWARE" } : {}),
          languageCode: "en",
          units: "METRIC",
        }),
      });
      if (status !== 200) {
        const error = ZGoogleError.safeParse(body);
        const detail = error.success
          ? `${error.data.error.status ?? error.data.error.code}: ${error.data.error.message}`
          : "";
        throw new ProviderError(name, "http", `status ${status}${detail ? ` ${detail}` : ""}`);
      }
      const reply = ZGoogleReply.safeParse(body);
      if (!reply.success) throw new ProviderError(name, "malformed", "an unexpected reply");
      const route = reply.data.routes?.[0];
      if (!route) {
        // No transit between the two (a rural hop, the middle of the night): the estimate says so.
        if (mode === "transit") {
          return {
            ...estimateLeg(from, to, "taxi"),
            note: "Google found no public transport here: a taxi is estimated",
          };
        }
        throw new ProviderError(name, "empty", "no route");
      }
      const seconds = Number(route.duration.slice(0, -1));
      const vehicle = route.legs
        ?.flatMap((l) => l.steps ?? [])
        .find((s) => s.transitDetails?.transitLine?.vehicle?.type)?.transitDetails?.transitLine?.vehicle?.type;
      const by = vehicle ? vehicleWords[vehicle] : undefined;
      // A "transit" route that is walking all the way (Google suggests it when that is quicker).
      const walked = mode === "transit" && route.legs !== undefined && !vehicle;
      return legFromService(name, walked ? "walk" : mode, {
        seconds,
        meters: route.distanceMeters,
        // Google's transit and walking times already hold the waits; a car still has its pick-up.
        withWait: mode === "taxi" || mode === "drive",
        by,
      });
    },
  };
}

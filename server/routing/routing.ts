import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config";
import type { Db } from "../db/open";
import { memoize } from "../travel/cache";
import { persisted } from "../travel/db-cache";
import { ProviderError } from "../travel/provider-error";
import { estimateLeg } from "./estimate";
import { googleRoutes } from "./google-routes";
import { openRouteService } from "./openrouteservice";
import { osrmRouting } from "./osrm";
import type { LatLng, Leg, RouteMode, RoutingProvider } from "./types";

// Routing as the app uses it: the configured provider behind a cache, and Lotus's estimate
// whenever it fails, so a map or a day never waits on, or breaks with, a routing service.

export type Routing = RoutingProvider & {
  /** The legs between consecutive points (n points, n - 1 legs), each by `mode`. */
  legs(points: LatLng[], mode?: RouteMode | "auto"): Promise<Leg[]>;
};

/** Routes change with roadworks, not by the hour; a day keeps answers fresh enough. */
const ROUTES_TTL = 24 * 60 * 60_000;
/** After a network failure or timeout the provider is left alone this long. */
const BREAK_MS = 5 * 60_000;

/** Lotus's estimate as a provider: no network, always an answer. */
export const estimateRouting: RoutingProvider = {
  name: "estimate",
  route: async (from, to, mode) => estimateLeg(from, to, mode),
};

/** About a metre: nearby requests for the same two stops share one answer. */
const at = (p: LatLng): LatLng => ({ lat: Math.round(p.lat * 1e5) / 1e5, lng: Math.round(p.lng * 1e5) / 1e5 });

/**
 * The provider when it answers, the estimate with a note when it does not: a failed routing
 * service costs a traveller precision, never an error page.
 */
export function withEstimate(
  primary: RoutingProvider,
  log?: FastifyBaseLogger,
  clock = () => Date.now(),
): RoutingProvider {
  let brokenUntil = 0;
  return {
    name: primary.name,
    async route(from, to, mode) {
      if (clock() >= brokenUntil) {
        try {
          return await primary.route(from, to, mode);
        } catch (error) {
          const kind = error instanceof ProviderError ? error.kind : "unexpected";
          if (kind === "network" || kind === "timeout") brokenUntil = clock() + BREAK_MS;
          log?.warn(
            { provider: primary.name, kind, err: (error as Error).message },
            "routing failed; using the estimate",
          );
        }
      }
      return {
        ...estimateLeg(from, to, mode),
        note: "Live routing is unavailable just now: the time is Lotus's estimate",
      };
    },
  };
}

/** The legs between consecutive points, asked for at once (the cache limits real calls). */
export async function legsBetween(
  provider: RoutingProvider,
  points: LatLng[],
  mode: RouteMode | "auto" = "auto",
): Promise<Leg[]> {
  return Promise.all(points.slice(1).map((to, i) => provider.route(points[i] as LatLng, to, mode)));
}

/** The live provider the configuration names, or null for the estimate alone. */
export function liveRouting(config: Config): RoutingProvider | null {
  const r = config.routing;
  switch (r.provider) {
    case "osrm":
      return osrmRouting({ url: r.url, walkUrl: r.walkUrl, timeoutMs: r.timeoutMs });
    case "openrouteservice":
      return openRouteService({ apiKey: r.apiKey, url: r.url, timeoutMs: r.timeoutMs });
    case "google":
      return googleRoutes({ apiKey: r.apiKey, url: r.url, timeoutMs: r.timeoutMs });
    case "estimate":
      return null;
  }
}

/**
 * Routing from the configuration: a live provider cached in memory and (with `db`) in
 * PostgreSQL like the travel providers, at most four calls at once, the estimate on failure.
 */
export function createRouting(config: Config, log?: FastifyBaseLogger, db?: Db): Routing {
  const live = liveRouting(config);
  let provider: RoutingProvider = estimateRouting;
  if (live) {
    type Q = { from: LatLng; to: LatLng; mode: RouteMode | "auto" };
    const call = (q: Q) => live.route(q.from, q.to, q.mode);
    const stored = db ? persisted(db, `routes-${live.name}`, call, { ttlMs: ROUTES_TTL, concurrency: 4 }) : call;
    const cached = memoize(stored, { ttlMs: ROUTES_TTL, max: 5000 });
    provider = withEstimate(
      { name: live.name, route: (from, to, mode) => cached({ from: at(from), to: at(to), mode }) },
      log,
    );
  }
  return {
    name: provider.name,
    route: (from, to, mode) => provider.route(from, to, mode),
    legs: (points, mode) => legsBetween(provider, points, mode),
  };
}

import type { IncomingMessage, ServerResponse } from "node:http";
import { beforeEach, describe, expect, it } from "vitest";
import { stubHttpServer } from "../testing/stub-http";
import { ProviderError } from "../travel/provider-error";
import { openRouteService } from "./openrouteservice";
import { withEstimate } from "./routing";

// The OpenRouteService adapter against a local server answering as its directions v2 API
// documents (https://openrouteservice.org/dev/#/api-docs/v2/directions/{profile}/geojson/post):
// POST /v2/directions/{profile}/geojson, the key in Authorization, {"coordinates": [[lng, lat], ...]};
// a GeoJSON FeatureCollection whose feature has properties.summary {distance, duration}; errors
// as {"error": {"code", "message"}, "info"} (404 for a point off the network) and 403 for a bad key.

const rossio = { lat: 38.7139, lng: -9.1394 };
const belem = { lat: 38.6916, lng: -9.216 };
const KEY = "5b3ce3597851110001cf6248test";

type Seen = { method: string; path: string; auth: string | undefined; body: unknown };
let seen: Seen[] = [];
let answer: (res: ServerResponse, req: IncomingMessage) => void = () => {};
const json = (res: ServerResponse, status: number, body: unknown, type = "application/geo+json;charset=UTF-8") =>
  res.writeHead(status, { "content-type": type }).end(JSON.stringify(body));

const coordinates = [
  [-9.13941, 38.71392],
  [-9.1621, 38.7043],
  [-9.21598, 38.69161],
];
const geojson = (summary: Record<string, number>) => ({
  type: "FeatureCollection",
  bbox: [-9.21598, 38.69161, -9.13941, 38.71392],
  features: [
    {
      bbox: [-9.21598, 38.69161, -9.13941, 38.71392],
      type: "Feature",
      properties: {
        segments: [{ ...summary, steps: [] }],
        summary,
        way_points: [0, 2],
      },
      geometry: { coordinates, type: "LineString" },
    },
  ],
  metadata: {
    attribution: "openrouteservice.org | OpenStreetMap contributors",
    service: "routing",
    timestamp: 1764150000000,
    query: { coordinates: [], profile: "driving-car", format: "geojson" },
    engine: { version: "9.0.0", build_date: "2025-01-01T00:00:00Z", graph_date: "2025-01-01T00:00:00Z" },
  },
});

const stub = stubHttpServer((req, res, body) => {
  seen.push({
    method: req.method ?? "",
    path: req.url ?? "",
    auth: req.headers.authorization,
    body: JSON.parse(body || "null"),
  });
  answer(res, req);
});

beforeEach(() => {
  seen = [];
  answer = (res) => json(res, 200, geojson({ distance: 8021.7, duration: 912.4 }));
});

const ors = (timeoutMs = 2000) => openRouteService({ apiKey: KEY, url: stub.base, timeoutMs });

describe("OpenRouteService", () => {
  it("posts the coordinates to the driving profile with the key, and reads the summary and line", async () => {
    const leg = await ors().route(rossio, belem, "taxi");
    expect(seen).toEqual([
      {
        method: "POST",
        path: "/v2/directions/driving-car/geojson",
        auth: KEY,
        body: {
          coordinates: [
            [-9.1394, 38.7139],
            [-9.216, 38.6916],
          ],
        },
      },
    ]);
    // 912 s on the road plus the taxi's 8-minute wait.
    expect(leg).toMatchObject({ mode: "taxi", minutes: 23, km: 8, source: "openrouteservice" });
    expect(leg.geometry).toEqual(coordinates);
  });

  it("walks with foot-walking", async () => {
    const leg = await ors().route(rossio, belem, "walk");
    expect(seen[0]?.path).toBe("/v2/directions/foot-walking/geojson");
    expect(leg.mode).toBe("walk");
  });

  it("an empty summary (ORS leaves out zeros) is a route of no length", async () => {
    answer = (res) => json(res, 200, geojson({}));
    const leg = await ors().route(rossio, rossio, "walk");
    // A minute at least: an itinerary never says "0 min walk".
    expect(leg).toMatchObject({ minutes: 1, km: 0, source: "openrouteservice" });
  });

  it("has no transit: the estimate, said so, without a call", async () => {
    const leg = await ors().route(rossio, belem, "transit");
    expect(seen).toHaveLength(0);
    expect(leg).toMatchObject({ mode: "transit", source: "estimate" });
    expect(leg.note).toMatch(/OpenRouteService has no public transport/);
  });

  it("a point off the network (404, code 2010) and a refused key (403) fall back to the estimate with a note", async () => {
    answer = (res) =>
      json(
        res,
        404,
        {
          error: {
            code: 2010,
            message:
              "Could not find routable point within a radius of 350.0 meters of specified coordinate 0: -9.1394000 38.7139000.",
          },
          info: { engine: { version: "9.0.0" }, timestamp: 1764150000000 },
        },
        "application/json;charset=UTF-8",
      );
    await expect(ors().route(rossio, belem, "taxi")).rejects.toThrow(/2010|routable point/);
    answer = (res) => json(res, 403, { error: "Access to this API has been disallowed" }, "application/json");
    await expect(ors().route(rossio, belem, "taxi")).rejects.toBeInstanceOf(ProviderError);
    const leg = await withEstimate(ors()).route(rossio, belem, "taxi");
    expect(leg.source).toBe("estimate");
    expect(leg.note).toMatch(/estimate/);
  });

  it("retries a 429 once, then answers", async () => {
    let calls = 0;
    answer = (res) => {
      calls++;
      if (calls === 1) res.writeHead(429, { "retry-after": "0" }).end(JSON.stringify({ error: "Rate limit exceeded" }));
      else json(res, 200, geojson({ distance: 1000, duration: 600 }));
    };
    const leg = await ors().route(rossio, belem, "drive");
    expect(calls).toBe(2);
    expect(leg).toMatchObject({ mode: "drive", minutes: 15, km: 1 });
  });

  it("a malformed reply or a timeout is the estimate", async () => {
    answer = (res) => json(res, 200, { type: "FeatureCollection", features: [{ type: "Feature", properties: {} }] });
    expect((await withEstimate(ors()).route(rossio, belem, "taxi")).source).toBe("estimate");
    answer = () => {};
    expect((await withEstimate(ors(150)).route(rossio, belem, "taxi")).source).toBe("estimate");
  });
});

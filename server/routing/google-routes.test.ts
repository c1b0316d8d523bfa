import type { IncomingMessage, ServerResponse } from "node:http";
import { beforeEach, describe, expect, it } from "vitest";
import { stubHttpServer } from "../testing/stub-http";
import { ProviderError } from "../travel/provider-error";
import { googleRoutes } from "./google-routes";
import { decodePolyline } from "./polyline";
import { withEstimate } from "./routing";

// The Google Routes adapter against a local server answering as computeRoutes documents
// (https://developers.google.com/maps/documentation/routes/reference/rest/v2/TopLevel/computeRoutes):
// POST /directions/v2:computeRoutes with X-Goog-Api-Key and X-Goog-FieldMask, a body of origin
// and destination {location: {latLng}} and travelMode; {routes: [{distanceMeters, duration: "165s",
// polyline: {encodedPolyline}}]}, {} when there is no route, and {error: {code, message, status}}.

const rossio = { lat: 38.7139, lng: -9.1394 };
const belem = { lat: 38.6916, lng: -9.216 };
const KEY = "AIzaSyTestKeyForLocalServer";
// Google's documented example polyline: (38.5, -120.2), (40.7, -120.95), (43.252, -126.453).
const POLYLINE = "_p~iF~ps|U_ulLnnqC_mqNvxq`@";

type Seen = { path: string; key: string | undefined; mask: string | undefined; body: Record<string, unknown> };
let seen: Seen[] = [];
let answer: (res: ServerResponse, req: IncomingMessage) => void = () => {};
const json = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { "content-type": "application/json; charset=UTF-8" }).end(JSON.stringify(body));

const stub = stubHttpServer((req, res, body) => {
  seen.push({
    path: req.url ?? "",
    key: req.headers["x-goog-api-key"] as string | undefined,
    mask: req.headers["x-goog-fieldmask"] as string | undefined,
    body: JSON.parse(body || "{}"),
  });
  answer(res, req);
});

beforeEach(() => {
  seen = [];
  answer = (res) =>
    json(res, 200, { routes: [{ distanceMeters: 772, duration: "165s", polyline: { encodedPolyline: POLYLINE } }] });
});

const google = (timeoutMs = 2000) => googleRoutes({ apiKey: KEY, url: stub.base, timeoutMs });

describe("Google Routes", () => {
  it("decodes Google's documented example polyline", () => {
    expect(decodePolyline(POLYLINE)).toEqual([
      [-120.2, 38.5],
      [-120.95, 40.7],
      [-126.453, 43.252],
    ]);
    expect(decodePolyline("_p~iF~ps|U_ulL")).toBeNull();
  });

  it("asks computeRoutes for a walk with the key and a field mask, and reads duration and distance, never a line", async () => {
    const leg = await google().route(rossio, belem, "walk");
    expect(seen[0]).toMatchObject({
      path: "/directions/v2:computeRoutes",
      key: KEY,
      // No polyline: Google's terms forbid drawing its routes on a map that is not Google's.
      mask: "routes.duration,routes.distanceMeters",
    });
    expect(seen[0]?.body).toMatchObject({
      origin: { location: { latLng: { latitude: 38.7139, longitude: -9.1394 } } },
      destination: { location: { latLng: { latitude: 38.6916, longitude: -9.216 } } },
      travelMode: "WALK",
    });
    // Google refuses a routing preference for anything but DRIVE.
    expect(seen[0]?.body).not.toHaveProperty("routingPreference");
    expect(leg).toMatchObject({ mode: "walk", minutes: 3, km: 0.8, source: "google" });
    expect(leg.geometry).toBeUndefined();
  });

  it("a taxi is DRIVE, traffic-unaware, with the wait added", async () => {
    answer = (res) => json(res, 200, { routes: [{ distanceMeters: 8022, duration: "913s" }] });
    const leg = await google().route(rossio, belem, "taxi");
    expect(seen[0]?.body).toMatchObject({ travelMode: "DRIVE", routingPreference: "TRAFFIC_UNAWARE" });
    expect(leg).toMatchObject({ mode: "taxi", minutes: 23, km: 8 });
    expect(leg.geometry).toBeUndefined();
  });

  it("transit names the vehicle ('by metro'), asking for it in the field mask", async () => {
    answer = (res) =>
      json(res, 200, {
        routes: [
          {
            legs: [
              {
                steps: [
                  {},
                  { transitDetails: { transitLine: { vehicle: { type: "SUBWAY" } } } },
                  { transitDetails: { transitLine: { vehicle: { type: "BUS" } } } },
                  {},
                ],
              },
            ],
            distanceMeters: 9310,
            duration: "1512s",
            polyline: { encodedPolyline: POLYLINE },
          },
        ],
      });
    const leg = await google().route(rossio, belem, "auto");
    expect(seen[0]?.body).toMatchObject({ travelMode: "TRANSIT" });
    expect(seen[0]?.mask).toContain("routes.legs.steps.transitDetails.transitLine.vehicle.type");
    expect(leg).toMatchObject({ mode: "transit", by: "metro", minutes: 25, km: 9.3, source: "google" });
  });

  it("no transit between two points ({}) is a taxi estimate with a note, not an error", async () => {
    answer = (res) => json(res, 200, {});
    const leg = await google().route(rossio, belem, "transit");
    expect(leg).toMatchObject({ mode: "taxi", source: "estimate" });
    expect(leg.note).toMatch(/no public transport/);
    // For a walk or a drive, no route is the provider's failure: the fallback's estimate.
    await expect(google().route(rossio, belem, "walk")).rejects.toBeInstanceOf(ProviderError);
  });

  it("INVALID_ARGUMENT, PERMISSION_DENIED, a malformed duration and a timeout fall back to the estimate", async () => {
    answer = (res) =>
      json(res, 400, { error: { code: 400, message: "Invalid JSON payload received.", status: "INVALID_ARGUMENT" } });
    await expect(google().route(rossio, belem, "walk")).rejects.toThrow(/INVALID_ARGUMENT/);
    for (const bad of [
      (res: ServerResponse) =>
        json(res, 403, { error: { code: 403, message: "API key not valid.", status: "PERMISSION_DENIED" } }),
      (res: ServerResponse) => json(res, 200, { routes: [{ distanceMeters: 772, duration: "2 minutes" }] }),
      () => {},
    ]) {
      answer = bad;
      const leg = await withEstimate(google(150)).route(rossio, belem, "walk");
      expect(leg).toMatchObject({ mode: "walk", source: "estimate" });
      expect(leg.note).toMatch(/estimate/);
    }
  });
});

import type { IncomingMessage, ServerResponse } from "node:http";
import { beforeEach, describe, expect, it } from "vitest";
import { stubHttpServer } from "../testing/stub-http";
import { ProviderError } from "../travel/provider-error";
import { estimateLeg } from "./estimate";
import { osrmRouting } from "./osrm";
import { withEstimate } from "./routing";

// The OSRM adapter against a local server answering as OSRM's route service documents
// (http://project-osrm.org/docs/v5.24.0/api/#route-service): GET /route/v1/{profile}/{coordinates}
// with overview and geometries; {code: "Ok", routes: [{duration (s), distance (m), geometry,
// legs, weight}], waypoints} on success, {code, message} with status 400 on errors.

const rossio = { lat: 38.7139, lng: -9.1394 };
const belem = { lat: 38.6916, lng: -9.216 };

type Seen = { path: string; query: URLSearchParams };
let seen: Seen[] = [];
let answer: (req: IncomingMessage, res: ServerResponse) => void = () => {};
const json = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));

const route = {
  geometry: {
    type: "LineString",
    coordinates: [
      [-9.13941, 38.71392],
      [-9.1621, 38.7043],
      [-9.21598, 38.69161],
    ],
  },
  legs: [{ steps: [], summary: "", weight: 700.1, duration: 612.3, distance: 8021.7 }],
  weight_name: "routability",
  weight: 700.1,
  duration: 612.3,
  distance: 8021.7,
};
const ok = {
  code: "Ok",
  routes: [route],
  waypoints: [
    { hint: "abc", distance: 3.1, name: "Rossio", location: [-9.13941, 38.71392] },
    { hint: "def", distance: 4.2, name: "Avenida da Índia", location: [-9.21598, 38.69161] },
  ],
};

const stub = stubHttpServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://stub");
  seen.push({ path: url.pathname, query: url.searchParams });
  answer(req, res);
});
const walkStub = stubHttpServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://stub");
  seen.push({ path: `walk:${url.pathname}`, query: url.searchParams });
  json(res, 200, { ...ok, routes: [{ ...route, duration: 1500, distance: 7000 }] });
});

beforeEach(() => {
  seen = [];
  answer = (_req, res) => json(res, 200, ok);
});

const osrm = (timeoutMs = 2000) => osrmRouting({ url: stub.base, walkUrl: walkStub.base, timeoutMs });

describe("OSRM", () => {
  it("asks the route service for a car route with its whole geometry, and adds a taxi's wait", async () => {
    const leg = await osrm().route(rossio, belem, "taxi");
    expect(seen[0]?.path).toBe("/route/v1/driving/-9.1394,38.7139;-9.216,38.6916");
    expect(seen[0]?.query.get("overview")).toBe("full");
    expect(seen[0]?.query.get("geometries")).toBe("geojson");
    // 612 s of driving and the taxi's 8-minute wait; 8,021.7 m.
    expect(leg).toMatchObject({ mode: "taxi", minutes: 18, km: 8, source: "osrm" });
    expect(leg.geometry).toEqual(route.geometry.coordinates);
  });

  it("walks on the walking server, with the foot profile", async () => {
    const leg = await osrm().route(rossio, belem, "walk");
    expect(seen.map((s) => s.path)).toEqual(["walk:/route/v1/foot/-9.1394,38.7139;-9.216,38.6916"]);
    expect(leg).toMatchObject({ mode: "walk", minutes: 25, km: 7, source: "osrm" });
  });

  it("on 'auto' asks for the way the estimate would take (transit across Lisbon: the estimate, said so)", async () => {
    const leg = await osrm().route(rossio, belem, "auto");
    expect(seen).toHaveLength(0);
    expect(leg).toMatchObject({ mode: "transit", source: "estimate", by: "metro" });
    expect(leg.note).toMatch(/OSRM has no public transport/);
  });

  it("NoRoute and InvalidQuery are provider errors; through the fallback they are the estimate with a note", async () => {
    answer = (_req, res) => json(res, 400, { code: "NoRoute", message: "Impossible route between points" });
    await expect(osrm().route(rossio, belem, "drive")).rejects.toBeInstanceOf(ProviderError);
    const leg = await withEstimate(osrm()).route(rossio, belem, "drive");
    expect(leg).toMatchObject({ ...estimateLeg(rossio, belem, "drive"), source: "estimate" });
    expect(leg.note).toMatch(/estimate/);
  });

  it("a malformed reply, a reply that is not JSON and a server error fall back to the estimate", async () => {
    for (const bad of [
      (_req: IncomingMessage, res: ServerResponse) => json(res, 200, { code: "Ok", routes: [{ duration: "soon" }] }),
      (_req: IncomingMessage, res: ServerResponse) => res.writeHead(200).end("<html>gateway</html>"),
      (_req: IncomingMessage, res: ServerResponse) => json(res, 500, { code: "Error", message: "boom" }),
    ]) {
      answer = bad;
      const leg = await withEstimate(osrm()).route(rossio, belem, "taxi");
      expect(leg.source).toBe("estimate");
      expect(leg.note).toBeTruthy();
    }
  });

  it("a server that never answers is a timeout, and the fallback answers at once after it", async () => {
    answer = () => {};
    let now = 0;
    const routing = withEstimate(osrm(150), undefined, () => now);
    const started = Date.now();
    expect((await routing.route(rossio, belem, "taxi")).source).toBe("estimate");
    expect(Date.now() - started).toBeLessThan(2000);
    // For the next five minutes the service is not asked again.
    const asked = seen.length;
    now += 60_000;
    expect((await routing.route(rossio, belem, "taxi")).source).toBe("estimate");
    expect(seen.length).toBe(asked);
    answer = (_req, res) => json(res, 200, ok);
    now += 5 * 60_000;
    expect((await routing.route(rossio, belem, "taxi")).source).toBe("osrm");
  });
});

import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";
import { CELL, cellFeatures, clipLine, clipRing, parseCells } from "./basemap";

// The trip map's calls (issue 29): the style comes from MAP_STYLE_URL and its origin is the only
// one the content security policy gains; without it the offline basemap is served from our origin;
// airports and towns are located, and a hotel's name is not read as a misspelt town.

let plain: TestApp;
let styled: TestApp;
beforeAll(async () => {
  plain = await createTestApp();
  styled = await createTestApp({ MAP_STYLE_URL: "https://tiles.example.org/styles/liberty.json" });
});
afterAll(async () => {
  await plain.close();
  await styled.close();
});

describe("the map's calls", () => {
  it("gives the style, and lets the page reach only the style's origin", async () => {
    const none = await plain.app.inject({ method: "GET", url: "/api/map/config" });
    expect(none.json()).toEqual({ style_url: null });
    const page = (app: typeof plain.app) => app.inject({ method: "GET", url: "/plan" });
    expect((await page(plain.app)).headers["content-security-policy"]).not.toContain("tiles.example.org");
    const set = await styled.app.inject({ method: "GET", url: "/api/map/config" });
    expect(set.json()).toEqual({ style_url: "https://tiles.example.org/styles/liberty.json" });
    const csp = String((await page(styled.app)).headers["content-security-policy"]);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/tiles\.example\.org/);
    // Workers stay 'self': MapLibre's worker is a file of our own origin, not a blob.
    expect(csp).not.toMatch(/(script|worker)-src [^;]*blob:/);
  });

  it("serves the offline basemap: land, borders and large cities, gzipped when asked", async () => {
    const res = await plain.app.inject({
      method: "GET",
      url: "/api/map/basemap.geojson",
      headers: { "accept-encoding": "gzip" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.headers["content-type"]).toContain("application/geo+json");
    const map = JSON.parse(gunzipSync(res.rawPayload).toString()) as {
      features: { properties: { kind: string; name?: string }; geometry: { type: string } }[];
    };
    const kinds = (k: string) => map.features.filter((f) => f.properties.kind === k);
    expect(kinds("land").length).toBeGreaterThan(0);
    expect(kinds("land").every((f) => /Polygon$/.test(f.geometry.type))).toBe(true);
    expect(kinds("border")).toHaveLength(1);
    const cities = kinds("city").map((f) => f.properties.name);
    expect(cities).toEqual(expect.arrayContaining(["Lisbon", "Tokyo", "London"]));
    expect(cities.length).toBeGreaterThan(300);
    const raw = await plain.app.inject({ method: "GET", url: "/api/map/basemap.geojson" });
    expect(raw.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(raw.body).features).toHaveLength(map.features.length);
  });

  it("locates airports and towns, and leaves out what it cannot place for sure", async () => {
    const res = await plain.app.inject({
      method: "POST",
      url: "/api/map/points",
      payload: { airports: ["lis", "JFK", "QQQ"], towns: ["Lisbon", "Porto", "Hotel Avenida Palace"] },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body.airports).sort()).toEqual(["JFK", "LIS"]);
    expect(body.airports.LIS.lat).toBeCloseTo(38.78, 1);
    expect(body.airports.LIS.lng).toBeCloseTo(-9.14, 1);
    expect(Object.keys(body.towns).sort()).toEqual(["Lisbon", "Porto"]);
    expect(body.towns.Porto.lat).toBeCloseTo(41.15, 1);
    const bad = await plain.app.inject({ method: "POST", url: "/api/map/points", payload: { airports: ["LISBON"] } });
    expect(bad.statusCode).toBe(400);
  });
});

// The trip's area in 1:10m detail: city centres that 1:50m put in the water are on land.
type P = [number, number];
const inRing = (p: P, ring: P[]) => {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as P;
    const [xj, yj] = ring[j] as P;
    if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
};
const onDetailLand = (lng: number, lat: number) => {
  const land = cellFeatures(Math.floor(lng / CELL), Math.floor(lat / CELL)).find(
    (f) => f.properties.kind === "detail-land",
  );
  const polygons = (land?.geometry as { coordinates: P[][][] } | undefined)?.coordinates ?? [];
  return polygons.some(
    ([outer, ...holes]) => outer && inRing([lng, lat], outer) && !holes.some((h) => inRing([lng, lat], h)),
  );
};

describe("the offline map's detail around the trip", () => {
  it("puts the centres of coastal cities on land", () => {
    for (const [name, lng, lat] of [
      ["Lisbon, Baixa", -9.1365, 38.7107],
      ["Lisbon, Rossio", -9.1394, 38.7139],
      ["Venice, San Marco", 12.3397, 45.4341],
      ["Istanbul, Sultanahmet", 28.9768, 41.0054],
      ["New York, Battery Park", -74.0134, 40.7033],
      ["Sydney, Opera House", 151.2153, -33.8568],
    ] as [string, number, number][])
      expect(onDetailLand(lng, lat), name).toBe(true);
  });

  it("serves the cells asked for, and refuses anything else", async () => {
    const res = await plain.app.inject({ method: "GET", url: "/api/map/basemap.geojson?cells=-5,19;-5,20" });
    expect(res.statusCode).toBe(200);
    const kinds = (JSON.parse(res.body).features as { properties: { kind: string } }[]).map((f) => f.properties.kind);
    expect(kinds.filter((k) => k === "detail-sea")).toHaveLength(2);
    expect(kinds).toContain("detail-land");
    expect(kinds).toContain("detail-coast");
    for (const bad of ["", "1;2", "500,1", "a,b", Array.from({ length: 30 }, (_, i) => `${i},1`).join(";")]) {
      expect(parseCells(bad)).toBeNull();
      const refused = await plain.app.inject({ method: "GET", url: `/api/map/basemap.geojson?cells=${bad}` });
      expect(refused.statusCode).toBe(400);
    }
  });

  it("cuts rings and lines to a cell", () => {
    const square: P[] = [
      [-1, -1],
      [3, -1],
      [3, 3],
      [-1, 3],
      [-1, -1],
    ];
    const cut = clipRing(square, [0, 0, 2, 2]);
    expect(cut).toHaveLength(5);
    expect(new Set(cut.map((p) => p.join(",")))).toEqual(new Set(["0,0", "2,0", "2,2", "0,2"]));
    expect(clipRing(square, [10, 10, 12, 12])).toEqual([]);
    expect(
      clipLine(
        [
          [-1, 1],
          [3, 1],
          [3, 5],
        ],
        [0, 0, 2, 2],
      ),
    ).toEqual([
      [
        [0, 1],
        [2, 1],
      ],
    ]);
  });
});

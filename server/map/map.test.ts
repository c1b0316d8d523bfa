import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";

// The trip map's calls (issue 29): the style comes from MAP_STYLE_URL and its origin is the only
// one the content security policy gains; without it the offline basemap is served from our origin;
// airports and towns are located, and a hotel's name is not read as a misspelt town.

describe("the map's calls", () => {
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

  it("gives the style, and lets the page reach only the style's origin", async () => {
    const none = await plain.app.inject({ method: "GET", url: "/api/map/config" });
    expect(none.json()).toEqual({ style_url: null });
    expect(none.headers["content-security-policy"]).not.toContain("tiles.example.org");
    const set = await styled.app.inject({ method: "GET", url: "/api/map/config" });
    expect(set.json()).toEqual({ style_url: "https://tiles.example.org/styles/liberty.json" });
    const csp = String(set.headers["content-security-policy"]);
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

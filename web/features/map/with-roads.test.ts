import { describe, expect, it } from "vitest";
import type { TRouteLeg } from "../../../common/api/itinerary";
import { type MapModel, secondRound, withRoads } from "./map-stops";

// A routing service's paths replace the straight segments between two stops (OSRM,
// OpenRouteService); the estimate's and Google's legs stay straight (Google's terms forbid
// drawing its routes on a non-Google map).

const model = (): MapModel => ({
  stops: [],
  routes: [
    {
      day: 0,
      line: [
        [-9.216, 38.6916],
        [-9.2068, 38.6979],
        [-9.1394, 38.7139],
      ],
      ids: ["a", "b", "c"],
    },
  ],
  legs: [],
  stays: [],
  hubs: [],
});
const leg = (from_id: string, to_id: string, source: string, geometry?: [number, number][]): TRouteLeg => ({
  from_id,
  to_id,
  mode: "walk",
  minutes: 10,
  km: 1,
  source,
  ...(geometry ? { geometry } : {}),
});

describe("withRoads", () => {
  it("follows OSRM's path between two stops and says whose it is", () => {
    const path: [number, number][] = [
      [-9.2159, 38.6917],
      [-9.21, 38.695],
      [-9.2069, 38.6978],
    ];
    const out = withRoads(model(), [leg("a", "b", "osrm", path), leg("b", "c", "estimate")]);
    expect(out.routes[0]?.by).toBe("osrm");
    expect(out.routes[0]?.line).toEqual([[-9.216, 38.6916], ...path, [-9.2068, 38.6979], [-9.1394, 38.7139]]);
  });

  it("never draws Google's path, nor a leg between stops no longer next to each other", () => {
    const path: [number, number][] = [
      [0, 0],
      [1, 1],
    ];
    const m = model();
    expect(withRoads(m, [leg("a", "b", "google", path), leg("a", "c", "osrm", path)])).toEqual(m);
  });

  it("marks days 9 to 16 as the second round of colours", () => {
    expect([0, 7, 8, 15, 16].map(secondRound)).toEqual([false, false, true, true, false]);
  });
});

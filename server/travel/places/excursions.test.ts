import { describe, expect, it } from "vitest";
import { visitWindows } from "../../planner/days";
import { distanceKm } from "../geo/distance";
import { baseSpot, excursionFrom, excursions, findExcursions, sightKey } from "./excursions";

// The day-trip table (issue 24): real places, really that far from the cities they are done from,
// with times a coach, train or boat can keep, and the names travellers write for them.

/** Fastest plausible straight-line speed, km/h, by the way there (a road winds, a train may be fast). */
const fastest = { bus: 95, train: 200, ferry: 70 } as const;

describe("the excursions table", () => {
  it("holds the world's most asked-for day trips", () => {
    expect(excursions.length).toBeGreaterThanOrEqual(80);
    for (const e of excursions) expect(e.bases.length, e.name).toBeGreaterThan(0);
  });

  it("has every base in the gazetteer, really that far from the sight, with a plausible time", () => {
    for (const e of excursions)
      for (const b of e.bases) {
        const spot = baseSpot(b);
        const label = `${e.name} from ${b.city}`;
        expect(spot, label).not.toBeNull();
        if (!spot) continue;
        const km = distanceKm(spot, e);
        // Out of the catalogue's reach of the city (or next to it, as Versailles), within a day's.
        expect(km, label).toBeGreaterThan(8);
        expect(km, label).toBeLessThan(450);
        expect(km / (b.minutes / 60), `${label}: too fast`).toBeLessThanOrEqual(fastest[b.mode]);
        // The slowest: a mountain railway, a winding coast road, a wait for the boat.
        expect(b.minutes, `${label}: too slow`).toBeLessThanOrEqual(60 + km * 4.5);
        expect(b.minutes, label).toBeLessThanOrEqual(270);
      }
  });

  it("fits each visit in its kind's opening hours, with its other stops nearby", () => {
    for (const e of excursions) {
      const w = visitWindows[e.category];
      expect(e.visitMinutes, e.name).toBeLessThanOrEqual(w.close - w.open);
      expect(e.wholeDay || Math.max(...e.bases.map((b) => b.minutes)) <= 180, e.name).toBe(true);
      for (const a of e.also) expect(distanceKm(a, e), `${e.name}: ${a.name}`).toBeLessThan(60);
    }
  });

  it("writes aliases as they are compared, each naming one sight", () => {
    const seen = new Map<string, string>();
    for (const e of excursions)
      for (const a of e.aliases) {
        expect(a, e.name).toBe(sightKey(a));
        expect(seen.get(a), `${a}: ${e.name}`).toBeUndefined();
        seen.set(a, e.name);
      }
  });
});

describe("finding an excursion", () => {
  it("reads the names travellers write, with the words around them and a slip in a long one", () => {
    const name = (text: string) => findExcursions(text)[0]?.name;
    expect(name("Auschwitz")).toBe("Auschwitz-Birkenau Memorial");
    expect(name("a day trip to Chichén Itzá")).toBe("Chichén Itzá");
    expect(name("Chichen Itsa")).toBe("Chichén Itzá");
    expect(name("Mt. Fuji")).toBe("Mount Fuji (Kawaguchiko)");
    expect(name("the Great Wall")).toBe("Great Wall at Mutianyu");
    expect(name("Machu Pichu")).toBe("Machu Picchu");
    expect(name("Halong Bay tour")).toBe("Ha Long Bay");
    expect(name("Cliffs of Moher")).toBe("Cliffs of Moher");
  });

  it("does not take a street or a common word for a far sight", () => {
    for (const text of ["Oxford Street", "Bath Road", "the Louvre", "museums", "beach"])
      expect(findExcursions(text), text).toEqual([]);
  });

  it("finds the stop it is done from, the quickest when several are", () => {
    const at = (lat: number, lng: number, name: string) => ({ name, lat, lng });
    const krakow = at(50.0614, 19.9366, "Kraków");
    expect(excursionFrom("Auschwitz", [krakow])?.base.city).toBe("Kraków");
    expect(excursionFrom("Auschwitz", [at(38.7223, -9.1393, "Lisbon")])).toBeNull();
    const cancun = at(21.1619, -86.8515, "Cancún");
    const tulum = at(20.2114, -87.4654, "Tulum");
    const chosen = excursionFrom("Chichen Itza", [cancun, tulum]);
    expect(chosen?.base.city).toBe("Tulum");
    expect(chosen?.stop).toBe(1);
  });
});

import { describe, expect, it } from "vitest";
import { distanceKm } from "./distance";
import { findRegion, regionByKey, regionsNamedIn } from "./regions";

// The areas named for their nature (regions-nature.ts): each found by the names travellers use,
// its towns where the area is.

const keyOf = (phrase: string) => findRegion(phrase)?.key;
const named = (text: string) => regionsNamedIn(text).map((r) => r.region.key);

describe("national parks, treks, bays and coasts", () => {
  it("are found under their usual names", () => {
    expect(keyOf("Halong Bay")).toBe("vn-ha-long-bay");
    expect(keyOf("Lan Ha Bay")).toBe("vn-ha-long-bay");
    expect(keyOf("Everest Base Camp")).toBe("np-everest");
    expect(keyOf("the Khumbu")).toBe("np-everest");
    expect(keyOf("Annapurna Circuit")).toBe("np-annapurna");
    expect(keyOf("Yosemite")).toBe("us-yosemite");
    expect(keyOf("Gros Morne")).toBe("ca-gros-morne");
    expect(keyOf("the Jurassic Coast")).toBe("gb-jurassic-coast");
    expect(keyOf("Isle of Mull")).toBe("gb-mull");
  });

  it("in a traveller's message", () => {
    expect(named("Hanoi 2 nights then a Ha Long Bay cruise")).toContain("vn-ha-long-bay");
    expect(named("EBC trek in October, 3 of us")).toEqual(["np-everest"]);
    expect(named("we'd love 4 nights in Yosemite in spring")).toEqual(["us-yosemite"]);
    expect(named("walking the Causeway Coast for a long weekend")).toEqual(["gb-causeway-coast"]);
  });

  it("keep their towns near one another", () => {
    for (const key of ["vn-ha-long-bay", "np-everest", "us-yosemite", "gb-jurassic-coast", "gb-northumberland"]) {
      const towns = regionByKey(key)?.cities ?? [];
      expect(towns.length).toBeGreaterThan(0);
      const first = towns[0];
      if (first) for (const c of towns) expect(distanceKm(first, c)).toBeLessThan(150);
    }
  });

  it("do not read a plain word as one", () => {
    // ("mull it over" is no island; Ha Long the town stays the town.)
    expect(named("let us mull it over and get back to you")).toEqual([]);
    expect(keyOf("Mull")).toBeUndefined();
    expect(keyOf("Ha Long")).toBeUndefined();
  });
});

describe("sights seen from a stay", () => {
  it("are no areas of their own", () => {
    // ("Cairns 5 nights + Port Douglas 3, the reef and Daintree": the rainforest is a sight, and
    // K'gari a day out from Hervey Bay; the gazetteer has both as places.)
    expect(keyOf("Daintree")).toBeUndefined();
    expect(keyOf("Fraser Island")).toBeUndefined();
  });
});

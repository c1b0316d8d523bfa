import { describe, expect, it } from "vitest";
import { read } from "./testing/read";

// An area's legs: the rest of an island nation before its other island, the sights listed after
// a stay with nights, an itinerary written as day ranges. Examples of our own, and near-misses.

const stays = (message: string) => read(message).plan.stays.map((s) => [s.place.name, s.nights]);

describe("the rest of an area, then a part of it listed on with its own length", () => {
  it("a country before an island of its own: both legs, the country the region", () => {
    const { plan } = read("Malta 4 nights + Gozo 3 nights, from Lyon");
    expect(plan.stays.map((s) => s.nights)).toEqual([4, 3]);
    expect(plan.stays[0]?.place.lat).toBeCloseTo(35.9, 0);
    expect(plan.region?.name).toBe("Malta");
    expect(plan.nights).toBe(7);
  });
  it("an island before a town of its own, after 'then'", () => {
    expect(stays("Crete 5 nights then Chania 2 nights").map(([, n]) => n)).toEqual([5, 2]);
  });
  it.each(["Japan 10 days, Tokyo 4 nights", "Italy 7 nights + Rome 2 nights"])(
    "a country holding a town is still where the town is: %s",
    (message) => {
      expect(read(message).plan.stays.length).toBeLessThan(2);
    },
  );
  it("an area heading its towns stays the heading", () => {
    expect(stays("Bali 8 nights: Ubud 4 then Seminyak 4")).toEqual([
      ["Ubud", 4],
      ["Seminyak", 4],
    ]);
  });
});

describe("areas listed after a stay with nights, each a day out from it", () => {
  it("the reef is no stop of the trip", () => {
    const names = read("Cairns 6 nights, Great Barrier Reef and Kuranda, in June").plan.stays.map((s) => s.place.name);
    expect(names).not.toContain("Great Barrier Reef");
  });
  it("a list going on past a day's reach is a list of stops", () => {
    expect(stays("Split 3 nights, Hvar and Dubrovnik").map(([n]) => n)).toEqual(["Split", "Hvar", "Dubrovnik"]);
  });
});

describe("an itinerary of day ranges", () => {
  it("gives each stop its days, in order, and the trip its length", () => {
    const { plan } = read("Day 1-4 Kyoto, Day 5-6 Nara, Day 7-9 Osaka please plan it");
    expect(plan.stays.map((s) => s.nights)).toEqual([3, 1, 2]);
    expect(plan.stays[2]?.place.name).toBe("Osaka");
    expect(plan.nights).toBe(8);
  });
});

import { describe, expect, it } from "vitest";
import { ZPlace } from "../../../common/travel/schemas";
import { offlinePlaces } from "./offline";

const places = offlinePlaces();

describe("offline place search", () => {
  it("finds a city's museums, nearest first, in the spec's shape, with nothing invented", async () => {
    const r = await places.search({ near: "Paris", query: "museums", radiusMiles: 10 });
    expect(r.places.map((p) => p.name)).toContain("Louvre Museum");
    expect(r.places.every((p) => p.types.includes("museum"))).toBe(true);
    const d = r.places.map((p) => p.distance_from_target_location);
    expect(d).toEqual([...d].sort((a, b) => a - b));
    for (const p of r.places) {
      ZPlace.parse(p);
      expect(p).toMatchObject({ rating: null, nratings: null, reviews: [], photos: [] });
    }
  });

  it("understands everyday words and honours the radius around a point", async () => {
    const food = await places.search({ near: "Lisbon", query: "where to eat" });
    expect(food.places.map((p) => p.name)).toContain("Time Out Market");
    const close = await places.search({ near: { lat: 48.8584, lng: 2.2945 }, radiusMiles: 1 });
    expect(close.places[0]?.name).toBe("Eiffel Tower");
    expect(close.places.every((p) => p.distance_from_target_location <= 1)).toBe(true);
  });

  it("answers from the nearest catalogue city when two are close (Nara, 37 km from Kyoto)", async () => {
    const r = await places.search({ near: "Nara", radiusMiles: 5 });
    expect(r.note).toBeUndefined();
    expect(r.places.map((p) => p.name)).toContain("Tōdai-ji");
  });

  it("offers the centre and real nearby towns for a city not in the catalogue, and says so", async () => {
    const r = await places.search({ near: "Braga", radiusMiles: 40 });
    expect(r.note).toMatch(/no places for Braga/);
    expect(r.places[0]?.name).toBe("Braga city centre");
    expect(r.places.slice(1).map((p) => p.name)).toContain("Guimarães");
    for (const p of r.places.slice(1)) expect(p.types).toContain("day_trip");
  });

  it("refuses an unknown place", async () => {
    await expect(places.search({ near: "qwxzzkq" })).rejects.toThrow(/No place/);
  });
});

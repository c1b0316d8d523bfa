import { describe, expect, it } from "vitest";
import type { TItineraryItemRow, TStay } from "../common/api/itinerary";
import { lisbonFlight } from "../server/bookings/testing/lisbon-trip";
import type { ItineraryDay } from "../web/features/itinerary/itinerary-cache";
import { lookupsOf, mapModel, pointsOf, spreadOffsets } from "../web/features/map/map-stops";

// The map's stops, routes and legs from the itinerary alone: numbered per day in order, a place
// where its card says, a flight from airport to airport, a journey's two towns, a hotel whose
// name is no town put in the stay's town for that night, notes left off.

let next = 0;
function row(date: string, over: Partial<TItineraryItemRow>): TItineraryItemRow {
  next += 1;
  return {
    id: `item-${next}`,
    date,
    position: 0,
    time: "10:00",
    duration_min: null,
    kind: "note",
    spec_type: "other",
    title: "Item",
    location: "",
    ref: {},
    notes: "",
    confirmation: null,
    booked: false,
    pinned: false,
    added_by: { kind: "lotus" },
    version: 1,
    ...over,
  };
}
const place = (name: string, lat: number, lng: number) => ({
  name,
  rating: null,
  nratings: null,
  types: [],
  distance_from_target_location: 0,
  lat,
  lng,
  reviews: [],
  photos: [],
  website: null,
});

const days: ItineraryDay[] = [
  {
    date: "2027-03-10",
    items: [
      row("2027-03-10", { kind: "flight", spec_type: "Flight", title: "Fly to Lisbon", ref: { flight: lisbonFlight } }),
    ],
  },
  {
    date: "2027-03-11",
    items: [
      row("2027-03-11", { kind: "stay", spec_type: "Hotel", title: "Check in", location: "Hotel Avenida Palace" }),
      row("2027-03-11", {
        kind: "place",
        spec_type: "place",
        title: "Belém",
        ref: { place: place("Belém Tower", 38.69, -9.21) },
      }),
      row("2027-03-11", { kind: "note", title: "Pack", location: "" }),
      row("2027-03-11", {
        kind: "place",
        spec_type: "place",
        title: "Castle",
        ref: { place: place("Castle", 38.71, -9.13) },
      }),
    ],
  },
  {
    date: "2027-03-12",
    items: [row("2027-03-12", { kind: "transport", title: "Train to Porto", location: "Lisbon → Porto" })],
  },
];
const stays: TStay[] = [
  { id: "s1", city: "Lisbon", nights: 2, position: 0 },
  { id: "s2", city: "Porto", nights: 1, position: 1 },
];
const found = {
  airports: { JFK: { name: "JFK", lat: 40.64, lng: -73.78 }, LIS: { name: "LIS", lat: 38.78, lng: -9.14 } },
  towns: { Lisbon: { name: "Lisbon", lat: 38.72, lng: -9.13 }, Porto: { name: "Porto", lat: 41.15, lng: -8.61 } },
};

describe("the map's model", () => {
  it("asks the server for the airports and towns only", () => {
    expect(lookupsOf(days, stays)).toEqual({
      airports: ["JFK", "LIS"],
      towns: ["Hotel Avenida Palace", "Lisbon", "Porto"],
    });
  });

  it("numbers each day's located items in order, in that day", () => {
    const m = mapModel(days, stays, found);
    expect(m.stops.map((s) => [s.day, s.n, s.title, s.kind])).toEqual([
      [0, 1, "Fly to Lisbon", "airport"],
      [1, 1, "Check in", "stay"],
      [1, 2, "Belém", "place"],
      [1, 3, "Castle", "place"],
      [2, 1, "Train to Porto", "station"],
    ]);
    // The hotel's name is no town: it is in Lisbon, the stay of day 2.
    expect(m.stops[1]?.at).toEqual([-9.13, 38.72]);
    expect(m.stops[0]?.at).toEqual([-73.78, 40.64]);
    expect(m.stops[0]?.to).toEqual([-9.14, 38.78]);
  });

  it("draws each day's route on the ground, flights and journeys as legs, and the hops between stays", () => {
    const m = mapModel(days, stays, found);
    expect(m.routes).toEqual([
      {
        day: 1,
        line: [
          [-9.13, 38.72],
          [-9.21, 38.69],
          [-9.13, 38.71],
        ],
        // Which item each point is, so a provider's route between two of them can replace the hop.
        ids: ["item-2", "item-3", "item-5"],
      },
      {
        day: 2,
        line: [
          [-9.13, 38.72],
          [-8.61, 41.15],
        ],
        // A journey's far end is no item of the day.
        ids: ["item-6", null],
      },
    ]);
    expect(m.legs.map((l) => l.kind)).toEqual(["flight", "ground", "stay"]);
    expect(m.hubs.map((h) => [h.kind, h.name])).toEqual([
      ["airport", "JFK"],
      ["airport", "LIS"],
      ["station", "Lisbon"],
      ["station", "Porto"],
    ]);
    expect(m.stays.map((s) => s.name)).toEqual(["Lisbon", "Porto"]);
  });

  it("frames the trip on the ground, not the flight home, and spreads pins on one spot", () => {
    const m = mapModel(days, stays, found);
    expect(pointsOf(m)).not.toContainEqual([-73.78, 40.64]);
    const twins = mapModel(
      [
        {
          date: "2027-03-11",
          items: [
            row("2027-03-11", { title: "A", location: "Lisbon" }),
            row("2027-03-11", { title: "B", location: "Lisbon" }),
          ],
        },
      ],
      [],
      found,
    );
    const offsets = [...spreadOffsets(twins.stops).values()];
    expect(offsets[0]).toEqual([0, 0]);
    expect(offsets[1]).not.toEqual([0, 0]);
  });

  it("leaves off what the server could not place", () => {
    const m = mapModel(days, stays, { airports: {}, towns: {} });
    expect(m.stops.map((s) => s.title)).toEqual(["Belém", "Castle"]);
    expect(m.stops.map((s) => s.n)).toEqual([1, 2]);
  });
});

import { describe, expect, it } from "vitest";
import type { TItineraryDay, TItineraryItem } from "../../../common/api/trips";
import type { TPlace } from "../../../common/travel/schemas";
import { beforeLaterDinner, dayTrip, dayTripDay, swapWholeDays, townNamed } from "./day-trip";
import { wayInstead } from "./way-instead";

// A day trip made or moved, a short evening visit before a later dinner, and the way to travel
// traded for the whole trip: on small hand-made Lisbon days.

const place = (name: string, lat = 38.71, lng = -9.14, types = ["tourist_attraction"]): TPlace => ({
  name,
  rating: null,
  nratings: null,
  types,
  distance_from_target_location: 0,
  lat,
  lng,
  reviews: [],
  photos: [],
  website: null,
});
const item = (date: string, time: string, name: string, extra: Partial<TItineraryItem> = {}): TItineraryItem => ({
  date,
  time,
  type: "place",
  location: name,
  activity: `Visit ${name}`,
  place: place(name),
  minutes: 90,
  ...extra,
});
const meal = (date: string, time: string, m: "breakfast" | "lunch" | "dinner"): TItineraryItem => ({
  ...item(date, time, `${m} spot`),
  activity: `${m} at a spot`,
  meal: m,
  minutes: 60,
});
const lisbon = { lat: 38.72, lng: -9.14 };
const day = (date: string, items: TItineraryItem[]): TItineraryDay => ({ date, items });
const trip: TItineraryDay[] = [
  day("2027-03-03", [
    { date: "2027-03-03", time: "15:00", type: "Hotel", location: "Lisbon", activity: "Check in at Inn", minutes: 30 },
    meal("2027-03-03", "19:00", "dinner"),
  ]),
  day("2027-03-04", [
    meal("2027-03-04", "08:00", "breakfast"),
    item("2027-03-04", "09:30", "Belém Tower"),
    item("2027-03-04", "14:00", "Alfama"),
    meal("2027-03-04", "12:30", "lunch"),
    meal("2027-03-04", "19:00", "dinner"),
  ]),
  day("2027-03-05", [
    meal("2027-03-05", "08:00", "breakfast"),
    {
      date: "2027-03-05",
      time: "09:00",
      type: "other",
      location: "Sintra",
      activity: "Day trip to Sintra (about 50 min each way)",
      minutes: 50,
    },
    meal("2027-03-05", "19:00", "dinner"),
  ]),
  day("2027-03-06", [meal("2027-03-06", "08:00", "breakfast")]),
];

describe("day trips", () => {
  it("a town a ride away is found by name; the city itself or a far one is not", () => {
    expect(townNamed("day trip to sintra", lisbon)?.name).toBe("Sintra");
    expect(townNamed("the winelands stellenbosch", { lat: -33.92, lng: 18.42 })?.name).toBe("Stellenbosch");
    expect(townNamed("lisbon", lisbon)).toBeNull();
    expect(townNamed("porto", lisbon)).toBeNull();
    // The gazetteer's "Nara-shi" is the "Nara" people type.
    expect(townNamed("nara", { lat: 34.69, lng: 135.5 })?.name).toBe("Nara-shi");
  });
  it("finds the day a town is visited on, and trades two whole days, dates kept", () => {
    expect(dayTripDay(trip, { name: "Sintra", lat: 38.8, lng: -9.39 })).toBe(3);
    const r = swapWholeDays(trip, 3, 2);
    if (!r.ok) throw new Error(r.reason);
    expect(r.itinerary[1]?.items.some((it) => /^Day trip to Sintra/.test(it.activity))).toBe(true);
    expect(r.itinerary[1]?.items.every((it) => it.date === "2027-03-04")).toBe(true);
    expect(r.itinerary[2]?.items.map((it) => it.location)).toContain("Belém Tower");
    expect(r.itinerary[0]).toBe(trip[0]);
    // A day tied to its date (the hotel's check-in) is not traded.
    expect(swapWholeDays(trip, 1, 2).ok).toBe(false);
  });
  it("a day made a day trip: its visits give way to the ride and the town's sights", () => {
    const town = { name: "Cascais", lat: 38.7, lng: -9.42 };
    const r = dayTrip(trip, { day: 2, town, from: lisbon, sights: [place("Boca do Inferno", 38.69, -9.43)] });
    if (!r.ok) throw new Error(r.reason);
    expect(r.dropped.map((d) => d.location)).toEqual(["Belém Tower", "Alfama"]);
    const names = r.itinerary[1]?.items.map((it) => it.activity).join(" | ");
    expect(names).toMatch(/Day trip to Cascais/);
    expect(r.itinerary[1]?.items.filter((it) => it.meal)).toHaveLength(3);
    // The first and last days are too short.
    expect(dayTrip(trip, { day: 1, town, from: lisbon, sights: [] }).ok).toBe(false);
  });
  it("an evening visit asked for a full evening: dinner later to fit a short one, or nothing", () => {
    const evening: TItineraryDay[] = [
      day("2027-03-03", [
        { date: "2027-03-03", time: "19:20", type: "other", location: "Lisbon", activity: "Arrive", minutes: 60 },
        meal("2027-03-03", "20:20", "dinner"),
      ]),
    ];
    const r = beforeLaterDinner(evening, 1, place("Alfama", 38.71, -9.13, ["neighborhood"]));
    expect(r).not.toBeNull();
    expect(r?.item.location).toBe("Alfama");
    expect(r && r.dinner.time > "20:20").toBe(true);
    expect(beforeLaterDinner([day("2027-03-03", [])], 1, place("Alfama"))).toBeNull();
  });
});

describe("wayInstead", () => {
  const transport = { flights: true, selfDrive: true, prefer: "train" as const };
  it("the way wanted and the way dropped, for the whole trip", () => {
    expect(wayInstead("actually let's fly instead of the train", transport)).toEqual({
      flights: true,
      selfDrive: true,
      prefer: "flight",
    });
    expect(wayInstead("bus rather than flying", { ...transport, prefer: "any" })).toMatchObject({
      prefer: "bus",
      flights: false,
    });
    expect(wayInstead("swap the prado for the thyssen instead", transport)).toBeNull();
    expect(wayInstead("what's the weather", transport)).toBeNull();
  });
});

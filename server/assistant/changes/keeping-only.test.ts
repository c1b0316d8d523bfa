import { describe, expect, it } from "vitest";
import type { TItineraryDay } from "../../../common/api/trips";
import { testVisit } from "./testing";
import { keepingOnly } from "./whole-day";

// "make day N just a <kind or name> and nothing else" when the day already has one: that visit
// stays, the day's other visits go, meals and every other day untouched.

const at = { lat: 20.21, lng: -87.46 };
const meal = (date: string, time: string, name: string) => ({
  ...testVisit(date, time, name, "restaurant", at),
  meal: "lunch" as const,
});
const days = (): TItineraryDay[] => [
  { date: "2027-02-02", items: [testVisit("2027-02-02", "15:00", "Cenote Calavera", "natural_feature", at)] },
  {
    date: "2027-02-03",
    items: [
      testVisit("2027-02-03", "09:30", "Casa Cenote", "natural_feature", at),
      meal("2027-02-03", "12:30", "El Camello Jr"),
      testVisit("2027-02-03", "14:00", "Tulum Ruins", "tourist_attraction", at),
      testVisit("2027-02-03", "16:00", "Dos Ojos Cenote", "natural_feature", at),
    ],
  },
  { date: "2027-02-04", items: [testVisit("2027-02-04", "10:00", "Tulum Beach", "beach", at)] },
];

describe("keepingOnly", () => {
  it("keeps the day's first visit the words name, drops its other visits", () => {
    for (const what of ["cenote", "a cenote", "the cenote"]) {
      const r = keepingOnly(days(), 2, what);
      expect(r?.kept.location).toBe("Casa Cenote");
      expect(r?.dropped.map((d) => d.location)).toEqual(["Tulum Ruins", "Dos Ojos Cenote"]);
      expect(r?.itinerary[1]?.items.map((it) => it.location)).toEqual(["Casa Cenote", "El Camello Jr"]);
      expect(r?.itinerary[0]).toEqual(days()[0]);
      expect(r?.itinerary[2]).toEqual(days()[2]);
    }
    expect(keepingOnly(days(), 2, "the ruins")?.kept.location).toBe("Tulum Ruins");
  });
  it("none when the day has no such visit (a meal is no visit; another day's is not this day's)", () => {
    expect(keepingOnly(days(), 2, "the beach")).toBeNull();
    expect(keepingOnly(days(), 2, "el camello")).toBeNull();
    expect(keepingOnly(days(), 3, "cenote")).toBeNull();
  });
});

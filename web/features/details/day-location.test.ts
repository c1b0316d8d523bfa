import { describe, expect, it } from "vitest";
import type { TItineraryItem } from "../../../common/api/trips";
import { dayLocation } from "./use-weather";

const item = (type: TItineraryItem["type"], location: string, activity: string): TItineraryItem => ({
  date: "2027-03-11",
  time: "09:00",
  type,
  location,
  activity,
});

describe("the place a day's weather is for", () => {
  it("is the city the hotel's items name, not the hotel an early bag drop names", () => {
    const day = {
      date: "2027-03-11",
      items: [
        item("other", "Indigo Hall Inn", "Drop your bags at Indigo Hall Inn (check-in from 15:00)"),
        item("place", "Alfama", "Wander around Alfama"),
        item("Hotel", "Lisbon", "Check in at Indigo Hall Inn"),
      ],
    };
    expect(dayLocation(day, "Lisbon, Portugal")).toBe("Lisbon");
  });

  it("falls back on free time's place, then on the trip's destination", () => {
    expect(dayLocation({ date: "2027-03-12", items: [item("other", "Sintra", "Free time in Sintra")] }, "Lisbon")).toBe(
      "Sintra",
    );
    expect(dayLocation({ date: "2027-03-10", items: [] }, "Lisbon, Portugal")).toBe("Lisbon, Portugal");
  });
});

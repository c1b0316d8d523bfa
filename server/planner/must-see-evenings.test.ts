import { describe, expect, it } from "vitest";
import type { TItineraryDay, TItineraryItem } from "../../common/api/trips";
import { placeEveningWishes } from "./must-see-evenings";

// After-dark wishes with no place on file get an evening with room. Our own examples.

const item = (date: string, time: string, activity: string, minutes = 60, extra: Partial<TItineraryItem> = {}) =>
  ({ date, time, type: "place", location: "Town", activity, minutes, ...extra }) as TItineraryItem;
const day = (date: string, items: TItineraryItem[]): TItineraryDay => ({ date, items });
const trip = () => [
  day("2027-03-01", [item("2027-03-01", "15:00", "Check in", 30, { type: "Hotel" })]),
  day("2027-03-02", [item("2027-03-02", "09:00", "Visit the museum"), item("2027-03-02", "19:00", "Dinner", 90)]),
  day("2027-03-03", [item("2027-03-03", "09:00", "Visit the fort"), item("2027-03-03", "21:00", "Evening out", 90)]),
  day("2027-03-04", [item("2027-03-04", "10:00", "Check out", 30, { type: "Hotel" })]),
];

describe("an after-dark wish", () => {
  it("gets the first evening with room, after the day's last item", () => {
    const days = trip();
    expect(placeEveningWishes(days, ["stargazing", "a flamenco show"], () => "Granada")).toEqual(["stargazing"]);
    const added = days[1]?.items.at(-1);
    expect(added?.activity).toMatch(/^Stargazing/);
    expect(added?.time).toBe("21:00");
    expect(added?.location).toBe("Granada");
  });
  it("not a wish done by day, nor on arrival or departure days", () => {
    const days = trip();
    expect(placeEveningWishes(days, ["cooking class", "kayaking"], () => "Granada")).toEqual([]);
    expect(days.map((d) => d.items.length)).toEqual([1, 2, 2, 1]);
  });
  it("one evening for the same wish said twice", () => {
    const days = trip();
    expect(placeEveningWishes(days, ["tango show", "tango"], () => "Buenos Aires")).toEqual(["tango show", "tango"]);
    expect(days[1]?.items).toHaveLength(3);
  });
});

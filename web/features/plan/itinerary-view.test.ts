import { afterEach, describe, expect, it } from "vitest";
import { clearItineraryView, dayOfPlace, defaultDay, placesOf, publishItineraryView } from "./itinerary-view";

afterEach(clearItineraryView);

describe("what the detail modal knows of the itinerary", () => {
  const v = {
    days: [
      { date: "2027-03-11", places: placesOf([{ ref: { place: { name: "Belém Tower" } } }, { ref: {} }]) },
      { date: "2027-03-12", places: ["alfama"] },
    ],
    viewing: "2027-03-12",
  };

  it("finds the day a place is already on, by name", () => {
    expect(dayOfPlace(v, " belém tower ")).toBe("2027-03-11");
    expect(dayOfPlace(v, "Jerónimos Monastery")).toBeNull();
  });

  it("offers the day in view first, else the first day", () => {
    expect(defaultDay(v, ["2027-03-11", "2027-03-12"])).toBe("2027-03-12");
    expect(defaultDay({ ...v, viewing: "2027-04-01" }, ["2027-03-11", "2027-03-12"])).toBe("2027-03-11");
    expect(defaultDay({ ...v, viewing: null }, [])).toBe("");
  });

  it("publishes only what changed", () => {
    publishItineraryView({ viewing: "2027-03-12" });
    publishItineraryView({ viewing: "2027-03-12" });
  });
});

import { describe, expect, it } from "vitest";
import { lengthSaid } from "../understand";

// Whether a message says how long the trip is, read as the date reader reads lengths.

describe("a trip's length said", () => {
  it.each([
    "Lisbon 4 nights",
    "rome 5d",
    "a week in Crete",
    "5d4n bali",
    "10 days in total",
    "Madrid 6 noches",
    "a long weekend in Porto",
    "48 hours in Berlin",
    "three nights in Oslo",
    "6 giorni in Toscana",
    "3 raat in Jaipur",
  ])("%s", (text) => {
    expect(lengthSaid(text)).toBe(true);
  });
  it.each(["hotel under €80 a night", "no more than 2 museums a day", "Paris from Dec 3", "Kyoto instead"])(
    "%s: none",
    (text) => {
      expect(lengthSaid(text)).toBe(false);
    },
  );
});

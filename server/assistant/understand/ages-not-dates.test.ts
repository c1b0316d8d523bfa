import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { findDates } from "../understand";

// A traveller's age is no date: "she is 68 years" once planned a trip for 2094.
const now = DateTime.fromISO("2026-11-26T10:00:00Z");

describe("ages are not dates", () => {
  it.each([
    "Cusco 5 days with my dad, he is 72 years and walks slowly",
    "my son is 7 years old, Lisbon 4 nights",
    "kids 6 yrs and 9 yo, beach week",
    "a 10-year-old and a 4 year old, Orlando",
  ])("%s: no start", (message) => {
    expect(findDates(message, now).startDate ?? null).toBeNull();
  });
  it("the real date beside an age is still read", () => {
    expect(findDates("Rome 3 nights from June 12, my daughter is 8 years old", now).startDate).toBe("2027-06-12");
  });
});

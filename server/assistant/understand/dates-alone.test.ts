import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { datesAlone } from "./dates-alone";

const now = DateTime.fromISO("2026-11-25T10:00:00Z");

describe("the dates alone, lengths blanked", () => {
  it("a range of dates is a span", () => {
    expect(datesAlone("Lisbon 4 nights, 10-16 June", now).nights).toBe(6);
  });
  it.each(["Lisbon 4 nights from May 2", "Porto 3n then Lisbon 2n", "Japan 14 days, 2 weeks"])(
    "a length said is no span: %s",
    (message) => {
      expect(datesAlone(message, now).nights).toBeUndefined();
    },
  );
});

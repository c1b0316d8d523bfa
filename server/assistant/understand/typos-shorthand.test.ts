import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { findDates } from "../understand";
import { mendTypos } from "./typos";

// Texting shorthand for the words that fix a date, mended into the words the date reader knows.

const now = DateTime.fromISO("2026-11-28T12:00:00", { zone: "utc" });

describe("texting shorthand for dates", () => {
  it.each([
    ["nyc->boston 2moro, 2d, train, solo", "2026-11-29"],
    ["leaving tmrw for 3 nights", "2026-11-29"],
    ["flying out tommorow night to Rome", "2026-11-29"],
    ["this wknd in bath", "2026-12-05"],
    ["nxt wk fri to sun in Cork", "2026-12-04"],
  ])("%s", (text, want) => {
    expect(findDates(mendTypos(text), now).startDate).toBe(want);
  });
  it("'2day' stays, as often a 2-day trip as today; 'w/' stays 'with'", () => {
    expect(mendTypos("a 2day trip w/ my gf")).toBe("a 2day trip w/ my gf");
  });
});

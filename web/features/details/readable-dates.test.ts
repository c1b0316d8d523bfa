import { describe, expect, it } from "vitest";
import { readableDates, readableRange } from "./readable-dates";

describe("readable dates of the cost breakdown", () => {
  it("says the month and year once where a range shares them", () => {
    expect(readableRange("2027-03-10", "2027-03-15")).toBe("Mar 10 – 15, 2027");
    expect(readableRange("2027-03-28", "2027-04-02")).toBe("Mar 28 – Apr 2, 2027");
    expect(readableRange("2027-12-30", "2028-01-03")).toBe("Dec 30, 2027 – Jan 3, 2028");
    expect(readableRange("2027-03-10", "2027-03-10")).toBe("Mar 10, 2027");
  });

  it("rewrites the server's lines, ranges and single days, and leaves other text alone", () => {
    expect(readableDates("2027-03-10 – 2027-03-15")).toBe("Mar 10 – 15, 2027");
    expect(readableDates("2027-03-10")).toBe("Mar 10, 2027");
    expect(readableDates("Departs 2027-03-10, 2 stops")).toBe("Departs Mar 10, 2027, 2 stops");
    expect(readableDates("Mar 10 - Mar 15, 2027")).toBe("Mar 10 - Mar 15, 2027");
    expect(readableDates("2027-13-01")).toBe("2027-13-01");
  });
});

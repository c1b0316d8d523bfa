import { describe, expect, it } from "vitest";
import { ordinalDays } from "./number-words";

// Days of the month in words, as the date reader (chrono) reads them: in digits.

describe("ordinalDays", () => {
  it("writes a day of the month in digits", () => {
    expect(ordinalDays("from the tenth to the fourteenth of March")).toBe("from the 10th to the 14th of March");
    expect(ordinalDays("March twenty-first to the twenty fifth")).toBe("March 21st to the 25th");
    expect(ordinalDays("fifth of January to the ninth")).toBe("5th of January to the 9th");
  });
  it("leaves ordinals that count something else", () => {
    expect(ordinalDays("the first weekend of December")).toBe("the first weekend of December");
    expect(ordinalDays("the second day, our third trip")).toBe("the second day, our third trip");
    expect(ordinalDays("the first of the month")).toBe("the first of the month");
  });
});

import { describe, expect, it } from "vitest";
import { ordinalDays, spokenNumbers } from "./number-words";

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

describe("spokenNumbers", () => {
  it("reads dictation's sound-alikes as numbers before a counted noun, keeping the length", () => {
    for (const [said, read] of [
      ["lisbon for for nights in may", "lisbon for 4   nights in may"],
      ["with my too sisters", "with my two sisters"],
      ["too weeks in Peru", "two weeks in Peru"],
      ["Hanoi to weeks, from Perth", "Hanoi 2  weeks, from Perth"],
      ["me and my too kids", "me and my two kids"],
    ] as const) {
      expect(spokenNumbers(said)).toBe(read);
      expect(spokenNumbers(said).length).toBe(said.length);
    }
  });
  it("leaves the words where they are no number", () => {
    for (const said of [
      "went to nights out in Leeds",
      "for nights on end",
      "going back to weeks of rain",
      "too many nights",
    ])
      expect(spokenNumbers(said)).toBe(said);
  });
});

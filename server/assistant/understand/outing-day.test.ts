import { describe, expect, it } from "vitest";
import { withoutOutingDays } from "./outing-day";

// A weekday said for an outing is blanked before the date reader; one said for the start is kept.

const blanked = (message: string, names: string[] = []) => withoutOutingDays(message, names) !== message;

describe("withoutOutingDays", () => {
  it.each([
    "Valencia 4 nights, paella class on thursday",
    "can we see the changing of the guard on Monday?",
    "what are we up to on friday",
    "Cork 3 nights, a day trip to Kinsale on Tuesday",
  ])("an outing: %s", (message) => {
    expect(blanked(message, ["Valencia", "Cork"])).toBe(true);
  });
  it.each([
    ["Valencia on Thursday for 4 nights", ["Valencia"]],
    ["we land on Saturday, Cork 3 nights", ["Cork"]],
    ["Cork 3 nights, starting on Sunday", ["Cork"]],
    ["can we go on friday instead?", []],
    ["Cork 3 nights, on Monday", ["Cork"]],
    ["Cork 3 nights, back home on Sunday", ["Cork"]],
  ] as [string, string[]][])("a start or an end, kept: %s", (message, names) => {
    expect(blanked(message, names)).toBe(false);
  });
  it("keeps the message's length, so indexes hold", () => {
    const m = "Bruges 2 nights, chocolate tour on Saturday please";
    expect(withoutOutingDays(m, ["Bruges"])).toHaveLength(m.length);
  });
});

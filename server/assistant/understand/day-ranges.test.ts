import { describe, expect, it } from "vitest";
import { dayRangesAsText } from "./day-ranges";

describe("an itinerary written as day ranges", () => {
  it.each([
    ["Day 1-3 Hanoi, Day 4-6 Hoi An", "Hanoi 3 days, Hoi An 3 days"],
    ["Days 1–2: Lisbon\nDays 3–5: Porto\nthanks!", "Lisbon 2 days, Porto 3 days\nthanks!"],
    ["day 1-4 kyoto day 5-7 osaka, pls", "kyoto 4 days, osaka 3 days, pls"],
    ["Day 1 Siem Reap, Day 2-4 Phnom Penh", "Siem Reap 1 day, Phnom Penh 3 days"],
    ["Day 1-3 Rome, Day 3-5 Florence (travel day shared)", "Rome 3 days, Florence 3 days (travel day shared)"],
  ])("%s", (message, text) => {
    expect(dayRangesAsText(message)).toBe(text);
  });
  it.each([
    "Rome 4 nights, move the Colosseum to day 2",
    "day 2 -> free day",
    "Day 1 free day, Day 2 Versailles",
    "Paris 5 nights. Day 1 Louvre. Day 4 Versailles",
    "Paris 5 nights. Day 1 Louvre, Day 2 Versailles",
  ])("not an itinerary of stays: %s", (message) => {
    expect(dayRangesAsText(message)).toBe(message);
  });
});

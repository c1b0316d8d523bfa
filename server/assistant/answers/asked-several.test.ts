import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { questionsAsked } from "./intent";
import { freeFareOf } from "./transit-cards";
import { findDays } from "./which-day";

// A message that asks several things is answered for each (answer-question.ts joins them); a
// holiday of fixed date names its day of the trip; where fares are free is data.

describe("questionsAsked", () => {
  const several: [string, number][] = [
    ["what's the tipping etiquette at the all inclusives there, do we bring USD or pesos?", 2],
    ["is the Louvre open on Monday? and do we need tickets in advance?", 2],
    ["How do we get from the hotel to the cable car? Is Uber safe?", 2],
    ["what's the weather on day 3? also what should we pack", 2],
  ];
  for (const [m, n] of several) it(`"${m}" asks ${n}`, () => expect(questionsAsked(m, true)).toHaveLength(n));
  const one = [
    "what's the weather on day 2?",
    "is the Louvre open on Monday? can you move it to day 3 then",
    "thanks! what's on day 2?",
    "topkapi palace is shut on tuesdays right? which day is best for it",
  ];
  for (const m of one) it(`"${m}" asks one, or asks a change too`, () => expect(questionsAsked(m, true)).toEqual([]));
});

describe("findDays: holidays of fixed date", () => {
  const trip = ["2026-12-28", "2026-12-29", "2026-12-30", "2026-12-31", "2027-01-01"].map((date) => ({ date }));
  const now = DateTime.fromISO("2026-11-28");
  const said: [string, number][] = [
    ["what's the weather like on new year's eve there?", 4],
    ["will it rain on NYE?", 4],
    ["anything open on new year's day?", 5],
    ["hogmanay forecast?", 4],
  ];
  for (const [m, day] of said) it(`"${m}" is day ${day}`, () => expect(findDays(m, trip, now).days).toEqual([day]));
  it("christmas day outside the trip is a date", () =>
    expect(findDays("weather on christmas day?", trip, now).dates).toEqual(["2026-12-25"]));
  it("the christmas markets name no day", () =>
    expect(findDays("are the christmas markets on?", trip, now)).toEqual({ days: [], dates: [] }));
});

describe("freeFareOf", () => {
  it("a country where fares are free for all", () => expect(freeFareOf("Luxembourg", "LU")).toMatch(/free/));
  it("a town where buses are free", () => expect(freeFareOf("Dunkerque", "FR")).toMatch(/free/));
  it("free to residents only is said so", () => expect(freeFareOf("Tallinn", "EE")).toMatch(/residents/));
  it("elsewhere nothing is said", () => expect(freeFareOf("Paris", "FR")).toBeUndefined());
});

import { describe, expect, it } from "vitest";
import { emptyPlan } from "../plan";
import { holidayAsked } from "./holiday-closures";
import { askAbout, planTrip } from "./testing";
import { travelFact } from "./travel-facts";

// A holiday of fixed date asked about ("is anything open on Christmas Day?") is answered with the
// trip's day on it and what such a day closes; nightly shows and famous walks asked about are
// answered from the facts table; several questions in one message are each answered.

describe("holidayAsked", () => {
  const asked = [
    "is anything even open on Christmas Day?",
    "will museums be closed on new year's day?",
    "are shops shut on xmas eve?",
    "what's on over NYE, anything open late?",
  ];
  for (const m of asked)
    it(`"${m}" asks a holiday's closures`, () =>
      expect(holidayAsked(m.toLowerCase().replace(/'/g, " "))).toBeDefined());
  const not = [
    "are the christmas markets on?",
    "what's the weather on christmas day?",
    "is the louvre open on monday?",
    "is borobudur open on christmas day?",
  ];
  for (const m of not) it(`"${m}" does not`, () => expect(holidayAsked(m.toLowerCase())).toBeUndefined());
});

describe("shows and walks on file", () => {
  const plan = emptyPlan();
  const rows: [string, RegExp][] = [
    ["what time is the light show at Gardens by the Bay?", /7:45 pm/],
    ["when does the Bellagio fountain show start?", /every 15 minutes/],
    ["what time does the eiffel tower sparkle?", /on the hour/],
    ["how hard is the Pico do Arieiro hike really?", /Pico Ruivo/],
  ];
  for (const [m, want] of rows) it(`"${m}"`, () => expect(travelFact(m, plan) ?? "").toMatch(want));
  it("the town of Bellagio on Lake Como is no fountain show", () =>
    expect(travelFact("what time do the ferries to Bellagio run?", plan) ?? "").not.toMatch(/Fountains/));
  it("a visit to the gardens, not its show, is no show row", () =>
    expect(travelFact("how long do we need at Gardens by the Bay?", plan) ?? "").not.toMatch(/Rhapsody/));
});

describe("answered on a trip", () => {
  it("Christmas Day on the trip: its day and what closes", async () => {
    const trip = await planTrip("Vienna Dec 23 to 27, 2 adults from London");
    const a = await askAbout(trip, "is anything even open on Christmas Day?");
    expect(a.text).toMatch(/Day 3/);
    expect(a.text).toMatch(/closed/);
  }, 60_000);
  it("two questions in one message: both answered", async () => {
    const trip = await planTrip("Punta Cana 7 nights from Toronto, Jan 30, 2 adults");
    const a = await askAbout(trip, "what's the tipping etiquette at the resorts, do we bring USD or pesos?");
    expect(a.text).toMatch(/tipping/i);
    expect(a.text).toMatch(/Peso/);
  }, 60_000);
  it("open on a day, and tickets: both answered", async () => {
    const trip = await planTrip("Barcelona 3 nights from Dec 12, 2 adults from Paris. Sagrada Familia is a must");
    const a = await askAbout(trip, "is the Sagrada Familia open on Sunday? and do we need tickets in advance?");
    expect(a.text).toMatch(/open|hours/i);
    expect(a.text).toMatch(/ticket|book/i);
  }, 60_000);
});

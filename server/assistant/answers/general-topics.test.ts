import { describe, expect, it } from "vitest";
import { generalAnswer } from "./general";

// What Lotus can say without data of its own: the country's currency (ISO 4217 by country),
// whether the aurora is likely from latitude and the trip's months, and ride-hailing and rainy
// seasons said honestly, never guessed.

const reykjavik = { name: "Reykjavík", lat: 64.1, lng: -21.9, kind: "city" as const, country: "Iceland" };
const lisbon = { name: "Lisbon", lat: 38.7, lng: -9.1, kind: "city" as const, country: "Portugal" };

describe("general answers", () => {
  it("names the local currency from the country code", () => {
    expect(generalAnswer({ topic: "currency", place: { ...lisbon, country_code: "PT" } }).text).toMatch(/Euro \(EUR\)/);
    const prague = {
      name: "Prague",
      lat: 50.1,
      lng: 14.4,
      kind: "city" as const,
      country: "Czechia",
      country_code: "CZ",
    };
    expect(generalAnswer({ topic: "currency", place: prague }).text).toMatch(/Koruna \(CZK\)/i);
    // No code: no currency named, never a made-up one.
    expect(generalAnswer({ topic: "currency", place: lisbon }).text).not.toMatch(/\([A-Z]{3}\)/);
  });

  it("the aurora: likely far north in the dark months, not in summer, not at Lisbon's latitude", () => {
    expect(generalAnswer({ topic: "aurora", place: reykjavik, months: [2] }).text).toMatch(/aurora is possible/);
    expect(generalAnswer({ topic: "aurora", place: reykjavik, months: [6] }).text).toMatch(/too few of them/);
    expect(generalAnswer({ topic: "aurora", place: lisbon, months: [2] }).text).toMatch(/very rarely seen/);
  });

  it("ride-hailing and rainy seasons are said honestly", () => {
    expect(generalAnswer({ topic: "rides", place: lisbon }).text).toMatch(/can't check which ride-hailing apps/);
    const season = generalAnswer({ topic: "season", place: lisbon, year: 2027 }).text;
    expect(season).toMatch(/don't have rainfall figures/);
    expect(season).toMatch(/typical temperature/);
  });
});

describe("the Schengen short-stay rule, however it is asked", () => {
  it.each([
    "how does the schengen 90/180 rule work for a US passport",
    "can i stay 3 months in europe on a uk passport without a visa?",
    "schengen rule - how long can I stay?",
  ])("%s", (text) => {
    const a = generalAnswer({ topic: "visa", place: lisbon, text: text.toLowerCase() }).text;
    expect(a).toMatch(/90 days in any 180-day period/);
  });
  it("a visa asked of one country is not the Schengen rule", () => {
    const a = generalAnswer({ topic: "visa", place: lisbon, text: "do i need a visa for portugal" }).text;
    expect(a).not.toMatch(/180-day/);
  });
});

describe("a town matched by a word of the topic is no subject when a country is named", () => {
  it.each([
    ["what currency do they use in thailand? can I pay in dollars", /Baht \(THB\)/],
    ["do they take pounds in turkey", /Lira \(TRY\)/],
  ])("%s", async (message, want) => {
    const { answerQuestion } = await import("./answer-question");
    const { now, planTrip, tools } = await import("./testing");
    const t = await planTrip("hi");
    const a = await answerQuestion({ message, plan: t.plan, itinerary: t.ctx.itinerary, now, tools: tools() });
    expect(a?.text).toMatch(want);
  });
});

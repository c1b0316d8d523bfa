import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { countryCodeNamed, countryIn, countryPoint } from "./countries";
import { inEnglish } from "./foreign";
import { explainTerms } from "./glossary";
import { timeDifference, utcOffset, zoneOf } from "./time-zone";

// The small reference answers: travel shorthand, time zones from the airport table, countries by
// name from Intl, and questions in other languages put into the English the look-ups read.

describe("explainTerms", () => {
  it("reads any days-and-nights shorthand by its pattern", () => {
    expect(explainTerms("what does 4d3n mean")).toMatch(/4 days and 3 nights/);
    expect(explainTerms("is 5d/4n good value")).toMatch(/5 days and 4 nights/);
    expect(explainTerms("3n4d package")).toMatch(/4 days and 3 nights/);
  });
  it("explains the listing terms, and nothing for words it does not know", () => {
    expect(explainTerms("what does half board mean")).toMatch(/breakfast and one other meal/);
    expect(explainTerms("what is a layover")).toMatch(/wait between two flights/);
    expect(explainTerms("what does bougie mean")).toBeNull();
  });
});

describe("time zones", () => {
  const now = DateTime.fromISO("2026-11-25T10:00:00Z");
  const sydney = { name: "Sydney", lat: -33.87, lng: 151.21, airport: "SYD" };
  const london = { name: "London", lat: 51.51, lng: -0.13, airport: "LHR" };
  it("takes the zone from the airport, else from the town the map finds there", () => {
    expect(zoneOf(sydney)).toBe("Australia/Sydney");
    expect(zoneOf({ name: "Lisbon", lat: 38.72, lng: -9.14 })).toBe("Europe/Lisbon");
  });
  it("says the difference as it stands on the day asked, daylight saving counted", () => {
    // Late November: Sydney is on summer time (UTC+11), London on winter time (UTC+0).
    expect(timeDifference(sydney, london, now)).toMatch(/Sydney\*\* is \*\*11 hours ahead of\*\* London/);
    expect(timeDifference(london, sydney, now)).toMatch(/11 hours behind/);
    expect(timeDifference(london, london, now)).toMatch(/0 hours/);
    // In July the gap is 9 hours.
    expect(timeDifference(sydney, london, DateTime.fromISO("2027-07-01T10:00:00Z"))).toMatch(/9 hours ahead/);
    expect(utcOffset(sydney, now)).toMatch(/UTC\+11/);
  });
});

describe("countries", () => {
  it("a country by its English name, wherever a town of that name is bigger on the map", () => {
    expect(countryCodeNamed("Morocco")).toBe("MA");
    expect(countryCodeNamed("south korea")).toBe("KR");
    expect(countryCodeNamed("Lisbon")).toBeUndefined();
    expect(countryIn("do i need a yellow fever jab for kenya")).toEqual({ code: "KE", name: "Kenya" });
    expect(countryIn("weather in lisbon")).toBeUndefined();
    expect(countryIn("is the tap water safe in mexico city")).toBeUndefined();
    const ma = countryPoint("MA");
    expect(ma?.lat).toBeGreaterThan(25);
  });
});

describe("inEnglish", () => {
  it("puts the deciding words, the question word, the days and the country names into English", () => {
    expect(inEnglish("¿Qué moneda se usa en Marruecos?")).toBe("what currency is used in Morocco?");
    expect(inEnglish("Wie ist das Wetter am zweiten Tag?")).toBe("how ist das weather on day 2?");
    expect(inEnglish("Quel temps fera-t-il à Londres en octobre ?")).toMatch(/^what weather .* in London in october/);
    expect(inEnglish("Was kostet ein Taxi in Deutschland?")).toMatch(/cost .* in Germany/);
    expect(inEnglish("what is the weather?")).toBeNull();
  });
});

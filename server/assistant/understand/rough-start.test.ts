import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { roughStart, startByDefault } from "./rough-start";

// A trip said only roughly ("late june", "over christmas"), or with no date at all, is planned from
// a day said to the traveller, unless the place itself is a guess.

const now = DateTime.fromISO("2026-11-26T10:00:00Z");

describe("a rough time", () => {
  it("is a day in it, the next one to come", () => {
    expect(roughStart("Quito 5 nights in june", now)?.date).toBe("2027-06-10");
    expect(roughStart("late january, 2 of us", now)?.date).toBe("2027-01-22");
    expect(roughStart("early feb please", now)?.date).toBe("2027-02-04");
    expect(roughStart("the 2nd week of april", now)?.date).toBe("2027-04-10");
    expect(roughStart("mid-march 2028", now)?.date).toBe("2028-03-15");
    expect(roughStart("over christmas", now)?.date).toBe("2026-12-20");
    // November is almost over: the next November.
    expect(roughStart("in november", now)?.date).toBe("2027-11-10");
  });
  it("never a verb or a word that only looks like a month", () => {
    expect(roughStart("we may go to Hanoi for 4 nights", now)).toBeUndefined();
    expect(roughStart("a protest march in the old town", now)).toBeUndefined();
  });
  it("never a month that is not when they go", () => {
    expect(roughStart("Hanoi 4 nights, any time except in July", now)).toBeUndefined();
    expect(roughStart("Oslo 3 nights, we went in June last year and loved it", now)).toBeUndefined();
    expect(roughStart("Lima 6 nights, must be back home by the end of October", now)).toBeUndefined();
    expect(roughStart("5 nights in Mar del Plata", now)).toBeUndefined();
    // The month they do go still counts beside one they don't.
    expect(roughStart("not in August, so early September", now)?.date).toBe("2027-09-04");
  });
  it("a season is the middle of it where the trip goes", () => {
    expect(roughStart("Kyoto 5 nights in autumn", now)?.date).toBe("2027-10-10");
    expect(roughStart("Hobart 4 nights in spring", now, true)?.date).toBe("2027-10-10");
  });
  it("a holiday that no day can be taken from is no rough start", () => {
    expect(roughStart("Seville 4 nights over Easter", now)).toBeUndefined();
    expect(roughStart("Taipei 5 nights for Lunar New Year", now)).toBeUndefined();
    expect(roughStart("Bath 3 nights in the school holidays", now)).toBeUndefined();
  });
});

describe("a trip with a place and a length but no date", () => {
  const quito = { name: "Quito", lat: -0.22, lng: -78.51 };
  it("starts in the time said, else two weeks from now, and says so", () => {
    expect(startByDefault(quito, ["quito 5 nights in june"], now)).toMatchObject({ date: "2027-06-10" });
    const plain = startByDefault(quito, ["Quito 5 nights, 2 adults"], now);
    expect(plain?.date).toBe("2026-12-10");
    expect(plain?.note).toMatch(/tell me your dates/);
  });
  it("is asked about when a holiday is said that no day can be taken from", () => {
    expect(startByDefault(quito, ["quito 5 nights over easter"], now)).toBeUndefined();
  });
  it("is asked about when the place is a guess", () => {
    // A name big places far apart share.
    expect(startByDefault({ name: "Santiago", lat: -33.45, lng: -70.66 }, ["santiago 5 nights"], now)).toBeUndefined();
    // A place the traveller never wrote (the map's nearest match).
    expect(startByDefault(quito, ["kito 5 nights"], now)).toBeUndefined();
  });
});

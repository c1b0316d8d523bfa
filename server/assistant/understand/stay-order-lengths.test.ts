import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { findDates, findStays, placesNamed } from "../understand";

// Stops' lengths said by their order in the list, said as "another N", or as a row of numbers
// with the unit once after the last ("3/2/2 nights").

const now = DateTime.fromISO("2026-11-28T12:00:00", { zone: "utc" });
const stays = (text: string) => findStays(text).map((s) => [s.place.name, s.nights]);

describe("stops pointed at by their order", () => {
  it.each([
    [
      "lisbon then porto, 3 nights in the first, 2 in the second, from boston",
      [
        ["Lisbon", 3],
        ["Porto", 2],
      ],
    ],
    [
      "Kyoto and Osaka: the first for 4 nights and the last for 2",
      [
        ["Kyoto", 4],
        ["Osaka", 2],
      ],
    ],
    [
      "Madrid, Seville and Granada. 2 nights at the last one, 3 in the first",
      [
        ["Madrid", 3],
        ["Sevilla", null],
        ["Granada", 2],
      ],
    ],
    [
      "Vienna then Prague, 4 days in the former and 3 in the latter",
      [
        ["Vienna", 3],
        ["Prague", 2],
      ],
    ],
  ])("%s", (text, want) => {
    expect(stays(text)).toEqual(want);
  });
  it("the first week or the first night is no stop", () => {
    expect(stays("Rome and Florence, 10 days, 3 days in the first week")).toEqual([
      ["Rome", null],
      ["Florence", null],
    ]);
    expect(stays("Tokyo and Kyoto, 7 days: museums in the first 3 days")).toEqual([
      ["Tokyo", null],
      ["Kyoto", null],
    ]);
  });
});

describe("more of the list's unit: 'another two'", () => {
  it.each([
    [
      "first Strasbourg for two nights, then Colmar for another two",
      [
        ["Strasbourg", 2],
        ["Colmar", 2],
      ],
    ],
    [
      "Split 3 nights, then Hvar for a further 2",
      [
        ["Split", 3],
        ["Hvar", 2],
      ],
    ],
    [
      "Sydney for 3 nights and Melbourne for another 2.",
      [
        ["Sydney", 3],
        ["Melbourne", 2],
      ],
    ],
  ])("%s", (text, want) => {
    expect(stays(text)).toEqual(want);
  });
  it("another with no count is no length", () => {
    expect(stays("Lisbon 3 nights, then Porto for another trip later")).toEqual([
      ["Lisbon", 3],
      ["Porto", null],
    ]);
  });
});

describe("a row of lengths, the unit once after the last", () => {
  it.each([
    ["Samarkand, Bukhara, Khiva, 3/2/2 nights, from Tashkent on Mar 10", [3, 2, 2], 7, "2027-03-10"],
    ["Bangkok, Chiang Mai: 4/3 nights, leaving Jan 8", [4, 3], 7, "2027-01-08"],
    ["Rome + Naples + Amalfi 3+2+2 nights from May 4", [3, 2, 2], 7, "2027-05-04"],
  ])("%s", (text, each, total, start) => {
    expect(findStays(text).map((s) => s.nights)).toEqual(each);
    expect(findDates(text, now)).toEqual({ nights: total, startDate: start });
  });
  it("a date in figures with no unit after stays a date", () => {
    expect(findDates("Rome 3 nights from 3/2", now).startDate).toBe("2027-03-02");
    expect(findDates("family 2+2, 5 nights", now).nights).toBe(5);
    expect(findDates("Lisbon 4 nights from May 2, a 1/2 day tour to Sintra", now).nights).toBe(4);
  });
});

describe("bare counts after the names, the unit said first for the whole trip", () => {
  it.each([
    ["10 nights: Split 3, Hvar 3, Dubrovnik 4", [3, 3, 4]],
    ["12 nights in all. Hanoi 4, Hoi An 5, Saigon 3", [4, 5, 3]],
    ["7 nights: Panajachel on Lake Atitlan 3, Flores 4", [3, 4]],
  ])("%s", (text, each) => {
    expect(findStays(text).map((s) => s.nights)).toEqual(each);
  });
  it("a place in a stop named with no count after it gives none", () => {
    expect(findStays("7 nights: Panajachel on Lake Atitlan, then Flores").map((s) => s.nights)).toEqual([null, null]);
  });
});

describe("an island's nights said 'on' it", () => {
  it.each([
    [
      "2 nights in Athens and 5 on Naxos",
      [
        ["Athens", 2],
        ["Náxos", 5],
      ],
    ],
    [
      "Athens 3 nights then a week on Crete",
      [
        ["Athens", 3],
        ["Crete", 7],
      ],
    ],
    [
      "Heraklion 2 nights, 4 nights on Mykonos",
      [
        ["Heraklion", 2],
        ["Mykonos", 4],
      ],
    ],
  ])("%s", (text, want) => {
    expect(stays(text)).toEqual(want);
  });
  it("'on' a weekday or a road names no stop", () => {
    expect(placesNamed("Rome 3 nights then 2 on Friday, 1 on the road").map((n) => n.place.name)).toEqual(["Rome"]);
  });
});

describe("numbers that are no stop lengths", () => {
  it("two lengths a step apart are 'this or that', not two stops added up", () => {
    for (const text of ["Rome 3/4 days in May", "Rome 2/3 nights then Florence 2 nights"]) {
      const d = findDates(text, now);
      expect([5, 6, 7]).not.toContain(d.nights);
    }
  });
  it("a day of the month is no stop's order", () => {
    expect(stays("Rome then Florence, we land at 10 on the 1st.").flat()).not.toContain(10);
    expect(stays("Lisbon and Porto, the 1st-5th of May").flat()).not.toContain(5);
  });
  it("'on holiday' names no island", () => {
    expect(placesNamed("2 weeks on holiday in Spain").map((p) => p.place.name)).not.toContain("Holiday");
  });
});

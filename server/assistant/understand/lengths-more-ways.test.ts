import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { read } from "../testing/read";
import { findDates } from "../understand";

// Lengths and starts said in more ways (numbers, 2026-11-28): a week named by its kind, the
// nights before a name with the bed between, a share of the trip's nights, a dash opening a list
// of lengths, a bracket after a name, a bare count at a later mention, the arrival day.

const now = DateTime.fromISO("2026-11-25T10:00:00Z");
const stays = (...messages: string[]) => read(...messages).plan.stays.map((s) => `${s.place.name}:${s.nights ?? "?"}`);

describe("a week named by its kind", () => {
  it.each([
    "Ski week in Whistler from Jan 9",
    "Luxury week in Mauritius for our anniversary",
    "Dolomites hiking week in July",
    "a slow week in Kyoto in April",
    "beach week in the Algarve, 2 adults",
  ])("%s: six nights", (text) => {
    expect(findDates(text, now).nights).toBe(6);
  });
  it.each([
    "Paris fashion week, 2 of us",
    "next week in Rome",
    "Holy Week in Seville",
    "the week of the 10th in Lisbon",
    "ski week 5 nights in Verbier",
  ])("%s: no week's length", (text) => {
    expect(findDates(text, now).nights === 6).toBe(false);
  });
});

describe("nights before a name with the bed between", () => {
  it.each([
    ["2 nights in Petra then 1 night at a camp in Wadi Rum", ["Petra:2", "Wadi Rum:1"]],
    [
      "Kochi 2 nights, then Munnar 3 nights, then one night on a houseboat in Alleppey",
      ["Kochi:2", "Munnar:3", "Alappuzha:1"],
    ],
    ["3 nights in Marrakech and 2 nights in a riad in Fes", ["Marrakech:3", "Fès:2"]],
  ])("%s", (text, want) => {
    expect(stays(text)).toEqual(want);
  });
});

describe("a share of the trip's nights", () => {
  it.each([
    ["Athens → Paros → Milos by ferry, 10 nights total with 3 of them in Athens", "Athens:3", 10],
    ["Hanoi, Hue, Hoi An. 12 nights, 5 of those in Hoi An", "Hội An:5", 12],
    ["Florence then Siena then Lucca, 10 days, 4 of them in Florence", "Florence:3", 9],
  ] as const)("%s", (text, stay, total) => {
    const { plan } = read(text);
    expect(plan.stays.map((s) => `${s.place.name}:${s.nights ?? "?"}`)).toContain(stay);
    expect(plan.nights).toBe(total);
  });
  it("a count of people is no share", () => {
    expect(stays("Rome then Naples, 6 nights, 2 of us in Rome for a concert")).not.toContain("Rome:2");
  });
});

describe("lengths after a route, opened by a dash", () => {
  it.each([
    ["Oslo to Bergen on the train — 2 nights Oslo, 3 nights Bergen — no flights", ["Oslo:2", "Bergen:3"]],
    ["Lisbon to Porto by train – 4 nights Lisbon, 2 nights Porto – from Dublin", ["Lisbon:4", "Porto:2"]],
    ["Vienna to Budapest - 3 nights Vienna, 2 nights Budapest", ["Vienna:3", "Budapest:2"]],
  ])("%s", (text, want) => {
    expect(stays(text)).toEqual(want);
  });
});

describe("a length after a bracket that closes after the name", () => {
  it.each([
    ["Perth (the Scottish one) 2 nights then Pitlochry 2 nights", ["Perth:2", "Pitlochry:2"]],
    ["Cordoba (the Spanish one) 2 nights then Seville 3 nights", ["Córdoba:2", "Seville:3"]],
  ])("%s", (text, want) => {
    expect(stays(text)).toEqual(want);
  });
});

describe("a bare count at a stop's later mention", () => {
  it.each([
    ["Lisbon and Porto next spring, 4 nights in Lisbon and then 3 in Porto", ["Lisbon:4", "Porto:3"]],
    ["Hoi An and Hue in March, roughly 4 nights in Hoi An and 2 in Hue", ["Hội An:4", "Huế:2"]],
    ["Seville and Granada in April, so 3 nights in Seville, 2 in Granada", ["Seville:3", "Granada:2"]],
  ])("%s", (text, want) => {
    expect(stays(text)).toEqual(want);
  });
  it("a table for two is no stay's nights", () => {
    expect(stays("Rome and Naples, a table for 2 in Naples on the last night")).not.toContain("Naples:2");
  });
});

describe("the day they arrive, said after an event's day", () => {
  it.each([
    ["a friend's wedding in Udaipur on 12 Dec, want to arrive 10 Dec and stay 4 nights", "2026-12-10"],
    ["Marathon in Chicago on Oct 10 2027, landing Oct 8, 4 nights", "2027-10-08"],
    ["a conference in Lisbon on 20 March, arriving 18 March, 5 nights", "2027-03-18"],
  ])("%s", (text, start) => {
    expect(findDates(text, now).startDate).toBe(start);
  });
  it("an arrival after the start is a later stop's", () => {
    expect(findDates("Rome from 3 May, arriving Florence on 6 May", now).startDate).toBe("2027-05-03");
  });
});

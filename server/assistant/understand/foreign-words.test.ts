import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { findDates } from "../understand";
import { findParty } from "../understand-trip";
import { inEnglish } from "./foreign-words";

// Requests in other languages, read through a small word table, not a translation.

const now = DateTime.fromISO("2026-11-25T10:00:00Z");
const dates = (text: string) => findDates(inEnglish(text), now);
const party = (text: string) => findParty(inEnglish(text));

describe("dates, lengths and party in other languages", () => {
  it("French", () => {
    expect(dates("Lyon, 2 nuits du 12 au 14 mars")).toEqual({ nights: 2, startDate: "2027-03-12" });
    expect(party("nous sommes trois, depuis Paris").adults).toBe(3);
  });
  it("Portuguese", () => {
    expect(dates("Salvador 3 noites, de 10 a 13 de fevereiro")).toEqual({ nights: 3, startDate: "2027-02-10" });
    expect(party("eu e meu marido").adults).toBe(2);
  });
  it("Spanish", () => {
    expect(dates("Cusco del 4 al 8 de mayo")).toEqual({ nights: 4, startDate: "2027-05-04" });
    expect(party("vamos en pareja").adults).toBe(2);
  });
  it("German", () => {
    expect(dates("Wien, 3 Nächte vom 5. bis 8. Februar")).toEqual({ nights: 3, startDate: "2027-02-05" });
    expect(party("zwei Erwachsene und ein Kind (7)")).toMatchObject({ adults: 2, children: [7] });
  });
  it("Indonesian and Vietnamese", () => {
    expect(dates("Bandung 3 malam, 6-9 Januari")).toEqual({ nights: 3, startDate: "2027-01-06" });
    expect(party("berdua saja").adults).toBe(2);
    expect(dates("Đà Lạt 2 đêm 12-14/12")).toEqual({ nights: 2, startDate: "2026-12-12" });
    expect(party("3 người").adults).toBe(3);
  });
  it("English is left as it is", () => {
    const text = "Any kind of hotel in Chiang Mai on Mon 5 Dec, 3 sleeps";
    expect(inEnglish("Lisbon 4 nights, 12/3-12/10, me and ma")).toBe("Lisbon 4 nights, 12/3-12/10, me and ma");
    expect(inEnglish(text)).toBe("Any kind of hotel in Chiang Mai on Mon 5 Dec, 3 nights");
  });
});

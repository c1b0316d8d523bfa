import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { read } from "../testing/read";
import { findDates } from "../understand";
import { datesAsWritten } from "./dates-written";

// Dates written the European way, taken back in the same message, or a baby's age in months.

const now = DateTime.fromISO("2026-11-26T10:00:00Z", { zone: "utc" });
const dates = (message: string) => findDates(message, now);

describe("dates as travellers write them", () => {
  it("the day first, with dots", () => {
    expect(dates("Wien 2 Nächte ab 05.03.2027, zu zweit").startDate).toBe("2027-03-05");
    expect(dates("Hamburg 20.-23. Januar")).toEqual({ startDate: "2027-01-20", nights: 3 });
  });
  it("the date said last, when one is taken back", () => {
    expect(dates("Oslo from Jan 9... sorry, from Jan 12, 3 nights").startDate).toBe("2027-01-12");
    expect(dates("Lima 3-8 March, wait no, 4-9").startDate).toBe("2027-03-04");
    expect(dates("Rome, 14 Feb, actually 15 Feb, 2 nights").startDate).toBe("2027-02-15");
  });
  it("a baby's months are no date", () => {
    expect(dates("our son is coming too (7 months)").startDate).toBeUndefined();
    expect(dates("plus our 9 months old daughter").startDate).toBeUndefined();
    expect(dates("we're both in our 40s, thinking Porto on 3 May").startDate).toBe("2027-05-03");
  });
  it("a date turned down is no start nor a range's end", () => {
    expect(dates("oops, the 21st of April not the 12th")).toEqual({ startDate: "2027-04-21" });
    expect(dates("Seoul from May 3rd, not May 1, for 4 nights")).toEqual({ startDate: "2027-05-03", nights: 4 });
    expect(dates("Nice from 9 June rather than 6 June, 3 nights")).toEqual({ startDate: "2027-06-09", nights: 3 });
    // (Not a date: a length, a grade.)
    expect(dates("Paris May 3, not 2 nights but 3 nights").startDate).toBe("2027-05-03");
    expect(dates("not 12th-grade kids, Paris May 3 to May 6")).toEqual({ startDate: "2027-05-03", nights: 3 });
  });
  it("the last day said with its weekday, or after leaving, with no month", () => {
    expect(dates("arriving Fri 4 Dec, leaving Mon 7th")).toEqual({ startDate: "2026-12-04", nights: 3 });
    expect(dates("Rome from 4 Dec until 9th")).toEqual({ startDate: "2026-12-04", nights: 5 });
    expect(dates("Oslo Sat 12 Dec, flying home Tue 15th")).toEqual({ startDate: "2026-12-12", nights: 3 });
    // (A birthday, an ordinal of anything else: no end.)
    expect(dates("Rome 4 Dec for my 30th birthday")).toEqual({ startDate: "2026-12-04" });
    expect(dates("Lisbon Fri 4 Dec, for 2 nights, my 40th")).toEqual({ startDate: "2026-12-04", nights: 2 });
  });
  it("leaves ordinary messages alone", () => {
    expect(datesAsWritten("budget 3.5k for 2 adults")).toBe("budget 3.5k for 2 adults");
    expect(dates("Oslo. 4 nights. kids 5+8. Jan 9.").startDate).toBe("2027-01-09");
    expect(datesAsWritten("Paris 4 nights, sorry I meant Lyon")).toBe("Paris 4 nights, sorry I meant Lyon");
    expect(datesAsWritten("I'm sorry, we go 3 March")).toBe("I'm sorry, we go 3 March");
    expect(dates("Lisbon in 4 months, 5 nights").startDate).not.toBeUndefined();
  });
});

describe("a length taken back in the same message", () => {
  it.each([
    ["Paris 3 jours, oops I mean 3 days, from Brussels", 2],
    ["Rome 3 nights, sorry, make that 4 nights, from Leeds", 4],
    ["Rome 3 nights, wait no, 5 nights", 5],
    ["Oslo 6 nights... actually 4 nights", 4],
  ])("%s: %i nights", (message, nights) => {
    expect(read(message).plan.nights).toBe(nights);
  });
  it.each([
    "Lisbon 3 nights, actually Porto 2 nights too",
    "Lisbon 3 nights, sorry for the long message, then Porto 2 nights",
  ])("%s: both lengths kept (another stop's)", (message) => {
    expect(read(message).plan.nights).toBe(5);
  });
});

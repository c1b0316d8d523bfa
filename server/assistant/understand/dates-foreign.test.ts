import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { findDates } from "../understand";
import { foreignDates } from "./dates-foreign";

// Dates in French, Spanish, Portuguese, Italian, Dutch and German, and the English ones they sit
// beside: ranges with the month once, weekdays before a day, two days side by side.

const now = DateTime.fromISO("2026-11-26T10:00:00Z", { zone: "utc" });
const dates = (message: string) => findDates(message, now);

describe("a range of days in another language", () => {
  it.each([
    ["Bruxelles du samedi 5 décembre au lundi 7, pour deux", "2026-12-05", 2],
    ["Barcelone du 12 au 15 avril", "2027-04-12", 3],
    ["Cusco del 5 al 9 de mayo, somos tres", "2027-05-05", 4],
    ["Lisboa de 18 a 22 de maio, casal", "2027-05-18", 4],
    ["Roma dal 3 al 6 marzo", "2027-03-03", 3],
    ["Londen van 18 t/m 22 februari, 2 volwassenen", "2027-02-18", 4],
    ["Kopenhagen mit dem Zug, vom 2. bis 7. Januar", "2027-01-02", 5],
  ])("%s", (text, start, nights) => {
    expect(dates(text)).toEqual({ startDate: start, nights });
  });
  it("a single day with its month", () => {
    expect(dates("Paris le 1er mars, 3 nuits").startDate).toBe("2027-03-01");
    expect(dates("Madrid el sábado 12 de diciembre").startDate).toBe("2026-12-12");
  });
  it("leaves words that are no dates alone", () => {
    expect(foreignDates("Mar del Plata 3 noches")).toBe("Mar del Plata 3 noches");
    expect(foreignDates("3 a 4 noches en Lima")).toBe("3 a 4 noches en Lima");
    expect(foreignDates("Mai Chau 2 nights, 4 people")).toBe("Mai Chau 2 nights, 4 people");
  });
});

describe("English dates beside other numbers", () => {
  it("a day with its ordinal after a sentence's stop", () => {
    expect(dates("Sydney 4 nights, kids 3 and 10. Jan 3rd").startDate).toBe("2027-01-03");
    expect(dates("Mombasa 4 nights, our boys 7 and 10. December 19").startDate).toBe("2026-12-19");
    expect(dates("Utrecht, kids 4 and 9. September 12, 3 nights").startDate).toBe("2027-09-12");
  });
  it("'for a week' is how long, not a week from now", () => {
    expect(dates("Singapore (3 nights) before Bali for a week, starting Jan 3").startDate).toBe("2027-01-03");
    expect(dates("Crete for a couple of weeks from 4 May").startDate).toBe("2027-05-04");
  });
  it("two days side by side: the first is the start", () => {
    expect(dates("Bath, two nights. The 15th and 16th of January.")).toEqual({ startDate: "2027-01-15", nights: 2 });
    expect(dates("York on the 3rd and 4th of March").startDate).toBe("2027-03-03");
    expect(dates("kids 3 and 10, from March 2").startDate).toBe("2027-03-02");
  });
});

describe("days and nights in the words of other languages", () => {
  it.each([
    ["Manali 5 din ka trip, Delhi se Volvo bus", 4],
    ["Bali 3 hari, from KL", 2],
    ["Boracay 4 araw, barkada trip", 3],
    ["Roma 4 notti", 4],
    ["Lisboa 3 noites", 3],
    ["Parijs 5 dagen", 4],
    ["Langkawi 2 malam", 2],
  ])("%s: %i nights", (text, nights) => {
    expect(dates(text).nights).toBe(nights);
  });
  it("an English word that is a unit elsewhere, with no count, is none", () => {
    expect(dates("over the din of the market").nights).toBeUndefined();
  });
});

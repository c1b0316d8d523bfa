import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { asianCounts } from "../number-words";
import { findDates, findEdit } from "../understand";
import { foreignDates } from "./dates-foreign";

// Dates and lengths as more of the world writes them: short and Indonesian, Swahili, Turkish
// month names, "the 4th o December", "12月20日", "3泊", "siku 3", "dia 10/12" (a day first).

const now = DateTime.fromISO("2026-11-28T12:00:00", { zone: "utc" });
const start = (text: string) => findDates(text, now).startDate;

describe("month names in more languages, and their short forms", () => {
  it.each([
    ["Jogja 4 days from Jakarta, 22 Des, 2 orang", "2026-12-22"],
    ["Bali 5 malam mulai 3 Januari", "2027-01-03"],
    ["safari ya Mara, tarehe 5 Desemba", "2026-12-05"],
    ["Antalya 4 gece, 20 Aralık", "2026-12-20"],
    ["Lyon du 5 déc. au 8", "2026-12-05"],
    ["Sevilla 3 noches desde el 14 dic", "2026-12-14"],
    ["Hamburg ab 7 Okt", "2027-10-07"],
  ])("%s", (text, want) => {
    expect(start(text)).toBe(want);
  });
  it("a short form that is a word, with a word after it, is no month", () => {
    expect(foreignDates("il est un des 5 des meilleurs")).toBe("il est un des 5 des meilleurs");
  });
});

describe("'of' as the Scots and the Irish say it", () => {
  it.each([
    ["we'll drive up frae Glasgow on the 4th o December", "2026-12-04"],
    ["arrivin the 5th o' May", "2027-05-05"],
    ["Galway from the 12th o January, 3 nights", "2027-01-12"],
  ])("%s", (text, want) => {
    expect(start(text)).toBe(want);
  });
  it("'o' after a number and before no month is left alone", () => {
    expect(start("3 nights, 2 o us, cheap")).toBeUndefined();
  });
});

describe("dates and lengths the Japanese, Chinese and Korean way", () => {
  it.each([
    ["Seoul 3泊 from Osaka, 12/20スタート", { nights: 3, startDate: "2026-12-20" }],
    ["京都 3泊4日 12月20日から", { nights: 3, startDate: "2026-12-20" }],
    ["서울 3박 12월 5일 출발", { nights: 3, startDate: "2026-12-05" }],
    ["上海 5天", { nights: 4 }],
  ])("%s", (text, want) => {
    expect(findDates(text, now)).toEqual(want);
  });
  it("a day of the month alone is no length", () => {
    expect(asianCounts("12月20日")).toBe("12月20日");
  });
});

describe("lengths said before their number (Swahili)", () => {
  it.each([
    ["Maasai Mara siku 3, tarehe 5 Desemba", 2],
    ["Zanzibar usiku 4 from Dar", 4],
    ["Arusha siku 6", 5],
  ])("%s", (text, nights) => {
    expect(findDates(text, now).nights).toBe(nights);
  });
});

describe("a date said after 'day' in another language", () => {
  it("'dia 10/12' from Brazil is the 10th of December", () => {
    expect(findDates("4 nights in Buenos Aires, day 10/12", now, undefined, "day").startDate).toBe("2026-12-10");
  });
  it("a day of the trip stays no date", () => {
    expect(findDates("make day 5 a lazy day", now).startDate).toBeUndefined();
  });
});

describe("a swap of days, a date given as its reason", () => {
  it.each(["swap days 2 and 4 — rain forecast for the 9th", "swap the days 2 & 4 please", "swap day 2 with day 4"])(
    "%s",
    (text) => {
      expect(findEdit(text)).toEqual({ kind: "swap", a: 2, b: 4 });
    },
  );
  it("a swap of something else is no swap of days", () => {
    expect(findEdit("swap the hotel for one near the station")?.kind).not.toBe("swap");
  });
});

describe("a day said after its month, words between", () => {
  it.each([
    ["Seville 3 nights then Granada 3 — first week of April starting the 5th 2027", "2027-04-05"],
    ["in March, arriving on the 12th, 4 nights", "2027-03-12"],
    ["Oslo in June, flying out the 3rd", "2027-06-03"],
  ])("%s", (text, want) => {
    expect(start(text)).toBe(want);
  });
  it("'the 2nd week' is no day", () => {
    expect(start("Oslo in June, from the 2nd week on")).toBe("2027-06-10");
  });
});

describe("a day of the trip told its date is no new start", () => {
  it.each([
    "Day 2 is the 14th yeah? put a romantic dinner on that night",
    "so the 15th will be day 3?",
    "day 3 falls on saturday, right?",
  ])("%s", (text) => {
    expect(findDates(text, now, "2027-02-12").startDate).toBeUndefined();
  });
  it("a start said plainly still moves", () => {
    expect(findDates("can we start on the 14th instead", now, "2027-02-12").startDate).toBe("2027-02-14");
  });
});

describe("a count of people after a month is no day of it", () => {
  it.each([
    ["Okavango Delta 4 nights, from Maun, Jun, 2 pax", "2027-06-10"],
    ["Rome Dec, 3 of us, 4 nights", "2026-12-10"],
    ["Lisbon in May; 4 adults", "2027-05-10"],
  ])("%s", (text, want) => {
    expect(start(text)).toBe(want);
  });
  it("the day said with its month still counts", () => {
    expect(start("Rome, Dec 12, 2 adults")).toBe("2026-12-12");
  });
});

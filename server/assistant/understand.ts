import * as chrono from "chrono-node";
import { DateTime } from "luxon";
import { interestsSaidIn, ZInterest } from "../../common/travel/place-kinds";
import { normalize } from "../travel/geo/cities";
import { type GeocodeResult, geocode } from "../travel/geo/gazetteer";
import { cardinalWords, ordinalDays, spokenNumbers } from "./number-words";
import type { Interest, PlaceRef } from "./plan";
import { type DateOrder, dateOrderOf, dayFirstDates, hasTwoWayDate } from "./understand/dates-order";
import { datesAsWritten, FOREIGN_DAYS, FOREIGN_NIGHTS } from "./understand/dates-written";
import { withoutOtherClubs } from "./understand/not-nightlife";
import { findDateShift, findStartDay, type StaysChange } from "./understand/trip-edits";
import { breaksName, nameBreaks, WAY_THERE } from "./understand/words";
import { findFood } from "./understand-trip";

// Plain English to the facts a trip plan needs. Each finder returns what it found or undefined;
// the planner decides what changes.

const numberWords: Record<string, number> = { a: 1, an: 1, ...cardinalWords, couple: 2, few: 3 };
const num = (w: string): number | undefined => (/^\d+$/.test(w) ? Number(w) : numberWords[w.toLowerCase()]);

const months = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
  "jan",
  "feb",
  "mar",
  "apr",
  "jun",
  "jul",
  "aug",
  "sep",
  "sept",
  "oct",
  "nov",
  "dec",
];
// Words that follow "in"/"to" but are never the place meant.
const notPlaces = new Set([
  ...months,
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
  "spring",
  "summer",
  "autumn",
  "fall",
  "winter",
  "the",
  "a",
  "my",
  "me",
  "us",
  "you",
  "them",
  "him",
  "her",
  "our",
  "it",
  "do",
  "go",
  "see",
  "eat",
  "visit",
  "stay",
  "plan",
  "travel",
  "find",
  "take",
  "have",
  "be",
  "get",
  "make",
  "add",
  "swap",
  "change",
  "days",
  "day",
  "week",
  "weeks",
  "night",
  "nights",
  "weekend",
  "budget",
  "mind",
  "total",
  "town",
  "city",
  "there",
  "here",
  "near",
  "around",
  "march",
  "may",
  "hotel",
  "hotels",
  "flights",
  "flight",
  "museum",
  "museums",
  "and",
  "or",
  "from",
  "for",
  "with",
  "next",
  "this",
  "that",
  "dinner",
  "lunch",
  "breakfast",
  "bed",
  "between",
  "order",
  "them",
  "somewhere",
  "someplace",
  "warm",
  "cheap",
  "europe",
  "asia",
  "africa",
]);

export function toRef(g: GeocodeResult): PlaceRef {
  return {
    name: g.name,
    country: g.country,
    country_code: g.country_code,
    lat: g.lat,
    lng: g.lng,
    airport: g.airports[0]?.code ?? null,
  };
}

// Words that end a place's name in a sentence ("Lisbon from Boston", "Paris for 3 days").

// Look-ups tried per message by each finder: a real request names its places in the first few
// "to X" or capitalised phrases, while a 4,000-character message of made-up names would ask the
// gazetteer thousands of times (issue 21). Past this, the message is read as naming no place.
const maxLookups = 40;
/** How much of a message is searched for places and sights. */
export const readChars = 1200;

function accept(phrase: string): PlaceRef | undefined {
  const g = geocode(phrase);
  if (!g) return undefined;
  // A misspelling is accepted only for a word long enough to be a name, not "in May".
  if (g.matched_by === "fuzzy" && phrase.length < 6) return undefined;
  if (g.matched_by === "country") return undefined;
  return toRef(g);
}

/** The place named after one of `triggers` ("to Lisbon", "in Kyoto"), longest name first. */
function placeAfter(text: string, triggers: RegExp): PlaceRef | undefined {
  const words = text
    .replace(/[!?.;:()"]/g, " ")
    .split(/\s+/)
    .filter(Boolean);
  let tried = 0;
  for (let i = 0; i < words.length && tried < maxLookups; i++) {
    if (!triggers.test(words[i]?.toLowerCase() ?? "")) continue;
    const first = normalize(words[i + 1] ?? "");
    if (!first || notPlaces.has(first) || /^\d/.test(first)) continue;
    let end = i + 1;
    while (end < words.length && end - i <= 4 && (end === i + 1 || !breaksName(normalize(words[end] ?? "")))) end++;
    for (let n = end - i - 1; n >= 1 && tried < maxLookups; n--, tried++) {
      const phrase = words
        .slice(i + 1, i + 1 + n)
        .join(" ")
        .replace(/,$/, "");
      const found = accept(phrase);
      if (found) return found;
    }
  }
  return undefined;
}

/** A place named anywhere as a capitalised name ("Singapore on March 3"), exact names only. */
export function namedPlace(text: string, except?: string): PlaceRef | undefined {
  const runs = text.match(/\b[A-Z][\p{L}'’-]+(?:\s+[A-Z][\p{L}'’-]+){0,2}/gu) ?? [];
  let tried = 0;
  for (const run of runs) {
    const words = run.split(/\s+/);
    for (let n = words.length; n >= 1; n--) {
      for (let start = 0; start + n <= words.length; start++) {
        const phrase = words.slice(start, start + n).join(" ");
        if (notPlaces.has(normalize(phrase)) || phrase.length < 3) continue;
        if (++tried > maxLookups) return undefined;
        const g = geocode(phrase);
        // Without a "to"/"in" before it, a capitalised word is a place only if it is a sizeable
        // one: "Can you help" must not send anyone to Çan.
        const sizeable = g && (g.population >= (n === 1 ? 100_000 : 20_000) || g.matched_by === "alias");
        if (g && sizeable && g.name !== except && (g.matched_by === "name" || g.matched_by === "alias"))
          return toRef(g);
      }
    }
  }
  return undefined;
}

export function findDestination(text: string): PlaceRef | undefined {
  return placeAfter(text, /^(to|in|visit|visiting|explore|exploring|around|at|about|of)$/);
}

export function findOrigin(text: string): PlaceRef | undefined {
  return placeAfter(text, /^(from|leaving|departing)$/);
}

/** A whole message that is only a place ("Lisbon", "Paris, France"), as a short answer. */
export function wholePlace(text: string): PlaceRef | undefined {
  const t = text
    .trim()
    .replace(/[.!]$/, "")
    .replace(/[,\s]+(please|thanks|thank you|instead|then)$/i, "")
    .replace(/^(let'?s go to|how about|what about|maybe|ok|okay)\s+/i, "");
  if (t.split(/\s+/).length > 4 || notPlaces.has(normalize(t))) return undefined;
  const g = geocode(t.replace(/^(i'?m |i am |we'?re |we are )?(in|at|from|to)\s+/i, ""));
  return g ? toRef(g) : undefined;
}

export type DateFinding = { startDate?: string; nights?: number };

// chrono takes about 30 ms per 1,000 characters, all of it blocking the server (issue 21): it
// reads a window from the first word that can start a date, long enough for "from the 10th of
// March to Sunday the 17th" and whatever a traveller writes around it.
const dateWindowChars = 300;
const dateStart = new RegExp(
  `\\d|\\b(${months.join("|")}|mon|tue|wed|thu|fri|sat|sun|today|tonight|tomorrow|next|this|weekend|christmas|easter)`,
  "i",
);
function dateWindow(text: string): string {
  const at = text.search(dateStart);
  if (at < 0) return "";
  const from = Math.max(0, at - 20);
  return text.slice(from, from + dateWindowChars);
}

const monthAbbr = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * Numeric ranges chrono does not read: "12/3-12/10" (month first, as in the US) and "03/04/27 -
 * 10/04/27" (day first, as in the UK): whichever reading makes a trip of a month or less, and
 * where both do, the writer's own custom (`order`; the month first when it is not known).
 */
function numericRanges(text: string, order?: DateOrder): string {
  return text.replace(
    /\b(\d{1,2})\/(\d{1,2})(?:\/(\d{2,4}))?\s*(?:-|–|to|until|till)\s*(\d{1,2})\/(\d{1,2})(?:\/(\d{2,4}))?\b/,
    (all, a, b, y1, c, d, y2) => {
      const year = y1 ?? y2;
      const full = year ? ` ${String(year).length === 2 ? `20${year}` : year}` : "";
      const span = (m1: number, d1: number, m2: number, d2: number) => {
        if (m1 < 1 || m1 > 12 || m2 < 1 || m2 > 12 || d1 < 1 || d1 > 31 || d2 < 1 || d2 > 31) return Number.NaN;
        const n = (m2 - m1) * 30.5 + (d2 - d1);
        return n < 0 ? n + 366 : n;
      };
      const us = span(Number(a), Number(b), Number(c), Number(d));
      const uk = span(Number(b), Number(a), Number(d), Number(c));
      const usFits = us > 0 && us <= 31;
      const ukFits = uk > 0 && uk <= 31;
      const dayFirst = order === "day" ? ukFits || !usFits : !usFits && ukFits;
      const [m1, d1, m2, d2] = dayFirst ? [b, a, d, c] : [a, b, c, d];
      const first = monthAbbr[Number(m1) - 1];
      const second = monthAbbr[Number(m2) - 1];
      return first && second ? `${first} ${Number(d1)}${full} - ${second} ${Number(d2)}${full}` : all;
    },
  );
}

const MONTH_RE =
  "(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";
// A weekday's name or its short form, not any word it begins ("3 mates. 9-14 sept").
const WEEKDAY_RE =
  "(?:(?:mon(?:day)?|tue(?:s(?:day)?)?|wed(?:s|nesday)?|thu(?:r(?:s(?:day)?)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)\\.?\\s+)";
const dayRange = new RegExp(
  `\\b${WEEKDAY_RE}?(?:the\\s+)?(\\d{1,2})(st|nd|rd|th)?\\s*(?:-|–|to|until|till|through|thru)\\s*${WEEKDAY_RE}?(?:the\\s+)?(\\d{1,2})(st|nd|rd|th)?(?:\\s+(?:of\\s+)?${MONTH_RE}\\b)?`,
  "i",
);
const monthIndex = (m: string) => monthAbbr.findIndex((a) => a.toLowerCase() === m.slice(0, 3).toLowerCase());

/**
 * Day ranges with the month once, at the end or nowhere, that chrono reads as one day: "the 3rd to
 * the 8th of March", "Fri 4th to Mon 7th Dec", "Friday the 11th to Monday the 14th of December",
 * "23rd to 27th" (in the month a holiday named says, or the next month with that day to come).
 */
function dayRanges(full: string, now: DateTime): string {
  // "31 Dec to 4 Jan", "28th of December - 3rd of January": both months said, each after its day.
  const text = full.replace(
    new RegExp(
      `\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH_RE}\\b\\s*(?:-|–|to|until|till|through|thru)\\s*(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH_RE}\\b`,
      "i",
    ),
    (all, d1: string, m1: string, d2: string, m2: string) => {
      const a = monthAbbr[monthIndex(m1)];
      const b = monthAbbr[monthIndex(m2)];
      return a && b ? `${a} ${Number(d1)} - ${b} ${Number(d2)}` : all;
    },
  );
  // "the 15th and 16th of January", "on 3 and 4 May": two days side by side, the first the start
  // (and the second where it ends, read after it as "the 16th").
  const paired = text.replace(
    new RegExp(
      `\\b(?:the\\s+)?(\\d{1,2})(st|nd|rd|th)?\\s+(?:and|&)\\s+(?:the\\s+)?(\\d{1,2})(st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH_RE}\\b`,
      "i",
    ),
    (all, a: string, _o1: string | undefined, b: string, _o2: string | undefined, month: string) => {
      const d1 = Number(a);
      const d2 = Number(b);
      const m = monthAbbr[monthIndex(month)];
      if (!m || d1 < 1 || d2 > 31 || d2 <= d1 || d2 - d1 > 3) return all;
      const ord =
        d2 % 10 === 1 && d2 !== 11
          ? "st"
          : d2 % 10 === 2 && d2 !== 12
            ? "nd"
            : d2 % 10 === 3 && d2 !== 13
              ? "rd"
              : "th";
      return `${m} ${d1} and the ${d2}${ord}`;
    },
  );
  return paired.replace(
    dayRange,
    (all, a: string, ord1: string | undefined, b: string, ord2: string | undefined, month?: string) => {
      const d1 = Number(a);
      const d2 = Number(b);
      if (d1 < 1 || d1 > 31 || d2 < 1 || d2 > 31) return all;
      let m2: number;
      if (month) m2 = monthIndex(month);
      else {
        // No month: only days said as days ("23rd to 27th"), never "3-5 people".
        if (!ord1 && !ord2) return all;
        const lower = text.toLowerCase();
        const named = new RegExp(`\\b${MONTH_RE}\\b`).exec(lower.replace(/\bmarch(?:ing)?\s+(?:on|through)\b/g, ""));
        const holiday = /\b(?:christmas|xmas|boxing day|new year|nye|hogmanay)\b/.test(lower)
          ? 11
          : /\bthanksgiving\b/.test(lower)
            ? 10
            : undefined;
        m2 = named?.[1] ? monthIndex(named[1]) : (holiday ?? (d1 > now.day ? now.month - 1 : now.month % 12));
      }
      if (m2 < 0) return all;
      const m1 = d2 < d1 ? (m2 + 11) % 12 : m2;
      return `${monthAbbr[m1]} ${d1} - ${monthAbbr[m2]} ${d2}`;
    },
  );
}

const TRIP_DAY_DATED = new RegExp(
  `\\bday\\s+\\d{1,2}\\s+(?:is|=|will be|would be|should be|falls on|being)\\s+(?:on\\s+)?(?:the\\s+)?(?:${MONTH_RE}\\s+)?(?:\\d{1,2}(?:st|nd|rd|th)?|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\\b|\\b(?:the\\s+)?(?:${MONTH_RE}\\s+)?\\d{1,2}(?:st|nd|rd|th)\\s+(?:is|will be|would be|should be)\\s+day\\s+\\d{1,2}\\b`,
  "gi",
);

/**
 * Numbers that are not dates, blanked (same length, so indexes hold): "day 4" of a trip, "days 2
 * and 4". chrono would read "make day 5 a lazy day" as 5 am.
 */
function notDates(text: string): string {
  return (
    text
      // A part of a day ("the night train", "one night in the ice hotel") is no date of its own;
      // chrono would join it to the real date after it and lose that date's day.
      .replace(/\b(?:night|evening|morning|afternoon|midnight|noon)s?\b/gi, (m) => " ".repeat(m.length))
      // A sum in thousands or millions ("N2.5m", "₹1.5 lakh", "3.2k", "2 million") is money: chrono
      // reads "2.5m" as minutes from now.
      .replace(
        /(?<![\p{L}\d])[\p{Sc}\p{L}]{0,3}\d+(?:[.,]\d+)?\s*(?:k|m|mn|mil|bn|million|millions|lakhs?|crores?)(?![\p{L}\d])/giu,
        (m) => " ".repeat(m.length),
      )
      // An age ("my father, he is 72 years", "kids 7 yrs and 10 yo") is no date: chrono reads
      // "72 years" as 72 years from now.
      .replace(/\b\d{1,3}\s*(?:-\s*)?(?:years?|yrs?|y\.?\s?o\.?)(?:\s*-?\s*old)?\b/gi, (m) => " ".repeat(m.length))
      // "Day 2 is the 14th yeah?", "the 14th will be day 3": a day of the trip told its date, no
      // new start.
      // "Okavango, Jun, 2 pax": a count of people after a comma is no day of the month before it.
      .replace(
        /(?<=[,;]\s*)\d{1,2}\s*(?:pax|people|persons|ppl|adults|kids|children|of us|travell?ers|guests|friends)\b/gi,
        (m) => " ".repeat(m.length),
      )
      // (The month may be in it already, put there from the trip's: "Day 2 is Feb 14th".)
      .replace(TRIP_DAY_DATED, (m) => " ".repeat(m.length))
      // ("dia 10/12", Portuguese "day 10/12" as the translation reads it: a date, left as it is.)
      .replace(
        /\bdays?\s+(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)(?:\s*(?:,|and|&|-|to)\s*\d{1,2})*\b(?!\s*[/.]\s*\d)/gi,
        (m) => " ".repeat(m.length),
      )
  );
}

/**
 * "9 Jan", "14th of February" as "Jan 9", "February 14": chrono reads "from 9 Jan" as nine
 * o'clock and "5 Mar, 2 of us" as March 2nd, but never misreads the month first.
 */
function dayFirst(text: string): string {
  return text.replace(
    new RegExp(
      `\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH_RE}\\b(?!\\s*\\d{1,2}\\b(?!\\s*(?:of us|people|adults|kids|pax|nights?|days?)))`,
      "gi",
    ),
    (all, d: string, m: string) => (Number(d) >= 1 && Number(d) <= 31 ? `${m} ${Number(d)}` : all),
  );
}

/** The nth weekday (1 = Monday) of a month, or the last one when n is -1. */
function nthWeekday(year: number, month: number, weekday: number, n: number): DateTime {
  if (n > 0) {
    const first = DateTime.utc(year, month, 1);
    return first.plus({ days: ((weekday - first.weekday + 7) % 7) + (n - 1) * 7 });
  }
  const last = DateTime.utc(year, month, 1).endOf("month").startOf("day");
  return last.minus({ days: (last.weekday - weekday + 7) % 7 });
}

/** The next date (today or later) of a holiday whose date moves, by its rule. */
function nextHoliday(now: DateTime, rule: (year: number) => DateTime): DateTime {
  const today = now.toISODate() ?? "";
  const thisYear = rule(now.year);
  return (thisYear.toISODate() ?? "") >= today ? thisYear : rule(now.year + 1);
}

/** Holidays chrono does not know, as dates: "Christmas Eve to Boxing Day", "Thanksgiving". */
function namedDays(text: string, now: DateTime): string {
  const on = (d: DateTime) => `${monthAbbr[d.month - 1]} ${d.day} ${d.year}`;
  return text
    .replace(/\bchristmas eve\b/gi, "Dec 24")
    .replace(/\bchristmas(?: day)?\b/gi, "Dec 25")
    .replace(/\bboxing day\b/gi, "Dec 26")
    .replace(/\bnew year'?s eve\b|\bnye\b|\bhogmanay\b/gi, "Dec 31")
    .replace(/\bnew year'?s(?: day)?\b/gi, "Jan 1")
    .replace(/\bthanksgiving\b/gi, () => on(nextHoliday(now, (y) => nthWeekday(y, 11, 4, 4))))
    .replace(/\bmemorial day\b/gi, () => on(nextHoliday(now, (y) => nthWeekday(y, 5, 1, -1))))
    .replace(/\blabou?r day\b/gi, () => on(nextHoliday(now, (y) => nthWeekday(y, 9, 1, 1))))
    .replace(/\b(?:independence day|(?:the )?(?:4th|fourth) of july)\b/gi, "Jul 4");
}

const weekdayNames = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];
/** "thu-sun", "Saturday to Monday": the weekdays a holiday weekend runs over. */
const weekdaySpan =
  /\b(mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?\s*(?:-|–|to|through|thru|till|until)\s*(mon|tue|wed|thu|fri|sat|sun)[a-z]*/i;

/**
 * "Fri-Sun next week", "Monday to Wednesday next week": the days named, in next week (chrono
 * reads the weekdays from today and "next week" as a second date). Only when no day of a month
 * is written. ("Next weekend" is the coming one, as chrono and the weekend reader take it.)
 */
function nextWeekSpan(lower: string, now: DateTime): { startDate: string; nights: number } | undefined {
  const span = weekdaySpan.exec(lower);
  if (!span || !/\bnext week\b/.test(lower)) return undefined;
  if (
    /\b\d{1,2}(?:st|nd|rd|th)?\s*(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}\b|\b\d{1,2}[/.]\d{1,2}\b/.test(
      lower,
    )
  )
    return undefined;
  const w1 = weekdayNames.indexOf((span[1] ?? "").toLowerCase().slice(0, 3)) + 1;
  const w2 = weekdayNames.indexOf((span[2] ?? "").toLowerCase().slice(0, 3)) + 1;
  if (w1 < 1 || w2 < 1) return undefined;
  const from = now
    .startOf("week")
    .plus({ weeks: 1 })
    .plus({ days: w1 - 1 });
  const startDate = from.toISODate();
  return startDate ? { startDate, nights: (w2 - w1 + 7) % 7 || 7 } : undefined;
}

/**
 * "first weekend of December", "the last weekend in March, Fri–Sun": that weekend of the month
 * (this year's, or next year's once it has passed), from the first weekday named to the last.
 */
function nthWeekend(lower: string, now: DateTime): { startDate: string; nights: number } | undefined {
  const m = /\b(first|1st|second|2nd|third|3rd|fourth|4th|last)\s+(long\s+)?weekend\s+(?:of|in)\s+([a-z]+)\b/.exec(
    lower,
  );
  const month = m ? months.indexOf(m[3] ?? "") : -1;
  if (!m || month < 0) return undefined;
  const which = m[1] ?? "";
  const saturdayOf = (year: number) => {
    const first = DateTime.fromObject({ year, month: (month % 12) + 1, day: 1 }, { zone: now.zone });
    const firstSaturday = first.plus({ days: (6 - first.weekday + 7) % 7 });
    const ordinal: Record<string, number> = {
      first: 0,
      "1st": 0,
      second: 1,
      "2nd": 1,
      third: 2,
      "3rd": 2,
      fourth: 3,
      "4th": 3,
    };
    if (which !== "last") return firstSaturday.plus({ weeks: ordinal[which] ?? 0 });
    let last = firstSaturday;
    while (last.plus({ weeks: 1 }).month === first.month) last = last.plus({ weeks: 1 });
    return last;
  };
  let saturday = saturdayOf(now.year);
  if (saturday.plus({ days: 1 }) < now.startOf("day")) saturday = saturdayOf(now.year + 1);
  const span = weekdaySpan.exec(lower);
  let from = saturday;
  let nights = m[2] ? 2 : 1;
  if (span) {
    const w1 = weekdayNames.indexOf((span[1] ?? "").toLowerCase()) + 1;
    const w2 = weekdayNames.indexOf((span[2] ?? "").toLowerCase()) + 1;
    // Friday, Thursday: the days before that Saturday; Sunday, Monday: after it.
    from = saturday.minus({ days: (6 - w1 + 7) % 7 });
    nights = (w2 - w1 + 7) % 7 || 7;
  } else if (m[2]) from = saturday.minus({ days: 1 });
  const startDate = from.toISODate();
  return startDate ? { startDate, nights } : undefined;
}

/** Dates and lengths: "March 10-17", "5 days in May", "next weekend", "a week", "4 nights". */
/**
 * "the 12th", "3rd to 8th", "arriving the 20th": days said with no month, in the month the trip
 * is planned for so far ("Feb 12th"), when the message names no month of its own. A birthday or
 * an anniversary ("my 21st") is no day of the month.
 */
function inMonth(text: string, month: string | undefined): string {
  const known = month ? DateTime.fromISO(month) : undefined;
  if (!known?.isValid || new RegExp(`\\b${MONTH_RE}\\b`, "i").test(text)) return text;
  const abbr = monthAbbr[known.month - 1];
  return text.replace(
    /(?<!\b(?:my|our|his|her|their|your)\s+)\b(?:the\s+)?(\d{1,2})(st|nd|rd|th)\b(?!\s*(?:birthday|bday|anniversary|century|floor|time|place|edition|trip|day|night|week))/i,
    (all, day: string, ord: string) => (Number(day) >= 1 && Number(day) <= 31 && abbr ? `${abbr} ${day}${ord}` : all),
  );
}

/**
 * "the first week of April starting the 5th", "in March, arriving on the 12th": a day said after
 * its month, with words between, put beside its month ("starting April 5th"), where chrono would
 * take the month alone and lose the day.
 */
function dayInMonthSaid(text: string): string {
  return text.replace(
    new RegExp(
      `\\b${MONTH_RE}\\b([^.!?\\d]{0,40}?\\b(?:starting|start|from|beginning|begin|arriving|arrive|leaving|leave|departing|flying(?: out)?)\\s+(?:on\\s+)?)(the\\s+)(\\d{1,2}(?:st|nd|rd|th))\\b(?!\\s+(?:week|weekend|day|night|time|half|floor)s?\\b)`,
      "gi",
    ),
    (all, m: string, between: string, the: string, day: string, at: number, whole: string) =>
      // ("we may leave on the 20th": the verb, not the month.)
      /^may$/i.test(m) &&
      (/\b(?:i|we|you|they|he|she|it|that|who|which|kids?|family)\s+$/i.test(whole.slice(0, at)) ||
        /^\s+(?:be|have|leave|go|arrive|fly|start|come|need|want|travel|depart|head|stay|also|not|only|just|well|even|still)\b/i.test(
          between,
        ))
        ? all
        : `${all.slice(0, all.length - between.length - the.length - day.length)}${between}${m} ${day}`,
  );
}

/**
 * The lengths a message says, as the date reader reads them (findDates): "5d4n", "48 hours", "10
 * days in total", "a week", "3n", "6 noches"; `lower` is the text with prices and rates blanked.
 */
// "3n", "4d", "4 nts", "4 nigths", and the foreign units (dates-written.ts FOREIGN_NIGHTS, FOREIGN_DAYS).
const SHORT_LENGTH = new RegExp(
  `\\b(\\d{1,2})\\s*(d|n|nts|nites?|nigh?ts?|nigths?|nigts?|${FOREIGN_NIGHTS}|${FOREIGN_DAYS})\\b`,
);
// Which of those units count days ("5 días": four nights) and which nights.
const DAY_UNIT = new RegExp(`^(?:d|${FOREIGN_DAYS})$`);
const NIGHT_UNIT = new RegExp(`^(?:n|${FOREIGN_NIGHTS})`);

// (Two numbers or more, each at most three weeks, "12/3 nights" being none: a unit right after.)
const LISTED_LENGTHS =
  /(?<![\d/.+])\b((?:[1-9]|1\d|2[01])(?:\s*[/+]\s*(?:[1-9]|1\d|2[01]))+)(\s*)(nights?|nts|n|days?|d)\b(?![/+]\d)/g;

function lengthsIn(text: string) {
  // "€150 a night", "$80 per day" are prices, not lengths: blanked (same length, so indexes hold).
  const lower = text
    .toLowerCase()
    // "3/2/2 nights", "4+3 nights": each stop's nights in a row, the unit said once after the last;
    // the trip's length is their sum (and "3/2" no date), written in the place the list took.
    .replace(LISTED_LENGTHS, (all, list: string, gap: string, unit: string) => {
      // ("a 1/2 day tour" is half a day.)
      if (/^1\s*\/\s*2$/.test(list)) return all;
      // ("Rome 2/3 nights", "3/4 days": two numbers a step apart are "2 or 3", not two stops.)
      const parts = list.split(/\s*[/+]\s*/).map(Number);
      if (parts.length === 2 && list.includes("/") && parts[1] === (parts[0] ?? 0) + 1) return all;
      const sum = list.split(/\s*[/+]\s*/).reduce((n, x) => n + Number(x), 0);
      return sum > 30 ? all : `${sum}`.padEnd(list.length) + gap + unit;
    })
    .replace(
      /(?:[$€£¥₹]\s*\d[\d,.]*\s*k?|\b\d[\d,.]*\s*k?\s*(?:usd|eur|gbp|dollars?|euros?|pounds?|bucks|quid))\s*(?:a|an|per|\/|each)\s*(?:night|nite|day|person)\b/g,
      (m) => " ".repeat(m.length),
    )
    // "no more than 2 things a day", "3 museums per day", "twice a week": a rate, not a length.
    .replace(
      /\b(?:once|twice|\d+\s+times|(?:\d+|one|two|three|four|five|a few|a couple of|max(?:imum)?)\s+(?:\w+\s+)?(?!days|nights|weeks)[a-z]+s)\s+(?:a|an|per|each|every)\s+(?:day|night|week)\b/g,
      (m) => " ".repeat(m.length),
    );
  // "5d4n", "4d3n": days and nights both said; the nights are the trip's.
  // "3N4D", "2n/3d", as packages write them: nights first.
  const dn =
    /\b(\d{1,2})\s*d\s*(\d{1,2})\s*n\b/.exec(lower) ??
    /\b()(\d{1,2})\s*n(?:ights?)?\s*[/,&+-]?\s*\d{1,2}\s*d(?:ays?)?\b/.exec(lower);
  const hours = /\b(24|36|48|72|96)\s*(?:hours|hrs|h)\b/.exec(lower);
  // "Perth 4 nights then a Margaret River drive, 10 days overall": the whole trip's length.
  const total =
    /\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen)\s+(day|night|week)s?\s+(?:in\s+)?(?:total|altogether|overall|all in)\b/.exec(
      lower,
    ) ??
    /\b(?:total of|in total)\s+(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen)\s+(day|night|week)s?\b/.exec(
      lower,
    );
  const length =
    total ??
    /\b(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|couple|few)(?:\s+|(?<=\d)-)(?:of\s+)?(?:(?:relaxed|relaxing|packed|busy|full|lazy|short|long|whole|more|extra|slow|quiet|chill|proper|quick|good|nice|great|lovely|cheap|luxury|romantic)\s+)?(day|night|nite|week|fortnight)s?\b(?![- ]?trips\b)(?![- ]?trip\b(?<=\b(?:a|an|one)\s+day[- ]?trip))(?!\s+(?:later|earlier|sooner|before|after)\b)/.exec(
      lower,
    ) ??
    /\b(a)\s+(fortnight)\b/.exec(lower) ??
    // "Ski week in Banff", "Luxury week in Bali", "Dolomites hiking week": a week named by its kind,
    // no count before it (not "next week", "fashion week", "Holy Week": only the kinds of a trip).
    /(?<!\b(?:this|next|last|that|the|every|each|per|a|one|of)\s+)\b()(?:(?:ski|skiing|snowboarding?|hiking|walking|trekking|climbing|biking|cycling|beach|surf|surfing|diving|dive|sailing|golf|golfing|luxury|budget|foodie|food|wine|spa|wellness|yoga|relaxing|relaxed|lazy|slow|chill|romantic|honeymoon|family|city|island|safari|road trip|camping)\s+)(week)\b(?!\s*(?:later|earlier|before|after|ago)\b)/.exec(
      lower,
    ) ??
    // "3n", "4d", "4 nts", "4 nigths", "6 noches", "2 Nächte", "3 jours": short, misspelt or foreign units.
    // ("5 din", "3 hari", "4 araw", "6 giorni", "5 dagen"; "2 malam", "3 gabi", "4 notti", "3 noites",
    // "2 nachten", "3 raat": Hindi, Malay, Tagalog, Italian, Dutch, Portuguese days and nights.)
    SHORT_LENGTH.exec(lower);
  return { lower, dn, hours, total, length };
}

/**
 * Whether the message says a trip's length ("4 nights", "5d", "a week", "10 days total", "6
 * noches", "a long weekend"), read as findDates reads it: a price ("€80 a night") or a rate
 * ("2 museums a day") is none. For readers that need only to know a length is said.
 */
export function lengthSaid(message: string): boolean {
  const text = ordinalDays(spokenNumbers(datesAsWritten(message.slice(0, 1500))));
  const { lower, dn, hours, total, length } = lengthsIn(text);
  return !!(dn ?? hours ?? total ?? length) || /\bweekend\b/.test(lower);
}

/**
 * The start and length a message gives. `month`, the trip's start as planned so far (an ISO
 * date), places a day said with no month ("the 12th", "3rd to 8th" after "in March") in that
 * month rather than the next one to come. `order` is how the traveller writes a date in figures
 * (understand/dates-order.ts dateOrderOf of their origin's country: "3/4" is 3 April from
 * Manchester, 4 March from Dallas); without it, the origin this message names says, and failing
 * that the month comes first.
 */
export function findDates(full: string, now: DateTime, month?: string, order?: DateOrder): DateFinding {
  // "from the tenth to the fourteenth of March": days in words as the digits chrono reads.
  // ("rome for for nights", dictated: "for 4 nights".)
  // ("12.02.2027", a date taken back, a baby's months: understand/dates-written.ts.)
  const text = dayInMonthSaid(inMonth(ordinalDays(spokenNumbers(datesAsWritten(full.slice(0, 1500)))), month));
  const found: DateFinding = {};
  const { lower, dn, hours, total, length } = lengthsIn(text);
  if (dn) found.nights = Number(dn[2]);
  else if (hours) found.nights = Math.max(0, Math.round(Number(hours[1]) / 24) - 1);
  else if (length) {
    const n = num(length[1] ?? "") ?? 1;
    const said = length[2] ?? "";
    const unit = DAY_UNIT.test(said) ? "day" : NIGHT_UNIT.test(said) ? "night" : said;
    // "a week" is seven days (six nights), as "5 days" is five: the trip's days, not its nights.
    found.nights =
      unit === "week"
        ? n * 7 - 1
        : unit === "fortnight"
          ? n * 14 - 1
          : unit === "night" || unit === "nite"
            ? n
            : Math.max(0, n - 1);
  }
  const weekend = /\bweekend\b/.test(lower) && !/\bweekends\b/.test(lower);
  const next = nextWeekSpan(lower, now);
  if (next) {
    found.startDate = next.startDate;
    found.nights ??= next.nights;
    return found;
  }
  const nth = nthWeekend(lower, now);
  if (nth) {
    found.startDate = nth.startDate;
    found.nights ??= nth.nights;
    return found;
  }
  const ref = now.toJSDate();
  const cut = dn ?? hours ?? length;
  // Lengths are read above; left in, chrono would read "3 days from May 20" as three days from now.
  const withoutLength = cut
    ? // A stop in its place (only spaces there and chrono reads "30th Dec, " as December).
      `${text.slice(0, cut.index)};${" ".repeat(cut[0].length - 1)}${text.slice(cut.index + cut[0].length)}`
    : text;
  // ("from 04/03, from Edinburgh": the home named with the date says which way it is written.)
  const written =
    order ?? (hasTwoWayDate(withoutLength) ? dateOrderOf(findOrigin(full.slice(0, 1500))?.country_code) : undefined);
  const inRanges = numericRanges(notDates(withoutLength), written);
  const numeric = dayFirst(dayRanges(written === "day" ? dayFirstDates(inRanges, now.year) : inRanges, now));
  const parse = (t: string) =>
    chrono.parse(dateWindow(t), { instant: ref, timezone: now.offset }, { forwardDate: true }).filter(
      // "5 days" alone is not a date; chrono reads some lengths as times from now.
      (r) =>
        // ("Bali for a week": how long, not a week from now.)
        !/^(?:for\s+(?:about\s+|around\s+|just\s+)?)?(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|a few|a couple of)\s+(days?|nights?|weeks?)$/i.test(
          r.text.trim(),
        ) &&
        // ("this weekend," with its comma too: chrono keeps the stop in the text it read.)
        !/^(?:this |next |the |long )?weekend$/i.test(r.text.trim().replace(/[,.;:!?]+$/, "")) &&
        // "4N/5D": the other half of a length, not a date.
        !/^\d{1,2}\s*[dn]$/i.test(r.text.trim()) &&
        // "so 4 pax now": now is not a date.
        !/^now$/i.test(r.text.trim()) &&
        // A time with no day, month or weekday ("night", "4 a" as 4am, "from 9" as 9 o'clock)
        // is never a trip's date.
        ["day", "month", "weekday", "year"].some((k) => r.start.isCertain(k as "day")),
    );
  // Dates as written win; a holiday ("over Christmas", "Thanksgiving weekend") only when none is.
  let source = numeric;
  let parsed = parse(numeric);
  const named = namedDays(numeric, now);
  const holiday = named !== numeric;
  if (holiday && !parsed.some((r) => r.start.isCertain("day") && r.start.isCertain("month"))) {
    source = named;
    parsed = parse(named);
  }
  // A day written in full ("on april 5") over a month alone ("in april 2027") or "weekend".
  // A range of days written in full over a single day ("Thanksgiving is today, but Dec 8-12").
  const ranged = parsed.findIndex((r) => !!r.end && r.start.isCertain("day") && r.start.isCertain("month"));
  const dated = parsed.findIndex((r) => r.start.isCertain("day") && r.start.isCertain("month"));
  if (ranged > 0) parsed = parsed.slice(ranged);
  else if (dated > 0) parsed = parsed.slice(dated);
  // "a wedding in Udaipur on 12 Dec, want to arrive 10 Dec": the day they arrive, said after an
  // event's day and before it, is the trip's first.
  const arriving = parsed.findIndex(
    (r, k) =>
      k > 0 &&
      r.start.isCertain("day") &&
      r.start.date() < (parsed[0] as chrono.ParsedResult).start.date() &&
      /\b(?:arriv(?:e|ing|al)|land(?:ing)?|fly(?:ing)? in|get(?:ting)? (?:there|in)|check(?:ing)?[- ]in)\b(?:\s+(?:on|by|the|in|there|\w+day))*\s*$/i.test(
        dateWindow(source).slice(Math.max(0, r.index - 30), r.index),
      ),
  );
  if (arriving > 0 && !parsed[0]?.end) parsed = parsed.slice(arriving);
  const first = parsed[0];
  const certain = !!first && (first.start.isCertain("day") || first.start.isCertain("weekday"));
  if (weekend && !first?.start.isCertain("day")) {
    // The coming Saturday (next week's when today is Saturday).
    const saturday = now.plus({ days: (6 - now.weekday + 7) % 7 || 7 });
    found.startDate = saturday.toISODate() ?? undefined;
    found.nights ??= /\blong weekend\b/.test(lower) ? 2 : 1;
  }
  for (const [k, r] of parsed.entries()) {
    let start = DateTime.fromJSDate(r.start.date()).setZone(now.zone);
    const span = weekdaySpan.exec(lower);
    if (holiday && source === named && span && r.start.isCertain("day")) {
      // "Thanksgiving weekend thu-sun", "Memorial Day weekend, Saturday to Monday": the days
      // named, around the holiday.
      const w1 = weekdayNames.indexOf((span[1] ?? "").toLowerCase()) + 1;
      const w2 = weekdayNames.indexOf((span[2] ?? "").toLowerCase()) + 1;
      let from = start;
      for (let d = -3; d <= 3; d++) {
        const c = start.plus({ days: d });
        if (c.weekday === w1 && Math.abs(d) <= 3) {
          from = c;
          if (d <= 0) break;
        }
      }
      const to = from.plus({ days: (w2 - w1 + 7) % 7 || 7 });
      found.startDate = from.toISODate() ?? undefined;
      found.nights = Math.round(to.diff(from, "days").days);
      break;
    }
    if (holiday && source === named && weekend && r.start.isCertain("day") && !r.end) {
      // A holiday weekend: a Monday holiday from the Saturday before, a Thursday one to Sunday.
      const from = start.weekday === 1 ? start.minus({ days: 2 }) : start;
      const to = start.weekday === 1 ? start : start.weekday === 4 ? start.plus({ days: 3 }) : start.plus({ days: 2 });
      found.startDate = from.toISODate() ?? undefined;
      found.nights = Math.round(to.diff(from, "days").days);
      break;
    }
    if (!found.startDate || certain || !weekend) {
      // "in May" with no day: the first of the month is vague; the 10th avoids month-end edges.
      // "this friday" names its day as surely as "May 3" does.
      const sure = r.start.isCertain("day") || r.start.isCertain("weekday");
      if (!sure) start = start.set({ day: Math.min(10, start.daysInMonth ?? 28) });
      found.startDate = start.toISODate() ?? undefined;
    }
    if (r.end) {
      const end = DateTime.fromJSDate(r.end.date()).setZone(now.zone);
      const nights = Math.round(end.startOf("day").diff(start.startOf("day"), "days").days);
      // (A length said as the total, "Mon 1 to Wed 3 Feb, then the weekend ... 5 nights total", wins.)
      if (nights > 0 && nights <= 30 && !total) found.nights = nights;
    } else {
      // "fly out Friday Dec 18 and come back Sunday the 27th", "this saturday and sunday": a
      // second date is where the trip ends.
      const next = parsed[k + 1];
      const after = dateWindow(source).slice(r.index + r.text.length);
      // ("arriving Fri 4 Dec, leaving Mon 7th", "until 9th": a weekday, or the leaving, said
      // instead of "the".)
      const dayOnly =
        /^[^.!?]{0,40}?(?:\bthe\s+|\b(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?\s+(?:the\s+)?|\b(?:leaving|until|till|returning|back)\s+(?:on\s+)?)(\d{1,2})(?:st|nd|rd|th)\b/i.exec(
          after,
        );
      let end: DateTime | undefined;
      if (next?.start.isCertain("day")) end = DateTime.fromJSDate(next.start.date()).setZone(now.zone);
      else if (dayOnly) {
        end = start.set({ day: Number(dayOnly[1]) });
        if (end < start) end = end.plus({ months: 1 });
      } else if (next?.start.isCertain("weekday")) end = DateTime.fromJSDate(next.start.date()).setZone(now.zone);
      if (end && (found.nights === undefined || weekend || next?.start.isCertain("day"))) {
        const nights = Math.round(end.startOf("day").diff(start.startOf("day"), "days").days);
        if (nights > 0 && nights <= 30 && (found.nights === undefined || !cut)) found.nights = nights;
      }
    }
    break;
  }
  if (found.startDate && found.startDate < (now.toISODate() ?? ""))
    found.startDate = now.plus({ days: 14 }).toISODate() ?? undefined;
  return found;
}

export function findTravellers(text: string): number | undefined {
  const lower = text.toLowerCase();
  if (/\b(solo|alone|by myself|just me|on my own)\b/.test(lower)) return 1;
  const group =
    /\b(\d+|two|three|four|five|six|seven|eight|nine)\s+(people|persons|adults|travell?ers|friends|of us|guests|pax)\b/.exec(
      lower,
    ) ?? /\b(?:family|group) of (\d+|two|three|four|five|six|seven|eight|nine)\b/.exec(lower);
  if (group) return Math.min(9, num(group[1] ?? "") ?? 2);
  if (/\b(couple|honeymoon|with my (wife|husband|partner|girlfriend|boyfriend)|for two|the two of us)\b/.test(lower))
    return 2;
  return undefined;
}

export function findBudget(text: string): "budget" | "moderate" | "luxury" | undefined {
  // "AED 15,000 budget", "budget 9000 yuan", "budget of $2k": there "budget" names the money, not
  // the kind of trip.
  let lower = text
    .toLowerCase()
    .replace(/[’']/g, "'")
    // (Not a word that sizes the budget: "Paine 5, mid budget" is the middle tier.)
    .replace(
      /\d[\d,.\s]*(?:(?:k|m|mil|juta|lakhs?)(?![a-z]))?\s*(?:(?!(?:mid|low|high|big|tiny|huge|fair|good|tight)\b)[a-z$€£¥₹₦₱]{1,4}\s*)?budget\b/g,
      " ",
    )
    .replace(/\bbudget\s*(?:of|is|:|~|around|about|max|maximum|up to)?\s*(?:[a-z$€£¥₹₦₱]{1,4}\s*)?\d/g, " ");
  // "nothing posh", "not after luxury", "doesn't need to be 5 star": a luxury refused says no tier.
  lower = lower.replace(
    /\b(?:nothing|not(?: looking for| after| too)?|no need for|(?:don't|dont|do not) need|(?:doesn't|does not|don't|dont) (?:have|need) to be|needn't be)\s+(?:a\s+|any\s+|anything\s+|too\s+|that\s+)?(?:fancy|luxury|luxurious|5[- ]?star|five[- ]star|high[- ]end|posh|upscale|swanky)\b/g,
    " ",
  );
  // "moderate budget", "mid-range budget": the word "budget" there is the money, not the tier.
  if (/\b(?:mid|mid[- ]range|moderate|medium|middle|average|reasonable|decent)\s+budget\b/.test(lower))
    return "moderate";
  // "hostel is fine", "happy in dorms": the kind of bed named says the kind of trip (a hostel
  // refused says nothing).
  const cheapBed =
    /\b(?:hostels?|dorms?|dormitor(?:y|ies)|capsule hotels?|couch ?surf\w*)\b/.test(lower) &&
    !/\b(?:no|not|never|avoid|hate|without|rather not|instead of)\s+(?:a\s+|any\s+|the\s+|in\s+)?(?:hostels?|dorms?)\b/.test(
      lower,
    );
  if (
    (/\b(cheap|cheaper|cheapest|budget|backpack\w*|shoestring|low[- ]cost|affordable|save money|inexpensive|as cheap as possible|cheap as possible|no[- ]frills|bare[- ]bones|frugal|thrifty|penny[- ]pinching)\b/.test(
      lower,
    ) ||
      cheapBed) &&
    !/\bno budget\b/.test(lower)
  )
    return "budget";
  if (
    /\b(luxury|luxurious|5[- ]?star|five[- ]star|5\*|splurge|splurging|fancy|high[- ]end|upscale|deluxe|lavish|opulent|posh|swanky|ritzy|top[- ]end|money no object|no budget|sky'?s the limit|no expense spared|spare no expense|money(?:'s| is) (?:not an? (?:issue|object|problem)|no object))(?!\w)/.test(
      lower,
    )
  )
    return "luxury";
  // The bed names the trip too: "overwater bungalow", "private pool villa", "butler service" are
  // what luxury stays sell ("a pool villa for the hen party" is a group's house, not a tier).
  if (
    /\b(?:overwater|over-water|over the water)\s+(?:bungalows?|villas?|bures?|suites?)\b|\bprivate[- ](?:plunge[- ])?pool villas?\b|\bbutler(?: service)?\b|\bpresidential suite\b/.test(
      lower,
    )
  )
    return "luxury";
  if (/\b(mid[- ]range|moderate|comfortable)\b/.test(lower)) return "moderate";
  return undefined;
}

/** The interests a message mentions, in the order of ZInterest (common/travel/place-kinds.ts). */
export function findInterests(message: string): Interest[] {
  // "a kids club", "party of 6", "grab bars": no night out (understand/not-nightlife.ts).
  const text = withoutOtherClubs(message);
  const found = interestsSaidIn(text);
  const lower = text.toLowerCase();
  // Ways of saying a kind that the kinds' own words miss.
  const more: [RegExp, Interest][] = [
    [
      // ("night markets" are where the eating is done, in Taipei as in Bangkok.)
      /\bfoodies?\b|\bnight ?markets?\b|\bculinary\b|\bgastronom\w*|\bcomida\b|\bcuisine locale\b|\b(?:taco|food|tapas|street food) (?:crawl|tour)s?\b|\bstreet food\b|\beat(?:ing)? our way\b|\bcaf[eé]s?(?![\p{L}])|\bcaf[eé] hopping\b|\bcooking\b|\bwine\b/u,
      "food",
    ],
    [
      /\bbazaars?\b|\bsouks?\b|\bmalls?\b|\boutlets\b|\boutlet (?:malls?|shopping|stores?)\b|\bboutiques\b|\bthrift\w*|\bcompras\b|\beinkaufen\b|\bshoppen\b|\bflea markets?\b|\bmercados?\b|\bmarch[ée]s\b|\bmercati\b|\bpasar\b/,
      "market",
    ],
    [
      /\btechno\b|\bclubbing\b|\bclubs\b|\bparties\b|\bparty\b|\bbars?\b|\bnight ?life\b|\bvida nocturna\b|\bvida noturna\b|\bvie nocturne\b|\bnachtleben\b|\bvita notturna\b|\bkaraoke\b|\bpubs?\b|\bpub crawl\b|\bbeer halls?\b|\bstag (?:do|party|weekend)\b|\bhen (?:do|party|weekend)\b|\b(?:trad|live) music\b/,
      "nightlife",
    ],
    [
      /\bislands?\b|\bbeach\w*\b|\bsunbath\w*|\bplayas?\b|\bpraias?\b|\bplages?\b|\bstr(?:a|ä)nde\b|\bam strand\b|\bspiagge?\b|\bsnorkel\w*\b|\blagoons?\b/,
      "beach",
    ],
    [
      /\bwalk(?:s|ing)\b|\bhik\w*\b|\btrek\w*\b|\bwander(?:n|ung\w*)\b|\brandonn[ée]es?\b|\bsenderismo\b|\bcaminhadas?\b|\bescursion\w*\b|\bmountains?\b|\bwaterfalls?\b|\bleaf[- ]peeping\b|\bfall colou?rs?\b|\bnorthern lights\b|\bnature\b|\bnational parks?\b/,
      "park",
    ],
    // ("museos", "musées", "Museen", "musei": the word as the other languages read here write it.)
    [
      // Castles and battlefields are history too: "castles", "Waterloo battlefield", "WWI trenches".
      /\bruins\b|\bhistor\w*\b|\bsites\b|\bancient\b|\bcastles?\b|\bpalaces\b|\bfort(?:s|ress\w*)\b|\bd-day\b|\bww ?(?:i{1,2}|1|2)\b|\bworld war\b|\bbattlefields?\b|\bwar (?:museums?|memorials?|cemeter\w+|sites?|history)\b|\bcivil rights\b|\bheritage\b|\bmuseums?\b|\bmus(?:eos?|eus|een|ei|[ée]es?)(?![\p{L}])|\bgaller(?:y|ies)\b|\bart\b/u,
      "museum",
    ],
  ];
  for (const [re, kind] of more) if (re.test(lower) && !found.includes(kind) && ZInterestOk(kind)) found.push(kind);
  // A cuisine or a dish asked for ("museums + tacos", "French food") says food matters to them;
  // one refused ("no seafood", "allergic to nuts") does not.
  const asked = lower.replace(
    /\b(?:no|not|non|without|avoid\w*|hate|allergic to|allergy|can't eat|cannot eat|don't eat|dont eat|don't like|dont like)\b[^,.;!?+&]*/g,
    " ",
  );
  if (!found.includes("food") && ZInterestOk("food") && findFood(asked).cuisines.length) found.push("food");
  return found;
}
const ZInterestOk = (k: string): boolean => ZInterest.options.includes(k as Interest);

export type Edit =
  | { kind: "length"; days: number }
  | { kind: "cheaper_hotel" }
  | { kind: "themed_day"; interest: Interest }
  | { kind: "swap"; a: number; b: number }
  | { kind: "no_flights" }
  | { kind: "remove_day" }
  // Read and applied to the plan by readMessage (read-message.ts); the engine has nothing more to do.
  /** "push it all back a week", "leave a day later": the whole trip moves, its length stays. */
  | { kind: "shift_dates"; days: number }
  /** "could the trip begin on the 9th?": a new start day in the same month, the length kept. */
  | { kind: "start_on"; day: number }
  /** "tack Bruges on last for 3 nights", "drop Venice", "Madrid first", "one more night in Kyoto". */
  | { kind: "stays"; change: StaysChange };

/** Follow-ups that change one thing about a trip already planned. */
export function findEdit(text: string): Edit | undefined {
  const lower = text.toLowerCase();
  const length =
    /\b(?:make it|change it to|extend it to|shorten it to|cut it to|cut it down to|trim it to|reduce it to|only|just)\s+(\d+|two|three|four|five|six|seven|eight|nine|ten)\s+days?\b/.exec(
      lower,
    );
  if (length) return { kind: "length", days: num(length[1] ?? "") ?? 3 };
  if (
    /\b(cheaper|less expensive|lower[- ]priced|more affordable)\b.*\b(hotel|stay|place to stay|accommodation)\b/.test(
      lower,
    )
  )
    return { kind: "cheaper_hotel" };
  const themed = /\badd (?:a|an|one more|another)\s+(\w+)\s+day\b/.exec(lower);
  if (themed) {
    const interest = findInterests(themed[1] ?? "")[0];
    if (interest) return { kind: "themed_day", interest };
  }
  // ("swap days 2 and 4 — rain on the 9th": a swap, the date only its reason.)
  const swap = /\bswap (?:(?:the\s+)?days?\s*)?(\d+) (?:and|with|&) (?:day\s*)?(\d+)\b/.exec(lower);
  if (swap) return { kind: "swap", a: Number(swap[1]), b: Number(swap[2]) };
  if (
    /\b(no flights?|without flights?|skip (the )?flights?|don'?t need (a )?flights?|i'?m already there|driving there|by train)\b/.test(
      lower,
    )
  )
    return { kind: "no_flights" };
  if (
    /\b(?:remove|drop|cut|delete|lose|scrap|skip)\s+(?:(?:a|one|the last|the final)\s+day|day\s*\d{1,2}(?:\s+entirely|\s+completely)?)\b(?![- ]?trip)(?!\s+(?:and|with|for|to)\b)/.test(
      lower,
    ) &&
    !/\b(?:activit|museum|visit|tour|lunch|dinner|from day)/.test(lower)
  )
    return { kind: "remove_day" };
  const shift = findDateShift(lower);
  if (shift !== undefined) return { kind: "shift_dates", days: shift };
  const day = findStartDay(lower);
  if (day !== undefined) return { kind: "start_on", day };
  return undefined;
}

export type QuickStart = "find_destination" | "budget_trip" | "near_me";

/** The three quick-start prompts of the new-chat greeting, and plain requests like them. */
export function findQuickStart(text: string): QuickStart | undefined {
  const lower = text.toLowerCase();
  if (/\b(near me|nearby|around me|where i am|close to me)\b/.test(lower)) return "near_me";
  if (
    /\b(find|suggest|recommend|pick|choose|help me (find|choose|pick))\b.*\b(destinations?|where to go|somewhere|place to go)\b/.test(
      lower,
    ) ||
    /\bwhere should i go\b/.test(lower)
  )
    return "find_destination";
  if (/\bbudget trip\b|\bcheap trip\b|\btrip on a budget\b/.test(lower)) return "budget_trip";
  return undefined;
}

export type StayFinding = { place: PlaceRef; nights: number | null };

// A number and its unit: digits take short units ("4n", "5d"), words only whole ones ("a week";
// "and" is not "a" night).
// (The kind of bed between, "1 night at a camp in Wadi Rum", "one night on a houseboat in
// Alleppey", "2 nights in a riad in Fes": the length is the place's.)
const BED =
  "camp|tented camp|desert camp|houseboat|boat|lodge|resort|ryokan|homestay|farmstay|guesthouse|guest house|hotel|hostel|riad|villa|cabin|chalet|cottage|tent|treehouse|yurt|hut|ger|igloo|eco-?lodge|safari lodge|b&b|bnb|airbnb|inn|pension|agriturismo|glamping site";
const lengthBefore = new RegExp(
  `(?:^|\\s)(?:(\\d+)\\s*(days?|nights?|nites?|nts|nigh?ts?|nigths?|nigts?|noches|n|d|weeks?)|(one|two|three|four|five|six|seven|eight|nine|ten|a)\\s+(days?|nights?|nites?|weeks?))\\s+(?:(?:at|on|in)\\s+(?:a|an|the|our)\\s+(?:[a-z]+\\s+)?(?:${BED})\\s+)?(?:in|at|on|for|of)\\s*(?:the\\s+)?$`,
  "i",
);
/** A share of the trip's length before a name: "3 of them in Athens", "two of those nights at Paros". */
const shareBefore =
  /(?:^|\s)(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:of|out of)\s+(?:them|those|these|which|the (?:nights|days))\s+(?:(?:nights?|days?)\s+)?(?:will be\s+|are\s+)?(?:in|at|on)\s*(?:the\s+)?$/i;
/** The nights of a share, in the unit the trip's length was said in ("10 days, 4 of them in Rome": 3). */
function shareOf(share: RegExpExecArray, text: string): number {
  const unit = /\b\d{1,2}\s*(nights?|days?|weeks?)\b/i.exec(text)?.[1] ?? "nights";
  return asNights(num(share[1] ?? "") ?? 1, /^w/i.test(unit) ? "days" : unit);
}
/** How far before a name its length is looked for: "one night on a houseboat in Alleppey". */
const BEFORE_CHARS = 44;
const lengthJustBefore =
  /(?:^|\s)(?:(\d+)\s*(days?|nights?|nites?|nts|nigh?ts?|nigths?|nigts?|noches|n|d|weeks?)|(one|two|three|four|five|six|seven|eight|nine|ten|a)\s+(days?|nights?|nites?|weeks?))\s+$/i;
// What kind of stay a name is, between it and its length: "Lan Ha Bay cruise 1N", "Kumarakom
// houseboat 1 night", "Merzouga desert camp 1 night", "Kyoto ryokan 2 nights".
const STAY_KIND =
  "safari|trip|stay|break|getaway|cruise|camp|houseboat|tour|trek|lodge|resort|glamping|ryokan|homestay|retreat|onsen|overnight";
// A length may follow a name's qualifier or the way there: "Cordoba (Spain) 3 nights",
// "Montevideo by ferry, 3 nights", "finishing in Osaka with 2 nights".
const lengthAfter = new RegExp(
  `^\\)?[\\s,(:-]*(?:\\([^()]{1,40}\\)[\\s,:-]*)?(?:${WAY_THERE}[\\s,:-]*)?(?:(?:bay|island|beach|lake|desert|valley|city|town|centre|center|old town|${STAY_KIND})\\s+){0,2}(?:(?:also|too|as well)\\s+)?(?:(?:for|with)\\s+)?(?:about\\s+)?(?:(\\d+)\\s*(days?|nights?|nites?|nts\\b|nigh?ts?\\b|nigths?\\b|nigts?\\b|noches\\b|n\\b|d\\b|weeks?)|(one|two|three|four|five|six|seven|eight|nine|ten|a)\\s+(days?|nights?|nites?|weeks?)\\b)`,
  "i",
);
// ("then Colmar for another two", "Vis for a further 2": the list's unit, more of it.)
const bareAfter =
  /^[\s,(:-]*(?:for\s+)?(?:(?:another|a further)\s+)?(\d+|one|two|three|four|five|six|seven|eight|nine|ten)\b(?!\s*(?:am|pm|:|\/\s*\d|[-–]\s*\d|people|persons|ppl|pax|adults|kids|friends|mates|of us|travell?ers|rooms?|(?:st|nd|rd|th)?\s*(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b))/i;
/** Where in a stop it is, between its name and its bare number: "Panajachel on Lake Atitlan 3". */
const SITED = /^\s+(?:on|at|by|near)\s+(?:the\s+)?\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,2}(?=\s*\(?\d)/u;
/** A bare number after a name, the list going on (or ending) after it: "Arequipa 2, ". */
const bareListed = /^\s*\(?\d{1,2}\)?\s*(?:[,;+&]|\/(?!\s*\d)|\.(?:\s|$)|$|→|->|\s(?:then|and|plus)\b)/i;
/** How many names in the text have a bare number after them, the list going on: "Athens 3, Naxos 4". */
const namedNumber = new RegExp(
  `(?<![\\p{L}\\d])(?!(?:${MONTH_RE}|kids?|children|ages?d?|adults?|boys?|girls?|sons?|daughters?|rooms?|day|night|week|stars?|no|number|gate|terminal|platform|seats?)\\b)\\p{L}[\\p{L}'’.-]*\\s+\\(?\\d{1,2}\\)?(?=\\s*(?:[,;+&]|\\s[-–—]\\s|→|->|\\s(?:then|and|plus)\\b|$|\\.(?:\\s|$)))`,
  "giu",
);
const namesNumbered = (text: string): number => [...text.matchAll(namedNumber)].length;
const unitSomewhere = /\b\d{1,2}\s*(?:nights?|nites?|nts|noches|n)\b/i;
/** A length after a name, unless it is the way there and the next name's ("London by train, 2 nights Edinburgh"). */
// Words that describe a capitalised name before its length ("Uyuni salt flats 3 nights", "Bruges
// old town 2 nights"): up to two, in lower case, none a word that joins or orders stops.
const DESCRIBING =
  /^\s+(?:(?!(?:and|then|or|plus|for|in|at|on|to|from|by|with|the|a|an|each|also|maybe|about|only|just|after|before|via|next|later|nights?|days?|weeks?)\b)[a-z][a-z'-]+\s+){1,2}(?=\d|one|two|three|four|five|six|seven|eight|nine|ten)/;

// A start date between a name and its length: "Bangkok 26 December, 3 nights", "Florence 1 Oct
// 2027 three nights", "London July 5 2027, 3 nights, then Edinburgh".
const dateBetween = new RegExp(
  `^[\\s,:(-]*(?:(?:on|from|starting|arriving)\\s+)?${WEEKDAY_RE}?(?:\\d{1,2}(?:st|nd|rd|th)?\\.?\\s+(?:of\\s+)?${MONTH_RE}[a-z]*\\.?|${MONTH_RE}[a-z]*\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?\\b)(?:,?\\s+\\d{4})?(?=[\\s,])`,
  "i",
);

function lengthAfterName(rest: string, capitalised = false): RegExpExecArray | null {
  const date = dateBetween.exec(rest);
  if (date && !lengthAfter.exec(rest)) {
    const m = lengthAfterName(rest.slice(date[0].length), capitalised);
    if (m && /^[\s,]*(?:for\s+)?(?:about\s+)?(?:\d|one|two|three|four|five|six|seven|eight|nine|ten|a\s)/i.test(m[0])) {
      m[0] = date[0] + m[0];
      return m;
    }
  }
  if (capitalised && !lengthAfter.exec(rest)) {
    const words = DESCRIBING.exec(rest);
    const m = words ? lengthAfter.exec(rest.slice(words[0].length)) : null;
    if (words && m) {
      m[0] = words[0] + m[0];
      return m;
    }
  }
  const m = lengthAfter.exec(rest);
  if (m && /\bby\s/i.test(m[0]) && /^\s+(?:in\s+|at\s+)?\p{Lu}/u.test(rest.slice(m[0].length))) return null;
  return m;
}
/** [number, unit] of a length match, whichever form it took. */
const lengthOf = (m: RegExpExecArray): [string, string] => [m[1] ?? m[3] ?? "1", m[2] ?? m[4] ?? ""];

/**
 * Several stops named in one message, in order ("Rome then Florence then Venice", "Tokyo 5 days
 * and Kyoto 3", "3 nights in Seville and 2 in Granada"), each with the nights said for it. One place
 * alone is not a list: the caller reads it as the destination.
 */
export function findStays(text: string, except?: string, named?: Named[]): StayFinding[] {
  const found = (named ?? placesNamed(text)).filter((n) => n.place.name !== except);
  return staysFrom(text, found);
}

export type Named = { place: PlaceRef; start: number; end: number };

/**
 * Where a name's words end once a bracket they open is closed: "Perth (the Scottish one) 2
 * nights", read as "Perth (the Scottish", has its length after the bracket.
 */
function bracketClosed(text: string, start: number, end: number): number {
  const typed = text.slice(start, end);
  if (typed.lastIndexOf("(") <= typed.lastIndexOf(")")) return end;
  const close = text.indexOf(")", end);
  return close >= 0 && close - end <= 40 && !text.slice(end, close).includes("(") ? close + 1 : end;
}

/** Whether the text gives the name at [start, end) a length of its own ("Ipoh 2 nights", "four on Crete"). */
/**
 * The nights a length next to one place says ("Cairns 6 nights", "3 nights in Utrecht", "Ubud 5
 * days": 4), or null when none is there or it is a bare number.
 */
export function nightsAt(said: string, start: number, named: number): number | null {
  // (Dictated numbers as numbers: the same length, so the name's place holds.)
  const text = spokenNumbers(said);
  const end = bracketClosed(text, start, named);
  const after = lengthAfterName(text.slice(end, end + 40), /\p{Lu}/u.test(text.charAt(start)));
  const before =
    lengthBefore.exec(text.slice(Math.max(0, start - BEFORE_CHARS), start)) ??
    lengthJustBefore.exec(text.slice(Math.max(0, start - 24), start)) ??
    null;
  const share = shareBefore.exec(text.slice(Math.max(0, start - BEFORE_CHARS), start));
  if (share && !after && !before) return shareOf(share, text);
  const m = after && before && lengthOfNext(text.slice(end + after[0].length), text) ? before : (after ?? before);
  if (!m) return null;
  const [count, unit] = lengthOf(m);
  const n = num(count);
  return n === undefined ? null : asNights(n, unit);
}

// Words after a length that name no place: "3 nights each", "2 nights then", "4 nights total".
const NOT_A_NAME =
  /^(?:and|then|in|at|on|of|for|each|total|altogether|overall|per|a|an|the|with|from|to|by|or|but|plus|only|max|min|more|less|please|pls|next|after|before|later|there|here|solo|me|we|us|i)$/i;

/**
 * Whether a length between two names belongs to the second ("2 nights Kandy 3 nights Ella": the
 * 3 is Ella's): the words after it name a place that has no length after it of its own, while
 * the first name has one before it. (In "Lisbon 3 nights Porto 2 nights" the 3 is Lisbon's.)
 */
function lengthOfNext(rest: string, text?: string, depth = 0): boolean {
  // Only where the message puts its lengths first: its first length opens a clause ("..., 2 nights
  // Kandy"), not after a name ("beijing 3 nights xi'an 2 nights chengdu 3 nights high speed rail").
  if (text !== undefined) {
    const first =
      /\b(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\s*(?:nights?|nites?|nts|n|days?|d)\b/i.exec(text);
    // (A dash opens one too: "Oslo to Bergen — 2 nights Oslo, 3 nights Bergen".)
    if (!first || !/(?:^|[,.;:!?→>(\n–—-])\s*$/.test(text.slice(Math.max(0, first.index - 4), first.index)))
      return false;
  }
  const next = /^\s+(?:in\s+|at\s+)?(\p{L}[\p{L}'’-]*)((?:\s+\p{L}[\p{L}'’-]*){0,2})/u.exec(rest);
  if (!next || NOT_A_NAME.test(next[1] ?? "")) return false;
  // The name may be one word or more ("Hoi An", "chiang mai"): after any of them, its stay ends.
  const words = (next[2] ?? "").split(/\s+/).filter(Boolean);
  for (let k = 0; k <= words.length; k++) {
    const name = [next[1], ...words.slice(0, k)].join(" ");
    const at = rest.indexOf(name) + name.length;
    const tail = rest.slice(at);
    const last = words[k - 1] ?? "";
    if (k > 0 && last === last.toLowerCase() && NOT_A_NAME.test(last)) return false;
    const own = lengthAfterName(tail);
    if (!own && /^\s*(?:[,;.!?)\n→>/–—]|-\s|$|(?:and|then|by|with|for|from|solo|in)\b)/.test(tail)) return true;
    // "3n Rome 2n Florence 2n Venice": a chain of lengths each before its name, the last name with
    // none after it; the length after this name is the next one's too.
    if (own && depth < 6 && /^[\s,;]*(?:\d|one|two|three|four|five|six|seven|eight|nine|ten)/i.test(own[0]))
      return lengthOfNext(tail.slice(own.index + own[0].length), undefined, depth + 1);
  }
  return false;
}

export function sizedAt(said: string, start: number, named: number): boolean {
  const text = spokenNumbers(said);
  const end = bracketClosed(text, start, named);
  const before = text.slice(Math.max(0, start - BEFORE_CHARS), start);
  return (
    !!lengthAfterName(text.slice(end, end + 40), /\p{Lu}/u.test(text.charAt(start))) ||
    // "Lima 3 nights, Arequipa 2, Puno 1": a bare number after a name, in a list whose unit is said.
    // ("Athens 3, Naxos 4, Paros 3": with no unit anywhere, two names or more each with its number.)
    (bareListed.test(text.slice(end, end + 12)) && (unitSomewhere.test(text) || namesNumbered(text) >= 2)) ||
    lengthBefore.test(before) ||
    lengthJustBefore.test(before) ||
    shareBefore.test(before) ||
    /(?:^|\s)(?:\d+|one|two|three|four|five|six|seven)\s+(?:more\s+)?(?:in|at|on)\s+(?:the\s+)?$/i.test(before)
  );
}

/**
 * Every place a message names as somewhere to go, in order: capitalised names, and names in any
 * case where the words around them say "place" (the message's start, after "to", "then", a
 * comma or an arrow), misspellings included when they are long enough to be names.
 */
export function placesNamed(full: string, except?: string): Named[] {
  // A request names its places early: past this, a long message is read for nothing more (the
  // event loop is shared; issue 21).
  const text = full.slice(0, readChars);
  const tokens = [...text.matchAll(/[\p{L}][\p{L}'’.-]*/gu)];
  const found: Named[] = [];
  let tried = 0;
  for (let i = 0; i < tokens.length && tried < maxLookups; i++) {
    const tok = tokens[i] as RegExpMatchArray;
    const word = tok[0];
    const before = tokens[i - 1];
    const prev = normalize(before?.[0] ?? "");
    const between = before ? text.slice((before.index ?? 0) + before[0].length, tok.index) : "";
    const capital = /^\p{Lu}/u.test(word);
    // ("5 on Naxos", "a week on Crete": an island's nights said "on" it.)
    const countedOn =
      prev === "on" &&
      // ("2 weeks on holiday in Spain", "days on end", "a week on safari": no island named.)
      !/^(?:holidays?|vacation|safari|board|end|foot|average|top|tour|business|honeymoon|the|a|an|our|my|site|call|leave|time|arrival|hold|offer|sale|track|each|both|it|them|this|that)$/i.test(
        normalize(word),
      ) &&
      /(?:^|[\s(])(?:\d{1,2}|nights?|days?|weeks?|one|two|three|four|five|six|seven|eight|nine|ten|more)\s+$/i.test(
        text.slice(Math.max(0, (before?.index ?? 0) - 12), before?.index ?? 0),
      );
    const triggered =
      i === 0 ||
      countedOn ||
      /^(to|in|then|and|visit|visiting|via|through|plus|also|finally|ending|do|see|explore|hit|between|or)$/.test(
        prev,
      ) ||
      // (A spaced dash lists too: "Krakow (3) – Zakopane (2)".)
      /[,&+/→>]|->|\s[-–—]\s/.test(between);
    if (!capital && !triggered) continue;
    const prev2 = normalize(tokens[i - 2]?.[0] ?? "");
    if (/^(from|leaving|departing|flying)$/.test(prev) || (prev === "of" && /^(out|fly|flying)$/.test(prev2))) {
      // Where they leave from is not a stop: skip the rest of its name ("from San Francisco").
      while (/^\p{Lu}/u.test(tokens[i + 1]?.[0] ?? "")) i++;
      continue;
    }
    if (notPlaces.has(normalize(word)) || nameBreaks.has(normalize(word))) continue;
    for (let n = Math.min(4, tokens.length - i); n >= 1; n--) {
      const last = tokens[i + n - 1] as RegExpMatchArray;
      const phrase = text.slice(tok.index, (last.index ?? 0) + last[0].length).replace(/[.,]$/, "");
      const words = phrase.split(/\s+/);
      if (words.slice(1).some((w) => breaksName(normalize(w)) || notPlaces.has(normalize(w)))) continue;
      if (/[,;:!?()]/.test(phrase)) continue;
      tried++;
      // "Paris, Texas", "Perth, Scotland": a state or country after a comma says which one.
      const hint = /^,\s*([\p{L}][\p{L} .'-]{1,30}?)(?=[,.!?;:()]|$|\s(?:for|in|on|from|with|and|to)\b)/u.exec(
        text.slice((last.index ?? 0) + last[0].length),
      );
      const hinted = hint?.[1] ? geocode(`${phrase}, ${hint[1].trim()}`) : null;
      const g =
        hinted && hinted.matched_by !== "fuzzy" && hinted.name !== geocode(phrase)?.name ? hinted : geocode(phrase);
      if (!g || g.matched_by === "country") continue;
      // A misspelling only for a name-length word that starts like the place and is not an
      // English word form ("driving" is not Irving, "planning" not Nanning, "shopping" not Shaping).
      if (
        g.matched_by === "fuzzy" &&
        (phrase.length < 6 ||
          !triggered ||
          normalize(phrase).slice(0, 2) !== normalize(g.name).slice(0, 2) ||
          /(ing|ed|ly|ness|tion)$/i.test(phrase))
      )
        continue;
      // A word with nothing before it that says "place" (or only the start of the message) must
      // be a sizeable one: "Can you help" must not send anyone to Çan; a lowercase word must be a
      // city anyone would write in lowercase ("rome", "tokyo"), not "well" or "tea".
      const strong = /^(to|in|then|visit|visiting|via|through|explore)$/.test(prev) || countedOn;
      const needed = !capital && !strong ? 100_000 : !triggered || i === 0 ? (n === 1 ? 50_000 : 15_000) : 0;
      if (g.population < needed && g.matched_by !== "alias") continue;
      const place = toRef(g);
      if (place.name === except) break;
      found.push({ place, start: tok.index ?? 0, end: (last.index ?? 0) + last[0].length });
      i += n - 1;
      break;
    }
  }
  return found.filter((f, k) => found.findIndex((g) => g.place.name === f.place.name) === k);
}

/** A length in nights, whatever its unit ("2 weeks": 14; "3 nights": 3; "Tokyo 5 days": 4). */
function asNights(n: number, unit: string | undefined): number {
  const u = (unit ?? "").toLowerCase();
  if (u.startsWith("w")) return n * 7;
  if (u.startsWith("n")) return n;
  // Days in a city: a night fewer ("Tokyo 5 days and Kyoto 3": 4 nights and 2).
  return Math.max(0, n - 1);
}

export function staysFrom(said: string, named: Named[]): StayFinding[] {
  if (named.length < 2) return [];
  // (Dictated numbers as numbers, the same length: "rome for for nights".)
  const text = spokenNumbers(said);
  const distinct = named.map((f) => ({ ...f, end: bracketClosed(text, f.start, f.end) }));
  // A bare number after the first stop's length is in the same unit ("5 nights in Madrid and 2 in Toledo").
  // The unit said first in the message, else nights: "Lisbon 3, Seville 3, Granada 2 (nights)"
  // says it once, after the list.
  // (With no unit at all, "Hobart 3, Launceston 2, Strahan 1": nights, as hotels count them.)
  // (A unit after a number first: "Santiago 3 + Valparaíso 2 + Casablanca valley wine day" counts
  // nights, the "day" being an outing.)
  let unit =
    /\b\d{1,2}\s*(nights?|nites?|noches|days?|weeks?)\b/i.exec(text)?.[1] ??
    /\b(nights?|nites?|noches|days?|weeks?)\b(?![\s-]*(?:trips?|tours?|outings?))/i.exec(
      text.replace(/\b[a-z]+\s+(?:day|night)\b/g, (m) => " ".repeat(m.length)),
    )?.[1] ??
    "nights";
  let ownLength = false;
  const shares = new Set<StayFinding>();
  const unitLater = (at: number) => /\b(?:nights?|nites?|noches|days?|weeks?)\b/i.test(text.slice(at));
  const stays = distinct.map((f, k): StayFinding => {
    // "Rome 3-6 May, Florence 6-9 May", "Dec 20–23 Vienna": the stop's own dates are its nights.
    // (Not when a length stands right before it: "2 nights bled, 18-23 march" gives the trip's dates.)
    const lead = text.slice(Math.max(0, f.start - 24), f.start);
    const sizedBefore = lengthBefore.test(lead) || lengthJustBefore.test(lead);
    const dated = sizedBefore
      ? null
      : (nightsOfRange(text.slice(f.end, f.end + 24), "after") ?? nightsOfRange(lead, "before"));
    if (dated) return { place: f.place, nights: dated };
    // "Kyoto x3 Osaka x2", "Sapporo ×2": a count of nights after a multiplication sign.
    const times = /^\s*[x×]\s*(\d{1,2})\b/i.exec(text.slice(f.end, f.end + 8));
    if (times) return { place: f.place, nights: asNights(Number(times[1]), unit) };
    // "3 in Lisbon then 2 in Porto": the first of a list of counts "in" each stop.
    const countIn = /(?:^|\s)(\d{1,2})\s+(?:in|at|on)\s+$/i;
    const next = distinct[k + 1];
    const firstOfCounts =
      k === 0 &&
      !!next &&
      countIn.exec(text.slice(Math.max(0, f.start - 10), f.start)) &&
      countIn.test(text.slice(Math.max(0, next.start - 10), next.start));
    if (firstOfCounts)
      return {
        place: f.place,
        nights: asNights(Number(countIn.exec(text.slice(Math.max(0, f.start - 10), f.start))?.[1]), unit),
      };
    // "10 nights total with 3 of them in Athens": a share of the trip's length, the stop's own.
    const share = shareBefore.exec(text.slice(Math.max(0, f.start - BEFORE_CHARS), f.start));
    if (share) {
      const found = { place: f.place, nights: shareOf(share, text) };
      shares.add(found);
      return found;
    }
    const before = lengthBefore.exec(text.slice(Math.max(0, f.start - BEFORE_CHARS), f.start));
    if (before) {
      const [n, u] = lengthOf(before);
      unit = u;
      return { place: f.place, nights: asNights(num(n) ?? 1, u) };
    }
    const rest = text.slice(f.end, f.end + 24);
    const after = lengthAfterName(text.slice(f.end, f.end + 40), /\p{Lu}/u.test(text.charAt(f.start)));
    // "hanoi hue hoian 12 days overall": a length said to be the whole trip's is no stop's.
    const whole = (m: RegExpExecArray) =>
      /^\s*(?:in\s+)?(?:total|altogether|overall|all in|all up)\b/i.test(
        text.slice(f.end + m.index + m[0].length, f.end + m.index + m[0].length + 16),
      ) ||
      // ("Lucca, 10 days, 4 of them in Florence": the length shared out after it is the trip's.)
      /^[\s,;:-]*(?:with\s+|and\s+)?(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:of|out of)\s+(?:them|those|these|which)\b/i.test(
        text.slice(f.end + m.index + m[0].length, f.end + m.index + m[0].length + 30),
      );
    if (after && whole(after)) return { place: f.place, nights: null };
    // "2 nights Kandy 3 nights Ella": the length after Kandy is Ella's, Kandy's the one before.
    const justBefore = lengthJustBefore.exec(text.slice(Math.max(0, f.start - 24), f.start));
    if (after && justBefore && lengthOfNext(text.slice(f.end + after.index + after[0].length), text)) {
      const [n, u] = lengthOf(justBefore);
      unit = u;
      return { place: f.place, nights: asNights(num(n) ?? 1, u) };
    }
    if (after) {
      const [n, u] = lengthOf(after);
      unit = u;
      // (Said right after the name, before the next stop: "Munich 3 nights, then the Dolomites".)
      const next = distinct[k + 1];
      if (k === 0 && next && f.end + after.index + after[0].length <= next.start) ownLength = true;
      return { place: f.place, nights: asNights(num(n) ?? 1, u) };
    }
    // "and Kyoto 3": a bare number after a city, when the first stop gave its unit.
    // ("Panajachel on Lake Atitlan 3": where in the place it is, named between.)
    const sitedRest = (end: number) => {
      const where = SITED.exec(text.slice(end, end + 40));
      return text.slice(end + (where?.[0].length ?? 0), end + (where?.[0].length ?? 0) + 24);
    };
    const bare = bareAfter.exec(sitedRest(f.end));
    function nextBareNumber(): boolean {
      const next = distinct[k + 1];
      return !!next && !!bareAfter.exec(sitedRest(next.end));
    }
    // "split 3 then hvar 2 then vis 2": the first of a list of bare numbers too.
    const nextBare = nextBareNumber();
    // ("Sarajevo (2) - Mostar (1)", "Lisbon for 4 and Porto for 3": a spaced dash, or "and" when
    // the next stop has its bare number too.)
    const listedOn =
      /^[\s(]*(?:for\s+)?\d+\s*\)?\s*(?:,|→|->|>|\+|\/(?!\s*\d)|then\b|[-–—](?=\s+\p{L}))/iu.test(rest) ||
      (nextBareNumber() && /^[\s(]*(?:for\s+)?\d+\s*\)?\s*(?:and|&)\s/i.test(rest));
    // (The unit may be the whole trip's, said first: "12 nights: Antigua 4, Panajachel 3".)
    const unitEarlier = /\b\d{1,2}\s*(?:nights?|nites?|nts|days?)\b/i.test(text.slice(0, f.start));
    if (bare && (k > 0 || (listedOn && (unitLater(f.end) || nextBare || unitEarlier))))
      return { place: f.place, nights: asNights(num(bare[1] ?? "") ?? 1, unit) };
    // "2 nights Edinburgh then 3 London": a length right before the name, no "in".
    const bareBefore = lengthJustBefore.exec(text.slice(Math.max(0, f.start - 24), f.start));
    if (bareBefore) {
      const [n, u] = lengthOf(bareBefore);
      unit = u;
      return { place: f.place, nights: asNights(num(n) ?? 1, u) };
    }
    // "3 in Florence" after "4 nights in Rome", "then 3 London".
    const shortBefore = /(?:^|\s)(\d+|one|two|three|four|five|six|seven)\s+(?:more\s+)?(?:(?:in|at|on)\s*)?$/i.exec(
      text.slice(Math.max(0, f.start - 14), f.start),
    );
    if (shortBefore && k > 0) return { place: f.place, nights: asNights(num(shortBefore[1] ?? "") ?? 1, unit) };
    return { place: f.place, nights: null };
  });
  // "Lima to Cusco via Arequipa: Arequipa 2 nights, Cusco 4", "Kyoto and Osaka ... in Kyoto we'd
  // stay 3 nights": the route named first, a stop's length said where it is named again.
  const later = new Set<StayFinding>();
  for (const [k, x] of stays.entries()) {
    const f = distinct[k] as Named;
    if (x.nights !== null) continue;
    const n = nightsAtLaterMention(text, f, unit);
    if (n === null) continue;
    x.nights = n;
    later.add(x);
  }
  // "Lisbon then Porto, 3 nights in the first, 2 in the second": stops pointed at by their order.
  const byOrder = nightsByOrder(text, stays.length, unit);
  // (Two or more said so, they are the list's own: "porto, 3 nights in the first" is Lisbon's 3.)
  const allByOrder = byOrder.filter((n) => n !== undefined).length >= 2;
  for (const [k, x] of stays.entries()) {
    const n = byOrder[k];
    if ((x.nights !== null && !allByOrder) || n === undefined) continue;
    x.nights = n;
    later.add(x);
  }
  // "Rome then Florence for 10 days", "10 days in Rome and Florence": one length for one end of
  // the list is the whole trip's, not that city's; but one written between the first name and the
  // next ("Munich 3 nights, then the Dolomites", "Hue for 2 nights and Hoi An") is the first's.
  const given = stays.filter((x) => x.nights !== null);
  // (The last stop reads the list's first number as its own: "Sibiu by train, 2n/3n/2n".)
  if (!given.length || (given.length === 1 && given[0] === stays[stays.length - 1])) {
    const each = respectively(text.slice(distinct[distinct.length - 1]?.end ?? 0), stays.length);
    if (each) return stays.map((x, k) => ({ ...x, nights: asNights(each[k] ?? 1, unit) }));
  }
  const ends = [stays[0], stays[stays.length - 1]];
  if (
    given.length === 1 &&
    ends.includes(given[0]) &&
    !(ownLength && given[0] === stays[0]) &&
    !later.has(given[0] as StayFinding) &&
    !shares.has(given[0] as StayFinding)
  )
    return stays.map((x) => ({ ...x, nights: null }));
  return stays;
}

// Words only: "the 1st", "the 2nd" are days of the month ("we land at 10 on the 1st").
const ORDER_WORDS: Record<string, (n: number) => number> = {
  first: () => 0,
  former: () => 0,
  second: () => 1,
  third: () => 2,
  fourth: () => 3,
  last: (n) => n - 1,
  final: (n) => n - 1,
  latter: (n) => n - 1,
};
const COUNT = "(\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)";
const ORDER = `(${Object.keys(ORDER_WORDS).join("|")})`;
const STOP_NOUN = "(?:\\s+(?:one|city|stop|town|leg|island|base))?";
// "3 nights in the first", "2 in the second one", "4 at the last stop"; never "the first night",
// "the first week", "in the first place".
// (What follows the order ends the phrase: "in the first hotel" names no stop.)
const ORDER_ENDS = "(?=\\s*(?:[,.;:!?)—–&+-]|$|(?:and|then|plus|with|but|before|after)\\b))";
const countThenOrder = new RegExp(
  `(?<![\\p{L}\\d])${COUNT}(?:\\s*(nights?|nites?|nts|n|days?|d)\\b)?\\s+(?:more\\s+)?(?:in|at|on|for)\\s+the\\s+${ORDER}${STOP_NOUN}\\b${ORDER_ENDS}`,
  "giu",
);
// "the first for 3 nights", "the second one: 2": the order said first, then its count.
const orderThenCount = new RegExp(
  `\\bthe\\s+${ORDER}${STOP_NOUN}\\s*(?:[:=]|-|–|—|\\bfor\\b|\\bgets\\b)\\s*${COUNT}(?:\\s*(nights?|nites?|nts|n|days?|d)\\b)?(?!\\s*(?:people|adults|kids|of us|am|pm|[/.:]\\d))`,
  "giu",
);

/**
 * The nights of stops pointed at by their order, "3 nights in the first, 2 in the second", "the
 * last one for 4": index to nights (undefined where none is said); the unit of the list where
 * one count has none.
 */
function nightsByOrder(text: string, stops: number, unit: string): (number | undefined)[] {
  const out: (number | undefined)[] = [];
  if (stops < 2) return out;
  for (const [re, countAt, orderAt] of [
    [countThenOrder, 1, 3],
    [orderThenCount, 2, 1],
  ] as const) {
    for (const m of text.matchAll(re)) {
      const k = ORDER_WORDS[(m[orderAt] ?? "").toLowerCase()]?.(stops) ?? -1;
      const n = num(m[countAt] ?? "");
      if (k < 0 || k >= stops || n === undefined || out[k] !== undefined) continue;
      out[k] = asNights(n, m[countAt + 1] ?? unit);
    }
  }
  return out;
}

// A length said after a stop's name with the traveller's words between: "in Kyoto we'd stay 3
// nights", "Osaka we'll spend 2 nights", "Hue I want 2 nights".
const stayedAfter =
  /^\s*,?\s*(?:(?:we|i)(?:'d|'ll|’d|’ll|\s+would|\s+will|\s+want\s+to|\s+can)?\s+)?(?:stay|spend|do|want|need|have|get)\s+(?:for\s+)?(?:(\d+)\s*(days?|nights?|nites?|nts|n|d|weeks?)|(one|two|three|four|five|six|seven|eight|nine|ten|a)\s+(days?|nights?|nites?|weeks?))\b/i;

const nameNext = /^\s+(?:in\s+|at\s+)?\p{Lu}/u;
/** A length with its unit that ends right before the words after it: "4 nights in Lisbon and". */
const unitBefore = new RegExp(
  `\\b(?:\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\\s*(?:nights?|nites?|nts|n|days?|d)\\s+(?:in|at|on)\\s+(?!(?:the\\s+)?(?:${MONTH_RE})[a-z]*\\b|(?:the\\s+)?(?:spring|summer|autumn|fall|winter|total|a\\s|an\\s)\\b)[\\p{L}' .-]{2,30}$`,
  "iu",
);

/**
 * The nights said for a stop where the message names it again after its first mention (the route
 * first, the lengths after: "Oslo to Bergen by train, 2 nights Oslo, 3 nights Bergen"), or null.
 * The same words as at the first mention, case aside.
 */
function nightsAtLaterMention(text: string, f: Named, unit: string): number | null {
  const name = text
    .slice(f.start, f.end)
    .replace(/[.,'’-]+$/, "")
    .toLowerCase();
  if (name.length < 3) return null;
  const lower = text.toLowerCase();
  for (let at = lower.indexOf(name, f.end); at >= 0; at = lower.indexOf(name, at + name.length)) {
    const end = at + name.length;
    // (Whole words only: "Rome" is not in "Romeo".)
    if (/[\p{L}\d]/u.test(lower.charAt(at - 1)) || /[\p{L}\d]/u.test(lower.charAt(end))) continue;
    const lead = text.slice(Math.max(0, at - 24), at);
    const before = lengthBefore.exec(text.slice(Math.max(0, at - BEFORE_CHARS), at));
    const share = shareBefore.exec(text.slice(Math.max(0, at - BEFORE_CHARS), at));
    if (share && !before) return shareOf(share, text);
    const after = lengthAfterName(text.slice(end, end + 40), /\p{Lu}/u.test(text.charAt(at)));
    const justBefore = lengthJustBefore.exec(lead);
    const m =
      before ??
      // (A length on each side, a name after the second: that one is the next name's, as in "2
      // nights Oslo, 3 nights Bergen".)
      (after && justBefore && nameNext.test(text.slice(end + after.index + after[0].length))
        ? justBefore
        : (after ?? justBefore ?? stayedAfter.exec(text.slice(end, end + 40))));
    if (m) {
      const [n, u] = lengthOf(m);
      return asNights(num(n) ?? 1, u);
    }
    // "4 nights in Lisbon and then 3 in Porto": a bare count before the name, after another's
    // length with its unit.
    const countIn =
      /(?:\b(?:and|then|plus)|[,&+])\s+(?:(?:then|only|just)\s+)?(\d{1,2}|one|two|three|four|five|six|seven)\s+(?:more\s+)?(?:in|at|on)\s+(?:the\s+)?$/i.exec(
        lead,
      );
    if (countIn && unitBefore.test(text.slice(0, at - countIn[0].length)))
      return asNights(num(countIn[1] ?? "") ?? 1, unit);
    // "Cusco 4": a bare number, in a list whose unit is said.
    const bare = bareListed.test(text.slice(end, end + 12)) ? bareAfter.exec(text.slice(end, end + 24)) : null;
    if (bare && unitSomewhere.test(text)) return asNights(num(bare[1] ?? "") ?? 1, unit);
  }
  return null;
}

/** Nights of a day range in one month right after ("3-6 May") or right before ("Dec 20–23") a stop's name. */
function nightsOfRange(near: string, side: "after" | "before"): number | null {
  const day = "(\\d{1,2})(?:st|nd|rd|th)?";
  const span = `${day}\\s*(?:-|–|—|to|until|till|thru|through)\\s*${day}`;
  const dayFirst = new RegExp(`${span}\\s+${MONTH_RE}`, "i");
  const monthFirst = new RegExp(`${MONTH_RE}\\s+${span}`, "i");
  const at = side === "after" ? "^[\\s:(]*" : "";
  const tail = side === "before" ? "[\\s:,)]*$" : "";
  // ("Charleston 19th thru 22nd": days with their ordinals are dates without a month too.)
  const ordinals = "(\\d{1,2})(?:st|nd|rd|th)\\s*(?:-|–|—|to|until|till|thru|through)\\s*(\\d{1,2})(?:st|nd|rd|th)\\b";
  const m =
    new RegExp(`${at}(?:${dayFirst.source})${tail}`, "i").exec(near) ??
    new RegExp(`${at}(?:${monthFirst.source})${tail}`, "i").exec(near) ??
    new RegExp(`${at}${ordinals}${tail}`, "i").exec(near);
  if (!m) return null;
  const [a, b] = m
    .slice(1)
    .filter((x) => x !== undefined && /^\d+$/.test(x))
    .map(Number);
  return a !== undefined && b !== undefined && b > a && b - a <= 21 ? b - a : null;
}

/**
 * The stops' lengths said together after the last of them, one number each in their order:
 * "seattle then portland, 5 nights, 3 and 2", "Bucharest → Brasov → Sibiu, 2n/3n/2n", "Hue, Hoi An:
 * 2 + 3 nights". Exactly as many numbers as stops; a date ("15/12"), a range ("3-5") or a count of
 * people ("3 and 2 kids") is none.
 */
function respectively(rest: string, stops: number): number[] | undefined {
  // (A number, its unit if any, and not a day of the month: "2nd" is no length.)
  const n = "(\\d{1,2})\\s*(n\\b|nts\\b|nights?\\b)?(?![a-z])";
  const more = `(?:\\s*(?:,|&|\\+|/|\\band\\b|\\bthen\\b)\\s*${n.replace("(\\d", "(?:\\d").replace("(n\\b", "(?:n\\b")})`;
  const list = new RegExp(
    `(?<!(?:[\\d/.-]|\\d:)\\s*)\\b${n}((?:${more})+)(?![\\d/-]|\\s*(?:kids|children|adults|people|persons|ppl|of us|pax|friends|mates|lads|girls|guys|couples|families|travell?ers|am|pm|%|stars?|rooms?|[ap]\\.m|${MONTH_RE}))`,
    "i",
  ).exec(rest);
  if (!list) return undefined;
  const numbers = [...list[0].matchAll(/\d{1,2}/g)].map((m) => Number(m[0]));
  // A slash joins lengths only when each has its unit ("2n/3n"); bare, it is a date.
  // ("3/2/2 nights": the unit once, after the last, as LISTED_LENGTHS reads it.)
  if (
    /\//.test(list[0]) &&
    !/^\s*(?:\d{1,2}\s*(?:n|nts|nights?)\s*(?:\/|$)\s*)+$/i.test(list[0]) &&
    !/^\s*\d{1,2}(?:\s*\/\s*\d{1,2})+\s*(?:n|nts|nights?)\s*$/i.test(list[0])
  )
    return undefined;
  // "5 nights, 3 and 2": the trip's length, then its parts.
  const parts = numbers.length === stops + 1 && numbers[0] === numbers.slice(1).reduce((a, b) => a + b, 0);
  // Lengths by their unit ("2n/3n/2n", "3, 2 and 4 nights") or as the parts of the trip's ("5
  // nights, 3 and 2"); bare numbers alone are as likely ages ("kids 5 & 8") or anything else.
  if (!parts && !/\d\s*(?:n|nts|nights?)\b/i.test(list[0])) return undefined;
  const each = parts ? numbers.slice(1) : numbers;
  if (each.length !== stops || each.some((x) => x < 1 || x > 21)) return undefined;
  return each;
}

/** "2 cities in Texas", "three stops around Colorado": how many places the traveller wants picked. */
export function findCityCount(text: string): number | undefined {
  const m =
    /\b(\d|two|three|four|five|six|couple of|few)\s+(?:different\s+)?(?:cities|towns|places|stops|destinations|spots|bases|cities\/towns)\b/i.exec(
      text,
    );
  if (!m) return undefined;
  const w = (m[1] ?? "").toLowerCase();
  return w === "couple of" ? 2 : w === "few" ? 3 : num(w);
}

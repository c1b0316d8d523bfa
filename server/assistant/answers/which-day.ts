import { DateTime } from "luxon";
import { cardinalWords, ordinalWords } from "../number-words";
import { plain } from "./text";

// Which of the trip's days a question means: "day 3", "the third day", "day two", "the last day",
// "tomorrow", "on Friday", "May 5", "the 5th", "days 2 and 3". Day numbers are 1-based, as the
// traveller counts them; a date is also returned when it falls outside the trip ("weather on
// June 2" asked of a May trip still has an answer).

const ordinals = ordinalWords;
const cardinals = cardinalWords;
const monthNumber: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};
const weekdays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
const numberWord = `\\d{1,2}|${Object.keys(cardinals).join("|")}`;
const num = (w: string) => (/^\d+$/.test(w) ? Number(w) : (cardinals[w] ?? ordinals[w] ?? Number.NaN));

// Holidays on the same date every year, as travellers name them (on plain() text, where "new
// year's eve" is "new year s eve"). Christmas alone may be the season ("christmas markets"): only
// its day or eve is a date.
const fixedHolidays: [RegExp, number, number][] = [
  [/\b(?:new years? (?:s )?eve|nye|hogmanay|silvester|reveillon)\b/, 12, 31],
  [/\bnew years? (?:s )?day\b/, 1, 1],
  [/\b(?:christmas|xmas) eve\b/, 12, 24],
  [/\b(?:christmas|xmas) day\b|\bon (?:christmas|xmas)\b(?! (?:eve|market|week|season|holiday))/, 12, 25],
  [/\bboxing day\b/, 12, 26],
  [/\bvalentine (?:s )?day\b|\bvalentines day\b/, 2, 14],
  [/\bhalloween\b/, 10, 31],
  [/\b(?:st|saint) patrick (?:s )?day\b|\bpaddy (?:s )?day\b/, 3, 17],
  [/\bbastille day\b/, 7, 14],
  [/\b(?:the )?(?:4th|fourth) of july\b/, 7, 4],
];

export type DayAsk = { days: number[]; dates: string[] };

/** The days (1-based, within the trip) and other dates a question names; both empty when none. */
export function findDays(message: string, trip: readonly { date: string; city?: string }[], now: DateTime): DayAsk {
  const text = plain(message);
  const days = new Set<number>();
  const dates = new Set<string>();
  const count = trip.length;
  const byDate = (iso: string) => {
    const i = trip.findIndex((d) => d.date === iso);
    if (i >= 0) days.add(i + 1);
    else dates.add(iso);
  };
  // "day 3", "days 2 and 3", "day 2-4", "days 2, 3 and 5", "d3".
  for (const m of text.matchAll(
    new RegExp(`\\bdays? ((?:(?:${numberWord})\\b,?(?: (?:and|to|or|through|thru|&))? ?){1,6})`, "g"),
  )) {
    const parts = (m[1] ?? "").trim().split(" ").filter(Boolean);
    const nums = parts.map(num);
    const range = parts.some((p) => p === "to" || p === "through" || p === "thru");
    const valid = nums.filter((n) => Number.isFinite(n));
    if (range && valid.length === 2) {
      const [a, b] = valid as [number, number];
      for (let n = Math.min(a, b); n <= Math.max(a, b) && n - Math.min(a, b) < 31; n++) days.add(n);
    } else for (const n of valid) days.add(n);
  }
  for (const m of text.matchAll(/\bd(\d{1,2})\b/g)) days.add(Number(m[1]));
  for (const m of text.matchAll(/\b(\d{1,2})(?:st|nd|rd|th) day\b/g)) days.add(Number(m[1]));
  for (const m of text.matchAll(new RegExp(`\\b(${Object.keys(ordinals).join("|")}) (?:full )?day\\b`, "g")))
    days.add(ordinals[m[1] ?? ""] ?? 0);
  if (count && /\b(?:last|final) (?:full )?day\b|\bdeparture day\b|\bday we (?:leave|fly home)\b/.test(text))
    days.add(count);
  // "our first day in Krakow": counted within that stay, not from the trip's start.
  const inStay = new RegExp(
    `\\b(${Object.keys(ordinals).join("|")}|last|final) (?:full )?day (?:in|at) ([a-z][a-z' -]{1,40})`,
  ).exec(text);
  if (inStay) {
    const fold = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
    const said = fold(inStay[2] ?? "");
    const stay = trip.flatMap((d, i) => (d.city && said.startsWith(fold(d.city)) ? [i + 1] : []));
    const nth = /^(?:last|final)$/.test(inStay[1] ?? "") ? stay.length : (ordinals[inStay[1] ?? ""] ?? 0);
    const day = stay[nth - 1];
    if (day) {
      days.clear();
      days.add(day);
    }
  }
  if (count && /\barrival day\b|\bday we (?:arrive|land)\b/.test(text)) days.add(1);
  // Relative to today.
  const today = now.toISODate() as string;
  if (/\b(?:today|tonight|this evening|this afternoon|this morning)\b/.test(text)) byDate(today);
  if (/\btomorrow\b/.test(text)) byDate(now.plus({ days: 1 }).toISODate() as string);
  if (/\bday after tomorrow\b/.test(text)) {
    dates.delete(now.plus({ days: 1 }).toISODate() as string);
    days.delete(trip.findIndex((d) => d.date === now.plus({ days: 1 }).toISODate()) + 1);
    byDate(now.plus({ days: 2 }).toISODate() as string);
  }
  // A weekday: the trip's first day that is one.
  for (const m of text.matchAll(new RegExp(`\\b(${weekdays.join("|")})s?\\b`, "g"))) {
    const wd = weekdays.indexOf(m[1] ?? "") + 1;
    const i = trip.findIndex((d) => DateTime.fromISO(d.date).weekday === wd);
    if (i >= 0) days.add(i + 1);
  }
  // "May 5", "5 May", "5th of May", "the 5th".
  const monthRe = "(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*";
  const year = trip[0] ? DateTime.fromISO(trip[0].date).year : now.year;
  const dated = (month: number, day: number) => {
    let d = DateTime.fromObject({ year, month, day });
    if (!d.isValid) return;
    if (!trip.length && d < now.startOf("day")) d = d.plus({ years: 1 });
    byDate(d.toISODate() as string);
  };
  for (const m of text.matchAll(new RegExp(`\\b${monthRe} (\\d{1,2})(?:st|nd|rd|th)?\\b`, "g")))
    dated(monthNumber[m[1] ?? ""] ?? 0, Number(m[2]));
  for (const m of text.matchAll(new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)? (?:of )?${monthRe}\\b`, "g")))
    dated(monthNumber[m[2] ?? ""] ?? 0, Number(m[1]));
  for (const m of text.matchAll(/\b(?:on )?the (\d{1,2})(?:st|nd|rd|th)\b(?! day)/g)) {
    const i = trip.findIndex((d) => DateTime.fromISO(d.date).day === Number(m[1]));
    if (i >= 0) days.add(i + 1);
  }
  // "on new year's eve", "christmas day", "hogmanay": a holiday of fixed date is that day.
  // (The trip's own day of that date first: new year's day on a trip over new year is next year's.)
  for (const [re, month, day] of fixedHolidays) {
    if (!re.test(text)) continue;
    const i = trip.findIndex((d) => {
      const t = DateTime.fromISO(d.date);
      return t.month === month && t.day === day;
    });
    if (i >= 0) days.add(i + 1);
    else dated(month, day);
  }
  return { days: [...days].filter((n) => n >= 1 && n <= Math.max(count, 60)).sort((a, b) => a - b), dates: [...dates] };
}

/** The month a question names ("in May", "in october"), 1-12, if any. */
export function findMonth(message: string): number | undefined {
  const m = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/.exec(
    plain(message).replace(/\bmay (?:i|we|be)\b/g, ""),
  );
  return m ? monthNumber[m[1] ?? ""] : undefined;
}

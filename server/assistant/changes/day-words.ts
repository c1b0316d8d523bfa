import { DateTime } from "luxon";
import type { TItineraryDay } from "../../../common/api/trips";
import { cardinalWords, ordinalWords } from "../number-words";

// Days and times as travellers say them, read against the trip's own dates: "day 2", "the second
// day", "tomorrow" (the calendar's, when it falls in the trip), "Saturday" (the trip's Saturdays),
// "the last day"; "at 3pm", "in the morning".

/** The days a phrase can mean (1-based; none when it names a day outside the trip), and the phrase. */
export type DaySpec = { days: number[]; said: string };

const ordinals = ordinalWords;
const numbers = cardinalWords;
const weekdays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];

/** One day of the trip as travellers name it, without the word before it. */
export const DAY_WORD =
  "(?:(?:the\\s+)?(?:morning|afternoon|evening|night)\\s+of\\s+(?:the\\s+)?(?:day\\s+(?:\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)|(?:first|second|third|fourth|fifth|sixth|seventh|last|final)\\s+day)|(?:the\\s+)?day\\s+(?:\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)|(?:the\\s+)?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|final|\\d{1,2}(?:st|nd|rd|th))\\s+(?:day|morning|afternoon|evening|night)|tomorrow|today|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|(?<=\\bon\\s)(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun))";
/** A day phrase with what usually comes before it ("on", "for", "to"). */
export const dayPhrase = new RegExp(`(?:\\b(?:on|for|to|onto|into|in|from|of|until)\\s+)?\\b${DAY_WORD}\\b`, "g");

/** The days of the trip that `phrase` (one match of dayPhrase) names. */
export function daysNamed(phrase: string, itinerary: readonly TItineraryDay[], now: DateTime): DaySpec {
  const p = phrase.toLowerCase().replace(/^(?:on|for|to|onto|into|in|from|of|until)\s+/, "");
  const said = p.replace(/^the\s+/, "");
  const count = itinerary.length;
  const n = /day\s+(\d{1,2}|\w+)/.exec(p)?.[1];
  if (n) {
    const k = /^\d+$/.test(n) ? Number(n) : numbers[n];
    return { days: k && k <= count ? [k] : [], said };
  }
  // "the second evening" is day 2 (its part of the day is read by partOfDayNamed).
  const ord = /(\w+)\s+(?:day|morning|afternoon|evening|night)\b/.exec(p)?.[1] ?? "";
  if (ord === "last" || ord === "final") return { days: count ? [count] : [], said };
  const k = ordinals[ord] ?? (/^\d+/.test(ord) ? Number.parseInt(ord, 10) : undefined);
  if (k !== undefined) return { days: k >= 1 && k <= count ? [k] : [], said };
  const dates = itinerary.map((d) => d.date);
  if (/tomorrow/.test(p)) return { days: dayOfDate(dates, now.plus({ days: 1 }).toISODate()), said };
  if (/today|tonight/.test(p)) return { days: dayOfDate(dates, now.toISODate()), said };
  const wd = weekdays.findIndex((w) => w.startsWith(p.slice(0, 3)));
  if (wd >= 0)
    return {
      days: dates.flatMap((date, i) => (DateTime.fromISO(date).weekday === wd + 1 ? [i + 1] : [])),
      said: weekdays[wd] ?? said,
    };
  return { days: [], said };
}

const dayOfDate = (dates: string[], date: string | null) => {
  const i = date ? dates.indexOf(date) : -1;
  return i >= 0 ? [i + 1] : [];
};

/** The part of the day a day phrase says ("the second evening"), as timePhrase reads it. */
export function partOfDayNamed(phrase: string): TimeSpec | undefined {
  const part = /\b(morning|afternoon|evening|night)\b/.exec(phrase.toLowerCase())?.[1];
  if (!part || /\b(?:tonight)\b/.test(phrase)) return undefined;
  const prefer = part === "morning" ? 600 : part === "afternoon" ? 900 : 1200;
  return { prefer, said: `in the ${part}` };
}

/** A time asked for ("at 3pm", "at 15:30", "at 10") or a part of the day ("in the morning"). */
export type TimeSpec = { time?: string; prefer?: number; said: string };

export const timePhrase =
  /\b(?:at|around|by|for|to)\s+(\d{1,2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?(?!\s*(?:days?|nights?|people|of|%))\b|\b(?:in\s+the\s+|this\s+|that\s+)?(morning|afternoon|evening|night)\b/;

export function timeNamed(m: RegExpExecArray): TimeSpec | undefined {
  if (m[4]) {
    const part = m[4];
    const prefer = part === "morning" ? 600 : part === "afternoon" ? 900 : 1200;
    return { prefer, said: `in the ${part}` };
  }
  let h = Number(m[1]);
  const min = Number(m[2] ?? "0");
  const ampm = m[3]?.[0];
  if (ampm === "p" && h < 12) h += 12;
  if (ampm === "a" && h === 12) h = 0;
  // "at 3" means the afternoon: nobody plans a visit at 03:00.
  if (!ampm && h >= 1 && h <= 6) h += 12;
  if (h > 23 || min > 59) return undefined;
  const time = `${String(h).padStart(2, "0")}:${String(min).padStart(2, "0")}`;
  return { time, said: `at ${time}` };
}

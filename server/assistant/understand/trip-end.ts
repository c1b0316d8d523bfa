import { DateTime } from "luxon";

// The END of a trip already begun, said as a day: "we need to be back sunday", "home by the
// 20th", "fly back on Jan 10", "have to leave Friday", "staying until Saturday". The date reader
// takes a lone weekday or day of the month for the day a trip starts; said after "back", "home",
// "until" or "leave", it is the day the trip ends, counted from the trip's own start.

const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const WEEKDAY = "(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tues?|weds?|thur?s?|fri|sat|sun)";
const MONTH = "(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?";
const ORD = "(?:\\d{1,2})(?:st|nd|rd|th)";
/** A day: "sunday", "the 20th", "20th", "jan 10", "10 jan", "the 10th of jan". */
const DAY = `(?:(?:this|next|on|by)\\s+)?(?:(${WEEKDAY})|(?:the\\s+)?(${ORD}|\\d{1,2})(?:\\s+(?:of\\s+)?(${MONTH}))?|(${MONTH})\\s+(\\d{1,2})(?:st|nd|rd|th)?)`;
/** The words that make the day an end: being back or home, leaving, flying back, staying until. */
const ENDING =
  "(?:(?:be|get|got|fly|flying|head|heading|come|coming|go|going|travel|travelling|traveling|are|we're|were)\\s+)?(?:back|home)(?:\\s+home)?|(?:need|needs|have|has|got|must)\\s+(?:to\\s+)?(?:leave|check\\s+out|go\\s+home|head\\s+home|fly\\s+home|fly\\s+back)|(?:fly|flying|flight)\\s+(?:back|home|out\\s+of\\s+\\w+)|return(?:ing)?(?:\\s+home)?|check(?:ing)?\\s+out|until|till|til";

// Between the ending words and the day only "on", "by", "for", "before" (or "the", in DAY), or
// how much sooner ("fly home a day earlier, on the 7th"), or where ("back at work by monday"):
// "come back to this beach on friday" and "check out the flea market on sunday" name a visit.
const GAP =
  "(?:(?:(?:a|one|two|\\d)\\s+days?\\s+)?(?:earlier|early|sooner|later|instead)\\s*,?\\s+|(?:at\\s+work|at\\s+(?:the\\s+)?office|in\\s+the\\s+office)\\s+)?(?:(?:on|by|for|before)\\s+)?";
const endPhrase = new RegExp(
  `\\b(${ENDING})\\s+${GAP}${DAY}(?![\\w:])(?!\\s+(?:day|morning|afternoon|evening|night)\\b)`,
  "gi",
);

// The travellers as the subject: "we need to be back", "I have to leave". "Until" and "check
// out" say an end only of their stay ("we're staying until Saturday"); of a place they are
// its hours ("the castle is open until friday") or a visit ("check out the market on sunday").
const TRAVELLERS = /\b(?:we|i|we're|i'm|we'll|i'll|we've|i've|we'd|i'd|let's|lets)\b/;
const BY_THEMSELVES = /^(?:until|till|til|check(?:ing)?\s+out)$/;
// Words that may come before the ending words with no subject ("need to leave friday", "ok so
// home by the 20th"): anything else names who or what it is said of ("my sister flies home...").
const FILLER =
  /^(?:so|ok|okay|oh|ah|hey|hi|well|actually|also|and|then|just|sadly|unfortunately|turns out|now|really|need|needs|have|has|had|got|gotta|must|to|make it|please|only|should|would|want|wanna|can|could|stay|staying|plan|planning|and then|\s)*$/;
// A question asks about the day, it does not set it: "is the castle open until friday?", "are the
// markets on until the 20th?". ("can we stay until wednesday" asks for the change itself.)
const ASKS =
  /^(?:is|are|isn't|aren't|was|were|can|could|does|do|did|will|would|what|when|where|how|which|should|shall)\b/;
const ASKS_FOR_CHANGE =
  /^(?:can|could)\s+(?:we|i)\s+(?:please\s+)?(?:stay|leave|be|get|go|head|fly|come|return|check)\b/;

/** Whether the end words found at `at` are the travellers' own end, said as a statement. */
function isOwnEnd(lower: string, at: number, length: number, words: string): boolean {
  // The clause the words are in: from the last stop or comma before them to the next after.
  const before = lower.slice(0, at);
  const from = Math.max(...[".", "!", "?", ";", ",", "\n"].map((c) => before.lastIndexOf(c))) + 1;
  const prefix = before.slice(from).trim();
  const after = lower.slice(at + length);
  const stop = after.search(/[.!?;,\n]/);
  if (stop >= 0 && after[stop] === "?" && !ASKS_FOR_CHANGE.test(prefix)) return false;
  if (ASKS.test(prefix) && !ASKS_FOR_CHANGE.test(prefix)) return false;
  const own = TRAVELLERS.test(prefix);
  if (BY_THEMSELVES.test(words.trim())) return own || /\bstay(?:ing)?$/.test(prefix);
  return own || FILLER.test(prefix);
}

export type TripEnd = { end: string; at: number; length: number };

/**
 * The day a trip starting on `start` ends, when the message names it as an end; where the phrase
 * is, so the date reader can be spared it. Undefined when no end is named, or when the day named
 * cannot follow the start within a month.
 */
export function findTripEnd(message: string, start: string): TripEnd | undefined {
  const from = DateTime.fromISO(start, { zone: "utc" });
  if (!from.isValid) return undefined;
  const lower = message.slice(0, 600).toLowerCase().replace(/[’']/g, "'");
  const m = [...lower.matchAll(endPhrase)].find((f) => isOwnEnd(lower, f.index, f[0].length, f[1] ?? ""));
  if (!m) return undefined;
  const [, , weekday, dayNum, monthAfter, monthBefore, dayAfterMonth] = m;
  let end: DateTime | undefined;
  if (weekday) {
    const wanted = WEEKDAYS.findIndex((w) => w.startsWith(weekday.slice(0, 3))) + 1;
    // The first such weekday after the start: a trip ends at least a night after it begins.
    const ahead = (wanted - from.weekday + 7) % 7 || 7;
    end = from.plus({ days: ahead });
  } else {
    const day = Number.parseInt(dayNum ?? dayAfterMonth ?? "", 10);
    const monthWord = monthAfter ?? monthBefore;
    // A bare number needs an ordinal or a month to be a day ("till 3" is an hour).
    if (!monthWord && dayNum && !/(?:st|nd|rd|th)$/.test(dayNum)) return undefined;
    if (!day || day > 31) return undefined;
    if (monthWord) {
      const month = MONTHS.indexOf(monthWord.slice(0, 3)) + 1;
      let at = from.set({ month, day });
      if (at <= from) at = at.plus({ years: 1 });
      end = at;
    } else {
      let at = from.set({ day: Math.min(day, from.daysInMonth ?? 28) });
      if (at <= from) at = at.plus({ months: 1 }).set({ day });
      end = at;
    }
  }
  if (!end?.isValid) return undefined;
  const nights = end.diff(from, "days").days;
  if (nights < 1 || nights > 30) return undefined;
  return { end: end.toISODate() ?? "", at: m.index, length: m[0].length };
}

/** Nights from `start` to `end` (ISO dates). */
export function nightsBetween(start: string, end: string): number {
  return Math.round(DateTime.fromISO(end, { zone: "utc" }).diff(DateTime.fromISO(start, { zone: "utc" }), "days").days);
}

/** The message with the end phrase blanked (same length), so no reader takes its day for a start. */
export function withoutTripEnd(message: string, found: TripEnd): string {
  return `${message.slice(0, found.at)}${" ".repeat(found.length)}${message.slice(found.at + found.length)}`;
}

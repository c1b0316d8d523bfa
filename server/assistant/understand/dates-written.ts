// Dates as travellers write them that the date reader (understand.ts findDates, chrono) misreads,
// rewritten as it reads them: "12.02.2027" and "11.-14. Dezember" (the day first, with dots, as in
// German and much of Europe), a date taken back in the same message ("from Nov 28... sorry, from
// Dec 1", "20-25 Feb, wait no, 21-26": the one said last is meant), and a baby's age in months
// ("our baby (4 months)", "8 months old") or an age in decades ("both 30s"), which chrono reads as
// a date months (or seconds) from now.

import { foreignDates } from "./dates-foreign";

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const MONTH_WORD =
  "(?:jan(?:uary|uar)?|feb(?:ruary|ruar)?|m[aä]r(?:ch|z)?|apr(?:il)?|ma[iy]|june?|juni|july?|juli|aug(?:ust)?|sep(?:t(?:ember)?)?|o[ck]t(?:ober)?|nov(?:ember)?|de[cz](?:ember)?)";

// "sorry", "wait no", "actually", "I mean", "correction": what follows replaces what came before.
const TAKEN_BACK =
  /(?:\.{2,}|[,;:-])?\s*\b(?:sorry|wait(?:,?\s*no)?|no wait|actually|i mean|correction|oops|scratch that|make that)\b[,:]?\s*/gi;
// Something a date reader would take for a date: a month word, a day with a month, a numeric date.
const DATE_LIKE = new RegExp(
  `\\b${MONTH_WORD}\\b\\.?\\s*\\d{0,2}|\\b\\d{1,2}(?:st|nd|rd|th)?\\s*(?:[-–]\\s*\\d{1,2}(?:st|nd|rd|th)?)?\\s*(?:of\\s+)?${MONTH_WORD}\\b|\\b\\d{1,2}\\s*[-–]\\s*\\d{1,2}\\b|\\b\\d{1,2}[./]\\d{1,2}(?:[./]\\d{2,4})?`,
  "i",
);

// Nights and days in the other languages travellers write them in, spelt once for every reader of
// a length (here, understand.ts lengthsIn, trip-total.ts): Spanish, Portuguese, French, German,
// Dutch, Italian, Malay, Tagalog and Hindi ("6 noches", "3 noites", "2 nuits", "2 Nächte", "2
// nachten", "4 notti", "2 malam", "3 gabi", "3 raat"; "3 jours", "5 días", "4 Tage", "6 giorni",
// "5 dagen", "3 hari", "4 araw", "5 din"). Alternations for a RegExp source, no groups.
export const FOREIGN_NIGHTS = "noches|noites|nuits?|n[aä]chte|nachten|notti|malam|gabi|raat";
export const FOREIGN_DAYS = "jours?|d[ií]as|tage|giorni|dagen|hari|araw|din";

// A trip's length as a date reader reads one: "3 nights", "4d", "3 jours", "6 noches".
const LENGTH_LIKE = new RegExp(
  `\\b\\d{1,2}\\s*(?:nights?|nites?|days?|weeks?|n|d|${FOREIGN_NIGHTS}|${FOREIGN_DAYS})\\b`,
  "i",
);

const blank = (s: string) => s.replace(/[^\s]/g, " ");

// A date said only to be turned down: "the 21st of April not the 12th", "from May 3rd, not May 1",
// "the 5th rather than the 3rd". It is no start, nor a range's other end; "not 2 nights" is no date.
const DATE_TURNED_DOWN = new RegExp(
  `\\b(?:not|rather than|instead of)\\s+(?:on\\s+|from\\s+)?(?:the\\s+)?(?:${MONTH_WORD}\\.?\\s*\\d{1,2}(?:st|nd|rd|th)?\\b|\\d{1,2}(?:st|nd|rd|th)?\\s*(?:of\\s+)?${MONTH_WORD}\\b|\\d{1,2}(?:st|nd|rd|th)\\b)`,
  "gi",
);

/** The message with the dates written as the date reader reads them (see above). */
export function datesAsWritten(text: string): string {
  // ("du 5 au 7 décembre", "van 18 t/m 22 februari": the other languages' dates in English first.)
  let out = foreignDates(text)
    // "12月20日", "12월 20일": the month and the day as Japanese, Chinese and Korean write them.
    .replace(/(?<!\d)(\d{1,2})\s*(?:月|월)\s*(\d{1,2})\s*(?:日|号|號|일)?/g, (all, m: string, d: string) => {
      const month = MONTHS[Number(m) - 1];
      return month && Number(d) >= 1 && Number(d) <= 31 ? ` ${month} ${Number(d)} ` : all;
    })
    // "siku 3", "usiku 2": Swahili says the days or nights before their number.
    .replace(/\b(siku|usiku)\s+(\d{1,2})\b/gi, (_, w: string, n: string) => `${n} ${/^u/i.test(w) ? "nights" : "days"}`)
    // "the 4th o December", "5th o' May": "of" as the Scots and the Irish say it.
    .replace(new RegExp(`\\b(\\d{1,2}(?:st|nd|rd|th)?)\\s+o['’]?\\s+(?=${MONTH_WORD}\\b)`, "gi"), "$1 of ")
    // "11.-14. Dezember", "3. März": a day with its dot, before a range's dash or a month.
    .replace(
      new RegExp(`\\b(\\d{1,2})\\.(?=\\s*[-–]\\s*\\d{1,2}\\.?\\s*${MONTH_WORD}\\b(?!\\.?\\s*\\d{1,2}\\b))`, "gi"),
      "$1",
    )
    // (Not "kids 6+9. Dec 22": a sentence's stop, the month's own day after it.)
    // ("kids 3 and 10. Jan 3rd": the month's day after it, with its ordinal too.)
    .replace(new RegExp(`\\b(\\d{1,2})\\.(\\s*${MONTH_WORD}\\b)(?!\\.?\\s*\\d{1,2}(?:st|nd|rd|th)?\\b)`, "gi"), "$1$2")
    // "12.02.2027", "12.02.27", "12.02.": the day first.
    .replace(/\b(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2}(?!\d))?(?![\d.]*\d)/g, (all, d: string, m: string, y?: string) => {
      const month = MONTHS[Number(m) - 1];
      if (!month || Number(d) < 1 || Number(d) > 31) return all;
      // (Two numbers with one dot and no year, "3.5", are more often a figure than a date.)
      if (!y && !/\.$/.test(all)) return all;
      return `${month} ${Number(d)}${y ? ` ${y.length === 2 ? `20${y}` : y}` : ""}`;
    })
    // "14 Dezember", "3 März": German months after a day, in English.
    .replace(/\b(\d{1,2}\s+)(januar|februar|m[aä]rz|mai|juni|juli|oktober|dezember)\b/gi, (_, d: string, m: string) => {
      const k = m.toLowerCase().replace("ä", "a");
      const en: Record<string, string> = {
        januar: "January",
        februar: "February",
        marz: "March",
        mai: "May",
        juni: "June",
        juli: "July",
        oktober: "October",
        dezember: "December",
      };
      return `${d}${en[k] ?? m}`;
    })
    // "both 30s", "a couple in our 60s": an age, which chrono reads as thirty seconds from now.
    .replace(/\b[1-9]0'?s\b/g, blank)
    // "our baby (4 months)", "she's 8 months old", "a 6-month-old": an age, no date.
    // ("our baby also, she is 10 months": the months said of whoever was just named.)
    .replace(
      /\(\s*\d{1,2}\s*(?:months?|mos?)\s*(?:old)?\s*\)|\b\d{1,2}[\s-]*months?[\s-]*old\b|\b(?:he|she)(?:'s|\s+is)\s+\d{1,2}\s*(?:months?|mos?|mths?)\b(?!\s+(?:from|later|away|before|after|ago))/gi,
      blank,
    )
    .replace(DATE_TURNED_DOWN, blank);
  // A date taken back: the last date before the words that take it back is blanked, when a date
  // follows them ("Kyoto from Nov 28... sorry, from Dec 1").
  for (const m of [...out.matchAll(TAKEN_BACK)].reverse()) {
    const at = m.index ?? 0;
    const after = out.slice(at + m[0].length, at + m[0].length + 30);
    if (!DATE_LIKE.test(after)) continue;
    const before = out.slice(Math.max(0, at - 40), at);
    let last: RegExpExecArray | undefined;
    const re = new RegExp(DATE_LIKE.source, "gi");
    for (let d = re.exec(before); d; d = re.exec(before)) last = d;
    if (!last) continue;
    const from = Math.max(0, at - 40) + last.index;
    // ("20-25 Feb, wait no, 21-26": the new days in the month said first.)
    const month = new RegExp(`\\b${MONTH_WORD}\\b`, "i").exec(last[0])?.[0];
    const next = DATE_LIKE.exec(after);
    const end = at + m[0].length + (next?.index ?? 0) + (next?.[0].length ?? 0);
    const carried =
      month && next && !new RegExp(`\\b${MONTH_WORD}\\b`, "i").test(next[0])
        ? `${out.slice(at, end)} ${month}${out.slice(end)}`
        : out.slice(at);
    out = out.slice(0, from) + blank(last[0]) + out.slice(from + last[0].length, at) + carried;
  }
  return withLengthsTakenBack(out);
}

/**
 * "Paris 3 jours, oops I mean 3 days", "Rome 3 nights, sorry, make that 4 nights": a length taken
 * back right after it is said is blanked, so the one that follows is the length.
 */
export function withLengthsTakenBack(text: string): string {
  let out = text;
  for (const m of [...out.matchAll(TAKEN_BACK)].reverse()) {
    const at = m.index ?? 0;
    const after = out.slice(at + m[0].length, at + m[0].length + 20);
    // (Only a length said straight after: "actually Porto 2 nights too" adds a stop.)
    if (!new RegExp(`^(?:(?:it'?s|its|to|more like|make it)\\s+)?(?:${LENGTH_LIKE.source})`, "i").test(after)) continue;
    const before = new RegExp(
      `(${LENGTH_LIKE.source})[\\s,.!;:-]*(?:\\b(?:sorry|wait|no|nope|actually|oops|correction|i mean)\\b[\\s,.!;:-]*)*$`,
      "i",
    ).exec(out.slice(Math.max(0, at - 40), at));
    if (!before) continue;
    const from = at - before[0].length;
    out = out.slice(0, from) + blank(before[0]) + out.slice(at);
  }
  return out;
}

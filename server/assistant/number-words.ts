// Numbers as travellers spell them ("three nights", "the second day"), one table for every reader
// of messages (dates and lengths, parties, day words, edits), so they all know the same words.

/** "one" to "twenty". */
export const cardinalWords: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
};

/** "first" to "twentieth". */
export const ordinalWords: Readonly<Record<string, number>> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  sixteenth: 16,
  seventeenth: 17,
  eighteenth: 18,
  nineteenth: 19,
  twentieth: 20,
};

const ORDINAL = `(?:(twenty|thirty)[- ]?)?(${Object.keys(ordinalWords).join("|")})`;
const MONTH =
  "(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";
// A day of the month in words: "the tenth", "March fourteenth", "twenty-first of June"; not "the
// first week", "the second day", "our third trip", which count something else.
const dayInWords = new RegExp(
  `(?<=\\bthe\\s+|\\b${MONTH}\\s+)${ORDINAL}\\b(?!\\s+(?:week|weekend|day|night|time|trip|visit|stop|city|half|leg|one|two|of\\s+(?:the|us|them|my|our)\\b))|\\b${ORDINAL}(?=\\s+of\\s+${MONTH}\\b)`,
  "gi",
);

/** Days of the month written in words as digits ("from the tenth to the fourteenth of March" as "the 10th ... the 14th"). */
export function ordinalDays(text: string): string {
  return text.replace(dayInWords, (all, tensA?: string, unitA?: string, tensB?: string, unitB?: string) => {
    const tens = (tensA ?? tensB)?.toLowerCase();
    const unit = ordinalWords[(unitA ?? unitB ?? "").toLowerCase()];
    if (unit === undefined) return all;
    const n = (tens === "twenty" ? 20 : tens === "thirty" ? 30 : 0) + unit;
    if (n > 31 || (tens && unit > 9)) return all;
    const suffix =
      n % 10 === 1 && n !== 11 ? "st" : n % 10 === 2 && n !== 12 ? "nd" : n % 10 === 3 && n !== 13 ? "rd" : "th";
    return `${n}${suffix}`;
  });
}

// Words counted after a number: lengths and people. A dictated number comes out as the word
// that sounds like it ("my too sisters", "for for nights", "to weeks in Peru"), and only before
// one of these can it be nothing but a number.
const COUNTED_LENGTH = "nights|days|weeks";
const COUNTED_PEOPLE =
  "people|persons|adults|kids|children|sons|daughters|sisters|brothers|friends|mates|buddies|pals|colleagues|cousins|girls|boys|guys|lads|couples|families|grandparents|parents|rooms|bedrooms";

/**
 * Lengths counted the Japanese, Chinese and Korean way, the counter stuck to the figure: "3泊"
 * (three nights), "3晚", "3박"; "4日間" and "5天" (days); "3泊4日", "3박4일" (nights and days).
 * Written as the short units the length readers know ("3n", "4d"), the text's length kept. A
 * bare "20日" is a day of the month ("12月20日"), left alone.
 */
export function asianCounts(text: string): string {
  if (!/[泊晚박天間일]/.test(text)) return text;
  return text
    .replace(/(\d{1,2})\s*(?:泊|晚|박)(?:\s*(\d{1,2})\s*(?:日|天|일))?/g, (all, n: string, d?: string) =>
      (d ? `${n}n${d}d` : `${n}n`).padEnd(all.length),
    )
    .replace(/(\d{1,2})\s*(?:日間|天)/g, (all, n: string) => `${n}d`.padEnd(all.length));
}

/**
 * Numbers that dictation spelled as words that sound alike, written as numbers: "too" before a
 * counted noun is two ("my too sisters", "too nights"), "to" two before a length ("to weeks in
 * Peru"), and a doubled "for for" is "for 4" ("rome for for nights"); a lone "for nights" stays,
 * as "out for nights on end" might. The text keeps its length (the number padded with spaces),
 * so the places found in it keep their indexes.
 */
let lastSaid = "";
let lastRead = "";
export function spokenNumbers(text: string): string {
  // (Read again and again for one message, by each place's length: the last answer kept.)
  if (text === lastSaid) return lastRead;
  lastSaid = text;
  lastRead = asianCounts(text)
    .replace(
      new RegExp(`\\b(for\\s+)for\\b(?=\\s+(?:${COUNTED_LENGTH}|${COUNTED_PEOPLE})\\b)`, "gi"),
      (_, lead: string) => `${lead}4  `,
    )
    .replace(new RegExp(`\\btoo\\b(?=\\s+(?:${COUNTED_LENGTH}|${COUNTED_PEOPLE})\\b)`, "gi"), "two")
    // ("to" only after a name or a comma, "Lisbon to weeks": "went to nights out" stays.)
    .replace(/(?<=(?:^|[,;:(]|\b\p{Lu}[\p{L}'-]*)\s*)\b[Tt]o\b(?=\s+(?:weeks|nights)\b)/gu, "2 ")
    // "a couple of nights in Porto", "a couple days": two; "four in Seville and a couple in
    // Cadiz": two of the list's unit (after another count, so not "a couple in Rome" the people).
    .replace(/\ba couple(?: of)?(?=\s+(?:nights?|days?|nites?)\b)/gi, (m) => "2".padEnd(m.length))
    .replace(
      /(?<=\b(?:\d{1,2}|one|two|three|four|five|six|seven)\s+(?:nights?\s+)?(?:in|at|on)\s+\p{L}[\p{L} '-]*?(?:,|\band|\bthen|\bplus)\s+)a couple(?=\s+(?:in|at|on)\s)/giu,
      (m) => "2".padEnd(m.length),
    );
  return lastRead;
}

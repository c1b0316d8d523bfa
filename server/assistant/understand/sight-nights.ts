import { isSight } from "../understand-trip";

// "Hong Kong 3 nights and Disneyland 2", "Orlando 4 nights, then Universal Studios 2 nights": a
// sight named as one more leg of the list, with nights of its own, is somewhere they sleep beside
// it (a park's hotel), so its nights are part of the trip, though it is no town to stay in.

/** A link of a list, then a capitalised name of up to four words, then its length. */
const sightLeg =
  /(?:,|\+|&|→|->|\band\b|\bthen\b|\bplus\b)\s*(?:then\s+)?(?:(?:at|in)\s+)?(?:the\s+)?(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,3})\s+(?:for\s+)?(\d{1,2}|one|two|three|four|five|six|seven)(?:\s*(nights?|nites?|nts|n)\b|(?=\s*(?:[,;.!]|$)))/gu;

const small: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7 };

/**
 * The nights given to sights listed as legs after a stop with nights, besides the `stops` read
 * (none when the message says
 * no unit of nights at all: "Tokyo 4 days, Disneyland 1" counts an outing).
 */
export function sightNights(message: string, stops: readonly { start: number; end: number }[] = []): number {
  if (!/\b\d{1,2}\s*(?:nights?|nites?|nts|n)\b|\b(?:one|two|three|four|five|six|seven)\s+nights?\b/i.test(message))
    return 0;
  let nights = 0;
  for (const m of message.matchAll(sightLeg)) {
    const [, name = "", count = "", unit] = m;
    const before = message.slice(0, m.index);
    // (After a stop given its nights: the list of where they sleep.)
    if (!/\b(?:\d{1,2}|one|two|three|four|five|six|seven)\s*(?:nights?|nites?|nts|n)\b[^.!?\n]{0,12}$/i.test(before))
      continue;
    if (!unit && !/\d/.test(count)) continue;
    // ("Lake Bled 3 nights", "Machu Picchu 1 night": a sight read as a stop has its nights there.)
    const at = (m.index ?? 0) + m[0].indexOf(name);
    if (stops.some((s) => s.start < at + name.length && s.end > at)) continue;
    if (!isSight(name)) continue;
    nights += Number(count) || small[count.toLowerCase()] || 0;
  }
  return nights;
}

import type { DateTime } from "luxon";
import { type DateFinding, findDates } from "../understand";

// The dates a message gives with its lengths blanked: "10-16 june" is a span of the trip, "4 nights
// from May 2" is none (its 4 nights are a stop's or the trip's length, said, not dated). One reading
// for every caller that asks "do the dates alone say how long?" (read-message.ts, trip-total.ts).

/** A length written as a number and its unit ("4 nights", "3n", "2 weeks"). */
const lengthWords = /\b\d+\s*(?:nights?|nites?|nts|days?|weeks?|n|d)\b/gi;

export function datesAlone(message: string, now: DateTime): DateFinding {
  return findDates(message.replace(lengthWords, " "), now);
}

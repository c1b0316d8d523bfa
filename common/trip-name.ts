// Trip names are one line of text everywhere: they reach headers, mail subjects and calendar files,
// where a line break starts a new field (issue 21, finding 10: CR/LF in a name added events to
// every member's calendar.ics).

/** Control characters (C0, DEL, C1) and the Unicode line and paragraph separators. */
export const LINE_BREAKING = /[\p{Cc}\u2028\u2029]/u;
const LINE_BREAKING_ALL = /[\p{Cc}\u2028\u2029]+/gu;

export const TRIP_NAME_MAX = 100;
const DEFAULT_TRIP_NAME = "New Trip";

/** Folds any control character into a space and trims; for names Lotus makes, never refused. */
export function singleLine(text: string, max = TRIP_NAME_MAX): string {
  return text
    .replace(LINE_BREAKING_ALL, " ")
    .replace(/\s{2,}/g, " ")
    .trim()
    .slice(0, max)
    .trim();
}

/** A trip name Lotus sets by itself: one line, at most 100 characters, never empty. */
export function foldTripName(name: string): string {
  return singleLine(name) || DEFAULT_TRIP_NAME;
}

import { geocode } from "../../travel/geo/gazetteer";
import { findRegion } from "../../travel/geo/regions";

// An itinerary written as day ranges: "Day 1-3 Hanoi, Day 4-5 Halong Bay, Day 6-8 Hoi An",
// "Days 1–2: Lisbon\nDays 3–5: Porto", "day 1-3 hanoi day 4 hue". Read as the sentence a traveller
// would write: "Hanoi 3 days, Halong Bay 2 days, Hoi An 3 days" (the stays in order, each with its
// days; the reader makes the nights and the total of them). Only a run of two or more ranges
// starting at day 1, each going on from the last (the next day, or the same day for a travel
// day), each naming a place and one at least of several days, is so read; "day 2 -> free day"
// and "Day 1 Louvre, Day 2 Versailles" are left as they are.

/** One item: "Day 1-3 Hanoi", "Days 4–5: Halong Bay", "day 6 hue" (the words after, up to four, hold the name). */
const item =
  /\bdays?\s*(\d{1,2})(?:\s*(?:-|–|—|to|thru|through)\s*(?:days?\s*)?(\d{1,2}))?\s*(?:[:=.)–—-]|->|→|in|at)?\s*([\p{L}][\p{L}'’.]*(?:[ \t]+(?!days?\s*\d)[\p{L}][\p{L}'’.]*){0,3})/giu;
/** The place the words begin with, the longest the gazetteer or the regions know ("Hoi An can you" is Hoi An). */
function placeFirst(words: string): string | undefined {
  const parts = words.split(/[ \t]+/);
  for (let n = parts.length; n >= 1; n--) {
    const name = parts.slice(0, n).join(" ").replace(/[.]+$/, "");
    const g = geocode(name);
    if ((g && g.matched_by !== "fuzzy") || findRegion(name)) return name;
  }
  return undefined;
}
/** What may stand between two items: a comma, a line break, "then", an arrow, nothing. */
const between = /^[\s,;.|/&+]*(?:then|and|->|→)?[\s,;.|/&+]*$/i;
/** Words that are no place: "free day", "rest", "beach day", "travel". */
const notPlace =
  /^(?:free|rest|relax|travel|travelling|traveling|beach|chill|flight|fly|flying|arrive|arrival|depart|departure|home|off|tbd|tbc|same|the|a|an)\b/i;

export function dayRangesAsText(message: string): string {
  if (!/\bdays?\s*1\b/i.test(message)) return message;
  const found: { start: number; end: number; from: number; to: number; name: string; known: boolean }[] = [];
  for (const m of message.matchAll(item)) {
    const from = Number(m[1]);
    const to = m[2] ? Number(m[2]) : from;
    const words = (m[3] ?? "").trim();
    const place = placeFirst(words);
    const name = place ?? words;
    const end = (m.index ?? 0) + m[0].length - words.length + name.length;
    found.push({ start: m.index ?? 0, end, from, to, name, known: place !== undefined });
  }
  // The run: from day 1 on, each item going on from the one before, only a gap between.
  const first = found.findIndex((f) => f.from === 1);
  if (first < 0) return message;
  const run = [found[first] as (typeof found)[number]];
  for (const f of found.slice(first + 1)) {
    const last = run[run.length - 1] as (typeof found)[number];
    if (!between.test(message.slice(last.end, f.start))) break;
    if (f.from !== last.to + 1 && f.from !== last.to) break;
    run.push(f);
  }
  // (One day each, "Day 1 Louvre, Day 2 Versailles", is what to do each day, not where to stay.)
  if (!run.some((f) => f.to > f.from)) return message;
  if (run.length < 2 || run.some((f) => f.to < f.from || notPlace.test(f.name) || !f.known)) return message;
  const said = run.map((f) => `${f.name} ${f.to - f.from + 1} ${f.to === f.from ? "day" : "days"}`).join(", ");
  const start = (run[0] as (typeof found)[number]).start;
  const end = (run[run.length - 1] as (typeof found)[number]).end;
  return `${message.slice(0, start)}${said}${message.slice(end)}`;
}

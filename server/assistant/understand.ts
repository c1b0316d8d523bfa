import * as chrono from "chrono-node";
import { DateTime } from "luxon";
import { interestsSaidIn } from "../../common/travel/place-kinds";
import { normalize } from "../travel/geo/cities";
import { type GeocodeResult, geocode } from "../travel/geo/gazetteer";
import type { Interest, PlaceRef } from "./plan";

// Plain English to the facts a trip plan needs. Each finder returns what it found or undefined;
// the planner decides what changes.

const numberWords: Record<string, number> = {
  a: 1,
  an: 1,
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
  fourteen: 14,
  couple: 2,
  few: 3,
};
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

function toRef(g: GeocodeResult): PlaceRef {
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
const stops = new Set([
  "from",
  "for",
  "on",
  "in",
  "with",
  "next",
  "starting",
  "and",
  "at",
  "this",
  "around",
  "during",
  "please",
  "instead",
  "to",
  "by",
  "we",
  "i",
]);

// Look-ups tried per message by each finder: a real request names its places in the first few
// "to X" or capitalised phrases, while a 4,000-character message of made-up names would ask the
// gazetteer thousands of times (issue 21). Past this, the message is read as naming no place.
const maxLookups = 40;

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
    while (end < words.length && end - i <= 4 && (end === i + 1 || !stops.has(normalize(words[end] ?? "")))) end++;
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

/** Dates and lengths: "March 10-17", "5 days in May", "next weekend", "a week", "4 nights". */
export function findDates(text: string, now: DateTime): DateFinding {
  const found: DateFinding = {};
  const lower = text.toLowerCase();
  const length =
    /\b(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|couple|few)\s+(?:of\s+)?(?:(?:relaxed|packed|busy|full|lazy|short|long|whole|more|extra)\s+)?(day|night|week)s?\b/.exec(
      lower,
    );
  if (length) {
    const n = num(length[1] ?? "") ?? 1;
    const unit = length[2];
    found.nights = unit === "week" ? n * 7 : unit === "night" ? n : Math.max(0, n - 1);
  }
  if (/\bnext weekend\b|\bthis weekend\b|\bweekend\b/.test(lower) && !/\bweekends\b/.test(lower)) {
    // The coming Saturday (next week's when today is Saturday).
    const saturday = now.plus({ days: (6 - now.weekday + 7) % 7 || 7 });
    found.startDate = saturday.toISODate() ?? undefined;
    found.nights ??= 1;
  }
  const ref = now.toJSDate();
  // Lengths are read above; left in, chrono would read "3 days from May 20" as three days from now.
  const datesOnly = length
    ? text.slice(0, length.index) + " ".repeat(length[0].length) + text.slice(length.index + length[0].length)
    : text;
  const parsed = chrono.parse(dateWindow(datesOnly), { instant: ref, timezone: now.offset }, { forwardDate: true });
  for (const r of parsed) {
    // "5 days" alone is not a date; chrono reads some lengths as times from now.
    if (/^(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten)\s+(days?|nights?|weeks?)$/i.test(r.text.trim()))
      continue;
    const start = DateTime.fromJSDate(r.start.date()).setZone(now.zone);
    if (!found.startDate || !/weekend/.test(lower)) {
      // "in May" with no day: the first of the month is vague; the 10th avoids month-end edges.
      const day = r.start.isCertain("day") ? start : start.set({ day: Math.min(10, start.daysInMonth ?? 28) });
      found.startDate = day.toISODate() ?? undefined;
    }
    if (r.end) {
      const end = DateTime.fromJSDate(r.end.date()).setZone(now.zone);
      const nights = Math.round(end.startOf("day").diff(start.startOf("day"), "days").days);
      if (nights > 0 && nights <= 30) found.nights = nights;
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
  const lower = text.toLowerCase();
  if (/\b(cheap|cheaper|budget|backpack\w*|shoestring|low[- ]cost|affordable|save money|inexpensive)\b/.test(lower))
    return "budget";
  if (/\b(luxury|luxurious|5[- ]star|five[- ]star|splurge|fancy|high[- ]end|upscale)\b/.test(lower)) return "luxury";
  if (/\b(mid[- ]range|moderate|comfortable)\b/.test(lower)) return "moderate";
  return undefined;
}

export function findPace(text: string): "relaxed" | "moderate" | "packed" | undefined {
  const lower = text.toLowerCase();
  if (/\b(relax\w*|slow|chill|laid[- ]back|easy[- ]going|leisurely)\b/.test(lower)) return "relaxed";
  if (/\b(packed|busy|action[- ]packed|as much as possible|see everything|fast[- ]paced)\b/.test(lower))
    return "packed";
  return undefined;
}

/** The interests a message mentions, in the order of ZInterest (common/travel/place-kinds.ts). */
export function findInterests(text: string): Interest[] {
  return interestsSaidIn(text);
}

export type Edit =
  | { kind: "length"; days: number }
  | { kind: "cheaper_hotel" }
  | { kind: "themed_day"; interest: Interest }
  | { kind: "swap"; a: number; b: number }
  | { kind: "no_flights" }
  | { kind: "remove_day" };

/** Follow-ups that change one thing about a trip already planned. */
export function findEdit(text: string): Edit | undefined {
  const lower = text.toLowerCase();
  const length =
    /\b(?:make it|change it to|extend it to|shorten it to|only|just)\s+(\d+|two|three|four|five|six|seven|eight|nine|ten)\s+days?\b/.exec(
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
  const swap = /\bswap (?:day\s*)?(\d+) (?:and|with) (?:day\s*)?(\d+)\b/.exec(lower);
  if (swap) return { kind: "swap", a: Number(swap[1]), b: Number(swap[2]) };
  if (
    /\b(no flights?|without flights?|skip (the )?flights?|don'?t need (a )?flights?|i'?m already there|driving there|by train)\b/.test(
      lower,
    )
  )
    return { kind: "no_flights" };
  if (/\b(remove|drop|cut) (a|one|the last) day\b/.test(lower)) return { kind: "remove_day" };
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

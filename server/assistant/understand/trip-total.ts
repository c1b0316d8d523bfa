import type { DateTime } from "luxon";
import { cardinalWords } from "../number-words";
import { findDates } from "../understand";
import { datesAlone } from "./dates-alone";
import { FOREIGN_DAYS, FOREIGN_NIGHTS, withLengthsTakenBack } from "./dates-written";

// The trip's whole length when it is longer than the stops Lotus could name: "Bishkek 2 nights,
// Karakol 5 nights, Song Kul yurt 2 nights" (a leg at a place no map knows still takes its nights),
// "Stockholm 3 nights + 2 nights out in the archipelago", "SF 3 nights, Yosemite 2, then back to SF
// for 1 night", "chicago 3 days > nashville 3 days > new orleans 4 days" (days per stop: ten days).
// Each leg's length is added up, as the traveller would; the stops found keep their own nights.

const WORD = `a couple of|an?|${Object.keys(cardinalWords).join("|")}`;
// Nights however they are written: "3 nights", "3n", "(5n)", "4 nts", and the foreign words the
// date reader knows ("noches", "nuits", "Nächte", "malam": dates-written.ts FOREIGN_NIGHTS). A unit of one letter only
// after digits ("3n", "4d"): "Xi'an", "an island" hold no count.
const NIGHT = `(?:nights?|nites?|nigh?ts?|nts|${FOREIGN_NIGHTS})`;
const DAY = `(?:days?|${FOREIGN_DAYS})`;
const leg = new RegExp(
  `(?<![\\d.,/:'’-])\\b(?:(\\d{1,2})\\s*(?:-\\s*)?(${NIGHT}|${DAY}|n|d)|(${WORD})\\s+(${NIGHT}|${DAY}))\\b`,
  "gi",
);
// Words around a count that make it something other than one leg: a total, a share per stop, an
// edit of a length already given, a rate ("twice a day"), a "3 days 2 nights" pair's other half.
const notLegAfter =
  /^\s*(?:(?:in\s+)?(?:total|overall|altogether|all in|each|apiece|a piece|per\b|cada|chacun)|(?:more|extra|less|fewer|longer|shorter|later|earlier|ago|before|after|from now)\b)/i;
// A stay gone by ("we did 2 nights there last year", "spent 3 nights in Lyon before"): no leg of this trip.
const pastClause = /\b(?:did|spent|were|was|went|been|stayed|last (?:year|time|summer|trip)|ago|previously)\b/i;
const notLegBefore =
  /\b(?:total(?:\s+of)?|add(?:ing)?|another|extra|more|less|fewer|cut|drop|knock|remove|only|within|every|per|last|first|next|past|for the|than|of the|make it|instead of)\s*$/i;

/** Lower case, accents and the letters no accent-stripping takes apart ("Tromsø") off, as typed. */
const plainText = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/ł/g, "l")
    .replace(/ø/g, "o")
    .replace(/æ/g, "a")
    .replace(/ß/g, "s");

const num = (w: string): number => {
  const k = w.toLowerCase();
  if (/^\d+$/.test(k)) return Number(k);
  if (k === "a" || k === "an") return 1;
  if (k === "a couple of") return 2;
  return cardinalWords[k] ?? 0;
};

/** The lengths said, and where the first one is. */
export type Legs = { nights: number[]; days: number[]; first: number };

/** Each length the message gives one leg of the trip, in nights and in days, as written. */
export function legLengths(message: string): Legs {
  // "Langkawi 3D2N", "2N/3D": a package's days and nights, its nights the leg's.
  const text = message
    .slice(0, 1200)
    .replace(
      /\b\d{1,2}\s*d\s*(\d{1,2})\s*n\b|\b(\d{1,2})\s*n\s*[/,&+-]?\s*\d{1,2}\s*d\b/gi,
      (_, a, b) => `${a ?? b} nights`,
    );
  const out: Legs = { nights: [], days: [], first: -1 };
  for (const m of text.matchAll(leg)) {
    const at = m.index ?? 0;
    const count = m[1] ?? m[3] ?? "";
    const unit = m[2] ?? m[4] ?? "";
    const after = text.slice(at + m[0].length, at + m[0].length + 24);
    const before = text.slice(Math.max(0, at - 24), at);
    if (notLegAfter.test(after) || notLegBefore.test(before)) continue;
    const isDays = new RegExp(`^(?:${DAY}|d)$`, "i").test(unit);
    // "3 days 2 nights", "3D2N": the nights of the pair are the leg's; its days are not another leg.
    if (isDays && /^\s*(?:\/|,|&|\+)?\s*\d{1,2}\s*(?:nights?|n)\b/i.test(after)) continue;
    const clause = text.slice(at).split(/[.,;!?\n]/)[0] ?? "";
    const lead =
      text
        .slice(0, at)
        .split(/[.,;!?\n]/)
        .pop() ?? "";
    if (pastClause.test(`${lead} ${clause}`)) continue;
    // "€80 a night", "2 a day": a price or a rate, not a leg.
    // ("max 250 euro a night", "1500 baht a night": the currency may be a word.)
    if (/^an?$/i.test(count) && /\d[\d,.]*\s*k?\s*(?:\p{L}{1,8}\s*)?$/u.test(before)) continue;
    const n = num(count);
    if (n < 1 || n > 30) continue;
    // "a day in Colonia", "a day trip to Toledo": a day out from a stop, no leg of its own.
    if (isDays && (/^an?$/i.test(count) || /^[- ]?trips?\b/i.test(after))) continue;
    (isDays ? out.days : out.nights).push(n);
    if (out.first < 0) out.first = at;
  }
  return out;
}

/**
 * The nights of the whole trip when the legs said add up to more than `stopsNights` (the nights of
 * the stops found), else undefined. Legs all in days ("3 days > 3 days > 4 days") are that many
 * days, a night fewer. Two legs at least; none when one length is the others' sum (a total and
 * its breakdown: "Zanzibar 6 nights: Stone Town 2 nights, Nungwi 4 nights") or, among two stops
 * or more, equals the stops' own sum (the trip's length said beside the list); none when the trip
 * is an `area` (a region, a country) whose length comes first and holds the rest.
 */
export function legsTotal(
  message: string,
  stopsNights: number,
  stops: number,
  area = false,
  stop?: string,
): number | undefined {
  const { nights, days, first } = legLengths(withLengthsTakenBack(message));
  // (The one stop named only after the first length: that length was an area's, "Japan 10 nights, Tokyo 4".)
  const at = stop ? plainText(message).indexOf(plainText(stop)) : -1;
  if (stop && (at < 0 || at > first)) area = true;
  const counts = nights.length ? nights : days;
  if (counts.length < 2 || (nights.length && days.length > nights.length)) return undefined;
  const sum = counts.reduce((a, b) => a + b, 0);
  // "Japan 10 nights, Tokyo 4 nights", "Bali 10 nights, 4 in Ubud": an area's length first, a
  // part of it after, is the trip's length and a stop's, not two legs.
  if (area && (counts[0] ?? 0) >= sum - (counts[0] ?? 0)) return undefined;
  // (Two equal legs, "Addis 2 days then Lalibela 2 days", are two legs: a total and its parts are three counts at least.)
  if (counts.length >= 3 && counts.some((c) => c * 2 === sum)) return undefined;
  // (Legs in days are compared as days: "Addis 2 days then Lalibela 2 days" is two stops of one
  // night each, the 2 no total of theirs.)
  if (
    stops >= 2 &&
    counts.some((c) => (nights.length ? c === stopsNights : c - 1 === stopsNights || c === stopsNights + stops))
  )
    return undefined;
  const total = nights.length ? sum : sum - 1;
  return total > stopsNights && total <= 30 ? total : undefined;
}

/**
 * The trip's nights said beside stops whose own nights add up to less (`stopsNights`, over
 * `stops` stops): the dates' span ("santa marta 3 nights + tayrona 2 nights + cartagena 3 nights,
 * 1-9 feb"), else the legs added up (legsTotal). Undefined when neither says more.
 */
export function tripTotal(
  message: string,
  stopsNights: number,
  stops: number,
  now: DateTime,
  area = false,
  stop?: string,
): number | undefined {
  // The dates alone, the lengths blanked: "4 nights from May 2" is no span.
  const dated = datesAlone(message, now);
  // (And the same read with the lengths left in: a bare stop count, "Granada 3 — first week of
  // April starting the 5th", is no range's first day.)
  const span =
    dated.startDate && dated.nights !== undefined && dated.nights > 1 && findDates(message, now).nights === dated.nights
      ? dated.nights
      : undefined;
  if (span !== undefined) return span > stopsNights && span <= 30 ? span : undefined;
  return legsTotal(message, stopsNights, stops, area, stop);
}

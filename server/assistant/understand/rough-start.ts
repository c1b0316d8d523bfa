import { DateTime } from "luxon";
import { cities, normalize } from "../../travel/geo/cities";
import { distanceKm } from "../../travel/geo/distance";

// When a trip said only roughly begins: "in June", "late january", "mid feb", "the 2nd week of
// april", "over christmas", "this coming october", "end of may 2027". A trip with its length and
// such a time is planned from a day in it (said so, for the traveller to correct) rather than
// held back by a question about the exact day. A month with no year is the next one to come.

const MONTHS: [RegExp, number][] = [
  [/^jan(?:uary)?$/, 1],
  [/^feb(?:ruary)?$/, 2],
  [/^mar(?:ch)?$/, 3],
  [/^apr(?:il)?$/, 4],
  [/^may$/, 5],
  [/^june?$/, 6],
  [/^july?$/, 7],
  [/^aug(?:ust)?$/, 8],
  [/^sept?(?:ember)?$/, 9],
  [/^oct(?:ober)?$/, 10],
  [/^nov(?:ember)?$/, 11],
  [/^dec(?:ember)?$/, 12],
];
const MONTH =
  "jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?";
// The part of the month said before it, and the day it stands for.
const PARTS: [RegExp, number][] = [
  [
    /^(?:early|beginning of|start of|the start of|the beginning of|1st week of|first week of|the first week of|the 1st week of)$/,
    4,
  ],
  [/^(?:2nd week of|second week of|the 2nd week of|the second week of)$/, 10],
  [/^(?:mid|mid-|middle of|the middle of|3rd week of|third week of|the 3rd week of|the third week of)$/, 15],
  [/^(?:late|end of|the end of|last week of|the last week of|4th week of|the 4th week of)$/, 22],
];
const PART =
  "early|beginning of|start of|the start of|the beginning of|(?:the )?(?:1st|first|2nd|second|3rd|third|4th|last) week of|mid-?|middle of|the middle of|late|end of|the end of";
// ("may" only where it is a month: after "in", a part of the month, or before a year.)
const said = new RegExp(
  `\\b(?:(${PART})\\s*|(?:in|during|for|around|this coming|coming|next|over|this)\\s+)?(${MONTH})\\b(?:\\s+(20\\d\\d))?`,
  "gi",
);
const HOLIDAYS: [RegExp, number, number][] = [
  [/\b(?:christmas|xmas)\b/i, 12, 20],
  [/\bnew year'?s?(?: eve)?\b/i, 12, 29],
];

// A month that is not when they go: "anytime except April", "we were there in March last year",
// "back home by the end of May", "not in August".
const notWhenBefore =
  /\b(?:except|but not|not|no|apart from|other than|avoid(?:ing)?|by|before|until|till|back|were there|was there|went|been|visited)\b[^.,;!?]{0,20}$/i;
const notWhenAfter = /^[^.,;!?]{0,12}\b(?:last year|ago)\b/i;
// Times of year the planner cannot turn into a day without knowing more (which Easter, whose
// school holidays): with one of these said, the dates are asked rather than assumed.
const vagueTime =
  /\b(?:easter|semana santa|school (?:holidays?|break|vacation)|half[- ]term|spring break|reading week|ramadan|eid|diwali|chinese new year|lunar new year|golden week|thanksgiving|carnival|carnaval|the holidays|summer holidays?|winter break)\b/i;
// Seasons, as the middle of the season where the trip goes (the south's are the north's turned).
const SEASONS: [RegExp, number][] = [
  [/\bspring\b/i, 4],
  [/\bsummer\b/i, 7],
  [/\b(?:autumn|fall)\b/i, 10],
  [/\bwinter\b/i, 1],
];

export type RoughStart = { date: string; said: string };

/** The first day of a trip said only roughly ("late june"), or undefined when no time is said. */
export function roughStart(text: string, now: DateTime, southern = false): RoughStart | undefined {
  const head = text.slice(0, 600);
  for (const m of head.matchAll(said)) {
    const word = (m[2] ?? "").toLowerCase();
    const month = MONTHS.find(([re]) => re.test(word))?.[1];
    if (!month) continue;
    const at = m.index ?? 0;
    const after = head.slice(at + m[0].length);
    if (notWhenBefore.test(head.slice(Math.max(0, at - 40), at)) || notWhenAfter.test(after)) continue;
    // "Mar del Plata", "May Day": a capitalised month word that begins a longer name.
    if (/^\s+(?:del|de|la|da|do|\p{Lu})/u.test(after) && /^\p{Lu}/u.test(m[2] ?? "")) continue;
    // "may" the verb ("we may go"), "march" the walk: a month only with a word that makes it one.
    if (
      /^(?:may|march|jan|mar|sept?)$/.test(word) &&
      !m[1] &&
      !/^(?:in|during|for|around|this|coming|next|over)\b/i.test(m[0]) &&
      !m[3]
    )
      continue;
    const part = (m[1] ?? "").toLowerCase().trim();
    const day = PARTS.find(([re]) => re.test(part))?.[1] ?? 10;
    const year = m[3] ? Number(m[3]) : nextYearOf(month, day, now);
    const date = DateTime.fromObject({ year, month, day }, { zone: "utc" }).toISODate();
    if (date) return { date, said: m[0].trim() };
  }
  // (Before the holidays: "Lunar New Year" is no New Year's Eve.)
  if (vagueTime.test(head)) return undefined;
  for (const [re, month, day] of HOLIDAYS) {
    const m = re.exec(head);
    if (m) {
      const date = DateTime.fromObject({ year: nextYearOf(month, day, now), month, day }, { zone: "utc" }).toISODate();
      if (date) return { date, said: m[0] };
    }
  }
  for (const [re, north] of SEASONS) {
    const m = re.exec(head);
    if (!m || notWhenBefore.test(head.slice(Math.max(0, m.index - 40), m.index))) continue;
    const month = southern ? ((north + 5) % 12) + 1 : north;
    const date = DateTime.fromObject({ year: nextYearOf(month, 10, now), month, day: 10 }, { zone: "utc" }).toISODate();
    if (date) return { date, said: m[0] };
  }
  return undefined;
}

/** Whether a time is said that no day can be assumed from ("over Easter", "in the school holidays"). */
export const saysVagueTime = (text: string) => vagueTime.test(text.slice(0, 600));

/** The year in which that day of that month is next to come (a week's notice at least). */
function nextYearOf(month: number, day: number, now: DateTime): number {
  const thisYear = DateTime.fromObject({ year: now.year, month, day }, { zone: "utc" });
  return thisYear < now.plus({ days: 7 }) ? now.year + 1 : now.year;
}

/**
 * The day a trip with a place and a length but no date is planned from: a day in the rough time
 * said ("in June"), else two weeks from now; with the words that tell the traveller so. None
 * (the dates are asked, as before) when the place itself is a guess: a name that big places far
 * apart share ("Santa Cruz", "Santiago"), or a place whose name the traveller never wrote (the
 * map's nearest match to an unknown name): one guess at a time.
 */
export function startByDefault(
  place: { name: string; lat: number; lng: number },
  said: readonly string[],
  now: DateTime,
): { date: string; note: string } | undefined {
  const words = normalize(said.join(" "));
  const name = normalize(place.name);
  if (!name || !` ${words} `.includes(` ${name} `)) return undefined;
  const far = (cities().byKey.get(name) ?? []).filter((c) => c.population >= 50_000 && distanceKm(c, place) > 300);
  if (far.length) return undefined;
  const rough = said.map((s) => roughStart(s, now, place.lat < 0)).find(Boolean);
  // "over Easter", "in the school holidays": a time said that no day can be taken from: asked.
  if (!rough && said.some(saysVagueTime)) return undefined;
  const date = rough?.date ?? now.plus({ weeks: 2 }).toISODate();
  if (!date) return undefined;
  const day = DateTime.fromISO(date).toFormat("LLL d");
  return {
    date,
    note: rough
      ? `You gave no exact dates, so I planned from **${day}** ("${rough.said}"): tell me your dates and I'll move it.`
      : `You gave no dates, so I planned from **${day}**, two weeks from now: tell me your dates and I'll move it.`,
  };
}

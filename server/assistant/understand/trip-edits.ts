import { DateTime } from "luxon";
import { normalize } from "../../travel/geo/cities";
import { distanceKm } from "../../travel/geo/distance";
import { geocode } from "../../travel/geo/gazetteer";
import { excursionFrom } from "../../travel/places/excursions";
import { cardinalWords } from "../number-words";
import type { PlaceRef, Plan } from "../plan";
import { mendEditSlips } from "./edit-typos";
import { readPlaces } from "./mentions";
import { nightsBy } from "./nights-by";
import { toRef } from "./place-names";
import { areaJoined, joinsAStop, namesakeAtHome } from "./stay-joins";
import { longerOrShorter } from "./stay-longer";
import { nightsMoved } from "./stay-nights";
import { stopsByTheirNames } from "./stay-other-names";
import { namingStays, ownNightsAt, takerCapitalised } from "./stay-refs";

// Follow-ups that change the stops or the dates of a trip already begun, applied to the plan
// where they are read: "add Porto at the end for 2 nights", "drop Venice", "swap Seville for
// Valencia", "Madrid first", "one more night in Kyoto", "push it all back a week", "start on the
// 4th instead". Each touches only what it names; the rest of the trip stays as it was.

const NUMS: Record<string, number> = { a: 1, an: 1, ...cardinalWords, couple: 2, "a couple of": 2 };
const N = "(\\d{1,2}|an?|one|two|three|four|five|six|seven|a couple of)";
const count = (w: string | undefined) =>
  w === undefined ? 1 : /^\d+$/.test(w) ? Number(w) : (NUMS[w.toLowerCase()] ?? 1);

/** A move of the whole trip: "push it all back a week" (+7), "leave a day later" (+1), "a day earlier" (-1). */
export function findDateShift(text: string): number | undefined {
  const lower = text.toLowerCase().replace(/[’']/g, "'");
  const m =
    new RegExp(
      `\\b(?:push|move|shift|bump|put|delay|postpone|bring|pull|leave|start|go|depart|fly out|arrive|begin|set off)\\b[^.?!]{0,40}?\\b${N}\\s+(day|week)s?\\b[^.?!]{0,12}?\\b(later|earlier|back|forward|sooner|out|after|before)\\b`,
    ).exec(lower) ??
    new RegExp(
      `\\b(?:push|move|shift|bump|delay|postpone|bring|pull)\\s+(?:it|everything|the (?:whole )?(?:trip|thing|dates?)|it all|the lot|all)?\\s*(?:all\\s+)?(back|forward|out|later|earlier)\\s+(?:by\\s+)?${N}\\s+(day|week)s?\\b`,
    ).exec(lower);
  if (!m) return undefined;
  // The two forms give number, unit, direction in different orders.
  const [n, unit, dir] = /^(?:back|forward|out|later|earlier)$/.test(m[1] ?? "")
    ? [m[2], m[3], m[1]]
    : [m[1], m[2], m[3]];
  const days = count(n) * (unit === "week" ? 7 : 1);
  const earlier =
    /^(?:earlier|forward|sooner|before)$/.test(dir ?? "") || (/\b(?:bring|pull)\b/.test(m[0]) && dir !== "later");
  return earlier ? -days : days;
}

/** "start on the 4th instead": the day of the month the trip now starts on (no month said). */
export function findStartDay(text: string): number | undefined {
  const m =
    /\b(?:start|begin|leave|arrive|go|fly out|depart|get there)\s+(?:on\s+)?(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)\b(?!\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))/i.exec(
      text,
    );
  const day = m ? Number(m[1]) : undefined;
  return day && day >= 1 && day <= 31 ? day : undefined;
}

/** The new start date for a shift or a new day of the month, from the trip's start. */
export function shiftedStart(start: string, change: { days?: number; day?: number }): string | undefined {
  const from = DateTime.fromISO(start, { zone: "utc" });
  if (!from.isValid) return undefined;
  if (change.days !== undefined) return from.plus({ days: change.days }).toISODate() ?? undefined;
  if (change.day !== undefined) {
    let to = from.set({ day: Math.min(change.day, from.daysInMonth ?? 28) });
    // "start on the 2nd" when the trip starts on the 28th: the 2nd of the next month.
    if (to < from.minus({ days: 10 })) to = to.plus({ months: 1 });
    return to.toISODate() ?? undefined;
  }
  return undefined;
}

type Stay = { place: PlaceRef; nights: number | null };

// A stay swapped for another in shorthand: "-hanoi +hue", "hanoi -> hue", "Hanoi → Hue".
const terseSwap = /(?:->|→|=>|⇒)|(?:^|\s)-\s?\p{L}[^+]*(?:^|\s)\+\s?\p{L}|(?:^|\s)\+\s?\p{L}[^-]*(?:^|\s)-\s?\p{L}/u;
export type StaysChange = "add" | "remove" | "replace" | "reorder" | "nights";

const plain = (s: string) =>
  normalize(s)
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/** Where a stop of the trip is named in the message (plain text), or -1. */
function whereNamed(text: string, place: PlaceRef): number {
  const name = plain(place.name);
  const at = ` ${text} `.indexOf(` ${name} `);
  return at;
}

/** Where a name is in the plain text, start and end (-1 when it is not). */
function placed(text: string, typed: string): { start: number; end: number } {
  const name = plain(typed);
  const at = name ? ` ${text} `.indexOf(` ${name} `) : -1;
  return { start: at, end: at < 0 ? -1 : at + name.length };
}

/**
 * A change to the stops of a trip already begun, applied to `plan`; what kind it was, or
 * undefined when the message changes no stop. Several changes said together ("make it 5 nights
 * in Lima and add Cusco", "drop Nice, and Lyon 3 nights") are each applied, in the order that
 * lets each be read (a stop's new nights once the stop added beside it makes it one of two).
 */
export function applyStaysEdit(said: string, plan: Plan): StaysChange | undefined {
  const clauses = said
    .slice(0, 300)
    .split(/\s*(?:[;,]|\band then\b|\band also\b|\band\b|\bthen\b|\bplus\b|\balso\b)\s*/i)
    .filter((c) => /\p{L}/u.test(c));
  if (clauses.length >= 2) {
    const whole = structuredClone(plan);
    const kindOfWhole = applyOneStaysEdit(said, whole);
    // A swap said in two pieces ("drop Venice, Verona instead") is one change, read whole.
    if (kindOfWhole && kindOfWhole !== "replace" && kindOfWhole !== "reorder") {
      const each = structuredClone(plan);
      const kinds: StaysChange[] = [];
      let left = [...clauses];
      // Each pass applies what can be read now; a clause that names a stop only the others
      // bring ("Osaka 2 nights" before "add Osaka") waits for the next.
      for (let pass = 0; pass < 2 && left.length; pass++)
        left = left.filter((c) => {
          const k = applyOneStaysEdit(c, each);
          if (k) kinds.push(k);
          return !k;
        });
      if (kinds.length >= 2) {
        Object.assign(plan, each);
        return kinds.includes("add") ? "add" : kinds.includes("remove") ? "remove" : (kinds[0] as StaysChange);
      }
    }
    if (kindOfWhole) {
      Object.assign(plan, whole);
      return kindOfWhole;
    }
    return undefined;
  }
  return applyOneStaysEdit(said, plan);
}

/**
 * The clause of `text` holding position `at`: from the last stop, comma or "so" before it to the
 * next stop or comma after it (a question mark kept, so a question still reads as one).
 */
function clauseAt(text: string, at: number): string {
  const before = text.slice(0, at);
  const marks = [...before.matchAll(/[.!?;,]\s|\bso\s|\bbut\s/g)];
  const last = marks.at(-1);
  const start = last ? (last.index ?? 0) + last[0].length : 0;
  const end = text.slice(at).search(/[.!;,]|\?/);
  return text.slice(start, end < 0 ? text.length : at + end + (text[at + end] === "?" ? 1 : 0));
}

// A day of the trip, said by its number or its order ("day 2", "on the second day").
const tripDay =
  /\bday\s*\d{1,2}\b|\b(?:first|second|third|fourth|fifth|sixth|seventh|last|final|1st|2nd|3rd|[4-9]th)\s+(?:day|morning|afternoon|evening)\b/;
/** A place this near a stay is part of its town or a visit from it, km. */
const VISIT_KM = 25;

/** One change to the stops (the first the message says), applied to `plan`. */
function applyOneStaysEdit(said: string, plan: Plan): StaysChange | undefined {
  const current: Stay[] = plan.stays.length
    ? plan.stays.map((s) => ({ ...s }))
    : plan.destination
      ? [{ place: plan.destination, nights: plan.nights }]
      : [];
  if (!current.length) return undefined;
  // "one more night in the last city": the stay pointed at by its order, read by its name.
  // ("remvoe Hue": the words of change with their slips mended.)
  // ("drop Bombay" when the stop is Mumbai: the stop said by another of its names, read by its own.)
  const message = stopsByTheirNames(namingStays(mendEditSlips(said), current), current);
  const text = plain(message.slice(0, 300));
  const lower = message.slice(0, 300).toLowerCase().replace(/[’']/g, "'");
  // Nights said of someone else's trip or a past one, or asked about, change no stay's nights.
  const own = ownNightsAt(lower);
  const named = current.map((s) => whereNamed(text, s.place));
  const namedIdx = named.map((at, i) => (at >= 0 ? i : -1)).filter((i) => i >= 0);
  // ("swap hue for hoi an": the place taking a stay's turn read as a name, lowercase or not.)
  const { mentions } = readPlaces(takerCapitalised(message.slice(0, 300)));
  // (A small town read only for want of any other, "come" for Comé, is no new stop: as read-message does.)
  const fresh = mentions.filter(
    (m) => m.role !== "origin" && !m.weak && !current.some((s) => plain(s.place.name) === plain(m.place.name)),
  );
  const set = (stays: Stay[]) => {
    if (stays.length >= 2) {
      plan.stays = stays;
      plan.destination = stays[0]?.place ?? plan.destination;
      if (stays.every((s) => s.nights !== null)) plan.nights = stays.reduce((n, s) => n + (s.nights ?? 0), 0);
    } else {
      plan.stays = [];
      const only = stays[0];
      if (only) {
        plan.destination = only.place;
        if (only.nights !== null) plan.nights = only.nights;
      }
    }
    plan.region = null;
    plan.themedDays = [];
    plan.dayOrder = [];
  };

  // "skip the overnight in Agra, add the night to Jaipur", "the last 2 nights in Stellenbosch
  // instead": nights moved between stays, or the end of one spent somewhere new.
  const moved = !own
    ? undefined
    : nightsMoved(
        text,
        current,
        fresh.map((m) => ({ place: m.place, ...placed(text, m.typed) })).filter((m) => m.start >= 0),
      );
  if (moved) {
    set(moved);
    return moved.length < current.length ? "remove" : moved.length > current.length ? "add" : "nights";
  }

  // "one more night in Kyoto", "add a night in Prague", "one less night in dubrovnik", "a night
  // shorter", "extend it by two days", tersely "+1 night tokyo", "hanoi -1" (nights-by.ts).
  const by = nightsBy(lower);
  // "add 2 nights in Porto at the end": nights in a place not on the trip are a new stop (below).
  const forNewcomer =
    !!by &&
    fresh.some((m) => {
      const end = by.index + by.length;
      return m.start >= end && /^\s*(?:in|at)\s+(?:the\s+)?$/i.test(message.slice(end, m.start));
    });
  // A bare "+1" counts nights only beside a stay's name, never people ("+1 kid", "we're +1").
  const unsized =
    !!by?.bare &&
    (!namedIdx.length ||
      /^\s*(?:adults?|kids?|child(?:ren)?|people|persons?|pax|guests?|friends?|more people)\b/.test(
        lower.slice(by.index + by.length),
      ));
  if (by && !forNewcomer && own && !unsized) {
    const { delta } = by;
    // No stay named on a trip of several: the trip's own length, at its end ("extend by two
    // days": the last stay); nights taken away come off the longest stay.
    const longest = current.reduce((best, s, k) => ((s.nights ?? 0) >= (current[best]?.nights ?? 0) ? k : best), 0);
    const i =
      namedIdx.length === 1
        ? namedIdx[0]
        : current.length === 1
          ? 0
          : namedIdx.length === 0 && current.every((s) => s.nights !== null)
            ? delta > 0
              ? current.length - 1
              : longest
            : undefined;
    if (i === undefined) return undefined;
    const stay = current[i] as Stay;
    if (current.length === 1) {
      if (plan.nights !== null) plan.nights = Math.max(0, Math.min(30, plan.nights + delta));
      plan.dayOrder = [];
      return "nights";
    }
    if (stay.nights !== null) stay.nights = Math.max(1, stay.nights + delta);
    const total = plan.nights;
    set(current);
    if (current.some((s) => s.nights === null) && total !== null)
      plan.nights = Math.max(0, Math.min(30, total + delta));
    return "nights";
  }

  // "can we stay longer in Porto?", "a bit less time in Lisbon": a night more or less, the stay named.
  const vague =
    !by && own && current.length >= 2 && namedIdx.length === 1 && !fresh.length
      ? longerOrShorter(text, plain((current[namedIdx[0] as number] as Stay).place.name))
      : 0;
  if (vague) {
    const stay = current[namedIdx[0] as number] as Stay;
    if (stay.nights !== null && stay.nights + vague >= 1) {
      const total = plan.nights;
      stay.nights += vague;
      set(current);
      if (total !== null && current.some((s) => s.nights === null)) plan.nights = Math.max(1, total + vague);
      return "nights";
    }
  }

  // "take the train to Busan for the last 2 nights", "the first night in Narita, near the
  // airport": the end (or start) of a stay spent somewhere new, the trip's length kept.
  const part =
    /\bthe (last|final|first|1st|closing|opening) (\d{1,2}|an?|one|two|three|four|five|six|seven|couple of)?\s*(night|day)s?\b/.exec(
      lower,
    );
  // (Judged in its own clause: "his cousin lives in Glasgow, so could we spend the last night
  // there" is the travellers' own wish, the cousin only why.)
  if (fresh[0] && part && ownNightsAt(clauseAt(lower, part.index)) && !/\bday[- ]?trips?\b/.test(lower)) {
    const first = /^(?:first|1st|opening)$/.test(part[1] ?? "");
    const k = namedIdx.length === 1 ? (namedIdx[0] as number) : first ? 0 : current.length - 1;
    const stay = current[k] as Stay;
    const n = count(part[2] ?? "1");
    if (stay.nights !== null && stay.nights > n) {
      const piece: Stay = { place: fresh[0].place, nights: n };
      const kept: Stay = { ...stay, nights: stay.nights - n };
      set([...current.slice(0, k), ...(first ? [piece, kept] : [kept, piece]), ...current.slice(k + 1)]);
      return "add";
    }
  }

  // "swap Seville for Valencia", "replace Hanoi with Hue", "Glasgow instead of Edinburgh", "can we do Glasgow instead?",
  // and tersely "-hanoi +hue", "hanoi -> hue". Before the removals: "drop Venice, Verona instead" is one swap.
  // (A small town the mention reader passes over, "swap Hvar for Korčula", is still the one taking
  // the stop's turn when it is all that follows "for" or "with" and lies near the trip.)
  // "make it Lisbon and Porto instead", "let's do Hanoi and Hue instead of Bangkok": the whole trip
  // taken by the places said, in the order said, the trip's length kept (each stop's nights for
  // the planner to share out). ("add Porto and Braga", "Sintra and Cascais instead on day 2": no.)
  const newcomers = fresh
    .filter((m, i) => fresh.findIndex((o) => plain(o.place.name) === plain(m.place.name)) === i)
    .sort((a, b) => a.start - b.start);
  if (
    newcomers.length >= 2 &&
    (namedIdx.length === 0 || namedIdx.length === current.length) &&
    /\b(?:instead|rather than|make it|change (?:it|the trip) to|switch (?:it )?to)\b/.test(lower) &&
    !/\b(?:add|also|too|as well|plus|extra|more|day[- ]?trips?)\b/.test(lower) &&
    !tripDay.test(lower) &&
    !newcomers.every((m) => current.some((s) => distanceKm(m.place, s.place) <= VISIT_KM))
  ) {
    const total =
      plan.nights ??
      (current.every((s) => s.nights !== null) ? current.reduce((n, s) => n + (s.nights ?? 0), 0) : null);
    set(newcomers.map((m) => ({ place: m.place, nights: null })));
    plan.nights = total;
    return "replace";
  }
  const newcomer = fresh[0] ?? (namedIdx.length === 1 ? townSwappedIn(message, current) : undefined);
  if (
    newcomer &&
    (/\b(?:swap|switch|replace|change|trade|instead|rather than)\b/.test(lower) || terseSwap.test(lower)) &&
    !/\bday[- ]?trips?\b/.test(lower)
  ) {
    const out = namedIdx.length === 1 ? namedIdx[0] : current.length === 1 && /\binstead\b/.test(lower) ? 0 : undefined;
    // "instead of the golden pavilion on day 2 can we do arashiyama": a part of the stay's own
    // town put on one of its days is a visit there, not a new stay.
    const visitOnADay =
      out !== undefined &&
      namedIdx.length === 0 &&
      tripDay.test(lower) &&
      distanceKm(newcomer.place, (current[out] as Stay).place) <= VISIT_KM;
    if (out !== undefined && !visitOnADay) {
      const stay = current[out] as Stay;
      current[out] = { place: newcomer.place, nights: stay.nights };
      set(current);
      if (current.length === 1) plan.nights = plan.nights ?? stay.nights;
      return "replace";
    }
  }

  // "do Tokyo first then Kyoto then Osaka", "Tokyo -> Kyoto -> Osaka", "Tokyo, Kyoto, Osaka in
  // that order": every stop named in the order wanted, the nights of each kept.
  // ("Kyoto after Tokyo" says the order the other way round: left to the rules below.)
  if (
    current.length >= 2 &&
    namedIdx.length === current.length &&
    !fresh.length &&
    /\b(?:first|then|next|in (?:that|this) order|order|finish (?:in|with)|end (?:in|with))\b|->|→|=>/.test(lower) &&
    !/\b(?:after|before|nights?|days?)\b/.test(lower)
  ) {
    const inOrder = [...namedIdx].sort((a, b) => (named[a] as number) - (named[b] as number));
    if (inOrder.some((k, i) => k !== i)) {
      set(inOrder.map((k) => current[k] as Stay));
      return "reorder";
    }
  }
  // "drop Venice", "remove Berlin, let's just do Amsterdam", "skip Hoi An", tersely "-venice".
  const removing =
    /(?:\b(?:drop|remove|skip|cut|lose|ditch|scrap|delete|forget|take out|leave out|get rid of)\s+|(?:^|\s)-\s?)(?:the\s+)?(?:stop in\s+|part in\s+)?(.{3,40})/.exec(
      lower,
    );
  // "kyoto's out", "Hue is off the list", "no more Venice": the stop said, then that it goes.
  const ruledOut = current.findIndex((s) =>
    new RegExp(
      `(?:^|[\\s,;.!])${plain(s.place.name).replace(/ /g, "\\s+")}(?:'s|s|\\s+is|\\s+can go)?\\s+(?:out|off the (?:list|table|plan)|cancell?ed|scrapped|dropped|gone)\\b`,
    ).test(lower.replace(/[’]/g, "'")),
  );
  if (ruledOut >= 0 && current.length >= 2 && !/\b(?:day|out of|outside)\b/.test(lower)) {
    set(current.filter((_, k) => k !== ruledOut));
    return "remove";
  }
  if (removing && current.length >= 2) {
    const said = ` ${plain(removing[1] ?? "")} `;
    const gone = current.findIndex((s) => said.startsWith(` ${plain(s.place.name)} `));
    // "cut Bergen to 2 nights", "trim Oslo down to one night": the stop shortened, not dropped (below).
    const shortened =
      gone >= 0 &&
      new RegExp(`^ ${plain((current[gone] as Stay).place.name)} (?:down )?to ${SET_NUM} ${NIGHTS}\\b`).test(said);
    if (gone >= 0 && !shortened) {
      set(current.filter((_, k) => k !== gone));
      return "remove";
    }
  }

  // "add Porto at the end for 2 nights", "add Hue in between", "add Malaga".
  // ("squeeze 1 night in Hakone between them", "fit two nights in Bled": nights made somewhere new.)
  const adding = addWords.test(lower);
  // The place the words of adding point at ("fit two nights in Nara": Nara, not a word before).
  // Otherwise the first new place, when the words of adding are in its own sentence: "could we add
  // my sister? she wants to come too" adds a person, and "come" (Comé) is in another sentence.
  // A place that only begins the name of a thing to do ("add the bondi to coogee walk", "add a
  // Hakone hike") is that thing, not a stop.
  let added: { place: PlaceRef; typed: string; start: number; end: number } | undefined =
    fresh.find((m) =>
      /\b(?:in|at|add|adding|include|visit|see|do)\s+(?:the\s+)?$/i.test(
        message.slice(Math.max(0, m.start - 12), m.start),
      ),
    ) ??
    (newcomer && (!adding || sameSentence(lower, addWords, newcomer.start) ? newcomer : undefined));
  if (added && thingToDo.test(message.slice(added.end, added.end + 24))) added = undefined;
  // ("we want to see Yellowstone too" after Denver: an area too far for a day out, its best town.)
  const area = !added && !plan.region ? areaJoined(message, current) : undefined;
  if (area && !/\bday[- ]?trips?\b/.test(lower)) {
    const km = Math.min(...current.map((s) => distanceKm(s.place, area.place)));
    if (adding || joinsAStop(lower, sizedAt(message, area.start, area.end), km, dayOutFrom(area.typed, current)))
      added = area;
  }
  // ("we also want Porto", "and then Naples for 2 nights after": joined without "add", stay-joins.ts.)
  // (Only one new place, to a trip of towns: "Hanoi 3 nights then Hoi An 4" after "Vietnam" is the trip itself.)
  const joined =
    // (Nor a trip said again whole: a stop planned given its nights, or dates.)
    !adding &&
    added &&
    fresh.length <= 1 &&
    !plan.region &&
    !/\bday[- ]?trips?\b/.test(lower) &&
    !nightsSetFor(text, current) &&
    !/\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b|\b\d{1,2}\s*[-/–]\s*\d{1,2}\b/.test(
      lower,
    )
      ? joinsAStop(
          lower,
          sizedAt(message, added.start, added.end),
          Math.min(...current.map((s) => distanceKm(s.place, added.place))),
          dayOutFrom(added.typed, current),
        )
      : false;
  if (added && (adding || joined) && !/\bday[- ]?trips?\b/.test(lower)) {
    const newcomer = { ...added, place: namesakeAtHome(added.typed, added.place, current) };
    const after = message.slice(newcomer.end, newcomer.end + 60).toLowerCase();
    const len =
      /\b(?:for\s+)?(\d{1,2}|an?|one|two|three|four|five|six|seven)\s+(nights?|days?|n|d)\b/.exec(after) ??
      /\b(?:for\s+)?(\d{1,2}|an?|one|two|three|four|five|six|seven)\s+(nights?|days?)\b/.exec(lower);
    const addNights = len ? count(len[1]) : null;
    const stay: Stay = { place: newcomer.place, nights: addNights };
    let at = current.length;
    if (/\b(?:at the (?:start|beginning)|first|before)\b/.test(lower) && !/\bat the end\b/.test(lower)) {
      const before = /\bbefore\b/.test(lower) && namedIdx.length === 1 ? namedIdx[0] : 0;
      at = before ?? 0;
    } else if (/\b(?:in between|in the middle|between)\b/.test(lower) && current.length >= 2) at = 1;
    else if (/\bafter\b/.test(lower) && namedIdx.length === 1) at = (namedIdx[0] ?? current.length - 1) + 1;
    const total = plan.nights;
    const next = [...current.slice(0, at), stay, ...current.slice(at)];
    set(next);
    if (next.some((s) => s.nights === null) && total !== null && addNights !== null)
      plan.nights = Math.min(30, total + addNights);
    return "add";
  }

  // "3 in tel aviv, 4 in jerusalem", "2 nights kyoto and 5 tokyo", "kyoto 2, tokyo 5": new nights
  // for stops already planned. A bare number beside a name counts only with another stay's
  // ("kyoto 2" alone could be anything); "day 2 in Kyoto" is a day, not nights.
  if (current.length >= 2 && namedIdx.length >= 2 && own) {
    const num = "(\\d{1,2}|one|two|three|four|five|six|seven)";
    // ("lisbon 4 nights, porto 2": a number belongs to the name on its side of a comma.)
    const text = message.slice(0, 300).split(/[,;]+/).map(plain).join(" | ");
    // "kyoto 2, tokyo 5" puts each number after its name, "2 kyoto, 5 tokyo" before: as the first does.
    const firstNamed = plain(
      (current[[...namedIdx].sort((a, b) => (named[a] ?? 0) - (named[b] ?? 0))[0] ?? 0] as Stay).place.name,
    );
    const numberAfter =
      new RegExp(`\\b${firstNamed}\\s+(?:for\\s+)?${num}\\b`).test(text) &&
      !new RegExp(`\\b${num}\\s+(?:(?:nights?|nites?|n)\\s+)?(?:in\\s+|at\\s+)?${firstNamed}\\b`).test(text);
    const said = namedIdx.map((i) => {
      const name = plain((current[i] as Stay).place.name);
      const sized =
        new RegExp(
          `(?<!\\bdays? )\\b${num}\\s+(?:(?:nights?|nites?|n)\\s+(?:in\\s+|at\\s+)?|(?:in|at)\\s+)${name}\\b`,
        ).exec(text) ?? new RegExp(`\\b${name}\\s+(?:for\\s+)?${num}\\s*(?:nights?|nites?|n)\\b`).exec(text);
      const before = () => new RegExp(`(?<!\\bdays? )\\b${num}\\s+${name}\\b`).exec(text);
      const after = () =>
        new RegExp(`\\b${name}\\s+${num}\\b(?!\\s*(?:st|nd|rd|th|am|pm|days?|people|adults?|kids?|of)\\b)`).exec(text);
      const bare = sized ?? (numberAfter ? (after() ?? before()) : (before() ?? after()));
      return { i, m: bare, sized: !!sized };
    });
    const found = said.filter((x) => x.m);
    if (found.some((x) => x.sized) || found.length >= 2) {
      for (const { i, m } of found) (current[i] as Stay).nights = count(m?.[1]);
      set(current);
      return "nights";
    }
  }

  // One stop given its new length, the others kept: "make Porto 3 nights", "set Hue to 2 nights",
  // "5 nights in Lima instead", "Cusco for just 2 nights", "the second stop 4 nights" (named by
  // stay-refs.ts). Unread here, "make Porto 3 nights" would be taken for a new trip of Porto alone.
  const resized =
    current.length >= 2 && namedIdx.length === 1 && !fresh.length && own ? nightsSetFor(text, current) : undefined;
  if (resized) {
    (current[resized.i] as Stay).nights = resized.nights;
    set(current);
    return "nights";
  }

  // "Madrid first", "let's do Rome first", "flip it", "the other way round".
  if (current.length >= 2) {
    const first = namedIdx.find((i) => new RegExp(`\\b${plain((current[i] as Stay).place.name)} first\\b`).test(text));
    if (first !== undefined && first > 0) {
      const moved = current[first] as Stay;
      set([moved, ...current.filter((_, k) => k !== first)]);
      return "reorder";
    }
    if (/\b(?:flip it|flip the order|reverse (?:it|the order)|other way (?:a)?round|the other way)\b/.test(lower)) {
      set([...current].reverse());
      return "reorder";
    }
  }
  return undefined;
}

/** The town said whole after "swap <stop> for", "replace <stop> with": a place of that very name near the trip. */
function townSwappedIn(message: string, stays: readonly Stay[]) {
  const m =
    /\b(?:swap|switch|replace|trade|change)\s+(?:out\s+)?(?:the\s+)?\S.{0,40}?\s+(?:for|with)\s+(\p{L}[\p{L}' -]{2,40}?)\s*[.!?]*\s*$/iu.exec(
      message.slice(0, 300),
    );
  const typed = m?.[1];
  if (!typed || /^(?:the|a|an|some|something|somewhere|another|one|it)\b/i.test(typed)) return undefined;
  const g = geocode(typed);
  if (g?.matched_by !== "name" || plain(g.name) !== plain(typed)) return undefined;
  const place = toRef(g, typed);
  if (Math.min(...stays.map((s) => distanceKm(s.place, place))) > 400) return undefined;
  const start = (m.index ?? 0) + m[0].lastIndexOf(typed);
  return { place, typed, start, end: start + typed.length, role: "stop" as const };
}

// The words of adding, said of a stop ("add", "throw in", "+hue").
const addWords =
  /\b(?:add|adding|throw in|squeeze in|include|tack on|also (?:do|visit|see))\b|(?:^|\s)\+\s?\p{L}|\b(?:squeeze|fit|slot|sneak|stick|put|throw|cram)\s+(?:in\s+)?(?:\d{1,2}|an?|one|two|three|four|a couple of)\s+(?:more\s+|extra\s+)?nights?\s+(?:in|at)\b/u;
// A name followed by one of these names something to do there, not a town to stay in.
const thingToDo =
  /^\s*(?:coastal\s+|cliff\s+|harbour\s+|harbor\s+)?(?:walk|walking|hike|hiking|trail|trek|track|path|tour|cruise|boat|ride|loop|climb|swim|dive|snorkel\w*|class|show|crossing)s?\b/i;

/** Whether a match of `words` stands in the same sentence of `text` as position `at`. */
function sameSentence(text: string, words: RegExp, at: number): boolean {
  const start = Math.max(...[...text.slice(0, at).matchAll(/[.!?]\s/g)].map((m) => (m.index ?? 0) + 1), 0);
  const rest = text.slice(at).search(/[.!?](?:\s|$)/);
  return words.test(text.slice(start, rest < 0 ? text.length : at + rest));
}

/** Whether a place is a day trip from one of the stays (excursions.ts): a visit, not one more stay. */
const dayOutFrom = (typed: string, stays: readonly Stay[]) =>
  !!excursionFrom(
    typed,
    stays.map((s) => s.place),
  );

/** Whether the words beside a place give it nights of its own ("Naples for 2 nights", "2 nights in Hakone"). */
function sizedAt(message: string, start: number, end: number): boolean {
  const n = "(?:\\d{1,2}|an?|one|two|three|four|five|six|seven|a couple of)";
  const after = message.slice(end, end + 30).toLowerCase();
  const before = message.slice(Math.max(0, start - 30), start).toLowerCase();
  return (
    new RegExp(
      `^\\s*(?:,\\s*)?(?:for\\s+)?(?:maybe\\s+|about\\s+|just\\s+)?${n}\\s*(?:nights?|nites?|n|days?)\\b`,
    ).test(after) ||
    new RegExp(`\\b${n}\\s*(?:more\\s+|extra\\s+)?(?:nights?|nites?|days?)\\s+(?:in|at)\\s+(?:the\\s+)?$`).test(before)
  );
}

const SET_NUM = "(\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)";
const NIGHTS = "(?:nights?|nites?)";

/**
 * The one stop a (plain) message gives a length in nights, said beside its name: "4 nights in
 * Cusco", "Cusco 4 nights", "Cusco for only 4 nights", "set Cusco to 4 nights", "Cusco should be 4
 * nights". Never days ("day 4 in Cusco" is a day of the trip) nor a number alone ("Cusco 4").
 */
function nightsSetFor(text: string, stays: readonly Stay[]): { i: number; nights: number } | undefined {
  for (const [i, stay] of stays.entries()) {
    const name = plain(stay.place.name);
    if (!name || whereNamed(text, stay.place) < 0) continue;
    const m =
      new RegExp(`(?<!\\bdays? )\\b${SET_NUM}\\s+${NIGHTS}\\s+(?:in|at|for)\\s+${name}\\b`).exec(text) ??
      new RegExp(
        `\\b${name}\\s+(?:(?:down\\s+to|to|for|at|with|be|is|gets?|should be|can be|could be|would be)\\s+)?(?:(?:just|only|about)\\s+)?${SET_NUM}\\s+${NIGHTS}\\b`,
      ).exec(text);
    if (m) {
      const nights = count(m[1]);
      return nights >= 1 && nights <= 30 ? { i, nights } : undefined;
    }
  }
  return undefined;
}

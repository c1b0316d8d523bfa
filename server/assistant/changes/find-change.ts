import { DateTime } from "luxon";
import type { TItineraryDay } from "../../../common/api/trips";
import { kindsSearchedBy } from "../../../common/travel/place-kinds";
import type { TDietName } from "../../../common/travel/trip-model";
import { normalize } from "../../travel/geo/cities";
import { distanceKm } from "../../travel/geo/distance";
import { editDistance } from "../../travel/geo/edit-distance";
import { geocode } from "../../travel/geo/gazetteer";
import { excursionFrom } from "../../travel/places/excursions";
import { cardinalWords } from "../number-words";
import type { Plan } from "../plan";
import { findEdit } from "../understand";
import { findTripEnd } from "../understand/trip-end";
import { findFood } from "../understand-trip";
import { withoutCompanionReason } from "./companion-reason";
import { daySwapInClause } from "./day-swap";
import {
  DAY_WORD,
  type DaySpec,
  dayPhrase,
  daysNamed,
  partOfDayNamed,
  type TimeSpec,
  timeNamed,
  timePhrase,
} from "./day-words";
import { outingNamed, outingsOf, saysOuting } from "./excursion";
import { amenityAsked } from "./hotel-amenity";
import { findItems, wordsOf } from "./match";
import { asksPolitely, dayOutBefore, dayOutWords, notASight } from "./own-words";
import { findPartyChange, type PartyChange } from "./party-change";
import { pointedBack } from "./pointed-back";
import { rephrased } from "./rephrase";
import { namesSightOnFile, sightSpan } from "./sight-span";
import { wholeDayAsked } from "./whole-day";

// A follow-up that changes one part of the trip, read from the way travellers type it. Anything
// else (a new length, dates, destination, a new plan, and the edits the existing reader already
// makes: "make it 5 days", "swap day 2 and 3", "no flights", "add a museum day") is not a targeted
// change: null, and the whole planner runs as before.

export type LegMode = "flight" | "train" | "bus" | "drive" | "ferry";

export type FlightPick = "earlier" | "later" | "cheaper" | "direct" | { nth: number };

export type Change =
  | {
      kind: "add";
      what: string;
      day: DaySpec | null;
      time?: TimeSpec;
      wholeDay?: boolean;
      /** "dinner at Central on day 1": the day's meal taken there. */
      meal?: "breakfast" | "lunch" | "dinner";
    }
  | { kind: "remove"; what: string[]; day: DaySpec | null }
  | { kind: "move"; what: string; from: DaySpec | null; to: DaySpec | null; time?: TimeSpec }
  | { kind: "swap"; a: string; b: string }
  | { kind: "replace"; what: string; with: string; day: DaySpec | null }
  | { kind: "lighter"; day: DaySpec; rest: boolean }
  | { kind: "swapDays"; a: number; b: number }
  | {
      kind: "hotel";
      want: "near" | "cheaper" | "nicer" | "other";
      near?: string;
      city?: string;
      luxury?: boolean;
      /** "a hotel with a pool": what the stay should have. */
      amenity?: string;
      /** "an apartment rather than a hotel": the kind of stay. */
      type?: "entire_place" | "hotel";
    }
  | { kind: "flight"; pick: FlightPick; leg: "out" | "back" | "any" }
  | { kind: "leg"; mode: LegMode; from: string; to: string }
  /** "no flying between them": every journey between the stops by land or sea, flights home kept. */
  | { kind: "leg"; mode: "ground"; from: ""; to: "" }
  | { kind: "diet"; diets: TDietName[] }
  | PartyChange
  | { kind: "pin"; what: string; day: DaySpec | null };

/** How much of a message is read: a change is said in a sentence or two. */
const READ = 1500;

// Politeness and hedges around the request itself.
const politeness =
  /\b(?:pl(?:ea)?se?|pls|plz|(?:can|cn|could|cud|cld|coud) (?:we|you|u|i|ya)|(?:would|wud|will) (?:you|u)|i'?d like (?:to)?|we'?d like (?:to)?|i want (?:to)?|we want (?:to)?|i wanna|we wanna|let'?s|lets|maybe|actually|also|just|hey|hi|ok(?:ay)?|lotus|kindly|thanks?(?: you)?|thx|is it possible to|how about|what about)\b/g;

const verbs = [
  "add",
  "include",
  "remove",
  "delete",
  "skip",
  "drop",
  "cut",
  "ditch",
  "scrap",
  "move",
  "shift",
  "push",
  "put",
  "reschedule",
  "swap",
  "switch",
  "change",
  "replace",
  "exchange",
  "trade",
  "pin",
  "lock",
  "take",
  "book",
  "choose",
  "pick",
  "make",
  "slow",
];
/** A misspelt verb at the start ("remvoe", "ad", "skpi") read as the verb it is closest to. */
function fixVerb(text: string): string {
  const m = /^([a-z]+)\b/.exec(text);
  const w = m?.[1];
  if (w === "ad") return `add${text.slice(2)}`;
  if (!w || verbs.includes(w) || w.length < 3) return text;
  const near = verbs.find((v) => v.length >= 4 && editDistance(w, v, 1) <= 1);
  return near ? near + text.slice(w.length) : text;
}

/** The message as lower-case words, politeness and punctuation at the ends gone. */
function clean(message: string, keepContext = false): string {
  let t = withoutAsides(message.slice(0, READ))
    .toLowerCase()
    .replace(/[’`]/g, "'")
    // ("deer time 🦌": a picture says no more than the words.)
    .replace(/(?:\p{Extended_Pictographic}|\u{FE0F}|\u{200D})/gu, " ")
    .replace(/[!?.;]+(\s|$)/g, " ")
    .replace(/\s+/g, " ");
  t = t
    .replace(politeness, " ")
    .replace(/\s+/g, " ")
    .replace(/^[\s,:-]+|[\s,:-]+$/g, "");
  // "no Cannes (film festival crowds)": an aside in brackets names nothing to change.
  // ("our daughter (12) is coming too": a number in brackets is an age, kept.)
  t = t.replace(/\s*\((?![^()]*\d)[^()]{3,80}\)/g, "");
  // "swap out MoMA for the Met": "out" belongs to the verb.
  t = t.replace(/^(swap|switch|trade|change)\s+out\s+/, "$1 ");
  // "ok great, add the Elephanta Caves on day 2": the words of agreement before the request.
  t = t.replace(leadIn, "");
  // "the kids love harry potter, can we fit the studio tour in on day 2": a clause that tells
  // why, before the request itself.
  // (Not when that clause names the day or the thing the request points back to: "day 3 looks
  // exhausting, take it easy that day", "the museum is closed monday, move it to day 3".)
  const context = contextFirst.exec(t);
  const request = context ? t.slice(context[0].length) : "";
  if (
    !keepContext &&
    context &&
    !dayMatches(context[0]).length &&
    !/^\S+(?:\s+\S+)?\s+(?:it|them|that|this|those|these)\b/.test(request)
  )
    t = request;
  // "skip the Louvre, we've been before": the reason after the request names nothing to change.
  t = t.replace(reason, "");
  // "the pyramids on day 1 in the morning, before it's hot", "fushimi inari early before the
  // crowds": when, and why then, not what.
  t = t.replace(
    /\s*,?\s+(?:before|to beat|to avoid|ahead of)\s+(?:it gets\s+|it'?s\s+|the\s+)?(?:hot|heat|crowds?|busy|rush|queues?|lines?|tour ?(?:buses|groups))\b.*$/,
    "",
  );
  // "hotel close to Wrigley Field please, cubs game every day lol": a clause said with a laugh is an aside.
  t = t.replace(/\s*,\s*[^,]{2,60}?\s+(?:lol|lmao|haha+|hehe+|rofl)$/, "");
  // "add the canopy walk on day 4 and keep the castle": what is kept asks for nothing.
  t = t.replace(/\s*,?\s+and (?:still |also )?keep (?:the |our )?[a-z' -]{2,60}$/, "");
  // "a cooking class on day 2 would be amazing": how welcome it would be, not what.
  t = t.replace(
    /\s*,?\s+(?:would|will|'d|'ll) be (?:so |really |very |just )?(?:lovely|great|amazing|nice|perfect|ideal|awesome|fun|cool|good|brilliant|wonderful|fab|fantastic|incredible|epic|magic)$/,
    "",
  );
  // "the Alhambra on day 3 instead of whatever's there": the day's own plans make way, unnamed.
  t = t.replace(
    /\s+instead of (?:whatever|what(?:ever)?(?:'s| is| was)?|the stuff|the things?|what we have|what you have|the current (?:plan|stuff))(?:(?:'s| is| we have| you have| you've got)? (?:there|planned|on it|on (?:that|the) day|in it|now))?$/,
    "",
  );
  // "make sure the Alhambra is in there, day 3 ideally": added.
  t = t.replace(
    /^(?:make sure|ensure|be sure)\s+(?:that\s+)?(.+?)\s+(?:is|are|gets?|goes|makes it)\s+(?:in|on|included|into)(?:\s+(?:there|it|the plan|the trip|the itinerary|the list))?(?=\s*(?:,|$|\bon\b|\bfor\b))/,
    "add $1",
  );
  // "can machu picchu be on day 2 instead?": the request to move it, said as a question.
  t = t.replace(canBeOn, "move $1 to ");
  // "can we get Löyly sauna in on day 3", "fit the zoo in on day 2": added that day.
  t = t.replace(getIn, "add $1 on ");
  // "take the fish market out", "cut Ueno out": the thing between the verb and "out" goes.
  t = t.replace(
    /^(?:take|cut|leave|cross|strike|knock)\s+(.+?)\s+out\b(?:\s+(?:of (?:the )?(?:plan|trip|itinerary)))?/,
    "remove $1",
  );
  // "take the London Eye off please", "strike the zoo off the list": the thing named goes. (Not a
  // day or a part of one: "take day 3 off", "take the afternoon off" ask for time off, below.)
  t = t.replace(
    /^(?:take|cross|strike|knock|scratch)\s+(?!(?:a |the |that |this )?(?:day|morning|afternoon|evening|night|it|time)\b)(?!.*\bday\s*\d)(.+?)\s+off(?:\s+(?:of\s+)?(?:the |our |my )?(?:plan|trip|itinerary|list|schedule))?(?=\s*(?:,|$))/,
    "remove $1",
  );
  // "move teamlab to day 2, indoor": a word or two after the day says why, not what.
  t = t.replace(trailingNote, "$1");
  // "first thing on day 2": its morning.
  t = t.replace(/\bfirst thing(?: in the morning)?\b/g, "in the morning");
  return fixVerb(t);
}

/**
 * The message without the sentences after the request that ask for nothing ("squeeze in Nara on
 * day 2? deer!!", "move the Louvre to day 3. It's closed on Monday."): a later sentence stays when
 * it names a day, starts with a change verb, or carries on the list ("and", "also", "then").
 */
export function withoutAsides(message: string): string {
  // ("the Uffizi to day 3 - we land late on day 1": a dash sets off an aside as a stop does.)
  // ("Teotihuacan on day 4 - day 2 we'll be jetlagged": a day named before what is so of it.)
  const sentences = message.split(
    /(?<=[!?.;])\s+|\s+[-–—]+\s+(?=(?:(?:on\s+)?day\s*\d{1,2},?\s+)?(?:we|i|they|it|he|she|there|our|my)\b)/i,
  );
  if (sentences.length < 2) return message;
  const asks = (s: string) => {
    const low = s.toLowerCase().replace(/^[\s,:-]+/, "");
    const said = low.replace(/^(?:on\s+)?day\s*\d{1,2},?\s+(?=(?:we|i|they|it|he|she|there|our|my)\b)/, "");
    const first = /^[a-z]+/.exec(low)?.[0] ?? "";
    // "we land late on day 1", "it rains on day 2": what is so, a day named in passing.
    const tells =
      /^(?:we|i|they|it|he|she|there|our|my)\b(?:'\w+)?\s+(?!(?:want|wanna|would|'d|need|could|can|should|prefer|rather)\b)/.test(
        said,
      ) && !verbs.some((v) => new RegExp(`\\b${v}\\b`).test(said));
    return (
      (dayMatches(low).length > 0 && !tells) ||
      verbs.includes(first) ||
      /^(?:and|also|plus|then|but|or|instead|can|could|would|please|pls)\b/.test(low)
    );
  };
  let end = sentences.length;
  while (end > 1 && !asks(sentences[end - 1] ?? "")) end--;
  return sentences.slice(0, end).join(" ");
}

const canBeOn = new RegExp(
  `^(?:can|could|should|would)\\s+(.+?)\\s+(?:be|go|come)\\s+(?:moved\\s+)?(?:on|to|onto|into|in|for)\\s+(?=${DAY_WORD})`,
);

const getIn = new RegExp(
  `^(?:get|fit|work|squeeze|slot|sneak|pop|cram|chuck|throw|stick|put|bung)\\s+(.+?)\\s+in\\s+(?:on\\s+|for\\s+|to\\s+)?(?=${DAY_WORD})`,
);
const trailingNote = new RegExp(
  `(${DAY_WORD})\\s*,\\s*(?!(?:and|also|plus|then|or|but)\\b)(?![a-z' ]*\\bday\\b)[a-z' ]{1,30}$`,
);

const contextFirst = new RegExp(
  `^(?!(?:${["add", "include", "remove", "delete", "skip", "drop", "cut", "ditch", "scrap", "move", "shift", "push", "put", "swap", "switch", "change", "replace", "take", "make", "get", "fit", "squeeze", "hike", "climb"].join("|")})\\b)[^,]{3,80},\\s*(?=(?:add|include|remove|delete|skip|drop|ditch|scrap|move|shift|put|swap|replace|get|fit|squeeze|slot|chuck|throw|take)\\b)`,
);

const leadIn =
  /^(?:(?:on (?:second|further) thoughts?|second thoughts?|come to think of it|scratch that|changed? (?:my|our) minds?|by the way|btw|nah|nope|great|cool|perfect|awesome|nice|lovely|brilliant|wonderful|sure|yes|yeah|yep|alright|right|so|and|oh|ah|hmm+|wait|sounds good|looks good|love it|amazing|good|fine|ooh|oh and|one more thing|then|and then|ok then)[\s,:!-]+)+/;
const reason =
  /,?\s+(?:(?:because|since|as|cause|cuz|coz)\b|(?:we|i|they|he|she)(?:'ve| have| already| 've)? (?:been|done|seen|visited)\b|(?:we|i)'?(?:re| are| am|m) (?:not|allergic|tired|bored)\b|so (?:that )?(?:we|i|you|they|he|she|it|the kids|everyone)\b).*$/;
// "drop the Vatican Museums, we went last time": after a comma, a clause of its own says why.
// ("move teamLab to day 5, day 2 is too full": what is so of a day, said after, is why too.)
const afterthought =
  /,\s*(?:(?:too|not|because|since|as|way too)\s+\w+|day\s*\d{1,2}\s+(?:is|was|looks|seems|has|feels)\b|(?:we|i|they|he|she|it|my|our|his|her|their|that|this|there)\b|(?:we|i|they|he|she|it|that|there)'\w+\b|(?:kidding|joking|jk|lol|haha)\b).*$/;

/** What names the thing: articles, hedges and "to the trip" gone. */
function object(s: string): string {
  return (
    s
      .replace(/\b(?:to|into|in|on|from|off|out of) (?:the |our |my )?(?:trip|itinerary|plan|schedule|list)\b/g, " ")
      // "the blue lagoon on the way to the airport": when, not what.
      .replace(
        /\b(?:on (?:the|our) way (?:to the airport|back|home|out|there)|before (?:the|our) flight(?: home)?)\b/g,
        " ",
      )
      .replace(
        /\b(?:too|as well|somewhere|sometime|some time|instead|if possible|if we can|if you can|for us|for me|again|then|now|ideally|preferably|hopefully|if poss)\b/g,
        " ",
      )
      .replace(/^[\s,]*(?:the|a|an|our|my|that|this)\s+/, "")
      .replace(/[\s,]+$/, "")
      .replace(/\s+/g, " ")
      .trim()
  );
}

/** The first day phrase of `t`, read against the trip, and `t` without it. */
function takeDay(t: string, itinerary: readonly TItineraryDay[], now: DateTime): { rest: string; day: DaySpec | null } {
  const m = dayMatches(t)[0];
  if (!m) return { rest: t, day: null };
  return {
    rest: `${t.slice(0, m.index)} ${t.slice(m.index + m[0].length)}`.replace(/\s+/g, " ").trim(),
    day: daysNamed(m[0], itinerary, now),
  };
}
/** Every day phrase of `t` (the shared pattern is global: its position is never left behind). */
function dayMatches(t: string): RegExpExecArray[] {
  dayPhrase.lastIndex = 0;
  const all = [...t.matchAll(dayPhrase)] as RegExpExecArray[];
  dayPhrase.lastIndex = 0;
  return all;
}
function takeTime(t: string): { rest: string; time?: TimeSpec } {
  const m = timePhrase.exec(t);
  const time = m ? timeNamed(m) : undefined;
  if (!m || !time) return { rest: t };
  return { rest: `${t.slice(0, m.index)} ${t.slice(m.index + m[0].length)}`.replace(/\s+/g, " ").trim(), time };
}

/** Whether the words name the trip's days, nights or cities rather than a stop: the planner's to change. */
function namesTripShape(what: string, itinerary: readonly TItineraryDay[], onADay = false): boolean {
  if (!what || /\b(?:days?|nights?|weeks?|trip|city|cities|stops?|destination|dates?)\b/.test(what)) return true;
  // A city (not a stop of the itinerary, not a sight of the catalogue's): a new stay, not a visit.
  if (findItems(itinerary, what, { kinds: "any" }).length) return false;
  const g = what.length >= 3 ? geocode(what) : null;
  // ("move the Alhambra to day 1" on a Granada trip: the palace, not Alhambra, California.)
  if (g && onADay && distanceFromTrip(g, itinerary) > 60 && namesSightOnFile(what, itinerary)) return false;
  if (!g || !(g.matched_by === "name" || g.matched_by === "alias") || normalize(g.name) !== normalize(what))
    return false;
  // Put on one day of the trip, a place close to the trip's stops ("Arashiyama on day 2", "Sintra
  // on day 3") is a district or a day trip to visit, not a new stay.
  return !(onADay && itinerary.some((d) => d.items.some((it) => it.place && distanceKm(it.place, g) <= 60)));
}

/** How far a place is from the nearest place of the trip's days, in km. */
function distanceFromTrip(g: { lat: number; lng: number }, itinerary: readonly TItineraryDay[]): number {
  let best = Number.POSITIVE_INFINITY;
  for (const d of itinerary)
    for (const it of d.items)
      if (it.place && Number.isFinite(it.place.lat)) best = Math.min(best, distanceKm(it.place, g));
  return best;
}

/**
 * Whether the words name a day out (issue 24): one the itinerary has ("the day trip", "the Chichen
 * Itza trip"), or a far sight done as a day trip from one of the trip's stops ("Niagara Falls" from
 * Toronto). Such words are a visit, never a new stop or the trip's shape.
 */
function namesOuting(what: string, plan: Plan, itinerary: readonly TItineraryDay[]): boolean {
  if (outingNamed(itinerary, what) || (saysOuting(what) && outingsOf(itinerary).length > 0)) return true;
  const stops = [...plan.stays.map((s) => s.place), ...(plan.destination ? [plan.destination] : [])];
  return stops.length > 0 && !!excursionFrom(what, stops);
}

const visitOf =
  /^(?:(?:a|an|some)\s+)?(?:(?:quick|short|long|little|nice|guided)\s+)?(?:walk|stroll|wander|visit|trip|day trip|tour|look|time|afternoon|morning|evening|hike|climb|trek|ramble|run|jog)\s+(?:in|around|through|to|of|at|round|up|along|across|over|to the top of)\s+(?:the\s+)?/;

/** "dinner at central", "lunch in Maido", "brunch at the Wolseley": the meal and where. */
export function mealAt(what: string): { meal: "breakfast" | "lunch" | "dinner"; at: string } | null {
  const m =
    /^(?:(?:a|an|our|the)\s+)?(?:(?:nice|fancy|special|late|early|big)\s+)?(breakfast|brunch|lunch|dinner|supper)\s+(?:at|in)\s+(?:the\s+)?(.{2,60})$/.exec(
      what,
    );
  if (!m?.[2]) return null;
  const word = m[1] ?? "";
  const meal = word === "brunch" || word === "breakfast" ? "breakfast" : word === "lunch" ? "lunch" : "dinner";
  return { meal, at: m[2].trim() };
}

// What a day of next to nothing holds: a walk, a meal, the pool ("just a walk and dinner").
const lightThing =
  "(?:an? |some )?(?:(?:easy|short|gentle|little|quick|slow|long) )?(?:walk|stroll|wander|wander around|dinner|lunch|breakfast|the pool|the beach|a nap|rest|sleep|nothing)";
const lightOnly = new RegExp(
  `^(?:(?:can|could|should|would|make|let|keep)\\s+)?(?:day\\s*\\d{1,2}|the \\w+ day)\\s+(?:be\\s+|is\\s+|as\\s+|to\\s+)?(?:just\\s+|only\\s+)?${lightThing}(?:\\s+(?:and|&|then|plus)\\s+${lightThing})?\\s*(?:,?\\s*(?:and\\s+)?(?:nothing else|that'?s it|no more))?$`,
);

const isDayWords = (s: string) => /^(?:day\s*\d+|\d+)$/.test(s.trim());
const splitList = (s: string) =>
  s
    .split(/\s*(?:,|&|\band\b|\bplus\b)\s*/)
    .map(object)
    .filter((x) => x.length >= 2);

function findFlight(t: string): Change | null {
  if (!/\bfl(?:ight|y|ights|ying)\b/.test(t) || /\bhotel\b/.test(t)) return null;
  const leg = /\b(?:home|back|return(?:ing)?|inbound)\b/.test(t)
    ? "back"
    : /\b(?:out|outbound|there)\b/.test(t)
      ? "out"
      : "any";
  const ord =
    /\b(first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th|other)\b(?:\s+(?:one|flight|option))?/.exec(t)?.[1] ??
    /\b(?:flight|option)\s*(?:#|no\.?|number)?\s*(\d)\b/.exec(t)?.[1];
  const nth: Record<string, number> = {
    first: 1,
    "1st": 1,
    second: 2,
    "2nd": 2,
    other: 2,
    third: 3,
    "3rd": 3,
    fourth: 4,
    "4th": 4,
    fifth: 5,
    "5th": 5,
  };
  if (/\b(?:direct|non-?stop|no (?:stops|layovers?|connections?))\b/.test(t))
    return { kind: "flight", pick: "direct", leg };
  if (/\b(?:cheaper|cheapest|less expensive|lower[- ]priced)\b/.test(t))
    return { kind: "flight", pick: "cheaper", leg };
  if (/\b(?:earlier|sooner)\b/.test(t)) return { kind: "flight", pick: "earlier", leg };
  if (/\b(?:later|not so early|less early)\b/.test(t)) return { kind: "flight", pick: "later", leg };
  if (ord) {
    const k = nth[ord] ?? Number(ord);
    if (
      k >= 1 &&
      k <= 9 &&
      /\b(?:take|book|choose|pick|go with|use|want|prefer|switch|change|swap|select|get)\b|^(?:the )?\w+ (?:one|flight|option)$/.test(
        t,
      )
    )
      return { kind: "flight", pick: { nth: k }, leg };
  }
  return null;
}

// The ways between two stops, by the words travellers use for them.
const modeWords: [RegExp, LegMode][] = [
  [/\b(?:fly|flying|flight|flights|plane|air)\b/, "flight"],
  [/\b(?:train|trains|rail|shinkansen|tgv|ave|eurostar|ice)\b/, "train"],
  [/\b(?:bus|buses|coach)\b/, "bus"],
  [/\b(?:drive|driving|car|rental)\b/, "drive"],
  [/\b(?:ferry|ferries|boat)\b/, "ferry"],
];
const modeAlternation =
  "fly|flying|flights?|plane|air|trains?|rail|shinkansen|tgv|ave|eurostar|ice|bus|buses|coach|drive|driving|car|rental|ferry|ferries|boat";
const notThis = new RegExp(
  `\\b(?:instead of|rather than|than|not|no|don'?t|do not|never|won'?t|without|avoid(?:ing)?|hate|skip(?:ping)?)\\s+(?:(?:want to|wanna|like to|need to|to)\\s+)?(?:(?:the|a|an|by|any)\\s+)?(?:${modeAlternation})\\b`,
  "g",
);

/**
 * "can we fly Madrid to Barcelona instead of the train?", "between Tokyo and Kyoto take the
 * shinkansen, not a flight": the journey between two stops of the trip made another way.
 */
function findLeg(t: string, plan: Plan): Change | null {
  if (plan.stays.length < 2) return null;
  const names = plan.stays.map((s) => s.place.name);
  const said = names
    .map((n) => ({ n, at: t.indexOf(normalize(n)) }))
    .filter((x) => x.at >= 0)
    .sort((a, b) => a.at - b.at);
  if (!said.length && !/\bbetween\b/.test(t)) return null;
  const asked = t.replace(notThis, " ");
  const mode = modeWords.find(([re]) => re.test(asked))?.[1];
  // "no flying between them", "don't want to fly between the cities": flying ruled out between
  // the stops only, no other way named (the flights there and home are another matter).
  if (
    !mode &&
    !said.length &&
    /\bbetween (?:them|the (?:cities|towns|stops|places|two|three|legs)|cities|stops|each (?:city|stop))\b/.test(t) &&
    [...t.matchAll(notThis)].some((m) => /\b(?:fly|flying|flights?|plane|air)\b/.test(m[0]))
  )
    return { kind: "leg", mode: "ground", from: "", to: "" };
  if (!mode) return null;
  // The leg: the two stops named, in the trip's order; one named, the leg into it (or out of the
  // first); none, the only leg between stops.
  const idx = said.map((x) => names.indexOf(x.n)).sort((a, b) => a - b);
  let i: number;
  if (idx.length >= 2) {
    if ((idx[1] as number) - (idx[0] as number) !== 1) return null;
    i = idx[0] as number;
  } else if (idx.length === 1) i = Math.max(0, (idx[0] as number) - 1);
  else if (names.length === 2) i = 0;
  else return null;
  return { kind: "leg", mode, from: names[i] as string, to: names[i + 1] as string };
}

/** "an apartment rather than a hotel", "a proper hotel, not an airbnb": the kind of stay asked for. */
function stayKindAsked(t: string): "entire_place" | "hotel" | undefined {
  const asked = t.replace(
    /\b(?:rather than|instead of|not|no more|than|over)\s+(?:a|an|the|this|that|our)?\s*(?:\w+\s+)?(?:hotels?|apartments?|flats?|airbnbs?|villas?|cottages?|cabins?|houses?|condos?|rentals?)\b/g,
    " ",
  );
  if (
    /\b(?:apartments?|flats?|airbnbs?|villas?|cottages?|cabins?|condos?|holiday (?:home|rental|let)|vacation rental|(?:whole|entire|own) (?:place|house|home))\b/.test(
      asked,
    )
  )
    return "entire_place";
  if (/\bhotels?\b/.test(asked) && asked !== t) return "hotel";
  return undefined;
}

function findHotel(t: string): Change | null {
  // "could we get an apartment rather than a hotel?": another stay, of that kind.
  const kind = stayKindAsked(t);
  if (
    kind &&
    (/\b(?:get|want|prefer|rather|instead|switch|swap|change|book|find|have|need|go for|move to|could|can)\b/.test(t) ||
      // "we'd love a private villa with a pool", "i'd really like an apartment", "looking for a cabin".
      /(?:'d|\bwould)\s+(?:really\s+|much\s+)?(?:love|like|fancy|prefer)\b|\blooking for\b/.test(t))
  ) {
    // ("a private villa with a pool": the kind of stay, and what it should have.)
    const amenity = amenityAsked(t);
    return { kind: "hotel", want: "other", type: kind, ...(amenity ? { amenity } : {}) };
  }
  // "and a hotel with a pool please", "somewhere with a gym": a stay that has it.
  const amenity = amenityAsked(t);
  if (amenity) return { kind: "hotel", want: "other", amenity };
  // "everything cheaper please": the stay is most of what a cheaper trip saves.
  if (/^(?:everything|all of it|the whole (?:trip|thing)|it all|all)\s+(?:a bit\s+|much\s+)?cheaper\b/.test(t))
    return { kind: "hotel", want: "cheaper" };
  // ("put us near Namba station", "base us close to the old town": where we sleep, unnamed.)
  const usNear =
    /\b(?:put|base|move|keep|get|have|find)\s+us\s+(?:somewhere\s+|up\s+)?(?:near|nearer|close to|closer to|next to|by|within walking distance of)\b/.test(
      t,
    );
  if (
    !usNear &&
    !/\b(?:hotels?|stays?|accommodation|place to stay|airbnb|hostels?|lodging|rooms?|guest ?houses?|b&b)\b/.test(t)
  )
    return null;
  // "can the hotel be in Alfama?": where it is, asked without a verb of change.
  const area =
    /\b(?:hotels?|stays?|accommodation|place to stay|airbnb|hostel)\s+(?:be|is|to be|has to be|have to be|must be|should be|needs? to be)\s+(?:right\s+|really\s+)?(?:in|near|by|close to|on)\s+(?:the\s+)?([a-z][a-z .'-]{2,40}?)\s*$/.exec(
      t,
    )?.[1];
  if (area) return { kind: "hotel", want: "near", near: object(area) };
  // "swap the hotel for one in Myeongdong": another hotel, in that part of the city.
  const oneIn =
    /\b(?:for|with|to)\s+(?:one|something|somewhere|a place|another one|a hotel)\s+(?:in|near|by|around|close to)\s+(?:the\s+)?([a-z][a-z .'-]{2,40}?)\s*$/.exec(
      t,
    )?.[1];
  if (oneIn && !geocodesAsCity(oneIn)) return { kind: "hotel", want: "near", near: object(oneIn) };
  if (
    !/\b(?:swap|switch|change|replace|move|find|get|book|want|prefer|different|another|other|new|cheaper|nicer|better|closer|near|upgrade|less expensive|fancier|more luxurious|downgrade|walking distance|walkable|close to|next to)\b/.test(
      t,
    )
  )
    return null;
  const city = /\bin ([a-z][a-z .'-]{2,30}?)(?=\s*(?:$|,|\bnear\b|\bclose\b|\bfor\b|\binstead\b))/.exec(t)?.[1];
  const near =
    /\b(?:near|nearer|closer to|close to|next to|by|around|walking distance (?:of|to|from)|within walking distance of)\s+(?:the\s+)?([^,]{3,60}?)\s*$/.exec(
      t,
    )?.[1];
  const cityOnly = city && geocode(city) ? { city: city.trim() } : {};
  // ("near namba station in osaka": the city said after the place is the stay's, not the place's.)
  const nearOnly = near && cityOnly.city ? near.replace(new RegExp(`\\s+in\\s+${cityOnly.city}$`), "") : near;
  if (nearOnly && !/^(one|something)$/.test(nearOnly))
    return { kind: "hotel", want: "near", near: object(nearOnly), ...cityOnly };
  if (/\b(?:cheaper|less expensive|lower[- ]priced|more affordable|budget|downgrade)\b/.test(t))
    return { kind: "hotel", want: "cheaper", ...cityOnly };
  if (/\b(?:nicer|better|fancier|more luxurious|upgrade|luxury|5[- ]star|five[- ]star|higher[- ]end|posher)\b/.test(t))
    return {
      kind: "hotel",
      want: "nicer",
      ...cityOnly,
      // "a 5 star hotel", "something luxury": the trip's tier said, not only a better room.
      ...(/\b(?:luxury|luxurious|5[- ]star|five[- ]star)\b/.test(t) ? { luxury: true } : {}),
    };
  if (/\b(?:swap|switch|change|replace|different|another|other|new)\b/.test(t))
    return { kind: "hotel", want: "other", ...cityOnly };
  return null;
}

const dayNumber = "(\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)";
const daySwap = new RegExp(
  `^(?:swap|switch|flip|exchange|trade|reverse|interchange)\\s+(?:the\\s+)?(?:days?\\s*)?${dayNumber}\\s+(?:and|with|&|for)\\s+(?:day\\s*)?${dayNumber}(?:\\s+(?:around|round|over|days?))?$`,
);
/** "switch days 1 and 2 around", "flip day 2 and day 4": the two days' plans trade places. */
function findDaySwap(t: string, count: number): Change | null {
  const m = daySwap.exec(t);
  if (!m) return null;
  const n = (w: string) => (/^\d+$/.test(w) ? Number(w) : (cardinalWords[w] ?? 0));
  const a = n(m[1] ?? "");
  const b = n(m[2] ?? "");
  if (!a || !b || a === b || a > count || b > count) return null;
  return { kind: "swapDays", a: Math.min(a, b), b: Math.max(a, b) };
}

/** Whether the words name a city (another stay), rather than a part of the trip's city. */
function geocodesAsCity(words: string): boolean {
  const g = geocode(words.trim());
  return !!g && (g.matched_by === "name" || g.matched_by === "alias") && normalize(g.name) === normalize(words.trim());
}

const DIET_CUE =
  /\b(?:from now on|going forward|for the rest|rest of the trip|now|only|all meals|meals|food|restaurants?|eat|eating|diet|i'?m|we'?re|i am|we are|is|are|turned|gone|went|switch(?:ed)? to|make (?:it|them|everything|the meals)|options)\b|^(?:vegetarian|vegan|halal|kosher|gluten[- ]free)$/;

// "any good halal restaurants in Kyoto?", "where can we get vegan food near the hotel?": a question
// in which the diet describes the places asked for; the party's diet is said in other words ("we're
// vegan now", "can all the meals be halal?", "vegetarian from now on").
const ASKS_FOR_PLACES = /\?\s*$|^(?:any|anywhere|where|what|which|best|good|know|recommend)\b/;
const DIET_STATED =
  /\b(?:from now on|going forward|for the rest|rest of the trip|i'?m|we'?re|i am|we are|(?:has|have) (?:turned|gone|become)|turned|switch(?:ed)? to|make (?:it|them|everything|the meals|all)|all (?:the |our )?meals|(?:the|our) meals|every meal|only eat|eat only|need(?:s)? to be)\b/;
const dietOnlyDescribes = (t: string) => ASKS_FOR_PLACES.test(t.trim()) && !DIET_STATED.test(t);

/** A targeted change this message asks for, or null when it is not one. */
// "on day 2, put a cooking class in the afternoon", "day 3: add the zoo": the day said first, then
// the change; read as "put a cooking class in the afternoon on day 2", the way the readers know.
const dayFronted =
  /^\s*(?:(?:and|also|ok|okay|so|then|oh)[,]?\s+)*(?:on|for|in)?\s*((?:day \d{1,2}|day (?:one|two|three|four|five|six|seven|eight|nine|ten)|the (?:first|second|third|fourth|fifth|sixth|seventh|last) day))\s*(?:[,:]|\s[-–—])\s*(\S[\s\S]*)$/i;

function dayToEnd(message: string): string {
  const m = dayFronted.exec(message);
  if (!m) return message;
  const day = (m[1] ?? "").toLowerCase();
  const rest = (m[2] ?? "").replace(/[\s.!]+$/, "");
  // ("Day 1, 2 and 3 are too packed", "day 2 - 4 ...": more days listed, not a change after one.)
  if (/^(?:\d|and\b|&|to\b|(?:one|two|three|four|five|six|seven|eight|nine|ten)\b)/i.test(rest)) return message;
  // ("... instead of whatever's there": the day goes before what it replaces.)
  const instead = /\s(?:instead of|rather than)\b/i.exec(rest);
  return instead ? `${rest.slice(0, instead.index)} on ${day}${rest.slice(instead.index)}` : `${rest} on ${day}`;
}

export function findChange(
  message: string,
  plan: Plan,
  itinerary: readonly TItineraryDay[],
  now: DateTime = DateTime.now(),
): Change | null {
  if (typeof message !== "string" || !itinerary.length) return null;
  const raw = dayToEnd(message.slice(0, READ));
  // What the existing reader changes (length, day swaps, no flights, themed days, a day less);
  // "cheaper hotel" is taken here: only the hotel changes.
  const edit = findEdit(raw);
  // Two days traded are this reader's to make too: the days' own plans move, nothing re-planned.
  if (edit?.kind === "swap") {
    const a = Math.min(edit.a, edit.b);
    const b = Math.max(edit.a, edit.b);
    return a >= 1 && b <= itinerary.length && a !== b ? { kind: "swapDays", a, b } : null;
  }
  // "we land late on day 1 so maybe switch days 1 and 3?": the swap inside a longer message.
  const swapped = daySwapInClause(raw, itinerary.length);
  if (swapped) return swapped;
  // "no flights between the stops", "train between them, no flights": the journeys between the
  // stops, not every flight of the trip (the reader's "no flights" would ground the way home too).
  // (Not a length said with it: "add a night between Rome and Florence by train" is the planner's.)
  // ("no flights please, train from Zurich and between the cities": the way there said too, so
  // every flight goes.)
  const wayThereToo =
    /\b(?:at all|there and back|the whole (?:trip|way)|all the way|anywhere|from home|(?:fly|flying|flights?) home|(?:or|and|nor) (?:home|back))\b/i.test(
      raw,
    ) ||
    (!!plan.origin &&
      [`from ${normalize(plan.origin.name)} `, `to ${normalize(plan.origin.name)} `].some((w) =>
        ` ${normalize(raw)} `.includes(` ${w}`),
      ));
  const between =
    /\bbetween\b/i.test(raw) &&
    !wayThereToo &&
    (!edit || edit.kind === "no_flights") &&
    !/\b(?:\d+|a|an|one|two|another|extra)\s*(?:more\s+)?(?:nights?|days?)\b/i.test(raw)
      ? findLeg(clean(raw), plan)
      : null;
  if (between) return between;
  // ("make day 2 a whole day in Saint-Émilion" names a day, not the trip's length.)
  if (edit && edit.kind !== "cheaper_hotel" && !wholeDayAsked(clean(raw))) return null;
  // "we need to be home by thursday": the day the trip ends, a new length for the planner.
  const start = plan.startDate ?? itinerary[0]?.date;
  if (start && findTripEnd(raw, start)) return null;
  // ("d3: add the zoo", "i'd rather not do the cable car", "the day after the temple": in the
  // words read below.)
  const t = pointedBack(rephrased(clean(raw), itinerary), itinerary);
  if (!t) return null;
  // Questions about the trip are not changes ("what's on day 2?", "is the Prado open monday?",
  // "do women need to cover up there?", "does the museum close on mondays?").
  // ("could we have the Alhambra on day 2?" asks for a change: the question form is its politeness.)
  const asksFor = /^(?:can|could|would|will|may)\s+(?:we|you|u|i)\s+(?:have|get|do)\b/.test(raw.trim().toLowerCase());
  if (
    /\?\s*$/.test(raw.trim()) &&
    !asksFor &&
    /^(?:do|does|did|is|are|was|were|will|have|has|should|shall|must)\b/.test(t)
  )
    return null;
  if (
    /^(?:what|which|where|when|why|how|who|is|are|does|do (?:you|we|i|they)|did|should|shall)\b/.test(t) &&
    !/^how about\b/.test(t)
  )
    return null;
  // "make day 2 a shopping day, my wife insists", "pyramids on day 1, we can't wait": a clause
  // after the request that tells why asks for nothing; the request is read without it when it
  // is not read with it.
  const found = readRequest(t, raw, plan, itinerary, now);
  if (found) return found;
  const bare = withoutCompanionReason(t.replace(afterthought, ""));
  const withoutWhy = bare && bare !== t ? readRequest(bare, raw, plan, itinerary, now) : null;
  if (withoutWhy) return withoutWhy;
  // "don't fly us to Mombasa, take the train": the clause before the request was part of it.
  const whole = rephrased(clean(raw, true), itinerary);
  return whole && whole !== t ? readRequest(whole, raw, plan, itinerary, now) : null;
}

/** The change `t` (the request as cleaned words) asks for; `raw` is the message as sent. */
function readRequest(
  t: string,
  raw: string,
  plan: Plan,
  itinerary: readonly TItineraryDay[],
  now: DateTime,
): Change | null {
  const days = findDaySwap(t, itinerary.length);
  if (days) return days;
  const party = findPartyChange(t);
  if (party) return party;
  const leg = findLeg(t, plan);
  if (leg) return leg;
  const flight = findFlight(t);
  // A trip that does not fly has no flight to choose: "no flights" is said, and the reader keeps it.
  if (flight) return plan.transport.flights ? flight : null;
  const hotel = findHotel(t);
  // "can the Tokyo hotel be near Shibuya station?": the stay whose city is named.
  if (hotel?.kind === "hotel" && !hotel.city) {
    const city = plan.stays
      .map((s) => s.place.name)
      .find((n) => new RegExp(`\\b${normalize(n)}\\b`).test(normalize(t)));
    if (city && plan.stays.length > 1 && !(hotel.near && normalize(hotel.near).includes(normalize(city))))
      return { ...hotel, city };
  }
  if (hotel) return hotel;

  const diets = findFood(t).diets;
  if (
    diets.length &&
    DIET_CUE.test(t) &&
    !dietOnlyDescribes(t) &&
    !/\b\d+\s*(?:days?|nights?|weeks?)\b/.test(t) &&
    t.length <= 160
  )
    return { kind: "diet", diets };

  // A day made lighter, or a rest day ("day 4 please make empty", "wipe day 2, family visit").
  // ("move teamLab from day 2 to day 5, day 2 is too full": the move is asked, the fullness is why.)
  // ("no Pisa day trip, swap it for a free day": the day out goes, its day given back, below.)
  if (
    !/^(?:move|shift|push|reschedule|bring)\b/.test(t) &&
    !/^(?:no|remove|drop|skip|cut|ditch|scrap|cancel|lose)\s+.*\b(?:day[- ]?trip|excursion)\b/.test(t) &&
    (/\b(?:slow|slower|lighter|easier|relax(?:ed|ing)?|quiet|calm|gentle|restful|low[- ]key|easy|less (?:busy|packed|hectic|rushed)|chill(?:er)?|lazy|lazier|rest|free day|(?:leave|keep|make) (?:day \S+|the \S+ day|it|that day) (?:completely |totally |entirely )?free|day off|off day|take it easy|too (?:much|busy|packed|full|hectic)|quieter|calmer|fewer things|clear(?: out)?|empty|emptied|wipe|blank|(?:day \S+|the \S+ day) off)\b/.test(
      t,
    ) ||
      // "can day 1 be just a walk and dinner", "day 3 only a stroll": a day of next to nothing.
      lightOnly.test(t))
  ) {
    const { day } = takeDay(t, itinerary, now);
    if (day) {
      const rest =
        /\b(?:rest|free day|(?:day \S+|the \S+ day|it|that day) (?:completely |totally |entirely )?free|day off|off day|lazy|nothing planned|do nothing|clear(?: out)?|empty|emptied|wipe|blank)\b/.test(
          t,
        ) ||
        /\boff\b/.test(t) ||
        lightOnly.test(t);
      return { kind: "lighter", day, rest };
    }
    return null;
  }

  // "make day 3 just a cenote and nothing else": that on the day, the rest of it cleared.
  const whole = wholeDayAsked(t);
  if (whole) {
    const day = daysNamed(whole.day, itinerary, now);
    const what = object(whole.what);
    if (day && what && (namesOuting(what, plan, itinerary) || !namesTripShape(what, itinerary, true)))
      return { kind: "add", what, day, wholeDay: true };
  }

  const pin = /^(?:pin|lock(?: in)?)\s+(.+)$/.exec(t);
  if (pin) {
    const { rest, day } = takeDay(pin[1] ?? "", itinerary, now);
    const what = object(rest.replace(/\b(?:in place|where it is|down|so it stays|so it doesn'?t move)\b/g, " "));
    return what && !namesTripShape(what, itinerary) ? { kind: "pin", what, day } : null;
  }

  // Swap two stops ("swap the prado and the retiro"), or one for another ("swap X for Y", "replace X with Y").
  const swap = /^(?:swap|switch|exchange|trade|replace)\s+(.+?)\s+(and|with|for|by)\s+(.+)$/.exec(t);
  if (swap) {
    const { rest: left, day: dayBefore } = takeDay(swap[1] ?? "", itinerary, now);
    const a = object(left);
    // "replace the peak tram with a hike up Dragon's Back": the place is what comes in.
    // ("swap X for the Met, she's more into old stuff": why, after a comma, is no part of it.)
    const right = takeDay((swap[3] ?? "").replace(afterthought, ""), itinerary, now);
    const b = object(right.rest).replace(visitOf, "");
    // ("replace cannes with monaco on day 3": the day may be said with what comes in.)
    const day = dayBefore ?? right.day;
    if (!a || !b || isDayWords(a) || isDayWords(b) || /^day\b/.test(a) || namesTripShape(a, itinerary)) return null;
    const bIsStop = findItems(itinerary, b).length > 0;
    if (swap[2] === "and" || (bIsStop && swap[2] === "with" && !/^replace/.test(t)))
      return bIsStop ? { kind: "swap", a, b } : null;
    if (namesTripShape(b, itinerary)) return null;
    return { kind: "replace", what: a, with: b, day };
  }
  // "the bamboo grove instead of the golden pavilion", and the other way round: "instead of the
  // golden pavilion on day 2 can we do the bamboo grove".
  const after = /^(?:do|see|visit)?\s*(.+?)\s+instead of\s+(.+)$/.exec(t);
  const before =
    /^instead of\s+(.+?)\s*(?:,\s*|\s+(?:(?:we|i) (?:could|can|should|would|will) )?(?:do|see|visit|have|go to|try)\s+)(.+)$/.exec(
      t,
    );
  // [what comes in, what goes]
  const instead = after ? [after[1], after[2]] : before ? [before[2], before[1]] : null;
  if (instead) {
    const said = takeDay(instead[0] ?? "", itinerary, now);
    const other = takeDay(instead[1] ?? "", itinerary, now);
    const b = object(said.rest).replace(visitOf, "");
    const a = object(other.rest);
    const day = said.day ?? other.day;
    if (a && b && !namesTripShape(a, itinerary) && !namesTripShape(b, itinerary, !!day))
      return { kind: "replace", what: a, with: b, day };
  }

  const remove =
    /^(?:remove|delete|skip|drop|cut|ditch|scrap|lose|cancel|get rid of|take out|take off|no more|nix|forget(?: about)?)\s+(.+)$/.exec(
      t,
    ) ??
    /^(?:we|i) (?:don'?t|do not) (?:want|need) (?:to (?:go to|see|visit|do) )?(.+)$/.exec(t) ??
    // "no Pisa day trip, a free day instead": the day out said with "no" is one to drop.
    /^no\s+((?:the\s+)?\S+(?:\s+\S+){0,3}?\s+(?:day[- ]?trip|excursion))\b/.exec(t);
  if (remove) {
    // ("skip the Siena day trip, make it a free day": what the day becomes is said after.)
    const gone = (remove[1] ?? "").replace(
      /\s*,?\s+(?:and\s+)?(?:make|swap|turn|leave|keep|change|replace)\s+(?:it|that|the day)\b.*$/,
      "",
    );
    const { rest, day } = takeDay(withoutCompanionReason(gone.replace(afterthought, "")), itinerary, now);
    const what = splitList(rest);
    // ("no Pisa day trip": said as a day out, never a stay of the trip.)
    const shape = (w: string) =>
      !namesOuting(w, plan, itinerary) && !/\s(?:day[- ]?trip|excursion)$/.test(w) && namesTripShape(w, itinerary);
    if (!what.length || what.some((w) => shape(w) || /^fl(y|ights?)$/.test(w))) return null;
    // "skip museums" with no day is a wish for the whole trip (the reader's avoid list).
    if (!day && what.every((w) => w.split(" ").every((x) => kindsSearchedBy(x).length > 0))) return null;
    return { kind: "remove", what, day };
  }

  const move =
    /^(?:move|shift|push|put|reschedule|switch|change|bring|do|have|squeeze|fit|slot|pop|stick|throw)\s+(.+?)\s+(?:to|on|onto|into|in|for|until|till)\s+(.+)$/.exec(
      t,
    );
  // "put Livraria Lello on day 2", "squeeze Fushimi Inari into day 3": where it goes is a day (a
  // stop already planned moves there, a new one is added there: apply-change decides).
  // ("squeeze in X on day 4" is the add below.)
  const toADay = /^(?:put|squeeze|fit|slot|pop|stick|throw)\b(?!\s+in\b)/.test(t) && dayMatches(t).length > 0;
  if (move && (/^(?:move|shift|push|reschedule|bring)\b/.test(t) || /\binstead\b/.test(raw.toLowerCase()) || toADay)) {
    // The words after the verb, as said ("in the morning on day 2" keeps its "in the").
    const whole = t.replace(/^\S+\s+/, "");
    const all = dayMatches(whole);
    const { rest: noTime, time } = takeTime(whole);
    let to: DaySpec | null = null;
    let from: DaySpec | null = null;
    let rest = noTime;
    // "move X from day 2 to day 4": the last day phrase is where it goes.
    for (const m of dayMatches(noTime)) {
      const spec = daysNamed(m[0], itinerary, now);
      if (/^\s*from\b/.test(m[0])) from = spec;
      else to = spec;
      rest = rest.replace(m[0], " ");
    }
    // ("put a trip to the Douro valley on day 2": the place, the day out is how it is planned.)
    const what = object(rest.replace(/\bto\b\s*$/, "").replace(/\s+to\s*$/, "")).replace(dayOutBefore, "");
    if (
      !what ||
      isDayWords(what) ||
      /^day\b/.test(what) ||
      (!namesOuting(what, plan, itinerary) && namesTripShape(what, itinerary, !!to)) ||
      (!to && !time) ||
      all.length > 2
    )
      return null;
    return { kind: "move", what, from, to, ...(time ? { time } : {}) };
  }

  // "make day 4 a beach day": a place of that kind added to the day.
  // ("make day 4 a beach day, the kids will be shattered": what follows a comma is why.)
  const themed = /^(?:make|turn)\s+(.+?)\s+(?:into\s+)?(?:a|an)\s+([a-z]+)\s+day(?:\s*,.*)?$/.exec(t);
  if (themed && kindsSearchedBy(themed[2] ?? "").length) {
    const { rest, day } = takeDay(themed[1] ?? "", itinerary, now);
    if (day && !rest.trim()) return { kind: "add", what: themed[2] ?? "", day };
  }
  // "make day 4 an An Bang beach day", "make day 2 an Asakusa day": a place of its own named as
  // what the day is about, added to the day. ("a", "an" may begin the name: "an an bang beach".)
  // (Words that only say how the day feels, "a long day", "a travel day", are not a place.)
  const themedPlace =
    /^(?:make|turn)\s+(.+?)\s+(?:into\s+)?(?:a|an)\s+((?:[a-z'-]+\s+){0,3}[a-z'-]+)\s+day(?:\s*,.*)?$/.exec(t);
  if (
    themedPlace &&
    !/^(?:whole|full|half|long|short|big|busy|travel|driving|late|early|lazy|quiet|normal|proper|good|nice|great|fun|family|rainy|sunny|free|rest)\b/.test(
      themedPlace[2] ?? "",
    )
  ) {
    const { rest, day } = takeDay(themedPlace[1] ?? "", itinerary, now);
    // (Its own article already read, a name that begins with one keeps it: "An Bang".)
    const words = themedPlace[2] ?? "";
    const what = /^(?:a|an)\s/.test(words) ? words : object(words);
    // ("a shopping and food day": kinds of things only, the planner's themed day.)
    const kindsOnly = wordsOf(what).every((w) => /^(?:and|or|&)$/.test(w) || kindsSearchedBy(w).length > 0);
    if (
      day &&
      !rest.trim() &&
      what &&
      !kindsOnly &&
      !isDayWords(what) &&
      (namesOuting(what, plan, itinerary) || !namesTripShape(what, itinerary, true))
    )
      return { kind: "add", what, day };
  }

  // "Pompeii on day 2", "machu picchu day 4": a far sight of the trip's and one day, no verb, is
  // that day out on that day (apply-change moves it when planned, else adds it).
  if (dayMatches(t).length === 1 && !/\b(?:is|are|was|were|has|have|what|how)\b/.test(t)) {
    const { rest, day } = takeDay(t, itinerary, now);
    const what = object(rest.replace(/\b(?:on|for|to|in)\s*$/, ""));
    if (what && day && namesOuting(what, plan, itinerary)) return { kind: "add", what, day };
  }
  // "dinner at Central on the first night", "have brunch at the Sidecar on day 3": the day's meal,
  // taken there (a verb of its own or none).
  if (dayMatches(t).length === 1) {
    const { rest, day } = takeDay(t, itinerary, now);
    const said = object(
      rest
        .replace(/^(?:add|book|have|do|get|reserve|grab|eat|we(?:'d| would) like|i(?:'d| would) like)\s+/, "")
        .replace(/\s+(?:on|for|in)\s*$/, ""),
    );
    const meal = mealAt(said);
    if (meal && day) return { kind: "add", what: meal.at, day, meal: meal.meal };
  }
  // "the alhambra on day 3 please", "day 2 should be the uffizi", "could we have the vatican on
  // day 2": a sight the trip can mean and one day, with no verb of its own (or one that only
  // says to have it), is that sight on that day. Words that turn it down or ask about it do not.
  const placed = t.replace(/^(?:have|get|see|visit|do|go to|we(?:'d| would) like|i(?:'d| would) like)\s+/, "");
  if (
    dayMatches(placed).length === 1 &&
    !/\b(?:is|are|was|were|has|had|what|how|why|when|which|no|not|never|without|skip|don'?t|doesn'?t|isn'?t|closed?)\b/.test(
      placed,
    )
  ) {
    const { rest, day } = takeDay(placed, itinerary, now);
    const what = day && !verbs.includes(/^[a-z]+/.exec(placed)?.[0] ?? "") ? sightSpan(rest, plan, itinerary) : null;
    if (what && day && (namesOuting(what, plan, itinerary) || !namesTripShape(what, itinerary, true)))
      return { kind: "add", what, day };
    // "lone pine koala sanctuary on day one pls", "kakheti wine day trip on day 4": a name and a
    // day, asked for ("please") or said as a day out, though no catalogue of ours has it: that on
    // that day (apply-change plans it from the map, or in the traveller's own words).
    // ("day 2 should be the rosario islands boat trip": what the day should be is asked for.)
    // (Only a thing said with its article: "day 2 should be fun" says how, not what.)
    const shouldBe =
      /^\s*(?:should|could|can|must|has to|needs to)\s+be\s+(?=(?:the|a|an)\s+(?!(?:\S+\s+)?(?:one|day|time)\b))/;
    const taken = takeTime(rest.replace(shouldBe, ""));
    const said = object(taken.rest.replace(/\b(?:on|for|to|in|at)\s*$/, ""));
    // ("day trip to kakheti on day 4": the day out said first names the place after it.)
    const outFirst = dayOutBefore.test(said);
    const named = said.replace(dayOutBefore, "").replace(dayOutWords, "");
    if (
      day &&
      named &&
      (asksPolitely.test(raw) || dayOutWords.test(rest) || outFirst || shouldBe.test(rest)) &&
      !notASight.test(named) &&
      !verbs.includes(/^[a-z]+/.exec(placed)?.[0] ?? "") &&
      wordsOf(named).length <= 6 &&
      (namesOuting(named, plan, itinerary) || !namesTripShape(named, itinerary, true))
    )
      return { kind: "add", what: named, day, ...(taken.time ? { time: taken.time } : {}) };
  }

  const add =
    /^(?:add|include|fit in|squeeze in|throw in|put in|slot in|visit|see|go to|do|book|hike|climb|trek up|hike up|climb up)\s+(.+)$/.exec(
      t,
    ) ??
    // "and a Seine cruise on day 3": a thing and one day, no verb, after another change.
    (dayMatches(t).length === 1 && !/\b(?:is|are|was|were|has|have)\b/.test(t)
      ? /^(?:a|an|some|one more)\s+(.+)$/.exec(t)
      : null) ??
    /^(?:(?:we|i) (?:want|wanna|would love|'d love|need) to (?:see|visit|go to|do))\s+(.+)$/.exec(t) ??
    // "we'd love a tango show on the second evening": a wish tied to a day of the trip is an add.
    (dayMatches(t).length === 1
      ? /^(?:(?:we|i)(?:'d| would) (?:love|like|enjoy)|(?:we|i) (?:fancy|need)|(?:we|i)'?d be up for)\s+(?:to (?:see|visit|go to|do|have|catch)\s+)?(.+)$/.exec(
          t,
        )
      : null);
  if (add) {
    const { rest: noDay, day } = takeDay(add[1] ?? "", itinerary, now);
    const taken = takeTime(noDay);
    const { rest } = taken;
    const time = taken.time ?? (day ? partOfDayNamed(day.said) : undefined);
    // "a walk in Plaka", "a visit to the Alhambra": the place is what is added.
    // "a Milford Sound day trip": the place; the day out is how it is planned anyway.
    const what = object(rest.replace(/\b(?:to|on|for|in|at)\s*$/, ""))
      .replace(visitOf, "")
      .replace(/\s+(?:day[- ]?trip|day out|excursion)$/, "");
    if (
      !what ||
      (!namesOuting(what, plan, itinerary) &&
        (namesTripShape(what, itinerary, !!day) || /^(?:a |an |one )?(?:day|night|stop|city)\b/.test(what)))
    )
      return null;
    // ("add 1 night please": the trip's length, the planner's; a number alone names nothing.)
    if (wordsOf(what).length === 0 || what.length > 80 || isDayWords(what)) return null;
    // "dinner at Central on the first night", "lunch at Maido day 2": the day's meal, taken there.
    const meal = mealAt(what);
    if (meal && day) return { kind: "add", what: meal.at, day, meal: meal.meal };
    // A new plan said with "visit" ("visit Lisbon in May for 5 days") is the planner's.
    if (
      /\b(?:in|for)\s+(?:january|february|march|april|may|june|july|august|september|october|november|december)\b/.test(
        t,
      )
    )
      return null;
    return { kind: "add", what, day, ...(time ? { time } : {}) };
  }
  return null;
}

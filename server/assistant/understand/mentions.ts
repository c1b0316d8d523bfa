import { knownCurrency } from "../../planner/money";
import { normalize } from "../../travel/geo/cities";
import { distanceKm } from "../../travel/geo/distance";
import { type GeocodeResult, geocode, geocodeAirportName } from "../../travel/geo/gazetteer";
import { findRegion, isNameOf, regionsNamedIn } from "../../travel/geo/regions";
import { cityOfStation } from "../../travel/geo/stations";
import type { PlaceRef } from "../plan";
import { sizedAt } from "../understand";
import { isSight } from "../understand-trip";
import { currencyCode } from "./currencies";
import { isEnglishWord } from "./english-words";
import { farStrays, nearSights } from "./far-strays";
import {
  chainHome,
  closingWords,
  comparedWith,
  demonymCity,
  groupAfter,
  homeAfter,
  homeAfterClause,
  homeAirport,
  homeGroupAfter,
  homeGroupBefore,
  homeLabel,
  homeNear,
  othersFrom,
  othersLiveIn,
  ownCompany,
  partyIn,
  partyThenBracket,
  pastStayBefore,
  pastTimeAfter,
  pastVisitBefore,
  peopleSaid,
  signatureName,
  signedBelow,
  signedFrom,
  splitHyphened,
  writerBefore,
} from "./home-cues";
import { namesakeBesideMeant, withinSuburb } from "./namesake-near";
import { namesakeBySight } from "./namesake-sights";
import { personAt, personNames } from "./person-names";
import {
  areaOf,
  betterKnownNamesake,
  homeOfCountry,
  namesakesOf,
  type Option,
  placeIn,
  toRef,
  visitorsGo,
} from "./place-names";
import { breaksName, isCommonWord, isEverydayTown, nameBreaks, WAY_THERE } from "./words";

// Every place a message names, with the part it plays: where the traveller leaves from ("from",
// "flying out of", "I'm in"), a stop of the trip ("Tokyo 5 days", "to Lisbon", "then Kyoto"), or
// a place seen on the way that is not a stay ("a day trip to Toledo", "the pyramids at Giza").
// The words around a name decide, as a reader would; the gazetteer says what the name is.

export type Role = "origin" | "stop" | "side";
export type Mention = {
  place: PlaceRef;
  /** The name as written. */
  typed: string;
  start: number;
  end: number;
  role: Role;
  /** Well-known namesakes when the name alone does not say which ("Portland"). */
  options?: Option[];
  /** A qualifier after the name said which one ("Paris, Texas"). */
  qualified?: boolean;
  /** "flying into Denver", "starting in Windhoek": where a trip enters, not a stay asked for. */
  entry?: boolean;
  /** Read as a stop only because nothing else in a trip message is one ("Zermatt ski trip"). */
  weak?: boolean;
  /** A place a short way from a stop with nights, named without its own: what to see there (far-strays.ts). */
  near?: boolean;
  /** Named as a place of someone's life, a past trip or a comparison, not the trip (home-cues.ts). */
  aside?: boolean;
  /** An area's stop before a part of it listed on ("Malta 5 nights + Gozo 2"): the area stays the trip's region. */
  restOf?: { key: string; name: string };
  /** The far namesake visitors come for, read instead of the bigger one the name finds ("Toledo": Spain's), with its size. */
  byFame?: { population: number };
};
export type PlaceReading = { mentions: Mention[]; unknown?: string };

// The shape of a nationality's adjective ("Lebanese", "Peruvian", "Korean", "Swedish", "Thai"):
// counted only before the thing it qualifies ("Lebanese food", "Peruvian ceviche"), since a
// misspelt "Amsterdan for 3 nights" has it too.
const nationality = /^\p{Lu}\p{Ll}+(?:ese|ian|ean|ish|an|i)$/u;
const qualifiesNext = (rest: string) => {
  const next = /^\s+(\p{Ll}{3,})\b/u.exec(rest)?.[1];
  return !!next && !nameBreaks.has(next) && !isCommonWord(next);
};
// What a people or an era left behind, after its name in lower case.
const cultureAfter =
  /^\s+(?:history|heritage|culture|cultural|ruins?|sites?|temples?|art|architecture|empire|civilis?z?ation|food|cuisine|cooking|dishes|music|dance|wine|beer|style|traditions?|crafts?|villages?|people|influence|legacy|remains|relics|artifacts|artefacts)\b/;
/** How much of a message is searched for places. */
export const placeChars = 1200;
// Look-ups per message: a real request names its places in its first few phrases, while a
// message of made-up names would ask the gazetteer thousands of times (issue 21).
const maxLookups = 60;

// "5 nights", "4n", "5d4n", "a week", "three days": digits take short units, words only whole ones.
const LENGTH =
  "(?:\\d+\\s*d\\s*\\d+\\s*n\\b|\\d+\\s*(?:n|d|nights?|nites?|nts|nigh?ts?|nigths?|nigts?|noches|n[aä]chte|nuits?|jours|d[ií]as|days?|weeks?|wks?)\\b|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|a|an)\\s+(?:nights?|nites?|days?|weeks?)\\b)";
/** A length right after a name: "Tokyo 5 days", "syd 4n", "Paris (3 nights)", "Rome for a week". */
const lengthNext = new RegExp(`^\\s*[:,(–-]?\\s*(?:for\\s+)?(?:about\\s+|around\\s+|like\\s+|~\\s*)?${LENGTH}`, "i");
/** "Montevideo by ferry, 3 nights": the way there, then the length (not the next name's: "London by train, 2 nights Edinburgh"). */
const lengthNextBy = new RegExp(`^\\s*${WAY_THERE}[\\s,:-]*(?:for\\s+)?(?:about\\s+|around\\s+)?${LENGTH}`, "i");
/** "Sal for kitesurf 5 nights", "Santo Antão for hiking 3 nights": what it is for, then its length. */
const lengthNextFor = new RegExp(`^\\s+for\\s+(?:the\\s+)?\\p{Ll}+(?:\\s+\\p{Ll}+)?\\s+${LENGTH}`, "iu");
const lengthAfterName = (rest: string): boolean => {
  if (lengthNext.test(rest) || lengthNextFor.test(rest)) return true;
  const by = lengthNextBy.exec(rest);
  return !!by && !/^\s+(?:in\s+|at\s+)?\p{Lu}/u.test(rest.slice(by[0].length));
};
/** "kinsale 1, dingle 3": a bare number after a name, in a list whose lengths have a unit. */
// ("hanoi 3 / hoi an 4 / saigon 3 nights", "Trinidad 3 (nights)": a slash, an arrow or the unit in
// brackets ends the count as a comma does.)
const bareLengthNext = /^\s*\(?\d{1,2}\)?\s*(?:[,;.+&/]|→|->|$|\s(?:then|and|plus)\b|\(\s*(?:nights?|days?)\s*\))/i;
const unitSaid = /\b(?:nights?|nites?|noches|days?|weeks?|\d+\s*[nd])\b/i;
const lengthPrev = new RegExp(`${LENGTH}\\s+(?:in|at|of)\\s+(?:the\\s+)?$`, "i");
/** A length right before a name, with no "in": "5d4n bangkok", "3 nights chiang mai". */
const lengthJust = new RegExp(`(?:^|[\\s,])${LENGTH}\\s*$`, "i");
/** "+ 2 nights bled", ", then 3 nights kinsale": a length that opens the next item of a list. */
const listedLength = new RegExp(`(?:^|[,+&;]|\\band|\\bthen|\\bplus)\\s*${LENGTH}\\s*$`, "i");

// The words before a name that make it the place the traveller sets out from.
const originBefore =
  /(?:\bfrom|\bfrm|\bfae|\bfrae|\bfrom an? (?:wee |small |little |tiny )?(?:village|town|suburb|place) (?:near|outside|just outside|close to)|\bex|\bdari|\btừ|\bdepuis|\bab|\bsaindo de|\bpartindo de|\bsalimos de|\bsaliendo de|\bleaving(?: from)?|\bdeparting(?: from)?|\bout of|\bset(?:ting)? off from|\bset(?:ting)? out from|\bstart(?:ing)? (?:out )?from|\boriginating (?:from|in)|\btak(?:e|ing) off from|\bcoming (?:in )?from|\bback (?:home )?to|\bflying home to|\bhome to|\b(?:i'?m|i am|we'?re|we are|we r|i r) (?:currently |now |based |living |over |out |up |down |still )?(?:in|at)|\b(?:i|we|but|and|now) (?:live|reside|work) in|\b(?:living|residing) in|\b(?:relocated|moved) (?:to|over to)|\bnow (?:in|based in|living in)|\bex-?pats? (?:in|living in|based in)|\b(?:starting|jumping[- ]off|departure|launch) point(?: is| will be| =)?|\b(?:at|from) home in|\bcurrently (?:in|based in|living in)|\bsent from my [\w-]+ in|\bbased out of|\bhome is(?: in)?|\bhome airport(?: is)?|\b(?:i'?m|i am|we'?re|we are) from|\b(?:finishing|finished|ending|wrapping up|after) (?:a|my|our|the) (?:\w+ )?(?:season|stint|posting|deployment|contract|placement|rotation|winter|summer) (?:at|in|on)|\bon the way(?: from)?|\bfrom (?:the )?[a-z]+(?: [a-z]+)? \()\s*(?:the\s+)?$/i;
// "starting in", "based in": where the trip begins, an origin only when the trip goes elsewhere.
/** A journey named before "from A to B": a train, a road trip, a numbered route. */
export const journeyFrom = /\b(?:train|rail|railway|route\s+\d+|road\s*trip|cruise)\s+from\s+$/i;
// ("starting chch", "beginning Windhoek": the "in" left out, as in a note.)
const softOriginBefore = /\b(?:(?:start(?:ing)?|begin(?:ning)?|based) in|starting|beginning)\s+$/i;
const entryBefore =
  /\b(?:fly(?:ing)? into|arriv(?:e|ing) (?:in|at|into)|land(?:ing)? in|start(?:ing)? (?:in|at)|starting|beginning)\s+$/i;
// Before a name that is seen, passed or stayed near, not stayed in ("a day trip to Sintra", not
// "a 3 day trip to Lisbon", the trip itself).
const sideBefore =
  /(?:\b(?<!\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten)[- ]?)day[- ]?trips?\s+(?:out\s+)?(?:to|in|at)|\b(?:excursions?|side[- ]trips?|days? out)\s+(?:out\s+)?to|\bsee(?:ing)?|\bat|\bfor|\bnear|\bclose to|\bvia|\bthrough|\bon the way to|\bstop(?:ping)?over in|\btransit(?:ing)? (?:in|through)|\bnot|\bno|\bor)\s+(?:the\s+)?$/i;
/**
 * "as a day trip from", "a day out to Nara from", "excursion from": a day away from a base (not "a
 * 3 day trip from Boston", the trip's own length).
 */
const dayOutFrom =
  /(?:^|\b(?:a|an|one|the|as|do|our|easy|quick|short|doable|good|great|nice|single)\s+|[,;:(]\s*)(?:day[- ]?trips?|days? out|excursions?|side[- ]trips?)\b[^.,;!?\d]{0,40}\bfrom\s+(?:the\s+)?$/i;
const dayOutIn =
  /\b(?:with|plus|incl(?:uding)?|and|like|want|fancy|also|maybe|do|spend|squeeze in|fit in)\s+(?:a|one)\s+(?:full\s+|half[- ]?)?day\s+(?:out\s+)?(?:in|at|to)\s+$/;
const lodgingIn =
  /\b(?:hotel|hotels|airbnb|apartment|apt|flat|villa|hostel|guesthouse|accommodation|accomodation|room|rooms|stay(?:ing)?|base(?:d)?|place)\s+(?:somewhere\s+)?(?:in|near|around|close to|by)\s+(?:the\s+)?$/;
// The words around a first name: who the person is to the writer before it, what they do after it.
const kinBefore =
  /\b(?:friends?|mates?|buddy|buddies|bf|gf|boyfriend|girlfriend|husband|hubby|wife|partner|fianc[eé]e?|son|daughter|sister|brother|sis|bro|cousins?|mum|mom|mother|dad|father|colleagues?|boss|niece|nephew|aunt|auntie|uncle|grandma|grandpa|granny|kids?|children|named|called)\s+(?:\p{Lu}[\p{L}'’-]+\s+(?:and|&)\s+)?$/iu;
const personAfter =
  /^\s+(?:and|&)\s+(?:i|me)\b|^\s+(?:is|are|was)\s+(?:coming|joining|in\b|also|too|bringing|turning|(?:\d+|a)\s)|^\s+(?:wants|says|said|thinks|loves|hates|prefers|needs|can'?t|won'?t|doesn'?t|has|had)\b|^\s*'s\s+(?:birthday|idea|first|choice)/i;
// "I'm Austin, from Dallas", "hey it's Savannah, thinking...": the writer saying who they are.
const introBefore =
  /(?:\b(?:i'?m|i am|my name is|my name'?s|name'?s)|^(?:hey|hi|hello|hiya)[,!]?\s+(?:it'?s|this is))\s+$/;
const introAfter = /^\s*(?:,|!|\.|\(|$|\s+(?:from|here|and|&)\b)/;
const personSaid = (leadLower: string, rest: string) =>
  !/\b(?:to|in|from|via|visit(?:ing)?|then)\s+$/.test(leadLower) &&
  (kinBefore.test(leadLower) ||
    personAfter.test(rest) ||
    /\b(?:me|myself)\s+(?:and|&|\+|n)\s+$/.test(leadLower) ||
    (introBefore.test(leadLower.trimStart()) && introAfter.test(rest)));
/** "renting a car in Calgary", "pick up the campervan in Christchurch": where the wheels are, a way in, not a stay. */
const pickupBefore =
  /\b(?:rent(?:ing|ed)?|hir(?:e|ing|ed)|pick(?:ing)?\s+up|collect(?:ing)?|grab(?:bing)?)\s+(?:a|an|the|our|my)?\s*(?:rental\s+|hire\s+)?(?:cars?|vans?|campervans?|campers?|rvs?|motorhomes?|4x4s?|4wds?|jeeps?|motorbikes?|scooters?)\s+(?:in|at|from)\s+(?:the\s+)?$/i;
const sideAfter = /^\s*(?:on the way|as a day trip|day[- ]?trip|for a day\b|for the day\b)/i;
// After these, a name is where the trip goes.
const strongBefore =
  /(?:\bplan(?:ning)?|\bto|\bin|\bstarting|\bbeginning|\bnach|\bvisit(?:ing)?|\bexplore|\bexploring|\bthen|\bhit(?:ting)?(?: up)?|\bdo|\bplus|\bfinally|\bending in|\bend in|\bbetween|\bboth)\s+(?:the\s+)?$/i;
/** Between two places of a route: an arrow or a dash, after the first one's length perhaps ("Kyoto (3n) → Osaka"). */
const chainGap = new RegExp(`^\\s*(?:[(:,]?\\s*${LENGTH}\\s*\\)?\\s*,?)?\\s*(?:→|->|–>|>|—|–|-|to)\\s*$`, "i");
/** A letter's closing words (home-cues.ts's, and a few more), right before a name that signs it. */
const signOff = new RegExp(
  `(?:^|[.!?\\n]\\s*|\\s)(?:best regards|warm regards|thanks again|sincerely|br|${closingWords.source})\\s*[,!.:—–-]*\\s*$`,
  "i",
);
/** Words taking a place back before the one meant, perhaps after its length. */
const takenBack =
  /^\s*(?:(?:for\s+)?\S+\s+(?:nights?|days?)\s*)?[,.!-]*\s*(?:i mean|i meant|no wait|wait no|no sorry|sorry no|sorry|oops|or rather|correction|scratch that|make that|no,? no|nope|but i meant|but i mean|i meant to (?:say|write|type)|should (?:have|'?ve) (?:said|been))\s*[,.!:-]*\s*(?:(?:it'?s|its|i want|we want|make it)\s+)?$/i;
/** A bare count opening the next item of a list: ", then 3 Hakone", "+ 2 Bled". */
const listedCount = /(?:^|[,;+&]|\bthen|\band|\bplus)\s*(?:\d{1,2}|one|two|three|four|five|six|seven)\s+$/i;
/** A wish to go, right before a name: "want Dubrovnik", "fancy Porto", "thinking of Kotor". */
const wishBefore =
  /\b(?:want(?:s|ed)?|wanna|fancy|fancies|thinking(?: of| about)?|considering|dreaming of|keen on|eyeing|heading|headed|off to|going)\s+(?:to\s+)?$/i;
const joinerBefore = /(?:^|[,+&/→>;:]|->|\band|\bthen|\bor|\bplus|\s-|–)\s*(?:the\s+)?$/i;

/** Between the two ends of a journey: "to" or an arrow. */
const toGap = /^\s*(?:to|→|->|–>|>|-|–)\s*(?:the\s+)?$/i;
/** Words of a journey by rail, so a terminus named is a city's station ("train from Euston"). */
const railSaid = /\b(?:trains?|rail|railway|eurostar|tgv|station|sleeper)\b/i;

type Token = { w: string; start: number; end: number; cap: boolean };

/** Whether a length is written right after or before a mention ("Lisbon 3 nights", "3n Lisbon"). */
const sizedHere = (text: string, m: { start: number; end: number }) =>
  lengthNext.test(text.slice(m.end, m.end + 30)) || lengthJust.test(text.slice(Math.max(0, m.start - 24), m.start));

// Words that end many place names ("Palm Springs", "Falls Church"): after an unknown name they
// are part of it, not a town of their own.
const genericTail =
  /^(?:springs|city|beach|falls|bay|island|islands|lake|valley|creek|park|town|village|heights|hills|harbou?r|port|point|cove|bluff|ridge|rapids)$/i;

/** Every place the message names, with its role; and a destination no gazetteer entry knows. */
export function readPlaces(full: string): PlaceReading {
  // "SEA ✈ ANC": a plane between two places is an arrow (the same length, so positions hold).
  const raw = splitHyphened(full.slice(0, placeChars)).replace(/✈\uFE0F?/gu, (m) => (m.length > 1 ? "→ " : "→"));
  // All capitals (or none) say nothing about which words are names: read as lower case.
  const letters = raw.replace(/[^\p{L}]/gu, "");
  const upper = letters.replace(/[^\p{Lu}]/gu, "").length;
  const shouting = letters.length > 12 && upper / letters.length > 0.7;
  const lowered = raw.toLowerCase();
  const text = shouting && lowered.length === raw.length ? lowered : raw;
  const tokens: Token[] = [];
  // "St. John's", "Mt. Fuji": the abbreviation's full stop is part of the name.
  for (const m of text.matchAll(/(?:\b(?:St|Ste|Mt|Ft)\.)|[\p{L}][\p{L}'’-]*/gu)) {
    const start = m.index ?? 0;
    tokens.push({ w: m[0], start, end: start + m[0].length, cap: /^\p{Lu}/u.test(m[0]) });
  }
  const hasCapitals = /\p{Lu}/u.test(text.slice(0, 300));
  const found: Mention[] = [];
  let unknown: string | undefined;
  // The regions the message names, read once and only when a name is also a region's.
  let regionsHere: ReturnType<typeof regionsNamedIn> | undefined;
  const regionsRead = () => {
    regionsHere ??= regionsNamedIn(text);
    return regionsHere;
  };
  let tried = 0;
  let people: Set<string> | undefined;
  for (let i = 0; i < tokens.length && tried < maxLookups; i++) {
    const tok = tokens[i] as Token;
    const key = normalize(tok.w);
    // (A single letter is no place: "what do u think" is not Vietnam's Đu.)
    if (key.length < 2 || nameBreaks.has(key)) continue;
    const lead = text.slice(Math.max(0, tok.start - 40), tok.start);
    const leadLower = lead.toLowerCase();
    // "Glaswegians after a week in Crete", "a Londoner here": a city's people, so its home (before
    // the gazetteer reads "Londoner" as a misspelt London).
    const demonym = demonymCity(tok.w) ?? (tokens[i + 1] ? demonymCity(`${tok.w} ${tokens[i + 1]?.w}`) : undefined);
    const two = !!demonym && !demonymCity(tok.w);
    const peopleEnd = (two ? (tokens[i + 1] as Token) : tok).end;
    const townOf =
      demonym && peopleSaid(text, tok.start, peopleEnd, /s$/i.test(text.slice(tok.start, peopleEnd)))
        ? geocode(demonym)
        : null;
    if (demonym && townOf) {
      const end = peopleEnd;
      found.push({
        place: toRef(townOf, demonym),
        typed: text.slice(tok.start, end),
        start: tok.start,
        end,
        role: "origin",
      } as Mention);
      if (two) i++;
      continue;
    }
    if (/\b(?:not|no)\s+(?:the\s+)?$/i.test(leadLower)) continue;
    // "My daughter Florence", "Sofia (my wife)": a person's name (understand/person-names.ts).
    people ??= personNames(text);
    if (personAt(text, tok.start, tok.w, people)) continue;
    // "... Thanks, Morag", "Cheers, Victoria x": a name after a sign-off, ending the message, is
    // the writer's.
    if (
      signOff.test(leadLower) &&
      /^[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?[\s.!,x]*(?:\p{Extended_Pictographic}|\uFE0F|\s)*$/u.test(
        text.slice(tok.start),
      )
    )
      continue;
    // "La pizza è obbligatoria", "La playa": a Romance article before a noun, not LA.
    if (
      tok.w === "La" &&
      /^\s+\p{Ll}/u.test(text.slice(tok.end, tok.end + 3)) &&
      !/^\s+(?:for|in|to|and|then|from|on|at|with|or|by|via|next|this|trip|area|is|was|n)\b/i.test(
        text.slice(tok.end, tok.end + 12),
      )
    )
      continue;
    // "banff in ski season", "the rainy season": a kind of season, not a town (Ski, Norway).
    if (/^[\s-]+seasons?\b/i.test(text.slice(tok.end, tok.end + 10))) continue;
    // "in early feb", "late March": a part of a month, not a town (Early, Texas).
    if (
      /^(?:early|mid|late)$/i.test(tok.w) &&
      /^[\s-]+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/i.test(text.slice(tok.end, tok.end + 12))
    )
      continue;
    // "want to ski in Zakopane", "love to surf": a word in lower case after a wish and "to" is
    // what they want to do, not where ("going to lisbon" is where).
    if (
      !(tok.cap && !/^\p{Lu}+$/u.test(tok.w)) &&
      /\b(?:want|wanna|wants|wanted|like|love|hope|hoping|need|able|try|trying|learn|learning)\s+to\s+$/i.test(
        leadLower,
      )
    )
      continue;
    // "the Cabot Trail", "Sossusvlei Lodge": a capitalised word after another one that is no
    // place and no everyday word is the end of a longer name, not a town of its own (Trail, BC).
    const prevTok = tokens[i - 1];
    if (
      tok.cap &&
      !shouting &&
      prevTok?.cap &&
      /^ $/.test(text.slice(prevTok.end, tok.start)) &&
      !(found.length && (found[found.length - 1] as Mention).end >= prevTok.end) &&
      !/(?:^|[.!?:;]\s*)$/.test(text.slice(0, prevTok.start)) &&
      !isCommonWord(normalize(prevTok.w)) &&
      !isEnglishWord(normalize(prevTok.w)) &&
      // ("then Switzerland Interlaken 3 nights": a country's name before a town is no part of it.)
      findRegion(prevTok.w)?.kind !== "country"
    )
      continue;
    const strong = strongBefore.test(leadLower);
    // "lima cusco puno 10 days": a name right after another place's, with only a space between,
    // goes on the list.
    const prevFound = found[found.length - 1];
    const spaced = !!prevFound && prevFound.role !== "origin" && /^\s+$/.test(text.slice(prevFound.end, tok.start));
    const joined = joinerBefore.test(leadLower) || i === 0 || /[.!?]\s*$/.test(lead) || spaced;
    // "the train from kandy to ella" is a leg of the trip, not where it starts.
    // "Rocky Mountaineer train from Vancouver to Banff", "Route 66 from Chicago to LA": a journey
    // travelled from end to end, both ends part of the trip.
    const leg =
      (/\b(?:the|a)\s+(?:train|bus|ferry|drive|ride|boat|flight|transfer|journey)\s+from\s+$/.test(leadLower) ||
        journeyFrom.test(leadLower)) &&
      /^[\p{L}\s'’-]{0,30}?\bto\s/iu.test(text.slice(tok.end, tok.end + 40));
    // "desde Madrid", "von Berlin": from; but "Oceanário de Lisboa", "Museu de Lisboa": a name.
    // ("partendo da Milano", "siamo una coppia di Napoli": Italian leaves from and is of a town.)
    const italianFrom =
      /\b(?:part(?:endo|iamo|o|ono|ire)|veniamo|vengo|voliamo|volo)\s+da\s+$|\b(?:siamo|sono|coppia|famiglia|amici|gruppo|ragazz[ie]|couple|friends|family|group)\s+di\s+$/.test(
        leadLower,
      );
    const foreignFrom =
      (italianFrom || /\b(?:aus|desde|von|de)\s+$/.test(leadLower)) &&
      tok.cap &&
      // ("Sou de Recife", "Soy de Quito": "I am from", not a name's "de".)
      (!/\p{Lu}[\p{L}'’-]*\s+de\s+$/u.test(lead) ||
        /\b(?:sou|soy|somos|suis|sommes|sono|siamo|vengo|venho|venimos|viemos)\s+de\s+$/i.test(lead));
    // "can we do Toledo as a day trip from Madrid?", "an excursion to Ephesus from Kusadasi": the
    // place a day out leaves from is where they stay, not where they fly from.
    // (It still says "place" as any "from" does.)
    const base = dayOutFrom.test(leadLower);
    // "home airport: bhx", "we're boise people": home said around a name in lower case too.
    const homeAround =
      homeLabel.test(lead) || homeAirport.test(leadLower) || homeNear.test(leadLower) || homeTail(tokens, i, text);
    // "flying boston to reykjavik", "fly MAN to Faro": a flight from here to there.
    const flyFrom =
      /\b(?:fly|flying|flight|flights)\s+$/i.test(leadLower) &&
      /^[\p{L}\s'’-]{0,30}?\s*(?:\bto\b|→|->|>)/iu.test(text.slice(tok.end, tok.end + 40));
    // "a group of 16 from a Melbourne walking club", "from our Leeds office": the club's town is home.
    const clubFrom =
      /\bfrom\s+(?:a|an|the|our|my)\s+$/.test(leadLower) &&
      /^[\p{L}'’ -]{0,30}?\b(?:club|office|team|company|firm|church|school|uni|university|choir|society|branch|chapter)\b/iu.test(
        text.slice(tok.end, tok.end + 50),
      );
    const origin = (originBefore.test(leadLower) || foreignFrom || homeAround || flyFrom || clubFrom) && !leg;
    const lowerAll = shouting || !hasCapitals;
    const cap0 = tok.cap && !shouting;
    // Nothing around a word in lower case says "place", and no capital says "name": not one.
    const bigAlone = !tok.cap && bigCityAlone(tokens, i, text);
    if (
      !cap0 &&
      !strong &&
      !joined &&
      !origin &&
      !lengthNext.test(text.slice(tok.end, tok.end + 30)) &&
      // "chiang mai 4 nights": the length after a name of two or three words.
      !tokens.slice(i + 1, i + 3).some((t) => lengthNext.test(text.slice(t.end, t.end + 30))) &&
      !lengthPrev.test(lead) &&
      !lengthJust.test(lead) &&
      !bigAlone
    )
      continue;
    // A name runs over capitalised words ("Rio de Janeiro", "Bocas del Toro"); in lower case, a few words.
    let longest = 1;
    if (cap0) {
      while (
        i + longest < tokens.length &&
        longest < 4 &&
        /^[^\S\n]*$/.test(text.slice((tokens[i + longest - 1] as Token).end, (tokens[i + longest] as Token).start)) &&
        ((tokens[i + longest] as Token).cap ||
          /^(de|del|da|do|di|la|las|los|le|les|el|es|al|of|the|y|en|sur|am|an|upon|du|van|der|den|von)$/i.test(
            (tokens[i + longest] as Token).w,
          ))
      )
        longest++;
    } else longest = Math.min(lowerAll ? 4 : 3, tokens.length - i);
    // "cabo verde, sal island": words that together name a country are the country (for the
    // regions reader), not a town named by the first of them (Cabo San Lucas).
    let country = 0;
    for (let n = longest; n >= 2 && !country; n--) {
      const span = text.slice(tok.start, (tokens[i + n - 1] as Token).end);
      const named = /[,;:!?()\n]/.test(span) ? undefined : findRegion(span);
      // (The country's own name or one of its names, not "Kenya safari".)
      if (named?.kind !== "country" || !isNameOf(span, named)) continue;
      // A city that is its own country ("Hong Kong 3 nights") stays the city; and only a first
      // word that is a town elsewhere is in question.
      const city = geocode(span);
      const first = geocode(tok.w);
      const elsewhere = !!first && first.matched_by !== "country" && first.country_code !== named.country_code;
      if (elsewhere && (!city || city.matched_by === "fuzzy" || city.population < 100_000)) country = n;
    }
    if (country) {
      i += country - 1;
      continue;
    }
    let matched: { g: GeocodeResult; n: number; end: number; qualified: boolean; typed: string } | undefined;
    for (let n = longest; n >= 1 && !matched; n--) {
      const last = tokens[i + n - 1] as Token;
      const span = text.slice(tok.start, last.end);
      if (/[\d,;:!?()\n]/.test(span)) continue;
      const inner = tokens.slice(i + 1, i + n).map((t) => normalize(t.w));
      if (inner.some(breaksName)) continue;
      if (n === 1 && isCommonWord(key)) continue;
      const typed = span.replace(/[.’']$/, "");
      if (++tried > maxLookups) break;
      const rest = text.slice(last.end, last.end + 50);
      // "Paris, Texas", "London Ontario", "Perth (Scotland, not Australia!)": which one.
      const q = qualifierAfter(rest, lowerAll);
      let inArea = q ? placeIn(typed, q.area) : undefined;
      // ("Perth WA": Washington has no Perth of note; Western Australia has.)
      const also = q?.area.also ? placeIn(typed, q.area.also) : undefined;
      if (also && (!inArea || also.population > inArea.population)) inArea = also;
      let g: GeocodeResult | null | undefined = inArea ?? geocode(typed);
      // "flying out of Heathrow", "land at Schiphol", "Gatwick airport": an airport by its own
      // name where the words say airport (over a village of that name: Heathrow, Florida).
      if (
        tok.cap &&
        (/\b(?:from|out of|into|via|fly(?:ing)?|flights?|depart(?:ing)?|leaving|land(?:ing)?(?: at| in)?|through|transit(?:ing)?(?: at| in)?)\s+$/i.test(
          leadLower,
        ) ||
          /^\s*(?:airport|\([A-Z]{3}\))/i.test(rest)) &&
        (!g || (g.population < 20_000 && g.matched_by !== "alias"))
      )
        g = geocodeAirportName(typed) ?? g;
      // "train from Paddington", "Eurostar out of St Pancras": a terminus, where the words say rail, is its city.
      if (tok.cap && railSaid.test(text)) g = cityOfStation(typed) ?? g;
      // "bkk 3n": an airport's code in lower case, with a length after it.
      // ("akl → syd", "yyz→hav": codes in lower case arrowed one into the other.)
      const codesJoined =
        /^\s*(?:→|->|–>|>|-|–)\s*[a-z]{3}\b/i.test(rest) || /\b[a-z]{3}\s*(?:→|->|–>|>|-|–)\s*$/i.test(lead);
      // (Not a word: "we've got a week" is no flight from Gothenburg's GOT.)
      if (
        !g &&
        n === 1 &&
        /^[a-z]{3}$/.test(typed) &&
        !isEnglishWord(typed) &&
        !isCommonWord(typed) &&
        // ("5000 lek a day": money, not Labé's LEK.)
        !currencyCode(typed) &&
        !knownCurrency(typed.toUpperCase()) &&
        (lengthNext.test(rest) || codesJoined || (origin && !leg))
      ) {
        // ("from bkk": after "from" alone, only a big city's airport; "ab dem 2." is German.)
        const coded = geocode(typed.toUpperCase());
        if (lengthNext.test(rest) || codesJoined || (coded?.population ?? 0) >= 500_000) g = coded;
      }
      if (!g) continue;
      const prevCountry = found[found.length - 1]?.place.country_code;
      // "Havana 3n, Trinidad 2n": a country's name with a length, among stops in another country,
      // is that country's town of the name.
      if (g.matched_by === "country" && (lengthNext.test(rest) || bareLengthNext.test(rest)))
        g = townBeside(typed, g, found) ?? g;
      let headed = false;
      // "Guatemala (Antigua 4, Panajachel 3)", "Belize: Caye Caulker 5": a town with its length,
      // opening the list a country heads, is that country's town of the name.
      if (lengthNext.test(rest) || bareLengthNext.test(rest)) {
        const heading = countryHeading(text.slice(Math.max(0, tok.start - 40), tok.start));
        const there = heading && heading !== g.country_code ? placeIn(typed, { country: heading }) : undefined;
        if (there) {
          g = there;
          headed = true;
        }
      }
      // ("from Kuwait", "flying out of Bahrain": a small country's one city.)
      if (g.matched_by === "country" && origin) g = homeOfCountry(g.country_code) ?? g;
      if (g.matched_by === "country") continue;
      // "MONA is a must", "SGR Nairobi to Mombasa", "NYE fireworks", "SEK 25 000": letters in
      // capitals are an abbreviation (a museum, a railway, a currency) unless they are a big
      // place's short name ("NYC", "KL", "BKK") or the words around them say "place".
      if (!shouting && /^\p{Lu}{2,5}$/u.test(typed)) {
        // ("HNL to Tokyo": an airport's code that is also a currency's, Honduras's lempira, is the
        // airport where it is flown from or to and no amount goes with it.)
        const flownCode =
          g.matched_by === "airport" &&
          !/\d\s*$/.test(lead) &&
          // ("stretch to SGD 6000": an amount after it is money.)
          !/^\s*\d/.test(rest) &&
          (/^\s*(?:to|→|->|>|-)\s*\p{L}/u.test(rest) || /(?:→|->|>|\bto|\bfrom|\binto)\s*$/i.test(lead));
        if ((currencyCode(typed) || knownCurrency(typed)) && !flownCode) continue;
        // ("LHR>BKK>HKT": a code in a chain of codes is a place.)
        const placeSaid =
          strong ||
          origin ||
          // ("HK-based", "KL based": where they live.)
          /^\s*[- ]?based\b/i.test(rest) ||
          lengthNext.test(rest) ||
          lengthPrev.test(lead) ||
          /(?:→|->|>)\s*$/.test(lead) ||
          /^\s*(?:→|->|>)/.test(rest);
        if ((g.matched_by === "name" || g.matched_by === "fuzzy") && g.population < 100_000) continue;
        if (g.matched_by === "airport" && g.population < 200_000 && !placeSaid) continue;
      }
      // ("Thanks,\nMarta": who signs the letter.)
      if (signatureName(text, tok.start)) continue;
      // "our friends Ana and Leo are in", "sofia and I", "my sister Florence", "Florence wants to
      // see Rome": a person, by the words around the name, unless a length says place.
      if (n === 1 && !lengthNext.test(rest) && personSaid(leadLower, rest)) continue;
      // "MONA is a must", "the Alhambra is a must-see": what is to be seen, not where to stay.
      if (/^\s*(?:is|are)\s+(?:a\s+)?(?:must|non[- ]negotiable|top of (?:the|my|our) list)\b/i.test(rest)) continue;
      const lengthAfter =
        lengthAfterName(q && inArea ? rest.slice(q.length) : rest) ||
        // ("Athens 3, Naxos 4, Paros 3": with no unit anywhere, a list of names each numbered.)
        (found.length > 0 &&
          joined &&
          bareLengthNext.test(rest) &&
          (unitSaid.test(text) || sizedAt(text, tok.start, last.end)));
      const lengthBefore = lengthPrev.test(lead);
      const toNamed = tok.cap && !shouting && /^\s*(?:to|→|->)\s+(?:the\s+)?\p{Lu}/u.test(rest);
      // "Going to Paris", "Come with us to Rome": an everyday word opening a sentence is that
      // word, not a village of its name (Going, Austria), unless a length or "from" says place.
      if (
        n === 1 &&
        (i === 0 || /[.!?\n]\s*$/.test(text.slice(0, tok.start))) &&
        isEnglishWord(key) &&
        // ("Rye to Hastings by train" is Rye; "Going to Paris" is going.)
        (!toNamed ||
          /(?:ing|ed)$/.test(key) ||
          /^(?:come|go|get|head|fly|drive|move|take|want|plan|hop|pop|nip|back|off|up|down|out)$/.test(key)) &&
        g.population < 50_000 &&
        g.matched_by !== "alias" &&
        !lengthAfter &&
        !lengthBefore &&
        !origin
      )
        continue;
      // "Glacier Express Zermatt to St. Moritz": a capitalised name going to another is a journey's end.
      // "6 nights Tokyo then 3 Hakone": a bare count opening the next item of a list with a unit.
      const countBefore = listedCount.test(lead) && unitSaid.test(text);
      // "want Dubrovnik + Kotor", "Valletta 3/12 - 7/12": a town visitors go to, wished for or
      // opening the message, spelt as its name.
      const exact = g.matched_by === "name" || g.matched_by === "alias";
      const goneTo =
        exact &&
        n <= 3 &&
        (wishBefore.test(leadLower) ||
          (tok.cap && !shouting && (i === 0 || /[.!?\n]\s*$/.test(lead)) && !isEnglishWord(key))) &&
        visitorsGo(g);
      const evidence =
        headed ||
        strong ||
        origin ||
        lengthAfter ||
        lengthBefore ||
        lengthJust.test(lead) ||
        !!inArea ||
        toNamed ||
        countBefore ||
        goneTo;
      // "edinbrugh hogmanay 3 nights": a length a word or two on, in the same phrase.
      const lengthSoon = tokens
        .slice(i + n, i + n + 2)
        .some(
          (t) => !/[,;:.!?()]/.test(text.slice(last.end, t.start)) && lengthNext.test(text.slice(t.end, t.end + 30)),
        );
      // The same for a town's name: not Bolivia's Trinidad beside Havana.
      const beside = lengthAfter && !inArea && g.matched_by !== "alias" ? townBeside(typed, g, found) : undefined;
      const besidePrev = !!beside;
      if (beside) g = beside;
      // A misspelling: with words that say "place", or where a list goes ("madird + barcelna") when
      // it is a big city's.
      // "Lebanese food", "Peruvian cuisine": a people's adjective before a thing, not a misspelt
      // town (Leganés).
      if (g.matched_by === "fuzzy" && n === 1 && nationality.test(typed) && qualifiesNext(rest)) continue;
      // "Ala-Kul lake", "Kawarau river": a name a lake or a river goes by, not a town spelt wrong.
      if (
        g.matched_by === "fuzzy" &&
        /^\s+(?:lake|river|glacier|falls|waterfall|canyon|gorge|pass|peak|volcano)\b/i.test(rest)
      )
        continue;
      // "temples" is no misspelt Tempe: a word spelt right is not a town spelt wrong.
      if (g.matched_by === "fuzzy" && n === 1 && isEnglishWord(key)) continue;
      // "Inca history", "Roman ruins": a name before what a culture left is that culture, not a
      // town (Inca, Mallorca; Roman, Romania), unless the words around it say place.
      if (n === 1 && !strong && !origin && !lengthPrev.test(lead) && cultureAfter.test(rest) && g.population < 500_000)
        continue;
      if (
        g.matched_by === "fuzzy" &&
        !acceptFuzzy(
          typed,
          g,
          evidence || (joined && ((tok.cap && !shouting) || g.population >= 500_000 || lengthSoon)),
          !evidence && !(joined && tok.cap && !shouting),
        )
      )
        continue;
      // A region's own name ("Florida", "Ontario", "Colorado") is the region, not a town abroad.
      const region = findRegion(typed);
      // "Florida" is the state, but "Victoria 3 nights" is not the Australian state the region
      // reader declines to see there: then the name is a town's (and may need a question).
      if (
        region &&
        !inArea &&
        !besidePrev &&
        !headed &&
        region.country_code !== g.country_code &&
        normalize(region.name).startsWith(key) &&
        regionsRead().some((r) => r.region.key === region.key)
      )
        continue;
      if (region && !inArea && region.kind !== "state" && normalize(region.name) === normalize(typed) && n === 1) {
        // "Bali": the island the region reader takes; its town stands only where a town is meant.
        if (!lengthAfter && !strong && !origin && !/^\s*(?:to|->|→)\s/i.test(rest)) continue;
      }
      const cap = tok.cap && !shouting;
      // ("from Nice by ferry": where one leaves from says place as much as "to" does.)
      // ("Split the week between Lisbon and Porto", "Reading up on Oslo": a verb opening the sentence.)
      if (
        n === 1 &&
        isEverydayTown(key) &&
        (i === 0 || /[.!?\n]\s*$/.test(lead)) &&
        /^\s+(?:the|our|my|your|a|an|it|this|that|up|between|into|them|things|time|everything)\b/i.test(rest)
      )
        continue;
      if (n === 1 && isEverydayTown(key) && !(lengthAfter || lengthBefore || (cap && (strong || joined || origin))))
        continue;
      if (!cap) {
        // A word in lower case is a place only where the words around it say so ("my cousin's
        // wedding, 3 nights" is not Berlin's Wedding).
        if (!(evidence || joined || bigAlone)) continue;
        // ("Gaudí e la vita": a short name in lower case, "la", "sf", is a place only after from/to/in.)
        if (typed.length <= 2 && !(strong || origin || lengthAfter)) continue;
        if (/\b(?:my|our|his|her|their|your|a|an|the|\w+'s)\s+$/i.test(leadLower) && g.matched_by !== "alias") continue;
        // ("road trip banff 3 nights", "holiday jasper (3 nights)": a name that is no English word,
        // its length right after it.)
        const sizedName =
          lengthAfter &&
          g.matched_by !== "fuzzy" &&
          !isEnglishWord(key) &&
          !isCommonWord(key) &&
          /^\s*\(?\s*(?:for\s+)?(?:\d|a\s|one\s|two\s|three\s)/i.test(rest);
        if (
          !(strong || joined || origin || lengthBefore || listedLength.test(lead) || sizedName || bigAlone) &&
          g.population < 100_000 &&
          g.matched_by !== "alias"
        )
          continue;
        // "ubud then seminyak", "vancouver → whistler": a name chained to the next stop is one.
        // "hanoi hoi an saigon": a town visitors go to, listed with only a space, is one too.
        // ("hoi an + hue": a plus joins places only where the other side is one too, not "salsa
        // + rum", "bars & canals".)
        const plusPrev = !!prevFound && /^\s*[+&]\s*$/.test(text.slice(prevFound.end, tok.start));
        // ("kandy, ella, galle": a town visitors go to, listed on after a place with a comma.)
        // (Not an everyday word: "from Munich, my mum and me".)
        const commaPrev =
          !!prevFound &&
          /^\s*,\s*(?:and\s+)?$/.test(text.slice(prevFound.end, tok.start)) &&
          !isCommonWord(key) &&
          !isEnglishWord(key);
        const chained =
          /^\s*(?:,\s*)?(?:then|→|->|>|–>)\s/i.test(rest) ||
          /(?:→|->|>)\s*$/.test(lead) ||
          plusPrev ||
          (/^\s*[+&]\s/.test(rest) && townNext(rest.replace(/^\s*[+&]\s*/, ""))) ||
          ((spaced || commaPrev) && visitorsGo(g));
        if (
          !(strong || lengthAfter || lengthBefore || listedLength.test(lead) || origin || chained || bigAlone) &&
          g.population < 100_000 &&
          g.matched_by !== "alias"
        )
          continue;
      } else if (
        !evidence &&
        !joined &&
        g.population < (n === 1 ? 100_000 : 15_000) &&
        g.matched_by !== "alias" &&
        // "want to see Lalibela": a small town visitors go to, named as what to see.
        !(/\bsee(?:ing)?\s+$/i.test(leadLower) && visitorsGo(g))
      )
        continue;
      else if (
        !evidence &&
        // "Dubrovnik + Split + Hvar": a name listed on to the next opens the message as a place.
        !/^\s*(?:\+|&|→|->|–>)/.test(rest) &&
        (i === 0 || /[.!?]\s*$/.test(lead)) &&
        g.population < (n === 1 ? 50_000 : 15_000) &&
        g.matched_by !== "alias"
      )
        continue;
      // "the Indian Pacific to Perth", "Royal Victoria Hospital": a capitalised word that goes on
      // from another capitalised word (not a place, a country, a sentence's first word or a date)
      // is the end of another name; but a town visitors go to is itself ("Glacier Express Zermatt").
      const prevTok = tokens[i - 1];
      if (
        cap &&
        !visitorsGo(g) &&
        !q &&
        !origin &&
        !lengthAfter &&
        prevTok?.cap &&
        i >= 2 &&
        /^[^\S\n]*$/.test(text.slice(prevTok.end, tok.start)) &&
        !/(?:^|[.!?:;(\n"]|\s[-–—])\s*$/.test(text.slice(0, prevTok.start)) &&
        !found.some((f) => f.end === prevTok.end) &&
        !nameBreaks.has(normalize(prevTok.w)) &&
        !isCommonWord(normalize(prevTok.w)) &&
        !findRegion(prevTok.w) &&
        geocode(prevTok.w)?.matched_by !== "country"
      )
        continue;
      // "Jardin Majorelle", "Victoria Peak", "Wadi Rum": a capitalised name going on past the
      // town is the name of something else.
      const next = tokens[i + n];
      // "Temple of the Tooth", "Palace of Versailles": the name goes on through "of" to a capital.
      const ofName = next?.w === "of" && tokens.slice(i + n + 1, i + n + 3).find((t) => t.w !== "the")?.cap === true;
      if (cap && !q && !origin && ofName && !lengthAfter) continue;
      if (
        cap &&
        !q &&
        !origin &&
        next?.cap &&
        /^[^\S\n]*$/.test(text.slice(last.end, next.start)) &&
        !nameBreaks.has(normalize(next.w)) &&
        !/^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\.?$|^(?:january|february|march|april|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|xmas|christmas|easter|nye)$/i.test(
          next.w,
        ) &&
        // ("Calabar Carnival", "Edinburgh Fringe": an event held in the town, not a longer name.)
        !/^(?:carnival|carnaval|festival|fest|fringe|marathon|pride|derby|regatta|expo)$/i.test(next.w) &&
        !startsTown(next.w)
      )
        continue;
      // "the Tower", "the Louvre": after "the", a small town's name is a sight's.
      if (
        /\bthe\s+$/i.test(leadLower) &&
        !strong &&
        !lengthAfter &&
        !lengthBefore &&
        (g.population < 100_000 || isSight(typed)) &&
        g.matched_by !== "alias"
      )
        continue;
      // "Sagrada Familia", "Hagia Sophia": a sight GeoNames also files as a hamlet.
      // (A place travellers know as a town, that the catalogue also lists for its sights, stays one: Franschhoek.)
      // A length of its own makes it a stay whatever the catalogue lists ("kinsale 1, dingle 3").
      if (
        g.population < 100_000 &&
        isSight(typed) &&
        (!(lengthAfter || lengthBefore) || (!!prevCountry && g.country_code !== prevCountry)) &&
        !(g.matched_by === "alias" && normalize(g.name) === normalize(typed)) &&
        // ("6 nights based in Positano": where they are based is a town to stay in.)
        !/\b(?:based|staying|basing\s+(?:ourselves|myself))\s+(?:in|at)\s+$/i.test(leadLower)
      )
        g = null;
      if (!g) break;
      matched = { g, n, end: q && inArea ? last.end + q.length : last.end, qualified: !!inArea, typed };
    }
    if (!matched) {
      const run = [tok.w];
      if (tok.cap && !shouting)
        for (let k = i + 1; k < tokens.length && k < i + 3; k++) {
          const t = tokens[k] as Token;
          if (!t.cap || /[^\s]/.test(text.slice((tokens[k - 1] as Token).end, t.start))) break;
          run.push(t.w);
        }
      const name = run.join(" ");
      const runEnd = (tokens[i + run.length - 1] as Token).end;
      // "a week in Xyzzyville", "Xanadu Springs 4 nights": a capitalised name where a destination
      // goes that nothing knows.
      const placeSaid =
        // ("hiking in the Quillmarsh Valley": a name of its own with "the", as many areas take.)
        /\b(?:to|in|visit(?:ing)?)\s+$/i.test(leadLower) ||
        (/\b(?:to|in|visit(?:ing)?)\s+the\s+$/i.test(leadLower) &&
          run.length > 1 &&
          genericTail.test(run[run.length - 1] ?? "")) ||
        (i === 0 && lengthNext.test(text.slice(runEnd, runEnd + 30)));
      if (!unknown && tok.cap && !shouting && placeSaid) {
        if (!isCommonWord(normalize(name)) && !findRegion(name) && !isSight(name) && !/^\p{Lu}+$/u.test(name))
          unknown = name;
      }
      // "Xanadu Springs": a generic word ending an unknown name is not a town of its own.
      if (run.length > 1 && genericTail.test(run[run.length - 1] ?? "")) i += run.length - 1;
      continue;
    }
    const { g, n, end, qualified, typed } = matched;
    const after = text.slice(end, end + 40).replace(/^\s*\)/, "");
    let role: Role = "stop";
    const soft = softOriginBefore.test(leadLower);
    // "Addis based", "dubai-based, quick 2 nights in muscat": where they live.
    // What is said about the travellers, not the trip: "Leeds-based", "Perth locals", "Home: Quito",
    // "our local airport is Bristol", "we live just outside Lyon", a signature at the end.
    const home =
      homeAfter.test(after) ||
      (groupAfter.test(after) && writerBefore.test(lead)) ||
      homeAfterClause.test(after) ||
      // ("Trip for 2 (Oslo) -> Crete": one place alone in the brackets.)
      (partyThenBracket.test(lead) && /^\s*\)/.test(after)) ||
      homeLabel.test(lead) ||
      /\bhome\s*\(\s*$/i.test(lead) ||
      homeAirport.test(leadLower) ||
      homeNear.test(leadLower) ||
      signedFrom(text, tok.start, end, found) ||
      signedBelow(text, tok.start, end);
    // "a Calgary family of four", "the 2 of us in Toronto": home only if the trip goes elsewhere.
    const softFar =
      (homeGroupAfter.test(after) && (homeGroupBefore.test(leadLower) || /(?:^|[.!?\n]\s*)$/.test(lead))) ||
      partyIn.test(leadLower);
    if ((origin && !base) || home) role = "origin";
    // "Nice 5 nights with a day in Monaco", "Lisbon 3 nights. We'd like a day in Sintra": a day
    // out from a stop named before, not a stay.
    else if (dayOutIn.test(leadLower) && found.some((f) => f.role === "stop") && !lengthNext.test(after)) role = "side";
    // "Lagos 10 nights ... Airbnb in Lekki", "hotel near Shinjuku": where to sleep within a stop
    // named before is where in it, not another stop.
    else if (
      lodgingIn.test(leadLower) &&
      !lengthNext.test(after) &&
      // (A district's centre may lie a way out: Lekki's is 77 km from Lagos's.)
      found.some(
        (f) =>
          f.role === "stop" &&
          distanceKm(f.place, { lat: g.lat, lng: g.lng }) < 100 &&
          (geocode(f.typed)?.population ?? 0) > g.population,
      )
    )
      role = "side";
    else if (lengthPrev.test(lead) || lengthNext.test(after)) role = "stop";
    else if (sideBefore.test(leadLower) || sideAfter.test(after)) role = "side";
    // (", 2 weeks on the South Island": a length after a comma is the next phrase's, not the pick-up's.)
    const pickup = role === "stop" && pickupBefore.test(leadLower) && !/^\s*\(?(?:for\s+)?\d/i.test(after);
    if (pickup) role = "side";
    // "my sister from Dublin", "born in Kyoto but living in Osaka": someone else's home, or a past one.
    if (role === "origin" && othersFrom.test(leadLower) && !ownCompany.test(leadLower)) role = "side";
    // "my sister lives in Madrid", "we loved Rome last year", "nicer than Lisbon": the place is
    // someone's life, a past trip or a comparison, not a stop (unless a length of its own says so).
    // ("we were in Seville in 2019" reads as "I'm in" without its past time.)
    const aside =
      !lengthNext.test(after) &&
      !lengthPrev.test(lead) &&
      ((role === "stop" &&
        (othersLiveIn.test(leadLower) ||
          (pastVisitBefore.test(leadLower) && !/^\s*(?:again|once more)\b/i.test(after)) ||
          comparedWith.test(leadLower))) ||
        ((role === "stop" || (role === "origin" && !home)) &&
          pastStayBefore.test(leadLower) &&
          pastTimeAfter.test(after)));
    if (aside) role = "side";
    const mention: Mention = {
      // (A big city's name alone in lower case: a follow-up to a trip begun does not move it there.)
      ...(bigAlone && !joined && !strong && !origin ? { weak: true } : {}),
      place: toRef(g, typed),
      typed,
      start: tok.start,
      end,
      role,
      ...(aside ? { aside } : {}),
      ...(qualified ? { qualified } : {}),
      ...(entryBefore.test(leadLower) || pickup ? { entry: true } : {}),
      // (A day out is what to see there.)
      ...(role === "side" && dayOutIn.test(leadLower) ? { near: true } : {}),
    };
    // "the pyramids at Giza and Abu Simbel": a name listed after a side place is one too.
    const prev = found[found.length - 1];
    if (
      role === "stop" &&
      prev?.role === "side" &&
      // ("a day in Monaco and one in Èze": "one" is another day out.)
      /^\s*(?:,|and|&|\+|or)\s*(?:(?:one|another)\s+(?:in|at|to)\s+)?(?:the\s+)?$/i.test(
        text.slice(prev.end, tok.start),
      ) &&
      // "want to see Lalibela and Gondar, 6 days": a length after a list of places to see is the trip's.
      (!lengthNext.test(after) ||
        /\bsee(?:ing)?\s+(?:the\s+)?$/i.test(text.slice(Math.max(0, prev.start - 12), prev.start)))
    ) {
      mention.role = "side";
      if (prev.near) mention.near = true;
    }
    // "a stopover on the way london → sydney": where the journey goes on to after the stop is no stay.
    if (
      role === "stop" &&
      prev?.role === "origin" &&
      /\bon the way(?: from)?\s+(?:the\s+)?$/i.test(text.slice(Math.max(0, prev.start - 20), prev.start)) &&
      toGap.test(text.slice(prev.end, tok.start)) &&
      !lengthNext.test(after)
    )
      mention.role = "side";
    if ((soft || softFar) && role !== "origin") Object.assign(mention, { soft: softFar ? "far" : "start" });
    if (!qualified && !/^[A-Z]{2,4}$/.test(typed) && g.matched_by !== "alias" && g.matched_by !== "airport") {
      const options = namesakesOf(typed, g);
      if (options) mention.options = options;
      // ("Toledo 3 nights": Spain's, unless the rest of the message is in Ohio; see settle.)
      const famous = !options && role !== "origin" ? betterKnownNamesake(typed, g) : undefined;
      if (famous) {
        mention.place = toRef(famous, typed);
        mention.byFame = { population: famous.population };
      }
    }
    found.push(mention);
    i += n - 1;
    // Skip the qualifier's words.
    while (i + 1 < tokens.length && (tokens[i + 1] as Token).start < end) i++;
  }
  // "Lima 2 nights, Cusco 4 nights, then back to Lima for 1": a stop returned to, with nights of
  // its own, is a stay again at the end (set aside from the round-trip and one-place rules below).
  // ("back to" alone reads as home; with nights, and a stop before of that name, it is a stay.)
  const returnedTo = found.filter(
    (m, k) =>
      m.role !== "side" &&
      (sizedAnywhere(text, found)(m) || (/^\s*for\s+\d{1,2}\b/.test(text.slice(m.end)) && unitSaid.test(text))) &&
      /\bback\s+(?:to|in)\s+$/i.test(text.slice(Math.max(0, m.start - 12), m.start)) &&
      found.slice(0, k).some((o) => o.role === "stop" && o.place.name === m.place.name),
  );
  for (const m of returnedTo) {
    found.splice(found.indexOf(m), 1);
    m.role = "stop";
  }
  // "Beirut 3 nights, Amman → Beirut": a place with no length of its own, arrowed into a stop
  // already named, is where the traveller comes from.
  for (const [k, m] of found.entries()) {
    const next = found[k + 1];
    if (
      m.role === "stop" &&
      next &&
      !sizedHere(text, m) &&
      /^\s*(?:→|->|–>|>)\s*$/.test(text.slice(m.end, next.start)) &&
      // Not a leg of a round trip: "Lisbon → Porto → Lisbon".
      !/(?:→|->|–>|>)\s*$/.test(text.slice(0, m.start)) &&
      (found.slice(0, k).some((o) => o.role === "stop" && o.place.name === next.place.name) ||
        // "MEL -> HND. Tokyo 6n", "SYD-NRT 8n": one airport's code arrowed into another's is a flight.
        (/^[A-Z]{3}$/.test(m.typed) &&
          /^[A-Z]{3}$/.test(next.typed) &&
          !/(?:→|->|–>|>)\s*$/.test(text.slice(0, m.start))))
    )
      m.role = "origin";
  }
  // "Chicago → Reykjavik 4 nights", "Toronto - Lisbon 7 nights", "Perth to Bali, 7n": the first of
  // just two places, with no length, joined to a far one that has its length, is home (a two-stop
  // trip across an ocean names both lengths, or joins them with "then").
  const stops = found.filter((o) => o.role === "stop");
  const [first, second] = stops;
  // "Leeds-Lisbon return", "DUB to LHR round trip": a return said of the pair is a journey from home.
  const returnSaid = !!second && /^\s*,?\s*(?:return|round[- ]?trip|rtn|r\/t)\b/i.test(text.slice(second.end));
  if (
    stops.length === 2 &&
    first &&
    second &&
    !found.some((o) => o.role === "origin") &&
    found.indexOf(first) === 0 &&
    !sizedHere(text, first) &&
    /^\s*(?:→|->|–>|>|-|–|to)\s*$/i.test(text.slice(first.end, second.start)) &&
    (returnSaid ||
      (sizedHere(text, second) &&
        first.place.country_code !== second.place.country_code &&
        // An ocean or a continent apart: "Bangkok → Bali 10 nights" may well be two stops.
        distanceKm(first.place, second.place) > 4000))
  )
    first.role = "origin";
  // "NBO → Zanzibar (5n) → Arusha (2n) → NBO", "Colombo → Kandy → Ella, 2 nights Kandy 3 nights
  // Ella": the end a route leaves from and returns to, or its one end with no length, is home.
  const lengthsSaid = [...text.matchAll(new RegExp(LENGTH, "gi"))].length;
  const chain = chainHome(
    found,
    text,
    sizedAnywhere(text, found),
    lengthsSaid > found.filter(sizedAnywhere(text, found)).length,
    chainGap,
  );
  if (chain) {
    (found[chain.home] as Mention).role = "origin";
    if (chain.drop !== undefined) found.splice(chain.drop, 1);
  }
  // "Boston → Reykjavik → Copenhagen": a first place an ocean away from every other, in another
  // country, is where the route leaves from (stops of one trip lie closer together).
  const [head, ...tail] = found;
  if (
    head &&
    tail.length &&
    head.role === "stop" &&
    !found.some((o) => o.role === "origin") &&
    !sizedAnywhere(text, found)(head) &&
    tail[0] &&
    /^\s*(?:→|->|–>|>|to)\s*$/i.test(text.slice(head.end, tail[0].start)) &&
    tail.every(
      (o) =>
        o.role !== "stop" ||
        (o.place.country_code !== head.place.country_code && distanceKm(o.place, head.place) > 2500),
    )
  )
    head.role = "origin";
  // "Bergen, I mean Tromsø", "Rome, no wait, Florence first", "jasper for three nights no sorry
  // banff": a place taken back in the same breath is not one the trip goes to.
  for (let k = found.length - 2; k >= 0; k--) {
    const [m, next] = [found[k] as Mention, found[k + 1] as Mention];
    if (m.role === "stop" && next.role === "stop" && takenBack.test(text.slice(m.end, next.start))) found.splice(k, 1);
  }
  const mentions = [...settle(found, text), ...returnedTo].sort((x, y) => x.start - y.start);
  if (!mentions.some((m) => m.role === "stop") && !unknown && tried < maxLookups) {
    // Nothing said "place" around a small town's name ("Zermatt ski trip, 6 nights", "Bath from
    // London by train", "queenstown ski week in july"): in a message that is plainly a trip, the
    // first town named exactly, written as a name (or first, in a message in one case), is the stop.
    const weak = weakStop(tokens, text, shouting || !hasCapitals, found);
    if (weak) return { mentions: [...mentions, weak].sort((x, y) => x.start - y.start) };
  }
  return unknown && !mentions.some((m) => m.role === "stop") ? { mentions, unknown } : { mentions };
}

/** The country whose name heads a list ending `lead`: "Guatemala (", "Belize: ". */
function countryHeading(lead: string): string | undefined {
  const words = /([\p{L}'’ -]+?)\s*[(:]\s*$/u.exec(lead)?.[1]?.trim().split(/\s+/) ?? [];
  for (let n = Math.min(3, words.length); n >= 1; n--) {
    const region = findRegion(words.slice(-n).join(" "));
    if (region?.kind === "country" && region.country_code) return region.country_code;
  }
  return undefined;
}

/** Whether the words that open `rest` are a town's own name visitors go to ("hue, 3 nights"). */
function townNext(rest: string): boolean {
  const words = /^(\p{L}[\p{L}'’-]*)(?:\s+(\p{L}[\p{L}'’-]*))?/u.exec(rest);
  if (!words?.[1]) return false;
  for (const span of [words[2] ? `${words[1]} ${words[2]}` : "", words[1]].filter(Boolean)) {
    if (isCommonWord(normalize(span))) continue;
    const g = geocode(span);
    if (g?.matched_by !== "name" || normalize(g.name) !== normalize(span)) continue;
    // (An English word only as a big city's name: "hue" is Huế, "rum" no Austrian village.)
    if (isEnglishWord(normalize(span)) ? g.population >= 200_000 : visitorsGo(g) || g.population >= 100_000)
      return true;
  }
  return false;
}

/**
 * A big city's own name in lower case with nothing around it that says "place" ("fri-sun paris",
 * "this weekend lisbon", "kuala lumpur next month"): a name no one writes for anything else. An
 * English word ("nice", "reading", "split") is not taken without a word that says place.
 */
function bigCityAlone(tokens: Token[], i: number, text: string): boolean {
  const tok = tokens[i] as Token;
  // ("cheaper than london?", "we loved tokyo last time", "my dog is called london", "paris is
  // overrated", "chicago style pizza": a city compared, remembered or named for something else.)
  const lead = text.slice(Math.max(0, tok.start - 24), tok.start).toLowerCase();
  if (
    /\b(?:than|like|as|loved?|visited|been to|been in|called|named|about|hate|hated|miss|missed|unlike|versus|vs\.?|or)\s+$/.test(
      lead,
    )
  )
    return false;
  const after = text.slice(tok.end, tok.end + 20).toLowerCase();
  if (/^\s+(?:is|was|were|are|style|terriers?|fans?|vibes?|last|before|again)\b/.test(after) || /^\s*\?/.test(after))
    return false;
  // ("the reina sofia tour": after a word that is no English one, the end of a longer name.)
  const prev = tokens[i - 1];
  if (prev && /^[^\S\n]+$/.test(text.slice(prev.end, tok.start))) {
    const key = normalize(prev.w);
    if (/^\p{L}+$/u.test(prev.w) && !isEnglishWord(key) && !isCommonWord(key) && !nameBreaks.has(key)) return false;
  }
  for (const n of [2, 1]) {
    const last = tokens[i + n - 1];
    if (!last || (n === 2 && !/^ $/.test(text.slice(tok.end, last.start)))) continue;
    const span = text.slice(tok.start, last.end);
    if (n === 1 && (isEnglishWord(normalize(span)) || isCommonWord(normalize(span)) || span.length < 4)) continue;
    const g = geocode(span);
    if (!g) continue;
    const own = g.matched_by === "name" && normalize(g.name) === normalize(span);
    if (own && g.population >= 500_000) return true;
    // ("this weekend sat-mon bruges", "fri-sun ghent": a smaller town visitors go to, right after
    // the trip's time, is as plainly the place; not an English or common word: "this weekend bath".)
    if (
      (own || g.matched_by === "alias") &&
      whenBefore.test(lead) &&
      !isEnglishWord(normalize(span)) &&
      !isCommonWord(normalize(span)) &&
      visitorsGo(g)
    )
      return true;
  }
  return false;
}

/** The trip's time said right before a name: "this weekend", "sat-mon", "next month", "in june". */
const whenBefore =
  /\b(?:weekend|week|month|(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day)?|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*|tomorrow|tonight)\s*,?\s+$/;

const tripSaid = new RegExp(
  `${LENGTH}|\\b(?:weekend|week|trip|holiday|vacation|getaway|break|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\b`,
  "i",
);

/** The first small town a trip message names as a name, when nothing around it says "place". */
function weakStop(tokens: Token[], text: string, oneCase: boolean, found: Mention[]): Mention | undefined {
  if (!tripSaid.test(text)) return undefined;
  let tried = 0;
  for (let i = 0; i < tokens.length && tried < 12; i++) {
    const tok = tokens[i] as Token;
    if (!(tok.cap && !oneCase) && !(oneCase && i === 0)) continue;
    if (found.some((m) => tok.start >= m.start && tok.start < m.end)) continue;
    const key = normalize(tok.w);
    if (!key || key.length < 3 || nameBreaks.has(key) || isCommonWord(key)) continue;
    // "Bath", "Nice": an everyday word is a town only as a name, not opening a sentence.
    if (isEverydayTown(key) && (oneCase || i === 0 || /[.!?]\s*$/.test(text.slice(0, tok.start)))) continue;
    const lead = text.slice(Math.max(0, tok.start - 12), tok.start).toLowerCase();
    if (/\b(?:my|our|his|her|their|your|the|a|an|dear|hi|hey|with)\s+$/.test(lead)) continue;
    const next = tokens[i + 1];
    if (tok.cap && !oneCase && next?.cap && /^[^\S\n]*$/.test(text.slice(tok.end, next.start))) continue;
    tried++;
    const g = geocode(tok.w);
    if (!g || (g.matched_by !== "name" && g.matched_by !== "alias") || g.population < 1_000) continue;
    if (findRegion(tok.w) || isSight(tok.w)) continue;
    return { place: toRef(g, tok.w), typed: tok.w, start: tok.start, end: tok.end, role: "stop", weak: true };
  }
  return undefined;
}

/**
 * The town called `typed` in the country of the place named before it, when `g` (what the name
 * reads as alone) lies elsewhere: "Havana 3n, Trinidad 2n" is Cuba's Trinidad. Not when the place
 * read alone is as much on the trip's way (namesake-near.ts): "Sydney 4 nights then Queenstown 6"
 * flies on to New Zealand, "Boston 3 nights then Lisbon 4 nights" keeps the capital.
 */
function townBeside(typed: string, g: GeocodeResult, found: Mention[]): GeocodeResult | undefined {
  const prev = found[found.length - 1]?.place;
  const prevCountry = prev?.country_code;
  if (!prev || !prevCountry || g.country_code === prevCountry) return undefined;
  // (Beside the place just named, where the trip goes on from: "Portland 2 nights, Seattle 2
  // nights, Vancouver 3 nights" goes on north from Seattle, not back to Portland's suburb.)
  const near = [prev];
  const town = placeIn(typed, { country: prevCountry }, near);
  if (!town) return undefined;
  if (g.matched_by === "country") return town;
  return town.matched_by !== "fuzzy" && namesakeBesideMeant(g, town, near) ? town : undefined;
}

/** "we're boise people", "new york folks": a word about the travellers after a name of up to three words. */
function homeTail(tokens: Token[], i: number, text: string): boolean {
  for (let k = 0; k < 3; k++) {
    const t = tokens[i + k];
    if (!t) return false;
    if (
      k > 0 &&
      (!/^[^\S\n]+$/.test(text.slice((tokens[i + k - 1] as Token).end, t.start)) || isCommonWord(normalize(t.w)))
    )
      return false;
    const after = text.slice(t.end, t.end + 20);
    const lead = text.slice(Math.max(0, (tokens[i] as Token).start - 30), (tokens[i] as Token).start);
    if (homeAfter.test(after) || (groupAfter.test(after) && writerBefore.test(lead))) return true;
  }
  return false;
}

/** Whether a length is said with this mention: after it, before it, or as "then 3 Kandy". */
// A length right after a name is the next name's when that name follows it ("Hoi An, 2 nights Hue":
// Hue's two nights, the way the message writes every length before its town).
const sizedAnywhere =
  (text: string, all: { start: number }[] = []) =>
  (m: { start: number; end: number }) =>
    ownLengthAfter(text, m, all) ||
    lengthJust.test(text.slice(Math.max(0, m.start - 30), m.start)) ||
    /(?:then|and|,)\s+\d{1,2}\s+$/i.test(text.slice(Math.max(0, m.start - 12), m.start));
function ownLengthAfter(text: string, m: { end: number }, all: { start: number }[]): boolean {
  const after = lengthNext.exec(text.slice(m.end, m.end + 30));
  if (!after) return false;
  const lengthEnd = m.end + after[0].length;
  return !all.some((o) => o.start >= lengthEnd && /^\s*(?:in\s+|at\s+)?$/i.test(text.slice(lengthEnd, o.start)));
}

/** A namesake this near the traveller's home (a day's drive or train, across a border or not) is the one they mean. */
const HOME_DRIVE_KM = 800;

/** Soft origins and namesakes, decided by the rest of the message. */
function settle(found: Mention[], text: string): Mention[] {
  const list = found.map((m) => ({ ...m }));
  // ("from Toledo": a home is where people live, so the bigger town of the name, not the famous one.)
  for (const m of list)
    if (m.byFame && m.role === "origin") {
      const home = geocode(m.typed);
      if (home) m.place = toRef(home, m.typed);
      delete m.byFame;
    }
  // "renting a car in Calgary for 5 days": where the car is, with no other stop, is where they go.
  if (!list.some((m) => m.role === "stop") && !regionsNamedIn(text).length)
    for (const m of list) if (m.role === "side" && m.entry) m.role = "stop";
  // ("my sister lives in Madrid, we want to visit her": with nothing else a stop, the place set
  // aside is where they go after all.)
  if (!list.some((m) => m.role === "stop") && !regionsNamedIn(text).length)
    for (const m of list) if (m.aside) m.role = "stop";
  // "Rio 5 nights then Buenos Aires 5 nights ... a tango show in BA": initials in capitals are the
  // place of that name named in the same message (not Ba, Fiji).
  for (const m of list) {
    if (!/^[A-Z]{2,3}$/.test(m.typed)) continue;
    const full = list.find(
      (o) =>
        o !== m &&
        o.typed.split(/\s+/).length === m.typed.length &&
        o.typed
          .split(/\s+/)
          .map((w) => w[0]?.toUpperCase())
          .join("") === m.typed,
    );
    if (full) {
      m.place = full.place;
      delete m.options;
    }
  }
  // "start in Christchurch end in Queenstown ... From Brisbane": where they fly from said in so
  // many words, a start named is the trip's first stop.
  const saidHome = list.some((o) => o.role === "origin" && !(o as Mention & { soft?: string }).soft);
  for (const m of list as (Mention & { soft?: "start" | "far" })[]) {
    if (!m.soft) continue;
    const kind = m.soft;
    delete m.soft;
    if (saidHome) continue;
    // ("a couple in Rome for 4 nights, then Naples": a stay with its length is no home.)
    if (kind === "far" && sizedAnywhere(text, list)(m)) continue;
    // ("the 2 of us in Paris first, then Nice": the first stop.)
    if (/^\s*,?\s*(?:first|to start|initially|to begin)\b/i.test(text.slice(m.end, m.end + 20))) continue;
    // "starting in Chicago, 5 days in Denver": the trip goes elsewhere, so it starts from here.
    const others = list.filter((o) => o !== m && o.role === "stop");
    const joinedAfter = others.some(
      (o) => o.start > m.end && /^\s*(?:,\s*)?(?:then|and|→|->|\+)|^\s*,\s*$/i.test(text.slice(m.end, o.start)),
    );
    // ("based in Florence, day trips to Siena": the base is a stop; "based in doha, a long
    // weekend in baku": a home far from the trip is where they leave from.)
    const based = kind === "far" || /\bbased in\b/i.test(text.slice(Math.max(0, m.start - 12), m.start));
    // ("a Melbourne family, two weeks in Japan": an area of another country is elsewhere too.)
    const away = others.length
      ? others.every((o) => distanceKm(o.place, m.place) > 300)
      : regionsNamedIn(text).some((r) => r.region.country_code !== m.place.country_code);
    // ("the south island for a week, starting in chch": an area to tour, entered at a town of it,
    // is toured from there, as a route of stops is.)
    const areaFrom =
      !based && !others.length && regionsNamedIn(text).some((r) => normalize(r.region.name) !== normalize(m.typed));
    if ((others.length || (based && away) || areaFrom) && !joinedAfter && (!based || away)) m.role = "origin";
  }
  // Namesakes: the one nearest the other places named decides ("Portland from Seattle").
  // (Those placed by their neighbours here do not in turn place them below: "London 5 nights, want
  // to see Hamilton" is not Ontario's London beside Ontario's Hamilton.)
  const placedByOthers = new Set<Mention>();
  for (const m of list) {
    if (!m.options) continue;
    // "Granada 3 nights, the Alhambra": a sight of one of them says which (namesake-sights.ts).
    const bySight = m.role === "origin" ? undefined : namesakeBySight(text, m.options, m.typed);
    if (bySight) {
      const { label: _label, ...place } = bySight;
      m.place = place;
      delete m.options;
      continue;
    }
    // (A place set aside still says where the talk is: "we were in Seville in 2019, now Granada".)
    const others = list.filter((o) => o !== m && (o.role !== "side" || o.aside) && o.place.name !== m.place.name);
    if (!others.length) continue;
    const near = (p: PlaceRef) => Math.min(...others.map((o) => distanceKm(o.place, p)));
    // "Kingston 4 nights, from Miami", "San Jose, coming from Dublin": where the traveller lives,
    // with no other stop, tells which only when a namesake is in its country or a drive from it
    // ("San Jose from San Francisco", "Granada from Lisbon by train"); else the question stands.
    const choices =
      m.role === "origin" || others.some((o) => o.role === "stop")
        ? m.options
        : m.options.filter((o) =>
            others.some((h) => h.place.country_code === o.country_code || near(o) <= HOME_DRIVE_KM),
          );
    if (!choices.length) continue;
    // (Not a suburb of a place beside it: "Mexico City, then La Paz" is Baja California's.)
    const away = choices.filter((o) => !withinSuburb(near(o)));
    let best = [...(away.length ? away : choices)].sort((a, b) => near(a) - near(b))[0];
    // ("Portland, Seattle, Vancouver": British Columbia's, going on from Seattle, not Portland's
    // suburb; the best-known one stands unless the one beside the route is plainly nearer.)
    const known = geocode(m.typed);
    const beside = neighbours(list, m, others);
    if (best && known && m.role !== "origin" && !namesakeBesideMeant(known, best, beside))
      best = choices.find((o) => distanceKm(o, known) < 30) ?? best;
    // "From Hyderabad. Paris 4 nights, Rome 4 nights", "Dubai from Hyderabad": a home that is not
    // near the trip is not told by it (Pakistan's is only a little nearer Europe, or Dubai, than
    // India's); the best-known one stands. A home near it is ("Portland to Vancouver").
    const far = m.role === "origin" && !!best && near(best) > 800;
    if (best && !far) {
      const { label: _label, ...place } = best;
      m.place = place;
      placedByOthers.add(m);
    }
    delete m.options;
  }
  // "Mahe, Praslin and La Digue", "Seville, Granada, Cordoba": a name whose other places all lie
  // in one other country is that country's namesake, when it has one nearby.
  for (const m of list) {
    if (m.qualified || m.role === "origin") continue;
    const others = list.filter(
      (o) => o !== m && o.role !== "origin" && !placedByOthers.has(o) && o.place.name !== m.place.name,
    );
    const country = others[0]?.place.country_code;
    if (!country || country === m.place.country_code || others.some((o) => o.place.country_code !== country)) continue;
    const beside = neighbours(list, m, others);
    const there = placeIn(m.typed, { country }, beside);
    // One other place decides only for a namesake close by ("Cabo + La Paz"); two or more, within a region.
    if (!there || Math.min(...others.map((o) => distanceKm(o.place, there))) > (others.length >= 2 ? 1500 : 400))
      continue;
    // "Boston to Lisbon": a capital is not traded for a village of its name near the other place;
    // "Seattle 3 nights, Vancouver 4": nor the place travellers know when it is as near.
    const here = m.byFame ? { ...m.place, ...m.byFame } : geocode(m.typed);
    if (here && !namesakeBesideMeant(here, there, beside)) continue;
    m.place = toRef(there, m.typed);
    delete m.options;
  }
  // One mention a place: its first role, a stop over a side mention of the same place. Named
  // again with its length ("London to Rome: Paris 2 nights, Milan 2 nights, Rome 3 nights"), a
  // stop stands where its length is.
  const out: Mention[] = [];
  const sized = sizedAnywhere(text, list);
  for (const m of list) {
    const same = out.find((o) => o.place.name === m.place.name && o.place.country_code === m.place.country_code);
    if (!same) out.push(m);
    else {
      if (same.role === "side" && m.role === "stop") same.role = "stop";
      // "from Toronto into Tokyo and out of Osaka ... Kyoto 4, Osaka 2": a place named again with
      // nights of its own is a stop, when home is said elsewhere.
      if (
        same.role === "origin" &&
        m.role === "stop" &&
        (sized(m) || (bareLengthNext.test(text.slice(m.end, m.end + 12)) && unitSaid.test(text))) &&
        list.some((o) => o.role === "origin" && o.place.name !== m.place.name)
      ) {
        same.role = "stop";
        same.start = m.start;
        same.end = m.end;
      }
      // "Edinburgh → Amsterdam → home (Edinburgh)": a place said to be home is home where it was
      // first named too, unless it has nights of its own.
      if (same.role === "stop" && m.role === "origin" && !sized(same)) same.role = "origin";
      if (m.role === "stop" && same.role === "stop" && sized(m) && !sized(same)) {
        same.start = m.start;
        same.end = m.end;
      }
    }
  }
  const strays = farStrays(out, text, sized);
  // (With a bare count in a list whose unit is said: "cork 2, kinsale 1, dingle 3 nights".)
  const counted = (m: Mention) =>
    sized(m) || (bareLengthNext.test(text.slice(m.end, m.end + 12)) && unitSaid.test(text));
  for (const m of nearSights(out, text, counted)) Object.assign(m, { role: "side", near: true });
  return out.filter((m) => !strays.has(m)).sort((x, y) => x.start - y.start);
}

/** The places named right before and after `m` among `others` (all of them when neither is): where the route passes beside it. */
function neighbours(list: Mention[], m: Mention, others: Mention[]): PlaceRef[] {
  const k = list.indexOf(m);
  const next = [list[k - 1], list[k + 1]].filter((o): o is Mention => !!o && others.includes(o));
  return (next.length ? next : others).map((o) => o.place);
}

function acceptFuzzy(typed: string, g: GeocodeResult, evidence: boolean, listed = false): boolean {
  // "Sat-Sun", "Fri-Mon": everyday words joined are no misspelt town.
  if (/-/.test(typed) && typed.split("-").some((p) => isCommonWord(normalize(p)))) return false;
  // Listed only ("madird + barcelna"): a single word of a name's length.
  if (listed && (normalize(typed).length < 6 || /[-\s]/.test(typed.trim()))) return false;
  const t = normalize(typed);
  if (!evidence || t.length < 5 || isCommonWord(t)) return false;
  if (t.slice(0, 2) !== normalize(g.name).slice(0, 2)) return false;
  if (/(ing|ed|ly|ness|tion|ers|ies)$/.test(t)) return false;
  return t.length >= 6 || g.population >= 500_000;
}

/** Whether a capitalised word begins a sizeable town ("Rome Florence Venice" written without commas). */
function startsTown(word: string): boolean {
  const g = geocode(word);
  return !!g && g.matched_by !== "fuzzy" && g.matched_by !== "country" && g.population >= 50_000;
}

/** "Texas", ", MA", " (Scotland, not Australia!)", " Ontario": the area named right after a name. */
function qualifierAfter(
  rest: string,
  lowerText: boolean,
): { area: ReturnType<typeof areaOf> & {}; length: number } | undefined {
  // "Lagos in Portugal" too: "in" and a country or state after a name says which one, when that
  // area has a place of the name (placeIn decides, by the caller).
  // ("Perth — the Scottish one", "Perth (the Scottish one)": the one of that country.)
  const m =
    /^(\s*,\s*(?:the\s+)?|\s*\(\s*(?:the\s+)?|\s*[—–]\s*(?:the\s+)?|\s+-\s+(?:the\s+)?|\s+in\s+(?=\p{Lu})|\s+)((?:[\p{L}][\p{L}.'-]*)(?:\s+[\p{L}][\p{L}.'-]*){0,2})/u.exec(
      rest,
    );
  if (!m) return undefined;
  const lead = m[1] ?? "";
  const words = (m[2] ?? "").split(/\s+/);
  for (let n = words.length; n >= 1; n--) {
    const phrase = words.slice(0, n).join(" ").replace(/[.]$/, "");
    if (!/^\p{Lu}/u.test(phrase) && !lowerText && !/[,(—–-]/.test(lead)) continue;
    // ("Mobile AL", "Portland OR": a code in capitals is the state's, though "al" and "or" are words.)
    const code = !lowerText && /^\p{Lu}{2}$/u.test(phrase);
    if (!code && words.slice(0, n).some((w) => nameBreaks.has(normalize(w)) || isCommonWord(normalize(w)))) continue;
    const area = areaOf(phrase);
    if (area) return { area, length: lead.length + words.slice(0, n).join(" ").length };
  }
  return undefined;
}

import { normalize } from "../../travel/geo/cities";
import { distanceKm } from "../../travel/geo/distance";
import { geocode } from "../../travel/geo/gazetteer";
import { findRegion, isNameOf, MIN_APART_KM, type Region, regionsNamedIn } from "../../travel/geo/regions";
import { cityRef, inRegion, sameName, within } from "../region-ask";
import { type StayFinding, sizedAt } from "../understand";
import { isSight } from "../understand-trip";
import type { Mention } from "./mentions";

// "Kuala Lumpur 3 nights + Penang 3 nights", "Quito 2 nights then the Galapagos 6 nights",
// "three nights in Athens and four on Crete", "Windhoek → Sossusvlei → Swakopmund": an island or an
// area named as one stop among others is a stop of the trip, not the region to choose stops in.

type Asked = { region: Region; text: string; index: number; count?: number };

const chain = /^\s*(?:,\s*)?(?:→|->|–>|>|then|\+|&)\s*(?:the\s+)?$/i;
/** The words before a link of a chain, after what was said of the stop before it. */
const chainEnd = /(?:[,;]\s*|\s)(?:and\s+)?(?:then|→|->|followed by|after that)\s+(?:(?:on\s+)?to\s+)?(?:the\s+)?$/i;
/** What is said of a link before the next: "for a bit of beach, then (ending in)". */
const chainStart =
  /^[^.!?;\n]{0,50}?(?:[,;]\s*|\s)(?:and\s+)?(?:then|→|->|followed by|before)\s+(?:(?:heading|going|moving|ending|finishing|flying|on)\s+)?(?:(?:up|down|back|on)\s+)?(?:in|to|at)?\s*(?:the\s+)?$/i;
// ("Athens 2 nights then island hopping the Cyclades", "Hanoi, then touring the north": the way
// the area is seen may come between the link and its name.)
const seenBy = String.raw`(?:(?:islands?[- ]hopping|hopping|touring|exploring|cruising)\s+(?:(?:in|round|around|through|across)\s+)?)?`;
const list = new RegExp(String.raw`^\s*(?:,|→|->|–>|>|\+|&|and|then|,\s*(?:and|then))\s*${seenBy}(?:the\s+)?$`, "i");
/** A gap ending in a word of going on: "4 nights, then", "2 nights then island hopping the". */
const goesOn = new RegExp(String.raw`(?:\bthen|→|->|>|\bfollowed by|\bafter that)\s*${seenBy}(?:the\s+)?$`, "i");
/**
 * The length of the stop before, between it and the next item: "Seville 4 nights, then the
 * Algarve"; or a bare number before a comma, in a list of stops each given one ("Edinburgh 2,
 * Inverness 2, then Skye 3").
 */
const ownLength =
  /^\s*[:(–-]?\s*(?:for\s+)?(?:(?:\d{1,2}|one|two|three|four|five|six|seven|a)\s*(?:n|d|nights?|nites?|nts|days?|weeks?)\b\)?|\d{1,2}(?=\s*,))/i;
const lengthBeforeArea =
  /\b(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|a|another|the last|the final|the other)\s*(?:more\s+)?(?:n|d|nights?|nites?|nts|days?|weeks?|fortnight)\s+(?:(?:somewhere|out|up|down|over|away|exploring|touring|driving|based)\s+)?(?:in|on|at|around|along|by|through|across)\s+(?:the\s+)?$/i;
/** Places or sights in brackets after a name, not its length ("(5n)", "(a week)", "(2 nights)"). */
const seenInBrackets =
  /^\s*\((?!\s*(?:\d|one|two|three|four|five|six|seven|eight|nine|ten|a week|a fortnight|a few|few|couple)\b)[^()\n]{1,100}\)/i;
/** A stop's length, then what it is for: "4 nights for", "3 nights to see", "(2 nights) to explore". */
const purposeAfterLength =
  /^\s*[:(–-]?\s*(?:for\s+)?(?:\d{1,2}|one|two|three|four|five|six|seven|a)\s*(?:n|d|nights?|nites?|nts|days?|weeks?)\)?\s*,?\s*(?:for|to see|to visit|to explore|to do|to hike|to trek|as a base for|as base for|based for)\s+(?:the\s+)?$/i;
/** The area's own length, then a word listing on the next leg: "5 nights + ", " (4n) then ". */
const nextLeg =
  /^\s*[:(–-]?\s*(?:for\s+)?(?:\d{1,2}|one|two|three|four|five|six|seven|a)\s*(?:n|d|nights?|nites?|nts|days?|weeks?)\b\)?\s*,?\s*(?:\+|&|→|->|>|then|and then|followed by|plus)\s*(?:the\s+)?$/i;
/** An area this near a town is within a day out of it (as read-message.ts has it). */
const DAY_OUT_KM = 150;
/** Two places closer than this are one town. */
const SAME_TOWN_KM = 10;

/**
 * Whether a place is inside the region: for a country or a state, near any of its towns; for an
 * island or an area, one of its own towns (Papeete is Tahiti's, not Moorea's, though 22 km off).
 */
function hasTown(region: Region, place: Mention["place"]): boolean {
  return region.kind === "area"
    ? region.cities.some((c) => c.name === place.name || distanceKm(c, place) < SAME_TOWN_KM)
    : inRegion(place, region);
}

/** A country as one leg among stops all in other countries, said as a stop (sized or linked). */
function legAbroad(country: Region, others: Mention[], said: boolean): boolean {
  return said && others.length > 0 && others.every((m) => m.place.country_code !== country.country_code);
}

/**
 * The region as a stop of the listed trip, when the message names it as one; else undefined.
 * `regions` are the other regions the message names ("Bali 5 nights + Lombok 3 nights").
 */
export function regionAsStop(
  message: string,
  asked: Asked,
  stops: Mention[],
  all: Mention[] = stops,
  regions: Asked[] = [],
): Mention | undefined {
  if (asked.count) return undefined;
  const start = asked.index;
  const nameEnd = start + asked.text.length;
  // "Normandy (Mont-Saint-Michel + D-Day beaches) 3 nights": what is in brackets after the name is
  // what is seen there, part of this stop; its length may follow the brackets.
  const bracket = seenInBrackets.exec(message.slice(nameEnd));
  const end = nameEnd + (bracket?.[0].length ?? 0);
  // (By the name as typed: a mention's span may run on over the next name, "Mahe, Praslin".)
  const own = (m: Mention) => sameName(m.typed, asked.text) || (m.start < nameEnd && m.start + m.typed.length > start);
  const bracketed = (m: Mention) => m.start >= nameEnd && m.start < end;
  // (And a region named inside another's brackets is seen there: "Normandy (D-Day beaches)".)
  const inBrackets = regions.some((r) => {
    const after = r.index + r.text.length;
    const b = r.index < start ? seenInBrackets.exec(message.slice(after)) : null;
    return !!b && start < after + b[0].length;
  });
  if (inBrackets) return undefined;
  const others = stops.filter((m) => !own(m) && !bracketed(m));
  // "Serengeti safari 3 nights": what is done there may come between the name and its length.
  // "then 4 nights somewhere in the Tuscan countryside", "a week out on the Croatian islands": the
  // length said before the area, with a word of where between.
  const sizedHere = (at: number, to: number) =>
    sizedAt(message, at, to + (/^\s+(?:safari|trip|stay|break|getaway)\b/i.exec(message.slice(to))?.[0].length ?? 0)) ||
    lengthBeforeArea.test(message.slice(Math.max(0, at - 60), at));
  // Each with its own length, the others outside it ("Singapore 3 nights + Bali 5 nights"); a
  // region holding the other stops is where they are ("Japan 10 days, Tokyo 4 nights").
  const sizedOthers = others.filter((m) => sizedAt(message, m.start, m.end));
  const sizedRegions = regions.filter(
    (r) => r.index !== start && !r.count && sizedHere(r.index, r.index + r.text.length),
  );
  // (Not the state or country it is part of, whose main town may lie in it: Hawaii's Honolulu on Oahu.)
  const holds = (r: Asked) => {
    const town = r.region.cities[0];
    if (within(asked.region, r.region)) return false;
    return !!town && r.region.key !== asked.region.key && hasTown(asked.region, cityRef(town));
  };
  // "Cusco 3 nights then the Sacred Valley 2 nights": an area named after its gateway town, with
  // towns of its own away from it, is the rest of the area, not where that town is.
  const beyond = asked.region.cities.filter((c) => others.every((m) => distanceKm(c, m.place) >= MIN_APART_KM));
  const gateway = (m: Mention) => asked.region.kind === "area" && m.end <= start && beyond.length > 0;
  const inside = (m: Mention) => hasTown(asked.region, m.place);
  // "Puerto Natales 4 nights for Torres del Paine trekking": a length said of the stop before,
  // for what is done from there, is that stop's, not the area's.
  const before = [...others].reverse().find((m) => m.end <= start);
  const lengthOfBefore = !!before && purposeAfterLength.test(message.slice(before.end, start));
  // "Malta 5 nights + Gozo 2 nights": a part of the area listed on after the area's own length,
  // with its own, is the next leg (the rest of the area, then that part), not a stop the area's
  // length holds ("Japan 10 days, Tokyo 4 nights").
  const legOn = (m: { start: number; end: number }) =>
    m.start >= end && nextLeg.test(message.slice(end, m.start)) && sizedAt(message, m.start, m.end);
  const regionLegOn = (r: Asked) => legOn({ start: r.index, end: r.index + r.text.length });
  const sized =
    !lengthOfBefore &&
    sizedHere(start, end) &&
    sizedOthers.length + sizedRegions.length > 0 &&
    !sizedOthers.some((m) => inside(m) && !gateway(m) && !legOn(m)) &&
    !sizedRegions.some((r) => holds(r) && !regionLegOn(r));
  // (A country only before an area of its own, "Malta 5 nights + Gozo 2": "Italy 7 nights + Rome 2"
  // may as well hold Rome.)
  const partNext =
    sized &&
    (sizedRegions.some((r) => holds(r) && regionLegOn(r)) ||
      (asked.region.kind !== "country" && others.some((m) => inside(m) && legOn(m))));
  // Or a link of a chain of stops: "A → region → B".
  const prev = [...others].reverse().find((m) => m.end <= start);
  const next = others.find((m) => m.start >= end);
  // ("Rome first, 4 nights, then the Amalfi coast for the beach, then ending in Venice": what is
  // said of a stop may come between it and the next link.)
  const linked =
    !!prev &&
    !!next &&
    (chain.test(message.slice(prev.end, start)) || chainEnd.test(message.slice(prev.end, start))) &&
    (chain.test(message.slice(end, next.start)) || chainStart.test(message.slice(end, next.start)));
  // After a town with its own length, a small area within a day's reach listed with no "then"
  // ("Naples 4 nights, capri and pompeii") is a day out from there (read-message.ts), not a stop;
  // "Seville 4 nights, then the Algarve" goes on to it.
  const dayOut = (m: Mention) => {
    const gap = message.slice(m.end, start);
    return (
      ownLength.test(gap) && !goesOn.test(gap) && asked.region.cities.some((c) => distanceKm(c, m.place) <= DAY_OUT_KM)
    );
  };
  // Or an item of a list of towns outside it: "Dubrovnik + Split + Hvar", "Athens, Santorini and
  // Crete" (not "Bali, Ubud then Seminyak", the island holding the towns listed).
  const listed =
    asked.region.kind !== "country" &&
    others.length > 0 &&
    // (Its gateway town alone may come first, with its own length: "Cusco 3 nights then the Sacred Valley".)
    others.filter(inside).every((m) => m === prev && gateway(m) && sizedAt(message, m.start, m.end)) &&
    ((!!prev && list.test(message.slice(prev.end, start).replace(ownLength, "")) && !dayOut(prev)) ||
      // (Not when the area and the next are day outs from the stop before: "Cairns 5 nights, the
      // Great Barrier Reef and the Daintree" lists what to see from Cairns.)
      // ("Split 3 nights, Hvar and Dubrovnik" goes on to a town past a day's reach: a list of stops.)
      (!!next &&
        list.test(message.slice(end, next.start)) &&
        !(!!prev && dayOut(prev) && distanceKm(prev.place, next.place) <= DAY_OUT_KM)));
  if (!sized && !linked && !listed) return undefined;
  // "1 night at the Grand Canyon": the town of its name, read as a stop or as a place seen.
  const named = all.find((m) => own(m) && m.place.country_code === asked.region.country_code);
  if (named) return { ...named, role: "stop", ...(bracket ? { end } : {}) };
  // A country is a stop only under a town of its name ("Singapore"), not at its capital ("Italy"),
  // unless it is one leg of a trip through other countries, with a length or a link of its own:
  // "Dubai 4 nights then the Maldives 5", "Singapore 3 nights then Japan 7" (its main town stands
  // for it; the country stays the region to plan that leg in).
  // (Or the rest of the country before a part of it: "Malta 5 nights + Gozo 2 nights".)
  if (asked.region.kind === "country" && !partNext && !legAbroad(asked.region, others, sized || linked))
    return undefined;
  // No town goes by the region's name ("Crete"): its main town, under the name the traveller used;
  // a town with people, where there are beds (the Gobi's dunes have none: Dalandzadgad).
  const throughGateway = partNext || others.some((m) => m.end <= start && hasTown(asked.region, m.place));
  const towns = throughGateway && beyond.length ? beyond : asked.region.cities;
  const first = towns.find((c) => c.population > 0) ?? towns[0];
  if (!first) return undefined;
  const typed = asked.text.replace(/^the\s+/i, "");
  const name = typed.replace(/(^|\s)\p{Ll}/gu, (c) => c.toUpperCase());
  // (The rest of an area before a part of it stays the trip's region: "Malta 5 nights + Gozo 2".)
  const restOf = partNext ? { restOf: { key: asked.region.key, name: regionName(asked.region, asked.text) } } : {};
  return { place: { ...cityRef(first), name }, typed, start, end, role: "stop", ...restOf };
}

/**
 * Whether a capitalised name joined to the stops as one more item is no town ("Petra + Wadi Rum +
 * Dead Sea"); after a comma, only a sight's name ("Hiroshima, JR pass" goes on to other things).
 */
export function sightListed(message: string, stops: Mention[]): boolean {
  return stops.some((m) => {
    const next = /^\s*(,|\+|&|and|plus)\s*(?:the\s+)?(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,3})/u.exec(
      message.slice(m.end, m.end + 60),
    );
    const name = next?.[2];
    if (!next || !name) return false;
    const at = m.end + next[0].length - name.length;
    return !stops.some((o) => o.start === at) && !regionsNamedIn(name).length && (next[1] !== "," || isSight(name));
  });
}

/**
 * "Tassie 8 days, Cradle Mountain and Freycinet": every stop named by a park or a sight with no
 * town of its own, read as the village it is filed under (Freycinet at Coles Bay) or as a place
 * with no people: what to see in the region, not towns chosen to sleep in.
 */
export function parksListed(stops: Mention[]): boolean {
  return (
    stops.length >= 2 &&
    stops.every((m) => {
      const g = geocode(m.typed);
      if (g?.matched_by !== "alias") return false;
      if (g.population === 0) return true;
      const typed = normalize(m.typed).replace(/^the\s+/, "");
      const shared = typed.split(/\s+/).some((w) => w.length >= 4 && normalize(g.name).includes(w.slice(0, 4)));
      return g.population < 5_000 && !shared && !findRegion(m.typed);
    })
  );
}

/** Within this of a region's towns (in its country), a park listed is one of the region's. */
const PARK_KM = 200;

/** Whether a park read as its gateway village lies in the region, a drive from its towns. */
export function parkInRegion(place: { lat: number; lng: number; country_code: string }, region: Region): boolean {
  return place.country_code === region.country_code && region.cities.some((c) => distanceKm(c, place) < PARK_KM);
}

/**
 * The region under the name the traveller gave it, when that is one of its names ("the Croatian
 * coast" for Dalmatia); its own name for a nickname, a short form or a misspelling.
 */
export function regionName(region: Region, typed: string): string {
  const words = typed.trim().replace(/^the\s+/i, "");
  // One word is a nickname or another spelling ("Tassie"); a phrase describes ("Croatian coast").
  if (!/\s/.test(words) || !isNameOf(words, region)) return region.name;
  return words.replace(/(^|\s)(\p{L}+)/gu, (_, gap: string, w: string) =>
    /^(?:and|of|the|de|del|la)$/i.test(w) && gap ? gap + w.toLowerCase() : gap + w[0]?.toUpperCase() + w.slice(1),
  );
}

/**
 * The stays without an island or area that heads them: "Bali 8 nights: Ubud 4 then Seminyak 4",
 * "Tasmania 7 nights - Hobart 4, Launceston 3" give the area the trip's length, then share it out
 * among its towns; the area is where they are, not one more stop. (Its towns' nights add up to
 * its own, or a colon or dash after its length opens the list; "Bali 5 nights then Ubud 3" goes on
 * from the beach to the hills.)
 */
export function withoutHeading(message: string, listed: StayFinding[], stops: Mention[]): StayFinding[] {
  const heads = listed.find((x, i) => {
    const m = stops.find((s) => s.place === x.place);
    const region = m && x.nights !== null ? findRegion(m.typed) : undefined;
    if (!m || !region || !sameName(region.name, m.typed)) return false;
    const inner = listed.slice(i + 1).filter((o) => inRegion(o.place, region));
    if (!inner.length || inner.length < listed.length - i - 1 || inner.some((o) => o.nights === null)) return false;
    const shared = inner.reduce((n, o) => n + (o.nights ?? 0), 0);
    const opens = /^[^,.;:\n]{0,24}?\d{1,2}\s*(?:n|d|nights?|nites?|nts|days?)\b\s*(?::|[-–—]\s)/i.test(
      message.slice(m.end),
    );
    return shared === x.nights ? inner.length >= 2 || opens : opens && shared < (x.nights ?? 0);
  });
  return heads ? listed.filter((x) => x !== heads) : listed;
}

import { geocode } from "../../travel/geo/gazetteer";
import { findRegion } from "../../travel/geo/regions";
import { findFood, findStayRules } from "../understand-trip";
import { doneAtPlace } from "./said-words";
import { placeToSee } from "./sight-settings";
import { otherFacts } from "./trip-sight-names";

// Must-sees said in passing: a name after what is done there ("snorkel Silfra", "mornings at
// Tivoli", "hear the Vienna Philharmonic", "in town for the Lantern Parade"), in brackets after a stop ("Pokhara 2n (Phewa Lake)", "Borneo 4
// nights (proboscis monkeys at Kinabatangan)"), or after a bare "want" ("want fjords and preikestolen").
// What is said there is read as a list of things, each kept in the traveller's words, with a
// mountain's "Mt" written out and "X at <Name>" put as "<Name> X" ("Selingan turtles").

// Words that make a piece no thing: a fact of the trip, a clause, a time of day.
const notAThing =
  /\d|[?$€£¥]|\b(?:adults?|kids?|children|budget|hotels?|hostels?|flights?|rooms?|pace|people|pax|nights?|days?|weeks?|morning|evening|afternoon|next|early|late|first|last|maybe|optional|flexible|tbc|tbd|etc|i|we|you|it|is|are|was|will|would|think|not|sure|fine|ok|okay|please|pls|or|if|via|from|by|train|bus|car|ferry|flight|drive|driving|ryokan|riad|homestay|guesthouse|guest house|lodge|inn|bed|beds|shower|sleep|rest|wifi|wi-fi|pool|breakfast|view|views|parking|kitchen|aircon|january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend)\b/i;
// What people like rather than a thing to see: the trip's interests, read elsewhere.
export const liking =
  /^(?:beach(?:es)?|museums?|food|good food|nightlife|culture|history|shopping|nature|hiking|relax(?:ing|ation)?|sun|adventure|part(?:y|ies)|art|wine|markets|temples|churches|castles|views|photos|photography|quiet|chill|fun|romance|luxury|sights|sightseeing|wildlife|animals|desert|mountains|coast|countryside|islands|lakes|city|cities|sea|snow|sunshine|something|somewhere|anything|everything|lots|more|some)$/i;

const landmark =
  /^(?:castle|cathedral|fort|fortress|citadel|palace|old town|old city|medina|souk|kasbah|bazaar|harbour|harbor|waterfront|pier|lighthouse|zoo|aquarium)$/i;
const title = (s: string) => s.replace(/^\p{Ll}/u, (c) => c.toUpperCase());

/** A piece as a must-see: "Mt Bromo" as Mount Bromo, "monkeys at Kinabatangan" as "Kinabatangan monkeys". */
/** A name ending in its number, "Cloud 9", "Route 66": not a date ("June 12") nor a seat or a gate. */
const numberedName = (s: string) =>
  /^\p{Lu}[\p{L}'’-]+\s\d{1,3}$/u.test(s) &&
  !otherFacts.test(s) &&
  !/^(?:day|age|aged|gate|terminal|room|seat|platform|bus|line|number|no|team|group|year|class|grade|level|flight|under|over|about)\b/i.test(
    s,
  );

function asThing(raw: string): string | undefined {
  const s = raw
    .trim()
    .replace(/^(?:the|a|an|to see|see|visit|for|esp\.?|especially|some|more|lots of|plenty of|good)\s+/i, "")
    .replace(/\bMt\.?\s+/g, "Mount ")
    .trim();
  if (s.length < 3 || s.split(/\s+/).length > 5 || (notAThing.test(s) && !numberedName(s)) || liking.test(s))
    return undefined;
  if (findFood(s).diets.length || findFood(s).cuisines.length || findStayRules(s).type) return undefined;
  const at = /^([a-z][a-z -]{2,30}?)\s+(?:at|in|on)\s+(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)$/u.exec(s);
  if (at?.[1] && at[2]) return `${at[2]} ${at[1]}`;
  return s;
}

// A natural sight's word: "Lake Bled", "Icefields Parkway" are areas on the map, and sights too.
const feature =
  /\b(?:lake|mount|trail|valley|falls|road|canyon|park|gorge|glacier|volcano|desert|reef|caves?|bay|beach|fjord|lagoon|crater|springs?)\b/i;

/** Each word in capitals but the small linking ones: "Lake Bled", "Isla del Sol". */
const properName = (s: string) =>
  s
    .split(/\s+/)
    .every((w) => /^[\p{Lu}\d]/u.test(w) || /^(?:of|de|del|la|las|los|le|du|des|di|da|the|and|y|e|al|el)$/.test(w));

/** A town or an area: a stop of the trip, not a thing to see there. */
export function isStop(s: string): boolean {
  const g = geocode(s);
  // ("Lake Louise", "hot springs": a sight first, whatever small town shares the name.)
  if (feature.test(s)) return !!g && g.matched_by !== "fuzzy" && g.population >= 100_000;
  if (findRegion(s)) return true;
  return !!g && (g.matched_by === "alias" || (g.matched_by === "name" && g.population >= 20_000));
}

/** The pieces of a list: "fort + Mole safari", "glaciers and geysir". */
const pieces = (list: string) =>
  list.split(/\s*(?:,|\+|&|\/|;|\s[-–—]\s|\band\b|\bn\b|\bplus\b|\bthen\b)\s*/i).filter(Boolean);

/** Things to see named in brackets after a stop: "Pokhara 2n (Phewa Lake)", "Jasper (Maligne Canyon)". */
export function bracketedSights(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(
    /(?:(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,2})\s+(?:\d+\s*(?:nights?|nts?|n|days?|d)\s*)?)?(?<=[\p{L}\d.])\s*\(([^()]{3,80})\)/gu,
  )) {
    const stop = m[1];
    const inside = m[2] ?? "";
    // "(2 adults)", "(sleeper train is fine)", "(children 3 and 11)": facts, not things.
    if (/\b(?:is|are|we|i|my|our|kids?|adults?|ages?)\b/i.test(inside)) continue;
    for (const p of pieces(inside)) {
      const thing = asThing(p);
      // A bare landmark's word is the stop's own: "Elmina 2 nights (castle + ...)" is
      // Elmina Castle (city-sights.ts names such castles too, where the catalogue has the city).
      if (thing && stop && landmark.test(thing)) out.push(`${stop} ${title(thing)}`);
      // Else a name as names are written ("Lake Bled", "Mount Bromo"), or a thing at one
      // ("Selingan turtles"); "(she uses a wheelchair)", "(college friends)" are no things, nor
      // "(ICN)" or "(KES)".
      else if (
        thing &&
        (properName(thing) || (/^\p{Lu}\S+ [a-z]/u.test(thing) && / at | in | on /.test(p))) &&
        !/^\p{Lu}{2,4}$/u.test(thing) &&
        // (A village known for its sight, "(Poon Hill)", is the sight; a town or a country is not.)
        (!isStop(thing) || placeToSee(thing))
      )
        out.push(title(thing));
    }
  }
  return out;
}

/** Things after a bare "want" (not "want to ..."): "want fjords and preikestolen". */
export function wantedThings(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(
    /(?:\b(?:we|i|and)\s+|(?:^|[,;:.!]\s*))(?:really\s+|also\s+|just\s+)?(?:want|wanna)\s+(?!to\b|a\b|an\b|it\b|some\b|somewhere\b|something\b|more\b|less\b|(?:do|go|see|visit|stay|spend|take|have|get|fly|travel|try|book|plan|head|explore|be|keep|make|avoid|skip|know|find|rent|hire|use)\b|the\s+(?:hotel|flight|trip|cheapest|best))([^.!?;\n()]{3,60})/gi,
  )) {
    // (The list ends where something else is said: "..., not the Vatican, too crowded".)
    const list =
      (m[1] ?? "").split(/,?\s+(?:but|because|since|while|if|so|though|for|with|on|in|during|not|no|too)\s+/i)[0] ?? "";
    for (const p of pieces(list)) {
      const thing = asThing(p);
      if (thing && !isStop(thing)) out.push(thing);
    }
  }
  return out;
}

// What is done at or with a named thing, just before its name: "snorkel", "hear the", "a day at",
// "evenings at", "in town for the", "4 nights for the". (Not a bare "at" or "in": "at Christmas",
// "in Lisbon"; said-words.ts doneAtPlace has "surfing at", "a hike in".)
const doing =
  /\b(?:see|visit|hear|catch|watch|snorkel|dive|hike|climb|summit|ride|walk|explore|tour|kayak|cruise|paddle|raft|trek|swim\s+(?:in|at)|(?:mornings?|evenings?|afternoons?|sunsets?|sunrises?|a\s+day|a\s+night|an\s+evening|an\s+afternoon|lunch|dinner|picnic|breakfast)\s+(?:at|on)|(?:there|town|going|coming|here|nights?|days?|weekend|week|trip)\s+for|(?:timed?|just|mainly|mostly|only)\s+for)\s+(?:the\s+)?$/i;
// A name: words in capitals, with the small words names have between them.
const capitalName =
  /\p{Lu}[\p{L}'’-]+(?:\s+(?:(?:of|de|del|la|las|los|el|le|les|di|da|do|du|von|van|der|the|and)\s+)?\p{Lu}[\p{L}'’-]+){0,4}/gu;
// A month before an event's name is part of it: "April Fair", "May Day".
const monthFirst =
  /^(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+\p{Lu}/u;

/** Names after what is done there: "snorkel Silfra", "early mornings at Tivoli", "hear the Vienna Philharmonic". */
export function namesAfterDoing(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(capitalName)) {
    const at = m.index ?? 0;
    const before = text.slice(Math.max(0, at - 40), at);
    if (!doing.test(before) && !doneAtPlace(text, at)) continue;
    const name = m[0].replace(/\s+(?:and|of|the|de|la)$/i, "").trim();
    const thing = monthFirst.test(name) ? name.replace(/^\S+\s+/, "") : name;
    if (name.length < 3 || /^\p{Lu}{2,4}$/u.test(name) || notAThing.test(thing) || isStop(name)) continue;
    // (A season of the year is when, not what: "a week at Christmas".)
    if (/^(?:Christmas|Xmas|Easter|New Year'?s?(?:\s+Eve)?|Thanksgiving|Ramadan|Eid|Hanukkah|Passover)$/i.test(name))
      continue;
    out.push(name);
  }
  return out;
}

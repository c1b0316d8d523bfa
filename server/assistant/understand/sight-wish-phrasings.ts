import { geocode } from "../../travel/geo/gazetteer";
import { findRegion } from "../../travel/geo/regions";
import { findFood, findStayRules } from "../understand-trip";
import { nameWords } from "./said-words";
import { liking } from "./sight-asides";
import { isCommonWord } from "./words";

// Must-sees said in ways the main readers (trip-must-see.ts) and the asides (sight-asides.ts) do
// not take: the purpose of a stay ("Hue 2 nights to see the citadel and the tombs"), what is done
// after a wish ("hoping to swim with whale sharks and see the manta rays"), a name on its own as
// an exclamation ("Petra!"), what a stay includes ("4 nights incl a ger camp"), a
// table booked ("a Noma reservation", "a table at Gaggan") and a named train ride wished for
// ("we want the Cusco to Puno train").

// Verbs of doing a thing, after which the words are what is done: "snorkel with turtles".
const DOING =
  "see|visit|do|catch|watch|experience|snorkel|swim|dive|hike|climb|ride|kayak|raft|cruise|sail|walk|explore|try|taste|eat|hear|spot|feed|photograph|tour|trek|paddle|surf|soak|stand";
// What makes the words after it a wish to do something: "want to", "hoping to", "we'd like to".
const WISHING =
  "(?:want(?:s|ed)?|wanna|hop(?:e|ing)|keen|dying|itching|dream(?:ing)?\\s+of|would\\s+(?:love|like)|(?:we|i)'?d\\s+(?:love|like)|plan(?:ning)?|going)\\s+(?:to\\s+)?";

// The words around a thing that are no part of it.
const lead = /^(?:(?:the|a|an|some|to|at|our|also|and|then|maybe|finally)\s+)+/i;
const tail =
  /(?:\s+(?:too|as well|please|pls|if possible|if we can|for sure|of course|definitely|obviously|while (?:there|we're there)|there|!+))+$/i;
// Words that make a phrase no thing: another fact of the trip, a person, a clause.
const notAThing =
  /\d|[?$€£¥]|\b(?:adults?|kids?|children|budget|hotels?|hostels?|flights?|rooms?|pace|people|pax|nights?|days?|weeks?|family|friends?|relatives|parents|mum|mom|dad|sister|brother|cousins?|grand\w+|son|daughter|wife|husband|partner|i|we|you|they|it|is|are|was|will|would|can|could|how|what|whether|which|where|when|more|everything|anything|something|aunt|uncle|lot|lots|bit|little|much|many|possible|food|fly|flying|drive|driving|campervan|train|bus|ferry|stopover|layover|breakfast|transfers?)\b/i;

/**
 * The things of a list said as a wish: each tidied, none another fact. The list ends at the first
 * fact ("Tassie in a campervan over 10 days, flying Brisbane to Hobart": what follows is more facts).
 */
function thingsOf(list: string): string[] {
  const out: string[] = [];
  for (const raw of list.split(/\s*(?:,|\+|&|\band\b|\bplus\b|\bthen\b)\s*/i)) {
    const s = raw
      .replace(new RegExp(`^(?:${DOING})\\s+`, "i"), "")
      .replace(lead, "")
      .replace(tail, "")
      .trim();
    // ("what's good to see in Lisbon": where, not what.)
    if (notAThing.test(s) || /^(?:in|on|at|for|from|by|with|around)\b/i.test(s) || s.split(/\s+/).length > 6) break;
    if (s.length >= 3 && !liking.test(s) && !findFood(s).cuisines.length && !findStayRules(s).type && !placeGoneTo(s))
      out.push(s);
  }
  return out;
}

// The bare words of a town's own landmark: "the castle", "the old town".
const landmark =
  /^(?:castle|cathedral|fort|fortress|citadel|palace|old town|old city|medina|kasbah|harbour|harbor|abbey|minster)$/i;

// The end of a clause: where a list of things stops.
const clauseEnd =
  /\s+(?:but|because|since|while|as|if|so|though|with\s+(?:my|our|the\s+kids|a\s+guide)|for\s+(?:my|our))\s+/i;

/**
 * "Cape Town 4 nights to see the penguins and Table Mountain", "hoping to swim with whale sharks
 * and see the mantas", "keen to hike the Tongariro crossing": what a wish or a stay is for.
 */
export function purposeWishes(text: string): string[] {
  const out: string[] = [];
  const clean = text.replace(/[’]/g, "'");
  for (const m of clean.matchAll(
    new RegExp(
      `\\b(?:${WISHING}(${DOING})|(?:nights?|days?|there|stay|stop|trip|go|going|head(?:ing)?|\\p{Lu}[\\p{L}'-]+)\\s+to\\s+(see|visit|do|catch|watch))\\s+([^.!?;:\\n()]{3,90})`,
      "giu",
    ),
  )) {
    // (Before "to see", a name in capitals, "Kaikoura to see the whales", not "easy to see".)
    const before = /^(\S+)\s+to\s/.exec(m[0])?.[1] ?? "";
    if (
      m[2] &&
      !/^(?:nights?|days?|there|stay|stop|trip|go|going|head|heading)$/i.test(before) &&
      !/^\p{Lu}/u.test(before)
    )
      continue;
    const verb = (m[1] ?? m[2] ?? "").toLowerCase();
    const said = (m[3] ?? "").split(clauseEnd)[0] ?? "";
    // "snorkel with sea lions": the doing and what it is done with, one thing.
    const withIt = /^with\s+/i.test(said);
    const list = thingsOf(said.replace(/^with\s+/i, ""));
    // "Elmina 2 nights to see the castle": a landmark's bare word is the stop's own (Elmina Castle).
    const at = m.index ?? 0;
    const stop = new RegExp(`(${NAME})\\s+\\d+\\s*(?:nights?|nts?|n|days?)$`, "u").exec(
      clean.slice(Math.max(0, at - 40), at) + (m[0].split(/\s+/)[0] ?? ""),
    )?.[1];
    out.push(
      ...list.map((thing, i) =>
        i === 0 && withIt
          ? `${verb} with ${thing}`
          : stop && landmark.test(thing)
            ? `${stop} ${thing.replace(/\b\p{Ll}/gu, (c) => c.toUpperCase())}`
            : thing,
      ),
    );
  }
  return out;
}

// A name as names are written: words in capitals, with the small words between them.
const NAME =
  "\\p{Lu}[\\p{L}'’-]+(?:\\s+(?:(?:of|de|del|la|las|los|el|le|les|di|da|the|and)\\s+)?\\p{Lu}[\\p{L}'’-]+){0,4}";

/**
 * A country, a wide area or a sizeable town: where the trip goes. A sight the map files under
 * the town it is seen from ("Uluru" under Yulara, "Wadi Rum" under Aqaba), a small area ("Skye")
 * or a region by the name of the sight it is known for ("Machu Picchu") is a thing to see.
 */
function placeGoneTo(s: string): boolean {
  const r = findRegion(s);
  if (r) return r.kind !== "area" || (nameWords(r.name).join(" ") === nameWords(s).join(" ") && r.cities.length > 3);
  const g = geocode(s);
  if (!g || g.matched_by === "fuzzy") return false;
  // (A town's code or other name, "NYC", "Saigon", is the town.)
  if (g.matched_by === "alias") return /^\p{Lu}+$/u.test(s) || g.population >= 100_000;
  return g.population >= (feature.test(s) ? 100_000 : 20_000);
}
// A natural sight's word: "Lake Bled", "Mount Cook" are sights first, whatever village shares the name.
const feature = /\b(?:lake|mount|falls|canyon|gorge|glacier|volcano|reef|caves?|bay|fjord|lagoon|crater)\b/i;

/** "Bhutan, 6 nights from Delhi. Tiger's Nest!": a name said alone, as an exclamation, is the wish. */
export function exclaimedNames(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(new RegExp(`(?:^|[.!?\\n]\\s*)(?:(?:and|oh|also|plus)\\s+)?(${NAME})\\s*!`, "gu"))) {
    const name = m[1] ?? "";
    // (The message's first word, exclaimed, is a greeting in whatever language: "Namaste!", "Sasa!".)
    if (!text.slice(0, m.index ?? 0).trim() && !/\s/.test(name)) continue;
    if (isCommonWord(nameWords(name).join(" "))) continue;
    // (A greeting, thanks or a stop cheered is no sight: "Thanks!", "Hi Lotus!", "Japan!")
    if (
      /^(?:Thanks?|Thank you|Cheers|Hi|Hello|Hey|Yes|Yay|Wow|Great|Perfect|Cool|Nice|Awesome|Lotus|Please|Help|Merry|Happy|Good|Sounds|Love|Bye|Ok|Okay|Sure|Sorry|Welcome|Amazing|Excellent|Brilliant|Fantastic|Lol|Omg|Hooray|Woohoo|Congrats)\b/i.test(
        name,
      )
    )
      continue;
    if (!placeGoneTo(name) && !notAThing.test(name)) out.push(name);
  }
  return out;
}

/** "5 nights incl a ger camp", "including the Cu Chi tunnels": what the stay is to include. */
export function includedThings(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/\b(?:incl\.?|including|inc\.?)\s+((?:a|an|the|some)\s+[^.!?;,:\n()]{3,60})/gi))
    out.push(...thingsOf((m[1] ?? "").split(clauseEnd)[0] ?? ""));
  return out;
}

/** "a Central reservation", "a table at Gaggan", "reservation at Noma": the restaurant booked. */
export function tablesBooked(text: string): string[] {
  const out: string[] = [];
  // (Named before the booking, a name is the restaurant's whatever town shares it: "Central".)
  const named = [
    ...text.matchAll(new RegExp(`\\b(?:an?|the)\\s+(${NAME})\\s+(?:reservation|booking|table|tasting menu)\\b`, "gu")),
  ].map((m) => m[1] ?? "");
  for (const m of text.matchAll(
    new RegExp(`\\b(?:reservation|table|tasting menu|dinner|lunch)\\s+at\\s+(${NAME})`, "gu"),
  ))
    out.push(m[1] ?? "");
  // (A hotel or a town is no table: "dinner at the Hilton", "lunch at Oia".)
  // ("lunch at Sorrento": a town of any size is where, not which table.)
  const town = (x: string) => ["name", "alias"].includes(geocode(x)?.matched_by ?? "");
  return [...named, ...out.filter((x) => !town(x))].filter(
    (x) => x && !/\b(?:Hotel|Hostel|Inn|Resort|Hilton|Marriott|Hyatt|Airbnb)\b/.test(x),
  );
}

/**
 * "we want the Kandy to Ella train", "riding the Cusco to Puno train is a must": a train ride
 * named by its ends, wished for, is a journey to make (a train taken only to get somewhere is
 * the transport, read elsewhere).
 */
export function trainRidesWished(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(
    /\b(?:want(?:s)?|wanna|love|would love|dying|keen|must|ride|riding|do|doing)\s+(?:to\s+(?:ride|do|take)\s+)?the\s+(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?\s+to\s+\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?\s+(?:train(?:\s+ride)?|railway|rail journey))\b/gu,
  ))
    out.push(m[1] ?? "");
  return out;
}

/** All the readers of this file, in order. */
export function wishPhrasings(text: string): string[] {
  return [
    ...purposeWishes(text),
    ...exclaimedNames(text),
    ...includedThings(text),
    ...tablesBooked(text),
    ...trainRidesWished(text),
  ];
}

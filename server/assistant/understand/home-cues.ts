import { normalize } from "../../travel/geo/cities";
import { distanceKm } from "../../travel/geo/distance";
import { geocode } from "../../travel/geo/gazetteer";
import type { PlaceRef } from "../plan";
import { isEnglishWord } from "./english-words";
import { isCommonWord } from "./words";

// Where the travellers live, said about the travellers rather than about the trip: "Leeds-based",
// "we're Glasgow folk", "a family of five in Adelaide wanting...", "Home airport: BHX", a signature
// ("— Sam & Jo, Halifax"), or a route that starts and ends at one far airport ("LHR-BKK-HKT-LHR").
// mentions.ts finds the names; these cues decide which of them is home.

/** A word about the travellers right after a town's name: "Boise-based", "Lyon born", "Perth natives". */
const homeAfterWords =
  /^\s*[- ]?(?:based|born|bred|raised|natives?|residents?|expats?)\b|^\s*(?:locals?|lad|lass|bloke|gal|girl|guy|chap|fella|fellow|native|resident)\s+here\b|^\s*(?:is|=)\s+(?:our|my)\s+(?:local\s+|home\s+|nearest\s+|usual\s+)?airport\b|^\s*(?:is|=)\s+(?:our\s+|my\s+)?home\b(?!\s+(?:for|during|while|until|till|base))|^\s*is\s+where\s+(?:we|i)\s+live\b/i;
/** Hindi and Urdu's "from", after the name: "Pune se Goa", "Delhi se Volvo bus" (not "Paris se trouve"). */
const fromAfter = /^\s+se\s+(?:\p{Lu}|(?:volvo|bus|train|flight|car|sleeper|overnight|direct|seedha|seedhe)\b)/u;
/** A word about the travellers right after a town's name: "Boise-based", "Lyon born", "Perth natives", "Pune se". */
export const homeAfter = { test: (after: string) => homeAfterWords.test(after) || fromAfter.test(after) };

/**
 * "we're glasgow people", "Liverpool lads, Amsterdam 3 nights": words for a group, home only where
 * the writer is that group (after "we're", or opening a clause) and nothing follows that makes them
 * the place's ("Rome people are friendly", "Barcelona crew reunion", "meet Lisbon locals").
 */
export const groupAfter =
  /^\s*(?:people|locals|folks?|crew|gang|lads|lasses|girls|boys|household)\b(?!\s*'s)(?!\s+(?!(?:here|after|wanting|want|looking|heading|going|planning|visiting|keen|hoping|thinking|living|who|and|in|abroad|now|off|lah|la|leh|lor|sia|eh|ya|yeah|innit|of)\b)[a-z])/i;
export const writerBefore =
  /(?:^|[.!?\n,;(]|\b(?:we'?re|we are|we|i'?m|i am|us|as|both))\s*(?:(?:a|two|three|four|five|\d+)\s+)?$/i;

/** "Leeds (where we live)", "Rennes — we live there —", "Perth (home)": home said after the name (not "home base": on a trip, the stay). */
export const homeAfterClause =
  /^\s*[,;—–-]*\s*\(?\s*(?:where\s+(?:we|i)\s+live\b|(?:we|i)\s+live\s+there\b|(?:our\s+|my\s+)?home(?:\s+town)?\s*\))/i;

/** "Trip for 2 (Oslo) -> Crete", "me and my brother (Manila)": the party, then home in brackets. */
export const partyThenBracket =
  /(?:\bfor\s+(?:\d+|two|three|four|five|six)|\b(?:me|i)\s*(?:and|&|\+)\s*(?:my\s+)?\w+|\bwe|\bus|\b(?:family|couple)(?:\s+of\s+\w+)?)\s*\(\s*$/i;

/**
 * Not where the travellers leave from: "fly home from Osaka" (where the trip ends), "people from Osaka told us", "a colleague from Milan says",
 * "my partner is from Rio": someone else's home, not the travellers'.
 */
export const othersFrom =
  /(?:\b(?:my|his|her|their|whose|some)\s+(?:[\w'’]+\s+){0,2}?(?:friends?|sister|brother|mum|mom|dad|parents?|cousins?|colleagues?|co-?workers?|neighbou?rs?|partner|wife|husband|boss|relatives|in-laws|son|daughter|aunt|uncle|grandparents?|ancestors|family|mates?)\s+(?:(?:is|are|was|were|came|come|comes|coming|flying|fly|flies)\s+)?(?:originally\s+)?from|\b(?:a|an)\s+(?:[\w'’]+\s+)?(?:friend|colleague|co-?worker|neighbou?r|cousin|guy|girl)\s+(?:(?:is|was|came|comes|coming|flying)\s+)?from|\b(?:people|someone|somebody|locals)\s+from|\b(?:originally|born|grew up|raised)\b[^.!?]{0,12}\b(?:from|in)|\b(?:don'?t|do not|no longer|used to|never)\s+live(?:d)?\s+in|\b(?:fly|flying|head|heading|come|coming|go|going|get|getting)\s+(?:home|back)\s+from|\breturn(?:ing)?\s+(?:home\s+)?from|\b(?:hire|hiring|rent|renting|pick(?:ing)?\s+up|collect(?:ing)?|get(?:ting)?)\s+(?:a|an|the|our|my)\s+(?:hire\s+|rental\s+|rented\s+)?(?:car|van|campervan|camper|motorhome|4x4|rv|suv|jeep)\s+from)\s+(?:the\s+)?$/i;
/** "me and my mates from Leeds", "with our friends from Boston": the writer's own company, so their home. */
// ("myself and my partner from Dublin", "me n my husband from Lima", "me & the wife from Leeds".)
// ("for me, my wife and my parents from Birmingham": the company listed after the writer; "we are
// 3 people from Shanghai", "Hanoi from 3 Feb, 2 people from Seoul": the party counted, not others.)
export const ownCompany =
  /\b(?:(?:me|i|we|us|myself)\s*(?:and|&|\+|n|'n'|an')|with)\s+(?:my|our|the)\s+(?:[\w'’]+\s+){0,2}?\w+\s+from\s+(?:the\s+)?$|\b(?:me|myself|us)\s*,\s*(?:(?:my|our|the)\s+[\w'’]+(?:\s+[\w'’]+)?\s*,\s*)*(?:my|our|the)\s+[\w'’]+(?:\s+[\w'’]+)?\s*,?\s*(?:and|&|\+)\s+(?:my|our|the)\s+(?:[\w'’]+\s+){0,2}?\w+\s+from\s+(?:the\s+)?$|(?:(?:^|[,.;:!?(]\s*)(?=\d|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)|\b(?:we(?:'re|\s+are|\s+r)?|us|just)\s+)(?:(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+)?(?:people|persons|ppl|pax|adults|of\s+us)\s+from\s+(?:the\s+)?$/i;

/** "a Calgary family of four", "we're a Cork couple": the travellers named by their town. */
export const homeGroupAfter =
  /^\s*(?:family|fam|couple|duo|pair|trio|group|party|friends)\b(?!\s*'s)(?!\s+(?:trip|holiday|vacation|getaway|break|tour|visit|friendly|reunion|weekend)\b)/i;
export const homeGroupBefore = /\b(?:we'?re|we are|i'?m|i am|as|a|an|two|three|four|five|\d+)\s+$/i;

/** "From: Auckland", "Departure airport - YVR", "Home city: Quito": a form's field for home. */
// (Forms in Spanish, Portuguese, French, Italian and German too: "Desde: Buenos Aires", "Départ : Lyon".)
// Also another language's "we leave from", said in a sentence: "salimos desde Asunción", "vamos
// desde Santiago", "je pars de Bruxelles", "on part d'Abidjan", "partiamo da Milano".
export const homeLabel =
  /\b(?:from|departing|departure(?:\s+(?:city|airport|point))?|leaving|origin|home(?:\s+(?:city|town|base|airport))?|flying\s+(?:from|out\s+of)|based|start(?:ing)?(?:\s+(?:point|from))?|desde|origen|salida|partida|saindo\s+de|d[ée]part|partenza|abflug|abreise|abfahrt)\s*[:=-]\s*$|(?:\b(?:salimos|salgo|saliendo|partimos|parto|partiendo|vamos|viajamos|viajo|volamos|vuelo)\s+)?\bdesde\s+$|\b(?:je\s+pars|on\s+part|nous\s+partons|partons|partant|en\s+partant)\s+d(?:e\s+|['’]\s*)$|\b(?:partiamo|parto|partendo|partenza)\s+da\s+$/i;

/** "our local airport is Bristol", "nearest airport would be INV": the airport they fly from. */
export const homeAirport =
  /\b(?:our|my)\s+(?:local|nearest|closest|home|usual)(?:\s+airports?)?\s*(?:is|would be|=|:|-)\s*(?:probably\s+)?$|\b(?:local|home|usual)\s+airports?\s*(?:is|=|:|-)\s*$/i;

/** "we live outside Boston", "I'm just outside Lyon", "based near Leeds": home is near the town. */
// ("home's a little town outside Cebu", "home is a village near Kendal", "we live in a suburb of Lyon".)
export const homeNear =
  /\b(?:(?:(?:i|we)\s+live|living|(?:i'?m|i am|we'?re|we are)(?:\s+based)?|based)(?:\s+in\s+an?\s+(?:(?:little|small|tiny)\s+)?(?:town|village|suburb|place))?|home(?:'s|\s+is)\s+(?:in\s+)?an?\s+(?:(?:little|small|tiny)\s+)?(?:town|village|suburb|place))\s+(?:just\s+)?(?:outside(?:\s+of)?|near|close to|by|of)\s+$/i;

/**
 * "the 2 of us in Toronto", "family of 4 in Leeds", "me and my wife in Perth": the travellers and
 * where they are. Only a hint: the town is home when the trip goes somewhere far from it (mentions'
 * settle decides, as for "based in"), else it is where they stay ("a couple in Rome for 4 nights").
 */
export const partyIn =
  /\b(?:(?:my|our)\s+\w+\s+(?:and|&)\s+(?:i|me)|of us|us two|we two|couple|family(?:\s+of\s+(?:\d+|two|three|four|five|six|seven|eight))?|(?:me|i|myself)\s*(?:and|&|\+)\s*(?:my\s+)?\w+|my\s+(?:wife|husband|partner|family))\s+(?:in|here in|living in|over in|up in|down in)\s+$/i;

/** A letter's signature at its end: "— Sam & Jo, Halifax", "Thanks, Priya (Pune)", "Cheers, Tom in Leeds". */
export function signedFrom(text: string, start: number, end: number, places: { start: number }[]): boolean {
  if (!/^[\s).!]*$/.test(text.slice(end))) return false;
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  const line = text.slice(lineStart, start);
  // A signature is set apart: a dash or a closing word before the names, or a line of its own
  // after the letter; and no place is named on it before ("Hue, Hoi An" is a list of stops).
  const closing = new RegExp(`^\\s*(?:[-—–~]+|(?:${closingWords.source})\\b)[\\s,!]*`, "i").exec(line);
  if (!closing && lineStart === 0) return false;
  if (places.some((p) => p.start >= lineStart && p.start < start)) return false;
  // The names, then the place: "Mei & Tom, Brisbane", "Priya (Pune)", "Tom in Leeds" (never the
  // closing word itself: "Thanks, Victoria" is thanks, from nobody named).
  const names = line.slice(closing?.[0].length ?? 0);
  if (new RegExp(`^(?:${closingWords.source})\\b`, "i").test(names)) return false;
  return /^(?:\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*)?(?:\s*(?:&|and|\+)\s*\p{Lu}[\p{L}'’.-]*)?)\s*(?:,|\(|\s+in|\s+from|\s+[-—–])\s*$/u.test(
    names,
  );
}
/** A letter's closing words ("Thanks,", "Cheers", "Kind regards"): one list for signatures and sign-offs. */
export const closingWords =
  /thanks|thank you|cheers|best(?: wishes| regards)?|regards|kind regards|warm(?:est)? regards|warmly|sincerely|yours(?: truly| sincerely)?|all the best|many thanks|with thanks|ta|love|xx*/;

/**
 * An answer without the thanks it opens with: "Thanks, Lisbon" to "which city?" names the city
 * (thanks for the question, no letter signed by a Lisbon).
 */
export function withoutThanksFirst(text: string): string {
  const thanks = new RegExp(`^\\s*(?:${closingWords.source})\\b[\\s,!.:—–-]*(?=\\S)`, "i").exec(text);
  if (!thanks) return text;
  const rest = text.slice(thanks[0].length);
  // (Not words of the thanks itself: "cheers mate", "thanks so much"; a name in capitals stays one.)
  const first = normalize(rest.split(/[\s,.!]+/)[0] ?? "");
  if (!/^\p{Lu}/u.test(rest) && (isEnglishWord(first) || isCommonWord(first))) return text;
  return rest;
}

/** A line of closing words alone, or nearly ("Thanks,", "Kind regards -"): what a letter's signature sits under. */
const closingLine = new RegExp(`^\\s*(?:${closingWords.source})\\b[^\\n]{0,12}$`, "i");
/** A line of one to three names and nothing else: "Marta", "Peter Lindqvist". */
const namesLine = /^\s*\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,2}[\s.!]*$/u;

/**
 * How many lines below the nearest line of closing words the line starting at `lineStart` sits
 * (1: right under it), looking up at most `reach` lines; undefined when there is none. The one
 * reading of "closing words, then the names and places that sign" every signature check shares.
 */
export function linesBelowClosing(text: string, lineStart: number, reach: number): number | undefined {
  const above = text.slice(0, Math.max(0, lineStart - 1)).split("\n");
  for (let d = 1; d <= reach && d <= above.length; d++) if (closingLine.test(above[above.length - d] ?? "")) return d;
  return undefined;
}

/** Whether the line starting at `lineStart` is a line of names right under closing words ("Thanks,\nMarta"). */
function signingNames(text: string, lineStart: number): boolean {
  const lineEnd = text.indexOf("\n", lineStart);
  return (
    namesLine.test(text.slice(lineStart, lineEnd < 0 ? undefined : lineEnd)) &&
    linesBelowClosing(text, lineStart, 1) === 1
  );
}

/**
 * A letter signed over several lines: "Kind regards,\nPeter Lindqvist\nStockholm, Sweden",
 * "Thanks,\nMarta\nPeople Ops, Berlin". The place is on one of the lines after the closing
 * words, at the end of the message (a country or state may follow it), after nothing or a name.
 */
export function signedBelow(text: string, start: number, end: number): boolean {
  if (!/^\s*(?:,\s*[\p{L} .'’-]{2,30})?[\s.!]*$/u.test(text.slice(end))) return false;
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  const below = linesBelowClosing(text, lineStart, 3);
  if (below === undefined) return false;
  // (Not closing words that open the message: "Thanks!\nLisbon" answers the last question.)
  if (text.slice(0, lineStart).split("\n").length - 1 - below === 0) return false;
  // On its line, the place comes first or after a name or a role and a comma.
  return /^\s*(?:[\p{L}'’. -]{2,40},\s*)?$/u.test(text.slice(lineStart, start));
}

/**
 * The message with the names that sign it blanked out (the same length, so positions hold):
 * "Cheers,\nGeorgia" or "Thanks, Jordan" at the end is a person, not the country every reader
 * would otherwise see.
 */
export function withoutSignatureNames(text: string): string {
  const out = text.replace(/^[^\n]*$/gm, (line: string, at: number) =>
    at > 0 && signingNames(text, at) ? " ".repeat(line.length) : line,
  );
  // ("..., thanks, Jordan!": the name after closing words on the last line.)
  return out.replace(
    // (Not the closing words opening a short answer: "thanks! Lisbon" names the trip.)
    new RegExp(`([.!?,]\\s*(?:${closingWords.source})[,!]?\\s+)(\\p{Lu}[\\p{L}'’-]*)([\\s.!]*)$`, "iu"),
    (_, lead: string, name: string, tail: string) => `${lead}${" ".repeat(name.length)}${tail}`,
  );
}

/** "Thanks,\nMarta\nPeople Ops, Berlin": a line of names right under the closing words is who signs. */
export function signatureName(text: string, start: number): boolean {
  return signingNames(text, text.lastIndexOf("\n", start - 1) + 1);
}

/**
 * "Toronto-Lisbon", "YYZ-LIS-OPO-YYZ", "Denver-based": a hyphen between a town and another town
 * (a route) or a word about it reads as ">" or a space; names that have a hyphen of their own
 * ("Aix-en-Provence", "Stratford-upon-Avon") stay whole. The text keeps its length, so the places'
 * positions hold.
 */
export function splitHyphened(text: string): string {
  return text.replace(/[\p{L}][\p{L}'’]*(?:-[\p{L}][\p{L}'’]*)+/gu, (word) => {
    const whole = geocode(word);
    if (whole && (whole.matched_by === "name" || whole.matched_by === "alias" || whole.matched_by === "airport"))
      return word;
    const parts = word.split("-");
    const towns = parts.map((p) => {
      if (p.length < 3 || isCommonWord(normalize(p))) return false;
      const g = geocode(p);
      return (
        !!g &&
        g.matched_by !== "fuzzy" &&
        g.matched_by !== "country" &&
        (g.population >= 20_000 || g.matched_by === "airport")
      );
    });
    // A route: every part a town ("Toronto-Lisbon", "SYD-MEL-SYD").
    if (parts.length >= 2 && towns.every(Boolean) && parts.every((p) => /^\p{Lu}/u.test(p))) return parts.join(">");
    // A town and a word about it: "Denver-based", "Paris-bound" (not "Nice-looking").
    if (towns[0] && parts.length === 2 && /^(?:based|bound|born|bred|raised)$/.test(parts[1] ?? ""))
      return parts.join(" ");
    // ("HK-based", "Hong Kong-based", "Salt-Lake-based": the name is read with its word after it;
    // "Nice-based" too, since "based" leaves no other reading.)
    if (parts.length >= 2 && /^(?:based|born|bred|raised)$/i.test(parts[parts.length - 1] ?? ""))
      return parts.join(" ");
    return word;
  });
}

type Placed = { place: PlaceRef; typed: string; start: number; end: number; role: string };

/**
 * The home of a route written as a chain ("NBO → Zanzibar (5n) → Arusha (2n) → NBO", "Colombo ->
 * Kandy -> Ella, 2 nights Kandy, 3 nights Ella"): the end the chain leaves from and comes back to,
 * when it is far from the rest (a round trip, not "Delhi → Agra → Jaipur → Delhi"); or its first
 * place, when every other place of the chain has its length said and that one has none.
 * Returns the index in `found` of the home, and of a return leg to drop.
 */
export function chainHome(
  found: Placed[],
  text: string,
  sized: (m: Placed) => boolean,
  totalSaid: boolean,
  /** What may stand between two places of a chain: an arrow or a dash, perhaps after a length. */
  gap: RegExp,
): { home: number; drop?: number } | undefined {
  const first = found[0];
  if (first?.role !== "stop" || found.some((m) => m.role === "origin")) return undefined;
  // The chain: places joined one to the next by arrows or dashes only.
  let k = 0;
  while (k + 1 < found.length && gap.test(text.slice((found[k] as Placed).end, (found[k + 1] as Placed).start))) k++;
  if (k < 1) return undefined;
  const chain = found.slice(0, k + 1);
  const same = (a: Placed, b: Placed) => normalize(a.place.name) === normalize(b.place.name);
  const everySized = (ms: Placed[]) => ms.every((m) => found.some((o) => same(o, m) && sized(o)));
  const last = chain[chain.length - 1] as Placed;
  const middle = chain.slice(1, -1);
  if (chain.length >= 3 && same(first, last) && middle.length && !found.some((o) => same(o, first) && sized(o))) {
    const code = /^[A-Z]{3}$/.test(first.typed);
    const far = middle.every((m) => distanceKm(m.place, first.place) > 1500);
    // ("London -> Amsterdam (3n) -> Bruges (2n) -> London": every stop between with its nights,
    // the unsized end left from and come back to is home, however near.)
    if (code || far || everySized(middle)) return { home: 0, drop: k };
  }
  const rest = chain.slice(1);
  // "Helsinki→Tallinn ferry, 2 nights", "Tel Aviv → Athens, 4 nights", "Seattle → Vancouver 2n,
  // then Victoria 2n", "Denver→Aspen 1/15-1/19": two places arrowed, the first with no length and
  // every other stop of the trip given one (or the one stop left a length or dates said of the
  // trip), is a journey from home. ("vancouver → whistler, ski trip in feb": no length, both stops;
  // "bkk 3n -> chiang mai 4n": the first has its own.)
  if (chain.length === 2 && !found.some((o) => same(o, first) && sized(o)) && !eachSaid.test(text)) {
    const second = chain[1] as Placed;
    const sizedSomewhere = (m: Placed) => found.some((o) => same(o, m) && sized(o));
    // (The stops after the second have their lengths; the second has its own, or the one left.)
    const after = found.filter((o) => o.role === "stop" && !same(o, first) && !same(o, second));
    // A length alone does not decide it ("Rome -> Florence 3 nights", "Paris -> Rome, 8 nights",
    // "Lima > Cusco, 5 nights in June" are routes). What does: the way said right after the pair
    // ("Helsinki→Tallinn ferry"), the second stop's length said again by its name
    // ("Melbourne-Sydney, 4 nights Sydney"), later stops with their lengths where the first has
    // none ("Portland → Seattle 2n, then Vancouver 3n"), or the day of leaving said
    // ("Brisbane-Cairns 5 nights, 12 March", "Denver→Aspen 1/15-1/19").
    const wayAfter =
      /^[\s,]*(?:by\s+)?(?:ferry|ferries|boat|train|rail|drive|driving|road\s*trip|bus|coach|flight|fly|flying)\b/i.test(
        text.slice(second.end),
      );
    const namedAgain = found.filter((o) => same(o, second)).length > 1 && sizedSomewhere(second);
    const laterSized = after.length > 0 && sizedSomewhere(second);
    const dayGiven = dateRange.test(text) || dayOfMonth.test(text);
    if (
      !same(first, second) &&
      after.every(sizedSomewhere) &&
      (sizedSomewhere(second) || totalSaid || (!after.length && dateRange.test(text))) &&
      (wayAfter || namedAgain || laterSized || dayGiven) &&
      /^\s*(?:→|->|–>|>|—|–|-)\s*$/.test(text.slice(first.end, second.start)) &&
      !/(?:→|->|–>|>)\s*$/.test(text.slice(0, first.start))
    )
      return { home: 0 };
  }
  // (Far from the next, or an airport's code: "Rome → Florence (3n) → Venice (2n)" starts in Rome.)
  // ("Colombo → Kandy → Ella, 2 nights Kandy 3 nights Ella": near, but every other stop has its
  // nights and it has none.)
  const away =
    /^[A-Z]{3}$/.test(first.typed) || rest.every((m) => distanceKm(m.place, first.place) > 300) || rest.length >= 2;
  if (
    away &&
    rest.length >= 2 &&
    !totalSaid &&
    !found.some((o) => same(o, first) && sized(o)) &&
    everySized(rest) &&
    !rest.some((m) => same(m, first))
  )
    return { home: 0 };
  return undefined;
}

/** A day of a month: "12 March", "4th May", "Jun 3", "March 12th". */
const dayOfMonth =
  /\b\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?\b/i;
/** A length said of every stop: "3n each", "2 nights apiece", "per city". */
const eachSaid = /\b(?:each|apiece|per\s+(?:city|stop|place|town))\b/i;
/** Dates said as a range: "1/15-1/19", "Mar 13-20", "5th-7th Feb", "12 to 16 May". */
const dateRange =
  /\b\d{1,2}[/.]\d{1,2}\s*(?:-|–|to)\s*\d{1,2}[/.]\d{1,2}\b|\b\d{1,2}(?:st|nd|rd|th)?\s*(?:-|–|to|till|until)\s*\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?\s*(?:-|–|to|till|until)\s*\d{1,2}\b/i;

// What the people of a big city call themselves ("two Glaswegians", "Sydneysiders after sun"):
// the city they live in. Only names no other word or place shares.
const demonyms: Record<string, string> = {
  londoner: "London",
  "new yorker": "New York City",
  parisian: "Paris",
  berliner: "Berlin",
  sydneysider: "Sydney",
  melburnian: "Melbourne",
  melbournian: "Melbourne",
  brisbanite: "Brisbane",
  adelaidean: "Adelaide",
  aucklander: "Auckland",
  wellingtonian: "Wellington",
  torontonian: "Toronto",
  montrealer: "Montreal",
  vancouverite: "Vancouver",
  calgarian: "Calgary",
  chicagoan: "Chicago",
  bostonian: "Boston",
  angeleno: "Los Angeles",
  "san franciscan": "San Francisco",
  seattleite: "Seattle",
  denverite: "Denver",
  houstonian: "Houston",
  dallasite: "Dallas",
  austinite: "Austin",
  atlantan: "Atlanta",
  philadelphian: "Philadelphia",
  capetonian: "Cape Town",
  joburger: "Johannesburg",
  durbanite: "Durban",
  nairobian: "Nairobi",
  lagosian: "Lagos",
  dubliner: "Dublin",
  glaswegian: "Glasgow",
  edinburgher: "Edinburgh",
  mancunian: "Manchester",
  liverpudlian: "Liverpool",
  scouser: "Liverpool",
  brummie: "Birmingham",
  geordie: "Newcastle upon Tyne",
  bristolian: "Bristol",
  corkonian: "Cork",
  madrileno: "Madrid",
  muscovite: "Moscow",
  mumbaikar: "Mumbai",
  bangalorean: "Bengaluru",
  hongkonger: "Hong Kong",
  tokyoite: "Tokyo",
  seoulite: "Seoul",
  bangkokian: "Bangkok",
  jakartan: "Jakarta",
  // (Latin America's own words for its cities' people: "porteños here", "somos cariocas".)
  porteno: "Buenos Aires",
  carioca: "Rio de Janeiro",
  paulistano: "Sao Paulo",
  chilango: "Mexico City",
  tapatio: "Guadalajara",
  regiomontano: "Monterrey",
  limeno: "Lima",
  bogotano: "Bogota",
  caraqueno: "Caracas",
  quiteno: "Quito",
  santiaguino: "Santiago",
  montevideano: "Montevideo",
};

const notPeople =
  /^\s+(?!(?:here|living|based|wanting|after|looking|heading|who|and|going|planning|visiting|keen|hoping|thinking|in|abroad|now)\b)(?:\p{Lu}|\p{Ll}+)/u;
/**
 * Whether a people's name at `start` is said of the travellers: "we're Londoners", "two
 * Glaswegians after...", "Londoner here" (not "proper Parisian bistros", "the Berliner Dom",
 * "The Londoner" hotel).
 */
export function peopleSaid(text: string, start: number, end: number, plural: boolean): boolean {
  const lead = text.slice(Math.max(0, start - 30), start);
  const after = text.slice(end, end + 20);
  if (/\b(?:the|proper|real|authentic|traditional|best|some|typical|classic)\s+$/i.test(lead)) return false;
  if (notPeople.test(after)) return false;
  return plural || /\b(?:we'?re|we are|i'?m|i am|as a|a|an|fellow|us)\s+$/i.test(lead) || /^\s+here\b/i.test(after);
}

/** The city a word names its people by ("Glaswegians" -> Glasgow), if it is one of these. */
export function demonymCity(words: string): string | undefined {
  const key = normalize(words).replace(/s$/, "");
  return demonyms[key];
}

/**
 * A place of someone else's life, not the trip: "my sister lives in Madrid", "our son is studying
 * in Leeds", "his cousin works in Dubai" (said before the travellers' own plans: "...but this time
 * York 2 nights"). mentions.ts sets it aside unless it has a length of its own or nothing else is
 * a stop ("my sister lives in Madrid, want to visit her" is a trip there).
 */
export const othersLiveIn =
  /\b(?:my|our|his|her|their)\s+(?:[\w'’]+\s+){0,2}?(?:friends?|sister|brother|mum|mom|mother|dad|father|parents|cousins?|colleagues?|neighbou?rs?|boss|relatives|in-laws|son|daughter|kids|aunt|uncle|grandparents|grandma|grandmother|grandpa|grandfather|family|mates?|best friend|bff|ex)\s+(?:(?:now|still|currently|actually)\s+)?(?:lives?|living|is\s+living|works?|working|is\s+working|stud(?:y|ies)|is\s+studying|is\s+based|are\s+based|has\s+moved|moved|just\s+moved|grew\s+up)\s+(?:(?:in|to|near|outside(?:\s+of)?)\s+)(?:the\s+)?$/i;

/**
 * A place of a past trip: "we loved Rome last year", "I've already been to Paris", "we did Lisbon
 * last time". The verb says it was (not "never been to Rome", which wants it); "we were in Rome"
 * only with a past time after it ("we were in Rome in 2019"), since "we were in Rome 3 nights" is
 * a trip being planned (a length after the name keeps it a stop either way, in mentions.ts).
 */
export const pastVisitBefore =
  /\b(?:we|i)(?:'ve|\s+have|'d|\s+had)?\s+(?:already\s+|just\s+|really\s+|absolutely\s+)?(?:loved|adored|visited|went\s+to|been\s+to|enjoyed|did)\s+(?:the\s+)?$/i;
export const pastTimeAfter =
  /^\s*(?:,\s*)?(?:(?:so\s+much\s+|a\s+lot\s+)?(?:last\s+(?:year|summer|winter|spring|autumn|fall|time|month|christmas|easter)|before|already|(?:a\s+(?:few|couple\s+of)\s+|two\s+|three\s+|\d+\s+)?years?\s+ago|in\s+(?:19|20)\d\d\b|on\s+our\s+honeymoon|back\s+in)\b)/i;
export const pastStayBefore = /\b(?:we\s+were|i\s+was)\s+(?:in|at)\s+$/i;

/** A place named only to compare with the one chosen: "Porto is nicer than Lisbon", "Split rather than Zagreb". */
export const comparedWith =
  /\b(?:rather|(?!longer\b|shorter\b|fewer\b|later\b|earlier\b)\p{L}{2,}er|more\s+\p{L}+|less\s+\p{L}+)\s+than\s+$/iu;

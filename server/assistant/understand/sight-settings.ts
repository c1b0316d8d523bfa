import { geocode } from "../../travel/geo/gazetteer";
import { findRegion } from "../../travel/geo/regions";
import { otherFacts } from "./trip-sight-names";

// Where a sight is said, not what: the place a thing is seen at ("leopards in Yala", "puffins on
// Mykines", "the beach on Nosy Be"). Guides and the catalogue know the place, not the traveller's
// sentence, so the place is the must-see too. (Names in brackets: sight-asides.ts.)

const NAME = "\\p{Lu}[\\p{L}'’-]+(?:\\s+(?:(?:de|del|la|le|of|the)\\s+)?\\p{Lu}[\\p{L}'’-]+){0,3}";

// Things that are where they are said to be, not the reason to go: "3 nights in Tataouine",
// "hotels in Hanoi", "friends on Crete".
const notSeen =
  /^(?:nights?|days?|weeks?|months?|years?|hotels?|hostels?|resorts?|villas?|apartments?|airbnbs?|restaurants?|cafes?|bars?|pubs?|clubs?|shops?|friends?|family|families|parents|relatives|cousins|kids|children|flights?|trains?|buses|ferries|rooms?|stays?|places?|things|tips|ideas|options|prices|spots?|lots|loads|plans|others|times|stops?|bits?|parts?|ones|weekends?|holidays|vacations|beds)$/i;

/** A name on the map that is no sizeable town (a park, an island, a village known for one thing). */
export function placeToSee(name: string): boolean {
  if (otherFacts.test(name) || /^\p{Lu}{2,5}$/u.test(name)) return false;
  const area = findRegion(name);
  if (area && area.kind !== "area") return false;
  const g = geocode(name);
  return g?.matched_by !== "name" || g.population < 20_000;
}

/** "leopards in Yala", "puffins on Mykines", "a beach on Nosy Be": the place each is seen at. */
export function sightSettings(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(
    new RegExp(`\\b([a-z]{3,}s|beach|reef|sets)\\s+(?:in|on|at)\\s+(?:the\\s+)?(${NAME})(?![\\p{L}'’-])`, "gu"),
  )) {
    const [, thing = "", place = ""] = m;
    if (notSeen.test(thing) || !/s$|^beach$|^reef$/.test(thing)) continue;
    if (placeToSee(place)) out.push(place);
  }
  return out;
}

/**
 * A thing said with the place it is at, written the way guides and tours name it, the place
 * first: "sunset cruise on the Zambezi" is the Zambezi sunset cruise, "puffins on Mykines" the
 * Mykines puffins. Only a thing in everyday words (no name of its own) before a name in capitals;
 * a thing of more than three words, or a name that is its own must-see ("Louvre (Mona Lisa!)"), stays.
 */
export function placeFirst(wish: string): string {
  const m = new RegExp(
    `^((?:[a-z][a-z'’-]*\\s+){0,2}[a-z][a-z'’-]*)\\s+(?:on|at|in|over|along|down)\\s+(?:the\\s+)?(${NAME})$`,
    "u",
  ).exec(wish.trim());
  if (!m?.[1] || !m[2]) return wish;
  const [, thing, place] = m;
  // ("a day in Siena", "hotels in Hanoi", "3 nights in Tataouine": no thing seen there.)
  const last = thing.split(/\s+/).pop() ?? "";
  if (
    notSeen.test(last) ||
    otherFacts.test(thing) ||
    /^(?:a|an|the|one|day|time|stay|staying|based|living|born|rest|remainder|remaining|balance|last|first|end|start|half|week|weekend|then|and|or|but|also|plus|later)$/i.test(
      thing.split(/\s+/)[0] ?? "",
    )
  )
    return wish;
  return `${place} ${thing}`;
}

import { distanceKm } from "../../travel/geo/distance";
import { baseSpot, findExcursions } from "../../travel/places/excursions";
import { sizedAt } from "../understand";
import { catalogueCitiesNear } from "./city-sights";
import { everydayWishes } from "./everyday-wishes";
import type { Mention } from "./mentions";
import { doneAtPlace, findName, nameWords, wordsOf } from "./said-words";

// A place the reader found among the stops that the traveller named as something to see from
// another stop, not as somewhere to sleep: "Tokyo 4 nights, sakura" (the blossom, not Sakura in
// Chiba), "Queenstown 5 nights, milford sound + bungee" (a day out from Queenstown), "Lisbon 4
// nights, belem tower" (a sight of Lisbon), "Colombo 3 nights, whale watching in Mirissa". Only a
// stop with no length of its own, beside another that has one, can be so named.

/** Within this of a stay with nights, an area named as "the X" is a day out. */
const DAY_OUT_KM = 150;

/** Within this a stop is a sight's base, or the city a catalogue sight is filed under. */
const NEAR_KM = 30;

/** Whether the stop `m` is named as a sight or a thing to do from the trip's other stops. */
export function namedAsSight(message: string, m: Mention, stops: Mention[]): boolean {
  // A stop with nights of its own ("Milford Sound 1 night") is one, however named; so is the
  // only one, or one among others none of which has a length.
  // A day out said as one, after a stay with nights: "Nice 5 nights with a day in Èze", "a day in
  // Monaco and one in Èze", "day trips to Byblos and Baalbek" ("a day" is no night there).
  if (
    dayOut(message.slice(Math.max(0, m.start - 80), m.start)) &&
    stops.some((o) => o !== m && o.start < m.start && o.place.name !== m.place.name && sizedAt(message, o.start, o.end))
  )
    return true;
  if (sizedAt(message, m.start, m.end)) return false;
  // A stop on a route ("Bergen → Flåm → Oslo", "Oslo then Flåm") is somewhere to sleep.
  const before = message.slice(Math.max(0, m.start - 8), m.start);
  const after = message.slice(m.end, m.end + 8);
  if (/(?:→|->|>|\bthen|\bto)\s*$/i.test(before) || /^\s*(?:→|->|>|then\b|to\b)/i.test(after)) return false;
  const others = stops.filter((o) => o !== m && o.place.name !== m.place.name);
  // The stay with a length comes first ("Tokyo 4 nights, sakura"); in "Kyoto + Nara + Osaka, 6
  // days" the length after the list is the whole trip's, and Nara a stop of it.
  if (!others.some((o) => o.start < m.start && sizedAt(message, o.start, o.end))) return false;
  // "Cairns 5 nights, the reef and the Daintree": an area called "the X" (not a town whose name
  // begins so, The Hague), a day's reach from a stay with nights before it, is a day out from there.
  if (
    /\bthe\s+$/i.test(message.slice(Math.max(0, m.start - 5), m.start)) &&
    !/^the\s/i.test(m.place.name) &&
    others.some(
      (o) => o.start < m.start && sizedAt(message, o.start, o.end) && distanceKm(o.place, m.place) <= DAY_OUT_KM,
    )
  )
    return true;
  // A thing people go for, in the words they write it in ("sakura", "songkran").
  const typed = m.typed.trim();
  for (const w of everydayWishes) {
    if ((w.where && !w.where.test(message)) || w.not?.test(message)) continue;
    if (new RegExp(`^(?:${w.said.source})$`, w.said.flags.replace("g", "")).test(typed)) return true;
  }
  // Something done there ("whale watching in Mirissa").
  if (doneAtPlace(message, m.start)) return true;
  // A far sight seen from another stop, its base.
  for (const e of findExcursions(typed))
    if (
      e.category !== "neighbourhood" &&
      e.bases.some((b) => {
        const spot = baseSpot(b);
        return !!spot && others.some((o) => distanceKm(o.place, spot) <= NEAR_KM);
      })
    )
      return true;
  // A sight of another stop's city whose name the stop's words are part of ("belem tower": both
  // "belem" and "tower").
  const words = wordsOf(message);
  const at = words.findIndex((w) => w.start >= m.start);
  if (at < 0) return false;
  // "Seville 4 nights. Alcázar and a flamenco show": one word of a sight's name ("Real Alcázar"),
  // read only as the start of a far town's longer name (Alcázar de San Juan), is that sight.
  const own = nameWords(typed);
  const partOfLonger =
    own.length === 1 &&
    (own[0]?.length ?? 0) >= 5 &&
    !genericSightWord.test(own[0] ?? "") &&
    nameWords(m.place.name).length > 1 &&
    others.every((o) => distanceKm(o.place, m.place) > NEAR_KM);
  for (const c of catalogueCitiesNear(
    others.map((o) => o.place),
    NEAR_KM,
  )) {
    for (const p of c.places) {
      const key = nameWords(p.name.replace(/^the\s+/i, ""));
      if (key.length < 2) continue;
      if (partOfLonger && key.includes(own[0] ?? "")) return true;
      for (let from = Math.max(0, at - key.length + 1); from <= at; from++) {
        const found = findName(words.slice(from, from + key.length), key)[0];
        if (found && found.start <= m.start && found.end >= m.end) return true;
      }
    }
  }
  return false;
}

/** Words many sights' names share, saying nothing of which sight is meant. */
const genericSightWord =
  /^(?:palace|museum|cathedral|church|castle|tower|park|garden|gardens|market|square|bridge|temple|beach|royal|national|old|grand|great|saint|santa|san|santo|fort|gate|street|house|hall|centre|center)$/;

/** Whether the words before a place make it a day out from the stay: "a day in", "day trips to X and". */
function dayOut(before: string): boolean {
  return (
    /\b(?:a|one|another)\s+(?:full\s+|half\s+)?day\s+(?:in|at|to)\s+$/i.test(before) ||
    /\bday\b[^.;!?]*\b(?:and|&)\s+(?:one|another)\s+(?:in|at|to)\s+$/i.test(before) ||
    /\bday[- ]?trips?\s+to\s+(?:[\p{L}'’-]+(?:\s+[\p{L}'’-]+)?\s*(?:,|\band\b|&)\s*)*$/iu.test(before)
  );
}

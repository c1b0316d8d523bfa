import { distanceKm } from "../../travel/geo/distance";
import { geocode } from "../../travel/geo/gazetteer";
import { findRegion, regionsNamedIn } from "../../travel/geo/regions";
import type { Mention } from "./mentions";
import { settleHomeNamesakes } from "./origin-namesakes";

// A trip that lies in one country names sights, islands' towns and features the gazetteer does
// not hold ("Galápagos 6 nights (Santa Cruz + Isabela)", "Dahab: Blue Hole + Canyon", "leopards in
// Yala", "Niseko, ski-in ski-out"): the gazetteer then finds a small namesake on another
// continent (the Philippines' Isabela, a Canyon in Texas). A reader sees no stop there. A place
// far away keeps its stop when the words tie it to the trip: a length of its own, a big city, or
// a join to one of the trip's stops ("Lisbon and then Banff", "Chicago + Banff").

/** A town this big, named anywhere, is meant ("Tokyo 5 nights and New York"). */
const BIG = 300_000;
/** Farther than this from every stop of the trip's country: another part of the world. */
const FAR_KM = 2_000;

// (Not a comma: "Abel Tasman, Franz Josef, Milford" lists sights along the way as readily as stops.)
const joinWords =
  /^\s*(?:\d{1,2}\s*(?:nights?|n|days?|d)\b\s*,?\s*)?(?:and|&|\+|then|→|->|>|to|or|before|after|via|\/)\s*(?:and\s+)?(?:then\s+)?$/i;

/**
 * The stops of `list` that lie far from a trip held in one country, with nothing tying them to it.
 * (Read against the same whole message, the home's namesake is settled here too, in place:
 * origin-namesakes.ts.)
 */
export function farStrays(list: Mention[], text: string, sized: (m: Mention) => boolean): Set<Mention> {
  const stops = list.filter((m) => m.role === "stop");
  const out = new Set<Mention>();
  // (Read once: the regions' scan of the whole message is the dear part of this check.)
  const regions = regionsNamedIn(text);
  settleHomeNamesakes(list, text, regions);
  if (stops.length < 2 && !regions.length) return out;
  const votes = new Map<string, number>();
  for (const s of stops) votes.set(s.place.country_code, (votes.get(s.place.country_code) ?? 0) + 1);
  for (const r of regions)
    if (r.region.country_code) votes.set(r.region.country_code, (votes.get(r.region.country_code) ?? 0) + 1);
  // The trip's country: most named; on a tie, the first stop's.
  const first = stops[0]?.place.country_code;
  let country: string | undefined;
  let best = 0;
  for (const [c, n] of votes) if (n > best || (n === best && c === first)) [country, best] = [c, n];
  if (!country) return out;
  const home = stops.filter((s) => s.place.country_code === country);
  const candidates = stops.filter((m) => {
    if (m.place.country_code === country || m.qualified || m.entry) return false;
    // "Sylhet tea gardens 2 nights", "Niseko ski trip 7 nights": words in lower case right after a
    // stop describe it, and the length is the stop's.
    const describing = m.typed === m.typed.toLowerCase() && home.some((h) => /^\s+$/.test(text.slice(h.end, m.start)));
    if (sized(m) && !describing) return false;
    // A tie of one against one leaves the first stop alone.
    if (best < 2 && m === stops[0]) return false;
    const g = geocode(m.typed);
    if ((g?.population ?? 0) >= BIG) return false;
    if (home.length && home.some((h) => distanceKm(h.place, m.place) < FAR_KM)) return false;
    return true;
  });
  for (const m of candidates) {
    // Joined to a stop that stays ("Lisbon and Banff"): meant, however far.
    const tied = home.some((h) => {
      const [a, b] = h.end <= m.start ? [h, m] : [m, h];
      return joinWords.test(text.slice(a.end, b.start));
    });
    if (!tied) out.add(m);
  }
  return out;
}

/** Closer than this to a stop with its own nights: a part of it, or a day out from it. */
const WITHIN_KM = 40;
/** A day out's reach: "Madrid 3 nights, Toledo and Segovia, then Barcelona 4" goes 70-90 km and back. */
const DAY_OUT_KM = 150;

/**
 * "Kyoto 4 nights ... Fushimi Inari and Arashiyama", "Sydney 4 nights, Opera House, Bondi to Coogee
 * walk", "Perth 4 nights, Rottnest quokkas": places named without nights of their own, a short way
 * from a stop that has them, are what to see there, not more stops. A place with nights of its
 * own ("Tokyo 4 nights, Yokohama 2 nights") stays a stop.
 */
export function nearSights(list: Mention[], text: string, sized: (m: Mention) => boolean): Set<Mention> {
  const stops = list.filter((m) => m.role === "stop");
  // (The base is the first stop, named with its nights: "Kyoto + Nara + Osaka, 6 days" is three
  // stops with the trip's length after the last.)
  // (Not an island or an area read as a stop, "Bali for 10 nights, Seminyak and Ubud": its towns are its stays.)
  const based = stops.slice(0, 1).filter((s) => sized(s) && !findRegion(s.typed));
  const out = new Set<Mention>();
  if (!based.length) return out;
  for (const m of stops) {
    if (based.includes(m) || m === stops[0] || m.qualified || m.entry || sized(m)) continue;
    // ("Denver 3 nights then Aurora": the next stop, said so.)
    if (
      /(?:\bthen|\bnext|followed by|→|->|>)\s*(?:on\s+to\s+|to\s+)?$/i.test(
        text.slice(Math.max(0, m.start - 20), m.start),
      )
    )
      continue;
    if (based.some((b) => b.place.name !== m.place.name && distanceKm(b.place, m.place) < WITHIN_KM)) out.add(m);
  }
  // "Madrid 3 nights, Toledo and Segovia, then Barcelona 4", "Hanoi 3n, Ninh Binh, Hue 2n": places
  // with no nights between two stops that have theirs, a day's reach from the one before, are days
  // out from it: every night of the trip is given elsewhere.
  for (const [k, m] of stops.entries()) {
    if (k === 0 || out.has(m) || m.qualified || m.entry || sized(m)) continue;
    const before = stops.slice(0, k).reverse().find(sized);
    const after = stops.slice(k + 1).find(sized);
    if (!before || !after || findRegion(before.typed)) continue;
    // (Not one named as the next stop: "Madrid 3 nights then Toledo, Seville 3 nights".)
    if (
      /(?:\bthen|\bnext|followed by|→|->|>)\s*(?:on\s+to\s+|to\s+)?$/i.test(
        text.slice(Math.max(0, m.start - 20), m.start),
      )
    )
      continue;
    // (Nor one with a length after a word about it: "Aguas Calientes lodge 1 night".)
    const item = text.slice(m.end, stops[k + 1]?.start ?? text.length).split(/[,;]|\bthen\b/)[0] ?? "";
    if (/\d+\s*(?:nights?|nts|n|days?|d)\b|\b(?:one|two|three|four|a)\s+(?:nights?|days?)\b/i.test(item)) continue;
    // (Every place between the two without nights: "Madrid 3 nights, Toledo 1 night" sizes it.)
    const between = stops.slice(stops.indexOf(before) + 1, stops.indexOf(after));
    if (between.some(sized)) continue;
    if (before.place.name !== m.place.name && distanceKm(before.place, m.place) < DAY_OUT_KM) out.add(m);
  }
  return out;
}

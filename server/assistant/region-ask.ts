import type { TPlaceRef } from "../../common/travel/trip-model";
import { distanceKm } from "../travel/geo/distance";
import { geocode } from "../travel/geo/gazetteer";
import { allRegions, findRegion, isNameOf, type Region, regionsNamedIn } from "../travel/geo/regions";
import { regionAdjectives } from "../travel/geo/regions-data";
import { findCityCount, sizedAt } from "./understand";

export { cityRef } from "../planner/stays";

// "2 cities in Texas", "a week in Japan", "road trip through northern Italy": a region the
// traveller wants Lotus to choose the stops in.

export function regionAsked(
  message: string,
  originName?: string,
): { region: Region; text: string; index: number; count?: number } | undefined {
  // "from Birmingham (UK)", "from Kingston, Ontario": the area after the origin says which one.
  const ofOrigin = (index: number) => {
    if (!originName) return false;
    // ("birmingham (the uk one!)": the namesake said by its country.)
    const before = plain(message.slice(Math.max(0, index - originName.length - 12), index))
      .replace(/\s+$/, "")
      .replace(/([,(])\s*the$/, "$1");
    return /[,(]$/.test(before) && before.slice(0, -1).trimEnd().endsWith(plain(originName));
  };
  // "Krabi 4 nights, day trip to Phi Phi", "capri day trip from sorrento": a place gone to for a
  // day is seen from the stay, not the trip's region.
  const dayTrip = (r: { index: number; text: string }) =>
    /\bday[- ]?trips?\s+(?:out\s+)?(?:to|around)\s+(?:the\s+)?$/i.test(
      message.slice(Math.max(0, r.index - 24), r.index),
    ) || /^\s+day[- ]?trips?\b/i.test(message.slice(r.index + r.text.length, r.index + r.text.length + 12));
  // "they live in Hong Kong and want a week in Hokkaido", "we're based in Texas, thinking Japan":
  // a region said to be where the travellers live is no candidate, so the next one named is the
  // trip's (it used to stop the reading with no region at all).
  const home = (r: { index: number }) => homeBefore.test(message.slice(Math.max(0, r.index - 14), r.index));
  const named = regionsNamedIn(message.slice(0, 1200)).filter(
    (r) => r.region.name !== originName && !ofOrigin(r.index) && !dayTrip(r) && !home(r),
  );
  // "considering vietnam", "we hope to see Chile", "two weeks road trip botswana": a region's own
  // name after words that say where to go, which the regions reader leaves to its triggers.
  if (!named.length) {
    const said = regionAfterCue(message.slice(0, 600), originName);
    if (said) named.push(said);
  }
  // "hawaii — maui", "Italy: the Amalfi Coast", "Canary Islands, a week on Tenerife", "São Miguel
  // Azores": an area named inside a state, a country or a larger area is the one meant.
  // "Machu Picchu!! 10 days in Peru", "the Gobi, 2 weeks in Mongolia": an area named first as a
  // sight, inside a larger region given the trip's length, is a part of that trip; the larger
  // region is the one to plan ("Canary Islands, a week on Tenerife" is still Tenerife below).
  const sizedHere = (r: { index: number; text: string }) => sizedAt(message, r.index, r.index + r.text.length);
  // (Not the larger one only saying where the first is: "Terceira, Azores, 4 nights", "golden
  // triangle in india, 7 days".)
  const opening = named[0];
  const outer = opening
    ? named.find(
        (r, i) =>
          i > 0 &&
          sizedHere(r) &&
          !sizedHere(opening) &&
          within(opening.region, r.region) &&
          !/^[\s,(–-]*(?:in\s+)?(?:the\s+)?$/i.test(message.slice(opening.index + opening.text.length, r.index)),
      )
    : undefined;
  if (outer) named.splice(0, named.indexOf(outer));
  const head = named[0];
  // (Parts of an area listed, "the Azores, Terceira and Faial", leave the whole area; so does one
  // part joined to the area itself, "round the Highlands and Skye", "Sicily & the Aeolians".)
  const listed = (r: { index: number; text: string }) =>
    head?.region.kind === "area" &&
    (/^\s*(?:and|&|\+|or)\s/i.test(message.slice(r.index + r.text.length, r.index + r.text.length + 6)) ||
      /^\s*(?:and|&|\+|plus)\s+(?:the\s+)?$/i.test(message.slice(head.index + head.text.length, r.index)));
  // ("we want to do Peru, machu picchu for sure", "Iceland, the Golden Circle a must": a part said to
  // be a must is a sight of the trip, the larger region the trip.)
  const must = (r: { index: number; text: string }) =>
    /^\s*(?:is\s+)?(?:for sure|for certain|definitely|a must|an? must[- ]see|must[- ]see|must[- ]do|of course|obviously)\b/i.test(
      message.slice(r.index + r.text.length, r.index + r.text.length + 24),
    );
  const parts = head ? named.filter((r) => r !== head && within(r.region, head.region) && !listed(r) && !must(r)) : [];
  // ("Azores 8 days, São Miguel": an archipelago given the trip's length, an island of it not,
  // is the archipelago, the island a part to see.)
  const sized = (r: { index: number; text: string }) => sizedAt(message, r.index, r.index + r.text.length);
  // ("Morocco 10 days, Sahara included", "Japan 2 weeks incl. Hokkaido", "Peru 12 days with the
  // Sacred Valley": a country or state given the length before a part of it with none, said to be
  // included, is the trip; the part is seen there. "Mexico 10 days, Yucatan peninsula" is the part.)
  const included = (r: { index: number; text: string }) =>
    !!head &&
    /\d|\b(?:week|fortnight|days?|nights?)\b/i.test(message.slice(head.index + head.text.length, r.index)) &&
    (/\b(?:incl\w*|with|plus|also|and|see|seeing|visit\w*|including)\.?\s+(?:a\s+(?:day|night|trip|visit)\s+(?:in|on|at|to)\s+)?(?:the\s+)?$/i.test(
      message.slice(Math.max(0, r.index - 30), r.index),
    ) ||
      /^\s*(?:included|too|as well)\b/i.test(message.slice(r.index + r.text.length)));
  const whole =
    (head?.region.kind === "area" && (parts.length > 1 || (sized(head) && !parts.some(sized)))) ||
    (!!head && sized(head) && parts.length > 0 && !parts.some(sized) && parts.every(included));
  const inner = whole ? undefined : parts[0];
  const first = inner ?? head;
  if (!first) return undefined;
  // "from Texas" is where they live, not where they are going.
  if (homeBefore.test(message.slice(Math.max(0, first.index - 14), first.index))) return undefined;
  const count = findCityCount(message);
  // "island hopping in greece": the country's islands, when the table has them as one area.
  const islands =
    first.region.kind === "country" &&
    (/\bislands?[- ]hopping\s+(?:(?:in|around|through|across)\s+)?(?:the\s+)?$/i.test(message.slice(0, first.index)) ||
      /^\s*(?:islands?[- ]hopping|islands)\b/i.test(message.slice(first.index + first.text.length)))
      ? islandsOf(first.region)
      : undefined;
  return { region: islands ?? first.region, text: first.text, index: first.index, ...(count ? { count } : {}) };
}

/** The words before a region that make it the travellers' home: "from Texas", "we live in Ohio". */
const homeBefore = /\b(?:from|leaving|departing|live in|living in|lives in|based in)\s+(?:the\s+)?$/i;

/**
 * A country's islands as one area: the table's "-islands" area of it, or the area named by the
 * country's adjective and "islands" ("Croatian islands" is Dalmatia).
 */
function islandsOf(country: Region): Region | undefined {
  const own = allRegions().find(
    (r) => r.kind === "area" && r.country_code === country.country_code && r.key.endsWith("-islands"),
  );
  if (own) return own;
  for (const [adjective, key] of Object.entries(regionAdjectives)) {
    if (key !== country.key) continue;
    const area = findRegion(`${adjective} islands`);
    if (area && area.kind === "area" && area.country_code === country.country_code) return area;
  }
  return undefined;
}

/** Regions' names that are as often something else. */
const everydayNames =
  /^(?:georgia|jordan|chad|victoria|turkey|china|guinea|java|niger|burgundy|champagne|madeira|virginia|montana|kerry|new york|washington|nice|reading|aurora)$/i;

/** Words after which a region's name is where the traveller wants to go. */
const regionCue =
  /(?:^\s*|\b(?:about|do|doing|visit|visiting|explore|exploring|tour|touring|self[- ]drive|drive|driving|around|backpack|backpacking|considering|dreaming of|fancy|see|seeing)\s+)(?:the\s+)?(?=\p{L})/giu;

/** The region named right after a cue ("considering norway"), by one of its own names. */
function regionAfterCue(
  message: string,
  originName?: string,
): { region: Region; text: string; index: number } | undefined {
  for (const cue of message.matchAll(regionCue)) {
    const at = (cue.index ?? 0) + cue[0].length;
    const words = /^[\p{L}'’-]+(?:\s+[\p{L}'’-]+){0,2}/u.exec(message.slice(at))?.[0].split(/\s+/) ?? [];
    for (let n = words.length; n >= 1; n--) {
      const text = words.slice(0, n).join(" ");
      // "panama city 4 nights": a town whose name begins with the region's is that town.
      const town = geocode(text);
      if (town && (town.matched_by === "name" || town.matched_by === "alias") && n > 1) break;
      const region = findRegion(text);
      if (!region || !isNameOf(text, region) || region.name === originName) continue;
      // (A whole country or an area, by its name: not a state, nor a name that is also a word, a
      // drink or a person's, "Victoria 3 nights", "about jordan, my brother", "new york".)
      if (region.kind === "state" || everydayNames.test(text)) continue;
      // ("can we do the winelands on day 4?": an area done on a day of the trip is a visit.)
      const after = message.slice(at + text.length, at + text.length + 30);
      if (/^\s*(?:on|for)\s+(?:day\s*\d|the\s+\w+\s+day|our\s+\w+\s+day)/i.test(after)) continue;
      return { region, text, index: at };
    }
  }
  return undefined;
}

/** Within this, an island's towns lie near the archipelago's listed ones (Tenerife's near the Canaries'). */
const NEAR_KM = 60;

/**
 * Whether `inner` is a part of `outer`: an area of a country or state, or an area whose towns all
 * lie near the larger area's while some of the larger area's lie far from it (Tenerife in the
 * Canaries, São Miguel in the Azores, Santorini in the Cyclades).
 */
export function within(inner: Region, outer: Region): boolean {
  if (inner.key === outer.key || inner.kind !== "area" || !inner.cities.length) return false;
  if (outer.kind !== "area") return inner.country_code === outer.country_code;
  const near = (a: Region["cities"], b: Region["cities"]) => a.every((c) => b.some((o) => distanceKm(c, o) < NEAR_KM));
  return near(inner.cities, outer.cities) && !near(outer.cities, inner.cities);
}

/** Whether a place is one of the region's (then the traveller named a city, not the region). */
export function inRegion(place: TPlaceRef, region: Region): boolean {
  return region.cities.some((c) => c.name === place.name || distanceKm(c, place) < 25);
}

const plain = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/^the\s+/, "")
    .trim();

/** Whether a place's name is the region's own name as written ("Colorado", "Georgia"). */
export const sameName = (placeName: string, regionText: string) => plain(placeName) === plain(regionText);

/**
 * "Georgia for 10 days": a region's name that two regions share (the country and the US state),
 * with nothing in the message saying which ("Georgia, USA", "the country", "Tbilisi", "Atlanta"),
 * gets a question with both, never a guess. The regions' first towns stand for them in the choice.
 */
export function regionNamesakes(
  message: string,
  asked: { region: Region; text: string; index: number },
  stops: { place: TPlaceRef }[],
): { region: Region; label: string }[] | undefined {
  const twins = allRegions().filter((r) => plain(r.name) === plain(asked.region.name));
  if (twins.length < 2 || !sameName(asked.region.name, asked.text)) return undefined;
  const after = plain(message.slice(asked.index + asked.text.length, asked.index + asked.text.length + 30));
  const saysWhich =
    /^[\s,(]*(?:the\s+)?(?:usa?|u\.s\.?|united states|state|country|republic|caucasus)\b/.test(after) ||
    /\b(?:state|country|republic) of\s*$/.test(plain(message.slice(Math.max(0, asked.index - 16), asked.index))) ||
    stops.some((s) => twins.some((r) => r.country_code === s.place.country_code));
  if (saysWhich) return undefined;
  // The regions table reads the name as the state unless a word such as "Batumi" points to the
  // country: the country read means that word was there, and there is nothing to ask.
  if (asked.region.kind === "country") return undefined;
  const label = (r: Region) =>
    r.kind === "country"
      ? `${r.name}, the country`
      : `${r.name}, the ${r.country_code === "US" ? "US state" : "region"}`;
  return twins.map((r) => ({ region: r, label: label(r) }));
}

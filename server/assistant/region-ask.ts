import type { TPlaceRef } from "../../common/travel/trip-model";
import { distanceKm } from "../travel/geo/distance";
import { allRegions, type Region, regionsNamedIn } from "../travel/geo/regions";
import { findCityCount } from "./understand";

export { cityRef } from "../planner/stays";

// "2 cities in Texas", "a week in Japan", "road trip through northern Italy": a region the
// traveller wants Lotus to choose the stops in.

export function regionAsked(
  message: string,
  originName?: string,
): { region: Region; text: string; index: number; count?: number } | undefined {
  // "from Birmingham (UK)", "from Portland, Oregon": the area after the origin says which one.
  const ofOrigin = (index: number) => {
    if (!originName) return false;
    const before = plain(message.slice(Math.max(0, index - originName.length - 6), index)).replace(/\s+$/, "");
    return /[,(]$/.test(before) && before.slice(0, -1).trimEnd().endsWith(plain(originName));
  };
  const named = regionsNamedIn(message.slice(0, 1200)).filter(
    (r) => r.region.name !== originName && !ofOrigin(r.index),
  );
  // "hawaii — maui", "Italy: the Amalfi Coast": an area named inside a state or country is the one meant.
  const head = named[0];
  const inner =
    head && head.region.kind !== "area"
      ? named.find((r) => r.region.kind === "area" && r.region.country_code === head.region.country_code)
      : undefined;
  const first = inner ?? head;
  if (!first) return undefined;
  // "from Texas" is where they live, not where they are going.
  const before = message.slice(Math.max(0, first.index - 12), first.index).toLowerCase();
  if (/\b(from|leaving|departing|live in|based in)\s+(the\s+)?$/.test(before)) return undefined;
  const count = findCityCount(message);
  // "island hopping in greece": the country's islands, when the table has them as one area.
  const islands =
    first.region.kind === "country" &&
    (/\bisland[- ]hopping\s+(?:in|around|through|across)\s+(?:the\s+)?$/i.test(message.slice(0, first.index)) ||
      /^\s*island[- ]hopping\b/i.test(message.slice(first.index + first.text.length)))
      ? allRegions().find(
          (r) => r.kind === "area" && r.country_code === first.region.country_code && r.key.endsWith("-islands"),
        )
      : undefined;
  return { region: islands ?? first.region, text: first.text, index: first.index, ...(count ? { count } : {}) };
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

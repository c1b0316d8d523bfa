import { distanceKm } from "../../travel/geo/distance";
import { geocode } from "../../travel/geo/gazetteer";
import { regionsNamedIn } from "../../travel/geo/regions";
import type { PlaceRef } from "../plan";
import { toRef } from "./place-names";

// A stop joined to a trip already planned without the word "add" (issue 24): "we also want
// Porto", "Porto too", "and then Naples for 2 nights after", "2 nights in Hakone between Tokyo
// and Kyoto", "can we fit in Córdoba on the way?". Without these cues a town named after a plan
// reads as a new trip there, and the stops planned are lost.

/** How far a day out goes and comes back: a place nearer than this is a visit from a stop, not a stay. */
export const DAY_OUT_KM = 100;

// Words that keep what is planned and put something beside it.
const besides = /\b(?:also|too|as well|aswell|in addition|on top of that|on the way|along the way|en route)\b/;
// Where in the trip the new stop goes; said with its own nights, nothing else it could mean.
const position =
  /\b(?:at the (?:end|start|beginning)|in between|between|after(?:wards)?|before|and then|then|first|last|on the way|en route)\b|^and\b/;
// A wish to go there: a stop when it is too far for a day out, or given nights of its own.
const wish =
  /\b(?:(?:we|i)(?:'d| would)? (?:really )?(?:want|wanna|like|love|need|hope)|(?:we|i)'?d love|(?:we|i) (?:must|have to|gotta|should)|(?:can|could) we (?:also )?(?:do|see|visit|go to|fit|squeeze|get))\b/;
// Turned down, asked about, or put in place of another: not joined ("instead" is the swap's).
const notJoined =
  /\b(?:instead|rather than|in place of|not|no|don'?t|never|skip|without|drop|remove|ditch)\b|^(?:is|are|was|were|how|what|which|why|when|where|who|do|does|did|should|would it|will)\b/;

/**
 * Whether a message (lower case) joins a new place to the trip as one more stop: `sized` when
 * the place is given nights of its own, `km` how far it lies from the nearest stop planned,
 * `dayOut` when it is a day trip from one of them.
 */
export function joinsAStop(lower: string, sized: boolean, km: number, dayOut = false): boolean {
  if (notJoined.test(lower)) return false;
  // (A sight done as a day out from a stop, the Grand Canyon from Las Vegas, is far but a visit.)
  const far = km >= DAY_OUT_KM && !dayOut;
  if (besides.test(lower)) return sized || far;
  if (sized && position.test(lower)) return true;
  return wish.test(lower) && (sized || far);
}

/**
 * The namesake of a place that lies in the trip's own countries, when the one read is abroad
 * ("add Córdoba in between" on a Madrid-Seville trip is Spain's, not Argentina's).
 */
export function namesakeAtHome(typed: string, place: PlaceRef, stays: readonly { place: PlaceRef }[]): PlaceRef {
  const countries = [...new Set(stays.map((s) => s.place.country_code).filter(Boolean))];
  if (!countries.length || countries.includes(place.country_code)) return place;
  const nearest = (p: { lat: number; lng: number }) => Math.min(...stays.map((s) => distanceKm(s.place, p)));
  for (const cc of countries) {
    const g = geocode(`${typed}, ${cc}`);
    if (g && g.country_code === cc && nearest(g) < nearest(place)) return toRef(g, typed);
  }
  return place;
}

/**
 * "Denver 4 nights" then "we want to see Yellowstone too": an area (a park, a coast, a valley)
 * named after a plan, too far for a day out from every stop, is one more stop in its best town.
 * Undefined when no such area is named, or one of the trip's stops is in it or near it.
 */
export function areaJoined(
  message: string,
  stays: readonly { place: PlaceRef }[],
): { place: PlaceRef; typed: string; start: number; end: number } | undefined {
  const named = regionsNamedIn(message.slice(0, 300)).find((r) => r.region.kind === "area");
  const town = named?.region.cities[0];
  if (!named || !town || !stays.length) return undefined;
  const near = named.region.cities.some((c) => stays.some((s) => distanceKm(s.place, c) < DAY_OUT_KM));
  const g = near ? null : geocode(town.query);
  if (!g) return undefined;
  return { place: toRef(g), typed: named.text, start: named.index, end: named.index + named.text.length };
}

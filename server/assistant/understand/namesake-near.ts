import { distanceKm } from "../../travel/geo/distance";

// A name read alone gives the best-known place of that name (Queenstown, New Zealand; Vancouver,
// British Columbia). Beside a trip's other places a namesake of theirs may be meant instead
// ("Havana 3n, Trinidad 2n" is Cuba's Trinidad, "Hobart 3 nights then Queenstown" Tasmania's), but
// only when the best-known one is out of the trip's way: a trip that flies on anyway ("Sydney 4
// nights then Queenstown 6") or whose best-known place is as near ("Vancouver 4 nights then
// Seattle 3") means the place travellers know.

/** A drive from the trip's other places: a namesake this near is plainly part of it. */
const DRIVE_KM = 400;
/** A flight within the trip's part of the world: a best-known place this near is as likely meant. */
const FLY_ON_KM = 3_000;

/** Nearer than this to the place beside it, a namesake is its suburb, not a stop to go on to. */
export const SUBURB_KM = 40;

/**
 * Whether a namesake `km` from the nearest of the trip's other places is the same town or its
 * suburb ("Mexico City, then La Paz" is not the La Paz on Mexico City's edge).
 */
export function withinSuburb(km: number): boolean {
  return km < SUBURB_KM;
}

/** People enough to be a town of its own standing, not a village of a famous place's name. */
const TOWN_OF_ITS_OWN = 40_000;

/** A place; its size when known (namesakes offered as options are of like standing already). */
type Spot = { lat: number; lng: number; population?: number };

/**
 * Whether the namesake `there` (in the trip's country) is meant rather than `here`, what the name
 * reads as alone, given the trip's places (`near`) it should lie beside.
 */
export function namesakeBesideMeant(here: Spot, there: Spot, near: readonly { lat: number; lng: number }[]): boolean {
  const from = (p: { lat: number; lng: number }) => Math.min(...near.map((o) => distanceKm(o, p)));
  const dHere = near.length ? from(here) : 0;
  const dThere = near.length ? from(there) : 0;
  // "Boston to Lisbon": a capital is not traded for a village of its name near the other place.
  // A town of its own standing a drive away is meant, though, when the one the name reads as is
  // in another part of the world: "Edinburgh 3 nights then Perth 2" stays in Scotland.
  const [big, small] = [here.population ?? 0, there.population];
  const ownTown = small !== undefined && small >= TOWN_OF_ITS_OWN && dHere > FLY_ON_KM && dThere <= DRIVE_KM;
  if (small !== undefined && big >= 100_000 && big >= 10 * small && !ownTown) return false;
  if (!near.length) return true;
  // (As near, or nearly: "Vancouver" beside Seattle is British Columbia's.)
  if (dHere <= dThere * 1.25) return false;
  // (A flight on within the region, and the namesake no drive away either: Queenstown, NZ after
  // Sydney; or so near it is a suburb of the place beside it: "Portland to Vancouver" is no trip
  // across the river.)
  if (dHere <= FLY_ON_KM && (dThere > DRIVE_KM || withinSuburb(dThere))) return false;
  return true;
}

import { isDeepStrictEqual } from "node:util";
import { normalize } from "../../travel/geo/cities";
import type { Plan } from "../plan";
import type { Change } from "./find-change";

// The trip facts the fact reader may take out of the very words a targeted change names, so that
// they say nothing more than the change itself: a town inside a sight's name ("remove the Bondi
// to Coogee walk" is no trip to Coogee, "skip the Versailles palace tour" no trip to Versailles),
// the place a day out goes to ("kakheti wine day trip on day 4" is no trip to Kakheti), and the
// trip's own stop a day out leaves from ("Nara day trip from Osaka on day 6" is no new home in
// Osaka). The engine asks, before it makes the change, whether the message says more than it; the
// keys returned here are part of the change.

/** The names a change touches, as said. */
function namesOf(change: Change): string[] {
  switch (change.kind) {
    case "add":
    case "move":
    case "pin":
      return [change.what];
    case "remove":
      return change.what;
    case "replace":
      return [change.what, change.with];
    case "swap":
      return [change.a, change.b];
    default:
      return [];
  }
}

/**
 * Whether `place` is said inside one of `names`, word for word, as a part of a longer name ("the
 * Bondi to Coogee walk"): a name that is the place itself ("drop Naples") is the trip's to change.
 */
const saidIn = (place: string | undefined, names: readonly string[]) => {
  const p = normalize(place ?? "");
  return !!p && names.some((n) => normalize(n) !== p && ` ${normalize(n)} `.includes(` ${p} `));
};

const hasDay = (change: Extract<Change, { kind: "add" } | { kind: "move" }>) =>
  change.kind === "add" ? !!change.day : !!change.to;

/** The plan keys the reader changed from the change's own words (see the note above). */
export function readFromItsNames(change: Change, read: Plan, previous: Plan): (keyof Plan)[] {
  const names = namesOf(change);
  if (!names.length) return [];
  const keys: (keyof Plan)[] = [];
  // Where the trip goes, read as the place (or region) named in the thing changed.
  const placeMoved =
    !isDeepStrictEqual(read.destination, previous.destination) ||
    !isDeepStrictEqual(read.stays, previous.stays) ||
    !isDeepStrictEqual(read.region, previous.region);
  const newStays = read.stays.filter((s) => !previous.stays.some((p) => p.place.name === s.place.name));
  const placesRead = [
    ...(isDeepStrictEqual(read.destination, previous.destination) ? [] : [read.destination?.name]),
    ...(isDeepStrictEqual(read.region, previous.region) ? [] : [read.region?.name]),
    ...newStays.map((s) => s.place.name),
  ].filter((n): n is string => !!n);
  // (A region read brings its own towns as the destination: the region said is enough.)
  const regionRead = !isDeepStrictEqual(read.region, previous.region) && read.region ? read.region.name : null;
  // (Every stop of the trip kept, and none of them the place read: "rome first" reorders them.)
  const keptStops = previous.stays.every((p) => read.stays.some((s) => s.place.name === p.place.name));
  const aStop = placesRead.some((n) => previous.stays.some((p) => normalize(p.place.name) === normalize(n)));
  // (Only what goes, or what comes on one day: "add Hue in between", "Porto instead of Lisbon"
  // bring a place to stay, the planner's to change.)
  const scoped = change.kind === "remove" || ((change.kind === "add" || change.kind === "move") && hasDay(change));
  if (
    scoped &&
    placeMoved &&
    keptStops &&
    !aStop &&
    placesRead.length &&
    (regionRead ? saidIn(regionRead, names) : placesRead.every((n) => saidIn(n, names)))
  )
    keys.push("destination", "stays", "region", "shown");
  // A town named in the thing changed is no new sight to see either ("Coogee" of the walk).
  const seen = read.mustSee.filter((m) => !previous.mustSee.includes(m));
  if (seen.length && seen.every((m) => saidIn(m, names) || names.some((n) => saidIn(n, [m])))) keys.push("mustSee");
  // The trip's own stop said as where a day out leaves from: no new home.
  const stops = [...previous.stays.map((s) => s.place.name), previous.destination?.name].filter(Boolean);
  if (
    (change.kind === "add" || change.kind === "move") &&
    read.origin &&
    !isDeepStrictEqual(read.origin, previous.origin) &&
    stops.some((s) => normalize(s ?? "") === normalize(read.origin?.name ?? ""))
  )
    keys.push("origin");
  return keys;
}

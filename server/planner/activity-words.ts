import type { TPlaceKind } from "../../common/travel/place-kinds";

// How an itinerary line reads for a visit: a verb that fits the kind of place ("Browse Grand
// Bazaar", "Stroll through Hyde Park"). The planner writes it and so do hand edits and Lotus's
// changes, so the two read alike.

const byKind: Partial<Record<TPlaceKind | "other", string>> = {
  museum: "Explore",
  food: "Taste your way around",
  park: "Stroll through",
  market: "Browse",
  viewpoint: "Take in the view from",
  nightlife: "Evening out at",
  beach: "Beach time at",
  neighbourhood: "Wander around",
};

// Some catalogue entries are outings, not places: "Visit Sunset Cruise" or "Visit Flamenco Show"
// reads wrong. The last word of the name says which kind of outing it is.
const byLastWord: [RegExp, string][] = [
  [/\b(?:cruise|ride|tour|trip|safari|walk|hike|trek|boat|ferry|cable car|funicular|railway|gondola)s?$/i, "Take the"],
  [/\b(?:show|performance|concert|game|match|ceremony|parade|festival)s?$/i, "Catch the"],
  [/\b(?:class|workshop|tasting|lesson|course)(?:es|s)?$/i, "Join the"],
  // "Grand Canal by vaporetto": the way is in the name.
  [
    /\bby (?:vaporetto|boat|gondola|tram|bike|bicycle|kayak|canoe|tuk-?tuk|rickshaw|cable car|funicular)$/i,
    "Travel along the",
  ],
];

/** The line for a visit to `name`, a place of `kind`. */
export function activityFor(kind: TPlaceKind | "other", name: string): string {
  // A note in brackets ("Gondola Ride (Bacino Orseolo)") is where, not what.
  const what = name.replace(/\s*\([^)]*\)\s*$/, "").trim();
  const outing = byLastWord.find(([re]) => re.test(what));
  // "the" only when the name does not bring its own article ("The Ghost Walk").
  if (outing)
    return /^the\b/i.test(name) || !outing[1].endsWith(" the")
      ? `${outing[1].replace(/ the$/, "")} ${name}`
      : `${outing[1]} ${name}`;
  return `${byKind[kind] ?? "Visit"} ${name}`;
}

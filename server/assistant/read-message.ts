import type { DateTime } from "luxon";
import type { PlaceRef, Plan } from "./plan";
import { readConstraints } from "./read-constraints";
import { cityRef, inRegion, regionAsked, sameName } from "./region-ask";
import {
  type Edit,
  findBudget,
  findCityCount,
  findDates,
  findDestination,
  findEdit,
  findInterests,
  findOrigin,
  findPace,
  findQuickStart,
  findStays,
  namedPlace,
  placesNamed,
  type QuickStart,
  wholePlace,
} from "./understand";

// A traveller's message read into the plan: where, from where, when, for how long, who, what
// money, which constraints. Everything stated replaces or adds to what was understood before;
// what is not stated stays. The engine then decides what to do with the plan (ask, answer, plan).

export type Reading = {
  /** A quick-start prompt of the home page ("Plan a budget trip"...), when the message is one. */
  quick: QuickStart | undefined;
  /** A follow-up change to the trip ("make it 5 days", "swap day 2 and 3"). */
  edit: Edit | undefined;
  /** The destination this message names, if any (the plan already holds it). */
  destination: PlaceRef | undefined;
};

/** Reads `message` into `plan` (changed in place) and says what else it found. */
export function readMessage(message: string, plan: Plan, now: DateTime): Reading {
  const quick = findQuickStart(message);
  const edit = findEdit(message);
  let origin = findOrigin(message) ?? (plan.awaiting === "origin" ? wholePlace(message) : undefined);
  // "NYC to Tokyo for 4 days": of two places joined by "to", the first is where they leave from.
  // Every place the message names, looked up once and read three ways below.
  const named = placesNamed(message);
  const [a, b] = named;
  if (!origin && a && b && named.length === 2 && /^\s*(?:to|->|→|-|–)\s*$/i.test(message.slice(a.end, b.start)))
    origin = a.place;
  // A region with a number of cities ("3 cities in Colorado, flying into Denver") is the
  // region; named cities without one ("Seville, Granada, Cordoba in Andalusia") are the stops.
  const asked = regionAsked(message, origin?.name);
  const named2 = findStays(message, origin?.name, named).filter((x) => !asked || !sameName(x.place.name, asked.text));
  const stays = asked?.count || named2.length < 2 ? [] : named2;
  let region = stays.length ? undefined : asked;
  let destination =
    stays[0]?.place ?? findDestination(message) ?? named.find((n) => n.place.name !== origin?.name)?.place;
  // "Austin, Texas": the city. But the region stays when the city is only where the trip
  // starts ("starting in Windhoek", "flying into Denver"), when the "city" is the region's
  // own name under another ("Bali" for Denpasar), or when a number of cities is asked for.
  const entry = destination
    ? new RegExp(
        `\\b(?:start(?:ing)? (?:in|at|from)|fly(?:ing)? into|arriv(?:e|ing) (?:in|at)|land(?:ing)? in|via)\\s+${destination.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`,
        "i",
      ).test(message)
    : false;
  const spelled = destination ? plainOf(message).includes(plainOf(destination.name)) : false;
  if (
    region &&
    destination &&
    inRegion(destination, region.region) &&
    !region.count &&
    !sameName(destination.name, region.text) &&
    !entry &&
    spelled
  )
    region = undefined;
  else if (region) destination = undefined;
  if (!destination && !region && (plan.awaiting === "destination" || plan.awaiting === "near" || !plan.destination))
    destination = (origin ? undefined : wholePlace(message)) ?? namedPlace(message, origin?.name);
  if (destination && origin && destination.name === origin.name) destination = undefined;

  // "make it 3 cities": a new count for the region already asked.
  const count = findCityCount(message);
  if (!asked && plan.region && count) plan.region = { ...plan.region, count };
  if (stays.length) {
    plan.stays = stays;
    plan.region = null;
    if (stays.every((x) => x.nights !== null)) plan.nights = stays.reduce((n, x) => n + (x.nights ?? 0), 0);
  } else if (region) {
    plan.region = { key: region.region.key, name: region.region.name, count: region.count ?? null };
    plan.stays = [];
    const firstCity = region.region.cities[0];
    if (firstCity) plan.destination = cityRef(firstCity);
    plan.themedDays = [];
    plan.dayOrder = [];
  }
  if (destination && (destination.name !== plan.destination?.name || stays.length)) {
    if (!stays.length) {
      plan.stays = [];
      plan.region = null;
    }
    plan.destination = destination;
    plan.themedDays = [];
    plan.dayOrder = [];
    plan.hotelMaxNightly = null;
  }
  if (origin) plan.origin = origin;
  const dates = findDates(message, now);
  if (dates.startDate && dates.startDate !== plan.startDate) {
    plan.startDate = dates.startDate;
    plan.dayOrder = [];
  }
  if (dates.nights !== undefined && !edit && !(stays.length && stays.every((x) => x.nights !== null))) {
    plan.nights = dates.nights;
    plan.dayOrder = [];
  }
  readConstraints(message, plan);
  const budget = findBudget(message);
  if (budget && !(edit?.kind === "cheaper_hotel")) plan.budget = budget;
  plan.pace = findPace(message) ?? plan.pace;
  for (const i of findInterests(message)) if (!plan.interests.includes(i)) plan.interests.push(i);
  return { quick, edit, destination };
}

const plainOf = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

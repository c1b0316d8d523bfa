import { DateTime } from "luxon";
import type { TItineraryDay, TItineraryItem } from "../../../common/api/trips";
import type { THotel } from "../../../common/travel/schemas";
import type { TPlaceRef } from "../../../common/travel/trip-model";
import { buildDays, type StayInput } from "../../planner/days";
import { addMustSeeTrips } from "../../planner/excursion-trips";
import { restaurantsFromPlaces } from "../../planner/meals";
import { normalize } from "../../travel/geo/cities";
import { restaurantsNear } from "../../travel/places/catalogue/restaurants/index";
import type { Plan } from "../plan";
import type { Toolbox } from "../tools";
import { bestScore } from "./match";

// A day out (issue 24) is one unit: the ride out, the sight and what is seen near it, lunch there
// and the ride back. Travellers name any part of it ("Auschwitz", "the day trip", "the Chichen Itza
// trip") and mean all of it, so it is matched, moved and removed whole; a day given to one, or given
// back, is laid out again by the planner's own day builder, so its times are the planner's.

/** A day out on the itinerary: its day (1-based) and the items from the ride out to the ride back. */
export type Outing = { day: number; items: TItineraryItem[]; ride: TItineraryItem; sight: string; base: string };

const rideOut = (it: TItineraryItem) => it.type === "other" && /^Day trip to /.test(it.activity);
const rideBack = (it: TItineraryItem) => it.type === "other" && /^Back to /.test(it.activity);

/** Every day out of the itinerary, in day order. */
export function outingsOf(itinerary: readonly TItineraryDay[]): Outing[] {
  const found: Outing[] = [];
  itinerary.forEach((d, i) => {
    const start = d.items.findIndex(rideOut);
    if (start < 0) return;
    const back = d.items.findIndex((it, k) => k > start && rideBack(it));
    const items = d.items.slice(start, back < 0 ? d.items.length : back + 1).filter((it) => it.type !== "reddit");
    const ride = d.items[start] as TItineraryItem;
    const first = items.find((it) => it.type === "place" && !it.meal);
    found.push({
      day: i + 1,
      items,
      ride,
      sight: first?.location ?? ride.location,
      base: ride.transport?.from ?? (back >= 0 ? (d.items[back]?.location ?? "") : ""),
    });
  });
  return found;
}

/** Words that name the outing itself rather than a place of it. */
const OUTING_WORDS = /\b(?:the|a|our|my|whole|full)?\s*(?:day[- ]?trip|excursion|outing|day out|trip|tour)\b/gi;

/** "the day trip", "our excursion": words that name a day out and nothing else. */
export const saysOuting = (name: string) =>
  /\b(?:day[- ]?trip|excursion|outing|day out)\b/i.test(name) && !name.replace(OUTING_WORDS, " ").trim();

/** Which day out, when the words name one of several: the question, labels told apart by day. */
export function whichOuting(itinerary: readonly TItineraryDay[], name: string, day?: number): string | null {
  const outings = outingsOf(itinerary).filter((o) => day === undefined || o.day === day);
  if (outings.length < 2 || !saysOuting(name)) return null;
  return `Which day trip: ${outings.map((o) => `to **${o.sight}** (day ${o.day})`).join(" or ")}?`;
}

/**
 * The day out that `name` names: a place of it, its town, or "the day trip" when the plan has one
 * (on `day` when given). Null when none does, or when the words name more than one.
 */
export function outingNamed(itinerary: readonly TItineraryDay[], name: string, day?: number): Outing | null {
  const outings = outingsOf(itinerary).filter((o) => day === undefined || o.day === day);
  if (!outings.length) return null;
  const bare = name.replace(OUTING_WORDS, " ").replace(/\s+/g, " ").trim();
  if (!bare) return outings.length === 1 && saysOuting(name) ? (outings[0] as Outing) : null;
  const scored = outings
    .map((o) => ({
      o,
      score: bestScore(
        bare,
        o.items.filter((it) => !it.meal).flatMap((it) => [it.location, it.place?.name ?? "", o.ride.location]),
      ),
    }))
    .filter((x) => x.score !== null && normalize(bare) !== normalize(x.o.base));
  const best = Math.min(...scored.map((x) => x.score as number));
  const top = scored.filter((x) => x.score === best);
  // Two days out both holding the word ("Auschwitz"): the one that goes to it by name, the
  // traveller's must-see rather than a town's other sights.
  const named = top.filter((x) => bestScore(bare, [x.o.ride.location]) !== null);
  return (named[0] ?? top[0])?.o ?? null;
}

/** The stay a day is spent at: its hotel (the one checked into by then) and the town. */
function hotelOn(itinerary: readonly TItineraryDay[], day: number): THotel | null {
  const date = itinerary[day - 1]?.date ?? "";
  const hotels = itinerary.flatMap((d) => d.items.flatMap((it) => (it.type === "Hotel" && it.hotel ? [it.hotel] : [])));
  return hotels.find((h) => h.check_in <= date && date < h.check_out) ?? null;
}

/** What a day is not tied to: a day with a flight, a journey or the hotel's check-in/out is not a whole day to give. */
export function isWholeDay(itinerary: readonly TItineraryDay[], day: number): boolean {
  const d = itinerary[day - 1];
  if (!d || day === 1 || day === itinerary.length) return false;
  return !d.items.some(
    (it) => it.type === "Flight" || it.type === "Hotel" || (!!it.transport && !rideOut(it) && !rideBack(it)),
  );
}

export type DayBuild = {
  itinerary: readonly TItineraryDay[];
  day: number;
  base: TPlaceRef;
  plan: Plan;
  tools: Toolbox;
  /** A must-see to make the day a day out to (the traveller's words); none: a day in the base. */
  wish?: string;
};

/**
 * Day `day` laid out again by the planner: a full day at the base, with a day out to `wish` when
 * given (the planner's must-see day trip), else with base places not yet planned. Null when the
 * wish is no day out from the base. Only that day's items are returned.
 */
export async function planDay(input: DayBuild): Promise<TItineraryItem[] | null> {
  const { itinerary, day, base, plan } = input;
  const date = itinerary[day - 1]?.date;
  if (!date) return null;
  const planned = new Set(
    itinerary.flatMap((d, i) => (i === day - 1 ? [] : d.items.map((it) => it.place?.name ?? it.location))),
  );
  const found = await input.tools.places({ near: { lat: base.lat, lng: base.lng }, radiusMiles: 15 });
  const known = restaurantsNear(base);
  const restaurants = known.length
    ? known
    : restaurantsFromPlaces(
        (await input.tools.places({ near: { lat: base.lat, lng: base.lng }, category: "food", radiusMiles: 4 })).places,
      );
  const start = DateTime.fromISO(date).minus({ days: 1 });
  const stay: StayInput = {
    place: base,
    checkIn: start.toISODate() as string,
    checkOut: start.plus({ days: 2 }).toISODate() as string,
    hotel: hotelOn(itinerary, day),
    places: found.places.filter((p) => !planned.has(p.name) && !plan.avoid.includes(p.name.toLowerCase())),
    restaurants,
  };
  if (input.wish) {
    stay.places = [];
    const trips = addMustSeeTrips([input.wish], [stay]);
    if (!trips.length || !stay.dayTrips?.length) return null;
  }
  // Three days round it, so the day itself is a full one: arriving the day before, leaving the day after.
  const days = buildDays({
    startDate: start.toISODate() as string,
    dayCount: 3,
    stays: [stay],
    moves: [],
    pace: plan.pace,
    tier: plan.budget,
    interests: plan.interests,
    themedDays: [],
    mustSee: plan.mustSee,
    avoid: plan.avoid,
    diets: plan.food.diets,
    cuisines: plan.food.cuisines,
    reddit: [],
  });
  const built = days[1]?.items ?? [];
  if (input.wish && !built.some(rideOut)) return null;
  // Meals the other days already have at a table are kept off this one where the day has others;
  // the day's own items are the planner's as built.
  return built.map((it) => ({ ...it, date }));
}

/** The itinerary with day `day`'s items replaced. */
export const withDay = (itinerary: readonly TItineraryDay[], day: number, items: TItineraryItem[]): TItineraryDay[] =>
  itinerary.map((d, i) => (i === day - 1 ? { date: d.date, items } : d));

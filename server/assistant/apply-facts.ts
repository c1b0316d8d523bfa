import type { DateTime } from "luxon";
import type { TInterest } from "../../common/travel/place-kinds";
import { PARTY_MAX, type TTripFacts } from "../../common/travel/trip-model";
import { findRegion } from "../travel/geo/regions";
import type { Plan } from "./plan";
import { cityRef } from "./region-ask";
import { findDates, wholePlace } from "./understand";

// The language model's update_trip_plan call, written into the plan the offline engine also
// fills. Names are resolved here; one that is not a place is an error the model sees and can fix.

export function applyFacts(plan: Plan, u: TTripFacts & { interests?: TInterest[] }, now: DateTime): string | null {
  // A new destination starts its own plan: no day order, themed days or hotel cap from the last one.
  if (u.stays?.length || u.region || u.destination) {
    plan.dayOrder = [];
    plan.themedDays = [];
    plan.hotelMaxNightly = null;
  }
  if (u.stays?.length) {
    const stays = [];
    for (const s of u.stays) {
      const place = wholePlace(s.city);
      if (!place) return `Unknown place: ${s.city}`;
      stays.push({ place, nights: s.nights ?? null });
    }
    plan.stays = stays;
    plan.region = null;
    plan.destination = stays[0]?.place ?? plan.destination;
    if (stays.every((s) => s.nights !== null)) plan.nights = stays.reduce((n, s) => n + (s.nights ?? 0), 0);
  } else if (u.region) {
    const region = findRegion(u.region.name);
    if (!region) return `Unknown region: ${u.region.name}`;
    plan.region = { key: region.key, name: region.name, count: u.region.count ?? null };
    plan.stays = [];
    const first = region.cities[0];
    if (first) plan.destination = cityRef(first);
  } else if (u.destination) {
    const d = wholePlace(u.destination);
    if (!d) return `Unknown place: ${u.destination}`;
    plan.destination = d;
    plan.stays = [];
    plan.region = null;
  }
  if (u.origin) {
    const o = wholePlace(u.origin);
    if (!o) return `Unknown place: ${u.origin}`;
    plan.origin = o;
  }
  if (u.start_date) plan.startDate = findDates(u.start_date, now).startDate ?? u.start_date;
  if (u.nights !== undefined) plan.nights = u.nights;
  if (u.travellers !== undefined && u.adults === undefined) {
    plan.travellers = u.travellers;
    plan.party.adults = Math.max(1, u.travellers - plan.party.children.length);
  }
  if (u.adults !== undefined) plan.party.adults = u.adults;
  if (u.children_ages) {
    plan.party.children = u.children_ages;
    if (u.children_ages.some((age) => age < 10)) plan.stayRules.children = true;
  }
  if (u.rooms !== undefined) plan.party.rooms = u.rooms;
  if (u.adults !== undefined || u.children_ages)
    plan.travellers = Math.min(PARTY_MAX, plan.party.adults + plan.party.children.length);
  if (u.budget) plan.budget = u.budget;
  if (u.money) plan.money = u.money;
  if (u.flights !== undefined) {
    plan.transport.flights = u.flights;
    plan.flights = u.flights;
  }
  if (u.self_drive !== undefined) plan.transport.selfDrive = u.self_drive;
  if (u.prefer) plan.transport.prefer = u.prefer;
  if (u.stay_rules) Object.assign(plan.stayRules, u.stay_rules);
  if (u.diets) plan.food.diets = u.diets;
  if (u.cuisines) plan.food.cuisines = u.cuisines;
  if (u.must_see) plan.mustSee = u.must_see;
  if (u.avoid) plan.avoid = u.avoid;
  if (u.pace) plan.pace = u.pace;
  if (u.interests) plan.interests = u.interests;
  return null;
}

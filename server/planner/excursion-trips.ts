import type { TPlaceKind } from "../../common/travel/place-kinds";
import type { TPlace } from "../../common/travel/schemas";
import { normalize } from "../travel/geo/cities";
import { distanceKm, kmToMiles } from "../travel/geo/distance";
import { catalogue } from "../travel/places/catalogue/index";
import { restaurantsNear } from "../travel/places/catalogue/restaurants/index";
import { excursionFrom } from "../travel/places/excursions";
import { type DayTrip, dayTripRide, type StayInput } from "./days";
import { formatDuration } from "./transport";

// Must-sees out of a stop's reach (issue 24): a famous sight done as a day trip from one of the
// trip's stops (Auschwitz from Kraków, Chichén Itzá from Tulum) becomes a day out at that stop; a
// catalogue place the stop's search missed joins that stop's places. What neither finds stays a
// note in the plan.

/** A catalogue place this close to a stop is visited in a day there; further, it is a day trip. */
const WITHIN_STOP_KM = 40;
/** Further than this from every stop, a catalogue place is not a day out. */
const DAY_OUT_KM = 160;
/** Other sights the day out takes in: the catalogue's, this close to the sight. */
const NEARBY_KM = 8;
/** A stop this close to a far sight is where the traveller sleeps near it: no day out needed. */
const STAYS_AT_KM = 8;
/** A catalogue place this close to the sight is the sight itself under another name. */
const SAME_SPOT_KM = 0.6;

export type MustSeeTrip = {
  /** The traveller's words. */
  wish: string;
  /** The sight the day out goes to, as the itinerary names it. */
  sight: string;
  stay: number;
  base: string;
  minutes: number;
};

const plain = (s: string) => normalize(s);
/** One name is the other, or holds it as whole words ("Auschwitz" in "Auschwitz II-Birkenau"). */
export function namesMatch(wish: string, name: string): boolean {
  const a = plain(wish);
  const b = plain(name);
  if (a.length < 4 || b.length < 4) return a === b;
  return ` ${b} `.includes(` ${a} `) || ` ${a} `.includes(` ${b} `);
}

const asPlace = (p: { name: string; lat: number; lng: number; category: TPlaceKind }, from: TPlaceLike): TPlace => ({
  name: p.name,
  rating: null,
  nratings: null,
  types: [p.category],
  distance_from_target_location: Math.round(kmToMiles(distanceKm(p, from)) * 10) / 10,
  lat: p.lat,
  lng: p.lng,
  reviews: [],
  photos: [],
  website: null,
});
type TPlaceLike = { lat: number; lng: number };

/** Catalogue places near a sight (but not the sight itself), in the catalogue's order: its best first. */
function catalogueNear(at: TPlaceLike, skip: readonly string[]) {
  return catalogue
    .filter((c) => distanceKm(c, at) <= NEARBY_KM + 50)
    .flatMap((c) => c.places)
    .map((p) => ({ p, km: distanceKm(p, at) }))
    .filter(({ p, km }) => km > SAME_SPOT_KM && km <= NEARBY_KM && !skip.includes(p.name))
    .map(({ p }) => p);
}

/** Restaurants at the sight, for lunch there: none rather than the base's, an hour and more away. */
const tablesAt = (at: TPlaceLike) => restaurantsNear(at).filter((r) => distanceKm(r, at) <= 15);

/**
 * Adds each must-see no stop's places cover to the trip: a far sight as a day trip from a stop
 * that is one of its bases, a catalogue place as a place of the nearest stop (or a day trip to it
 * when it is beyond a day's reach there). Returns the day trips added, for the reply's checks.
 */
export function addMustSeeTrips(mustSee: readonly string[], stays: StayInput[]): MustSeeTrip[] {
  const added: MustSeeTrip[] = [];
  const stops = stays.map((s) => s.place);
  for (const wish of mustSee) {
    if (stays.some((s) => s.places.some((p) => namesMatch(wish, p.name)))) continue;
    // Two wishes for one sight ("the Great Wall" and "Great Wall at Mutianyu") are one day out: a
    // second would find the sight already seen and leave a day with nothing in it.
    if (added.some((t) => namesMatch(wish, t.sight) || namesMatch(wish, t.wish))) continue;
    // A sight the trip stays at (Pisa among the stops) is seen there, not on a day out to it.
    const found = excursionFrom(wish, stops);
    const choice = found && !stops.some((s) => distanceKm(s, found.excursion) <= STAYS_AT_KM) ? found : null;
    const stay = choice ? stays[choice.stop] : undefined;
    if (choice && added.some((t) => t.sight === choice.excursion.name)) continue;
    if (choice && stay) {
      const e = choice.excursion;
      const main = { name: e.name, lat: e.lat, lng: e.lng, category: e.category };
      const extra = [
        ...e.also,
        ...catalogueNear(e, [e.name, ...e.also.map((a) => a.name)]).map((p) => ({ ...p, minutes: 0 })),
      ].slice(0, 3);
      const minutes: Record<string, number> = { [e.name]: e.visitMinutes };
      for (const x of extra) if (x.minutes) minutes[x.name] = x.minutes;
      pushTrip(stay, {
        town: e.name,
        lat: e.lat,
        lng: e.lng,
        places: [main, ...extra].map((p) => asPlace(p, stay.place)),
        restaurants: tablesAt(e),
        ride: choice.base.minutes,
        mode: choice.base.mode,
        minutes,
        mustSee: true,
      });
      added.push({ wish, sight: e.name, stay: choice.stop, base: stay.place.name, minutes: choice.base.minutes });
      continue;
    }
    const known = catalogueMatch(wish, stops);
    const near = known && stays[known.stop];
    if (!known || !near || added.some((t) => t.sight === known.place.name)) continue;
    if (known.km <= WITHIN_STOP_KM) {
      near.places = [asPlace(known.place, near.place), ...near.places];
      continue;
    }
    const ride = dayTripRide(near.place, known.place);
    pushTrip(near, {
      town: known.place.name,
      lat: known.place.lat,
      lng: known.place.lng,
      places: [known.place, ...catalogueNear(known.place, [known.place.name]).slice(0, 2)].map((p) =>
        asPlace(p, near.place),
      ),
      restaurants: tablesAt(known.place),
      ride,
      mode: "bus",
      minutes: {},
      mustSee: true,
    });
    added.push({ wish, sight: known.place.name, stay: known.stop, base: near.place.name, minutes: ride });
  }
  return added;
}

/** A must-see day out goes before the stay's other day trips: it is the one asked for. */
function pushTrip(stay: StayInput, trip: DayTrip) {
  stay.dayTrips = [trip, ...(stay.dayTrips ?? [])];
}

/** A wish names a catalogue place: its whole name, or a telling part ("Pena Palace"), not one common word. */
function namesPlace(wish: string, name: string): boolean {
  const a = plain(wish);
  return a === plain(name) || ((a.includes(" ") || a.length >= 8) && namesMatch(wish, name));
}

/** The catalogue place a wish names, nearest a stop within a day out. */
function catalogueMatch(wish: string, stops: readonly TPlaceLike[]) {
  let best:
    | { place: { name: string; lat: number; lng: number; category: TPlaceKind }; stop: number; km: number }
    | undefined;
  for (const city of catalogue) {
    const cityKm = Math.min(...stops.map((s) => distanceKm(s, city)));
    if (cityKm > DAY_OUT_KM + 60) continue;
    for (const place of city.places) {
      if (!namesPlace(wish, place.name)) continue;
      stops.forEach((s, stop) => {
        const km = distanceKm(s, place);
        if (km <= DAY_OUT_KM && (!best || km < best.km)) best = { place, stop, km };
      });
    }
  }
  return best;
}

/** What the plan says of a must-see day out that found no free day at its base. */
export function noDayFor(t: MustSeeTrip): string {
  return `**${t.wish}** is a day trip from ${t.base} (about ${formatDuration(t.minutes)} each way), but the time in ${t.base} has no free full day for it. Add a night in ${t.base}?`;
}

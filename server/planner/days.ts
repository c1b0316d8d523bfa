import { DateTime } from "luxon";
import type { TItineraryDay, TItineraryItem, TTravelBefore } from "../../common/api/trips";
import { placeKindOf, type TPlaceKind } from "../../common/travel/place-kinds";
import type { TFlight, TForumPost, THotel, TPlace, TRoundTrip } from "../../common/travel/schemas";
import type { TDietName, TPlaceRef } from "../../common/travel/trip-model";
import { estimateLeg } from "../routing/estimate";
import { transitAt } from "../routing/transit-cities";
import { distanceKm } from "../travel/geo/distance";
import type { TCatalogueRestaurant, TMeal } from "../travel/places/catalogue/schema";
import { activityFor } from "./activity-words";
import { pickRestaurant, restaurantPlace, type Tier } from "./meals";
import { formatDuration, type Mode, modeWord } from "./transport";

/** The way to a day out, as a sentence says it. */
const wayWord: Record<Mode, string> = { bus: "coach", train: "train", ferry: "boat", drive: "car", flight: "air" };

// Days that read like a local planned them: breakfast, then what is open in the morning, lunch
// near where the morning ended, the afternoon, dinner and, on full days, an evening; an arrival
// day kept light (bags dropped when landing before check-in), check-out after breakfast, and the
// traveller at the airport two hours before a domestic flight and three before an international
// one. Every item carries how long it takes, so the validator can check the day adds up.

/** When each kind of place is open and how long a visit takes, in minutes after midnight. */
export const visitWindows: Record<TPlaceKind | "other", { open: number; close: number; minutes: number }> = {
  museum: { open: 600, close: 1080, minutes: 120 },
  landmark: { open: 540, close: 1080, minutes: 75 },
  park: { open: 420, close: 1200, minutes: 90 },
  market: { open: 480, close: 840, minutes: 75 },
  viewpoint: { open: 360, close: 1380, minutes: 45 },
  food: { open: 660, close: 1350, minutes: 75 },
  neighbourhood: { open: 540, close: 1320, minutes: 90 },
  attraction: { open: 540, close: 1080, minutes: 120 },
  nightlife: { open: 1200, close: 1500, minutes: 120 },
  beach: { open: 540, close: 1140, minutes: 150 },
  other: { open: 540, close: 1080, minutes: 90 },
};

export const hhmm = (m: number) =>
  `${String(Math.floor(m / 60) % 24).padStart(2, "0")}:${String(Math.round(m) % 60).padStart(2, "0")}`;
export const minutesOf = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

/**
 * Minutes from one place to the next within a city: a walk when close, transit where the city has
 * it, a taxi with its wait when not (server/routing/estimate.ts, the figures the itinerary shows).
 */
export function travelMinutes(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  return estimateLeg(a, b).minutes;
}

/** The same leg as the itinerary item's `travel_before`: the way, its minutes and distance. */
export function travelBefore(a: { lat: number; lng: number }, b: { lat: number; lng: number }): TTravelBefore {
  const leg = estimateLeg(a, b);
  return { mode: leg.mode, minutes: leg.minutes, km: leg.km, ...(leg.by ? { by: leg.by } : {}) };
}

/** Time to get from a city to its airport, and to be there before the flight. */
export const AIRPORT_TRANSFER = 45;
export const airportBuffer = (international: boolean) => (international ? 180 : 120);

/** One journey between two places of the trip (home included). */
export type Move = {
  mode: Mode;
  fromName: string;
  toName: string;
  departDate: string;
  depart: number;
  arriveDate: string;
  arrive: number;
  minutes: number;
  costPerPerson: number;
  international: boolean;
  /** The flight found for it, for the spec's Flight item. */
  flight?: TFlight | TRoundTrip | null;
  /** Airport codes of a flight. */
  fromCode?: string;
  toCode?: string;
};

export type StayInput = {
  place: TPlaceRef;
  checkIn: string;
  checkOut: string;
  hotel: THotel | null;
  places: TPlace[];
  restaurants: TCatalogueRestaurant[];
  /** Towns within a ride for a whole day out, on a longer stay. */
  dayTrips?: DayTrip[];
};

export type DayTrip = {
  town: string;
  lat: number;
  lng: number;
  places: TPlace[];
  restaurants: TCatalogueRestaurant[];
  /** A must-see's day out (excursion-trips.ts): one-way minutes and the way, known rather than estimated. */
  ride?: number;
  mode?: Mode;
  /** Minutes at a stop of the day out, where a visit takes longer than its kind's usual. */
  minutes?: Record<string, number>;
  /** Asked for: placed before the stay's other day trips, on a full day even in a short stay. */
  mustSee?: boolean;
};

export type DayInput = {
  startDate: string;
  dayCount: number;
  stays: StayInput[];
  /** In time order: home to the first stay (if any), between stays, back home (if any). */
  moves: Move[];
  pace: "relaxed" | "moderate" | "packed";
  tier: Tier;
  interests: readonly string[];
  themedDays: readonly string[];
  mustSee: readonly string[];
  avoid: readonly string[];
  diets: readonly TDietName[];
  cuisines: readonly string[];
  reddit: TForumPost[];
};

const perDay = { relaxed: 3, moderate: 4, packed: 5 } as const;
/** When the afternoon's last visit may start: a relaxed day winds down earlier. */
const lastStart = { relaxed: 990, moderate: 1050, packed: 1110 } as const;
const breakfastAt = { relaxed: 510, moderate: 480, packed: 450 } as const;
const DAY_END = 1350; // 22:30
/** An arrival before this (05:00) is a night landing: bed first, the day starts mid-morning. */
const NIGHT_ENDS = 300;

type Segment = {
  stay: number;
  start: number;
  end: number;
  wakesHere: boolean;
  checkOut: boolean;
  checkIn: boolean;
  light: boolean;
  full: boolean;
};

// Punctuation as spaces: "Saint Paul de Vence" is "Saint-Paul-de-Vence".
const norm = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

export function buildDays(input: DayInput): TItineraryDay[] {
  const start = DateTime.fromISO(input.startDate);
  const dates = Array.from({ length: input.dayCount }, (_, i) => start.plus({ days: i }).toISODate() as string);
  const days: TItineraryDay[] = dates.map((date) => ({ date, items: [] }));
  const push = (date: string, item: Omit<TItineraryItem, "date">) => {
    const day = days.find((d) => d.date === date);
    if (day) day.items.push({ ...item, date });
  };
  const stayOn = (date: string) => {
    const i = input.stays.findIndex((s) => s.checkIn <= date && date < s.checkOut);
    return i >= 0 ? i : input.stays.length - 1;
  };
  const pools = input.stays.map((s) => rankPlaces(s.places, input));
  const usedPlaces = new Set<string>();
  const usedFood = new Set<string>();
  const mealsOn = new Map<string, Set<TMeal>>();
  const first = input.moves[0];
  const homeOut = first && first.toName === input.stays[0]?.place.name && first.departDate === dates[0] ? first : null;
  const lastMove = input.moves[input.moves.length - 1];
  const lastStay = input.stays[input.stays.length - 1];
  const homeBack =
    lastMove && lastStay && lastMove.fromName === lastStay.place.name && lastMove.departDate === dates[dates.length - 1]
      ? lastMove
      : null;

  // The journeys themselves.
  for (const m of input.moves) {
    if (m.mode === "flight") {
      const stayBefore = input.stays.findIndex((s) => s.place.name === m.fromName);
      if (m !== homeOut && stayBefore >= 0) {
        const leave = m.depart - airportBuffer(m.international) - AIRPORT_TRANSFER;
        push(m.departDate, {
          time: hhmm(Math.max(0, leave)),
          type: "other",
          location: m.fromCode ?? m.fromName,
          activity: `Head to the airport (${m.fromCode ?? m.fromName}): be there ${m.international ? "3" : "2"} hours before the ${m.international ? "international" : "domestic"} flight`,
          minutes: AIRPORT_TRANSFER,
          // The transfer the schedule allows for, by the city's metro where it has one.
          travel_before: {
            mode: transitAt(input.stays[stayBefore]?.place as { lat: number; lng: number }) ? "transit" : "taxi",
            minutes: AIRPORT_TRANSFER,
          },
        });
      }
      const overnight = m.arriveDate !== m.departDate;
      push(m.departDate, {
        time: hhmm(m.depart),
        type: "Flight",
        location: `${m.fromCode ?? m.fromName} → ${m.toCode ?? m.toName}`,
        activity:
          m === homeBack
            ? `Fly home from ${m.fromCode} to ${m.toCode}`
            : `Fly from ${m.fromCode} to ${m.toCode}${overnight ? " (overnight)" : ""}, landing at ${hhmm(m.arrive)}${overnight ? ` on ${DateTime.fromISO(m.arriveDate).toFormat("ccc d LLL")}` : ""}`,
        flight: m.flight ?? null,
        minutes: m.minutes,
        // A journey is itself the way from the last place to the next: "2 h 40 by train".
        travel_before: { mode: "flight", minutes: m.minutes },
      });
    } else {
      push(m.departDate, {
        time: hhmm(m.depart),
        type: "other",
        location: `${m.fromName} → ${m.toName}`,
        activity: `${modeWord[m.mode]} from ${m.fromName} to ${m.toName} (${formatDuration(m.minutes)}, about $${m.costPerPerson} per person)`,
        minutes: m.minutes,
        transport: {
          mode: m.mode,
          from: m.fromName,
          to: m.toName,
          minutes: m.minutes,
          cost_per_person: m.costPerPerson,
        },
        travel_before: { mode: m.mode, minutes: m.minutes },
      });
    }
  }

  const themes = new Map<number, string>();
  input.themedDays.forEach((t, k) => {
    if (dates.length > 2) themes.set(Math.min(dates.length - 2, 1 + k), t);
  });

  // Day trips take whole full days in the middle of a stay, leaving the first full day to the city.
  const tripOn = new Map<string, DayTrip>();
  const fullDaysOf = (k: number) =>
    dates.filter(
      (date, i) =>
        i > 0 &&
        i < dates.length - 1 &&
        stayOn(date) === k &&
        !input.moves.some((m) => m.departDate === date || m.arriveDate === date),
    );
  // A must-see's day out first: on the second full day when there is one (the first is for the
  // city), never on a day of arriving or leaving while there is a full day. A stay with none may
  // give it the morning of arrival, when the traveller is there early enough to go and come back.
  input.stays.forEach((stay, k) => {
    const full = fullDaysOf(k);
    for (const t of (stay.dayTrips ?? []).filter((x) => x.mustSee)) {
      const free = full.filter((date) => !tripOn.has(date));
      const at = free[Math.min(1, free.length - 1)] ?? earlyArrival(k, t);
      if (at) tripOn.set(at, t);
    }
  });
  function earlyArrival(k: number, t: DayTrip): string | undefined {
    const sight = t.minutes?.[t.places[0]?.name ?? ""] ?? 90;
    return dates.find((date, i) => {
      if (i === dates.length - 1 || stayOn(date) !== k || tripOn.has(date)) return false;
      if (input.moves.some((m) => m.departDate === date || (m.departDate < date && m.arriveDate > date))) return false;
      const landing = input.moves.find((m) => m.arriveDate === date);
      if (!landing && i > 0) return false;
      // Where the day starts (fillSegment's arrival and first-day starts), the bags dropped.
      const start = (landing ? landing.arrive + (landing.mode === "flight" ? 60 : 20) : 600) + 15;
      return start >= NIGHT_ENDS && start <= 630 && start + (t.ride ?? 60) + sight + 10 <= 870;
    });
  }
  input.stays.forEach((stay, k) => {
    const trips = (stay.dayTrips ?? []).filter((t) => !t.mustSee && t.places.length >= 2);
    const full = fullDaysOf(k);
    if (full.length < 3) return;
    trips.slice(0, Math.floor((full.length - 1) / 2)).forEach((t, j, all) => {
      const at = full[Math.min(full.length - 1, Math.round(((j + 1) * full.length) / (all.length + 1)))];
      if (at && !tripOn.has(at)) tripOn.set(at, t);
    });
  });

  dates.forEach((date, d) => {
    const inTransit = input.moves.some((m) => m.departDate < date && m.arriveDate > date);
    if (inTransit) return;
    const segments: Segment[] = [];
    const today = stayOn(date);
    const touching = input.moves.filter((m) => m.departDate === date || m.arriveDate === date);
    const leaveEnd = (m: Move) =>
      m.mode === "flight" ? m.depart - airportBuffer(m.international) - AIRPORT_TRANSFER : m.depart - 30;
    const arrivalStart = (m: Move) => m.arrive + (m.mode === "flight" ? 60 : 20);
    const indexOf = (name: string, fallback: number) => {
      const i = input.stays.findIndex((s) => s.place.name === name);
      return i >= 0 ? i : fallback;
    };
    if (touching.length) {
      // The day as it happens: where the traveller woke (if in a stay), then each journey in
      // order, each arrival opening a part of the day that the next departure closes.
      const woke =
        d > 0 &&
        !(homeOut && date <= homeOut.arriveDate) &&
        !input.moves.some((m) => m.departDate < date && m.arriveDate === date);
      let cur: { stay: number; start: number; wakes: boolean; checkIn: boolean } | null = woke
        ? { stay: stayOn(dates[d - 1] as string), start: breakfastAt[input.pace], wakes: true, checkIn: false }
        : null;
      for (const m of touching) {
        if (m.departDate === date && cur) {
          const end = leaveEnd(m);
          const start = cur.wakes ? Math.max(360, Math.min(cur.start, end - 75)) : cur.start;
          segments.push({
            stay: cur.stay,
            start,
            end,
            wakesHere: cur.wakes,
            checkOut: !cur.checkIn,
            checkIn: cur.checkIn,
            light: cur.checkIn,
            full: false,
          });
          cur = null;
        }
        if (m.arriveDate === date && m !== homeBack) {
          cur = { stay: indexOf(m.toName, today), start: arrivalStart(m), wakes: false, checkIn: true };
        }
      }
      if (cur)
        segments.push({
          stay: cur.stay,
          start: cur.start,
          end: DAY_END,
          wakesHere: cur.wakes,
          checkOut: false,
          checkIn: cur.checkIn,
          light: cur.checkIn,
          full: false,
        });
    } else {
      const firstDay = d === 0;
      const lastDay = d === dates.length - 1;
      segments.push({
        stay: today,
        // With no journey planned (no origin yet, or already there): the first day starts at check-in
        // time's morning, the last ends after lunch.
        start: firstDay ? 600 : breakfastAt[input.pace],
        end: lastDay && input.stays.length ? 900 : DAY_END,
        wakesHere: !firstDay,
        checkOut: lastDay && d > 0,
        checkIn: firstDay,
        light: firstDay,
        full: !firstDay && !lastDay,
      });
    }
    for (const seg of segments) {
      const theme = themes.get(d);
      const planned = tripOn.get(date);
      // A must-see's day out may take an arrival day's segment that stays the night (see earlyArrival).
      const trip = seg.full || (planned?.mustSee && seg.checkIn && seg.end >= DAY_END) ? planned : undefined;
      fillSegment(date, seg, trip ? undefined : theme, trip);
    }
  });

  function fillSegment(date: string, seg: Segment, theme: string | undefined, trip?: DayTrip) {
    const eaten = mealsOn.get(date) ?? new Set<TMeal>();
    mealsOn.set(date, eaten);
    const stay = input.stays[seg.stay];
    if (!stay || seg.end - seg.start < 30) {
      // Arriving only to leave again the same night: no room is taken for it.
      if (stay && seg.checkIn && seg.end >= DAY_END) checkIn(stay, date, Math.max(seg.start, 0), true);
      if (stay?.hotel && seg.checkOut)
        push(date, {
          time: hhmm(Math.max(0, seg.end - 15)),
          type: "Hotel",
          location: stay.place.name,
          activity: `Check out of ${stay.hotel.hotel_name}`,
          hotel: stay.hotel,
          minutes: 15,
        });
      return;
    }
    const hotelSpot = stay.hotel ? { lat: stay.place.lat, lng: stay.place.lng } : stay.place;
    // On a day trip, the town's sights and tables; back in the city for dinner.
    let restaurants = stay.restaurants;
    let tripPool = trip ? rankPlaces(trip.places, input) : undefined;
    let here: { lat: number; lng: number } = hotelSpot;
    /** Out on the day trip (meals there, not in the base). */
    let away = false;
    let t = seg.start;
    const end = seg.end;
    const todayFood = new Set<string>();
    let checkedIn = !seg.checkIn;
    let lastKind: string | null = null;
    let visits = 0;
    const limit = theme ? 4 : seg.full ? perDay[input.pace] : seg.light ? (seg.start < 780 ? 2 : 1) : 2;
    const kindsToday = new Map<string, number>();

    const meal = (kind: TMeal, at: number, minutes: number, atHotel = false) => {
      const begin = Math.max(t, at);
      if (begin + minutes > end || eaten.has(kind)) return false;
      eaten.add(kind);
      const found =
        atHotel && stay.hotel
          ? undefined
          : pickRestaurant(restaurants, {
              meal: kind,
              at: begin,
              minutes,
              near: here,
              diets: input.diets,
              cuisines: input.cuisines,
              tier: input.tier,
              used: usedFood,
              today: todayFood,
            });
      const word = kind[0]?.toUpperCase() + kind.slice(1);
      // A table too far to reach in time gives way to a place near where the day is.
      const pick = found && Math.max(begin, t + travelMinutes(here, found)) + minutes <= end ? found : undefined;
      if (pick) {
        const travel = travelMinutes(here, pick);
        const at2 = Math.max(begin, t + travel);
        usedFood.add(pick.name);
        todayFood.add(pick.name);
        push(date, {
          time: hhmm(at2),
          type: "place",
          location: pick.name,
          activity: `${word} at ${pick.name} (${pick.cuisine.slice(0, 2).join(", ")})`,
          place: restaurantPlace(pick, stay.place),
          minutes,
          meal: kind,
          travel_before: travelBefore(here, pick),
        });
        t = at2 + minutes;
        here = pick;
        // A meal between two museums is a break: the next may be a museum again.
        lastKind = null;
        return true;
      }
      if (kind === "breakfast" && stay.hotel) {
        push(date, {
          time: hhmm(begin),
          type: "place",
          location: stay.hotel.hotel_name,
          activity: `Breakfast at ${stay.hotel.hotel_name}`,
          minutes,
          meal: kind,
        });
        t = begin + minutes;
        return true;
      }
      // No restaurant on file for this city: a meal near where the day is, named as such.
      const dietWords = input.diets.length ? ` (${input.diets.join(", ")} options)` : "";
      push(date, {
        time: hhmm(begin),
        type: "place",
        location: trip && away ? trip.town : stay.place.name,
        activity: `${word} at a local ${kind === "breakfast" ? "café" : "restaurant"} nearby${dietWords}`,
        minutes,
        meal: kind,
      });
      t = begin + minutes;
      return true;
    };

    const visit = (until: number): boolean => {
      if (visits >= limit) return false;
      const pool = tripPool ?? pools[seg.stay] ?? [];
      const candidates = pool
        .filter((p) => !usedPlaces.has(p.place.name))
        .filter((p) => (theme ? p.kind === theme : p.kind !== "nightlife"))
        .map((p) => {
          const usual = visitWindows[p.kind];
          const own = tripPool ? trip?.minutes?.[p.place.name] : undefined;
          const w = own ? { ...usual, minutes: own } : usual;
          const travel = travelMinutes(here, p.place);
          const at = Math.max(t + travel, w.open);
          const sameKind = p.kind === lastKind ? 30 : 0;
          const repeats = (kindsToday.get(p.kind) ?? 0) * 12;
          return { ...p, at, travel, w, score: p.score + sameKind + repeats + travel / 4 + (at - t - travel) / 6 };
        })
        // Never two views, museums or markets in a row (a themed day excepted); other kinds may
        // follow each other, at a cost in the score.
        .filter(
          (c) =>
            c.at + c.w.minutes <= Math.min(c.w.close, until) &&
            !(c.kind === lastKind && !theme && (c.kind === "viewpoint" || c.kind === "museum" || c.kind === "market")),
        );
      const next = candidates.sort((a, b) => a.score - b.score)[0];
      if (!next) return false;
      usedPlaces.add(next.place.name);
      push(date, {
        time: hhmm(next.at),
        type: "place",
        location: next.place.name,
        activity: activityFor(next.kind, next.place.name),
        place: next.place,
        minutes: next.w.minutes,
        travel_before: travelBefore(here, next.place),
      });
      t = next.at + next.w.minutes;
      here = next.place;
      lastKind = next.kind;
      kindsToday.set(next.kind, (kindsToday.get(next.kind) ?? 0) + 1);
      visits++;
      return true;
    };

    // Morning.
    // A long day out starts early: breakfast in time to be there by about 11:00, and to see the
    // sight itself before a late lunch (14:30), as the tours do; never before 06:15.
    if (trip?.ride && seg.wakesHere) {
      const sightMinutes = trip.minutes?.[trip.places[0]?.name ?? ""] ?? 0;
      t = Math.max(375, Math.min(t, 660 - trip.ride - 45, 870 - sightMinutes - trip.ride - 55));
    }
    // Breakfast when there is time for it before check-out and leaving (else: at the airport).
    // On a morning with little time before leaving, at the hotel: no walk to a café and back.
    // Before an early coach or train, at the hotel: no walk to a café first.
    if (seg.wakesHere && t <= 600 && (!seg.checkOut || t + 60 <= end))
      meal("breakfast", t, 45, (seg.checkOut && end - t < 180) || !!trip?.ride);
    const afterBreakfast = t;
    if (seg.checkOut && stay.hotel) {
      // After breakfast, by 11:00, and done by the time they must go.
      const at = Math.min(Math.max(t, 570), Math.max(t, Math.min(660, end - 20)), end - 15);
      push(date, {
        time: hhmm(at),
        type: "Hotel",
        location: stay.place.name,
        activity: `Check out of ${stay.hotel.hotel_name}${end - at > 120 ? " (bags stay at the desk)" : ""}`,
        hotel: stay.hotel,
        minutes: 15,
      });
      t = at + 15;
    }
    // A stop left again the same day takes no room.
    if (seg.checkIn && seg.end < DAY_END) checkedIn = true;
    else if (seg.checkIn && stay.hotel) {
      if (t < NIGHT_ENDS) {
        // Landed in the night: to bed first (the room is the traveller's from that night), and the
        // day starts mid-morning, not at 01:00 or 06:00.
        checkIn(stay, date, t, true);
        checkedIn = true;
        t = Math.max(t + 30, breakfastAt[input.pace] + 120);
        here = hotelSpot;
      } else if (t < 900) {
        push(date, {
          time: hhmm(t),
          type: "other",
          location: stay.hotel.hotel_name,
          activity: `Drop your bags at ${stay.hotel.hotel_name} (check-in from 15:00)`,
          minutes: 15,
        });
        t += 15;
      } else {
        checkIn(stay, date, t, false);
        t += 30;
        checkedIn = true;
      }
    }
    const ride = trip ? (trip.ride ?? dayTripRide(hotelSpot, trip)) : 0;
    const tripMode: Mode = trip?.mode ?? "train";
    if (trip && t < 660) {
      push(date, {
        time: hhmm(t),
        type: "other",
        location: trip.town,
        activity: `Day trip to ${trip.town} (about ${formatDuration(ride)} each way${trip.mode ? ` by ${wayWord[trip.mode]}` : ""})`,
        minutes: ride,
        transport: {
          mode: tripMode,
          from: stay.place.name,
          to: trip.town,
          minutes: ride,
          cost_per_person: Math.round(4 + ride * 0.12),
        },
        travel_before: { mode: tripMode, minutes: ride },
      });
      t += ride;
      here = trip;
      away = true;
      // A day out eats there, even with no table on file: a town with none has none within 40 km
      // (restaurantsNear), so the base's tables are an hour's ride back, and lunch there would end
      // the day out before its afternoon.
      restaurants = trip.restaurants;
    }
    const lunchAt = 750;
    // The morning takes about half the day's visits, so the afternoon is never empty.
    const morningLimit = Math.max(1, Math.ceil(limit / 2));
    // A must-see's long visit (a three-hour tour) may run on to a late lunch, at 14:30 at the latest.
    const morningEnd = trip?.ride ? 870 : lunchAt + 30;
    while (t < lunchAt - 45 && visits < morningLimit && visit(Math.min(end - ride, morningEnd))) {}
    if (t < 900 && end >= t + 60 && (t >= 690 || end < 1140)) meal("lunch", Math.max(t, 720), 60);
    else if (t < 840 && end > 840) meal("lunch", lunchAt, 60);
    // Afternoon: check in when passing 15:00 on an arrival day.
    const dinnerAt = input.pace === "packed" ? 1170 : 1140;
    for (let guard = 0; guard < 6 && t < Math.min(dinnerAt - 45, lastStart[input.pace]); guard++) {
      if (!checkedIn && t >= 870 && stay.hotel) {
        t = Math.max(t + travelMinutes(here, hotelSpot), 900);
        checkIn(stay, date, t, false);
        t += 30;
        here = hotelSpot;
        checkedIn = true;
        continue;
      }
      // A must-see's day out may push dinner back to 20:00 (20:30 after a ride of three and a half
      // hours and more, as the long tours come back): the sight is what the day is for.
      const back = trip?.mustSee ? Math.max(dinnerAt, ride >= 210 ? 1230 : 1200) : dinnerAt;
      if (!visit(Math.min(end, back) - ride)) break;
    }
    if (trip && here !== hotelSpot) {
      push(date, {
        time: hhmm(t),
        type: "other",
        location: stay.place.name,
        activity: `Back to ${stay.place.name}`,
        minutes: ride,
        transport: {
          mode: tripMode,
          from: trip.town,
          to: stay.place.name,
          minutes: ride,
          cost_per_person: Math.round(4 + ride * 0.12),
        },
        travel_before: { mode: tripMode, minutes: ride },
      });
      t += ride;
      here = hotelSpot;
      away = false;
      restaurants = stay.restaurants;
      // A day out that found little: the rest of the afternoon back in the city.
      tripPool = undefined;
      while (visits < 2 && t < dinnerAt - 60 && visit(dinnerAt)) {}
    }
    if (!checkedIn && stay.hotel && end >= 900) {
      t = Math.max(t + travelMinutes(here, hotelSpot), 900);
      checkIn(stay, date, t, false);
      t += 30;
      here = hotelSpot;
      checkedIn = true;
    }
    if (end >= dinnerAt + 60) meal("dinner", Math.max(t, dinnerAt), 90);
    // An evening out on full days (and arrival days that land early enough).
    if (end >= t + 60 && t <= 1290 && (seg.full || (seg.light && seg.start < 900))) {
      const pool = pools[seg.stay] ?? [];
      const fits = (p: Ranked) =>
        !usedPlaces.has(p.place.name) &&
        (p.kind === "nightlife" || p.kind === "viewpoint" || p.kind === "neighbourhood") &&
        travelMinutes(here, p.place) <= 30 &&
        visitWindows[p.kind].close >= t + 60;
      // A must-see that is an evening place (a night-life street) first: the evening is its only time.
      const evening = pool.find((p) => p.must && fits(p)) ?? pool.find(fits);
      if (evening) {
        const travel = travelMinutes(here, evening.place);
        const at = Math.max(t + travel, visitWindows[evening.kind].open, 1230);
        // After a long day out, a short one: an hour's stroll is plenty.
        const minutes = Math.min(visitWindows[evening.kind].minutes, trip?.mustSee ? 45 : 90);
        if (at + minutes <= Math.min(end, DAY_END + 60, visitWindows[evening.kind].close)) {
          usedPlaces.add(evening.place.name);
          push(date, {
            time: hhmm(at),
            type: "place",
            location: evening.place.name,
            activity:
              evening.kind === "nightlife"
                ? `Evening out at ${evening.place.name}`
                : evening.kind === "viewpoint"
                  ? `Evening views from ${evening.place.name}`
                  : `Evening stroll through ${evening.place.name}`,
            place: evening.place,
            minutes,
            travel_before: travelBefore(here, evening.place),
          });
          t = at + minutes;
          // An evening out is a thing done: a day with it is not a thin one.
          visits++;
        }
      }
    }
    if (seg.full && visits < 2) {
      // Nothing left worth a visit here: say so, as a rest day, rather than pad the day.
      // A day out that found little is an easy one, said at its end; otherwise a rest day.
      push(date, {
        time: hhmm(trip ? Math.min(t, 1435) : afterBreakfast),
        type: "other",
        location: stay.place.name,
        activity: trip
          ? `An easy evening in ${stay.place.name} after the day out, no plans needed`
          : `Rest day: a slow day in ${stay.place.name}, no plans needed`,
        minutes: 0,
        rest: true,
      });
    }
  }

  function checkIn(stay: StayInput, date: string, at: number, late: boolean) {
    if (!stay.hotel) return;
    push(date, {
      time: hhmm(Math.min(at, 1439)),
      type: "Hotel",
      location: stay.place.name,
      activity: `Check in at ${stay.hotel.hotel_name}${late ? " and rest" : ""}`,
      hotel: stay.hotel,
      minutes: 30,
    });
  }

  // One forum tip, where there is one, on the first full day's evening.
  const tip = input.reddit[0];
  const tipDay = days.find((d, i) => i > 0 && i < days.length - 1 && d.items.length > 2);
  if (tip && tipDay) {
    push(tipDay.date, {
      time: "22:15",
      type: "reddit",
      location: input.stays[stayOn(tipDay.date)]?.place.name ?? "",
      activity: `Traveller tip: ${tip.title.slice(0, 100)}`,
      reddit: tip,
      minutes: 0,
    });
  }
  // By time, except the flight from home, which comes first on its day even when it lands (over
  // the date line) at an hour earlier than it left.
  const firstKey = (it: TItineraryItem) =>
    homeOut && it.type === "Flight" && it.date === homeOut.departDate ? "" : it.time;
  for (const d of days) d.items.sort((a, b) => firstKey(a).localeCompare(firstKey(b)));
  return days;
}

/** A day trip's ride each way: a regional train or bus, about 60 km/h door to door with a wait. */
/** Minutes of a ride out to a day trip's town (and back): the day builder's and the answers' one figure. */
export function dayTripRide(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  return Math.max(20, Math.round((20 + distanceKm(a, b) * 1.3) / 5) * 5);
}

type Ranked = { place: TPlace; kind: TPlaceKind | "other"; score: number; must: boolean };

/**
 * Whether the traveller asked to skip a place, by its name or its kind ("no museums"): the days
 * never plan it, and the validator never counts it among the places worth a visit left unused.
 */
export function avoidedBy(avoid: readonly string[]): (place: TPlace) => boolean {
  const words = avoid.map(norm);
  return (place) => {
    const kind = placeKindOf(place.types);
    const name = norm(place.name);
    return words.some((a) => name.includes(a) || a === kind || a === `${kind}s`);
  };
}

/** A stay's places, best first: must-sees, then interests, then the catalogue's order; avoided ones out. */
function rankPlaces(places: TPlace[], input: DayInput): Ranked[] {
  const avoids = avoidedBy(input.avoid);
  const must = input.mustSee.map(norm);
  return places
    .map((place, i) => {
      const kind = placeKindOf(place.types);
      const name = norm(place.name);
      const avoided = avoids(place);
      const mustSee = must.some((m) => name.includes(m) || m.includes(name));
      const liked = input.interests.includes(kind);
      return { place, kind, avoided, must: mustSee, score: i * 0.8 - (mustSee ? 100 : 0) - (liked ? 12 : 0) };
    })
    .filter((p) => !p.avoided)
    .map(({ place, kind, score, must }) => ({ place, kind, score, must }));
}

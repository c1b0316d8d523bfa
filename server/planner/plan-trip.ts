import { DateTime } from "luxon";
import type { TItineraryDay } from "../../common/api/trips";
import type { TFlight, TForumPost, THotel, TPlace, TRoundTrip } from "../../common/travel/schemas";
import type { TPlaceRef } from "../../common/travel/trip-model";
import type { Plan } from "../assistant/plan";
import type { Toolbox } from "../assistant/tools";
import { closedAirports } from "../travel/geo/airport-updates";
import { airportByCode, nearestAirports } from "../travel/geo/airports";
import { distanceKm } from "../travel/geo/distance";
import { catalogue } from "../travel/places/catalogue/index";
import { restaurantsNear } from "../travel/places/catalogue/restaurants/index";
import { avoidedBy, buildDays, type DayTrip, type Move, minutesOf, type StayInput } from "./days";
import { addMustSeeTrips, noDayFor } from "./excursion-trips";
import { restaurantsFromPlaces } from "./meals";
import { formatMoney, fromUsd, toUsd } from "./money";
import { placeEveningWishes } from "./must-see-evenings";
import { partyOf } from "./party";
import { type Totals, totalsOf } from "./pricing";
import { resolveStays } from "./stays";
import { chooseLeg, formatDuration, type LegEstimate, partyCost } from "./transport";
import { type RuleId, type Violation, validateTrip } from "./validate";

// The planner: from the trip model to a plan that meets it. Stays from named cities or a region,
// the way between them the traveller allows, hotels for the party and its rules, days built around
// it all, the party's total, and the validator over the result. What cannot be met is said, with
// what would meet it; nothing stated is dropped in silence.

export type Problem = { rule: RuleId | "transport" | "stays" | "must-see"; message: string };

export type PlannedTrip = {
  plan: Plan;
  days: TItineraryDay[];
  stays: { place: TPlaceRef; nights: number; checkIn: string; checkOut: string; hotel: THotel | null }[];
  moves: Move[];
  flights: (TFlight | TRoundTrip)[];
  offered: { flights: (TFlight | TRoundTrip)[]; hotels: THotel[]; places: TPlace[] };
  reddit: TForumPost[];
  totals: Totals;
  budgetUsd: number | null;
  problems: Problem[];
  violations: Violation[];
  notes: string[];
};

const nightlyCap = { budget: 110, moderate: 260, luxury: undefined } as const;
export const priceOf = (f: TFlight | TRoundTrip) => ("return_leg" in f ? f.return_leg.price : f.price);
const durationOf = (f: TFlight | TRoundTrip) =>
  "return_leg" in f ? f.outbound_leg.duration + f.return_leg.duration : f.duration;
const segmentsOf = (f: TFlight | TRoundTrip) =>
  "outbound_leg" in f ? [...f.outbound_leg.segments, ...f.return_leg.segments] : f.segments;

function chooseFlight(list: (TFlight | TRoundTrip)[], cheap: boolean): TFlight | TRoundTrip | null {
  const open = list.filter(
    (f) => !segmentsOf(f).some((s) => closedAirports.has(s.origin_code) || closedAirports.has(s.arrive_code)),
  );
  const known = open.filter((f) => priceOf(f) >= 0);
  const priced = known.length ? known : open;
  // Flights at civil hours first: no 06:10 departure after a 02:00 check-out, no 02:45 landing.
  // Where no choice has both legs at civil hours, the fewest legs at uncivil ones.
  const uncivil = (f: TFlight | TRoundTrip) => {
    const legs = "outbound_leg" in f ? [f.outbound_leg.segments, f.return_leg.segments] : [f.segments];
    return legs.filter((segs) => {
      const leaves = minutesOf(segs[0]?.depart_time ?? "12:00");
      const lands = minutesOf(segs[segs.length - 1]?.arrive_time ?? "12:00");
      return !(leaves >= 450 && lands >= 360 && lands <= 1350);
    }).length;
  };
  const fewest = Math.min(...priced.map(uncivil));
  const civil = priced.filter((f) => uncivil(f) === fewest);
  // Home (or on) after breakfast and check-out: a return leaving from 10:30 spares a 04:00 start.
  const unhurried = civil.filter((f) => {
    const leaving = "return_leg" in f ? f.return_leg.segments : f.segments;
    return minutesOf(leaving[0]?.depart_time ?? "12:00") >= ("return_leg" in f ? 630 : 570);
  });
  const pool = unhurried.length ? unhurried : civil.length ? civil : priced;
  if (!pool.length) return null;
  const cheapest = [...pool].sort((a, b) => priceOf(a) - priceOf(b))[0] as TFlight | TRoundTrip;
  if (cheap) return cheapest;
  const quickest = [...pool].sort((a, b) => durationOf(a) - durationOf(b))[0] as TFlight | TRoundTrip;
  return priceOf(quickest) <= priceOf(cheapest) * 1.35 ? quickest : cheapest;
}

function chooseHotel(list: THotel[], tier: Plan["budget"], cheap: boolean): THotel | null {
  const pool = list.filter((h) => h.total_price >= 0);
  if (!pool.length) return list[0] ?? null;
  const byPrice = [...pool].sort((a, b) => a.total_price - b.total_price);
  if (cheap || tier === "budget") return byPrice[0] as THotel;
  if (tier === "luxury")
    return [...pool].sort((a, b) => (b.stars ?? 0) - (a.stars ?? 0) || b.total_price - a.total_price)[0] as THotel;
  const mid = byPrice.filter((h) => (h.stars ?? 3) >= 3 && (h.stars ?? 3) <= 4);
  const list2 = mid.length ? mid : byPrice;
  return list2[Math.floor(list2.length / 2)] ?? null;
}

/** The airport a place flies from: its own, else the best within 150 km that is open. */
function airportOf(p: TPlaceRef): string | null {
  if (p.airport && !closedAirports.has(p.airport) && airportByCode(p.airport)) return p.airport;
  return (
    nearestAirports(p.lat, p.lng, { withinKm: 150, limit: 3, cityName: p.name }).find(
      (a) => !closedAirports.has(a.code),
    )?.code ?? null
  );
}

type Leg = { from: TPlaceRef; to: TPlaceRef; date: string; home: "out" | "back" | null };

export async function planTrip(input: Plan, tools: Toolbox, options: { cheap?: boolean } = {}): Promise<PlannedTrip> {
  const plan: Plan = structuredClone(input);
  const notes: string[] = [];
  const problems: Problem[] = [];
  const cheap = options.cheap ?? false;
  const tier = cheap ? "budget" : plan.budget;
  const party = partyOf(plan);
  const resolved = resolveStays(plan);
  problems.push(...resolved.problems);
  const start = plan.startDate ?? DateTime.now().plus({ days: 30 }).toISODate();
  const totalNights = resolved.stays.reduce((n, s) => n + s.nights, 0);
  const dayCount = totalNights + 1;
  const allowed = plan.transport;

  // Stays with their dates, places, restaurants and a hotel for the party.
  let night = 0;
  const stays: StayInput[] = [];
  const offeredHotels: THotel[] = [];
  const offeredPlaces: TPlace[] = [];
  const hotelCap =
    plan.hotelMaxNightly ??
    (plan.money?.per === "night" ? toUsd(plan.money.amount, plan.money.currency) : undefined) ??
    nightlyCap[tier];
  for (const s of resolved.stays) {
    const checkIn = DateTime.fromISO(start).plus({ days: night }).toISODate() as string;
    const checkOut = DateTime.fromISO(start)
      .plus({ days: night + s.nights })
      .toISODate() as string;
    night += s.nights;
    const found = await tools.places({
      near: { lat: s.place.lat, lng: s.place.lng },
      radiusMiles: s.nights >= 4 ? 25 : 15,
    });
    if (found.note && !found.places.length) notes.push(found.note);
    offeredPlaces.push(...found.places.slice(0, 15));
    // A longer stay gains day trips: the sights of well-known places within a train ride.
    const dayTrips: DayTrip[] = [];
    if (s.nights >= 4)
      for (const near of dayTripTowns(s.place, s.nights >= 7 ? 2 : 1)) {
        const more = await tools.places({ near: { lat: near.lat, lng: near.lng }, radiusMiles: 8 });
        const places = more.places.filter((p) => !found.places.some((q) => q.name === p.name)).slice(0, 5);
        if (places.length >= 3)
          dayTrips.push({ town: near.city, lat: near.lat, lng: near.lng, places, restaurants: restaurantsNear(near) });
      }
    let hotel: THotel | null = null;
    if (s.nights > 0) {
      const rules = plan.stayRules;
      const needs = {
        ...(rules.pets ? { pets: true } : {}),
        ...(rules.children || party.children.some((a) => a === null || a < 10) ? { children: true } : {}),
        ...(rules.parties ? { parties: true } : {}),
        ...(rules.smoking !== null ? { smoking: rules.smoking } : {}),
        ...(rules.accessible ? { accessible: true } : {}),
        ...(rules.type !== "any" ? { type: rules.type === "hotel" ? ("hotel_room" as const) : rules.type } : {}),
      };
      const query = {
        lat: s.place.lat,
        lng: s.place.lng,
        checkIn,
        checkOut,
        adults: party.adults,
        ...(party.children.length ? { children: party.children.length } : {}),
        ...(party.rooms > 1 ? { rooms: party.rooms } : {}),
        ...(Object.keys(needs).length ? { needs } : {}),
      };
      let list = (await tools.hotels({ ...query, ...(hotelCap ? { maxPrice: hotelCap } : {}) })).hotels;
      if (!list.length && hotelCap) {
        list = (await tools.hotels(query)).hotels;
        if (list.length)
          notes.push(
            `No stay in ${s.place.name} under ${formatMoney(hotelCap)} a night was found, so I looked at every price.`,
          );
      }
      if (!list.length && Object.keys(needs).length)
        problems.push({
          rule: "stay-rules",
          message: `I found no stay in ${s.place.name} that allows everything you asked for (${Object.keys(needs).join(", ")}).`,
        });
      hotel = chooseHotel(list, tier, cheap || plan.hotelMaxNightly !== null);
      offeredHotels.push(...(hotel ? [hotel, ...list.filter((h) => h !== hotel)] : list).slice(0, 3));
    }
    stays.push({
      place: s.place,
      checkIn,
      checkOut,
      hotel,
      places: found.places,
      dayTrips,
      restaurants: await tablesFor(s.place, tools),
    });
  }
  const lastStay = resolved.stays[resolved.stays.length - 1];
  if (lastStay)
    plan.chosenHotelNightly =
      stays[stays.length - 1]?.hotel && lastStay.nights > 0
        ? Math.round(((stays[stays.length - 1]?.hotel?.total_price ?? 0) / lastStay.nights) * 100) / 100
        : plan.chosenHotelNightly;

  // The journeys: from home, between stays, and home again.
  const legs: Leg[] = [];
  const origin = plan.origin;
  const first = resolved.stays[0]?.place;
  const last = lastStay?.place;
  const away = origin && first && distanceKm(origin, first) > 40;
  if (origin && first && away) legs.push({ from: origin, to: first, date: start, home: "out" });
  stays.forEach((s, i) => {
    const next = stays[i + 1];
    if (next) legs.push({ from: s.place, to: next.place, date: s.checkOut, home: null });
  });
  const end = DateTime.fromISO(start).plus({ days: totalNights }).toISODate() as string;
  if (origin && last && distanceKm(origin, last) > 40 && totalNights > 0)
    legs.push({ from: last, to: origin, date: end, home: "back" });

  const moves: Move[] = [];
  const chosenFlights: (TFlight | TRoundTrip)[] = [];
  const offeredFlights: (TFlight | TRoundTrip)[] = [];
  const seats = party.adults + party.children.length;
  // Children's ages for child fares; one not given is taken as eight.
  const childAges = party.children.map((age) => age ?? 8);
  // A trip there and back from one airport is one round trip, as travellers book it.
  const outLeg = legs.find((l) => l.home === "out");
  const backLeg = legs.find((l) => l.home === "back");
  let roundTrip: TRoundTrip | null = null;
  const outAirport = origin ? airportOf(origin) : null;
  const firstAirport = first ? airportOf(first) : null;
  const lastAirport = last ? airportOf(last) : null;
  if (outLeg && backLeg && outAirport && firstAirport && firstAirport === lastAirport) {
    const outChoice = chooseLeg(
      { ...outLeg.from, airport: outAirport },
      { ...outLeg.to, airport: firstAirport },
      allowed,
      cheap,
    );
    if (outChoice?.mode === "flight") {
      const found = await tools.flights({
        origin: outAirport,
        destination: firstAirport,
        departDate: outLeg.date,
        returnDate: backLeg.date,
        adults: party.adults,
        ...(childAges.length ? { children: childAges } : {}),
      });
      if (found.note) notes.push(`Flight search: ${found.note}.`);
      offeredFlights.push(...found.flights);
      const f = chooseFlight(found.flights, cheap || tier === "budget");
      // A trip there and back is booked as a round trip (the spec's flight card); one home at dawn
      // is chosen only when no later one is offered, and the reply then says so.
      if (f && "return_leg" in f) roundTrip = f;
    }
  }
  for (const leg of legs) {
    const fromAirport = airportOf(leg.from);
    const toAirport = airportOf(leg.to);
    if (roundTrip && leg.home) {
      const segs = leg.home === "out" ? roundTrip.outbound_leg.segments : roundTrip.return_leg.segments;
      moves.push(flightMove(leg, segs, roundTrip, seats, priceOf(roundTrip) / 2));
      if (leg.home === "out") chosenFlights.push(roundTrip);
      continue;
    }
    const choice = chooseLeg({ ...leg.from, airport: fromAirport }, { ...leg.to, airport: toAirport }, allowed, cheap);
    if (!choice) {
      problems.push({
        rule: "transport",
        message: `I can't find a way from ${leg.from.name} to ${leg.to.name}${allowed.flights ? "" : " without flying"}${allowed.selfDrive ? "" : " or driving"}.${allowed.flights ? "" : " Would a flight for that part be all right?"}`,
      });
      continue;
    }
    if (choice.mode === "flight" && fromAirport && toAirport) {
      const found = await tools.flights({
        origin: fromAirport,
        destination: toAirport,
        departDate: leg.date,
        adults: party.adults,
        ...(childAges.length ? { children: childAges } : {}),
      });
      offeredFlights.push(...found.flights);
      const f = chooseFlight(found.flights, cheap || tier === "budget");
      if (f && !("return_leg" in f)) {
        moves.push(flightMove(leg, f.segments, f, seats, priceOf(f)));
        chosenFlights.push(f);
        continue;
      }
      if (found.note) notes.push(`Flight search: ${found.note}.`);
      // No flight found: the best way by land or sea, if there is one.
      const ground = chooseLeg(leg.from, leg.to, { ...allowed, flights: false }, cheap);
      if (ground) moves.push(groundMove(leg, ground, party));
      else
        problems.push({ rule: "transport", message: `No flight from ${leg.from.name} to ${leg.to.name} was found.` });
      continue;
    }
    moves.push(groundMove(leg, choice, party));
  }

  const explained = new Set<RuleId>();
  // A journey cannot leave before the one before it has arrived: a road or rail leg waits (two
  // hours after arrival, else the next morning); a flight cannot, and the plan says it is too tight.
  const at = (date: string, minutes: number) => DateTime.fromISO(date).plus({ minutes }).toMillis();
  let tight = false;
  for (let i = 1; i < moves.length; i++) {
    const prev = moves[i - 1] as Move;
    const m = moves[i] as Move;
    const ready = at(prev.arriveDate, prev.arrive + 120);
    if (at(m.departDate, m.depart) >= ready) continue;
    if (m.mode === "flight") {
      tight = true;
      continue;
    }
    // Ready in the small hours: the morning (09:00) that day; too late to arrive by 22:00: the next.
    let readyAt = DateTime.fromMillis(ready);
    if (readyAt.hour < 7) readyAt = readyAt.set({ hour: 9, minute: 0 });
    const sameDay = readyAt.hour * 60 + readyAt.minute + m.minutes <= 22 * 60;
    const leave = sameDay ? readyAt : readyAt.plus({ days: 1 }).set({ hour: 9, minute: 0 });
    const depart = leave.hour * 60 + leave.minute;
    const arrive = depart + m.minutes;
    moves[i] = {
      ...m,
      departDate: leave.toISODate() as string,
      depart,
      arriveDate: leave.plus({ days: Math.floor(arrive / 1440) }).toISODate() as string,
      arrive: arrive % 1440,
    };
  }
  if (tight) {
    // The plan is told to be impossible as it stands: the day where the journeys collide breaks
    // the airport and overlap rules too, and those are the same problem, not new ones.
    explained.add("before-arrival");
    explained.add("too-short");
    explained.add("airport-buffer");
    explained.add("overlap");
    problems.push({
      rule: "too-short",
      message: `${resolved.stays.map((x) => x.place.name).join(", ")} in ${dayCount} day${dayCount === 1 ? "" : "s"} is too tight: a flight would leave before you arrive. Give it ${Math.max(1, resolved.stays.length - 1)} more night${resolved.stays.length > 2 ? "s" : ""}, or fewer stops?`,
    });
  }
  // Must-sees beyond the stops' places: a day trip from the stop they are done from.
  const mustSeeTrips = addMustSeeTrips(plan.mustSee, stays);
  const reddit = first
    ? (await tools.forums({ query: `${first.name} tips`, destination: first.name })).posts.slice(0, 5)
    : [];
  const days = buildDays({
    startDate: start,
    dayCount,
    stays,
    moves,
    pace: plan.pace,
    tier,
    interests: plan.interests,
    themedDays: plan.themedDays,
    mustSee: plan.mustSee,
    avoid: plan.avoid,
    diets: plan.food.diets,
    cuisines: plan.food.cuisines,
    reddit,
  });
  const ordered = applyDayOrder(days, plan.dayOrder);
  const totals = totalsOf({ days: ordered, flights: chosenFlights, hotels: stays.map((s) => s.hotel), moves, party });
  const budgetUsd = budgetLimit(plan, party, dayCount);

  // Stated limits the plan cannot meet are told, with what would meet them.
  if (budgetUsd !== null && totals.total > budgetUsd && cheap) {
    explained.add("budget");
    const money = plan.money;
    const shown = (usd: number) =>
      money ? formatMoney(fromUsd(usd, money.currency), money.currency) : formatMoney(usd);
    const fixed = totals.flights + totals.transport;
    const perNight = totalNights > 0 ? (totals.total - fixed) / totalNights : 0;
    const fits = perNight > 0 ? Math.floor((budgetUsd - fixed) / perNight) : -1;
    problems.push({
      rule: "budget",
      message:
        `The cheapest plan I can make costs **${shown(totals.total)}** for ${party.label}, over your ${shown(budgetUsd)} budget. ` +
        (fits >= 1 && fits < totalNights
          ? `With ${fits} night${fits === 1 ? "" : "s"} instead of ${totalNights} it comes to about ${shown(fixed + perNight * fits)}. Want that?`
          : fixed > budgetUsd
            ? `Getting there and back alone costs about ${shown(fixed)}: somewhere closer would fit better.`
            : "Somewhere closer or fewer nights would fit better."),
    });
  }
  // A flight with no later choice that day means a start in the small hours: said, with the way out.
  for (const d of ordered) {
    const early = d.items.find(
      (it) => (/^Check out/.test(it.activity) || /^Head to the airport/.test(it.activity)) && minutesOf(it.time) < 360,
    );
    const flight = d.items.find((it) => it.type === "Flight");
    if (!early || !flight) continue;
    explained.add("early-leave");
    problems.push({
      rule: "early-leave",
      message: `The only sensible flight on ${DateTime.fromISO(d.date).toFormat("ccc d LLL")} leaves at ${flight.time}, so the day starts at ${early.time}. Want me to look at a flight a day later instead?`,
    });
    break;
  }
  // What the offline planner cannot choose by is said, not dropped.
  if (plan.stayRules.near)
    notes.push(
      `I can't search stays by "${plan.stayRules.near}" yet, so the stays above are central: check they are close enough before booking.`,
    );
  const preferred = { train: "train", road: "drive", bus: "bus", flight: "flight", any: null }[allowed.prefer];
  const between = moves.filter(
    (m) => m.mode !== "flight" || !origin || (m.fromName !== origin.name && m.toName !== origin.name),
  );
  if (preferred && between.some((m) => m.mode !== preferred))
    notes.push(
      `Not every leg can go by ${allowed.prefer === "road" ? "car" : allowed.prefer === "flight" ? "air" : allowed.prefer}: ${between
        .filter((m) => m.mode !== preferred)
        .map((m) => `${m.fromName} → ${m.toName} is by ${m.mode}`)
        .join(", ")}.`,
    );
  if (input.nights !== null && totalNights !== input.nights && input.stays.some((s) => s.nights !== null))
    notes.push(
      `The nights you gave for each stop add up to ${totalNights}, so the trip is ${totalNights + 1} days rather than ${input.nights + 1}.`,
    );
  const cuisines = plan.food.cuisines.filter(
    (c) =>
      !ordered.some((d) => d.items.some((it) => it.meal && it.place?.types.some((t) => t.includes(c.toLowerCase())))),
  );
  if (cuisines.length)
    notes.push(
      `I found no ${cuisines.join(" or ")} place on file near your stays, so those meals are other local food.`,
    );
  // Every must-see is in the plan or named as missing: a wish is never dropped in silence.
  // Punctuation as spaces: "Saint Paul de Vence" is "Saint-Paul-de-Vence".
  const plainName = (x: string) =>
    x
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim();
  const visited = ordered.flatMap((d) =>
    d.items.filter((it) => it.place && !it.meal).map((it) => plainName(it.location)),
  );
  const seen = (name: string) => visited.some((v) => v.includes(plainName(name)) || plainName(name).includes(v));
  const tripFor = (m: string) => mustSeeTrips.find((t) => t.wish === m);
  // A wish met by its day out counts under the sight's name ("Mt Fuji" by "Mount Fuji (Kawaguchiko)").
  const unplaced = plan.mustSee.filter((m) => !seen(m) && !(tripFor(m) && seen(tripFor(m)?.sight ?? "")));
  // A wish done after dark with no place on file (the northern lights, a fado show) gets an evening.
  const evenings = placeEveningWishes(
    ordered,
    unplaced.filter((m) => !tripFor(m)),
    (date) => stays.find((s) => s.checkIn <= date && date < s.checkOut)?.place.name,
  );
  const unmet = unplaced.filter((m) => !evenings.includes(m));
  // One with a base among the stops but no free day there: said so, with the night that makes room.
  for (const m of unmet) {
    const t = tripFor(m);
    if (t) problems.push({ rule: "must-see", message: noDayFor(t) });
  }
  const missing = unmet.filter((m) => !tripFor(m));
  if (missing.length)
    problems.push({
      rule: "must-see",
      message: `I couldn't place ${missing.map((m) => `**${m}**`).join(", ")} in this plan: ${missing.length === 1 ? "it isn't" : "they aren't"} among the places I know near your stops. Add ${missing.length === 1 ? "it" : "them"} to a day by hand, or tell me where ${missing.length === 1 ? "it is" : "they are"}.`,
    });
  const check = {
    days: ordered,
    moves,
    stays: stays.map((s, i) => ({
      name: s.place.name,
      checkIn: s.checkIn,
      checkOut: s.checkOut,
      unused: unusedPlaces(s.places, ordered, s.place, plan.avoid),
      index: i,
    })),
    flights: allowed.flights,
    selfDrive: allowed.selfDrive,
    diets: plan.food.diets,
    guests: seats,
    stayRules: plan.stayRules,
    budgetUsd,
    totalUsd: totals.total,
    closedAirports,
    explained,
  };
  // A trip too short for its journey: say what length would work. Long flights need at least a
  // full day there; any trip needs something seen in each stop.
  const outMove = moves.find((m) => m.fromName === origin?.name);
  const backMove = moves.find((m) => m.toName === origin?.name);
  if (outMove && backMove && stays.length === 1 && outMove.minutes >= 300) {
    const arrivalIndex = Math.round(DateTime.fromISO(outMove.arriveDate).diff(DateTime.fromISO(start), "days").days);
    const fullDays = dayCount - arrivalIndex - 2;
    if (fullDays < 1) {
      explained.add("too-short");
      const suggest = arrivalIndex + 5;
      problems.push({
        rule: "too-short",
        message: `${dayCount} day${dayCount === 1 ? "" : "s"} from ${origin?.name} leaves no time in ${stays[0]?.place.name}: getting there takes about ${formatDuration(outMove.minutes)} each way. **${suggest} days gives you 3 full days there. Plan that?**`,
      });
    }
  }
  for (const s of stays) {
    if (explained.has("too-short")) break;
    const seen = ordered.some(
      (d) =>
        d.date >= s.checkIn &&
        d.date <= s.checkOut &&
        d.items.some((it) => it.type === "place" && !it.meal && it.place),
    );
    if (seen) continue;
    explained.add("too-short");
    problems.push({
      rule: "too-short",
      message: `The time in ${s.place.name} is too short to see anything: give it at least one more night?`,
    });
  }
  const violations = validateTrip(check);
  return {
    plan,
    days: ordered,
    stays: stays.map((s, i) => ({
      place: s.place,
      nights: resolved.stays[i]?.nights ?? 0,
      checkIn: s.checkIn,
      checkOut: s.checkOut,
      hotel: s.hotel,
    })),
    moves,
    flights: chosenFlights,
    offered: { flights: offeredFlights, hotels: offeredHotels, places: offeredPlaces },
    reddit,
    totals,
    budgetUsd,
    problems,
    violations,
    notes,
  };
}

/** Where to eat at a stop: the catalogue's restaurants, else what a place search finds to eat. */
async function tablesFor(p: TPlaceRef, tools: Toolbox) {
  const known = restaurantsNear(p);
  if (known.length) return known;
  const found = await tools.places({ near: { lat: p.lat, lng: p.lng }, category: "food", radiusMiles: 4 });
  return restaurantsFromPlaces(found.places);
}

/** Catalogue towns 15-90 km from a stay, nearest first: day trips (Sintra from Lisbon, Nara from Kyoto). */
function dayTripTowns(p: { lat: number; lng: number }, count: number): { city: string; lat: number; lng: number }[] {
  return catalogue
    .map((c) => ({ c, km: distanceKm(c, p) }))
    .filter(({ km }) => km >= 15 && km <= 70)
    .sort((a, b) => a.km - b.km)
    .slice(0, count)
    .map(({ c }) => c);
}

/** The budget as a limit on the whole trip in dollars (a nightly figure caps the hotel instead). */
export function budgetLimit(
  plan: Plan,
  party: { adults: number; children: (number | null)[] },
  dayCount: number,
): number | null {
  const m = plan.money;
  if (!m || m.per === "night") return null;
  const usd = toUsd(m.amount, m.currency);
  if (m.per === "person") return usd * (party.adults + party.children.length);
  if (m.per === "day") return usd * dayCount;
  return usd;
}

/**
 * Places of a stay still worth a visit: unused, open by day, within a short ride of the stay, and
 * not of what the traveller asked to skip (a museum left over is no loss to one who said "no museums").
 */
function unusedPlaces(
  places: TPlace[],
  days: TItineraryDay[],
  at: { lat: number; lng: number },
  avoid: readonly string[],
): number {
  const used = new Set(days.flatMap((d) => d.items.map((it) => it.location)));
  const avoided = avoidedBy(avoid);
  return places.filter(
    (p) => !used.has(p.name) && !/nightlife|bar/.test(p.types.join(" ")) && distanceKm(p, at) <= 30 && !avoided(p),
  ).length;
}

function flightMove(
  leg: Leg,
  segments: TFlight["segments"],
  flight: TFlight | TRoundTrip,
  seats: number,
  price: number,
): Move {
  const a = segments[0] as TFlight["segments"][number];
  const b = segments[segments.length - 1] as TFlight["segments"][number];
  const fromCountry = airportByCode(a.origin_code)?.country;
  const toCountry = airportByCode(b.arrive_code)?.country;
  const minutes = Math.round(
    DateTime.fromISO(`${b.arrive_date}T${b.arrive_time}`, { zone: airportByCode(b.arrive_code)?.tz ?? "utc" }).diff(
      DateTime.fromISO(`${a.depart_date}T${a.depart_time}`, { zone: airportByCode(a.origin_code)?.tz ?? "utc" }),
      "minutes",
    ).minutes,
  );
  return {
    mode: "flight",
    fromName: leg.from.name,
    toName: leg.to.name,
    departDate: a.depart_date,
    depart: minutesOf(a.depart_time),
    arriveDate: b.arrive_date,
    arrive: minutesOf(b.arrive_time),
    minutes,
    costPerPerson: Math.round(price / Math.max(1, seats)),
    international: !fromCountry || !toCountry || fromCountry !== toCountry,
    flight,
    fromCode: a.origin_code,
    toCode: b.arrive_code,
  };
}

function groundMove(leg: Leg, est: LegEstimate, party: { adults: number; children: (number | null)[] }): Move {
  // Out after breakfast and check-out; a long way starts early; home after lunch when it is short.
  const depart =
    leg.home === "back"
      ? est.minutes > 360
        ? 600
        : 840
      : leg.home === "out"
        ? Math.max(360, Math.min(540, 1140 - est.minutes))
        : est.minutes > 480
          ? 570
          : 600;
  const arriveAt = depart + est.minutes;
  const arriveDate = DateTime.fromISO(leg.date)
    .plus({ days: Math.floor(arriveAt / 1440) })
    .toISODate() as string;
  return {
    mode: est.mode,
    fromName: leg.from.name,
    toName: leg.to.name,
    departDate: leg.date,
    depart,
    arriveDate,
    arrive: arriveAt % 1440,
    minutes: est.minutes,
    costPerPerson: Math.round(
      partyCost(est, party.adults, party.children.length) / Math.max(1, party.adults + party.children.length),
    ),
    international: false,
  };
}

/** Reorders day contents (not dates) as the traveller asked. */
function applyDayOrder(days: TItineraryDay[], order: number[]): TItineraryDay[] {
  if (order.length !== days.length) return days;
  const contents = order.map((n) => days[n - 1]?.items ?? []);
  return days.map((d, i) => ({ date: d.date, items: (contents[i] ?? []).map((it) => ({ ...it, date: d.date })) }));
}

import { and, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Server } from "socket.io";
import type { TItineraryDay } from "../../common/api/trips";
import { flightBookingId, flightLabel, flightPrice, hotelBookingId } from "../../common/bookings";
import type { TFlight, THotel, TRoundTrip } from "../../common/travel/schemas";
import { readPlan } from "../assistant/plan";
import type { Db } from "../db/open";
import {
  notificationSettings,
  notifications,
  priceChecks,
  tripMembers,
  tripMessages,
  trips,
  tripWatches,
  users,
  watchAlerts,
  watchBaselines,
} from "../db/schema/index";
import { presentNotification } from "../notifications/notify";
import { rooms } from "../realtime/io";
import { geocode } from "../travel/geo/gazetteer";
import type { Travel } from "../travel/travel";
import { presentMessage } from "../trips/present";
import { isOutdoor, type PriceSeen, priceChange, type WeatherSeen, weatherChanges } from "./changes";
import { type Alert, describeAlert, topicOf } from "./describe";
import { flightSignature, repriceFlight, repriceHotel } from "./reprice";
import { checkIntervalMs, daysUntil, FORECAST_DAYS } from "./schedule";

export type WatchDeps = {
  db: Db;
  travel: Pick<Travel, "flights" | "hotels" | "weather">;
  io: Server;
  log: FastifyBaseLogger;
  now: () => Date;
};

type Trip = typeof trips.$inferSelect;
type Priced = {
  subject: string;
  bookingId: string;
  kind: "flight" | "hotel";
  label: string;
  listed: PriceSeen;
  seen: PriceSeen;
};
type Weathered = {
  subject: string;
  date: string;
  city: string;
  outdoor: string[];
  seen: WeatherSeen;
  /** Beyond the forecast's reach: sets the baseline the first forecast is compared with, nothing more. */
  estimateOnly: boolean;
};

/** The trip's first and last days, from its itinerary. */
export function tripDays(trip: Pick<Trip, "itinerary">): { first: string; last: string } | null {
  const days = (trip.itinerary as TItineraryDay[]).map((d) => d.date).sort();
  return days.length ? { first: days[0] as string, last: days[days.length - 1] as string } : null;
}

/**
 * A trip is watched while its owner is on Voyager and it has not ended yet (Explorer trips are
 * not: real-time updates are a Voyager feature, accounts-plans-billing.md section 6).
 */
export async function isWatched(db: Db, trip: Trip, now: Date): Promise<boolean> {
  const days = tripDays(trip);
  if (!days || daysUntil(days.last, now) < 0) return false;
  const [owner] = await db.select({ ratePlan: users.ratePlan }).from(users).where(eq(users.id, trip.ownerId));
  return owner?.ratePlan === "PRO";
}

function distinct<T>(items: T[], key: (t: T) => string): [string, T][] {
  const map = new Map<string, T>();
  for (const item of items) if (!map.has(key(item))) map.set(key(item), item);
  return [...map.entries()];
}

const flightSubject = (flight: TFlight | TRoundTrip) => `flight:${flightSignature(flight)}`;
const hotelSubject = (hotel: THotel) => `hotel:${hotel.hotel_id}:${hotel.check_in}:${hotel.check_out}`;

/** The watched subject of each flight and hotel the itinerary holds now, by booking id. */
export function currentSubjects(trip: Pick<Trip, "itinerary">): Map<string, string> {
  const subjects = new Map<string, string>();
  for (const day of trip.itinerary as TItineraryDay[])
    for (const item of day.items) {
      if (item.flight) subjects.set(flightBookingId(item.flight), flightSubject(item.flight));
      if (item.hotel) subjects.set(hotelBookingId(item.hotel), hotelSubject(item.hotel));
    }
  return subjects;
}

/** Looks at every flight, hotel and forecast day of the trip; a failed lookup is skipped, not guessed. */
async function observe(deps: WatchDeps, trip: Trip) {
  const itinerary = trip.itinerary as TItineraryDay[];
  const plan = readPlan(trip.plan);
  // Where the trip goes: as Lotus understood it, else its destination's name in the gazetteer.
  const where = plan.destination ?? (trip.destination ? geocode(trip.destination) : null);
  const items = itinerary.flatMap((d) => d.items);
  const priced: Priced[] = [];
  const flights = distinct(
    items.flatMap((i) => (i.flight ? [i.flight] : [])) as (TFlight | TRoundTrip)[],
    flightBookingId,
  );
  for (const [bookingId, flight] of flights) {
    try {
      const listed = flightPrice(flight);
      priced.push({
        subject: flightSubject(flight),
        bookingId,
        kind: "flight",
        label: flightLabel(flight),
        listed: listed >= 0 ? listed : null,
        seen: await repriceFlight(deps.travel.flights, flight, plan.travellers),
      });
    } catch (error) {
      deps.log.warn({ err: error, tripId: trip.id, bookingId }, "watch: flight lookup failed");
    }
  }
  const hotels = distinct(items.flatMap((i) => (i.hotel ? [i.hotel] : [])) as THotel[], hotelBookingId);
  for (const [bookingId, hotel] of hotels) {
    if (!where) break;
    try {
      priced.push({
        subject: hotelSubject(hotel),
        bookingId,
        kind: "hotel",
        label: hotel.hotel_name,
        listed: hotel.total_price >= 0 ? hotel.total_price : null,
        seen: await repriceHotel(deps.travel.hotels, hotel, where, plan.travellers),
      });
    } catch (error) {
      deps.log.warn({ err: error, tripId: trip.id, bookingId }, "watch: hotel lookup failed");
    }
  }
  const weathered: Weathered[] = [];
  if (where) {
    for (const day of itinerary) {
      const ahead = daysUntil(day.date, deps.now());
      if (ahead < 0) continue;
      try {
        const w = await deps.travel.weather.weather({
          date: day.date,
          lat: where.lat,
          lng: where.lng,
        });
        weathered.push({
          subject: `weather:${day.date}`,
          date: day.date,
          city: where.name,
          outdoor: day.items.filter((i) => i.place && isOutdoor(i.place.types)).map((i) => i.place?.name ?? i.activity),
          seen: { icon: w.weather_icon, description: w.weather_description, min: w.temp_min, max: w.temp_max },
          estimateOnly: ahead >= FORECAST_DAYS,
        });
      } catch (error) {
        deps.log.warn({ err: error, tripId: trip.id, date: day.date }, "watch: weather lookup failed");
      }
    }
  }
  return { priced, weathered };
}

/**
 * One check of one trip (the `watch:trip` job). Lookups first; then, in one transaction that
 * holds the trip's watch row, the comparison with what was last announced, the price history,
 * the alerts, every member's notification and Lotus's line in the trip chat. `run` names this
 * check: run again (a retry, a restart, a second process) it finds its own mark and does nothing.
 */
export async function checkTrip(deps: WatchDeps, tripId: string, run: string): Promise<void> {
  const { db, io, now } = deps;
  const [trip] = await db.select().from(trips).where(eq(trips.id, tripId));
  if (!trip || !(await isWatched(db, trip, now()))) return;
  const seen = await observe(deps, trip);
  const at = now();
  const days = tripDays(trip);
  const next = new Date(at.getTime() + checkIntervalMs(days ? daysUntil(days.first, at) : 365));

  const outcome = await db.transaction(async (tx) => {
    await tx.insert(tripWatches).values({ tripId, nextCheckAt: at }).onConflictDoNothing();
    const [watch] = await tx.select().from(tripWatches).where(eq(tripWatches.tripId, tripId)).for("update");
    if (watch?.lastRun === run) return null;
    const baselines = new Map(
      (await tx.select().from(watchBaselines).where(eq(watchBaselines.tripId, tripId))).map((b) => [
        b.subject,
        b.value,
      ]),
    );
    const setBaseline = (subject: string, value: unknown) =>
      tx
        .insert(watchBaselines)
        .values({ tripId, subject, value, updatedAt: at })
        .onConflictDoUpdate({ target: [watchBaselines.tripId, watchBaselines.subject], set: { value, updatedAt: at } });
    const alerts: Alert[] = [];

    for (const p of seen.priced) {
      await tx
        .insert(priceChecks)
        .values({ tripId, bookingId: p.bookingId, subject: p.subject, kind: p.kind, price: p.seen, checkedAt: at });
      const stored = baselines.get(p.subject) as { price: PriceSeen } | undefined;
      const before = stored ? stored.price : p.listed;
      const change = priceChange(before, p.seen);
      // The baseline moves only when a change is announced, so a slow creep adds up until it is worth a word.
      if (change) alerts.push({ subject: p.subject, item: p, change });
      if (change || !stored) await setBaseline(p.subject, { price: change ? p.seen : before });
    }
    for (const w of seen.weathered) {
      const before = baselines.get(w.subject) as WeatherSeen | undefined;
      if (!before) {
        await setBaseline(w.subject, w.seen);
        continue;
      }
      if (w.estimateOnly) continue;
      const changes = weatherChanges(before, w.seen, w.outdoor.length > 0);
      for (const change of changes) alerts.push({ subject: w.subject, day: w, change });
      if (changes.length) await setBaseline(w.subject, w.seen);
    }
    await tx
      .update(tripWatches)
      .set({ lastCheckedAt: at, nextCheckAt: next, lastRun: run })
      .where(eq(tripWatches.tripId, tripId));
    if (!alerts.length) return null;

    const described = alerts.map((a) => ({ alert: a, ...describeAlert(a, trip.name) }));
    for (const d of described) {
      await tx
        .insert(watchAlerts)
        .values({
          key: `${run}/${d.alert.subject}/${d.alert.change.kind}`,
          tripId,
          kind: d.alert.change.kind,
          summary: d.content,
          createdAt: at,
        })
        .onConflictDoNothing();
    }
    const members = await tx
      .select({
        userId: tripMembers.userId,
        prices: notificationSettings.prices,
        availability: notificationSettings.availability,
        weather: notificationSettings.weather,
      })
      .from(tripMembers)
      .leftJoin(notificationSettings, eq(notificationSettings.userId, tripMembers.userId))
      .where(eq(tripMembers.tripId, tripId));
    const stored: (typeof notifications.$inferSelect)[] = [];
    for (const m of members) {
      for (const d of described) {
        if (m[topicOf(d.alert)] === false) continue;
        const [row] = await tx
          .insert(notifications)
          .values({
            userId: m.userId,
            type: "other",
            entityType: "trip_watch",
            title: d.title.slice(0, 200),
            content: d.content.slice(0, 500),
            actionUrl: `/details/${tripId}`,
            createdAt: at,
          })
          .returning();
        if (row) stored.push(row);
      }
    }
    const [line] = await tx
      .insert(tripMessages)
      .values({ tripId, role: "assistant", msg: chatLine(described.map((d) => d.content)), createdAt: at })
      .returning();
    return { stored, line };
  });

  if (!outcome) return;
  // Pushed after the commit, as every socket event is.
  for (const row of outcome.stored)
    io.to(rooms.user(row.userId)).emit("notification", { notification: presentNotification(row) });
  if (outcome.line)
    io.to(rooms.trip(tripId)).emit("new_ai_response", { trip_id: tripId, ...presentMessage(outcome.line) });
}

/** Lotus's line in the trip chat: every change of this check in one message. */
function chatLine(contents: string[]): string {
  if (contents.length === 1) return `Heads up: ${contents[0]}`;
  return ["Heads up, a few things changed for this trip:", ...contents.map((c) => `- ${c}`)].join("\n");
}

/** Trips whose check is due: watched, and never checked or past their next check. */
export async function dueTrips(db: Db, now: Date): Promise<{ tripId: string; run: string }[]> {
  const candidates = await db
    .select({ trip: trips, nextCheckAt: tripWatches.nextCheckAt })
    .from(trips)
    .innerJoin(users, and(eq(users.id, trips.ownerId), eq(users.ratePlan, "PRO")))
    .leftJoin(tripWatches, eq(tripWatches.tripId, trips.id));
  const due: { tripId: string; run: string }[] = [];
  for (const c of candidates) {
    if (c.nextCheckAt && c.nextCheckAt > now) continue;
    const days = tripDays(c.trip);
    if (!days || daysUntil(days.last, now) < 0) continue;
    due.push({ tripId: c.trip.id, run: `${c.trip.id}/${c.nextCheckAt ? c.nextCheckAt.getTime() : "first"}` });
  }
  return due;
}

import { and, eq } from "drizzle-orm";
import type { TItineraryDay } from "../../common/api/trips";
import type { Db } from "../db/open";
import { trips, tripWatches, users } from "../db/schema/index";
import { daysUntil } from "./schedule";

// Which trips Lotus watches, and which of them are due for a check.

type Trip = typeof trips.$inferSelect;

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

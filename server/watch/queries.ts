import { desc, eq } from "drizzle-orm";
import type { TNotificationSettings, TTripWatch } from "../../common/api/watch";
import type { Db } from "../db/open";
import { notificationSettings, priceChecks, type trips, tripWatches } from "../db/schema/index";
import { currentSubjects } from "./observe";
import { isWatched } from "./watched";

const defaults: TNotificationSettings = { prices: true, availability: true, weather: true, email_digest: true };

/** A traveller's notification settings; everything on until they change something. */
export async function settingsOf(db: Db, userId: string): Promise<TNotificationSettings> {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  return row
    ? { prices: row.prices, availability: row.availability, weather: row.weather, email_digest: row.emailDigest }
    : defaults;
}

/** POST /api/trip_watch: whether Lotus watches the trip, when it last and next looks, price history. */
export async function tripWatchState(db: Db, trip: typeof trips.$inferSelect, now = new Date()): Promise<TTripWatch> {
  const [watch] = await db.select().from(tripWatches).where(eq(tripWatches.tripId, trip.id));
  const checks = await db
    .select()
    .from(priceChecks)
    .where(eq(priceChecks.tripId, trip.id))
    .orderBy(desc(priceChecks.checkedAt))
    .limit(5000);
  checks.reverse();
  // Only the flights and hotels the itinerary holds now: a flight changed on the same day keeps
  // its booking id but starts a new history.
  const subjects = currentSubjects(trip);
  const history: TTripWatch["history"] = {};
  for (const c of checks) {
    if (subjects.get(c.bookingId) !== c.subject) continue;
    const list = history[c.bookingId] ?? [];
    list.push({ checked_at: c.checkedAt.toISOString(), price: c.price });
    history[c.bookingId] = list;
  }
  const watched = await isWatched(db, trip, now);
  return {
    watched,
    last_checked_at: watch?.lastCheckedAt?.toISOString() ?? null,
    next_check_at: watched && watch ? watch.nextCheckAt.toISOString() : null,
    history,
  };
}

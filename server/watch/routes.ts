import { desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZTripIdRequest } from "../../common/api/trips";
import {
  type TNotificationSettings,
  ZNotificationSettings,
  ZNotificationSettingsUpdate,
  ZTripWatchResponse,
} from "../../common/api/watch";
import { requireUser } from "../auth/current-user";
import type { Db } from "../db/open";
import { notificationSettings, priceChecks, tripWatches } from "../db/schema/index";
import { loadTripAccess } from "../trips/policy";
import { currentSubjects } from "./observe";
import { isWatched } from "./watched";

const defaults: TNotificationSettings = { prices: true, availability: true, weather: true, email_digest: true };

async function settingsOf(db: Db, userId: string): Promise<TNotificationSettings> {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  return row
    ? { prices: row.prices, availability: row.availability, weather: row.weather, email_digest: row.emailDigest }
    : defaults;
}

export function registerWatchRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.lotus.database.db;

  r.post(
    "/api/trip_watch",
    { schema: { body: ZTripIdRequest, response: { 200: ZTripWatchResponse } }, config: { errorKey: "error" } },
    async (request) => {
      const user = await requireUser(request);
      const { trip } = await loadTripAccess(db(), request.body.trip_id, user.id);
      const [watch] = await db().select().from(tripWatches).where(eq(tripWatches.tripId, trip.id));
      const checks = await db()
        .select()
        .from(priceChecks)
        .where(eq(priceChecks.tripId, trip.id))
        .orderBy(desc(priceChecks.checkedAt))
        .limit(5000);
      checks.reverse();
      // Only the flights and hotels the itinerary holds now: a flight changed on the same day
      // keeps its booking id but starts a new history.
      const subjects = currentSubjects(trip);
      const history: Record<string, { checked_at: string; price: number | null }[]> = {};
      for (const c of checks) {
        if (subjects.get(c.bookingId) !== c.subject) continue;
        const list = history[c.bookingId] ?? [];
        list.push({ checked_at: c.checkedAt.toISOString(), price: c.price });
        history[c.bookingId] = list;
      }
      const watched = await isWatched(db(), trip, new Date());
      return {
        watched,
        last_checked_at: watch?.lastCheckedAt?.toISOString() ?? null,
        next_check_at: watched && watch ? watch.nextCheckAt.toISOString() : null,
        history,
      };
    },
  );

  r.get("/api/notification-settings", { schema: { response: { 200: ZNotificationSettings } } }, async (request) => {
    const user = await requireUser(request);
    return settingsOf(db(), user.id);
  });

  r.post(
    "/api/notification-settings",
    { schema: { body: ZNotificationSettingsUpdate, response: { 200: ZNotificationSettings } } },
    async (request) => {
      const user = await requireUser(request);
      const next = { ...(await settingsOf(db(), user.id)), ...request.body };
      const row = {
        prices: next.prices,
        availability: next.availability,
        weather: next.weather,
        emailDigest: next.email_digest,
      };
      await db()
        .insert(notificationSettings)
        .values({ userId: user.id, ...row })
        .onConflictDoUpdate({ target: notificationSettings.userId, set: row });
      return next;
    },
  );
}

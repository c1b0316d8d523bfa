import { eq } from "drizzle-orm";
import { notificationSettings, priceChecks, tripMembers, trips, tripWatches, watchBaselines } from "../db/schema/index";
import { type NotificationRow, pushNotification, storeNotification } from "../notifications/notify";
import { storeLotusNote } from "../trips/commands";
import { presentMessage } from "../trips/present";
import { type PriceSeen, priceChange, type WeatherSeen, weatherChanges } from "./changes";
import { type Alert, describeAlert, topicOf } from "./describe";
import { observe, type WatchDeps } from "./observe";
import { checkIntervalMs, daysUntil } from "./schedule";
import { isWatched, tripDays } from "./watched";

export type { WatchDeps } from "./observe";

/**
 * One check of one trip (the `watch:trip` job). Lookups first; then, in one transaction that
 * holds the trip's watch row, the comparison with what was last announced, the price history,
 * the alerts, every member's notification and Lotus's line in the trip chat. `run` names this
 * check: run again (a retry, a restart, a second process) it finds its own mark and does nothing.
 */
export async function checkTrip(deps: WatchDeps, tripId: string, run: string): Promise<void> {
  const { db, publish, now } = deps;
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
    const stored: NotificationRow[] = [];
    for (const m of members) {
      for (const d of described) {
        if (m[topicOf(d.alert)] === false) continue;
        stored.push(
          await storeNotification(tx, {
            userId: m.userId,
            type: "other",
            entityType: "trip_watch",
            title: d.title,
            content: d.content,
            actionUrl: `/details/${tripId}`,
            createdAt: at,
          }),
        );
      }
    }
    const line = await storeLotusNote(tx, { tripId, msg: chatLine(described.map((d) => d.content)), createdAt: at });
    return { stored, line };
  });

  if (!outcome) return;
  // Pushed after the commit, as every socket event is.
  for (const row of outcome.stored) pushNotification(publish, row);
  publish.toTrip(tripId, "new_ai_response", { trip_id: tripId, ...presentMessage(outcome.line) });
}

/** Lotus's line in the trip chat: every change of this check in one message. */
function chatLine(contents: string[]): string {
  if (contents.length === 1) return `Heads up: ${contents[0]}`;
  return ["Heads up, a few things changed for this trip:", ...contents.map((c) => `- ${c}`)].join("\n");
}

import { eq } from "drizzle-orm";
import type { TItineraryDay } from "../../../common/api/trips";
import { lisbonItinerary, planLisbon } from "../../bookings/testing/lisbon-trip";
import type { Db } from "../../db/open";
import { notifications, trips, tripWatches } from "../../db/schema/index";
import { createTestTrip } from "../../testing/test-trips";
import { createSignedInUser } from "../../testing/test-users";

/** The Lisbon trip (10-15 March 2027) with a park on the 12th: a day rain would spoil. */
export const parkDay = "2027-03-12";
const withPark: TItineraryDay[] = lisbonItinerary.map((day) =>
  day.date !== parkDay
    ? day
    : {
        ...day,
        items: day.items.map((item) =>
          item.place ? { ...item, place: { ...item.place, name: "Jardim da Estrela", types: ["park"] } } : item,
        ),
      },
);

/** A Voyager's trip with an Explorer member, a stranger, and an Explorer's own (unwatched) trip. */
export async function watchedTripFixture(db: Db) {
  const owner = await createSignedInUser(db, { firstName: "Olga", email: "olga@example.com", ratePlan: "PRO" });
  const member = await createSignedInUser(db, { firstName: "Mateo", email: "mateo@example.com", ratePlan: "FREE" });
  const stranger = await createSignedInUser(db, { firstName: "Sam", email: "sam@example.com", ratePlan: "PRO" });
  const explorer = await createSignedInUser(db, { firstName: "Eve", email: "eve@example.com", ratePlan: "FREE" });
  const trip = await createTestTrip(db, owner.user.id, [member.user.id], "Lisbon");
  await planLisbon(db, trip.id);
  await db.update(trips).set({ itinerary: withPark }).where(eq(trips.id, trip.id));
  const explorerTrip = await createTestTrip(db, explorer.user.id, [], "Explorer's Lisbon");
  await planLisbon(db, explorerTrip.id);
  return { owner, member, stranger, explorer, trip, explorerTrip };
}

/** Titles of a person's trip-change notifications, oldest first. */
export async function watchNotices(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select().from(notifications).where(eq(notifications.userId, userId));
  return rows
    .filter((n) => n.entityType === "trip_watch")
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.title.localeCompare(b.title))
    .map((n) => n.title);
}

export async function lastChecked(db: Db, tripId: string): Promise<number | null> {
  const [w] = await db.select().from(tripWatches).where(eq(tripWatches.tripId, tripId));
  return w?.lastCheckedAt?.getTime() ?? null;
}

/** A clock tests move by hand; the watcher and the database job runner read it. */
export function manualClock(start: string) {
  let current = new Date(start);
  return {
    now: () => current,
    advance(ms: number) {
      current = new Date(current.getTime() + ms);
    },
  };
}

import { and, asc, desc, eq, isNull, or, sql } from "drizzle-orm";
import type { TItineraryDay, TMember, TTripMessage } from "../../common/api/trips";
import type { Db } from "../db/open";
import { tripMembers, tripMessages, trips, users } from "../db/schema/index";
import { presentMember, presentMessage } from "./present";

// Reads, each scoped to what the user may see: a private message is returned only to the one
// member it belongs to, by every call.

export async function visibleMessages(db: Db, tripId: string, userId: string | null): Promise<TTripMessage[]> {
  const rows = await db
    .select()
    .from(tripMessages)
    .where(
      and(
        eq(tripMessages.tripId, tripId),
        userId
          ? or(isNull(tripMessages.privateTo), eq(tripMessages.privateTo, userId))
          : isNull(tripMessages.privateTo),
      ),
    )
    .orderBy(asc(tripMessages.createdAt), asc(tripMessages.id));
  return rows.map(presentMessage);
}

/** Members sorted by full name, the owner first. */
export async function tripMembersOf(db: Db, tripId: string): Promise<TMember[]> {
  const rows = await db
    .select({
      userId: tripMembers.userId,
      accessType: tripMembers.accessType,
      role: tripMembers.role,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(tripMembers)
    .innerJoin(users, eq(users.id, tripMembers.userId))
    .where(eq(tripMembers.tripId, tripId));
  return rows
    .sort(
      (a, b) =>
        Number(b.accessType === "owner") - Number(a.accessType === "owner") ||
        `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`),
    )
    .map(presentMember);
}

export async function memberIds(db: Db, tripId: string): Promise<string[]> {
  const rows = await db.select({ userId: tripMembers.userId }).from(tripMembers).where(eq(tripMembers.tripId, tripId));
  return rows.map((r) => r.userId);
}

// The sidebar asks for this on every screen: prepared once per database.
const tripLists = new WeakMap<Db, ReturnType<typeof prepareTripsOf>>();
function prepareTripsOf(db: Db) {
  return db
    .select({
      id: trips.id,
      name: trips.name,
      dates: trips.dates,
      createdAt: trips.createdAt,
      // An untitled, undated trip is listed with its first question (one the user may see), so a
      // row of 'New Trip · Trip Dates TBD' entries says what each holds. Read through the
      // (trip_id, created_at) index, and only for such trips.
      asked: sql<string | null>`case when ${trips.name} = 'New Trip' and ${trips.dates} is null then (
        select left(m.msg, 120) from ${tripMessages} m
        where m.trip_id = ${trips.id} and m.role = 'user'
          and (m.private_to is null or m.private_to = ${sql.placeholder("user")})
        order by m.created_at, m.id limit 1) end`,
    })
    .from(trips)
    .innerJoin(tripMembers, and(eq(tripMembers.tripId, trips.id), eq(tripMembers.userId, sql.placeholder("user"))))
    .orderBy(desc(trips.createdAt), desc(trips.id))
    .prepare("trips_of_user");
}

/** The user's trips, newest created first. */
export async function tripsOf(db: Db, userId: string) {
  let query = tripLists.get(db);
  if (!query) {
    query = prepareTripsOf(db);
    tripLists.set(db, query);
  }
  const rows = await query.execute({ user: userId });
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    dates: r.dates,
    created_at: r.createdAt.toISOString(),
    asked: r.asked,
  }));
}

export function presentItinerary(trip: typeof trips.$inferSelect) {
  return {
    trip_id: trip.id,
    itinerary: trip.itinerary as TItineraryDay[],
    destination: trip.destination,
    dates: trip.dates,
  };
}

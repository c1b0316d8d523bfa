import { and, asc, eq, isNull, or, sql } from "drizzle-orm";
import type { TItineraryDay, TMember, TTripMessage } from "../../common/api/trips";
import type { Db } from "../db/open";
import { preparedPerDatabase } from "../db/prepared";
import { tripMembers, tripMessages, type trips, users } from "../db/schema/index";
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
// Read after every group-chat message (who is away, who was mentioned): prepared once per database.
// The statement as sent is checked for its index in db/hot-queries.test.ts.
export const tripMembersQuery = (db: Db) =>
  db
    .select({
      userId: tripMembers.userId,
      accessType: tripMembers.accessType,
      role: tripMembers.role,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(tripMembers)
    .innerJoin(users, eq(users.id, tripMembers.userId))
    .where(eq(tripMembers.tripId, sql.placeholder("trip")));
const membersOfTrip = preparedPerDatabase((db) => tripMembersQuery(db).prepare("trip_members_of"));

export async function tripMembersOf(db: Db, tripId: string): Promise<TMember[]> {
  const rows = await membersOfTrip(db).execute({ trip: tripId });
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

export function presentItinerary(trip: typeof trips.$inferSelect) {
  return {
    trip_id: trip.id,
    itinerary: trip.itinerary as TItineraryDay[],
    destination: trip.destination,
    dates: trip.dates,
  };
}

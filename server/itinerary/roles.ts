import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../db/open";
import { tripMembers, trips } from "../db/schema/index";
import { AppError } from "../errors";

// Roles on a trip: the owner; editors change the itinerary; viewers read and chat. The owner sets
// a member's role and the role new members get.

/** Sets a member's role; the owner's own role is not a member's to change. */
export async function setMemberRole(db: Db, tripId: string, userId: string, role: "editor" | "viewer") {
  const [row] = await db
    .update(tripMembers)
    .set({ role })
    .where(and(eq(tripMembers.tripId, tripId), eq(tripMembers.userId, userId), ne(tripMembers.accessType, "owner")))
    .returning({ userId: tripMembers.userId });
  if (!row) throw new AppError("not_found", "That person is not a member of this trip");
}

export async function setDefaultRole(db: Db, tripId: string, role: "editor" | "viewer") {
  await db.update(trips).set({ defaultRole: role }).where(eq(trips.id, tripId));
}

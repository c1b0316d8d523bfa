import { and, eq } from "drizzle-orm";
import { tripMessages } from "../../common/api/trips";
import type { Db } from "../db/open";
import { tripMembers, trips } from "../db/schema/index";
import { AppError } from "../errors";

// Who may do what to a trip. Every trip route and socket handler asks here, and nowhere else.

export type TripAction = "view" | "chat" | "add_member" | "share" | "rename" | "delete";

const ownerOnly: ReadonlySet<TripAction> = new Set(["share", "rename", "delete"]);

export type TripAccess = {
  trip: typeof trips.$inferSelect;
  accessType: "owner" | "member";
  lastViewedTripChat: Date | null;
};

/** A trip the user is a member of; anything else (unknown, someone else's) is 'trip not found'. */
export async function loadTripAccess(db: Db, tripId: string, userId: string): Promise<TripAccess> {
  const [row] = await db
    .select({ trip: trips, accessType: tripMembers.accessType, lastViewedTripChat: tripMembers.lastViewedTripChat })
    .from(trips)
    .innerJoin(tripMembers, and(eq(tripMembers.tripId, trips.id), eq(tripMembers.userId, userId)))
    .where(eq(trips.id, tripId));
  if (!row) throw new AppError("not_found", tripMessages.notFound);
  return row;
}

export function may(access: Pick<TripAccess, "accessType">, action: TripAction): boolean {
  return !ownerOnly.has(action) || access.accessType === "owner";
}

/** Throws 403 unless the member may do it. */
export function authorize(access: Pick<TripAccess, "accessType">, action: TripAction): void {
  if (!may(access, action)) throw new AppError("forbidden", tripMessages.notOwner);
}

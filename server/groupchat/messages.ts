import { and, asc, eq } from "drizzle-orm";
import type { TGroupMessage } from "../../common/api/together";
import type { Db } from "../db/open";
import { groupMessages, tripMembers, users } from "../db/schema/index";

export function presentGroupMessage(
  row: typeof groupMessages.$inferSelect,
  author: { firstName: string; lastName: string } | null,
): TGroupMessage {
  return {
    id: row.id,
    trip_id: row.tripId,
    user_id: row.userId ?? "",
    username: author ? `${author.firstName} ${author.lastName}` : "Former member",
    message: row.message,
    timestamp: row.createdAt.toISOString(),
  };
}

/** The trip's group chat, oldest first (the caller has checked membership). */
export async function groupHistory(db: Db, tripId: string): Promise<TGroupMessage[]> {
  const rows = await db
    .select({ m: groupMessages, firstName: users.firstName, lastName: users.lastName })
    .from(groupMessages)
    .leftJoin(users, eq(users.id, groupMessages.userId))
    .where(eq(groupMessages.tripId, tripId))
    .orderBy(asc(groupMessages.createdAt), asc(groupMessages.id))
    .limit(1000);
  return rows.map((r) =>
    presentGroupMessage(r.m, r.firstName !== null ? { firstName: r.firstName, lastName: r.lastName ?? "" } : null),
  );
}

export async function lastViewedGroupChat(db: Db, tripId: string, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ at: tripMembers.lastViewedGroupChat })
    .from(tripMembers)
    .where(and(eq(tripMembers.tripId, tripId), eq(tripMembers.userId, userId)));
  return row?.at?.toISOString() ?? null;
}

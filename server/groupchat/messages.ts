import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { GROUP_HISTORY_PAGE, type TGroupMessage } from "../../common/api/together";
import type { TMention } from "../../common/api/trips";
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
    mentions: row.mentions as TMention[],
  };
}

/**
 * A page of the trip's group chat: the newest `limit` messages, or those just before the message
 * `before`, oldest first (the caller has checked membership). Ordered by (time, id), so messages
 * of the same instant are neither skipped nor repeated across pages. Null when `before` is not a
 * message of this trip.
 */
export async function groupHistory(
  db: Db,
  tripId: string,
  page: { before?: string; limit?: number } = {},
): Promise<{ messages: TGroupMessage[]; hasMore: boolean } | null> {
  const limit = page.limit ?? GROUP_HISTORY_PAGE;
  let older: SQL | undefined;
  if (page.before) {
    const [cursor] = await db
      .select({ id: groupMessages.id })
      .from(groupMessages)
      .where(and(eq(groupMessages.id, page.before), eq(groupMessages.tripId, tripId)));
    if (!cursor) return null;
    // Compared in SQL, against the cursor row itself: PostgreSQL keeps microseconds, a JavaScript
    // Date only milliseconds, so a cursor time read into JavaScript would skip the older messages
    // of its millisecond (issue 21). The same (created_at, id) order as the ORDER BY below.
    older = sql`(${groupMessages.createdAt}, ${groupMessages.id}) < (
      select cur.created_at, cur.id from ${groupMessages} as cur
      where cur.id = ${cursor.id} and cur.trip_id = ${tripId})`;
  }
  const rows = await db
    .select({ m: groupMessages, firstName: users.firstName, lastName: users.lastName })
    .from(groupMessages)
    .leftJoin(users, eq(users.id, groupMessages.userId))
    .where(and(eq(groupMessages.tripId, tripId), older))
    .orderBy(desc(groupMessages.createdAt), desc(groupMessages.id))
    .limit(limit + 1);
  const messages = rows
    .slice(0, limit)
    .reverse()
    .map((r) =>
      presentGroupMessage(r.m, r.firstName !== null ? { firstName: r.firstName, lastName: r.lastName ?? "" } : null),
    );
  return { messages, hasMore: rows.length > limit };
}

export async function lastViewedGroupChat(db: Db, tripId: string, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ at: tripMembers.lastViewedGroupChat })
    .from(tripMembers)
    .where(and(eq(tripMembers.tripId, tripId), eq(tripMembers.userId, userId)));
  return row?.at?.toISOString() ?? null;
}

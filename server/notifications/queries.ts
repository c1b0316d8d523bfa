import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/open";
import { notifications } from "../db/schema/index";

/**
 * Which of `userIds` already have an unread notification of `type` pointing at `actionUrl`: one
 * query for everyone (a hot path: every group message asks it).
 */
export async function alreadyNotified(db: Db, userIds: string[], type: "unread_message", actionUrl: string) {
  if (!userIds.length) return new Set<string>();
  const rows = await db
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(
      and(
        inArray(notifications.userId, userIds),
        eq(notifications.type, type),
        eq(notifications.actionUrl, actionUrl),
        eq(notifications.isRead, false),
      ),
    );
  return new Set(rows.map((r) => r.userId));
}

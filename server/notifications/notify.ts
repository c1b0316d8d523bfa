import { and, desc, eq, sql } from "drizzle-orm";
import type { Server } from "socket.io";
import type { TNotification } from "../../common/api/together";
import type { Db } from "../db/open";
import { notifications } from "../db/schema/index";
import { rooms } from "../realtime/io";

export type NewNotification = {
  userId: string;
  type: "mention" | "reply" | "invite" | "unread_message" | "other";
  entityType: string;
  title: string;
  content?: string;
  actionUrl: string;
};

export function presentNotification(row: typeof notifications.$inferSelect): TNotification {
  return {
    id: row.id,
    title: row.title,
    ...(row.content ? { content: row.content } : {}),
    type: row.type,
    entity_type: row.entityType,
    created_at: row.createdAt.toISOString(),
    is_read: row.isRead,
    action_url: row.actionUrl,
  };
}

/** Stores a notification and pushes it to every socket of its user (after the insert commits). */
export async function notify(db: Db, io: Server, n: NewNotification): Promise<void> {
  const [row] = await db
    .insert(notifications)
    .values({
      userId: n.userId,
      type: n.type,
      entityType: n.entityType,
      title: n.title.slice(0, 200),
      content: n.content?.slice(0, 500) ?? null,
      actionUrl: n.actionUrl,
    })
    .returning();
  if (row) io.to(rooms.user(n.userId)).emit("notification", { notification: presentNotification(row) });
}

export async function listNotifications(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt))
    .limit(100);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  return { notifications: rows.map(presentNotification), unread_count: count?.n ?? 0 };
}

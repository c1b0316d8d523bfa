import { and, eq } from "drizzle-orm";
import type { Db } from "../db/open";
import { notifications } from "../db/schema/index";
import { NotFound } from "../errors";
import type { Publisher } from "../realtime/publish";

// Read state of a person's notifications. New notifications are written by notify() only; these
// are the only other writes to the table. Each tells the person's other tabs, so every tab agrees.

export async function markAllRead(db: Db, publish: Publisher, userId: string, now = new Date()): Promise<number> {
  const updated = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  publish.toUser(userId, "notification", {
    notification: {
      id: `bulk-${now.getTime()}`,
      title: "All notifications read",
      type: "bulk_notifications_read",
      entity_type: "notification",
      created_at: now.toISOString(),
      is_read: true,
      action_url: "",
      updated_count: updated.length,
    },
  });
  return updated.length;
}

/** Marks one of the person's own notifications read; anyone else's is simply not found. */
export async function markRead(db: Db, publish: Publisher, userId: string, notificationId: string, now = new Date()) {
  const [row] = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (!row) throw NotFound("Notification not found");
  publish.toUser(userId, "notification", {
    notification: {
      id: row.id,
      notification_id: row.id,
      title: "Notification read",
      type: "notification_read",
      entity_type: "notification",
      created_at: now.toISOString(),
      is_read: true,
      action_url: "",
    },
  });
}

import { and, desc, eq, sql } from "drizzle-orm";
import type { TNotification } from "../../common/api/together";
import { one } from "../db/one";
import type { Db } from "../db/open";
import { notifications } from "../db/schema/index";
import type { Executor } from "../db/tx";
import type { Publisher } from "../realtime/publish";

export type NewNotification = {
  userId: string;
  type: "mention" | "reply" | "invite" | "unread_message" | "other";
  entityType: string;
  title: string;
  content?: string;
  actionUrl: string;
  /** When it happened by the caller's clock (the watcher's is injected); else the database's. */
  createdAt?: Date;
};

export type NotificationRow = typeof notifications.$inferSelect;

export function presentNotification(row: NotificationRow): TNotification {
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

/**
 * Stores a notification, in the caller's transaction when given one. Nothing is pushed: the
 * caller pushes the row (`pushNotification`) once its transaction has committed.
 */
export async function storeNotification(db: Executor, n: NewNotification): Promise<NotificationRow> {
  const rows = await db
    .insert(notifications)
    .values({
      userId: n.userId,
      type: n.type,
      entityType: n.entityType,
      title: n.title.slice(0, 200),
      content: n.content?.slice(0, 500) ?? null,
      actionUrl: n.actionUrl,
      ...(n.createdAt ? { createdAt: n.createdAt } : {}),
    })
    .returning();
  return one(rows, "notification");
}

/** Sends a stored notification to every socket of its user. */
export function pushNotification(publish: Publisher, row: NotificationRow): void {
  publish.toUser(row.userId, "notification", { notification: presentNotification(row) });
}

/**
 * Stores a notification and pushes it at once: for callers outside a transaction, whose insert
 * has committed when it returns. Inside one, use `storeNotification` and push after the commit.
 */
export async function notify(db: Db, publish: Publisher, n: NewNotification): Promise<void> {
  pushNotification(publish, await storeNotification(db, n));
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

import { and, desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { mentionMails, notifications, users } from "../db/schema/index";
import { mentionsMail } from "../mail/templates";
import { rooms } from "../realtime/io";

/** One mail at most this often: mentions in between wait for the next one. */
export const MENTION_MAIL_INTERVAL_MS = 30 * 60_000;

/**
 * Mentions reach someone who is away (no socket open) by e-mail, batched: one mail listing the
 * unread mentions, then nothing more for 30 minutes. Someone online sees them live instead.
 */
export async function mailMentionsIfAway(app: FastifyInstance, userId: string, now = new Date()): Promise<boolean> {
  const { socketsIn, database, mailer, config } = app.lotus;
  const db = database.db;
  if ((await socketsIn(rooms.user(userId))).length > 0) return false;
  const [last] = await db.select().from(mentionMails).where(eq(mentionMails.userId, userId));
  if (last && now.getTime() - last.lastSentAt.getTime() < MENTION_MAIL_INTERVAL_MS) return false;
  const unread = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, "mention"), eq(notifications.isRead, false)))
    .orderBy(desc(notifications.createdAt))
    .limit(10);
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!unread.length || !user) return false;
  await db
    .insert(mentionMails)
    .values({ userId, lastSentAt: now })
    .onConflictDoUpdate({ target: mentionMails.userId, set: { lastSentAt: now } });
  const lines = unread.map((n) => `${n.title}${n.content ? `: "${n.content.slice(0, 140)}"` : ""}`);
  await mailer.send(
    mentionsMail(user.email, user.firstName, lines, `${config.publicUrl}${unread[0]?.actionUrl ?? "/trips"}`),
  );
  return true;
}

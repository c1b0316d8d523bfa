import { and, asc, eq, gt, isNull, lte, or } from "drizzle-orm";
import type { Config } from "../config";
import type { Db } from "../db/open";
import { digestMails, notificationSettings, notifications, users } from "../db/schema/index";
import type { Mailer } from "../mail/mailer";
import { tripChangesDigestMail } from "../mail/templates";

const DAY = 86_400_000;
/** Unread changes older than this are stale news: no digest reaches back further. */
const LOOK_BACK_MS = 7 * DAY;

export type DigestDeps = { db: Db; mailer: Mailer; config: Pick<Config, "publicUrl">; now: () => Date };

/**
 * The e-mail digest of trip changes: to each traveller with unread changes since their last
 * digest, at most one a day, unless they turned it off. Claiming the day is one conditional
 * upsert, so two processes (or a retried job) never send a traveller two digests.
 */
export async function sendDigests({ db, mailer, config, now }: DigestDeps): Promise<number> {
  const at = now();
  // Everyone with unread changes who has not turned the digest off, with their last digest.
  const pending = await db
    .selectDistinct({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastSentAt: digestMails.lastSentAt,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .leftJoin(notificationSettings, eq(notificationSettings.userId, notifications.userId))
    .leftJoin(digestMails, eq(digestMails.userId, notifications.userId))
    .where(
      and(
        eq(notifications.entityType, "trip_watch"),
        eq(notifications.isRead, false),
        gt(notifications.createdAt, new Date(at.getTime() - LOOK_BACK_MS)),
        or(isNull(notificationSettings.emailDigest), eq(notificationSettings.emailDigest, true)),
      ),
    );
  let sent = 0;
  for (const user of pending) {
    const userId = user.userId;
    const since = new Date(Math.max(user.lastSentAt?.getTime() ?? 0, at.getTime() - LOOK_BACK_MS));
    const unread = await db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, userId),
          eq(notifications.entityType, "trip_watch"),
          eq(notifications.isRead, false),
          gt(notifications.createdAt, since),
        ),
      )
      .orderBy(asc(notifications.createdAt))
      .limit(30);
    if (!unread.length) continue;
    const [claimed] = await db
      .insert(digestMails)
      .values({ userId, lastSentAt: at })
      .onConflictDoUpdate({
        target: digestMails.userId,
        set: { lastSentAt: at },
        setWhere: lte(digestMails.lastSentAt, new Date(at.getTime() - DAY)),
      })
      .returning();
    if (!claimed) continue;
    const lines = unread.map((n) => `${n.title}: ${n.content ?? ""}`.trim());
    try {
      await mailer.send(
        tripChangesDigestMail(
          user.email,
          user.firstName,
          lines,
          `${config.publicUrl}${unread[0]?.actionUrl ?? "/trips"}`,
        ),
      );
      sent++;
    } catch (error) {
      // Unsent: give the day back so the next run tries again.
      await db
        .update(digestMails)
        .set({ lastSentAt: user.lastSentAt ?? new Date(0) })
        .where(eq(digestMails.userId, userId));
      throw error;
    }
  }
  return sent;
}

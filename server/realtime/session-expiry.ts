import { and, eq, gt, inArray } from "drizzle-orm";
import type { TSessionEndReason } from "../../common/api/realtime";
import type { Db } from "../db/open";
import { sessions, users } from "../db/schema/index";

// When a socket's session ends by the clock, and why a session a socket relied on is gone. Read
// without touching the session (server/auth/sessions.ts extends a session on use): a socket's
// timer looking at its session is not the person using it.

/** setTimeout's longest delay (about 24.8 days); a longer wait is taken in steps. */
export const MAX_TIMER_MS = 2_147_483_647;

/** A live session's owner and when it ends (the earlier of its idle and absolute expiry); null if none. */
export async function sessionExpiry(
  db: Db,
  tokenHash: string,
  now = new Date(),
): Promise<{ userId: string; expiresAt: Date } | null> {
  const [row] = await db
    .select({ userId: sessions.userId, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

/**
 * Why these people's sessions are gone, for the sockets that relied on them: "account_deleted"
 * for a person whose account no longer exists (sessions go with it), "expired" for anyone else.
 */
export async function endReasons(db: Db, userIds: string[]): Promise<Map<string, TSessionEndReason>> {
  const unique = [...new Set(userIds)];
  const reasons = new Map<string, TSessionEndReason>(unique.map((id) => [id, "account_deleted"]));
  for (let i = 0; i < unique.length; i += 1000) {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, unique.slice(i, i + 1000)));
    for (const row of rows) reasons.set(row.id, "expired");
  }
  return reasons;
}

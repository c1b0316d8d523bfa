import { and, eq, gt, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config";
import type { Db } from "../db/open";
import { sessions, users } from "../db/schema/index";
import { hashToken, newToken } from "./tokens";

export const SESSION_COOKIE = "lotus_session";
/**
 * Readable by the page, holding no secret: tells the web app a session may exist, so a visitor
 * who never signed in is not sent to /api/check_auth for a 401 on every page load.
 */
export const SIGNED_IN_HINT = "lotus_signed_in";
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
// Sliding expiry: a session used within its lifetime is extended, at most once an hour.
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

export type SessionUser = typeof users.$inferSelect;

export async function createSession(db: Db, userId: string, now = new Date()): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
  });
  return token;
}

// Every signed-in request runs this lookup: prepared once per database, it is planned once.
const lookups = new WeakMap<Db, ReturnType<typeof prepareLookup>>();
function prepareLookup(db: Db) {
  return db
    .select({ user: users, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder("hash")), gt(sessions.expiresAt, sql.placeholder("now"))))
    .limit(1)
    .prepare("session_lookup");
}

/** The user behind a session token, extending the session when it is due; null if none. */
export async function resolveSession(db: Db, token: string, now = new Date()): Promise<SessionUser | null> {
  const tokenHash = hashToken(token);
  let lookup = lookups.get(db);
  if (!lookup) {
    lookup = prepareLookup(db);
    lookups.set(db, lookup);
  }
  const rows = await lookup.execute({ hash: tokenHash, now });
  const row = rows[0];
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS) })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  return row.user;
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

export async function revokeAllSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string): void {
  const options = {
    sameSite: "lax" as const,
    secure: config.publicUrl.startsWith("https://"),
    path: "/",
    maxAge: SESSION_LIFETIME_MS / 1000,
  };
  reply.setCookie(SESSION_COOKIE, token, { ...options, httpOnly: true });
  reply.setCookie(SIGNED_IN_HINT, "1", { ...options, httpOnly: false });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  const options = { path: "/", sameSite: "lax" as const, secure: config.publicUrl.startsWith("https://") };
  reply.clearCookie(SESSION_COOKIE, { ...options, httpOnly: true });
  reply.clearCookie(SIGNED_IN_HINT, { ...options, httpOnly: false });
}

export function sessionToken(request: FastifyRequest): string | undefined {
  const value = request.cookies[SESSION_COOKIE];
  return value && value.length <= 100 ? value : undefined;
}

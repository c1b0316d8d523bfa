import { and, eq, gt, inArray, ne, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config";
import type { Db } from "../db/open";
import { preparedPerDatabase } from "../db/prepared";
import { sessions, users } from "../db/schema/index";
import type { Executor } from "../db/tx";
import { hashToken, newToken } from "./tokens";

export const SESSION_COOKIE = "lotus_session";
/**
 * Over https the session cookie carries the `__Host-` prefix: browsers then refuse it unless it is
 * Secure, for path / and without a Domain, so no sibling subdomain can plant or shadow it.
 */
export function sessionCookieName(config: Pick<Config, "publicUrl">): string {
  return config.publicUrl.startsWith("https://") ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}
/**
 * Readable by the page, holding no secret: tells the web app a session may exist, so a visitor
 * who never signed in is not sent to /api/check_auth for a 401 on every page load.
 */
export const SIGNED_IN_HINT = "lotus_signed_in";
/** Absolute timeout: a session ends 30 days after sign-in however busy it is (ASVS 3.3). */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** Idle timeout: a session unused for 7 days ends. */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
// Sliding expiry within the absolute limit: a used session is extended, at most once an hour
// (one write per session per hour and process at most; the idle limit is days).
export const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

function expiryAt(createdAt: Date, now: Date): Date {
  return new Date(Math.min(now.getTime() + SESSION_IDLE_MS, createdAt.getTime() + SESSION_LIFETIME_MS));
}

export type SessionUser = typeof users.$inferSelect;

export async function createSession(db: Db, userId: string, now = new Date()): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: expiryAt(now, now),
  });
  return token;
}

// Every signed-in request that misses the session cache (session-cache.ts) runs this lookup:
// prepared once per database, it is planned once.
// The statement as sent is checked for its index in db/hot-queries.test.ts.
export const sessionLookupQuery = (db: Db) =>
  db
    .select({
      user: users,
      lastSeenAt: sessions.lastSeenAt,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder("hash")), gt(sessions.expiresAt, sql.placeholder("now"))))
    .limit(1);
const sessionLookup = preparedPerDatabase((db) => sessionLookupQuery(db).prepare("session_lookup"));

/** A live session as stored, with its user. */
export type LiveSession = { user: SessionUser; lastSeenAt: Date; createdAt: Date; expiresAt: Date };

/** The live session behind a token's hash, read without extending it; null if none. */
export async function lookupSession(db: Db, tokenHash: string, now = new Date()): Promise<LiveSession | null> {
  const rows = await sessionLookup(db).execute({ hash: tokenHash, now });
  return rows[0] ?? null;
}

/** Whether a session last extended at `lastSeenAt` is due to be extended again. */
export function touchDue(lastSeenAt: Date, now: Date): boolean {
  return now.getTime() - lastSeenAt.getTime() > TOUCH_INTERVAL_MS;
}

/**
 * Extends a used session (sliding expiry within the absolute limit); answers its new expiry.
 * A session revoked meanwhile stays revoked: the update finds no row.
 */
export async function touchSession(db: Db, tokenHash: string, createdAt: Date, now: Date): Promise<Date> {
  const expiresAt = expiryAt(createdAt, now);
  await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.tokenHash, tokenHash));
  return expiresAt;
}

/** The user behind a session token, extending the session when it is due; null if none. */
export async function resolveSession(db: Db, token: string, now = new Date()): Promise<SessionUser | null> {
  return resolveSessionHash(db, hashToken(token), now);
}

/**
 * The same by the token's hash, from the database (no cache): sockets keep only the hash (their
 * data crosses processes through Redis), and re-check their session with it.
 */
export async function resolveSessionHash(db: Db, tokenHash: string, now = new Date()): Promise<SessionUser | null> {
  const row = await lookupSession(db, tokenHash, now);
  if (!row) return null;
  if (touchDue(row.lastSeenAt, now)) await touchSession(db, tokenHash, row.createdAt, now);
  return row.user;
}

/** Of these session hashes, the ones still live (not revoked, not expired). */
export async function liveSessionHashes(db: Db, hashes: string[], now = new Date()): Promise<Set<string>> {
  if (!hashes.length) return new Set();
  const rows = await db
    .select({ tokenHash: sessions.tokenHash })
    .from(sessions)
    .where(and(inArray(sessions.tokenHash, hashes), gt(sessions.expiresAt, now)));
  return new Set(rows.map((r) => r.tokenHash));
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

export async function revokeAllSessions(db: Executor, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Ends every session of the person but the one given (after a password change, say). */
export async function revokeOtherSessions(
  db: Executor,
  userId: string,
  keepToken: string | undefined,
): Promise<number> {
  const keep = keepToken ? hashToken(keepToken) : "";
  const gone = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keep)))
    .returning({ tokenHash: sessions.tokenHash });
  return gone.length;
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string): void {
  const options = {
    sameSite: "lax" as const,
    secure: config.publicUrl.startsWith("https://"),
    path: "/",
    maxAge: SESSION_LIFETIME_MS / 1000,
  };
  reply.setCookie(sessionCookieName(config), token, { ...options, httpOnly: true });
  reply.setCookie(SIGNED_IN_HINT, "1", { ...options, httpOnly: false });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  const options = { path: "/", sameSite: "lax" as const, secure: config.publicUrl.startsWith("https://") };
  reply.clearCookie(sessionCookieName(config), { ...options, httpOnly: true });
  reply.clearCookie(SIGNED_IN_HINT, { ...options, httpOnly: false });
}

export function sessionToken(request: FastifyRequest, config: Pick<Config, "publicUrl">): string | undefined {
  return tokenFromCookies(request.cookies, config);
}

export function tokenFromCookies(
  cookies: Record<string, string | undefined>,
  config: Pick<Config, "publicUrl">,
): string | undefined {
  const value = cookies[sessionCookieName(config)];
  return value && value.length <= 100 ? value : undefined;
}

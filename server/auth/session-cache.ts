import type { FastifyBaseLogger } from "fastify";
import { LRUCache } from "lru-cache";
import { type ForgetBus, localForgetBus, redisForgetBus } from "../cache/forget-bus";
import type { Db, DbDriver } from "../db/open";
import type { Redis } from "../redis";
import {
  type LiveSession,
  lookupSession,
  type SessionUser,
  TOUCH_INTERVAL_MS,
  touchDue,
  touchSession,
} from "./sessions";

// Every signed-in request asks who its session belongs to. Asking the database each time was most
// of a request's cost (and on the embedded PGlite the query runs on the server's own thread), so
// a session seen live in the last few seconds is answered from memory.
//
// Never a revoked session: whatever ends sessions or changes a person's row calls `forget` (the
// auth routes after sign-out, password change or reset, "sign out other sessions", confirming an
// address, Google linking, a profile edit; billing when the plan changes). `forget` drops the
// entries here and, with Redis, in every other process, and resolves once each has confirmed it
// (or after CONFIRM_MS, 1 s, logged), so the caller answers only after no process can serve the
// old session, but for one stalled past that second. A session's expiry is
// in its entry and checked on every hit. What else could slip through is bounded by the entries'
// short life (TTL_MS): a row deleted by code that does not call `forget`, a process that missed a
// message while its Redis connection was down (it serves nothing from memory until reconnected
// and then starts empty).
//
// Races: a lookup that read the database before a revocation committed must not be cached after
// the `forget`. Every forget bumps a generation (a lookup is cached only if none happened while it
// ran), and holds the forgotten session or person for HOLD_MS, during which nothing of theirs is
// cached: so `forget` may be called before the revoking transaction commits (billing does so, from
// inside it), as long as it commits within the hold.

/** How long an entry is trusted: a few seconds, so anything missed is stale briefly at most. */
export const TTL_MS = 5_000;
/** At most this many sessions in memory (about 1 KiB each). */
export const MAX_ENTRIES = 10_000;
/** After a forget, nothing of that session or person is cached for this long. */
export const HOLD_MS = 10_000;

export type ForgetTarget = { sessionHash: string } | { userId: string };

/**
 * - `local`: one process by construction (PGlite's data folder is this process's alone).
 * - `redis`: entries forgotten in every process through Redis.
 * - `off`: PostgreSQL without Redis: other processes may revoke sessions without telling us, so
 *   every request asks the database.
 */
export type SessionCacheMode = "local" | "redis" | "off";

export type SessionCache = {
  readonly mode: SessionCacheMode;
  /**
   * The user of a live session (by the token's hash), or null. Extends the session when due
   * (at most hourly), after answering: the write never delays the request.
   */
  resolve(tokenHash: string, now?: Date): Promise<SessionUser | null>;
  /**
   * Drops a session, or all of a person's, in every process; resolves when each confirmed (or
   * after CONFIRM_MS). Call after ending sessions or changing a person's row.
   */
  forget(target: ForgetTarget): Promise<void>;
  /** How many sessions are in memory (tests, health). */
  size(): number;
  close(): Promise<void>;
};

export function sessionCacheMode(driver: DbDriver, redis: Redis | undefined): SessionCacheMode {
  if (redis) return "redis";
  return driver === "pglite" ? "local" : "off";
}

export async function createSessionCache(deps: {
  db: Db;
  driver: DbDriver;
  redis: Redis | undefined;
  log: FastifyBaseLogger;
}): Promise<SessionCache> {
  const { db, redis, log } = deps;
  const mode = sessionCacheMode(deps.driver, redis);
  const entries = new LRUCache<string, LiveSession>({ max: MAX_ENTRIES, ttl: TTL_MS });
  let generation = 0;
  const heldSessions = new Map<string, number>();
  const heldUsers = new Map<string, number>();

  function hold(map: Map<string, number>, key: string): void {
    const now = Date.now();
    for (const [k, until] of map) if (until <= now) map.delete(k);
    map.set(key, now + HOLD_MS);
  }
  const held = (map: Map<string, number>, key: string) => (map.get(key) ?? 0) > Date.now();

  /** Drops the target here; answers nothing. */
  function forgetHere(target: ForgetTarget): void {
    generation++;
    if ("sessionHash" in target) {
      entries.delete(target.sessionHash);
      hold(heldSessions, target.sessionHash);
    } else {
      for (const [hash, entry] of entries.entries()) if (entry.user.id === target.userId) entries.delete(hash);
      hold(heldUsers, target.userId);
    }
  }
  function forgetAll(): void {
    generation++;
    entries.clear();
  }

  // The processes' bus: a forget from anyone is applied here, then confirmed to its sender.
  const bus: ForgetBus<ForgetTarget> = redis
    ? await redisForgetBus<ForgetTarget>({
        redis,
        name: "lotus:session-cache",
        log,
        onForget: forgetHere,
        onReset: forgetAll,
      })
    : localForgetBus();
  const listening = () => mode !== "off" && bus.listening();

  function touchLater(hash: string, entry: LiveSession, now: Date): void {
    // Seen as extended at once, so concurrent requests do not all write.
    entry.lastSeenAt = now;
    touchSession(db, hash, entry.createdAt, now).then(
      (expiresAt) => {
        entry.expiresAt = expiresAt;
      },
      (err: unknown) =>
        log.warn({ err: err instanceof Error ? err.message : err }, "session cache: could not extend a session"),
    );
  }

  const lookups = new Map<string, { generation: number; session: Promise<LiveSession | null> }>();
  // When this process last extended each session (the cache may be off, or not hold it).
  const recentlyTouched = new LRUCache<string, number>({ max: MAX_ENTRIES, ttl: TOUCH_INTERVAL_MS });
  /** Reads the session, extends it when due, and keeps it unless a forget happened meanwhile. */
  async function lookUp(tokenHash: string, now: Date): Promise<LiveSession | null> {
    const startedAt = generation;
    try {
      const session = await lookupSession(db, tokenHash, now);
      if (!session) return null;
      // One extension per interval even when requests read the session side by side, unshared:
      // each saw the row before the first one's write.
      const touchedAt = recentlyTouched.get(tokenHash);
      if (touchDue(session.lastSeenAt, now) && (touchedAt === undefined || touchDue(new Date(touchedAt), now))) {
        recentlyTouched.set(tokenHash, now.getTime());
        touchLater(tokenHash, session, now);
      }
      const cacheable =
        listening() && generation === startedAt && !held(heldSessions, tokenHash) && !held(heldUsers, session.user.id);
      if (cacheable) entries.set(tokenHash, session);
      return session;
    } finally {
      if (lookups.get(tokenHash)?.generation === startedAt) lookups.delete(tokenHash);
    }
  }

  return {
    mode,
    async resolve(tokenHash, at) {
      const cached = listening() ? entries.get(tokenHash) : undefined;
      // A Date only when one is needed: on a hit, the clock's number does (issue 28).
      const nowMs = at ? at.getTime() : Date.now();
      if (cached) {
        if (cached.expiresAt.getTime() > nowMs) {
          if (nowMs - cached.lastSeenAt.getTime() > TOUCH_INTERVAL_MS)
            touchLater(tokenHash, cached, at ?? new Date(nowMs));
          // A copy: the entry is shared by every request of the session.
          return { ...cached.user };
        }
        entries.delete(tokenHash);
      }
      // Requests of one session that miss together (a page's calls after an idle spell) share one
      // lookup: unless something was forgotten since that lookup began, when it may have read what
      // is now revoked. Only while every forget reaches this process (as for caching): with the
      // cache off, or Redis away, another process's sign-out goes unheard here, so each request
      // reads the database after it arrived.
      if (!listening()) {
        const session = await lookUp(tokenHash, at ?? new Date(nowMs));
        return session ? { ...session.user } : null;
      }
      let shared = lookups.get(tokenHash);
      if (!shared || shared.generation !== generation) {
        shared = { generation, session: lookUp(tokenHash, at ?? new Date(nowMs)) };
        lookups.set(tokenHash, shared);
      }
      const session = await shared.session;
      return session ? { ...session.user } : null;
    },
    async forget(target) {
      // Even with nothing cached: a lookup in flight must not be shared past a revocation.
      generation++;
      if (mode === "off") return;
      forgetHere(target);
      await bus.broadcast(target);
    },
    size: () => entries.size,
    async close() {
      bus.close();
      entries.clear();
    },
  };
}

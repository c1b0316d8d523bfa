import type { FastifyBaseLogger } from "fastify";
import { LRUCache } from "lru-cache";
import { type ForgetBus, localForgetBus, redisForgetBus } from "../cache/forget-bus";
import type { DbDriver } from "../db/open";
import type { Redis } from "../redis";
import type { TripList } from "./trip-list";

// GET /api/trips: every screen's sidebar asks for it, and with 50 trips it was the slowest
// signed-in call (the database builds the list's JSON; issue 28). A person's list is kept in
// memory until something it shows changes: whatever writes a trip's name or dates, its members,
// or an untitled trip's first question calls `forget` AFTER its transaction commits, naming the
// trip (every cached list holding it goes) or the person (a trip they joined or created).
// `forget` resolves once every process dropped it (with Redis), so the writer answers only after
// nobody can serve the old list.
//
// Races: a read that started before a forget must not be cached after it: every forget bumps a
// generation, and a read is cached only if none happened while it ran. A forget is called after the
// commit, so a read that starts after the forget sees the new rows. Anything that writes without
// calling `forget` (a script, a test, a change by hand) is seen after TTL_MS at the latest.

/** How long a list is trusted without a forget. */
export const TTL_MS = 60_000;
/** Memory for lists, in characters of JSON (a list of 50 trips is about 9,000). */
export const MAX_CHARS = 16_000_000;

export type TripListTarget = { tripId: string } | { userId: string } | { everyone: true };

/** As the session cache: `off` for PostgreSQL without Redis, where other processes write unheard. */
export type TripListCacheMode = "local" | "redis" | "off";

export type TripListCache = {
  readonly mode: TripListCacheMode;
  /** The person's list as JSON text: from memory, or read by `load` (and kept). */
  json(userId: string, load: () => Promise<TripList>): Promise<string>;
  /** Drops what a committed write changed, in every process; resolves when each confirmed. */
  forget(target: TripListTarget): Promise<void>;
  size(): number;
  close(): void;
};

type Entry = { json: string; tripIds: ReadonlySet<string> };

export async function createTripListCache(deps: {
  driver: DbDriver;
  redis: Redis | undefined;
  log: FastifyBaseLogger;
}): Promise<TripListCache> {
  const { redis, log } = deps;
  const mode: TripListCacheMode = redis ? "redis" : deps.driver === "pglite" ? "local" : "off";
  const entries = new LRUCache<string, Entry>({
    maxSize: MAX_CHARS,
    sizeCalculation: (entry) => Math.max(1, entry.json.length),
    ttl: TTL_MS,
  });
  let generation = 0;

  function forgetHere(target: TripListTarget): void {
    generation++;
    if ("userId" in target) entries.delete(target.userId);
    else if ("tripId" in target) {
      for (const [userId, entry] of entries.entries()) if (entry.tripIds.has(target.tripId)) entries.delete(userId);
    } else entries.clear();
  }
  const bus: ForgetBus<TripListTarget> = redis
    ? await redisForgetBus<TripListTarget>({
        redis,
        name: "lotus:trip-list-cache",
        log,
        onForget: forgetHere,
        onReset: () => forgetHere({ everyone: true }),
      })
    : localForgetBus();
  const listening = () => mode !== "off" && bus.listening();

  return {
    mode,
    async json(userId, load) {
      const cached = listening() ? entries.get(userId) : undefined;
      if (cached) return cached.json;
      const startedAt = generation;
      const list = await load();
      if (listening() && generation === startedAt) {
        entries.set(userId, { json: list.json, tripIds: new Set(list.tripIds) });
      }
      return list.json;
    },
    async forget(target) {
      if (mode === "off") return;
      forgetHere(target);
      await bus.broadcast(target);
    },
    size: () => entries.size,
    close() {
      bus.close();
      entries.clear();
    },
  };
}

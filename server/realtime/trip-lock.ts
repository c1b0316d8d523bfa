import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "../redis";

// One assistant turn at a time per trip across every Lotus process: a Redis lock (SET NX PX with
// a random token, renewed while the turn runs, released only by its holder). Without Redis there
// is one process, and the in-process queue in assistant/socket.ts is enough.

const TTL_MS = 30_000;
const RENEW_MS = 10_000;
const RETRY_MS = 50;
const MAX_WAIT_MS = 180_000;

const RELEASE = `if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("del", KEYS[1]) else return 0 end`;
const RENEW = `if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("pexpire", KEYS[1], ARGV[2]) else return 0 end`;

export type TripLock = <T>(tripId: string, work: () => Promise<T>) => Promise<T>;

export function createTripLock(redis: Redis | undefined, log: FastifyBaseLogger): TripLock {
  if (!redis) return (_tripId, work) => work();
  return async (tripId, work) => {
    const key = `lotus:turn:${tripId}`;
    const token = randomUUID();
    const started = Date.now();
    let held = false;
    // If Redis is unreachable the turn still runs: a reply matters more than strict ordering.
    try {
      for (;;) {
        held = (await redis.set(key, token, "PX", TTL_MS, "NX")) === "OK";
        if (held || Date.now() - started > MAX_WAIT_MS) break;
        await new Promise((r) => setTimeout(r, RETRY_MS));
      }
    } catch (error) {
      log.warn({ err: (error as Error).message, tripId }, "trip lock unavailable; running the turn unlocked");
    }
    const renew = held
      ? setInterval(() => {
          redis.eval(RENEW, 1, key, token, TTL_MS).catch(() => undefined);
        }, RENEW_MS)
      : undefined;
    try {
      return await work();
    } finally {
      clearInterval(renew);
      if (held) await redis.eval(RELEASE, 1, key, token).catch(() => undefined);
    }
  };
}

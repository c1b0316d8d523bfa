import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { RateLimited } from "../errors";
import type { Redis } from "../redis";

// Limits on the accounts calls. With Redis they are shared by every process; while Redis is
// unreachable each process falls back to its own memory counters rather than failing requests.
export const limits = {
  // Sign-in follows rate-limiter-flexible's login-protection pattern: only failures count in the
  // end (an attempt is counted up front, so parallel guesses cannot slip past, and forgotten or
  // given back when the password was right), consecutive failures per account and client address
  // with a progressive delay (loginDelay below; `points` is how many fail without any wait, kept
  // for `duration` after the first), and failures per address across accounts. Nothing is keyed
  // on the account alone, so guessing from elsewhere cannot lock its owner out (issue 21).
  loginPair: { points: 5, duration: 24 * 60 * 60 },
  loginIp: { points: 50, duration: 15 * 60 },
  changePasswordUser: { points: 10, duration: 60 * 60 },
  googleIp: { points: 30, duration: 15 * 60 },
  signupIp: { points: 10, duration: 60 * 60 },
  forgotIp: { points: 10, duration: 60 * 60 },
  // Per address and client, not per address alone: a stranger's requests must not use up the
  // owner's resets (issue 21).
  forgotPair: { points: 3, duration: 60 * 60 },
  resetIp: { points: 20, duration: 60 * 60 },
  confirmIp: { points: 30, duration: 60 * 60 },
  // Card testing: a stolen-card list tried against the payment form, one card per attempt.
  subscribeUser: { points: 10, duration: 60 * 60 },
  paymentMethodUser: { points: 20, duration: 60 * 60 },
  feedbackIp: { points: 10, duration: 60 * 60 },
  // Socket.IO handshakes per address: a reconnecting office behind one NAT fits, a flood does not.
  socketHandshakeIp: { points: 300, duration: 60 },
  // Analytics batches: a busy tab flushes a few a minute.
  eventsIp: { points: 120, duration: 60 },
  // Signed-out visitors' events are kept 24 months like anyone's, and anyone can send them: per
  // address at most 30 batches a minute (a tab flushes at most every 3 s) and 1 MiB of events a
  // day, counted in KiB (issue 21, finding 9: 120 batches of 64 KiB a minute stored about 7 MB a
  // minute). A visitor's page views and clicks are a few KiB a day; signed-in users keep eventsIp.
  eventsAnonIp: { points: 30, duration: 60 },
  eventsAnonKibIp: { points: 1024, duration: 24 * 60 * 60 },
  // Itinerary weather per user: the details screen asks once per itinerary and caches it for
  // 30 minutes, so 60 a minute is far past real use and bounds the gazetteer work (issue 21).
  itineraryWeatherUser: { points: 60, duration: 60 },
} as const;

export type LimitName = keyof typeof limits;

/**
 * The progressive delay of sign-in per account and client address (OWASP's "progressive delay",
 * express-brute's scheme in rate-limiter-flexible): after the n-th consecutive failure, from the
 * `loginPair.points`-th on, that pair waits 2^(n - points) seconds (1, 2, 4, 8 s, ...) before its
 * next attempt, at most `maxSeconds`. A success forgets it all.
 */
export const loginDelay = { firstSeconds: 1, maxSeconds: 15 * 60 } as const;

export type RateLimits = {
  /** Counts one attempt (or `points`); throws RateLimited (429) once the limit is reached. */
  consume(name: LimitName, key: string, points?: number): Promise<void>;
  /** Gives back points counted for an attempt that turned out fine. */
  reward(name: LimitName, key: string, points?: number): Promise<void>;
  /** Forgets the attempts (after a successful sign-in, say). */
  reset(name: LimitName, key: string): Promise<void>;
  /**
   * Counts a sign-in attempt of one account from one client address (`pair`) before the password
   * is checked; throws RateLimited (429, with the wait) while the pair must wait (loginDelay).
   * Atomic: of parallel attempts past the free ones, one goes ahead and the others wait.
   */
  loginAttempt(pair: string): Promise<void>;
  /** The password was right: the pair's failures and any wait are forgotten. */
  loginSucceeded(pair: string): Promise<void>;
};

export function createRateLimits(
  redis: Redis | undefined,
  overrides: Partial<Record<LimitName, number>> = {},
): RateLimits {
  const limiters = new Map<LimitName, RateLimiterAbstract>();
  const limiter = (name: string, points: number, duration: number): RateLimiterAbstract => {
    const options = { keyPrefix: `lotus:rl:${name}`, points, duration };
    const memory = new RateLimiterMemory(options);
    return redis ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: memory }) : memory;
  };
  for (const [name, spec] of Object.entries(limits) as [LimitName, { points: number; duration: number }][])
    limiters.set(name, limiter(name, overrides[name] ?? spec.points, spec.duration));
  const get = (name: LimitName) => limiters.get(name) as RateLimiterAbstract;
  // The progressive delay of sign-in. `loginPair` counts a pair's attempts since its first failure;
  // past the free ones, an attempt must take the pair's gate: the first to find it open closes it
  // for the delay its turn earns (penalty's custom duration; the gate's count is atomic in memory
  // and in Redis, so of parallel attempts one goes ahead) and goes ahead; the others are refused
  // until it opens again. `loginPairDelays` counts the gates closed, so each wait doubles.
  const freeFailures = overrides.loginPair ?? limits.loginPair.points;
  const lifetime = limits.loginPair.duration;
  const gate = limiter("loginPairGate", 1, loginDelay.maxSeconds);
  const delays = limiter("loginPairDelays", Number.MAX_SAFE_INTEGER, lifetime);
  const limited = (msBeforeNext: number) => {
    const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
    const wait =
      seconds >= 120 ? `${Math.ceil(seconds / 60)} minutes` : seconds === 1 ? "1 second" : `${seconds} seconds`;
    return RateLimited(`Too many attempts. Please wait ${wait} and try again.`, seconds);
  };
  return {
    async loginAttempt(pair) {
      const key = pair.toLowerCase();
      // The first free - 1 attempts go ahead at once; the free-th closes the gate (after its failure
      // the pair waits 2^0 s), and so on.
      const counted = await get("loginPair").penalty(key, 1);
      if (counted.consumedPoints < freeFailures) return;
      const closed = await gate.get(key);
      if (closed && closed.msBeforeNext > 0) throw limited(closed.msBeforeNext);
      const earlier = (await delays.get(key))?.consumedPoints ?? 0;
      const seconds = Math.min(loginDelay.maxSeconds, loginDelay.firstSeconds * 2 ** earlier);
      const taken = await gate.penalty(key, 1, { customDuration: seconds });
      if (taken.consumedPoints > 1) throw limited(taken.msBeforeNext);
      await delays.penalty(key, 1);
    },
    async loginSucceeded(pair) {
      const key = pair.toLowerCase();
      await Promise.all([get("loginPair").delete(key), gate.delete(key), delays.delete(key)]);
    },
    async consume(name, key, points = 1) {
      try {
        await get(name).consume(key.toLowerCase(), points);
      } catch (error) {
        if (error instanceof RateLimiterRes) throw limited(error.msBeforeNext);
        throw error;
      }
    },
    async reward(name, key, points = 1) {
      await get(name).reward(key.toLowerCase(), points);
    },
    async reset(name, key) {
      await get(name).delete(key.toLowerCase());
    },
  };
}

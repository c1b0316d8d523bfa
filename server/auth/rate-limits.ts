import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { RateLimited } from "../errors";
import type { Redis } from "../redis";

// Limits on the accounts calls. With Redis they are shared by every process; while Redis is
// unreachable each process falls back to its own memory counters rather than failing requests.
export const limits = {
  // Failed sign-ins per e-mail address: at most 100 an hour (ASVS 2.2.1), reset by a success.
  loginAccount: { points: 100, duration: 60 * 60 },
  changePasswordUser: { points: 10, duration: 60 * 60 },
  loginIp: { points: 50, duration: 15 * 60 },
  googleIp: { points: 30, duration: 15 * 60 },
  signupIp: { points: 10, duration: 60 * 60 },
  forgotIp: { points: 10, duration: 60 * 60 },
  forgotAccount: { points: 3, duration: 60 * 60 },
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
} as const;

export type LimitName = keyof typeof limits;

export type RateLimits = {
  /** Counts one attempt; throws RateLimited (429) once the limit is reached. */
  consume(name: LimitName, key: string): Promise<void>;
  /** Forgets the attempts (after a successful sign-in, say). */
  reset(name: LimitName, key: string): Promise<void>;
};

export function createRateLimits(
  redis: Redis | undefined,
  overrides: Partial<Record<LimitName, number>> = {},
): RateLimits {
  const limiters = new Map<LimitName, RateLimiterAbstract>();
  for (const [name, spec] of Object.entries(limits) as [LimitName, { points: number; duration: number }][]) {
    const options = { keyPrefix: `lotus:rl:${name}`, points: overrides[name] ?? spec.points, duration: spec.duration };
    const memory = new RateLimiterMemory(options);
    limiters.set(
      name,
      redis
        ? new RateLimiterRedis({ ...options, storeClient: redis, useRedisPackage: true, insuranceLimiter: memory })
        : memory,
    );
  }
  const get = (name: LimitName) => limiters.get(name) as RateLimiterAbstract;
  return {
    async consume(name, key) {
      try {
        await get(name).consume(key.toLowerCase());
      } catch (error) {
        if (error instanceof RateLimiterRes) {
          const seconds = Math.ceil(error.msBeforeNext / 1000);
          const wait = seconds >= 120 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
          throw RateLimited(`Too many attempts. Please wait ${wait} and try again.`, seconds);
        }
        throw error;
      }
    },
    async reset(name, key) {
      await get(name).delete(key.toLowerCase());
    },
  };
}

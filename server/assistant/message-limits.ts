import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { messageAllowance, planNames, type RatePlan } from "../../common/plans";
import type { Redis } from "../redis";

// AI message allowances per plan (common/plans.ts). Shared by every process through Redis when
// configured; each process counts in memory when Redis is down rather than refusing to answer.

export type RateRefusal = { rate_error: string; rate_expiration: string };

export type MessageLimits = {
  /** Counts one message to Lotus; a refusal when the allowance is used up (nothing counted then). */
  consume(userId: string, plan: RatePlan): Promise<RateRefusal | null>;
};

export function createMessageLimits(
  redis: Redis | undefined,
  overrides: Partial<Record<RatePlan, number>> = {},
  clock: () => number = Date.now,
): MessageLimits {
  const limiters = new Map<RatePlan, RateLimiterAbstract>();
  for (const plan of Object.keys(messageAllowance) as RatePlan[]) {
    const options = {
      keyPrefix: `lotus:rl:ai:${plan}`,
      points: overrides[plan] ?? messageAllowance[plan].messages,
      duration: messageAllowance[plan].windowHours * 3600,
    };
    const memory = new RateLimiterMemory(options);
    limiters.set(
      plan,
      redis ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: memory }) : memory,
    );
  }
  return {
    async consume(userId, plan) {
      try {
        await (limiters.get(plan) as RateLimiterAbstract).consume(userId);
        return null;
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        const { messages, windowHours } = messageAllowance[plan];
        return {
          rate_error: `You've used all ${overrides[plan] ?? messages} AI messages of the ${planNames[plan]} plan for this ${windowHours}-hour window.`,
          rate_expiration: new Date(clock() + error.msBeforeNext).toISOString(),
        };
      }
    },
  };
}

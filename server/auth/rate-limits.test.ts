import { randomUUID } from "node:crypto";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeRedis, openRedis, type Redis } from "../redis";
import { startTcpProxy } from "../testing/tcp-proxy";
import { createRateLimits } from "./rate-limits";

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) console.log("[rate-limits.test] skipped: needs TEST_REDIS_URL");

describe.skipIf(!redisUrl)("rate limits over Redis", () => {
  const log = pino({ level: "silent" });
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let one: Redis;
  let two: Redis;
  beforeAll(async () => {
    proxy = await startTcpProxy(redisUrl as string);
    // Two connections stand for two processes; the second goes through a proxy the test cuts.
    one = await openRedis(redisUrl as string, log);
    two = await openRedis(proxy.url, log);
  });
  afterAll(async () => {
    if (one) await closeRedis(one);
    if (two) await closeRedis(two);
    await proxy?.close();
  });

  it("count in Redis, so every process shares one counter", async () => {
    const ip = randomUUID();
    const a = createRateLimits(one, { feedbackIp: 3 });
    const b = createRateLimits(two, { feedbackIp: 3 });
    await a.consume("feedbackIp", ip);
    await b.consume("feedbackIp", ip);
    await a.consume("feedbackIp", ip);
    // Each process alone has counted at most two.
    await expect(b.consume("feedbackIp", ip)).rejects.toMatchObject({ code: "rate_limited" });
    expect(await one.exists(`lotus:rl:feedbackIp:${ip}`)).toBe(1);
  });

  it("count in memory at once while Redis is away, instead of failing or waiting", async () => {
    const limits = createRateLimits(two, { feedbackIp: 2 });
    await proxy.cut();
    try {
      const ip = randomUUID();
      const started = performance.now();
      await limits.consume("feedbackIp", ip);
      await limits.consume("feedbackIp", ip);
      await expect(limits.consume("feedbackIp", ip)).rejects.toMatchObject({ code: "rate_limited" });
      expect(performance.now() - started).toBeLessThan(500);
      expect(await one.exists(`lotus:rl:feedbackIp:${ip}`)).toBe(0);
    } finally {
      await proxy.restore();
    }
  });
});

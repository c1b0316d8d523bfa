import { randomUUID } from "node:crypto";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openRedis, type Redis } from "../redis";
import { createTripLock } from "./trip-lock";

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) console.log("[trip-lock.test] skipped: needs TEST_REDIS_URL");

describe.skipIf(!redisUrl)("the per-trip turn lock over Redis", () => {
  const log = pino({ level: "silent" });
  let one: Redis;
  let two: Redis;
  beforeAll(async () => {
    // Two connections stand for two processes.
    one = await openRedis(redisUrl as string, log);
    two = await openRedis(redisUrl as string, log);
  });
  afterAll(async () => {
    await one?.quit();
    await two?.quit();
  });

  it("runs one turn at a time per trip across processes, and trips independently", async () => {
    const locks = [createTripLock(one, log), createTripLock(two, log)];
    const trip = randomUUID();
    let running = 0;
    let most = 0;
    const turn = async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 30));
      running--;
    };
    await Promise.all(Array.from({ length: 8 }, (_, i) => (locks[i % 2] as (typeof locks)[0])(trip, turn)));
    expect(most).toBe(1);

    // Different trips do not wait for each other.
    running = 0;
    most = 0;
    await Promise.all(Array.from({ length: 4 }, (_, i) => (locks[i % 2] as (typeof locks)[0])(randomUUID(), turn)));
    expect(most).toBeGreaterThan(1);
    expect(await one.keys(`lotus:turn:${trip}`)).toEqual([]);
  });

  it("releases the lock when a turn fails", async () => {
    const lock = createTripLock(one, log);
    const trip = randomUUID();
    await expect(lock(trip, async () => Promise.reject(new Error("engine down")))).rejects.toThrow("engine down");
    expect(await lock(trip, async () => "next turn")).toBe("next turn");
  });
});

import type { ChildProcess } from "node:child_process";
import { once } from "node:events";
import pino from "pino";
import { afterAll, expect, it } from "vitest";
import { z } from "zod";
import { createBullmqRunner, queueNameFor } from "../server/jobs/bullmq-runner";
import { freePort } from "./support/peer";
import { startRedis } from "./support/redis";

// Redis killed and started again empty (no persistence): BullMQ's schedules lived only there.
// The runner makes them again when Redis is back, so repeating work (the trip watcher's sweeps)
// resumes by itself instead of waiting for a process restart.

let redis: ChildProcess | undefined;
afterAll(() => {
  redis?.kill("SIGKILL");
});

it("brings its schedules back after Redis returns without its data", async () => {
  const port = await freePort();
  redis = await startRedis(port);
  const runner = createBullmqRunner(`redis://127.0.0.1:${port}`, queueNameFor("jobs-fault"), pino({ level: "silent" }));
  let ticks = 0;
  runner.define({ name: "test:tick", payload: z.object({}), run: async () => void ticks++ });
  try {
    await runner.every("test:tick", 300);
    runner.start();
    await expect.poll(() => ticks, { timeout: 10_000 }).toBeGreaterThan(1);

    redis.kill("SIGKILL");
    await once(redis, "exit");
    redis = await startRedis(port);
    const before = ticks;
    await expect.poll(() => ticks, { timeout: 20_000 }).toBeGreaterThan(before + 1);
  } finally {
    await runner.close();
  }
});

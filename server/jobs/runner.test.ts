import { randomUUID } from "node:crypto";
import { like } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { jobs } from "../db/schema/index";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";
import { createBullmqRunner, queueNameFor } from "./bullmq-runner";
import { createDbRunner } from "./db-runner";
import type { JobRunner } from "./runner";

// One contract, both runners: zod payloads, dedupe by key, retries with backoff, a bad payload
// failing at once, repeats, and two runners sharing the store running each job once.

const log = pino({ level: "silent" });
const redisUrl = process.env.TEST_REDIS_URL;
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** Two runners sharing one store, as two processes would. */
type MakePair = () => [JobRunner, JobRunner];
const runners: [string, MakePair, boolean][] = [
  [
    "database",
    () => [createDbRunner(database.db, log, { pollMs: 10 }), createDbRunner(database.db, log, { pollMs: 10 })],
    true,
  ],
  [
    "bullmq",
    () => {
      const queue = queueNameFor(`test-${randomUUID()}`);
      return [createBullmqRunner(redisUrl ?? "", queue, log), createBullmqRunner(redisUrl ?? "", queue, log)];
    },
    Boolean(redisUrl),
  ],
];
if (!redisUrl) console.log("[runner.test] BullMQ runner skipped: TEST_REDIS_URL is not set");

describe.each(runners)("the %s job runner", (_name, makePair, enabled) => {
  it.skipIf(!enabled)(
    "runs each job once across two runners, dedupes keys, retries, and refuses bad payloads",
    async () => {
      const pair = makePair();
      const [shared] = pair;
      const runs: string[] = [];
      const attempts = new Map<string, number>();
      for (const runner of pair) {
        runner.define({
          name: "test:record",
          payload: z.object({ id: z.string() }),
          run: async ({ id }) => {
            runs.push(id);
          },
        });
        runner.define({
          name: "test:flaky",
          payload: z.object({ id: z.string() }),
          attempts: 3,
          backoffMs: 20,
          run: async ({ id }, { attempt }) => {
            attempts.set(id, attempt);
            if (attempt < 3) throw new Error(`attempt ${attempt} fails`);
            runs.push(id);
          },
        });
        runner.define({ name: "test:tick", payload: z.object({}), run: async () => void runs.push("tick") });
      }
      try {
        await expect(shared.enqueue("test:record", { id: 42 })).rejects.toThrow(/test:record/);
        await expect(shared.enqueue("test:nothing", {})).rejects.toThrow(/no job named/);
        for (let i = 0; i < 20; i++) await pair[i % 2]?.enqueue("test:record", { id: `r${i}` }, { key: `record-${i}` });
        // The same keys again, from the other runner: nothing new.
        for (let i = 0; i < 20; i++)
          await pair[(i + 1) % 2]?.enqueue("test:record", { id: `r${i}` }, { key: `record-${i}` });
        await shared.enqueue("test:flaky", { id: "flaky" }, { key: "flaky" });
        await shared.every("test:tick", 60_000);
        for (const runner of pair) runner.start();
        await expect.poll(() => runs.filter((r) => r.startsWith("r")).length, { timeout: 10_000 }).toBe(20);
        await expect.poll(() => runs.includes("flaky"), { timeout: 10_000 }).toBe(true);
        await expect.poll(() => runs.includes("tick"), { timeout: 10_000 }).toBe(true);
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(new Set(runs.filter((r) => r.startsWith("r"))).size).toBe(20);
        expect(runs.filter((r) => r.startsWith("r"))).toHaveLength(20);
        expect(attempts.get("flaky")).toBe(3);
        expect(runs.filter((r) => r === "tick")).toHaveLength(1);
      } finally {
        for (const runner of pair) await runner.close();
      }
    },
  );
});

describe("the database job runner", () => {
  it("drops finished jobs when BullMQ would: done ones after 7 days, failed ones after 30", async () => {
    const at = new Date("2026-11-22T10:00:00Z");
    const prefix = randomUUID();
    const finished = (name: string, status: "done" | "failed", days: number) => {
      const finishedAt = new Date(at.getTime() - days * 86_400_000);
      return { key: `${prefix}/${name}`, name: "test:old", payload: {}, status, runAt: finishedAt, finishedAt };
    };
    await database.db
      .insert(jobs)
      .values(
        [
          finished("done-8", "done", 8),
          finished("done-6", "done", 6),
          finished("failed-31", "failed", 31),
          finished("failed-20", "failed", 20),
        ].map((j) => ({ ...j, maxAttempts: 1, backoffMs: 1 })),
      );
    const kept = async () =>
      (
        await database.db
          .select({ key: jobs.key })
          .from(jobs)
          .where(like(jobs.key, `${prefix}/%`))
      )
        .map((j) => j.key.slice(prefix.length + 1))
        .sort();
    const runner = createDbRunner(database.db, log, { now: () => at, pollMs: 10 });
    runner.start();
    try {
      await expect.poll(kept, { timeout: 10_000 }).toEqual(["done-6", "failed-20"]);
    } finally {
      await runner.close();
    }
  });
});

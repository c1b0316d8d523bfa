import { and, eq, lt, lte, or } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/open";
import { jobSchedules, jobs } from "../db/schema/index";
import { InvalidJobPayload, JOB_DEFAULTS, type JobDefinition, type JobRunner, jobKey, parsePayload } from "./runner";

export type DbRunnerOptions = {
  now?: () => Date;
  /** How often an idle process looks for due work. */
  pollMs?: number;
  /** How long a claimed job is held: a process that dies leaves it to another after this. */
  leaseMs?: number;
};

// Finished jobs are kept as long as BullMQ keeps them (bullmq-runner.ts), so a key enqueued
// again meanwhile is still recognised as done; after that they go, or a job every minute (the
// billing sweep) would grow the table without end.
const KEEP_DONE_MS = 7 * 86_400_000;
const KEEP_FAILED_MS = 30 * 86_400_000;
const PRUNE_EVERY_MS = 3_600_000;

/**
 * Jobs in PostgreSQL, for a Lotus without Redis: schedule and state live in the database, so a
 * restart loses nothing, and processes sharing the database never run the same job twice (claims
 * use FOR UPDATE SKIP LOCKED; a schedule's next run is moved by one conditional update).
 */
export function createDbRunner(db: Db, log: FastifyBaseLogger, options: DbRunnerOptions = {}): JobRunner {
  const now = options.now ?? (() => new Date());
  // Scheduled work runs every quarter hour at most often: a few seconds of delay cost nothing.
  const pollMs = options.pollMs ?? 5000;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const definitions = new Map<string, JobDefinition>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let current: Promise<void> = Promise.resolve();
  let prunedAt = Number.NEGATIVE_INFINITY;

  const definitionOf = (name: string) => {
    const definition = definitions.get(name);
    if (!definition) throw new Error(`no job named ${name}`);
    return definition;
  };

  async function enqueue(name: string, payload: unknown, options: { key?: string; delayMs?: number } = {}) {
    const definition = definitionOf(name);
    const data = parsePayload(definition, payload);
    await db
      .insert(jobs)
      .values({
        key: options.key ?? jobKey(name, crypto.randomUUID()),
        name,
        payload: data,
        runAt: new Date(now().getTime() + (options.delayMs ?? 0)),
        maxAttempts: definition.attempts ?? JOB_DEFAULTS.attempts,
        backoffMs: definition.backoffMs ?? JOB_DEFAULTS.backoffMs,
      })
      .onConflictDoNothing({ target: jobs.key });
  }

  /** Schedules whose time has come enqueue their run; the update decides which process does. */
  async function fireSchedules() {
    const at = now();
    const due = await db.select().from(jobSchedules).where(lte(jobSchedules.nextRunAt, at));
    for (const schedule of due) {
      const [moved] = await db
        .update(jobSchedules)
        .set({ nextRunAt: new Date(at.getTime() + schedule.everyMs) })
        .where(and(eq(jobSchedules.name, schedule.name), eq(jobSchedules.nextRunAt, schedule.nextRunAt)))
        .returning();
      if (moved) await enqueue(schedule.name, {}, { key: jobKey(schedule.name, schedule.nextRunAt.toISOString()) });
    }
  }

  async function claim() {
    const at = now();
    return db.transaction(async (tx) => {
      const [job] = await tx
        .select()
        .from(jobs)
        .where(
          or(
            and(eq(jobs.status, "queued"), lte(jobs.runAt, at)),
            // A process died holding it.
            and(eq(jobs.status, "running"), lt(jobs.lockedUntil, at)),
          ),
        )
        .orderBy(jobs.runAt)
        .limit(1)
        .for("update", { skipLocked: true });
      if (!job) return undefined;
      const [claimed] = await tx
        .update(jobs)
        .set({ status: "running", attempts: job.attempts + 1, lockedUntil: new Date(at.getTime() + leaseMs) })
        .where(eq(jobs.id, job.id))
        .returning();
      return claimed;
    });
  }

  async function runOne(): Promise<boolean> {
    const job = await claim();
    if (!job) return false;
    const definition = definitions.get(job.name);
    try {
      if (!definition) throw new InvalidJobPayload(`no job named ${job.name}`);
      await definition.run(parsePayload(definition, job.payload), { attempt: job.attempts });
      await db.update(jobs).set({ status: "done", finishedAt: now(), lockedUntil: null }).where(eq(jobs.id, job.id));
    } catch (error) {
      const final = error instanceof InvalidJobPayload || job.attempts >= job.maxAttempts;
      log.warn({ err: error, job: job.key, attempt: job.attempts, final }, "job failed");
      await db
        .update(jobs)
        .set(
          final
            ? { status: "failed", finishedAt: now(), lockedUntil: null, lastError: String(error).slice(0, 1000) }
            : {
                status: "queued",
                lockedUntil: null,
                lastError: String(error).slice(0, 1000),
                runAt: new Date(now().getTime() + job.backoffMs * 2 ** (job.attempts - 1)),
              },
        )
        .where(eq(jobs.id, job.id));
    }
    return true;
  }

  /** Drops finished jobs past their keeping time; at most hourly, and idempotent across processes. */
  async function prune() {
    const at = now().getTime();
    if (at - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = at;
    await db
      .delete(jobs)
      .where(
        or(
          and(eq(jobs.status, "done"), lt(jobs.finishedAt, new Date(at - KEEP_DONE_MS))),
          and(eq(jobs.status, "failed"), lt(jobs.finishedAt, new Date(at - KEEP_FAILED_MS))),
        ),
      );
  }

  /** Fires due schedules, then runs due jobs one after another until none is left. */
  async function tick() {
    try {
      await prune();
      await fireSchedules();
      while (!stopped && (await runOne())) {}
    } catch (error) {
      // The database is away (a restart, an outage): try again at the next tick.
      log.warn({ err: error }, "job runner tick failed");
    }
  }

  function loop() {
    if (stopped) return;
    current = tick().finally(() => {
      if (!stopped) timer = setTimeout(loop, pollMs);
    });
  }

  return {
    kind: "database",
    define(definition) {
      definitions.set(definition.name, definition as unknown as JobDefinition);
    },
    enqueue,
    async every(name, everyMs) {
      definitionOf(name);
      await db
        .insert(jobSchedules)
        .values({ name, everyMs, nextRunAt: now() })
        .onConflictDoUpdate({ target: jobSchedules.name, set: { everyMs } });
    },
    start() {
      stopped = false;
      loop();
    },
    async close() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}

import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Background jobs when there is no Redis (server/jobs/db-runner.ts). A job's key is unique, so
 * the same work enqueued twice (two processes, a retried sweep) is stored once; processes claim
 * due jobs with FOR UPDATE SKIP LOCKED and hold them for a lease, which a crash lets expire.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    key: text("key").notNull().unique(),
    name: text("name").notNull(),
    payload: jsonb("payload").notNull(),
    status: text("status", { enum: ["queued", "running", "done", "failed"] })
      .notNull()
      .default("queued"),
    runAt: timestamp("run_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull(),
    backoffMs: integer("backoff_ms").notNull(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("jobs_due_idx").on(t.status, t.runAt),
    check("jobs_status_check", sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
  ],
);

/** Repeating jobs: one row per name; whoever moves next_run_at on first enqueues that run. */
export const jobSchedules = pgTable("job_schedules", {
  name: text("name").primaryKey(),
  everyMs: integer("every_ms").notNull(),
  nextRunAt: timestamp("next_run_at", { withTimezone: true }).notNull(),
});

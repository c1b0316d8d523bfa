import { lt } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/open";
import { analyticsEvents, appFeedback } from "../db/schema/index";
import type { JobRunner } from "../jobs/runner";

/** The privacy policy promises feedback and usage statistics are kept at most 24 months. */
export const RETENTION_MONTHS = 24;

export async function purgeOld(db: Db, now = new Date()): Promise<{ events: number; feedback: number }> {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - RETENTION_MONTHS);
  const events = await db
    .delete(analyticsEvents)
    .where(lt(analyticsEvents.createdAt, cutoff))
    .returning({ id: analyticsEvents.id });
  const feedback = await db
    .delete(appFeedback)
    .where(lt(appFeedback.createdAt, cutoff))
    .returning({ id: appFeedback.id });
  return { events: events.length, feedback: feedback.length };
}

/** Once a day is enough for a limit counted in months. */
export const PURGE_EVERY_MS = 24 * 3_600_000;

export function defineRetentionJobs(runner: JobRunner, deps: { db: Db; now: () => Date }): void {
  runner.define({
    name: "analytics:purge",
    payload: z.object({}),
    run: async () => {
      await purgeOld(deps.db, deps.now());
    },
  });
}

export async function scheduleRetentionJobs(runner: JobRunner): Promise<void> {
  await runner.every("analytics:purge", PURGE_EVERY_MS);
}

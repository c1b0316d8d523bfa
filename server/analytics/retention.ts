import { lt } from "drizzle-orm";
import type { Db } from "../db/open";
import { analyticsEvents, appFeedback } from "../db/schema/index";

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

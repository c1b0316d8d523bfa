import { desc, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { feedbackCategories, type TFeedbackReport } from "../../common/api/feedback";
import type { Db } from "../db/open";
import { appFeedback } from "../db/schema/index";

/** The admins' report: averages per category over every form, and the latest 100 forms. */
export async function feedbackReport(db: Db): Promise<TFeedbackReport> {
  const avg = (column: AnyPgColumn) => sql<string | null>`round(avg(${column})::numeric, 2)`;
  const [totals] = await db
    .select({
      count: sql<number>`count(*)::int`,
      lotus_ai_assistant: avg(appFeedback.lotusAiAssistant),
      planning: avg(appFeedback.planning),
      booking: avg(appFeedback.booking),
      collaboration_social: avg(appFeedback.collaborationSocial),
      app_overall: avg(appFeedback.appOverall),
    })
    .from(appFeedback);
  const rows = await db.select().from(appFeedback).orderBy(desc(appFeedback.createdAt)).limit(100);
  const num = (v: string | null | undefined) => (v === null || v === undefined ? null : Number(v));
  return {
    count: totals?.count ?? 0,
    averages: Object.fromEntries(feedbackCategories.map((c) => [c.key, num(totals?.[c.key])])),
    recent: rows.map((f) => ({
      id: f.id,
      created_at: f.createdAt.toISOString(),
      ratings: {
        lotus_ai_assistant: f.lotusAiAssistant,
        planning: f.planning,
        booking: f.booking,
        collaboration_social: f.collaborationSocial,
        app_overall: f.appOverall,
      },
      comment: f.comment,
      browser: f.browser,
      screen: f.screenWidth && f.screenHeight ? `${f.screenWidth}×${f.screenHeight}` : null,
      signed_in: f.userId !== null,
    })),
  };
}

import { desc, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  feedbackCategories,
  feedbackMessages,
  ZFeedbackError,
  ZFeedbackReport,
  ZFeedbackRequest,
  ZFeedbackResponse,
} from "../../common/api/feedback";
import { currentUser } from "../auth/current-user";
import { appFeedback } from "../db/schema/index";
import { requireAdmin } from "./policy";

/** POST /api/feedback/submit (anyone, signed in or not) and the admins' report. */
export function registerFeedbackRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.lotus.database.db;

  r.post(
    "/api/feedback/submit",
    { schema: { body: ZFeedbackRequest, response: { 200: ZFeedbackResponse, 400: ZFeedbackError } } },
    async (request, reply) => {
      await app.lotus.rateLimits.consume("feedbackIp", request.ip);
      const { ratings, additional_comment, deviceInfo } = request.body;
      const missing = feedbackCategories.filter((c) => !ratings[c.key]);
      if (missing.length) {
        return reply.status(400).send({
          status: "error",
          success: false,
          code: "invalid",
          error: feedbackMessages.missing,
          message: feedbackMessages.missing,
          required_categories: missing.map((c) => c.key),
        });
      }
      const values = feedbackCategories.map((c) => ratings[c.key] as number);
      if (values.some((v) => !Number.isInteger(v) || v < 1 || v > 5)) {
        return reply.status(400).send({
          status: "error",
          success: false,
          code: "invalid",
          error: feedbackMessages.range,
          message: feedbackMessages.range,
        });
      }
      const user = await currentUser(request);
      const comment = additional_comment?.trim();
      await db()
        .insert(appFeedback)
        .values({
          userId: user?.id ?? null,
          lotusAiAssistant: ratings.lotus_ai_assistant as number,
          planning: ratings.planning as number,
          booking: ratings.booking as number,
          collaborationSocial: ratings.collaboration_social as number,
          appOverall: ratings.app_overall as number,
          comment: comment ? comment : null,
          browser: deviceInfo?.browser ?? null,
          screenWidth: deviceInfo?.screen_width ?? null,
          screenHeight: deviceInfo?.screen_height ?? null,
        });
      return { status: "success" as const, message: feedbackMessages.thanks };
    },
  );

  r.get("/api/admin/feedback", { schema: { response: { 200: ZFeedbackReport } } }, async (request) => {
    await requireAdmin(request);
    const avg = (column: AnyPgColumn) => sql<string | null>`round(avg(${column})::numeric, 2)`;
    const [totals] = await db()
      .select({
        count: sql<number>`count(*)::int`,
        lotus_ai_assistant: avg(appFeedback.lotusAiAssistant),
        planning: avg(appFeedback.planning),
        booking: avg(appFeedback.booking),
        collaboration_social: avg(appFeedback.collaborationSocial),
        app_overall: avg(appFeedback.appOverall),
      })
      .from(appFeedback);
    const rows = await db().select().from(appFeedback).orderBy(desc(appFeedback.createdAt)).limit(100);
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
  });
}

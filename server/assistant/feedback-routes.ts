import { and, eq, isNull, or } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZLotusFeedbackRequest } from "../../common/api/trips";
import { requireUser } from "../auth/current-user";
import { aiMessageFeedback, tripMembers, tripMessages } from "../db/schema/index";
import { NotFound } from "../errors";

/** POST /api/lotusai_feedback/submit: thumbs up or down on a Lotus message the user can see. */
export function registerAssistantFeedbackRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/lotusai_feedback/submit",
    {
      schema: {
        body: ZLotusFeedbackRequest,
        response: { 200: z.object({ success: z.literal(true), message: z.string() }) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const db = app.lotus.database.db;
      const b = request.body;
      // Only a Lotus message in one of the user's trips, and not someone else's private one.
      const [message] = await db
        .select({ id: tripMessages.id })
        .from(tripMessages)
        .innerJoin(tripMembers, and(eq(tripMembers.tripId, tripMessages.tripId), eq(tripMembers.userId, user.id)))
        .where(
          and(
            eq(tripMessages.id, b.msg_id),
            eq(tripMessages.role, "assistant"),
            or(isNull(tripMessages.privateTo), eq(tripMessages.privateTo, user.id)),
          ),
        );
      if (!message) throw NotFound("That message was not found");
      await db.insert(aiMessageFeedback).values({
        messageId: message.id,
        userId: user.id,
        feedbackType: b.feedback_type,
        selectedIssues: b.selectedIssues,
        comments: b.feedback_comments.trim(),
        messageText: b.msg_text,
        clientTimestamp: b.timestamp ?? null,
      });
      return { success: true as const, message: "Thank you for your feedback!" };
    },
  );
}

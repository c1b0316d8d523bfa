import { and, eq, isNull, or } from "drizzle-orm";
import type { z } from "zod";
import type { ZLotusFeedbackRequest } from "../../common/api/trips";
import type { Db } from "../db/open";
import { aiMessageFeedback, tripMembers, tripMessages } from "../db/schema/index";
import { NotFound } from "../errors";

/**
 * A thumbs up or down on a Lotus message: only one in a trip the user belongs to, and not
 * someone else's private one (anything else is simply not found).
 */
export async function recordLotusFeedback(
  db: Db,
  userId: string,
  b: z.infer<typeof ZLotusFeedbackRequest>,
): Promise<void> {
  const [message] = await db
    .select({ id: tripMessages.id })
    .from(tripMessages)
    .innerJoin(tripMembers, and(eq(tripMembers.tripId, tripMessages.tripId), eq(tripMembers.userId, userId)))
    .where(
      and(
        eq(tripMessages.id, b.msg_id),
        eq(tripMessages.role, "assistant"),
        or(isNull(tripMessages.privateTo), eq(tripMessages.privateTo, userId)),
      ),
    );
  if (!message) throw NotFound("That message was not found");
  await db.insert(aiMessageFeedback).values({
    messageId: message.id,
    userId,
    feedbackType: b.feedback_type,
    selectedIssues: b.selectedIssues,
    comments: b.feedback_comments.trim(),
    messageText: b.msg_text,
    clientTimestamp: b.timestamp ?? null,
  });
}

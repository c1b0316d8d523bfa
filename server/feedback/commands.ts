import { feedbackCategories, feedbackMessages, type TFeedbackRequest } from "../../common/api/feedback";
import type { Db } from "../db/open";
import { appFeedback } from "../db/schema/index";

/**
 * What is wrong with a form's ratings, as the spec answers it (400 with `status: "error"` and the
 * missing categories), or null. Checked here rather than in the schema so a missing rating gets
 * the spec's text and list.
 */
export function ratingProblem(ratings: TFeedbackRequest["ratings"]) {
  const missing = feedbackCategories.filter((c) => !ratings[c.key]);
  const problem = (message: string) => ({
    status: "error" as const,
    success: false as const,
    code: "invalid",
    error: message,
    message,
  });
  if (missing.length) return { ...problem(feedbackMessages.missing), required_categories: missing.map((c) => c.key) };
  const values = feedbackCategories.map((c) => ratings[c.key] as number);
  if (values.some((v) => !Number.isInteger(v) || v < 1 || v > 5)) return problem(feedbackMessages.range);
  return null;
}

/** Stores a form whose ratings passed ratingProblem; a signed-out visitor's has no user. */
export async function saveFeedback(db: Db, userId: string | null, form: TFeedbackRequest): Promise<void> {
  const { ratings, additional_comment, deviceInfo } = form;
  const comment = additional_comment?.trim();
  await db.insert(appFeedback).values({
    userId,
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
}

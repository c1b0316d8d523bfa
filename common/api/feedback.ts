import { z } from "zod";
import { endpoint } from "./endpoint";

// The app feedback form (planning-collaboration.md "Feedback modal", sections 3, 4, 5, 8).

export const feedbackCategories = [
  { key: "lotus_ai_assistant", label: "AI Travel Assistant" },
  { key: "planning", label: "Trip Planning" },
  { key: "booking", label: "Booking Experience" },
  { key: "collaboration_social", label: "Collaboration & Social" },
  { key: "app_overall", label: "Overall Experience" },
] as const;
export type FeedbackCategory = (typeof feedbackCategories)[number]["key"];

export const COMMENT_MAX = 1000;

export const feedbackMessages = {
  rateAll: "Please rate all categories to submit feedback",
  rateThis: "Please rate this category",
  range: "All ratings must be between 1 and 5",
  tooLong: "Comment must not exceed 1000 characters",
  missing: "Missing required feedback categories",
  rateList: (labels: string[]) => `Please rate all categories: ${labels.join(", ")}`,
  failed: "Failed to submit feedback",
  unknown: "An unknown error occurred",
  thanks: "Thank you for your feedback!",
} as const;

/**
 * POST /api/feedback/submit. Ratings are checked in the handler rather than here, so a missing
 * one is answered with the spec's 'Missing required feedback categories' and their list.
 */
export const ZFeedbackRequest = z.object({
  ratings: z.record(z.string(), z.number().nullable()),
  additional_comment: z.string().max(COMMENT_MAX, feedbackMessages.tooLong).optional(),
  deviceInfo: z
    .object({
      browser: z.string().max(1000),
      screen_width: z.number().int().min(0).max(100_000),
      screen_height: z.number().int().min(0).max(100_000),
    })
    .optional(),
});
export type TFeedbackRequest = z.infer<typeof ZFeedbackRequest>;

export const ZFeedbackResponse = z.object({ status: z.literal("success"), message: z.string() });
/** Its failures: the error handler's shape, plus `status` and the missing categories. */
export const ZFeedbackError = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
  field: z.string().optional(),
  status: z.literal("error").optional(),
  error: z.string().optional(),
  required_categories: z.array(z.string()).optional(),
});

/** GET /api/admin/feedback: averages per category and the latest entries. */
export const ZFeedbackReport = z.object({
  count: z.number().int(),
  averages: z.record(z.string(), z.number().nullable()),
  recent: z.array(
    z.object({
      id: z.string(),
      created_at: z.string(),
      ratings: z.record(z.string(), z.number()),
      comment: z.string().nullable(),
      browser: z.string().nullable(),
      screen: z.string().nullable(),
      signed_in: z.boolean(),
    }),
  ),
});
export type TFeedbackReport = z.infer<typeof ZFeedbackReport>;

/** The app feedback calls: anyone may submit; the report is the admins'. */
export const feedbackEndpoints = {
  submit: endpoint({
    method: "POST",
    path: "/api/feedback/submit",
    body: ZFeedbackRequest,
    response: ZFeedbackResponse,
  }),
  report: endpoint({ method: "GET", path: "/api/admin/feedback", response: ZFeedbackReport }),
};

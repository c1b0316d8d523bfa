import type { TFeedbackReport, TFeedbackRequest } from "../../common/api/feedback";
import { api } from "./client";

export const submitFeedback = (body: TFeedbackRequest) =>
  api<{ status: "success"; message: string }>("POST", "/api/feedback/submit", body);
export const feedbackReport = () => api<TFeedbackReport>("GET", "/api/admin/feedback");

import type { InputOf } from "../../common/api/endpoint";
import { feedbackEndpoints as e } from "../../common/api/feedback";
import { call } from "./call";

export const submitFeedback = (body: InputOf<typeof e.submit>) => call(e.submit, body);
export const feedbackReport = () => call(e.report);

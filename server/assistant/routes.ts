import type { FastifyInstance } from "fastify";
import { tripEndpoints } from "../../common/api/trips";
import { requireUser } from "../auth/current-user";
import { route } from "../http/route";
import { recordLotusFeedback } from "./commands";

/** POST /api/lotusai_feedback/submit: thumbs up or down on a Lotus message the user can see. */
export function registerAssistantFeedbackRoutes(app: FastifyInstance): void {
  route(app, tripEndpoints.lotusFeedback, async (request) => {
    const user = await requireUser(request);
    await recordLotusFeedback(app.lotus.database.db, user.id, request.body);
    return { success: true as const, message: "Thank you for your feedback!" };
  });
}

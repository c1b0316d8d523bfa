import type { FastifyInstance } from "fastify";
import { feedbackEndpoints, feedbackMessages } from "../../common/api/feedback";
import { currentUser } from "../auth/current-user";
import { NotFound } from "../errors";
import { route } from "../http/route";
import { ratingProblem, saveFeedback } from "./commands";
import { feedbackPolicy } from "./policy";
import { feedbackReport } from "./queries";

/** POST /api/feedback/submit (anyone, signed in or not) and the admins' report. */
export function registerFeedbackRoutes(app: FastifyInstance): void {
  const db = () => app.lotus.database.db;

  route(app, feedbackEndpoints.submit, async (request, reply) => {
    await app.lotus.rateLimits.consume("feedbackIp", request.ip);
    const problem = ratingProblem(request.body.ratings);
    if (problem) return reply.status(400).send(problem);
    const user = await currentUser(request);
    await saveFeedback(db(), user?.id ?? null, request.body);
    return { status: "success" as const, message: feedbackMessages.thanks };
  });

  route(app, feedbackEndpoints.report, async (request) => {
    // Signed out reads as any non-admin does: the page does not exist.
    const user = await currentUser(request);
    if (!user) throw NotFound();
    feedbackPolicy.authorize(user, "read_report", { admins: app.lotus.config.adminEmails });
    return feedbackReport(db());
  });
}

import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZEventsRequest } from "../../common/api/analytics";
import { currentUser } from "../auth/current-user";
import { analyticsEvents } from "../db/schema/index";
import { purgeOld } from "./retention";

// POST /api/events: Lotus's own analytics (the default sink). Page views carry the user's id
// when signed in; the browser's Do-Not-Track is honoured here as well as in the client.

export function registerAnalyticsRoutes(app: FastifyInstance): void {
  // Once a day (and at start), drop what is older than the policy allows.
  const purge = () =>
    purgeOld(app.lotus.database.db).catch((error) => app.log.error({ err: error }, "analytics: purge failed"));
  const timer = setInterval(purge, 24 * 3_600_000);
  timer.unref();
  app.addHook("onReady", async () => {
    void purge();
  });
  app.addHook("onClose", async () => clearInterval(timer));
  app
    .withTypeProvider<ZodTypeProvider>()
    .post("/api/events", { schema: { body: ZEventsRequest } }, async (request, reply) => {
      if (request.headers.dnt === "1" || request.headers["sec-gpc"] === "1") return reply.status(204).send();
      await app.lotus.rateLimits.consume("eventsIp", request.ip);
      const user = await currentUser(request);
      await app.lotus.database.db.insert(analyticsEvents).values(
        request.body.events.map((e) =>
          e.kind === "pageview"
            ? { kind: e.kind, name: e.path, path: e.path, sessionId: e.session_id ?? null, userId: user?.id ?? null }
            : {
                kind: e.kind,
                name: e.category,
                action: e.action,
                label: e.label ?? null,
                path: e.path,
                sessionId: e.session_id ?? null,
                props: e.props ?? null,
                userId: user?.id ?? null,
              },
        ),
      );
      return reply.status(204).send();
    });
}

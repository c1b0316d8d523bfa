import type { FastifyInstance } from "fastify";
import { analyticsEndpoints } from "../../common/api/analytics";
import { currentUser } from "../auth/current-user";
import { route } from "../http/route";
import { recordEvents } from "./commands";

// POST /api/events: Lotus's own analytics (the default sink). The browser's Do-Not-Track and
// Global Privacy Control are honoured here as well as in the client.

export function registerAnalyticsRoutes(app: FastifyInstance): void {
  route(app, analyticsEndpoints.events, async (request, reply) => {
    if (request.headers.dnt === "1" || request.headers["sec-gpc"] === "1") return reply.status(204).send();
    await app.lotus.rateLimits.consume("eventsIp", request.ip);
    const user = await currentUser(request);
    // Signed-out visitors get less: fewer batches, and a daily quota of what they may store.
    if (!user) {
      await app.lotus.rateLimits.consume("eventsAnonIp", request.ip);
      const kib = Math.ceil(Buffer.byteLength(JSON.stringify(request.body.events)) / 1024);
      await app.lotus.rateLimits.consume("eventsAnonKibIp", request.ip, kib);
    }
    await recordEvents(app.lotus.database.db, user?.id ?? null, request.body.events);
    return reply.status(204).send();
  });
}

import type { FastifyInstance } from "fastify";
import { togetherEndpoints } from "../../common/api/together";
import { requireUser } from "../auth/current-user";
import { AppError } from "../errors";
import { route } from "../http/route";
import { loadTripAccess, tripPolicy } from "../trips/policy";
import { groupHistory, lastViewedGroupChat } from "./messages";

/** POST /api/group_messages: a page of a trip's group chat (newest page first) and the read marker. */
export function registerGroupChatRoutes(app: FastifyInstance): void {
  const db = () => app.lotus.database.db;

  route(app, togetherEndpoints.groupMessages, async (request) => {
    const user = await requireUser(request);
    const access = await loadTripAccess(db(), request.body.trip_id, user.id);
    tripPolicy.authorize(user, "view", access);
    const { before, limit } = request.body;
    const page = await groupHistory(db(), access.trip.id, { before, limit });
    // A cursor that is not this trip's message: refused, and nothing about it is said.
    if (!page) throw new AppError("invalid", "Unknown message");
    return {
      trip_id: access.trip.id,
      messages: page.messages,
      last_viewed: await lastViewedGroupChat(db(), access.trip.id, user.id),
      has_more: page.hasMore,
    };
  });
}

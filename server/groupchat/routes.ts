import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZGroupMessagesResponse } from "../../common/api/together";
import { ZTripIdRequest } from "../../common/api/trips";
import { requireUser } from "../auth/current-user";
import { loadTripAccess } from "../trips/policy";
import { groupHistory, lastViewedGroupChat } from "./messages";

/** POST /api/group_messages: the history of a trip's group chat and the caller's read marker. */
export function registerGroupChatRoutes(app: FastifyInstance): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      "/api/group_messages",
      { schema: { body: ZTripIdRequest, response: { 200: ZGroupMessagesResponse } }, config: { errorKey: "error" } },
      async (request) => {
        const user = await requireUser(request);
        const db = app.lotus.database.db;
        const access = await loadTripAccess(db, request.body.trip_id, user.id);
        return {
          trip_id: access.trip.id,
          messages: await groupHistory(db, access.trip.id),
          last_viewed: await lastViewedGroupChat(db, access.trip.id, user.id),
        };
      },
    );
}

import type { FastifyInstance } from "fastify";
import { togetherEndpoints } from "../../common/api/together";
import { requireUser } from "../auth/current-user";
import { route } from "../http/route";
import { addFriend } from "./commands";
import { friendsOf } from "./queries";

/** The share dialog's friends: list, and send (or accept) a request. */
export function registerFriendRoutes(app: FastifyInstance): void {
  const db = () => app.lotus.database.db;

  route(app, togetherEndpoints.friends, async (request) => {
    const user = await requireUser(request);
    return friendsOf(db(), user.id);
  });

  route(app, togetherEndpoints.addFriend, async (request) => {
    const user = await requireUser(request);
    const message = await addFriend(db(), app.lotus.publish, user, request.body.friendId);
    return { success: true as const, message };
  });
}

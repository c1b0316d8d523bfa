import type { FastifyInstance } from "fastify";
import { togetherEndpoints } from "../../common/api/together";
import { requireUser } from "../auth/current-user";
import { route } from "../http/route";
import { markAllRead, markRead } from "./commands";
import { listNotifications } from "./notify";
import { notificationPolicy } from "./policy";

/** The notification calls; read events go to the user's other sockets so every tab agrees. */
export function registerNotificationRoutes(app: FastifyInstance): void {
  const db = () => app.lotus.database.db;

  route(app, togetherEndpoints.notifications, async (request) => {
    const user = await requireUser(request);
    notificationPolicy.authorize(user, "read", { userId: request.body.user_id });
    return listNotifications(db(), user.id);
  });

  route(app, togetherEndpoints.markAllRead, async (request) => {
    const user = await requireUser(request);
    notificationPolicy.authorize(user, "mark_read", { userId: request.body.user_id });
    const updated = await markAllRead(db(), app.lotus.publish, user.id);
    return { status: "success" as const, updated_count: updated };
  });

  route(app, togetherEndpoints.markRead, async (request) => {
    const user = await requireUser(request);
    notificationPolicy.authorize(user, "mark_read", { userId: user.id });
    await markRead(db(), app.lotus.publish, user.id, request.body.notification_id);
    return { status: "success" as const };
  });
}

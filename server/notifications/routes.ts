import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZNotificationReadRequest, ZNotificationsRequest, ZNotificationsResponse } from "../../common/api/together";
import { requireUser } from "../auth/current-user";
import { notifications } from "../db/schema/index";
import { Forbidden, NotFound } from "../errors";
import { rooms } from "../realtime/io";
import { listNotifications } from "./notify";

/** The notification calls; read events go to the user's other sockets so every tab agrees. */
export function registerNotificationRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.lotus.database.db;

  r.post(
    "/api/notifications",
    { schema: { body: ZNotificationsRequest, response: { 200: ZNotificationsResponse } } },
    async (request) => {
      const user = await requireUser(request);
      if (request.body.user_id !== user.id) throw Forbidden();
      return listNotifications(db(), user.id);
    },
  );

  r.post(
    "/api/notifications/mark-all-read",
    {
      schema: {
        body: ZNotificationsRequest,
        response: { 200: z.object({ status: z.literal("success"), updated_count: z.number().int() }) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      if (request.body.user_id !== user.id) throw Forbidden();
      const updated = await db()
        .update(notifications)
        .set({ isRead: true })
        .where(and(eq(notifications.userId, user.id), eq(notifications.isRead, false)))
        .returning({ id: notifications.id });
      app.lotus.io.to(rooms.user(user.id)).emit("notification", {
        notification: {
          id: `bulk-${Date.now()}`,
          title: "All notifications read",
          type: "bulk_notifications_read",
          entity_type: "notification",
          created_at: new Date().toISOString(),
          is_read: true,
          action_url: "",
          updated_count: updated.length,
        },
      });
      return { status: "success" as const, updated_count: updated.length };
    },
  );

  r.post(
    "/api/notifications/read",
    {
      schema: {
        body: ZNotificationReadRequest,
        response: { 200: z.object({ status: z.literal("success") }) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const [row] = await db()
        .update(notifications)
        .set({ isRead: true })
        .where(and(eq(notifications.id, request.body.notification_id), eq(notifications.userId, user.id)))
        .returning({ id: notifications.id });
      if (!row) throw NotFound("Notification not found");
      app.lotus.io.to(rooms.user(user.id)).emit("notification", {
        notification: {
          id: row.id,
          notification_id: row.id,
          title: "Notification read",
          type: "notification_read",
          entity_type: "notification",
          created_at: new Date().toISOString(),
          is_read: true,
          action_url: "",
        },
      });
      return { status: "success" as const };
    },
  );
}

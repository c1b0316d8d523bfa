import { and, eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { ZChatMessage } from "../../common/api/together";
import type { Assistant } from "../assistant/socket";
import { groupMessages, notifications } from "../db/schema/index";
import { AppError } from "../errors";
import { mailMentionsIfAway } from "../notifications/mention-mail";
import { notify } from "../notifications/notify";
import { ackOf } from "../realtime/ack";
import { rooms } from "../realtime/io";
import { loadTripAccess } from "../trips/policy";
import { tripMembersOf } from "../trips/queries";
import { presentGroupMessage } from "./messages";

/**
 * The group chat over the socket: chat_message (stored, then new_message to the trip's room;
 * mentioned members are notified; @Lotus is put to Lotus in the AI chat) and join_notifications.
 * Both chats' read markers are kept with the trip's other events (assistant/socket.ts).
 */
export function registerGroupChatSockets(app: FastifyInstance, assistant: Assistant): void {
  const { io, database, socketsIn } = app.lotus;
  const db = database.db;

  /**
   * Members not in the trip right now learn there are new messages: one unread_message notification
   * per trip until they read it (mentioned members already have theirs).
   */
  async function notifyUnread(
    tripId: string,
    tripName: string,
    sender: { id: string; firstName: string },
    mentioned: Set<string>,
    members: { visible_id: string }[],
  ) {
    const present = new Set((await socketsIn(rooms.trip(tripId))).map((s) => s.data.user?.id));
    const absent = members
      .map((m) => m.visible_id)
      .filter((id) => id !== sender.id && !mentioned.has(id) && !present.has(id));
    if (!absent.length) return;
    const actionUrl = `/plan/${tripId}?open_chat=1`;
    // One query for everyone already told (a hot path: every group message comes through here).
    const told = new Set(
      (
        await db
          .select({ userId: notifications.userId })
          .from(notifications)
          .where(
            and(
              inArray(notifications.userId, absent),
              eq(notifications.type, "unread_message"),
              eq(notifications.actionUrl, actionUrl),
              eq(notifications.isRead, false),
            ),
          )
      ).map((r) => r.userId),
    );
    for (const userId of absent.filter((id) => !told.has(id))) {
      await notify(db, io, {
        userId,
        type: "unread_message",
        entityType: "group_chat",
        title: `New messages in "${tripName}"`,
        content: `${sender.firstName} wrote in the group chat`,
        actionUrl,
      });
    }
  }

  io.on("connection", (socket) => {
    const user = socket.data.user;
    const log = app.log.child({ socket: socket.id, userId: user.id });

    socket.on("chat_message", async (payload: unknown, ack: unknown) => {
      const reply = ackOf(ack);
      const parsed = ZChatMessage.safeParse(payload);
      if (!parsed.success) return reply({ error: parsed.error.issues[0]?.message ?? "Invalid message" });
      try {
        const access = await loadTripAccess(db, parsed.data.trip_id, user.id);
        const members = await tripMembersOf(db, access.trip.id);
        const text = parsed.data.message;
        const mentioned = members.filter(
          (m) => m.visible_id !== user.id && text.includes(`@${m.first_name} ${m.last_name}`),
        );
        const mentions = mentioned.map((m) => ({
          id: m.visible_id,
          username: `${m.first_name} ${m.last_name}`,
          type: "user" as const,
        }));
        const [row] = await db
          .insert(groupMessages)
          .values({ tripId: access.trip.id, userId: user.id, message: text, mentions })
          .returning();
        if (!row) throw new Error("message not stored");
        const message = presentGroupMessage(row, user);
        io.to(rooms.trip(access.trip.id)).emit("new_message", message);
        reply({ ok: true, message });
        for (const m of mentioned) {
          await notify(db, io, {
            userId: m.visible_id,
            type: "mention",
            entityType: "group_chat",
            title: `${user.firstName} mentioned you in "${access.trip.name}"`,
            content: text,
            actionUrl: `/plan/${access.trip.id}?open_chat=1`,
          });
          await mailMentionsIfAway(app, m.visible_id).catch((err) => log.error({ err }, "mention mail failed"));
        }
        await notifyUnread(
          access.trip.id,
          access.trip.name,
          user,
          new Set(mentioned.map((m) => m.visible_id)),
          members,
        );
        if (/(^|\s)@lotus\b/i.test(text)) {
          const asked = await assistant.ask(user, access.trip.id, text);
          if ("rate_error" in asked) socket.emit("rate_error", asked);
        }
      } catch (error) {
        if (error instanceof AppError && error.code === "not_found") return reply({ error: "trip not found" });
        log.error({ err: error }, "chat_message failed");
        reply({ error: "Sorry, something went wrong. Please refresh the page before trying again." });
      }
    });

    // Every socket is in its user's room from the start; this acknowledges the client's request
    // (sent on every connect and reconnect) and refuses anyone else's room.
    socket.on("join_notifications", async (payload: unknown, ack: unknown) => {
      const reply = ackOf(ack);
      const userId = (payload as { user_id?: unknown } | null)?.user_id;
      if (userId !== user.id) return reply({ error: "You can only join your own notifications" });
      await socket.join(rooms.user(user.id));
      reply({ ok: true });
    });
  });
}

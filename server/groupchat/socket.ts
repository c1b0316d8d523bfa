import type { FastifyInstance } from "fastify";
import type { Assistant } from "../assistant/service";
import { rooms } from "../realtime/io";
import { onEvent } from "../realtime/on-event";
import { loadTripAccess, tripPolicy } from "../trips/policy";
import { followGroupMessage, postGroupMessage } from "./commands";

/**
 * The group chat over the socket: chat_message (stored, then new_message to the trip's room;
 * mentioned members are notified; @Lotus is put to Lotus in the AI chat) and join_notifications.
 * Both chats' read markers are kept with the trip's other events (assistant/socket.ts).
 */
export function registerGroupChatSockets(app: FastifyInstance, assistant: Assistant): void {
  const { io, publish, database } = app.lotus;

  io.on("connection", (socket) => {
    const user = socket.data.user;

    onEvent(app, socket, "chat_message", async ({ trip_id, message: text, mentions }, { log }) => {
      const access = await loadTripAccess(database.db, trip_id, user.id);
      tripPolicy.authorize(user, "chat", access);
      const posted = await postGroupMessage(app, access.trip, user, text, mentions);
      // Acknowledged now; what follows (notifications, mails, Lotus) must not delay the sender.
      void followGroupMessage(app, assistant, log, { trip: access.trip, sender: user, text, ...posted })
        .then((refusal) => {
          // Only the sender hears that their @Lotus was over the allowance.
          if (refusal) {
            publish.toSocket(socket, "rate_error", {
              rate_error: refusal.rate_error,
              rate_expiration: refusal.rate_expiration,
            });
          }
        })
        .catch((err) => log.error({ err }, "chat_message follow-up failed"));
      return { ok: true as const, message: posted.message };
    });

    // Every socket is in its user's room from the start (session-sockets.ts); this acknowledges
    // the client's request, sent on every connect and reconnect. Whatever user_id it names, the
    // only room a socket can be in is its own person's.
    onEvent(app, socket, "join_notifications", async () => {
      await socket.join(rooms.user(user.id));
      return { ok: true as const };
    });
  });
}

import type { FastifyInstance } from "fastify";
import { rooms } from "../realtime/io";
import { onEvent } from "../realtime/on-event";
import { markViewed } from "../trips/commands";
import { loadTripAccess, tripPolicy } from "../trips/policy";
import { tripMembersOf, visibleMessages } from "../trips/queries";
import type { Assistant } from "./service";

// The AI chat over the socket: join_trip, viewed_message, leave_trip and new_ai_msg. Each handler
// parses (onEvent), authorizes, and calls the trips queries or the assistant's service.

export function registerAssistantSockets(app: FastifyInstance, assistant: Assistant): void {
  const { io, database } = app.lotus;
  const db = database.db;

  io.on("connection", (socket) => {
    const user = socket.data.user;

    onEvent(app, socket, "join_trip", async ({ trip_id }) => {
      const access = await loadTripAccess(db, trip_id, user.id);
      tripPolicy.authorize(user, "view", access);
      await socket.join(rooms.trip(access.trip.id));
      return {
        error: null,
        trip_id: access.trip.id,
        members: await tripMembersOf(db, access.trip.id),
        replies: await visibleMessages(db, access.trip.id, user.id),
        last_viewed: access.lastViewedTripChat?.toISOString() ?? null,
        name: access.trip.name,
        access_type: access.accessType,
        trip_shared: access.trip.shared,
        permissions: tripPolicy.permissions(user, access),
        default_role: access.trip.defaultRole,
      };
    });

    // Read markers of both chats, never later than now.
    onEvent(app, socket, "viewed_message", async ({ trip_id, timestamp, chat_type }) => {
      tripPolicy.authorize(user, "view", await loadTripAccess(db, trip_id, user.id));
      const at = new Date(Math.min(Date.parse(timestamp), Date.now()));
      await markViewed(db, trip_id, user.id, chat_type, at);
      return undefined;
    });

    onEvent(app, socket, "leave_trip", async ({ trip_id }) => {
      await socket.leave(rooms.trip(trip_id));
      return undefined;
    });

    onEvent(app, socket, "new_ai_msg", async (message) => {
      const result = await assistant.submit(user, message, socket);
      if ("trip_id" in result) await socket.join(rooms.trip(result.trip_id));
      return result;
    });
  });
}

import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { DateTime } from "luxon";
import type { Socket } from "socket.io";
import {
  type TNewAiMsg,
  tripMessages as texts,
  ZNewAiMsg,
  ZTripIdRequest,
  ZViewedMessage,
} from "../../common/api/trips";
import type { RatePlan } from "../../common/plans";
import { tripMessages, trips, users } from "../db/schema/index";
import { AppError } from "../errors";
import { notify } from "../notifications/notify";
import { type Ack, ackOf } from "../realtime/ack";
import { rooms } from "../realtime/io";
import { createTripLock } from "../realtime/trip-lock";
import { createTrip, markViewed, storeAssistantReply, storeUserMessage } from "../trips/commands";
import { loadTripAccess } from "../trips/policy";
import { presentMessage } from "../trips/present";
import { tripMembersOf, visibleMessages } from "../trips/queries";
import type { Engine } from "./engine";
import type { MessageLimits, RateRefusal } from "./message-limits";
import { nameTrip } from "./name-trip";
import { readPlan } from "./plan";
import { createToolbox } from "./tools";

// The AI chat over the socket: join_trip, leave_trip and new_ai_msg. A user's message is stored
// and acknowledged before Lotus starts; Lotus's reply streams to whoever may see it and is
// stored, with the trip's new itinerary, in one transaction when it is done.

export type AssistantDeps = { engine: Engine; limits: MessageLimits; now?: () => DateTime };

export type Assistant = {
  /** Puts a message to Lotus in a trip's AI chat, as the group chat's @Lotus does. */
  ask(
    user: { id: string; firstName: string },
    tripId: string,
    text: string,
  ): Promise<{ trip_id: string } | RateRefusal>;
};

export function registerAssistantSockets(app: FastifyInstance, deps: AssistantDeps): Assistant {
  const { io, database, travel } = app.lotus;
  const db = database.db;
  const now = deps.now ?? (() => DateTime.now());
  // One turn at a time per trip, so two quick messages see each other's plan: queued in this
  // process, and locked in Redis across processes.
  const queues = new Map<string, Promise<void>>();
  const tripLock = createTripLock(app.lotus.redis, app.log);
  const inFlight = new Set<Promise<void>>();

  app.addHook("preClose", async () => {
    await Promise.allSettled([...inFlight]);
  });

  io.on("connection", (socket) => {
    const user = socket.data.user;
    void socket.join(rooms.user(user.id));
    const log = app.log.child({ socket: socket.id, userId: user.id });

    socket.on("join_trip", async (payload: unknown, ack: unknown) => {
      const reply = ackOf(ack);
      try {
        const parsed = ZTripIdRequest.safeParse(payload);
        if (!parsed.success) return reply({ error: texts.notFound });
        const access = await loadTripAccess(db, parsed.data.trip_id, user.id);
        await socket.join(rooms.trip(access.trip.id));
        reply({
          error: null,
          trip_id: access.trip.id,
          members: await tripMembersOf(db, access.trip.id),
          replies: await visibleMessages(db, access.trip.id, user.id),
          last_viewed: access.lastViewedTripChat?.toISOString() ?? null,
          name: access.trip.name,
          access_type: access.accessType,
          trip_shared: access.trip.shared,
        });
      } catch (error) {
        if (error instanceof AppError && error.code === "not_found") return reply({ error: texts.notFound });
        log.error({ err: error }, "join_trip failed");
        reply({ error: "Something went wrong loading your trip, please refresh the page and try again" });
      }
    });

    // Read markers of both chats, never later than now.
    socket.on("viewed_message", async (payload: unknown) => {
      const parsed = ZViewedMessage.safeParse(payload);
      if (!parsed.success) return;
      try {
        await loadTripAccess(db, parsed.data.trip_id, user.id);
        const at = new Date(Math.min(Date.parse(parsed.data.timestamp), Date.now()));
        await markViewed(db, parsed.data.trip_id, user.id, parsed.data.chat_type, at);
      } catch (error) {
        if (!(error instanceof AppError)) log.error({ err: error }, "viewed_message failed");
      }
    });

    socket.on("leave_trip", async (payload: unknown) => {
      const parsed = ZTripIdRequest.safeParse(payload);
      if (parsed.success) await socket.leave(rooms.trip(parsed.data.trip_id));
    });

    socket.on("new_ai_msg", async (payload: unknown, ack: unknown) => {
      const reply = ackOf(ack);
      const parsed = ZNewAiMsg.safeParse(payload);
      if (!parsed.success) return reply({ error: parsed.error.issues[0]?.message ?? "Invalid message" });
      try {
        await handleMessage(socket, parsed.data, reply);
      } catch (error) {
        if (error instanceof AppError && error.code === "not_found") return reply({ error: texts.notFound });
        log.error({ err: error }, "new_ai_msg failed");
        reply({ error: texts.sendFailed });
      }
    });
  });

  const assistant: Assistant = {
    ask: (user, tripId, text) =>
      submit(user, {
        user_message: text,
        trip_id: tripId,
        mentions: [{ id: "lotus", username: "Lotus", type: "ai" }],
        private: false,
      }),
  };

  async function handleMessage(socket: Socket, m: TNewAiMsg, reply: Ack): Promise<void> {
    const result = await submit(socket.data.user, m, socket);
    if ("trip_id" in result) await socket.join(rooms.trip(result.trip_id));
    reply(result);
  }

  /**
   * A message to the AI chat from `user` (over the socket, or from the group chat's @Lotus):
   * counted, stored, acknowledged, shown to whoever may see it, and answered when addressed.
   */
  async function submit(
    user: { id: string; firstName: string },
    m: TNewAiMsg,
    except?: Socket,
  ): Promise<{ trip_id: string } | RateRefusal> {
    const access = m.trip_id ? await loadTripAccess(db, m.trip_id, user.id) : null;
    const shared = access?.trip.shared ?? false;
    const addressed =
      !shared || m.private || m.mentions.some((x) => x.type === "ai") || /(^|\s)@lotus\b/i.test(m.user_message);
    const isPrivate = shared && m.private;

    if (addressed) {
      const [row] = await db.select({ ratePlan: users.ratePlan }).from(users).where(eq(users.id, user.id));
      const refusal = await deps.limits.consume(user.id, (row?.ratePlan ?? "FREE") as RatePlan);
      if (refusal) return refusal;
    }

    const { tripId, stored } = await db.transaction(async (tx) => {
      const id = access?.trip.id ?? (await createTrip(tx, user.id, nameTrip(m.user_message))).id;
      const message = await storeUserMessage(tx, {
        tripId: id,
        userId: user.id,
        msg: m.user_message,
        mentions: m.mentions,
        inReplyTo: m.in_reply_to ?? null,
        isPrivate,
      });
      return { tripId: id, stored: message };
    });

    // Everyone else who may see it: the room for a group message, the sender's other tabs for a private one.
    const audience = isPrivate ? rooms.user(user.id) : rooms.trip(tripId);
    const payload = { trip_id: tripId, ...presentMessage(stored) };
    if (m.in_reply_to && !isPrivate) await notifyReply(tripId, m.in_reply_to, user, m.user_message);
    if (except) except.to(audience).emit("new_user_to_ai_msg", payload);
    else io.to(audience).emit("new_user_to_ai_msg", payload);
    if (addressed) {
      const previous = queues.get(tripId) ?? Promise.resolve();
      const turn = previous.then(() =>
        tripLock(tripId, () => runTurn(tripId, stored.id, m, user, isPrivate ? user.id : null)),
      );
      const tracked = turn.finally(() => {
        inFlight.delete(tracked);
        if (queues.get(tripId) === tracked) queues.delete(tripId);
      });
      queues.set(tripId, tracked);
      inFlight.add(tracked);
    }
    return { trip_id: tripId };
  }

  /** Tells the author of a message that someone replied to it (not for their own or private messages). */
  async function notifyReply(tripId: string, repliedTo: string, user: { id: string; firstName: string }, text: string) {
    const [original] = await db
      .select({ userId: tripMessages.userId, privateTo: tripMessages.privateTo, tripId: tripMessages.tripId })
      .from(tripMessages)
      .where(eq(tripMessages.id, repliedTo));
    if (!original?.userId || original.userId === user.id || original.privateTo || original.tripId !== tripId) return;
    await notify(db, io, {
      userId: original.userId,
      type: "reply",
      entityType: "trip_chat",
      title: `${user.firstName} replied to your message`,
      content: text,
      actionUrl: `/plan/${tripId}`,
    });
  }

  async function runTurn(
    tripId: string,
    userMessageId: string,
    m: TNewAiMsg,
    user: { id: string; firstName: string },
    privateTo: string | null,
  ): Promise<void> {
    const audience = privateTo ? rooms.user(privateTo) : rooms.trip(tripId);
    const replyId = randomUUID();
    let text = "";
    try {
      const access = await loadTripAccess(db, tripId, user.id);
      const history = await visibleMessages(db, tripId, user.id);
      const result = await deps.engine.reply({
        message: m.user_message,
        history: history.filter((h) => h.id !== userMessageId),
        plan: readPlan(access.trip.plan),
        now: now(),
        traveller: { firstName: user.firstName },
        tools: createToolbox(travel),
        emit(delta) {
          text += delta;
          io.to(audience).emit("partial_ai_response", {
            trip_id: tripId,
            id: replyId,
            in_reply_to: userMessageId,
            delta,
            msg: text,
          });
        },
      });
      const row = await storeAssistantReply(db, {
        id: replyId,
        tripId,
        msg: result.text,
        ctx: result.ctx,
        inReplyTo: userMessageId,
        privateTo,
        plan: result.plan,
      });
      io.to(audience).emit("new_ai_response", { trip_id: tripId, ...presentMessage(row) });
    } catch (error) {
      // A trip deleted while Lotus was answering is not a fault: there is nowhere to answer.
      const [still] = await db
        .select({ id: trips.id })
        .from(trips)
        .where(eq(trips.id, tripId))
        .catch(() => [{ id: tripId }]);
      if (!still) {
        app.log.info({ tripId }, "assistant turn dropped: the trip was deleted meanwhile");
        return;
      }
      app.log.error({ err: error, tripId }, "assistant turn failed");
      // The turn ends cleanly: the user's message stays, nothing half-written is stored.
      io.to(audience).emit("new_ai_response", {
        trip_id: tripId,
        id: replyId,
        in_reply_to: userMessageId,
        error: texts.sendFailed,
        custom_msg: texts.sendFailed,
      });
    }
  }

  return assistant;
}

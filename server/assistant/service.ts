import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { DateTime } from "luxon";
import { z } from "zod";
import type { ServerPayload } from "../../common/api/realtime";
import { type TItineraryDay, type TNewAiMsg, tripMessages as texts, ZItineraryDay } from "../../common/api/trips";
import type { RatePlan } from "../../common/plans";
import { tripMessages, trips, users } from "../db/schema/index";
import { notify } from "../notifications/notify";
import { createTripLock } from "../realtime/trip-lock";
import type { LotusSocket } from "../realtime/types";
import { createTrip, storeAssistantReply, storeUserMessage } from "../trips/commands";
import { loadTripAccess, tripPolicy } from "../trips/policy";
import { presentMessage } from "../trips/present";
import { visibleMessages } from "../trips/queries";
import type { Engine } from "./engine";
import type { MessageLimits, RateRefusal } from "./message-limits";
import { nameTrip } from "./name-trip";
import { batchPieces } from "./piece-batcher";
import { readPlan } from "./plan";
import { createToolbox } from "./tools";

// The assistant's service, shared by the socket handlers (socket.ts), the group chat's @Lotus and
// anything else that puts a message to Lotus: a user's message is stored and acknowledged before
// Lotus starts; Lotus's reply streams to whoever may see it and is stored, with the trip's new
// itinerary, in one transaction when it is done. One turn at a time per trip.

export type AssistantDeps = { engine: Engine; limits: MessageLimits; now?: () => DateTime };

export type Assistant = {
  /** Puts a message to Lotus in a trip's AI chat, as the group chat's @Lotus does. */
  ask(
    user: { id: string; firstName: string },
    tripId: string,
    text: string,
  ): Promise<{ trip_id: string } | RateRefusal>;
  /**
   * A message to the AI chat from `user`: counted, stored, acknowledged, shown to whoever may see
   * it (all but `except`, the socket that sent it), and answered when addressed.
   */
  submit(
    user: { id: string; firstName: string },
    m: TNewAiMsg,
    except?: LotusSocket,
  ): Promise<{ trip_id: string } | RateRefusal>;
};

export function createAssistant(app: FastifyInstance, deps: AssistantDeps): Assistant {
  const { publish, database, travel } = app.lotus;
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

  const assistant: Assistant = {
    submit: (user, m, except) => submit(user, m, except),
    ask: (user, tripId, text) =>
      submit(user, {
        user_message: text,
        trip_id: tripId,
        mentions: [{ id: "lotus", username: "Lotus", type: "ai" }],
        private: false,
      }),
  };

  /**
   * A message to the AI chat from `user` (over the socket, or from the group chat's @Lotus):
   * counted, stored, acknowledged, shown to whoever may see it, and answered when addressed.
   */
  async function submit(
    user: { id: string; firstName: string },
    m: TNewAiMsg,
    except?: LotusSocket,
  ): Promise<{ trip_id: string } | RateRefusal> {
    const access = m.trip_id ? await loadTripAccess(db, m.trip_id, user.id) : null;
    if (access) tripPolicy.authorize(user, "chat", access);
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
    // A new trip, or an untitled one's first question, is what the sidebar's list shows.
    if (!access) await app.lotus.tripLists.forget({ userId: user.id });
    else if (access.trip.name === "New Trip" && !access.trip.dates) await app.lotus.tripLists.forget({ tripId });

    // Everyone else who may see it: the room for a group message, the sender's other tabs for a private one.
    const payload = { trip_id: tripId, ...presentMessage(stored) };
    if (m.in_reply_to && !isPrivate) await notifyReply(tripId, m.in_reply_to, user, m.user_message);
    if (isPrivate) publish.toUser(user.id, "new_user_to_ai_msg", payload, except);
    else publish.toTrip(tripId, "new_user_to_ai_msg", payload, except);
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
    await notify(db, publish, {
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
    // Lotus's reply goes where the question went: the asker alone for a private one.
    const send = <E extends "partial_ai_response" | "new_ai_response">(event: E, payload: ServerPayload<E>) =>
      privateTo ? publish.toUser(privateTo, event, payload) : publish.toTrip(tripId, event, payload);
    const replyId = randomUUID();
    const pieces = batchPieces((delta) =>
      // Only the new text: the whole reply travels once, on new_ai_response.
      send("partial_ai_response", { trip_id: tripId, id: replyId, in_reply_to: userMessageId, delta }),
    );
    try {
      const access = await loadTripAccess(db, tripId, user.id);
      // A public turn knows only what everyone may see, so it can never repeat a private one.
      const history = await visibleMessages(db, tripId, privateTo);
      const result = await deps.engine.reply({
        message: m.user_message,
        history: history.filter((h) => h.id !== userMessageId),
        plan: readPlan(access.trip.plan),
        itinerary: storedItinerary(access.trip.itinerary),
        now: now(),
        traveller: { firstName: user.firstName },
        tools: createToolbox(travel),
        emit: pieces.push,
      });
      pieces.flush();
      const { row, change, proposal } = await storeAssistantReply(db, {
        id: replyId,
        tripId,
        msg: result.text,
        ctx: result.ctx,
        inReplyTo: userMessageId,
        privateTo,
        plan: result.plan,
        pins: result.pins,
        askedBy: user.id,
        // The owner's own public request applies at once (undo is one click); a member's is proposed.
        mode: access.accessType === "owner" ? "apply" : "propose",
      });
      // The reply may have named the trip and set its dates.
      await app.lotus.tripLists.forget({ tripId });
      if (change) publish.toTrip(tripId, "itinerary_changed", { trip_id: tripId, ...change });
      if (proposal) {
        const event = { trip_id: tripId, proposal };
        if (proposal.private) publish.toUser(proposal.asked_by, "proposal_updated", event);
        else publish.toTrip(tripId, "proposal_updated", event);
      }
      send("new_ai_response", { trip_id: tripId, ...presentMessage(row) });
    } catch (error) {
      pieces.drop();
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
      send("new_ai_response", {
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

/** The trip's stored itinerary, read through its contract (stored JSON is never trusted blindly). */
function storedItinerary(stored: unknown): TItineraryDay[] {
  const parsed = z.array(ZItineraryDay).safeParse(stored ?? []);
  return parsed.success ? parsed.data : [];
}

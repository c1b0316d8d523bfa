import type { FastifyBaseLogger } from "fastify";
import { type ServerEventName, type ServerPayload, serverEvents } from "../../common/api/realtime";
import { rooms } from "./io";
import type { LotusServer, LotusSocket } from "./types";

/**
 * The one way the server pushes an event, called after the write it announces has committed. Every
 * event and payload is typed by the realtime contract; outside production each payload is also
 * parsed by its schema, so a payload that drifts from the contract fails the tests that send it.
 */
export type Publisher = {
  toTrip<E extends ServerEventName>(tripId: string, event: E, payload: ServerPayload<E>, except?: LotusSocket): void;
  toUser<E extends ServerEventName>(userId: string, event: E, payload: ServerPayload<E>, except?: LotusSocket): void;
  /** One socket of this process: what only that connection hears (a refusal, its session's end). */
  toSocket<E extends ServerEventName>(socket: Pick<LotusSocket, "emit">, event: E, payload: ServerPayload<E>): void;
  /** Every socket of a session, or of a person but one session, in every process (session-sockets.ts). */
  toSessions<E extends ServerEventName>(target: SessionTarget, event: E, payload: ServerPayload<E>): void;
};

/** A session's sockets (by the token's hash), or a person's, but for one session's. */
export type SessionTarget = { sessionHash: string } | { userId: string; exceptSessionHash?: string };

/** The sockets a session target names, in every process. */
export function sessionsIn(io: LotusServer, target: SessionTarget) {
  const operator =
    "sessionHash" in target ? io.in(rooms.session(target.sessionHash)) : io.in(rooms.user(target.userId));
  return "userId" in target && target.exceptSessionHash
    ? operator.except(rooms.session(target.exceptSessionHash))
    : operator;
}

/** Socket.IO's typed emit cannot narrow a generic event name; the publisher's signatures are the check. */
type Emitter = { emit(event: string, payload: unknown): void };

export function createPublisher(io: LotusServer, log: FastifyBaseLogger, checkPayloads: boolean): Publisher {
  function emit<E extends ServerEventName>(target: unknown, event: E, payload: ServerPayload<E>) {
    if (checkPayloads) {
      const parsed = serverEvents[event].safeParse(payload);
      if (!parsed.success) {
        log.error({ event, issues: parsed.error.issues }, "event payload breaks the realtime contract");
        throw new Error(`${event} payload breaks the realtime contract: ${parsed.error.message}`);
      }
    }
    (target as Emitter).emit(event, payload);
  }
  const room = (name: string, except?: LotusSocket) => (except ? except.to(name) : io.to(name));
  return {
    toTrip: (tripId, event, payload, except) => emit(room(rooms.trip(tripId), except), event, payload),
    toUser: (userId, event, payload, except) => emit(room(rooms.user(userId), except), event, payload),
    toSocket: (socket, event, payload) => emit(socket, event, payload),
    toSessions: (target, event, payload) => emit(sessionsIn(io, target), event, payload),
  };
}

import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { ZodType } from "zod";
import {
  type ClientAck,
  type ClientEventName,
  clientEvents,
  type ParsedClientPayload,
} from "../../common/api/realtime";
import { controlCharMessage, findControlChar } from "../http/control-chars";
import { toAppError } from "../http/error-handler";
import { sessionEndedText } from "./session-sockets";
import type { LotusSocket, SocketUser } from "./types";

export type EventContext = { socket: LotusSocket; user: SocketUser; log: FastifyBaseLogger };

/** What a handler may answer: its event's acknowledgement, or nothing (no ack, or answered already). */
export type EventHandler<E extends ClientEventName> = (
  payload: ParsedClientPayload<E>,
  context: EventContext,
) => Promise<ClientAck<E> | undefined>;

/**
 * Registers a client event's handler, the one way every socket handler is written: the payload is
 * parsed by its schema from the realtime contract (a bad one is answered with the schema's message
 * and goes no further), the socket's session is checked live, and a thrown error is mapped to an
 * acknowledgement as the HTTP error handler maps it to a response: a service's own error keeps
 * its message, anything else is logged and answered with the event's "failed" text. Outside
 * production every acknowledgement is parsed by the event's ack schema too: one that breaks the
 * contract is logged as an error and replaced by the "failed" text, so the tests that send it fail.
 */
export function onEvent<E extends ClientEventName>(
  app: FastifyInstance,
  socket: LotusSocket,
  event: E,
  handler: EventHandler<E>,
): void {
  const spec = clientEvents[event];
  const ackSchema = spec.ack as ZodType | null;
  const checkAcks = app.lotus.config.env !== "production";
  const log = app.log.child({ socket: socket.id, userId: socket.data.user.id, event });
  const listen = socket.on.bind(socket) as (event: string, listener: (...args: unknown[]) => void) => void;
  listen(event, async (...args: unknown[]) => {
    const last = args[args.length - 1];
    const ack = typeof last === "function" ? (last as (reply: unknown) => void) : undefined;
    // Events the spec sends without an acknowledgement answer nothing, even when asked.
    const reply = (value: unknown) => {
      if (!ack || !ackSchema) return;
      if (checkAcks) {
        const parsed = ackSchema.safeParse(value);
        if (!parsed.success) {
          log.error({ issues: parsed.error.issues }, "acknowledgement breaks the realtime contract");
          return ack({ error: spec.failed });
        }
      }
      ack(value);
    };
    const payload = ack && args.length === 1 ? undefined : args[0];
    // The same edge rule as HTTP bodies: no NUL or other control characters (issue 21).
    if (findControlChar(payload) !== null) return reply({ error: controlCharMessage });
    const parsed = spec.payload.safeParse(payload);
    if (!parsed.success) return reply({ error: parsed.error.issues[0]?.message ?? "Invalid request" });
    try {
      const session = await app.lotus.sessionSockets.ensureLive(socket);
      if (!session.live) {
        reply({ error: sessionEndedText });
        return app.lotus.sessionSockets.endSocket(socket, session.reason);
      }
      const answer = await handler(parsed.data as ParsedClientPayload<E>, { socket, user: socket.data.user, log });
      if (answer !== undefined) reply(answer);
    } catch (error) {
      const appError = toAppError(error instanceof Error ? error : new Error(String(error)));
      if (appError.code === "internal") log.error({ err: error }, "socket event failed");
      else log.info({ code: appError.code }, appError.message);
      reply({ error: appError.code === "internal" ? spec.failed : appError.message });
    }
  });
}

import { z } from "zod";
import { ZBookingUpdatedEvent } from "./details";
import { ZItineraryChanged, ZProposalUpdated } from "./itinerary";
import { ZChatMessage, ZGroupMessage, ZNotification } from "./together";
import { ZJoinTripAck, ZNewAiMsg, ZNewAiMsgAck, ZTripIdRequest, ZTripMessage, ZViewedMessage } from "./trips";

// The realtime contract (planning-collaboration.md, "Real-time socket"): every event either side
// emits, with its payload and acknowledgement. The server parses what it receives with these
// schemas (server/realtime/on-event.ts) and types what it emits with them (publish.ts); the web
// types its socket with the same interfaces (web/api/socket.ts).

/** The spec's text for a socket emit that failed on the server. */
export const socketEmitFailed = "Sorry, something went wrong. Please refresh the page before trying again.";

// ---- client to server ----

/** join_notifications: the server always joins the caller's own room, whatever user_id says. */
export const ZJoinNotifications = z.object({ user_id: z.string().max(64).optional() }).passthrough();
export const ZOkAck = z.union([z.object({ ok: z.literal(true) }), z.object({ error: z.string() })]);
export const ZChatMessageAck = z.union([
  z.object({ ok: z.literal(true), message: ZGroupMessage }),
  z.object({ error: z.string() }),
]);

/**
 * Each event the client may send: the payload's schema, the acknowledgement's (none where the
 * spec sends without one), and the text shown when the server fails unexpectedly.
 */
export const clientEvents = {
  join_trip: {
    payload: ZTripIdRequest,
    ack: ZJoinTripAck,
    failed: "Something went wrong loading your trip, please refresh the page and try again",
  },
  leave_trip: { payload: ZTripIdRequest, ack: null, failed: socketEmitFailed },
  viewed_message: { payload: ZViewedMessage, ack: null, failed: socketEmitFailed },
  new_ai_msg: {
    payload: ZNewAiMsg,
    ack: ZNewAiMsgAck,
    failed: "Something went wrong sending your message, please refresh the page and try again",
  },
  chat_message: { payload: ZChatMessage, ack: ZChatMessageAck, failed: socketEmitFailed },
  join_notifications: { payload: ZJoinNotifications, ack: ZOkAck, failed: socketEmitFailed },
} as const;

export type ClientEventName = keyof typeof clientEvents;
export type ClientPayload<E extends ClientEventName> = z.input<(typeof clientEvents)[E]["payload"]>;
export type ParsedClientPayload<E extends ClientEventName> = z.output<(typeof clientEvents)[E]["payload"]>;
export type ClientAck<E extends ClientEventName> = (typeof clientEvents)[E]["ack"] extends z.ZodType
  ? z.output<NonNullable<(typeof clientEvents)[E]["ack"]>>
  : never;

type AckCallback<E extends ClientEventName> = (typeof clientEvents)[E]["ack"] extends z.ZodType
  ? (ack: ClientAck<E>) => void
  : never;

/** Socket.IO's ClientToServerEvents, derived from the table above. */
export type ClientToServerEvents = {
  [E in ClientEventName]: (typeof clientEvents)[E]["ack"] extends z.ZodType
    ? (payload: ClientPayload<E>, ack: AckCallback<E>) => void
    : (payload: ClientPayload<E>) => void;
};

// ---- server to client ----

const ZTripMessageEvent = ZTripMessage.extend({ trip_id: z.string() });
/** A turn that failed: the pending reply is cleared and the error (or custom_msg) shown. */
const ZFailedTurn = z.object({
  trip_id: z.string(),
  id: z.string(),
  in_reply_to: z.string(),
  error: z.string(),
  custom_msg: z.string(),
});
export const ZNewAiResponse = z.union([ZTripMessageEvent, ZFailedTurn]);
export type TNewAiResponse = z.infer<typeof ZNewAiResponse>;

/** Only what is new since the last piece: the client appends; the final new_ai_response has the whole text. */
export const ZPartialAiResponse = z.object({
  trip_id: z.string(),
  id: z.string(),
  in_reply_to: z.string(),
  delta: z.string(),
});
export type TPartialAiResponse = z.infer<typeof ZPartialAiResponse>;

export const ZMemberAdded = z.object({
  trip_id: z.string(),
  user_id: z.string(),
  access_type: z.enum(["owner", "member"]),
  first_name: z.string(),
  last_name: z.string(),
  /** Added: the role the newcomer joined with (the trip's default). */
  role: z.enum(["owner", "editor", "viewer"]),
});
export type TMemberAdded = z.infer<typeof ZMemberAdded>;

export const ZRateError = z.object({ rate_error: z.string(), rate_expiration: z.string() });
export type TRateError = z.infer<typeof ZRateError>;

/** Why the server closed a socket's session ("expired": idle or absolute expiry, or the row gone). */
export const ZSessionEndReason = z.enum([
  "signed_out",
  "signed_out_elsewhere",
  "password_changed",
  "expired",
  "account_deleted",
]);
export type TSessionEndReason = z.infer<typeof ZSessionEndReason>;

export const serverEvents = {
  new_ai_response: ZNewAiResponse,
  partial_ai_response: ZPartialAiResponse,
  new_user_to_ai_msg: ZTripMessageEvent,
  user_joined: ZMemberAdded,
  new_member_added: ZMemberAdded,
  new_message: ZGroupMessage,
  notification: z.object({ notification: ZNotification }),
  trip_deleted: z.object({ trip_id: z.string() }),
  booking_updated: ZBookingUpdatedEvent,
  /** A group chat @Lotus over the sender's allowance: only the sender hears of it. */
  rate_error: ZRateError,
  /** The itinerary changed (a person's edit, Lotus's plan, an undo or restore). */
  itinerary_changed: ZItineraryChanged,
  /** A proposal of Lotus's was made, applied or discarded. */
  proposal_updated: ZProposalUpdated,
  /** The owner changed a member's role (editor or viewer). */
  member_role_changed: z.object({
    trip_id: z.string(),
    user_id: z.string(),
    role: z.enum(["owner", "editor", "viewer"]),
  }),
  /** Sent just before the server disconnects a socket whose session ended. */
  session_ended: z.object({ reason: ZSessionEndReason }),
} as const;

export type ServerEventName = keyof typeof serverEvents;
export type ServerPayload<E extends ServerEventName> = z.output<(typeof serverEvents)[E]>;

/** Socket.IO's ServerToClientEvents, derived from the table above. */
export type ServerToClientEvents = { [E in ServerEventName]: (payload: ServerPayload<E>) => void };

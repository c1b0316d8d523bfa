import type { z } from "zod";
import type { TMemberAdded, TNewAiResponse, TPartialAiResponse } from "../../../common/api/realtime";
import type {
  TMember,
  TMention,
  TTripMessage,
  TTripPermissions,
  ZItineraryResponse,
  ZJoinTripAck,
} from "../../../common/api/trips";

// The planning screen's chat as data: what join_trip answered, then every change the screen makes
// or the trip's room pushes, as one pure function. The hook (use-trip-chat.ts) keeps the result in
// the query cache and does the talking; everything that decides what the chat shows is here.

export type ChatMessage = TTripMessage & { isPartial?: boolean };
export type TripInfo = {
  tripId: string;
  name: string;
  accessType: "owner" | "member";
  /** What the server's policy lets this person do to the trip (join_trip's answer). */
  permissions: TTripPermissions;
  /** The role new members get (join_trip's answer). */
  defaultRole: "editor" | "viewer";
  shared: boolean;
  members: TMember[];
};
export type Itinerary = Omit<z.infer<typeof ZItineraryResponse>, "trip_id">;
type JoinedAck = Exclude<z.infer<typeof ZJoinTripAck>, { error: string }>;

export type ChatState = {
  trip: TripInfo;
  messages: ChatMessage[];
  lastViewed: string | null;
  /** The itinerary the latest public reply built; null when the screen must ask /api/itinerary. */
  itinerary: Itinerary | null;
  /** A message to Lotus is in flight: no other may be sent until its answer (or failure) arrives. */
  waiting: boolean;
};

export type ChatAction =
  | { type: "user_message"; message: TTripMessage & { trip_id?: string } }
  | { type: "partial"; piece: TPartialAiResponse; now: string }
  | { type: "reply"; reply: TNewAiResponse }
  | { type: "member_added"; member: TMemberAdded }
  | { type: "rejoined"; replies: TTripMessage[] }
  | { type: "sent"; local: ChatMessage; placeholder: ChatMessage | null }
  | { type: "send_failed"; localId: string }
  | { type: "created"; tripId: string; owner: TMember }
  | { type: "renamed"; name: string }
  | { type: "role_changed"; userId: string; role: TMember["role"] }
  | { type: "access"; members: TMember[]; permissions: TTripPermissions }
  | { type: "itinerary_loaded"; itinerary: Itinerary }
  /** The trip was shared; `priorPublic`: its earlier messages were made visible to guests. */
  | { type: "shared"; priorPublic: boolean }
  | { type: "viewed"; at: string };

export const emptyItinerary: Itinerary = { itinerary: [], destination: null, dates: null };
/**
 * Before a trip exists its first message makes the sender its owner (server/trips/commands.ts),
 * so the draft has the owner's permissions; every joined trip has the server's.
 */
export const creatorPermissions: TTripPermissions = {
  view: true,
  chat: true,
  add_member: true,
  share: true,
  manage_invites: true,
  rename: true,
  delete: true,
  edit_itinerary: true,
  manage_roles: true,
};
/** /plan before its first message: the trip does not exist yet. */
export const blankChat: ChatState = {
  trip: {
    tripId: "",
    name: "New Trip",
    accessType: "owner",
    permissions: creatorPermissions,
    defaultRole: "editor",
    shared: false,
    members: [],
  },
  messages: [],
  lastViewed: null,
  itinerary: emptyItinerary,
  waiting: false,
};

const placeholderId = (localId: string) => `pending-${localId}`;
const isPlaceholder = (m: ChatMessage) => m.isPartial === true && m.id.startsWith("pending-");

/** The state join_trip's answer describes. */
export function chatFromJoin(ack: JoinedAck): ChatState {
  // Spec section 4: the owner takes the itinerary from the last message's ctx when it has the
  // itinerary, the destination and the dates; anyone else, or an incomplete ctx, asks for the
  // trip's. A private reply is a proposal for its asker, not the trip's itinerary.
  const last = [...ack.replies].reverse().find((m) => !m.is_private);
  const complete = Boolean(last?.ctx?.itinerary.length && last.ctx.destination && last.ctx.dates);
  return {
    trip: {
      tripId: ack.trip_id,
      name: ack.name,
      accessType: ack.access_type,
      permissions: ack.permissions,
      defaultRole: ack.default_role,
      shared: ack.trip_shared,
      members: ack.members,
    },
    messages: ack.replies,
    lastViewed: ack.last_viewed,
    // A proposal's reply carries the dates it proposes, not the trip's: the trip's are asked for.
    itinerary:
      last?.ctx && complete && !last.ctx.proposal && ack.access_type === "owner"
        ? { itinerary: last.ctx.itinerary, destination: last.ctx.destination, dates: last.ctx.dates }
        : null,
    waiting: false,
  };
}

/** Whether Lotus answers a message: always on a trip of one, else when asked privately or by name. */
export function addressesLotus(text: string, mentions: TMention[], shared: boolean, isPrivate: boolean): boolean {
  return !shared || isPrivate || mentions.some((m) => m.type === "ai") || /(^|\s)@lotus\b/i.test(text);
}

/** The sender's own message as shown before the server has it, and the reply's placeholder if one is due. */
export function draftMessages(
  input: { text: string; mentions: TMention[]; inReplyTo: string | null; isPrivate: boolean },
  context: { userId: string; shared: boolean; now: Date },
): { local: ChatMessage; placeholder: ChatMessage | null } {
  const local: ChatMessage = {
    id: `local-${context.now.getTime()}`,
    msg: input.text,
    role: "user",
    ctx: null,
    user_id: context.userId,
    mentions: input.mentions,
    in_reply_to: input.inReplyTo,
    created_at: context.now.toISOString(),
    is_private: context.shared && input.isPrivate,
  };
  const addressed = addressesLotus(input.text, input.mentions, context.shared, input.isPrivate);
  const placeholder: ChatMessage | null = addressed
    ? { ...local, id: placeholderId(local.id), msg: "", role: "assistant", user_id: "assistant", isPartial: true }
    : null;
  return { local, placeholder };
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case "user_message": {
      const { trip_id: _trip, ...message } = action.message;
      return state.messages.some((m) => m.id === message.id)
        ? state
        : { ...state, messages: [...state.messages, message] };
    }
    case "partial":
      return { ...state, messages: mergePartial(state.messages, action.piece, action.now) };
    case "reply":
      return applyReply(state, action.reply);
    case "member_added": {
      const p = action.member;
      if (state.trip.members.some((m) => m.visible_id === p.user_id)) return state;
      const member: TMember = {
        visible_id: p.user_id,
        first_name: p.first_name,
        last_name: p.last_name,
        access_type: p.access_type,
        role: p.role,
      };
      return { ...state, trip: { ...state.trip, shared: true, members: [...state.trip.members, member] } };
    }
    case "rejoined": {
      // What was said while the connection was down comes with the join; a reply still being
      // written (its placeholder, or the pieces streamed so far) stays on screen after it.
      const stored = new Set(action.replies.map((m) => m.id));
      const writing = state.messages.filter((m) => m.isPartial && !stored.has(m.id));
      return { ...state, messages: [...action.replies, ...writing] };
    }
    case "sent":
      return {
        ...state,
        messages: [...state.messages, action.local, ...(action.placeholder ? [action.placeholder] : [])],
        waiting: state.waiting || action.placeholder !== null,
      };
    case "send_failed": {
      const gone = new Set([action.localId, placeholderId(action.localId)]);
      return { ...state, messages: state.messages.filter((m) => !gone.has(m.id)), waiting: false };
    }
    case "created":
      // The first message made the trip, with its sender as the owner and only member.
      return {
        ...state,
        trip: {
          ...state.trip,
          tripId: action.tripId,
          members: state.trip.members.length ? state.trip.members : [action.owner],
        },
      };
    case "renamed":
      return { ...state, trip: { ...state.trip, name: action.name } };
    case "role_changed": {
      const members = state.trip.members.map((m) =>
        m.visible_id === action.userId && m.role !== action.role ? { ...m, role: action.role } : m,
      );
      return members.some((m, i) => m !== state.trip.members[i])
        ? { ...state, trip: { ...state.trip, members } }
        : state;
    }
    case "access":
      return { ...state, trip: { ...state.trip, members: action.members, permissions: action.permissions } };
    case "itinerary_loaded":
      // The trip's dates and destination after a change Lotus's reply did not carry (a proposal
      // applied, an undo, a restore).
      return { ...state, itinerary: action.itinerary };
    case "shared":
      // The server cleared every earlier message's private flag: so does the screen.
      return {
        ...state,
        trip: { ...state.trip, shared: true },
        messages: action.priorPublic
          ? state.messages.map((m) => (m.is_private ? { ...m, is_private: false } : m))
          : state.messages,
      };
    case "viewed":
      return { ...state, lastViewed: action.at };
  }
}

/** Each piece carries only what is new: it is appended to the reply being streamed, which takes the placeholder's place. */
function mergePartial(list: ChatMessage[], p: TPartialAiResponse, now: string): ChatMessage[] {
  const at = list.findIndex((m) => m.id === p.id || (m.isPartial && m.id === placeholderId(p.in_reply_to)));
  const target = at === -1 ? list.findIndex(isPlaceholder) : at;
  const sofar = target !== -1 && list[target]?.id === p.id ? (list[target]?.msg ?? "") : "";
  const partial: ChatMessage = {
    id: p.id,
    msg: sofar + p.delta,
    role: "assistant",
    ctx: null,
    user_id: "assistant",
    mentions: [],
    in_reply_to: p.in_reply_to,
    created_at: now,
    is_private: false,
    isPartial: true,
  };
  if (target === -1) return [...list, partial];
  return list.map((m, i) => (i === target ? partial : m));
}

function applyReply(state: ChatState, reply: TNewAiResponse): ChatState {
  // A failed turn: the streamed text and the placeholder go (the screen shows the error).
  if ("error" in reply) return { ...state, waiting: false, messages: state.messages.filter((m) => !m.isPartial) };
  const { trip_id: _trip, ...message } = reply;
  // Lotus speaking unprompted (a price or weather change on a watched trip): added to the chat
  // without touching an answer that may be streaming meanwhile.
  if (message.role === "assistant" && message.in_reply_to === null && message.ctx === null) {
    return state.messages.some((m) => m.id === message.id)
      ? state
      : { ...state, messages: [...state.messages, message] };
  }
  const rest = state.messages.filter((m) => m.id !== message.id && !isPlaceholder(m));
  const next: ChatState = { ...state, waiting: false, messages: [...rest, message] };
  // A proposal changes nothing until someone applies it (the itinerary's events say when).
  if (!message.ctx || message.is_private || message.ctx.proposal) return next;
  // A reply that plans nothing (an answer to a question, small talk) leaves the trip as shown.
  if (!message.ctx.itinerary.length && state.itinerary?.itinerary.length) return next;
  // The server names a 'New Trip' after its destination once Lotus knows it; so does the header.
  const city = message.ctx.destination?.split(",")[0];
  return {
    ...next,
    trip: city && state.trip.name === "New Trip" ? { ...state.trip, name: `Trip to ${city}` } : state.trip,
    itinerary: {
      itinerary: message.ctx.itinerary,
      destination: message.ctx.destination,
      dates: message.ctx.dates,
    },
  };
}

/** Whether a reply changed the trip as the trips list shows it (its name or dates). */
export function replyChangesTrip(reply: TNewAiResponse): boolean {
  return !("error" in reply) && reply.ctx !== null && !reply.is_private && !reply.ctx.proposal;
}

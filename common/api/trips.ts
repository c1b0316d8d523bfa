import { z } from "zod";
import { ZFlight, ZForumPost, ZHotel, ZPlace, ZRoundTrip } from "../travel/schemas";
import { LINE_BREAKING } from "../trip-name";
import { endpoint } from "./endpoint";
import { ZChangeSummary, ZProposal, ZTravelBefore } from "./itinerary";

export { type TTravelBefore, ZTravelBefore } from "./itinerary";

// Contracts of trips, the AI chat and the itinerary (planning-collaboration.md sections 3, 7, 8).

export const tripMessages = {
  notFound: "trip not found",
  notOwner: "Only the trip owner can do that",
  sendFailed: "Something went wrong sending your message, please refresh the page and try again",
} as const;

// A missing or malformed id reads as any unknown trip does.
const id = z.string({ error: "trip not found" }).uuid("trip not found");
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

export const ZItineraryItem = z.object({
  date,
  time,
  type: z.enum(["Flight", "Hotel", "place", "reddit", "other"]),
  location: z.string(),
  activity: z.string(),
  flight: z.union([ZFlight, ZRoundTrip]).nullable().optional(),
  hotel: ZHotel.nullable().optional(),
  place: ZPlace.nullable().optional(),
  reddit: ZForumPost.nullable().optional(),
  /** Added (issue 23): how long the item takes, in minutes. */
  minutes: z.number().int().min(0).max(2880).optional(),
  /** Added: the meal this item is. */
  meal: z.enum(["breakfast", "lunch", "dinner"]).optional(),
  /** Added: a journey by road, rail or sea between two stops, with its time and fare. */
  transport: z
    .object({
      mode: z.enum(["flight", "train", "bus", "drive", "ferry"]),
      from: z.string(),
      to: z.string(),
      minutes: z.number().int().min(0),
      cost_per_person: z.number().min(0),
    })
    .optional(),
  /** Added: a day deliberately left free. */
  rest: z.boolean().optional(),
  /**
   * Added (issue 29): getting here from the stop before, as the planner scheduled it ("12 min
   * walk", see common/travel/travel-label.ts); `by` names the transit ("metro").
   */
  travel_before: ZTravelBefore.optional(),
});
export type TItineraryItem = z.infer<typeof ZItineraryItem>;

export const ZItineraryDay = z.object({ date, items: z.array(ZItineraryItem) });
export type TItineraryDay = z.infer<typeof ZItineraryDay>;

export const ZToolUse = z.object({ tool: z.string(), input: z.record(z.string(), z.unknown()), summary: z.string() });
export type TToolUse = z.infer<typeof ZToolUse>;

/** Added (issue 23): the plan as a whole: its stops, who is going, what it costs, what it cannot do. */
export const ZTripOutline = z.object({
  stays: z.array(
    z.object({
      city: z.string(),
      country: z.string(),
      nights: z.number().int().min(0),
      check_in: date,
      check_out: date,
    }),
  ),
  travellers: z.object({ adults: z.number().int(), children: z.number().int(), rooms: z.number().int() }),
  /** Dollars. `bookable` is flights and stays, as the details page adds them up. */
  totals: z.object({
    flights: z.number(),
    stays: z.number(),
    transport: z.number(),
    food: z.number(),
    activities: z.number(),
    total: z.number(),
    bookable: z.number(),
  }),
  budget: z
    .object({ amount: z.number(), currency: z.string(), per: z.string(), limit_usd: z.number().nullable() })
    .nullable(),
  /** Stated wishes the plan cannot meet, each with what would. */
  problems: z.array(z.object({ rule: z.string(), message: z.string() })),
  /** Commonsense checks the plan still fails (none when it is sound). */
  violations: z.array(z.object({ rule: z.string(), date: z.string().optional(), message: z.string() })),
});
export type TTripOutline = z.infer<typeof ZTripOutline>;

/** What an AI reply carries besides its text. */
export const ZCtx = z.object({
  flights: z.array(z.union([ZFlight, ZRoundTrip])),
  hotels: z.array(ZHotel),
  places: z.array(ZPlace),
  reddit: z.array(ZForumPost),
  tool_uses: z.array(ZToolUse),
  itinerary: z.array(ZItineraryDay),
  destination: z.string().nullable(),
  dates: z.string().nullable(),
  /** Added: the change this reply made to the shared itinerary (the revision to undo, and what changed). */
  applied: z.object({ revision: z.number().int(), summary: ZChangeSummary }).nullable().optional(),
  /** Added: Lotus's suggestion that someone must apply (a member's request, a private conversation). */
  proposal: ZProposal.nullable().optional(),
  trip: ZTripOutline.nullable().optional(),
});
export type TCtx = z.infer<typeof ZCtx>;

export const ZMention = z.object({
  id: z.string().max(64),
  username: z.string().max(200),
  type: z.enum(["user", "ai"]),
});
export type TMention = z.infer<typeof ZMention>;

export const ZTripMessage = z.object({
  id: z.string(),
  msg: z.string(),
  role: z.enum(["user", "assistant"]),
  ctx: ZCtx.nullable(),
  /** 'assistant' for Lotus. */
  user_id: z.string(),
  mentions: z.array(ZMention),
  in_reply_to: z.string().nullable(),
  created_at: z.string(),
  is_private: z.boolean(),
});
export type TTripMessage = z.infer<typeof ZTripMessage>;

export const ZMember = z.object({
  visible_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  access_type: z.enum(["owner", "member"]),
  /** Added: owner, editor (changes the itinerary) or viewer (reads and chats). */
  role: z.enum(["owner", "editor", "viewer"]),
});
export type TMember = z.infer<typeof ZMember>;

export const ZTripIdRequest = z.object({ trip_id: id });

/** What the caller may do to a trip, as the server's policy decides it (server/trips/policy.ts). */
export const ZTripPermissions = z.object({
  view: z.boolean(),
  chat: z.boolean(),
  add_member: z.boolean(),
  share: z.boolean(),
  manage_invites: z.boolean(),
  rename: z.boolean(),
  delete: z.boolean(),
  /** Move, retime, add, remove, pin items; undo and restore; apply Lotus's proposals. */
  edit_itinerary: z.boolean(),
  /** Change a member's role and the trip's default role for new members. */
  manage_roles: z.boolean(),
});
export type TTripPermissions = z.infer<typeof ZTripPermissions>;

export const ZMessagesResponse = z.object({
  trip_id: z.string(),
  name: z.string(),
  access_type: z.enum(["owner", "member"]),
  trip_shared: z.boolean(),
  replies: z.array(ZTripMessage),
  /** Added to the spec's shape: the screens show what the server allows, not what they guess. */
  permissions: ZTripPermissions,
  /** Added: the role new members get (the owner chooses it in the share dialog). */
  default_role: z.enum(["editor", "viewer"]),
});

export const ZItineraryResponse = z.object({
  trip_id: z.string(),
  itinerary: z.array(ZItineraryDay),
  destination: z.string().nullable(),
  dates: z.string().nullable(),
});

export const ZTripSummary = z.object({
  id: z.string(),
  name: z.string(),
  dates: z.string().nullable(),
  created_at: z.string(),
  /**
   * Not the spec's: for a trip still called 'New Trip' without dates (a quick start, a question),
   * the first thing its member asked, so such entries in the lists say what they hold. Else null.
   */
  asked: z.string().nullable().optional(),
});
export const ZTripsResponse = z.array(ZTripSummary);

export const ZUpdateTripRequest = z.object({
  trip_id: id,
  name: z
    .string()
    .trim()
    .min(1, "Trip name is required")
    .max(100, "Trip name must be at most 100 characters")
    // One line: a name with CR/LF wrote extra events into calendar.ics (issue 21, finding 10).
    .refine((name) => !LINE_BREAKING.test(name), "Trip name must be a single line of text"),
});

export const ZSuccessResponse = z.object({ success: z.literal(true), message: z.string().optional() });

/** Socket: join_trip's acknowledgement. */
export const ZJoinTripAck = z.union([
  z.object({ error: z.string() }),
  z.object({
    error: z.null(),
    trip_id: z.string(),
    members: z.array(ZMember),
    replies: z.array(ZTripMessage),
    last_viewed: z.string().nullable(),
    name: z.string(),
    access_type: z.enum(["owner", "member"]),
    trip_shared: z.boolean(),
    /** Added to the spec's shape: what the caller may do (server/trips/policy.ts). */
    permissions: ZTripPermissions,
    /** Added: the role new members get. */
    default_role: z.enum(["editor", "viewer"]),
  }),
]);

/** How much of the last message's text new_ai_msg carries (the client cuts it). */
export const LAST_MESSAGE_MAX = 2000;
/**
 * new_ai_msg's last_message (spec section 7): the chat's latest message as the sender saw it when
 * writing. Context only: the server reads the conversation from its own store.
 */
export const ZLastMessage = z.object({
  id: z.string().max(100),
  role: z.enum(["user", "assistant"]),
  msg: z.string().max(LAST_MESSAGE_MAX),
});
export type TLastMessage = z.infer<typeof ZLastMessage>;

/** Socket: new_ai_msg. An empty trip_id starts a new trip. */
export const ZNewAiMsg = z.object({
  user_message: z.string().trim().min(1, "Message is empty").max(4000, "Message is too long"),
  trip_id: z.union([id, z.literal("")]).default(""),
  in_reply_to: z.string().uuid().nullable().optional(),
  mentions: z.array(ZMention).max(50).default([]),
  last_message: ZLastMessage.nullable().optional(),
  private: z.boolean().default(false),
});
export type TNewAiMsg = z.infer<typeof ZNewAiMsg>;

/** Socket: viewed_message, a read marker for one of the trip's two chats. */
export const ZViewedMessage = z.object({
  trip_id: id,
  timestamp: z.string().datetime({ offset: true }),
  chat_type: z.enum(["group_chat", "trip_chat"]),
});

export const ZNewAiMsgAck = z.union([
  z.object({ trip_id: z.string() }),
  z.object({ rate_error: z.string(), rate_expiration: z.string() }),
  z.object({ error: z.string() }),
]);

/** The categories of a thumbs-down (spec section 4), in the order shown. */
export const lotusFeedbackIssues = [
  "Offensive/unsafe",
  "Unhelpful",
  "Not factually correct",
  "Product design or functionality",
  "Other",
] as const;
export type TLotusFeedbackIssue = (typeof lotusFeedbackIssues)[number];

export const ZLotusFeedbackRequest = z.object({
  msg_id: z.string().uuid("Unknown message"),
  msg_text: z.string().max(20_000).default(""),
  feedback_type: z.enum(["positive", "negative"]),
  selectedIssues: z.array(z.enum(lotusFeedbackIssues)).max(5).default([]),
  feedback_comments: z.string().max(2000).default(""),
  timestamp: z.string().max(64).optional(),
});

export const ZLotusFeedbackResponse = z.object({ success: z.literal(true), message: z.string() });

/** The trip calls (planning-collaboration.md section 7); failures are read from `error`. */
export const tripEndpoints = {
  list: endpoint({ method: "GET", path: "/api/trips", response: ZTripsResponse }),
  messages: endpoint({
    method: "POST",
    path: "/api/messages",
    body: ZTripIdRequest,
    response: ZMessagesResponse,
    errorKey: "error",
  }),
  itinerary: endpoint({
    method: "POST",
    path: "/api/itinerary",
    body: ZTripIdRequest,
    response: ZItineraryResponse,
    errorKey: "error",
  }),
  rename: endpoint({
    method: "POST",
    path: "/api/update_trip",
    body: ZUpdateTripRequest,
    response: ZSuccessResponse,
    errorKey: "error",
  }),
  remove: endpoint({
    method: "POST",
    path: "/api/delete_trip",
    body: ZTripIdRequest,
    response: ZSuccessResponse,
    errorKey: "error",
  }),
  lotusFeedback: endpoint({
    method: "POST",
    path: "/api/lotusai_feedback/submit",
    body: ZLotusFeedbackRequest,
    response: ZLotusFeedbackResponse,
  }),
};

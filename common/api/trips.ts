import { z } from "zod";
import { ZFlight, ZForumPost, ZHotel, ZPlace, ZRoundTrip } from "../travel/schemas";

// Contracts of trips, the AI chat and the itinerary (planning-collaboration.md sections 3, 7, 8).

export const tripMessages = {
  notFound: "trip not found",
  notOwner: "Only the trip owner can do that",
  sendFailed: "Something went wrong sending your message, please refresh the page and try again",
} as const;

const id = z.string().uuid("trip not found");
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
});
export type TItineraryItem = z.infer<typeof ZItineraryItem>;

export const ZItineraryDay = z.object({ date, items: z.array(ZItineraryItem) });
export type TItineraryDay = z.infer<typeof ZItineraryDay>;

export const ZToolUse = z.object({ tool: z.string(), input: z.record(z.string(), z.unknown()), summary: z.string() });
export type TToolUse = z.infer<typeof ZToolUse>;

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
});
export type TMember = z.infer<typeof ZMember>;

export const ZTripIdRequest = z.object({ trip_id: id });

export const ZMessagesResponse = z.object({
  trip_id: z.string(),
  name: z.string(),
  access_type: z.enum(["owner", "member"]),
  trip_shared: z.boolean(),
  replies: z.array(ZTripMessage),
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
});
export const ZTripsResponse = z.array(ZTripSummary);

export const ZUpdateTripRequest = z.object({
  trip_id: id,
  name: z.string().trim().min(1, "Trip name is required").max(100, "Trip name must be at most 100 characters"),
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
  }),
]);

/** Socket: new_ai_msg. An empty trip_id starts a new trip. */
export const ZNewAiMsg = z.object({
  user_message: z.string().trim().min(1, "Message is empty").max(4000, "Message is too long"),
  trip_id: z.union([id, z.literal("")]).default(""),
  in_reply_to: z.string().uuid().nullable().optional(),
  mentions: z.array(ZMention).max(50).default([]),
  last_message: z.unknown().optional(),
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

export const ZLotusFeedbackRequest = z.object({
  msg_id: z.string().uuid("Unknown message"),
  msg_text: z.string().max(20_000).default(""),
  feedback_type: z.enum(["positive", "negative"]),
  selectedIssues: z
    .array(
      z.enum(["Offensive/unsafe", "Unhelpful", "Not factually correct", "Product design or functionality", "Other"]),
    )
    .max(5)
    .default([]),
  feedback_comments: z.string().max(2000).default(""),
  timestamp: z.string().max(64).optional(),
});

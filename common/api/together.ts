import { z } from "zod";

// Contracts of sharing, invites, the group chat, friends and notifications
// (planning-collaboration.md sections 3, 7, 8; accounts-plans-billing.md: /accept).

export const togetherMessages = {
  inviteLimit: (plan: string, limit: number) =>
    `The ${plan} plan lets you invite up to ${limit} people to a trip. Upgrade to Voyager to invite more.`,
  inviteInvalid: "This invite link is not valid. It may have been used or revoked; ask for a new one.",
  inviteAccepted: "Invite accepted",
  alreadyMember: "You are already a member of this trip",
  emailRequired: "Please add at least one email address",
  friendRequired: "Please select at least one friend",
  friendSent: "Friend request sent successfully",
  friendAlready: "Already friends with this user",
  friendAccepted: "Friend request accepted",
  friendPending: "Friend request already sent",
} as const;

const tripId = z.string().uuid("trip not found");
// The spec's simple pattern: non-space, @, a domain with a dot.
const email = z
  .string()
  .trim()
  .max(254)
  .regex(/^\S+@\S+\.\S+$/, "Please enter a valid email address");

export const ZShareBatchRequest = z.object({
  trip_id: tripId,
  emails: z.array(email).max(20).default([]),
  friend_ids: z.array(z.string().uuid()).max(20).default([]),
  message: z.string().max(1000).default(""),
  make_prior_messages_public: z.boolean().default(false),
});
export const ZShareBatchResponse = z.object({ success: z.boolean(), errors: z.array(z.string()) });

export const ZShareLinkRequest = z.object({
  trip_id: tripId,
  message: z.string().max(1000).default(""),
  make_prior_messages_public: z.boolean().default(false),
});
export const ZShareLinkResponse = z.object({ success: z.literal(true), link: z.string().url(), message: z.string() });

export const ZAcceptRequest = z.object({ token: z.string().min(10).max(200) });
export const ZAcceptResponse = z.object({ success: z.boolean(), message: z.string(), trip: z.string().nullable() });

export const ZGroupMessage = z.object({
  id: z.string(),
  trip_id: z.string(),
  user_id: z.string(),
  username: z.string(),
  message: z.string(),
  timestamp: z.string(),
});
export type TGroupMessage = z.infer<typeof ZGroupMessage>;
export const ZGroupMessagesResponse = z.object({
  trip_id: z.string(),
  messages: z.array(ZGroupMessage),
  last_viewed: z.string().nullable(),
});

/** Socket: chat_message. */
export const ZChatMessage = z.object({
  trip_id: tripId,
  message: z.string().trim().min(1, "Message is empty").max(4000, "Message is too long"),
});

export const ZFriend = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  isRecentActive: z.boolean(),
  mutualConnections: z.number().int(),
});
export const ZFriendsResponse = z.object({
  friends: z.array(ZFriend),
  recent: z.array(ZFriend),
  suggestions: z.array(ZFriend),
});
export const ZAddFriendRequest = z.object({ friendId: z.string().uuid("Unknown user") });

export const ZNotification = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string().optional(),
  type: z.enum([
    "mention",
    "reply",
    "invite",
    "unread_message",
    "bulk_notifications_read",
    "notification_read",
    "other",
  ]),
  entity_type: z.string(),
  created_at: z.string(),
  is_read: z.boolean(),
  action_url: z.string(),
  notification_id: z.string().optional(),
  updated_count: z.number().int().optional(),
});
export type TNotification = z.infer<typeof ZNotification>;
export const ZNotificationsRequest = z.object({ user_id: z.string().uuid() });
export const ZNotificationsResponse = z.object({
  notifications: z.array(ZNotification),
  unread_count: z.number().int(),
});
export const ZNotificationReadRequest = z.object({ notification_id: z.string().uuid() });

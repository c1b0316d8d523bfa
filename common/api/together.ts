import { z } from "zod";
import { endpoint } from "./endpoint";
import { ZMention } from "./trips";

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
// One mailbox per entry, parsed strictly (zod's e-mail format): the spec's simple pattern
// (non-space, @, a domain with a dot) let "a@x.test,b@x.test" through, and the mailer then sent
// one invitation to every address in it (issue 21, finding 7). The visible text is the spec's.
const email = z
  .string()
  .trim()
  .max(254, "Please enter a valid email address")
  .pipe(z.email("Please enter a valid email address"));

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

/**
 * POST /api/accept: the token from an e-mailed or shared link, or (added) the invite's id from an
 * in-app notification, which only the invited person may redeem. Exactly one of them.
 */
/** An e-mail invite no one accepted stops working, and stops holding a place, after this. */
export const INVITE_LIFETIME_DAYS = 14;
export const INVITE_LIFETIME_MS = INVITE_LIFETIME_DAYS * 86_400_000;

/** POST /api/share/invites (added): the trip's open invites, for its owner's share dialog. */
export const ZInvitesRequest = z.object({ trip_id: tripId });
export const ZPendingInvite = z.object({
  id: z.string(),
  kind: z.enum(["email", "link"]),
  /** The invited address; null for a link. */
  email: z.string().nullable(),
  invited_by: z.string(),
  created_at: z.string(),
  /** When an e-mail invite stops working; null for a link (it lasts until revoked or replaced). */
  expires_at: z.string().nullable(),
});
export type TPendingInvite = z.infer<typeof ZPendingInvite>;
export const ZInvitesResponse = z.object({ invites: z.array(ZPendingInvite) });

/** POST /api/share/revoke (added): the owner turns an open invite off and frees its place. */
export const ZRevokeInviteRequest = z.object({ trip_id: tripId, invite_id: z.string().uuid("invite not found") });
export const ZRevokeInviteResponse = z.object({ success: z.literal(true) });

export const ZAcceptRequest = z
  .object({ token: z.string().min(10).max(200).optional(), invite_id: z.string().uuid().optional() })
  .refine((b) => (b.token === undefined) !== (b.invite_id === undefined), {
    message: "Send the invite's token or its id",
  });
export const ZAcceptResponse = z.object({ success: z.boolean(), message: z.string(), trip: z.string().nullable() });

export const ZGroupMessage = z.object({
  id: z.string(),
  trip_id: z.string(),
  user_id: z.string(),
  username: z.string(),
  message: z.string(),
  timestamp: z.string(),
  /**
   * Added: the members the message mentions, by id (what the chat highlights; names change and
   * two members may share one). Older messages may have none.
   */
  mentions: z.array(ZMention).optional(),
});
export type TGroupMessage = z.infer<typeof ZGroupMessage>;
/** Messages per page of group chat history, newest first in pages (each page oldest first). */
export const GROUP_HISTORY_PAGE = 100;
/**
 * POST /api/group_messages: the spec's {trip_id}; added, optional: `before`, the id of the oldest
 * message the client holds, for the page before it, and `limit`.
 */
export const ZGroupMessagesRequest = z.object({
  trip_id: tripId,
  before: z.string().uuid("Unknown message").optional(),
  limit: z.number().int().min(1).max(500).optional(),
});
export const ZGroupMessagesResponse = z.object({
  trip_id: z.string(),
  messages: z.array(ZGroupMessage),
  last_viewed: z.string().nullable(),
  /** Added: whether older messages exist before this page. */
  has_more: z.boolean().optional(),
});

/** Socket: chat_message. */
export const ZChatMessage = z.object({
  trip_id: tripId,
  message: z.string().trim().min(1, "Message is empty").max(4000, "Message is too long"),
  /**
   * Added: the members chosen in the @ picker, by id. The server keeps those who are members
   * (never the sender) and whose name follows an @ in the text; the spec's exact full-name match
   * still works without it.
   */
  mentions: z.array(ZMention).max(50).optional(),
});

export const ZFriend = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  isRecentActive: z.boolean(),
  mutualConnections: z.number().int(),
});
export type TFriend = z.infer<typeof ZFriend>;
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

export const ZFriendAddedResponse = z.object({ success: z.literal(true), message: z.string() });
export const ZMarkAllReadResponse = z.object({ status: z.literal("success"), updated_count: z.number().int() });
export const ZMarkReadResponse = z.object({ status: z.literal("success") });

/** The calls of sharing, invites, the group chat, friends and notifications. */
export const togetherEndpoints = {
  shareBatch: endpoint({
    method: "POST",
    path: "/api/share/batch",
    body: ZShareBatchRequest,
    response: ZShareBatchResponse,
  }),
  shareLink: endpoint({
    method: "POST",
    path: "/api/share/link",
    body: ZShareLinkRequest,
    response: ZShareLinkResponse,
  }),
  invites: endpoint({ method: "POST", path: "/api/share/invites", body: ZInvitesRequest, response: ZInvitesResponse }),
  revokeInvite: endpoint({
    method: "POST",
    path: "/api/share/revoke",
    body: ZRevokeInviteRequest,
    response: ZRevokeInviteResponse,
  }),
  // Failures answer {success: false, message} through the error handler, as the screen reads them.
  accept: endpoint({ method: "POST", path: "/api/accept", body: ZAcceptRequest, response: ZAcceptResponse }),
  groupMessages: endpoint({
    method: "POST",
    path: "/api/group_messages",
    body: ZGroupMessagesRequest,
    response: ZGroupMessagesResponse,
    errorKey: "error",
  }),
  friends: endpoint({ method: "GET", path: "/api/users/friends", response: ZFriendsResponse }),
  addFriend: endpoint({
    method: "POST",
    path: "/api/users/friends/add",
    body: ZAddFriendRequest,
    response: ZFriendAddedResponse,
  }),
  notifications: endpoint({
    method: "POST",
    path: "/api/notifications",
    body: ZNotificationsRequest,
    response: ZNotificationsResponse,
  }),
  markAllRead: endpoint({
    method: "POST",
    path: "/api/notifications/mark-all-read",
    body: ZNotificationsRequest,
    response: ZMarkAllReadResponse,
  }),
  markRead: endpoint({
    method: "POST",
    path: "/api/notifications/read",
    body: ZNotificationReadRequest,
    response: ZMarkReadResponse,
  }),
};

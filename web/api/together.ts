import type { InputOf } from "../../common/api/endpoint";
import { togetherEndpoints as e } from "../../common/api/together";
import { call } from "./call";

// Sharing, invites, the group chat's history, friends and notifications.

/** By the link's token, or by the invite's id (a notification's link carries only that). */
export const acceptInvite = (ref: { token: string } | { invite_id: string }) => call(e.accept, ref);
export const shareByEmail = (body: InputOf<typeof e.shareBatch>) => call(e.shareBatch, body);
export const shareLink = (body: InputOf<typeof e.shareLink>) => call(e.shareLink, body);
/** The trip's open invites (owner only), and turning one off. */
export const fetchPendingInvites = (tripId: string) => call(e.invites, { trip_id: tripId });
export const revokeInvite = (tripId: string, inviteId: string) =>
  call(e.revokeInvite, { trip_id: tripId, invite_id: inviteId });
/** The newest page of the group chat, or (with `before`, a message id) the page before it. */
export const fetchGroupMessages = (tripId: string, before?: string) =>
  call(e.groupMessages, { trip_id: tripId, ...(before ? { before } : {}) });
export const fetchFriends = () => call(e.friends);
export const addFriend = (friendId: string) => call(e.addFriend, { friendId });
export const fetchNotifications = (userId: string) => call(e.notifications, { user_id: userId });
export const markAllNotificationsRead = (userId: string) => call(e.markAllRead, { user_id: userId });
export const markNotificationRead = (id: string) => call(e.markRead, { notification_id: id });

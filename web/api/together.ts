import type { z } from "zod";
import type {
  ZAcceptResponse,
  ZFriendsResponse,
  ZGroupMessagesResponse,
  ZNotificationsResponse,
  ZShareBatchResponse,
  ZShareLinkResponse,
} from "../../common/api/together";
import { api } from "./client";

export const acceptInvite = (token: string) => api<z.infer<typeof ZAcceptResponse>>("POST", "/api/accept", { token });
export const shareByEmail = (body: {
  trip_id: string;
  emails: string[];
  friend_ids: string[];
  message: string;
  make_prior_messages_public: boolean;
}) => api<z.infer<typeof ZShareBatchResponse>>("POST", "/api/share/batch", body);
export const shareLink = (body: { trip_id: string; message: string; make_prior_messages_public: boolean }) =>
  api<z.infer<typeof ZShareLinkResponse>>("POST", "/api/share/link", body);
export const fetchGroupMessages = (tripId: string) =>
  api<z.infer<typeof ZGroupMessagesResponse>>("POST", "/api/group_messages", { trip_id: tripId });
export const fetchFriends = () => api<z.infer<typeof ZFriendsResponse>>("GET", "/api/users/friends");
export const fetchNotifications = (userId: string) =>
  api<z.infer<typeof ZNotificationsResponse>>("POST", "/api/notifications", { user_id: userId });
export const markAllNotificationsRead = (userId: string) =>
  api<{ status: "success" }>("POST", "/api/notifications/mark-all-read", { user_id: userId });
export const markNotificationRead = (id: string) =>
  api<{ status: "success" }>("POST", "/api/notifications/read", { notification_id: id });

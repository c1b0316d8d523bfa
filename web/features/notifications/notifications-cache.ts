import type { z } from "zod";
import type { TNotification, ZNotificationsResponse } from "../../../common/api/together";

// The bell's list and unread count as one value, changed only by these functions: the count moves
// in the same step as the list, never in a second state update (React's StrictMode runs updaters
// twice, and one nested inside another counted a read receipt twice).

export type NotificationsState = z.infer<typeof ZNotificationsResponse>;

export const noNotifications: NotificationsState = { notifications: [], unread_count: 0 };

/** Receipts say that something was read (here or in another tab); anything else is news. */
export const isReceipt = (n: TNotification) => n.type === "bulk_notifications_read" || n.type === "notification_read";

/** A pushed notification: news goes on top, counted once however often it arrives; receipts mark read. */
export function applyNotification(state: NotificationsState, n: TNotification): NotificationsState {
  if (n.type === "bulk_notifications_read") return (n.updated_count ?? 0) > 0 ? markEveryRead(state) : state;
  if (n.type === "notification_read") return n.notification_id ? markOneRead(state, n.notification_id) : state;
  const counted = state.notifications.some((x) => x.id === n.id && !x.is_read);
  return {
    notifications: [n, ...state.notifications.filter((x) => x.id !== n.id)],
    unread_count: state.unread_count + (counted ? 0 : 1),
  };
}

export function markOneRead(state: NotificationsState, id: string): NotificationsState {
  return setRead(state, id, true);
}

/** Undoes markOneRead (the server refused it). */
export function markOneUnread(state: NotificationsState, id: string): NotificationsState {
  return setRead(state, id, false);
}

export function markEveryRead(state: NotificationsState): NotificationsState {
  return { notifications: state.notifications.map((x) => ({ ...x, is_read: true })), unread_count: 0 };
}

function setRead(state: NotificationsState, id: string, read: boolean): NotificationsState {
  const target = state.notifications.find((x) => x.id === id);
  if (!target || target.is_read === read) return state;
  return {
    notifications: state.notifications.map((x) => (x.id === id ? { ...x, is_read: read } : x)),
    unread_count: Math.max(0, state.unread_count + (read ? -1 : 1)),
  };
}

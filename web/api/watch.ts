import type { TNotificationSettings, TTripWatch } from "../../common/api/watch";
import { api } from "./client";

// Real-time trip updates: the watcher's state for a trip, and one's notification settings.

export const tripWatch = (tripId: string) => api<TTripWatch>("POST", "/api/trip_watch", { trip_id: tripId });
export const notificationSettings = () => api<TNotificationSettings>("GET", "/api/notification-settings");
export const updateNotificationSettings = (change: Partial<TNotificationSettings>) =>
  api<TNotificationSettings>("POST", "/api/notification-settings", change);

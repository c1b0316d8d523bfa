import type { InputOf } from "../../common/api/endpoint";
import { watchEndpoints as e } from "../../common/api/watch";
import { call } from "./call";

// Real-time trip updates: the watcher's state for a trip, and one's notification settings.

export const tripWatch = (tripId: string) => call(e.tripWatch, { trip_id: tripId });
export const notificationSettings = () => call(e.settings);
export const updateNotificationSettings = (change: InputOf<typeof e.updateSettings>) => call(e.updateSettings, change);

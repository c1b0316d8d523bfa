import { z } from "zod";
import { endpoint } from "./endpoint";
import { ZTripIdRequest } from "./trips";

// Real-time trip updates (issue 13): the watcher's state for the trip details page, and each
// traveller's notification settings (Account settings, Notifications tab).

/** POST /api/trip_watch {trip_id}: when the trip was last checked and what its prices did. */
export const ZTripWatchResponse = z.object({
  /** Whether Lotus watches this trip (its owner is on Voyager and it has not ended). */
  watched: z.boolean(),
  last_checked_at: z.string().nullable(),
  next_check_at: z.string().nullable(),
  /** Price history per flight and hotel, keyed by booking_id; null prices mean unavailable. */
  history: z.record(z.string(), z.array(z.object({ checked_at: z.string(), price: z.number().nullable() }))),
});
export type TTripWatch = z.infer<typeof ZTripWatchResponse>;

export const ZNotificationSettings = z.object({
  prices: z.boolean(),
  availability: z.boolean(),
  weather: z.boolean(),
  email_digest: z.boolean(),
});
export type TNotificationSettings = z.infer<typeof ZNotificationSettings>;

/** POST /api/notification-settings: any of the settings; the answer is all of them. */
export const ZNotificationSettingsUpdate = ZNotificationSettings.partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, "Nothing to change");

export const notificationSettingLabels: Record<keyof TNotificationSettings, { label: string; hint: string }> = {
  prices: {
    label: "Price changes",
    hint: "A flight or hotel in your itinerary gets 10% or $25 cheaper or dearer.",
  },
  availability: {
    label: "Sold out and back",
    hint: "A flight or hotel in your itinerary is no longer offered, or is offered again.",
  },
  weather: {
    label: "Weather changes",
    hint: "Rain becomes likely on a day with outdoor plans, or temperatures move by more than 6°C.",
  },
  email_digest: {
    label: "Daily e-mail digest",
    hint: "At most one e-mail a day listing the changes you have not seen yet.",
  },
};

/** The watcher's calls: a trip's watch state, and the person's notification settings. */
export const watchEndpoints = {
  tripWatch: endpoint({
    method: "POST",
    path: "/api/trip_watch",
    body: ZTripIdRequest,
    response: ZTripWatchResponse,
    errorKey: "error",
  }),
  settings: endpoint({ method: "GET", path: "/api/notification-settings", response: ZNotificationSettings }),
  updateSettings: endpoint({
    method: "POST",
    path: "/api/notification-settings",
    body: ZNotificationSettingsUpdate,
    response: ZNotificationSettings,
  }),
};

// The spec's analytics event categories and the long-message threshold, without zod, so the
// analytics client does not pull the schema library into the home page's first load.

export const eventCategories = [
  "Feature",
  "CTA",
  "Tab",
  "User",
  "AI Chat",
  "Share Trip",
  "Group Chat",
  "Itinerary",
] as const;
export type EventCategory = (typeof eventCategories)[number];

/** The spec flags a chat message longer than this as a long message. */
export const LONG_MESSAGE = 50;

/** Where the client posts its events: a plain constant, so the browser's analytics needs no zod. */
export const ANALYTICS_EVENTS_PATH = "/api/events";

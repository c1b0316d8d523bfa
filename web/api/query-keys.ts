// Every TanStack Query key of the web app, in one place: a screen reads with these and anything
// that changes the data (a mutation, a socket event) writes or invalidates through the same ones.
// A family's `all` is the prefix that invalidates every entry of it.

export const queryKeys = {
  trips: {
    all: ["trips"] as const,
    /** Keyed by person: another sign-in in the same tab never sees the previous person's list. */
    list: (userId: string | null) => ["trips", userId] as const,
  },
  /** The planning screen's chat state: a trip's id, or a draft's key before its first message. */
  tripChat: (chatKey: string) => ["trip-chat", chatKey] as const,
  itinerary: (tripId: string) => ["itinerary", tripId] as const,
  /** The editable itinerary (rows with versions, the latest revision), its history and Lotus's proposals. */
  itineraryState: (tripId: string) => ["itinerary-state", tripId] as const,
  itineraryRevisions: (tripId: string) => ["itinerary-revisions", tripId] as const,
  proposals: (tripId: string) => ["itinerary-proposals", tripId] as const,
  /** What the caller may do to a trip and who is in it (join_trip's answer), for screens besides /plan. */
  tripAccess: (tripId: string) => ["trip-access", tripId] as const,
  groupChat: (tripId: string) => ["group-chat", tripId] as const,
  pendingInvites: (tripId: string) => ["pending-invites", tripId] as const,
  /** What an invite is for, by its token (issue 26: login, sign-up and accept name the trip). */
  invitePreview: (token: string | null) => ["invite-preview", token] as const,
  /** The share dialog's friends, recent co-travellers and suggestions. */
  friends: ["friends"] as const,
  notifications: (userId: string) => ["notifications", userId] as const,
  notificationSettings: ["notification-settings"] as const,
  tripDetails: (tripId: string) => ["trip-details", tripId] as const,
  tripWatch: (tripId: string) => ["trip-watch", tripId] as const,
  bookings: {
    trip: (tripId: string) => ["bookings", tripId] as const,
    of: (tripId: string, bookingIds: string[]) => ["bookings", tripId, bookingIds] as const,
  },
  itineraryWeather: (entryIds: string[]) => ["itinerary-weather", entryIds] as const,
  clientConfig: ["client-config"] as const,
  /** The trip map's style, and where the itinerary's airports and towns are. */
  mapConfig: ["map-config"] as const,
  mapPoints: (airports: string[], towns: string[]) => ["map-points", airports, towns] as const,
  plans: ["all-plans"] as const,
  billingMode: ["billing-mode"] as const,
  subscriptionStatus: {
    all: ["subscription-status"] as const,
    of: (userId: string | null) => ["subscription-status", userId] as const,
  },
  testPortal: ["test-portal"] as const,
  feedbackReport: ["feedback-report"] as const,
};

import type { FeedbackCategory } from "../../../common/api/feedback";

// What each star means. The short words show first on hover; the detail follows.

export const levels = [
  { short: "Poor", detail: "It got in my way more than it helped." },
  { short: "Fair", detail: "It worked, but it was frustrating or often wrong." },
  { short: "Good", detail: "It did the job, with some rough edges." },
  { short: "Very good", detail: "It worked well and I'd use it again." },
  { short: "Excellent", detail: "It felt effortless and beat what I use today." },
] as const;

/** The per-category help: what to think about when rating it. */
export const guides: Record<FeedbackCategory, string> = {
  lotus_ai_assistant:
    "How well Lotus understood what you asked, and how useful and accurate its suggestions were: destinations, flights, hotels and places.",
  planning:
    "How easy it was to shape a trip: the itinerary building itself, changing days, and finding what you needed on the planning screen.",
  booking:
    "How clear prices and booking links were, and how well the trip details page helped you keep track of what is booked.",
  collaboration_social:
    "Inviting friends, the group chat, asking Lotus together or privately, and seeing each other's changes.",
  app_overall: "Everything together: speed, design, and whether you would plan your next trip with Lotus.",
};

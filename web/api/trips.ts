import type { z } from "zod";
import type { ZItineraryResponse, ZMessagesResponse, ZTripsResponse } from "../../common/api/trips";
import { api } from "./client";

export type TripSummary = z.infer<typeof ZTripsResponse>[number];
export type MessagesResponse = z.infer<typeof ZMessagesResponse>;
export type ItineraryResponse = z.infer<typeof ZItineraryResponse>;

export const fetchTrips = () => api<TripSummary[]>("GET", "/api/trips");
export const fetchMessages = (tripId: string) => api<MessagesResponse>("POST", "/api/messages", { trip_id: tripId });
export const fetchItinerary = (tripId: string) => api<ItineraryResponse>("POST", "/api/itinerary", { trip_id: tripId });
export const renameTrip = (tripId: string, name: string) =>
  api<{ success: true }>("POST", "/api/update_trip", { trip_id: tripId, name });
export const deleteTrip = (tripId: string) => api<{ success: true }>("POST", "/api/delete_trip", { trip_id: tripId });
export const sendMessageFeedback = (body: {
  msg_id: string;
  msg_text: string;
  feedback_type: "positive" | "negative";
  selectedIssues: string[];
  feedback_comments: string;
  timestamp: string;
}) => api<{ success: true; message: string }>("POST", "/api/lotusai_feedback/submit", body);

import type { z } from "zod";
import type { InputOf } from "../../common/api/endpoint";
import type { ZItineraryResponse, ZMessagesResponse, ZTripsResponse } from "../../common/api/trips";
import { tripEndpoints } from "../../common/api/trips";
import { call } from "./call";

export type TripSummary = z.infer<typeof ZTripsResponse>[number];
export type MessagesResponse = z.infer<typeof ZMessagesResponse>;
export type ItineraryResponse = z.infer<typeof ZItineraryResponse>;

export const fetchTrips = () => call(tripEndpoints.list);
export const fetchMessages = (tripId: string) => call(tripEndpoints.messages, { trip_id: tripId });
export const fetchItinerary = (tripId: string) => call(tripEndpoints.itinerary, { trip_id: tripId });
export const renameTrip = (tripId: string, name: string) => call(tripEndpoints.rename, { trip_id: tripId, name });
export const deleteTrip = (tripId: string) => call(tripEndpoints.remove, { trip_id: tripId });
export const sendMessageFeedback = (body: InputOf<typeof tripEndpoints.lotusFeedback>) =>
  call(tripEndpoints.lotusFeedback, body);

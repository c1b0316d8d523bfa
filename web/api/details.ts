import type { TItineraryWeather, TTripDetails } from "../../common/api/details";
import { api } from "./client";

// The trip details calls (planning-collaboration.md section 7, and /api/trip_details).

export const tripDetails = (tripId: string) => api<TTripDetails>("POST", "/api/trip_details", { trip_id: tripId });
export const itineraryWeather = (itinerary: { date: string; location: string; id: string }[]) =>
  api<TItineraryWeather>("POST", "/api/itinerary-weather", { itinerary });
export const updateBooking = (tripId: string, bookingId: string, booked: boolean) =>
  api<{ success: true }>("POST", "/api/update_booking", { trip_id: tripId, booking_id: bookingId, booked });
export const checkBooking = (tripId: string, bookingId: string) =>
  api<{ booked: boolean }>("POST", "/api/check_booking", { trip_id: tripId, booking_id: bookingId });
export const calendarUrl = (tripId: string) => `/api/trips/${tripId}/calendar.ics`;

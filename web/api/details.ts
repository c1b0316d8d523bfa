import { detailsEndpoints as e } from "../../common/api/details";
import type { InputOf } from "../../common/api/endpoint";
import { call, linkTo } from "./call";

// The trip details calls (planning-collaboration.md section 7, and /api/trip_details).

export const tripDetails = (tripId: string) => call(e.details, { trip_id: tripId });
export const itineraryWeather = (itinerary: InputOf<typeof e.weather>["itinerary"]) => call(e.weather, { itinerary });
export const updateBooking = (tripId: string, bookingId: string, booked: boolean) =>
  call(e.updateBooking, { trip_id: tripId, booking_id: bookingId, booked });
export const checkBooking = (tripId: string, bookingId: string) =>
  call(e.checkBooking, { trip_id: tripId, booking_id: bookingId });
export const calendarUrl = (tripId: string) => linkTo(e.calendar, { tripId });

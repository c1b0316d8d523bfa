import { z } from "zod";
import { ZWeather } from "../travel/schemas";
import { endpoint } from "./endpoint";
import { ZItineraryDay, ZTripIdRequest } from "./trips";

// The trip details screen (planning-collaboration.md "Trip details", "Booking item", "Weather")
// and the calls /api/trip_details, /api/itinerary-weather, /api/update_booking, /api/check_booking.

export const detailsMessages = {
  bookingUpdate: "Error updating booking, please refresh the page and try again.",
  bookingCheck: "Error checking for current booking status, please refresh the page and try again.",
  weather: (location: string) => `Failed to fetch weather data for ${location}`,
  voyagerOnly: "Trip summary, cost breakdown and booking management are Voyager features.",
} as const;

const tripId = z.string().uuid("trip not found");
const bookingId = z.string().trim().min(1, "booking_id is required").max(300);

export const ZCostLine = z.object({
  booking_id: z.string(),
  label: z.string(),
  detail: z.string(),
  /** Dollars; null when the provider gave no price. */
  price: z.number().nullable(),
  url: z.string(),
  /** Added (issue 26): the offline providers' made-up offer, which the summary labels. */
  sample: z.boolean().optional(),
});

export const ZTripSummaryDetails = z.object({
  destinations: z.array(z.string()),
  dates: z.string().nullable(),
  total: z.number(),
  unpriced: z.number().int(),
  flights: z.array(ZCostLine),
  hotels: z.array(ZCostLine),
});

/** POST /api/trip_details: the itinerary for every member; the summary only for Voyager. */
export const ZTripDetailsResponse = z.object({
  trip_id: z.string(),
  name: z.string(),
  destination: z.string().nullable(),
  dates: z.string().nullable(),
  itinerary: z.array(ZItineraryDay),
  /** The viewer's plan decides what the server sends. */
  rate_plan: z.enum(["FREE", "PRO"]),
  summary: ZTripSummaryDetails.nullable(),
  /** Added: what the viewer may do here, as the server's policy decides (server/bookings/policy.ts). */
  permissions: z.object({ view_itinerary: z.boolean(), view_summary: z.boolean(), manage_bookings: z.boolean() }),
});
export type TTripDetails = z.infer<typeof ZTripDetailsResponse>;

export const maxWeatherPlaces = 50;

/** POST /api/itinerary-weather */
export const ZItineraryWeatherRequest = z.object({
  itinerary: z
    .array(
      z.object({
        date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "date must be YYYY-MM-DD"),
        location: z.string().trim().min(1, "location is required").max(200),
        id: z.string().min(1).max(300),
      }),
    )
    .max(200, "At most 200 entries")
    // Each distinct place is a gazetteer look-up; a whole trip names a few dozen at most (a city
    // a day and its airports), so more is not an itinerary (issue 21). Counted as the server
    // groups them (server/bookings/weather.ts).
    .refine((entries) => new Set(entries.map((e) => e.location.trim().toLowerCase())).size <= maxWeatherPlaces, {
      message: `At most ${maxWeatherPlaces} different places per request`,
    }),
});
/** Weather keyed by the request's ids; null where the place or date has none. */
export const ZItineraryWeatherResponse = z.record(z.string(), ZWeather.nullable());
export type TItineraryWeather = z.infer<typeof ZItineraryWeatherResponse>;

export const ZUpdateBookingRequest = z.object({ trip_id: tripId, booking_id: bookingId, booked: z.boolean() });
export const ZCheckBookingRequest = z.object({ trip_id: tripId, booking_id: bookingId });
export const ZCheckBookingResponse = z.object({ booked: z.boolean() });

/** Socket event to the trip room when a member marks or unmarks a booking. */
export const ZBookingUpdatedEvent = z.object({
  trip_id: z.string(),
  booking_id: z.string(),
  booked: z.boolean(),
  user_id: z.string(),
});
export type TBookingUpdatedEvent = z.infer<typeof ZBookingUpdatedEvent>;

export const ZBookingUpdatedResponse = z.object({ success: z.literal(true) });
export const ZCalendarParams = z.object({ tripId: z.string().uuid("trip not found") });

/** The trip details calls; failures are read from `error`. */
export const detailsEndpoints = {
  details: endpoint({
    method: "POST",
    path: "/api/trip_details",
    body: ZTripIdRequest,
    response: ZTripDetailsResponse,
    errorKey: "error",
  }),
  weather: endpoint({
    method: "POST",
    path: "/api/itinerary-weather",
    body: ZItineraryWeatherRequest,
    response: ZItineraryWeatherResponse,
  }),
  updateBooking: endpoint({
    method: "POST",
    path: "/api/update_booking",
    body: ZUpdateBookingRequest,
    response: ZBookingUpdatedResponse,
    errorKey: "error",
  }),
  checkBooking: endpoint({
    method: "POST",
    path: "/api/check_booking",
    body: ZCheckBookingRequest,
    response: ZCheckBookingResponse,
    errorKey: "error",
  }),
  /** The trip as an .ics file (a download link, not JSON). */
  calendar: endpoint({ method: "GET", path: "/api/trips/:tripId/calendar.ics", params: ZCalendarParams }),
};

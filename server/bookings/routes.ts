import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  type TBookingUpdatedEvent,
  ZCheckBookingRequest,
  ZCheckBookingResponse,
  ZItineraryWeatherRequest,
  ZItineraryWeatherResponse,
  ZTripDetailsResponse,
  ZUpdateBookingRequest,
} from "../../common/api/details";
import { type TItineraryDay, ZTripIdRequest } from "../../common/api/trips";
import { requireUser } from "../auth/current-user";
import { tripBookings } from "../db/schema/index";
import { rooms } from "../realtime/io";
import { loadTripAccess } from "../trips/policy";
import { tripCalendar } from "./calendar";
import { hasVoyager, requireVoyager } from "./policy";
import { tripSummary } from "./summary";
import { itineraryWeather } from "./weather";

// The trip details calls. Booking state is per trip, shared by its members, and every change
// is pushed to the trip's room so open details pages update at once.

export function registerBookingRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.lotus.database.db;
  const config = { errorKey: "error" as const };

  r.post(
    "/api/trip_details",
    { schema: { body: ZTripIdRequest, response: { 200: ZTripDetailsResponse } }, config },
    async (request) => {
      const user = await requireUser(request);
      const { trip } = await loadTripAccess(db(), request.body.trip_id, user.id);
      return {
        trip_id: trip.id,
        name: trip.name,
        destination: trip.destination,
        dates: trip.dates,
        itinerary: trip.itinerary as TItineraryDay[],
        rate_plan: user.ratePlan,
        summary: hasVoyager(user) ? tripSummary(trip) : null,
      };
    },
  );

  r.post(
    "/api/itinerary-weather",
    { schema: { body: ZItineraryWeatherRequest, response: { 200: ZItineraryWeatherResponse } } },
    async (request) => {
      await requireUser(request);
      return itineraryWeather(app.lotus.travel.weather, request.body.itinerary);
    },
  );

  r.post(
    "/api/update_booking",
    { schema: { body: ZUpdateBookingRequest, response: { 200: z.object({ success: z.literal(true) }) } }, config },
    async (request) => {
      const user = await requireUser(request);
      const { trip_id, booking_id, booked } = request.body;
      const { trip } = await loadTripAccess(db(), trip_id, user.id);
      requireVoyager(user);
      await db()
        .insert(tripBookings)
        .values({ tripId: trip.id, bookingId: booking_id, booked, updatedBy: user.id, updatedAt: new Date() })
        .onConflictDoUpdate({
          target: [tripBookings.tripId, tripBookings.bookingId],
          set: { booked, updatedBy: user.id, updatedAt: new Date() },
        });
      const event: TBookingUpdatedEvent = { trip_id: trip.id, booking_id, booked, user_id: user.id };
      app.lotus.io.to(rooms.trip(trip.id)).emit("booking_updated", event);
      return { success: true as const };
    },
  );

  r.post(
    "/api/check_booking",
    { schema: { body: ZCheckBookingRequest, response: { 200: ZCheckBookingResponse } }, config },
    async (request) => {
      const user = await requireUser(request);
      const { trip } = await loadTripAccess(db(), request.body.trip_id, user.id);
      requireVoyager(user);
      const [row] = await db()
        .select({ booked: tripBookings.booked })
        .from(tripBookings)
        .where(and(eq(tripBookings.tripId, trip.id), eq(tripBookings.bookingId, request.body.booking_id)));
      return { booked: row?.booked ?? false };
    },
  );

  r.get(
    "/api/trips/:tripId/calendar.ics",
    { schema: { params: z.object({ tripId: z.string().uuid("trip not found") }) } },
    async (request, reply) => {
      const user = await requireUser(request);
      const { trip } = await loadTripAccess(db(), request.params.tripId, user.id);
      const body = tripCalendar({
        id: trip.id,
        name: trip.name,
        destination: trip.destination,
        itinerary: trip.itinerary as TItineraryDay[],
        url: `${app.lotus.config.publicUrl}/details/${trip.id}`,
      });
      const filename = `${trip.name.replace(/[^\w -]+/g, "").trim() || "trip"}.ics`;
      return reply
        .type("text/calendar; charset=utf-8")
        .header("content-disposition", `attachment; filename="${filename}"`)
        .send(body);
    },
  );
}

import type { FastifyInstance } from "fastify";
import { detailsEndpoints } from "../../common/api/details";
import type { TItineraryDay } from "../../common/api/trips";
import { requireUser } from "../auth/current-user";
import { route } from "../http/route";
import { loadTripAccess, tripPolicy } from "../trips/policy";
import { tripCalendar } from "./calendar";
import { setBooked } from "./commands";
import { detailsPolicy } from "./policy";
import { isBooked, presentDetails } from "./queries";
import { itineraryWeather } from "./weather";

/** The trip details calls: details, weather, booking state and the calendar file. */
export function registerBookingRoutes(app: FastifyInstance): void {
  const db = () => app.lotus.database.db;

  route(app, detailsEndpoints.details, async (request) => {
    const user = await requireUser(request);
    const access = await loadTripAccess(db(), request.body.trip_id, user.id);
    detailsPolicy.authorize(user, "view_itinerary", access);
    return presentDetails(user, access);
  });

  route(app, detailsEndpoints.weather, async (request) => {
    const user = await requireUser(request);
    await app.lotus.rateLimits.consume("itineraryWeatherUser", user.id);
    return itineraryWeather(app.lotus.travel.weather, request.body.itinerary);
  });

  route(app, detailsEndpoints.updateBooking, async (request) => {
    const user = await requireUser(request);
    const { trip_id, booking_id, booked } = request.body;
    const access = await loadTripAccess(db(), trip_id, user.id);
    detailsPolicy.authorize(user, "manage_bookings", access);
    await setBooked(db(), app.lotus.publish, {
      tripId: access.trip.id,
      bookingId: booking_id,
      booked,
      userId: user.id,
    });
    return { success: true as const };
  });

  route(app, detailsEndpoints.checkBooking, async (request) => {
    const user = await requireUser(request);
    const access = await loadTripAccess(db(), request.body.trip_id, user.id);
    detailsPolicy.authorize(user, "manage_bookings", access);
    return { booked: await isBooked(db(), access.trip.id, request.body.booking_id) };
  });

  route(app, detailsEndpoints.calendar, async (request, reply) => {
    const user = await requireUser(request);
    const access = await loadTripAccess(db(), request.params.tripId, user.id);
    tripPolicy.authorize(user, "view", access);
    const { trip } = access;
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
  });
}

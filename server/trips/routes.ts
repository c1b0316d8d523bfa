import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  ZItineraryResponse,
  ZMessagesResponse,
  ZSuccessResponse,
  ZTripIdRequest,
  ZTripsResponse,
  ZUpdateTripRequest,
} from "../../common/api/trips";
import { requireUser } from "../auth/current-user";
import { deleteTrip, renameTrip } from "./commands";
import { authorize, loadTripAccess } from "./policy";
import { presentItinerary, tripsOf, visibleMessages } from "./queries";

/** The trip calls of planning-collaboration.md section 7. Errors carry `error` as the client reads it. */
export function registerTripRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.lotus.database.db;
  const config = { errorKey: "error" as const };

  r.get("/api/trips", { schema: { response: { 200: ZTripsResponse } } }, async (request) => {
    const user = await requireUser(request);
    return tripsOf(db(), user.id);
  });

  r.post(
    "/api/messages",
    { schema: { body: ZTripIdRequest, response: { 200: ZMessagesResponse } }, config },
    async (request) => {
      const user = await requireUser(request);
      const access = await loadTripAccess(db(), request.body.trip_id, user.id);
      return {
        trip_id: access.trip.id,
        name: access.trip.name,
        access_type: access.accessType,
        trip_shared: access.trip.shared,
        replies: await visibleMessages(db(), access.trip.id, user.id),
      };
    },
  );

  r.post(
    "/api/itinerary",
    { schema: { body: ZTripIdRequest, response: { 200: ZItineraryResponse } }, config },
    async (request) => {
      const user = await requireUser(request);
      const access = await loadTripAccess(db(), request.body.trip_id, user.id);
      return presentItinerary(access.trip);
    },
  );

  r.post(
    "/api/update_trip",
    { schema: { body: ZUpdateTripRequest, response: { 200: ZSuccessResponse } }, config },
    async (request) => {
      const user = await requireUser(request);
      const access = await loadTripAccess(db(), request.body.trip_id, user.id);
      authorize(access, "rename");
      await renameTrip(db(), access.trip.id, request.body.name);
      return { success: true as const, message: "Trip renamed" };
    },
  );

  r.post(
    "/api/delete_trip",
    { schema: { body: ZTripIdRequest, response: { 200: ZSuccessResponse } }, config },
    async (request) => {
      const user = await requireUser(request);
      const access = await loadTripAccess(db(), request.body.trip_id, user.id);
      authorize(access, "delete");
      await deleteTrip(db(), access.trip.id);
      app.lotus.io.to(`trip:${access.trip.id}`).emit("trip_deleted", { trip_id: access.trip.id });
      return { success: true as const, message: "Trip deleted" };
    },
  );
}

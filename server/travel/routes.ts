import type { FastifyInstance } from "fastify";
import { travelEndpoints } from "../../common/api/travel";
import { requireUser } from "../auth/current-user";
import { AppError, Invalid, NotFound } from "../errors";
import { route } from "../http/route";
import { PHOTO_NAME } from "./places/google";
import { ProviderError } from "./provider-error";

/**
 * GET /api/travel/photos?name=places/…/photos/…: a place photo fetched with the server's API key,
 * so the key never reaches a browser. Signed-in users only: otherwise it is an open proxy
 * spending our Places quota.
 */
export function registerTravelRoutes(app: FastifyInstance): void {
  route(app, travelEndpoints.photo, async (request, reply) => {
    await requireUser(request);
    // The resource name's form is the adapter's knowledge (places/google.ts), so it is checked here.
    if (!PHOTO_NAME.test(request.query.name)) throw Invalid("Not a place photo", { field: "name" });
    const { places } = app.lotus.travel;
    if (!places.photo) throw NotFound("Place photos are not configured");
    try {
      const photo = await places.photo(request.query.name, request.query.w);
      return reply
        .header("content-type", photo.contentType)
        .header("cache-control", "private, max-age=86400")
        .send(photo.body);
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      request.log.warn({ err: error }, "place photo failed");
      // A provider fault is not the caller's: 503, with nothing of the provider's reply.
      throw new AppError("unavailable", "That photo is not available right now");
    }
  });
}

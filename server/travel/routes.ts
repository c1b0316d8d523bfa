import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../auth/current-user";
import { AppError, NotFound } from "../errors";
import { PHOTO_NAME } from "./places/google";
import { ProviderError } from "./provider-error";

const ZPhotoQuery = z.object({
  name: z.string().regex(PHOTO_NAME, "Not a place photo"),
  w: z.coerce.number().int().min(64).max(1600).default(800),
});

/**
 * GET /api/travel/photos?name=places/…/photos/…: a place photo fetched with the server's API key,
 * so the key never reaches a browser. Signed-in users only: otherwise it is an open proxy
 * spending our Places quota.
 */
export function registerTravelRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get("/api/travel/photos", { schema: { querystring: ZPhotoQuery } }, async (request, reply) => {
    await requireUser(request);
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

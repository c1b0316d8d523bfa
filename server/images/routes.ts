import type { FastifyInstance } from "fastify";
import { LRUCache } from "lru-cache";
import { imageEndpoints, imageMessages as texts } from "../../common/api/images";
import { requireUser } from "../auth/current-user";
import { AppError, Invalid, RateLimited } from "../errors";
import { route } from "../http/route";
import { type FetchedImage, httpImageSource, ImageRefused, type ImageSource } from "./image-source";

/** Fetches in flight at once, per person (the image queue asks one at a time) and in all. */
const PER_USER_FETCHES = 4;
const ALL_FETCHES = 32;
const BUSY = "Too many images are loading at once. Please try again in a moment.";

/**
 * GET /api/images/proxy?url=…: a provider's photo through our origin, for the image queue
 * (web/lib/image-queue.ts). Signed-in users only; answers are kept an hour in memory, up to
 * 64 MB, so a hotel's photo shown to a whole group is fetched once. What is refused is the
 * caller's to fix (4xx): a private address, something not an image, too large a one; a photo
 * its host does not give is a 404. Each fetch holds up to IMAGE_MAX_BYTES, so only a
 * few run at once.
 */
export function registerImageProxyRoutes(app: FastifyInstance, source: ImageSource = httpImageSource()): void {
  const inFlight = new Map<string, number>();
  let allInFlight = 0;
  const cache = new LRUCache<string, FetchedImage>({
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: (image) => Math.max(1, image.body.length),
    ttl: 60 * 60 * 1000,
  });

  route(app, imageEndpoints.proxy, async (request, reply) => {
    const user = await requireUser(request);
    const url = new URL(request.query.url);
    let image = cache.get(url.href);
    if (!image) {
      const mine = inFlight.get(user.id) ?? 0;
      if (mine >= PER_USER_FETCHES || allInFlight >= ALL_FETCHES) throw RateLimited(BUSY, 1);
      inFlight.set(user.id, mine + 1);
      allInFlight += 1;
      try {
        image = await source.fetch(url);
      } catch (error) {
        // Whatever went wrong out there is not a fault of ours: never a 500.
        if (!(error instanceof ImageRefused)) {
          request.log.warn({ err: error, host: url.host }, "image fetch failed");
          throw new AppError("not_found", texts.unavailable);
        }
        request.log.info({ reason: error.reason, detail: error.message, host: url.host }, "image refused");
        // A private address, SVG or HTML, a huge file: refused (4xx). A photo its host will not
        // give is not there for us either (404): an error of ours never, a 5xx never.
        if (error.reason === "not_allowed") throw Invalid(texts.notAllowed, { field: "url" });
        if (error.reason === "too_large") throw new AppError("payload_too_large", texts.tooLarge);
        if (error.reason === "not_image") throw new AppError("unsupported_media_type", texts.notImage);
        throw new AppError("not_found", texts.unavailable);
      } finally {
        allInFlight -= 1;
        const left = (inFlight.get(user.id) ?? 1) - 1;
        if (left > 0) inFlight.set(user.id, left);
        else inFlight.delete(user.id);
      }
      cache.set(url.href, image);
    }
    return reply
      .header("content-type", image.contentType)
      .header("cache-control", "private, max-age=86400")
      .header("content-security-policy", "default-src 'none'; sandbox")
      .send(image.body);
  });
}

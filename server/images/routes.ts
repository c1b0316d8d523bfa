import type { FastifyInstance } from "fastify";
import { LRUCache } from "lru-cache";
import { imageEndpoints, imageMessages as texts } from "../../common/api/images";
import { requireUser } from "../auth/current-user";
import { AppError, Invalid } from "../errors";
import { route } from "../http/route";
import { type FetchedImage, httpImageSource, ImageRefused, type ImageSource } from "./image-source";

/**
 * GET /api/images/proxy?url=…: a provider's photo through our origin, for the image queue
 * (web/lib/image-queue.ts). Signed-in users only; answers are kept an hour in memory, up to
 * 64 MB, so a hotel's photo shown to a whole group is fetched once.
 */
export function registerImageProxyRoutes(app: FastifyInstance, source: ImageSource = httpImageSource()): void {
  const cache = new LRUCache<string, FetchedImage>({
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: (image) => Math.max(1, image.body.length),
    ttl: 60 * 60 * 1000,
  });

  route(app, imageEndpoints.proxy, async (request, reply) => {
    await requireUser(request);
    const url = new URL(request.query.url);
    let image = cache.get(url.href);
    if (!image) {
      try {
        image = await source.fetch(url);
      } catch (error) {
        // Whatever went wrong out there is not a fault of ours: never a 500.
        if (!(error instanceof ImageRefused)) {
          request.log.warn({ err: error, host: url.host }, "image fetch failed");
          throw new AppError("unavailable", texts.unavailable);
        }
        request.log.info({ reason: error.reason, detail: error.message, host: url.host }, "image refused");
        // The caller's mistake (a private address) is a 400; the provider's is not the caller's.
        if (error.reason === "not_allowed") throw Invalid(texts.notAllowed, { field: "url" });
        const message = { too_large: texts.tooLarge, not_image: texts.notImage, unavailable: texts.unavailable };
        throw new AppError("unavailable", message[error.reason]);
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

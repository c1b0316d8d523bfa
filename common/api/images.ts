import { z } from "zod";
import { IMAGE_PROXY_PATH } from "../image-proxy";
import { endpoint } from "./endpoint";

// Photos from travel providers (hotel pictures from Duffel Stays and the like) load through our
// own origin: the content security policy lets the browser fetch only from it, and the image
// queue sends our cookies, which no provider should see.

export const imageMessages = {
  badUrl: "That is not an image address",
  notAllowed: "That image address is not allowed",
  unavailable: "That image is not available right now",
  tooLarge: "That image is too large",
  notImage: "That address is not an image",
} as const;

/** Largest photo passed on, in bytes. */
export const IMAGE_MAX_BYTES = 8 * 1024 * 1024;

export const ZImageProxyQuery = z.object({
  url: z
    .string()
    .max(2000, imageMessages.badUrl)
    .url(imageMessages.badUrl)
    .refine((u) => /^https?:\/\//i.test(u), imageMessages.badUrl),
});

export const imageEndpoints = {
  /** The image bytes (not JSON). Signed-in users only: otherwise it is an open proxy. */
  proxy: endpoint({ method: "GET", path: IMAGE_PROXY_PATH, query: ZImageProxyQuery }),
};

import { z } from "zod";
import { endpoint } from "./endpoint";

// Travel data the browser asks for directly: place photos, fetched with the server's key.

export const ZPhotoQuery = z.object({
  /** A Places photo resource name (`places/…/photos/…`), checked by the server's adapter. */
  name: z.string().min(1).max(1000),
  w: z.coerce.number().int().min(64).max(1600).default(800),
});

export const travelEndpoints = {
  /** The image bytes (not JSON). Signed-in users only. */
  photo: endpoint({ method: "GET", path: "/api/travel/photos", query: ZPhotoQuery }),
};

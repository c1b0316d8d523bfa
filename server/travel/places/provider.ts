import { z } from "zod";
import type { TPlace } from "../../../common/travel/schemas";

export const ZPlaceQuery = z.object({
  near: z.union([
    z.string().min(1).max(200),
    z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
  ]),
  query: z.string().max(200).optional(),
  category: z.string().max(50).optional(),
  radiusMiles: z.number().positive().max(100).default(10),
});
export type PlaceQuery = z.input<typeof ZPlaceQuery>;

export type PlaceResults = { places: TPlace[]; note?: string };

export type PlacePhoto = { contentType: string; body: Buffer };

export interface PlaceProvider {
  readonly name: string;
  search(query: PlaceQuery): Promise<PlaceResults>;
  /** A photo named in a search result, for providers whose photos need a key to fetch. */
  photo?(name: string, maxWidthPx?: number): Promise<PlacePhoto>;
}

import { z } from "zod";
import type { TPlace } from "../../../common/travel/schemas";
import { Invalid } from "../../errors";
import { type GeocodeResult, geocode } from "../geo/gazetteer";

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

/**
 * A place search parsed and its `near` resolved to a point: the gazetteer's place for a name (a
 * 400 when there is none), the point itself otherwise. Every provider starts here.
 */
export function resolvePlaceQuery(input: PlaceQuery): {
  q: z.output<typeof ZPlaceQuery>;
  resolved: GeocodeResult | null;
  point: { lat: number; lng: number };
} {
  const parsed = ZPlaceQuery.safeParse(input);
  if (!parsed.success) throw Invalid(parsed.error.issues[0]?.message ?? "Invalid place search");
  const q = parsed.data;
  if (typeof q.near !== "string") return { q, resolved: null, point: q.near };
  const resolved = geocode(q.near);
  if (!resolved) throw Invalid(`No place called "${q.near}" was found`);
  return { q, resolved, point: { lat: resolved.lat, lng: resolved.lng } };
}

import { DateTime } from "luxon";
import { z } from "zod";
import type { THotel } from "../../../common/travel/schemas";
import { Invalid } from "../../errors";
import { type DuffelOptions, duffelPost } from "../duffel-client";
import { geocode } from "../geo/gazetteer";
import { ProviderError } from "../provider-error";
import { type HotelProvider, type HotelQuery, ZHotelQuery } from "./provider";

// Duffel Stays: one location search (a point and a radius in km) per query, each result an
// accommodation with its cheapest rate for the whole stay. Like Duffel flights, a price in another
// currency than USD is reported as unknown (negative), never converted with a guessed rate.

const ZResult = z.object({
  id: z.string(),
  check_in_date: z.string(),
  check_out_date: z.string(),
  cheapest_rate_total_amount: z.string().regex(/^\d+(\.\d+)?$/),
  cheapest_rate_currency: z.string().length(3),
  accommodation: z.object({
    id: z.string(),
    name: z.string().min(1),
    rating: z.number().int().min(1).max(5).nullable().optional(),
    review_score: z.number().min(0).max(10).nullable().optional(),
    photos: z
      .array(z.object({ url: z.string() }))
      .nullable()
      .optional(),
    location: z
      .object({
        address: z
          .object({
            line_one: z.string().nullable().optional(),
            city_name: z.string().nullable().optional(),
            postal_code: z.string().nullable().optional(),
          })
          .nullable()
          .optional(),
      })
      .nullable()
      .optional(),
    amenities: z
      .array(z.object({ description: z.string().nullable().optional() }))
      .nullable()
      .optional(),
  }),
});
const ZReply = z.object({ data: z.object({ results: z.array(z.unknown()) }) });

const MAX_HOTELS = 10;

export type DuffelStaysOptions = DuffelOptions & {
  /** Search radius around the city centre, in km. */
  radiusKm?: number;
};

export function duffelStays(options: DuffelStaysOptions): HotelProvider {
  return {
    name: "duffel-stays",
    async search(input: HotelQuery): Promise<THotel[]> {
      const parsed = ZHotelQuery.safeParse(input);
      if (!parsed.success) throw Invalid(parsed.error.issues[0]?.message ?? "Invalid hotel search");
      const q = parsed.data;
      const place = q.city ? geocode(q.city) : null;
      if (q.city && !place) throw Invalid(`No place called "${q.city}" was found`);
      const point = place ? { lat: place.lat, lng: place.lng } : { lat: q.lat as number, lng: q.lng as number };
      const nights = DateTime.fromISO(q.checkOut).diff(DateTime.fromISO(q.checkIn), "days").days;

      const body = await duffelPost("duffel-stays", options, "/stays/search", {
        rooms: q.rooms,
        // Duffel asks a child's age; without one a child is searched as a guest like an adult.
        guests: Array.from({ length: q.adults + q.children }, () => ({ type: "adult" })),
        check_in_date: q.checkIn,
        check_out_date: q.checkOut,
        location: {
          radius: options.radiusKm ?? 5,
          geographic_coordinates: { latitude: point.lat, longitude: point.lng },
        },
      });
      const reply = ZReply.safeParse(body);
      if (!reply.success) throw new ProviderError("duffel-stays", "malformed", "a reply without search results");

      const hotels: THotel[] = [];
      for (const raw of reply.data.data.results) {
        // One malformed result is skipped, not fatal: the others are still good answers.
        const r = ZResult.safeParse(raw);
        if (!r.success) continue;
        const { accommodation: a } = r.data;
        const total = r.data.cheapest_rate_currency === "USD" ? Number(r.data.cheapest_rate_total_amount) : -1;
        // "Under $X a night" is only kept where the price is known to be under it.
        if (q.maxPrice !== undefined && (total < 0 || total / nights > q.maxPrice)) continue;
        const photo = a.photos?.map((p) => p.url).find((u) => z.string().url().safeParse(u).success) ?? null;
        const where = a.location?.address?.city_name ?? place?.name ?? "";
        // The hotel modal shows the address and amenities Duffel gives (issue 26); none are made up.
        const address = a.location?.address;
        const street = [address?.line_one, [address?.postal_code, address?.city_name].filter(Boolean).join(" ")]
          .map((part) => part?.trim())
          .filter(Boolean)
          .join(", ")
          .slice(0, 300);
        const amenities = [
          ...new Set(
            (a.amenities ?? []).flatMap((x) => (x.description?.trim() ? [x.description.trim().slice(0, 100)] : [])),
          ),
        ].slice(0, 40);
        hotels.push({
          hotel_id: a.id,
          hotel_name: a.name,
          user_rating: a.review_score ?? null,
          check_in: q.checkIn,
          check_out: q.checkOut,
          total_price: total,
          main_photo_url: photo,
          url: `https://www.google.com/travel/search?q=${encodeURIComponent(`${a.name} ${where}`.trim())}&checkin=${q.checkIn}&checkout=${q.checkOut}&adults=${q.adults}`,
          ...(a.rating ? { stars: a.rating } : {}),
          ...(street ? { address: street } : {}),
          ...(amenities.length ? { amenities } : {}),
        });
      }
      // Known prices cheapest first, unknown ones after.
      return hotels
        .sort((x, y) => (x.total_price < 0 ? 1 : 0) - (y.total_price < 0 ? 1 : 0) || x.total_price - y.total_price)
        .slice(0, MAX_HOTELS);
    },
  };
}

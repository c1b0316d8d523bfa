import { z } from "zod";
import type { THotel } from "../../../common/travel/schemas";

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a date as YYYY-MM-DD");

export const ZHotelQuery = z
  .object({
    city: z.string().min(1).max(200).optional(),
    lat: z.number().min(-90).max(90).optional(),
    lng: z.number().min(-180).max(180).optional(),
    checkIn: date,
    checkOut: date,
    adults: z.number().int().min(1).max(9).default(2),
    /** Added (issue 23): children (counted as guests), rooms, and what the stay must allow. */
    children: z.number().int().min(0).max(8).default(0),
    rooms: z.number().int().min(1).max(9).default(1),
    needs: z
      .object({
        pets: z.boolean().optional(),
        children: z.boolean().optional(),
        parties: z.boolean().optional(),
        smoking: z.boolean().optional(),
        accessible: z.boolean().optional(),
        type: z.enum(["hotel_room", "entire_place", "private_room"]).optional(),
      })
      .optional(),
    /** Highest price per night, in dollars. */
    maxPrice: z.number().positive().optional(),
    /**
     * Added (issue 26): the hotel a watcher re-prices. A provider that can look one hotel up
     * (offline) answers with it alone, whatever budget, house rules or list length the first
     * search had, or with nothing when it has no room; others answer the search as usual and the
     * caller picks the hotel out.
     */
    hotelId: z.string().min(1).max(200).optional(),
  })
  .refine((q) => q.city || (q.lat !== undefined && q.lng !== undefined), "a city, or a latitude and longitude")
  .refine((q) => q.checkOut > q.checkIn, "check-out must be after check-in")
  .refine(
    (q) => Date.parse(q.checkOut) - Date.parse(q.checkIn) <= 30 * 86_400_000,
    "stays are searched up to 30 nights",
  );
export type HotelQuery = z.input<typeof ZHotelQuery>;

export interface HotelProvider {
  readonly name: string;
  search(query: HotelQuery): Promise<THotel[]>;
}

import { z } from "zod";

// The travel entities exactly as the client reads them (planning-collaboration.md section 3).
// Dates are YYYY-MM-DD and times HH:MM (24-hour), both local to the place they describe.

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a date as YYYY-MM-DD");
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "a time as HH:MM");

/**
 * Added (issue 26): where an offer came from. "sample" is the offline providers' made-up
 * inventory (no keys configured): the screens label it, so nobody mistakes it for a real fare or
 * room. Absent: a live provider's offer (or one stored before the field existed).
 */
export const ZOfferSource = z.enum(["sample"]);
export type TOfferSource = z.infer<typeof ZOfferSource>;

export const ZSegment = z.object({
  airline_code: z.string(),
  flight_number: z.string(),
  plane_type: z.string(),
  origin_code: z.string().length(3),
  origin_name: z.string(),
  depart_date: date,
  depart_time: time,
  arrive_code: z.string().length(3),
  arrive_name: z.string(),
  arrive_date: date,
  arrive_time: time,
  duration_minutes: z.number().int().positive(),
});
export type TSegment = z.infer<typeof ZSegment>;

/** A one-way flight. `price` is in dollars for all travellers; negative means unknown. */
export const ZFlight = z.object({
  airline_name: z.string(),
  price: z.number(),
  /** Total minutes from first departure to last arrival, layovers included. */
  duration: z.number().int().positive(),
  url: z.string().url(),
  segments: z.array(ZSegment).min(1),
  source: ZOfferSource.optional(),
});
export type TFlight = z.infer<typeof ZFlight>;

export const ZCabin = z.enum(["economy", "premium_economy", "business", "first"]);
export type TCabin = z.infer<typeof ZCabin>;

const ZLeg = z.object({
  segments: z.array(ZSegment).min(1),
  duration: z.number().int().positive(),
  travel_class: ZCabin,
  airline_name: z.string(),
});
/** A round trip: `return_leg.price` is the total for both legs. */
export const ZRoundTrip = z.object({
  outbound_leg: ZLeg,
  return_leg: ZLeg.extend({ price: z.number() }),
  url: z.string().url(),
  source: ZOfferSource.optional(),
});
export type TRoundTrip = z.infer<typeof ZRoundTrip>;

export const ZHotel = z.object({
  hotel_id: z.string(),
  hotel_name: z.string(),
  user_rating: z.number().min(0).max(10).nullable(),
  check_in: date,
  check_out: date,
  total_price: z.number(),
  main_photo_url: z.string().url().nullable(),
  url: z.string().url(),
  /** Hotel class, 1-5, where the provider gives one (not in the spec's client, extra for Lotus). */
  stars: z.number().int().min(1).max(5).optional(),
  /** Added (issue 23): what the price covers and the house rules, where the provider says. */
  rooms: z.number().int().min(1).optional(),
  guests: z.number().int().min(1).optional(),
  room_type: z.enum(["hotel_room", "entire_place", "private_room"]).optional(),
  rules: z.object({ pets: z.boolean(), children: z.boolean(), parties: z.boolean(), smoking: z.boolean() }).optional(),
  accessible: z.boolean().optional(),
  /** Added (issue 26): the street address and the amenities, where the provider gives them. */
  address: z.string().max(300).optional(),
  amenities: z.array(z.string().max(100)).max(40).optional(),
  source: ZOfferSource.optional(),
});
export type THotel = z.infer<typeof ZHotel>;

export const ZPlace = z.object({
  name: z.string(),
  rating: z.number().min(0).max(5).nullable(),
  nratings: z.number().int().min(0).nullable(),
  types: z.array(z.string()),
  /** Miles from the point the search was made around. */
  distance_from_target_location: z.number().min(0),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  reviews: z.array(z.object({ author: z.string(), rating: z.number().nullable(), text: z.string() })),
  photos: z.array(z.string().url()),
  website: z.string().url().nullable(),
  /** Added (issue 23): diets a restaurant serves well, and its price level (1 cheap - 4 fine dining). */
  diets: z.array(z.string()).optional(),
  price_level: z.number().int().min(1).max(4).optional(),
});
export type TPlace = z.infer<typeof ZPlace>;

export const ZForumPost = z.object({
  title: z.string(),
  post_text: z.string(),
  post_url: z.string().url(),
  comments: z.array(z.string()),
  num_comments: z.number().int().min(0),
});
export type TForumPost = z.infer<typeof ZForumPost>;

/** Celsius. `typical` marks a climatological estimate rather than a forecast. */
export const ZWeather = z.object({
  weather_icon: z.string(),
  weather_description: z.string(),
  temperature: z.number(),
  temp_min: z.number(),
  temp_max: z.number(),
  typical: z.boolean().optional(),
});
export type TWeather = z.infer<typeof ZWeather>;

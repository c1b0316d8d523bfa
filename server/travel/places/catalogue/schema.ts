import { z } from "zod";
import { ZPlaceKind } from "../../../../common/travel/place-kinds";

// One city of the catalogue's JSON files and its real places. Strict, so a misspelt field in
// hand-edited data is an error rather than a place silently missing its description.

const lat = z.number().min(-90).max(90);
const lng = z.number().min(-180).max(180);

export const ZCataloguePlace = z.strictObject({
  name: z.string().min(1),
  category: ZPlaceKind,
  lat,
  lng,
  /** One line on why to go. */
  description: z.string().min(1),
});
export type TCataloguePlace = z.infer<typeof ZCataloguePlace>;

export const ZCatalogueCity = z.strictObject({
  city: z.string().min(1),
  /** ISO 3166-1 alpha-2, as the gazetteer gives it. */
  country: z.string().regex(/^[A-Z]{2}$/, "a two-letter country code"),
  lat,
  lng,
  places: z.array(ZCataloguePlace).min(1),
});
export type TCatalogueCity = z.infer<typeof ZCatalogueCity>;

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "a time as HH:MM");

/** Diets a restaurant serves well (a real choice of dishes, not one salad). */
export const ZDiet = z.enum(["vegetarian", "vegan", "halal", "kosher", "gluten-free"]);
export type TDiet = z.infer<typeof ZDiet>;
export const ZMeal = z.enum(["breakfast", "lunch", "dinner"]);
export type TMeal = z.infer<typeof ZMeal>;

/** A real restaurant, café or food hall of a catalogue city, for the meals of a day. */
export const ZCatalogueRestaurant = z.strictObject({
  name: z.string().min(1),
  lat,
  lng,
  /** Lower-case cuisine words, most telling first: "portuguese", "seafood", "cafe", "ramen". */
  cuisine: z.array(z.string().regex(/^[a-z][a-z -]*$/)).min(1),
  /** 1 cheap, 2 moderate, 3 upscale, 4 fine dining. */
  price: z.number().int().min(1).max(4),
  meals: z.array(ZMeal).min(1),
  /** Usual opening hours; `closes` earlier than `opens` means after midnight. */
  opens: hhmm,
  closes: hhmm,
  diets: z.array(ZDiet),
  description: z.string().min(1),
});
export type TCatalogueRestaurant = z.infer<typeof ZCatalogueRestaurant>;

/** The restaurants of one catalogue city (matched by city and country to the places files). */
export const ZRestaurantCity = z.strictObject({
  city: z.string().min(1),
  country: z.string().regex(/^[A-Z]{2}$/, "a two-letter country code"),
  restaurants: z.array(ZCatalogueRestaurant).min(1),
});
export type TRestaurantCity = z.infer<typeof ZRestaurantCity>;

import type { TPlace } from "../../common/travel/schemas";
import type { TDietName } from "../../common/travel/trip-model";
import { distanceKm } from "../travel/geo/distance";
import type { TCatalogueRestaurant, TMeal } from "../travel/places/catalogue/schema";

// Choosing where to eat: a place that serves the meal, is open then, suits every diet and the
// budget, near where the traveller is at that time of day, preferring the cuisines asked for and
// never the same place twice in a trip while there is another.

export type Tier = "budget" | "moderate" | "luxury";

/** The dearest price level each tier eats at. */
export const priceCap: Record<Tier, number> = { budget: 2, moderate: 3, luxury: 4 };
const minutesOf = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

/** Whether the restaurant is open for the whole of [from, from + minutes). */
export function openFor(r: Pick<TCatalogueRestaurant, "opens" | "closes">, from: number, minutes: number): boolean {
  const opens = minutesOf(r.opens);
  let closes = minutesOf(r.closes);
  if (closes <= opens) closes += 24 * 60;
  return from >= opens && from + minutes <= closes;
}

/** A diet is met by a place that lists it (vegan places also suit vegetarians). */
export function suits(r: Pick<TCatalogueRestaurant, "diets">, diets: readonly TDietName[]): boolean {
  return diets.every((d) => r.diets.includes(d) || (d === "vegetarian" && r.diets.includes("vegan")));
}

export type MealAsk = {
  meal: TMeal;
  at: number;
  minutes: number;
  near: { lat: number; lng: number };
  diets: readonly TDietName[];
  cuisines: readonly string[];
  tier: Tier;
  /** Names already eaten at this trip; today's are never repeated. */
  used: ReadonlySet<string>;
  today: ReadonlySet<string>;
};

export function pickRestaurant(pool: readonly TCatalogueRestaurant[], ask: MealAsk): TCatalogueRestaurant | undefined {
  const fits = pool.filter(
    (r) =>
      r.meals.includes(ask.meal) &&
      openFor(r, ask.at, ask.minutes) &&
      suits(r, ask.diets) &&
      r.price <= priceCap[ask.tier] &&
      !ask.today.has(r.name),
  );
  const wantedCuisine = (r: TCatalogueRestaurant) =>
    ask.cuisines.some((c) => r.cuisine.some((x) => x.includes(c.toLowerCase()) || c.toLowerCase().includes(x)));
  const score = (r: TCatalogueRestaurant) =>
    (ask.used.has(r.name) ? 40 : 0) +
    (wantedCuisine(r) ? -15 : 0) +
    distanceKm(ask.near, r) * 2 +
    // Luxury travellers lean to the better tables, budget ones to the cheap; dinner is the treat.
    (ask.tier === "luxury" ? (4 - r.price) * 2 : ask.tier === "budget" ? r.price * 2 : Math.abs(r.price - 2)) +
    (ask.meal === "dinner" && ask.tier !== "budget" ? (3 - r.price) * 0.5 : 0);
  return [...fits].sort((a, b) => score(a) - score(b))[0];
}

/** A restaurant as a place of the itinerary, with what the validator and the reader need. */
export function restaurantPlace(r: TCatalogueRestaurant, from: { lat: number; lng: number }): TPlace {
  return {
    name: r.name,
    rating: null,
    nratings: null,
    types: ["restaurant", ...r.cuisine],
    distance_from_target_location: Math.round(distanceKm(from, r) * 0.621371 * 10) / 10,
    lat: r.lat,
    lng: r.lng,
    reviews: [],
    photos: [],
    website: null,
    diets: r.diets,
    price_level: r.price,
  };
}

/** Per person, in dollars, by price level: what a meal there usually costs. */
export const mealCost: Record<TMeal, readonly [number, number, number, number]> = {
  breakfast: [8, 14, 24, 38],
  lunch: [12, 22, 40, 70],
  dinner: [18, 35, 65, 130],
};
/** A meal with no restaurant chosen (the hotel's breakfast, a place found on the day). */
export const plainMealCost: Record<Tier, Record<TMeal, number>> = {
  budget: { breakfast: 8, lunch: 12, dinner: 18 },
  moderate: { breakfast: 15, lunch: 22, dinner: 35 },
  luxury: { breakfast: 30, lunch: 45, dinner: 90 },
};

/**
 * Restaurants from a place search (a live provider's, or the catalogue's food places) when the
 * catalogue has no tables for the city: what each serves from its kind, usual hours, a middle
 * price where the provider gives none, and only the diets its types promise.
 */
export function restaurantsFromPlaces(places: TPlace[]): TCatalogueRestaurant[] {
  return places
    .filter((p) => p.types.some((t) => /restaurant|cafe|bakery|food|meal|diner|bistro/.test(t)))
    .map((p) => {
      const cafe = p.types.some((t) => /cafe|bakery|coffee|breakfast/.test(t));
      const diets = [
        ...(p.types.some((t) => /vegan/.test(t)) ? (["vegan", "vegetarian"] as const) : []),
        ...(p.types.some((t) => /vegetarian/.test(t)) ? (["vegetarian"] as const) : []),
        ...(p.types.some((t) => /halal/.test(t)) ? (["halal"] as const) : []),
        ...(p.types.some((t) => /kosher/.test(t)) ? (["kosher"] as const) : []),
      ];
      return {
        name: p.name,
        lat: p.lat,
        lng: p.lng,
        cuisine: p.types
          .filter((t) => t !== "restaurant" && t !== "food" && t !== "point_of_interest" && t !== "establishment")
          .map((t) => t.replace(/_restaurant$/, "").replace(/_/g, " "))
          .filter((t) => /^[a-z][a-z -]*$/.test(t))
          .slice(0, 3)
          .concat(cafe ? ["cafe"] : ["restaurant"])
          .slice(0, 3),
        price: p.price_level ?? 2,
        meals: cafe ? (["breakfast", "lunch"] as TMeal[]) : (["lunch", "dinner"] as TMeal[]),
        opens: cafe ? "07:30" : "11:30",
        closes: cafe ? "17:00" : "23:00",
        diets: [...new Set(diets)],
        description: `${p.name}`,
      };
    });
}

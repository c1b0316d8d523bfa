import { describe, expect, it } from "vitest";
import type { TPlace } from "../../common/travel/schemas";
import type { TCatalogueRestaurant } from "../travel/places/catalogue/schema";
import { openFor, pickRestaurant, restaurantsFromPlaces, suits } from "./meals";

// Where a meal is eaten: served then, open then, every diet met, within the budget, near.

const r = (name: string, extra: Partial<TCatalogueRestaurant> = {}): TCatalogueRestaurant => ({
  name,
  lat: 38.71,
  lng: -9.14,
  cuisine: ["portuguese"],
  price: 2,
  meals: ["lunch", "dinner"],
  opens: "12:00",
  closes: "23:00",
  diets: [],
  description: "x",
  ...extra,
});
const ask = {
  meal: "dinner" as const,
  at: 19 * 60,
  minutes: 90,
  near: { lat: 38.71, lng: -9.14 },
  diets: [] as const,
  cuisines: [] as string[],
  tier: "moderate" as const,
  used: new Set<string>(),
  today: new Set<string>(),
};

describe("meals", () => {
  it("knows opening hours past midnight, and that vegan suits a vegetarian", () => {
    expect(openFor({ opens: "18:00", closes: "01:00" }, 22 * 60, 120)).toBe(true);
    expect(openFor({ opens: "12:00", closes: "15:00" }, 19 * 60, 60)).toBe(false);
    expect(suits({ diets: ["vegan"] }, ["vegetarian"])).toBe(true);
    expect(suits({ diets: ["vegetarian"] }, ["vegan"])).toBe(false);
  });

  it("picks a table that serves the meal then, suits the diet and the budget, and not today's twice", () => {
    const pool = [
      r("Lunch only", { meals: ["lunch"] }),
      r("Closed at night", { closes: "16:00" }),
      r("Fine dining", { price: 4, diets: ["vegetarian"] }),
      r("Green", { diets: ["vegetarian"], lat: 38.73 }),
      r("Tasca"),
    ];
    expect(pickRestaurant(pool, ask)?.name).toBe("Tasca");
    expect(pickRestaurant(pool, { ...ask, diets: ["vegetarian"] })?.name).toBe("Green");
    expect(pickRestaurant(pool, { ...ask, diets: ["vegetarian"], tier: "budget" })?.name).toBe("Green");
    expect(pickRestaurant(pool, { ...ask, diets: ["halal"] })).toBeUndefined();
    expect(pickRestaurant(pool, { ...ask, today: new Set(["Tasca", "Green"]) })?.name).toBeUndefined();
    expect(pickRestaurant(pool, { ...ask, tier: "luxury", today: new Set(["Tasca", "Green"]) })?.name).toBe(
      "Fine dining",
    );
  });

  it("reads a place search's restaurants (a live provider's types) as tables, claiming only the diets they say", () => {
    const place = (name: string, types: string[], extra: Partial<TPlace> = {}): TPlace => ({
      name,
      rating: 4.5,
      nratings: 100,
      types,
      distance_from_target_location: 0.3,
      lat: 45.4,
      lng: 9.19,
      reviews: [],
      photos: [],
      website: null,
      ...extra,
    });
    const tables = restaurantsFromPlaces([
      place("Verde", ["vegan_restaurant", "restaurant", "food"], { price_level: 3 }),
      place("Bar Luce", ["cafe", "food"]),
      place("Duomo", ["church", "tourist_attraction"]),
    ]);
    expect(tables.map((t) => t.name)).toEqual(["Verde", "Bar Luce"]);
    expect(tables[0]).toMatchObject({ price: 3, meals: ["lunch", "dinner"], diets: ["vegan", "vegetarian"] });
    expect(tables[1]).toMatchObject({ price: 2, meals: ["breakfast", "lunch"], diets: [] });
  });
});

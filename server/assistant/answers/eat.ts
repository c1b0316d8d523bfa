import type { TPlace } from "../../../common/travel/schemas";
import type { TDietName } from "../../../common/travel/trip-model";
import { travelMinutes } from "../../planner/days";
import { openFor, priceCap, restaurantPlace, restaurantsFromPlaces, suits, type Tier } from "../../planner/meals";
import { formatDuration } from "../../planner/transport";
import { distanceKm } from "../../travel/geo/distance";
import { restaurantsNear } from "../../travel/places/catalogue/restaurants/index";
import type { TCatalogueRestaurant, TMeal } from "../../travel/places/catalogue/schema";
import type { Toolbox } from "../tools";
import { listOf } from "./text";
import type { Point } from "./trip";

// Where to eat near a place: the catalogue's restaurants of that city that serve the meal, are
// open at its usual hour, suit every diet of the party (as the planner's own choice does) and
// the budget, nearest first; where the catalogue has no tables, a place search for food, keeping
// only places whose kind promises the diet. Nothing that does not suit a stated diet is offered.

/** When each meal is usually eaten, and for how long: the hours the planner books meals at. */
export const mealHours: Record<TMeal, { at: number; minutes: number }> = {
  breakfast: { at: 510, minutes: 45 },
  lunch: { at: 780, minutes: 60 },
  dinner: { at: 1170, minutes: 90 },
};
/** Within this of the place, a table counts as near it. */
const NEAR_KM = 1.5;

export type EatAnswer = {
  places: TPlace[];
  restaurants: TCatalogueRestaurant[];
  source: "catalogue" | "search" | "none";
  text: string;
};

const priceWord = (n: number) => "$".repeat(Math.max(1, Math.min(4, n)));

export async function placesToEat(input: {
  near: Point & { name: string };
  /** Undefined: lunch or dinner. */
  meal?: TMeal;
  diets: readonly TDietName[];
  cuisines?: readonly string[];
  tier?: Tier;
  tools: Toolbox;
  /** Restaurants already on the plan, with their days, so the answer can say so. */
  planned?: ReadonlyMap<string, readonly number[]>;
  limit?: number;
}): Promise<EatAnswer> {
  const { near, meal, diets, tools } = input;
  const cuisines = (input.cuisines ?? []).map((c) => c.toLowerCase());
  const tier = input.tier ?? "moderate";
  const limit = input.limit ?? 3;
  const meals: TMeal[] = meal ? [meal] : ["dinner", "lunch"];
  const servesThen = (r: TCatalogueRestaurant) =>
    meals.some((m) => r.meals.includes(m) && openFor(r, mealHours[m].at, mealHours[m].minutes));
  const wantsCuisine = (r: TCatalogueRestaurant) =>
    cuisines.some(
      (c) => r.cuisine.some((x) => x.includes(c) || c.includes(x)) || r.description.toLowerCase().includes(c),
    );
  const rank = (pool: readonly TCatalogueRestaurant[]) =>
    pool
      .filter((r) => servesThen(r) && suits(r, diets))
      .map((r) => {
        const km = distanceKm(near, r);
        const over = Math.max(0, r.price - priceCap[tier]);
        return {
          r,
          km,
          score: km * 2 + over * 3 + (wantsCuisine(r) ? -4 : 0) + Math.abs(r.price - (tier === "luxury" ? 3 : 2)) * 0.3,
        };
      })
      .sort((a, b) => a.score - b.score);

  const what = `${meal ?? "a meal"}${diets.length ? `, ${listOf(diets)}-friendly` : ""}${cuisines.length ? `, ${listOf(cuisines)}` : ""}`;
  const catalogued = restaurantsNear(near);
  let source: EatAnswer["source"] = "catalogue";
  let ranked = rank(catalogued);
  if (!catalogued.length) {
    // No tables on file for this city: a place search for food around the point.
    source = "search";
    const query = [...diets, ...cuisines, "restaurant"].join(" ");
    const found = await tools.places({
      near: { lat: near.lat, lng: near.lng },
      query,
      category: "food",
      radiusMiles: 3,
    });
    ranked = rank(restaurantsFromPlaces(found.places));
  }
  const close = ranked.filter((x) => x.km <= NEAR_KM);
  const picks = (close.length >= limit ? close : ranked).slice(0, limit);
  if (!picks.length) {
    const why = catalogued.length
      ? `None of the ${catalogued.length} restaurants I have on file for this city serves ${what}.`
      : `I have no restaurants on file near ${near.name}, and the place search found none for ${what}.`;
    return {
      places: [],
      restaurants: [],
      source: "none",
      text: `${why} A map search for "${[...diets, ...cuisines, meal ?? "restaurant"].join(" ")} near ${near.name}" will show what is open there now.`,
    };
  }
  const lines = picks.map(({ r, km }) => {
    const walk = travelMinutes(near, r);
    const how = km < 1.5 ? `${formatDuration(walk)} on foot` : `about ${formatDuration(walk)} by ride or transit`;
    const on = input.planned?.get(r.name);
    const already = on?.length
      ? ` _Already on your plan: day${on.length > 1 ? "s" : ""} ${listOf(on.map(String))}._`
      : "";
    const hours = source === "catalogue" ? `, usually ${r.opens}-${r.closes}` : "";
    const desc = source === "catalogue" ? ` ${r.description}` : "";
    return `- **${r.name}** (${r.cuisine.slice(0, 2).join(", ")}, ${priceWord(r.price)}, ${how}${hours}).${desc}${already}`;
  });
  const farther = picks.some((p) => p.km > NEAR_KM) ? " (the nearest that fit are a little farther out)" : "";
  const head = `For ${what} near **${near.name}**${farther}:`;
  const tail =
    source === "search"
      ? "\n\nThese come from a place search: hours and diets are not confirmed, so check before you go."
      : "\n\nHours are the usual ones; check on the day, and book ahead for dinner at busy places.";
  return {
    places: picks.map(({ r }) => restaurantPlace(r, near)),
    restaurants: picks.map((p) => p.r),
    source,
    text: `${head}\n${lines.join("\n")}${tail}`,
  };
}

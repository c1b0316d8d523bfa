import { ZDietName } from "../../../common/travel/trip-model";
import { distanceKm } from "../../travel/geo/distance";
import { catalogue } from "../../travel/places/catalogue/index";
import type { TMeal } from "../../travel/places/catalogue/schema";
import type { Asked } from "./asked";
import { placesToEat } from "./eat";
import type { Answer } from "./question-kinds";
import type { RoutePoint } from "./route";
import { dayLabel } from "./trip";

// Questions of where to eat: near the place named, else where the day asked about is at meal time,
// else the stay; with the trip's diets and cuisines and the ones the question names.

const mealOf = (text: string): TMeal | undefined =>
  /\b(?:breakfast|brunch|coffee|pastries|morning)\b/.test(text)
    ? "breakfast"
    : /\blunch\b/.test(text)
      ? "lunch"
      : /\b(?:dinner|supper|tonight|evening)\b/.test(text)
        ? "dinner"
        : undefined;

const cuisineWords =
  /\b(ceviche|paella|pho|tacos|dumplings|kebab|tapas|sushi|ramen|pizza|pasta|seafood|fish|steak|burgers?|curry|indian|thai|chinese|japanese|italian|mexican|french|portuguese|spanish|greek|turkish|lebanese|vietnamese|korean|noodles|dim sum|bbq|barbecue|street food|bakery|pastries|pasteis|dessert|ice cream|gelato|wine|coffee)\b/g;

/** Where to eat, for a question about food. */
export async function eatQuestion(a: Asked): Promise<Answer | null | undefined> {
  const { text, plan, itinerary, tools, trip, places, named, days, first, stayOf } = a;
  if (first("eat") && !(first("route") && places.length >= 2)) {
    const day = days[0] ? trip[days[0] - 1] : undefined;
    const meal = mealOf(text);
    // Near the place named; else, on a day, where that day is before the meal; else the stay.
    let near: (RoutePoint & { name: string }) | undefined = named ? { ...named } : undefined;
    let planned = "";
    if (!near && day) {
      const mealItem = day.items.find((it) => it.meal === (meal ?? "dinner"));
      const before = day.items.filter((it) => it.place && !it.meal && (!mealItem || it.time <= mealItem.time)).pop();
      if (before?.place) near = { name: before.location, lat: before.place.lat, lng: before.place.lng };
      if (mealItem)
        planned = `Your plan for ${dayLabel(day)} has ${mealItem.activity.charAt(0).toLowerCase()}${mealItem.activity.slice(1)} at ${mealItem.time}.\n\n`;
      near ??= day.point ? { name: day.city, ...day.point } : undefined;
    }
    near ??= stayOf();
    if (!near) return null;
    const diets = [
      ...new Set([
        ...plan.food.diets,
        ...ZDietName.options.filter((d) => text.includes(d.replace("-", " ")) || text.includes(d)),
      ]),
    ];
    const cuisines = [
      ...new Set([...plan.food.cuisines, ...[...text.matchAll(cuisineWords)].map((m) => m[1] as string)]),
    ];
    const onPlan = new Map<string, number[]>();
    itinerary.forEach((d, i) => {
      for (const it of d.items)
        if (it.meal && it.place) onPlan.set(it.place.name, [...(onPlan.get(it.place.name) ?? []), i + 1]);
    });
    const r = await placesToEat({ near, meal, diets, cuisines, tier: plan.budget, tools, planned: onPlan });
    return { kind: "eat", text: `${planned}${marketsNote(text, near)}${r.text}`, places: r.places };
  }
  return undefined;
}

/**
 * "where's a good christmas market to eat at?": the markets and food halls on file near the
 * place, and what is said of seasonal markets, which are not on file; empty when no market is asked.
 */
function marketsNote(text: string, near: RoutePoint & { name: string }): string {
  if (!/\b(?:markets?|food halls?|street food|hawker centres?|night markets?)\b/.test(text)) return "";
  const onFile = catalogue
    .filter((c) => distanceKm(c, near) <= 40)
    .flatMap((c) => c.places)
    .filter(
      (p) =>
        p.category === "food" ||
        (p.category === "market" &&
          /\b(?:market|markt|mercado|marche|hall|food|stalls?|bazaar|souk)/i.test(`${p.name} ${p.description ?? ""}`)),
    )
    .map((p) => ({ p, km: distanceKm(p, near) }))
    .filter((x) => x.km <= 15)
    .sort((a, b) => a.km - b.km)
    .slice(0, 3);
  const seasonal = /\b(?:christmas|xmas|advent|holiday|winter|festive)\b/.test(text)
    ? "Christmas markets are seasonal pop-ups I don't have on file: most run from late November to about 23 December (a few to New Year), with food stalls, mulled wine and the town's own dishes; the city's tourist office lists each market's dates and hours.\n\n"
    : "";
  const list = onFile.length
    ? `Markets and food halls on file near ${near.name}:\n${onFile.map((x) => `- **${x.p.name}** (${x.km.toFixed(1)} km): ${x.p.description ?? ""}`).join("\n")}\n\n`
    : "";
  return `${seasonal}${list}${seasonal || list ? "For a sit-down meal instead:\n\n" : ""}`;
}

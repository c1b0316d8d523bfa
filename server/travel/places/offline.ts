import { kindsSearchedBy, type TPlaceKind } from "../../../common/travel/place-kinds";
import type { TPlace } from "../../../common/travel/schemas";
import { cities, normalize } from "../geo/cities";
import { distanceKm, kmToMiles } from "../geo/distance";
import { catalogue } from "./catalogue/index";
import type { TCatalogueCity } from "./catalogue/schema";
import { type PlaceProvider, type PlaceQuery, type PlaceResults, resolvePlaceQuery } from "./provider";

// Places with no network: the hand-written catalogue of real places where the city has one;
// elsewhere the city centre and real towns nearby (GeoNames) as day trips. Ratings, reviews and
// photos are never invented: they stay empty offline.

const miles = (km: number) => Math.round(kmToMiles(km) * 10) / 10;

function wanted(
  query: string | undefined,
  category: string | undefined,
): { categories?: TPlaceKind[]; words: string[] } {
  const cats = new Set<TPlaceKind>();
  const words: string[] = [];
  for (const w of normalize(`${category ?? ""} ${query ?? ""}`)
    .split(" ")
    .filter(Boolean)) {
    const mapped = kindsSearchedBy(w);
    if (mapped.length) for (const c of mapped) cats.add(c);
    else if (!["things", "to", "do", "see", "in", "near", "me", "the", "best", "top", "places", "visit"].includes(w))
      words.push(w);
  }
  return { categories: cats.size ? [...cats] : undefined, words };
}

const place = (p: { name: string; types: string[]; lat: number; lng: number }, km: number): TPlace => ({
  name: p.name,
  rating: null,
  nratings: null,
  types: p.types,
  distance_from_target_location: miles(km),
  lat: p.lat,
  lng: p.lng,
  reviews: [],
  photos: [],
  website: null,
});

/**
 * The catalogue city within 40 km of the point, the nearest when several are: Nara is 37 km from
 * Kyoto, and taking the first within 40 km answered Nara with Kyoto's places.
 */
function nearestCatalogueCity(point: { lat: number; lng: number }): TCatalogueCity | undefined {
  let best: { city: TCatalogueCity; km: number } | undefined;
  for (const city of catalogue) {
    const km = distanceKm(city, point);
    if (km <= 40 && (!best || km < best.km)) best = { city, km };
  }
  return best?.city;
}

let bigTowns: ReturnType<typeof cities>["all"] | undefined;
/** Towns of 5,000 people or more: the day trips offered around a city the catalogue lacks. */
const towns5k = () => {
  bigTowns ??= cities().all.filter((c) => c.population >= 5000);
  return bigTowns;
};

export function offlinePlaces(): PlaceProvider {
  return {
    name: "offline",
    async search(input: PlaceQuery): Promise<PlaceResults> {
      const { q, resolved, point } = resolvePlaceQuery(input);
      const radiusKm = q.radiusMiles / 0.621371;
      const { categories, words } = wanted(q.query, q.category);

      const city = nearestCatalogueCity(point);
      if (city) {
        const places = city.places
          .map((p) => ({ p, km: distanceKm(point, p) }))
          .filter(({ p, km }) => km <= radiusKm && (!categories || categories.includes(p.category)))
          .filter(
            ({ p }) =>
              words.every((w) => normalize(`${p.name} ${p.description}`).includes(w)) ||
              words.length === 0 ||
              !!categories,
          )
          .sort((a, b) => a.km - b.km)
          .map(({ p, km }) => place({ name: p.name, types: [p.category], lat: p.lat, lng: p.lng }, km));
        return places.length
          ? { places }
          : {
              places,
              note: `No ${q.category ?? q.query ?? "places"} within ${q.radiusMiles} miles in the offline catalogue.`,
            };
      }

      // Not in the catalogue: the centre of the town itself, then real towns nearby as day trips.
      // A box around the point first: measuring the distance to every town on earth is slow.
      const reach = Math.min(radiusKm, 60);
      const dLat = reach / 111;
      const dLng = reach / (111 * Math.max(0.05, Math.cos((point.lat * Math.PI) / 180)));
      const near = towns5k().filter(
        (c) => Math.abs(c.lat - point.lat) <= dLat && Math.abs(((c.lng - point.lng + 540) % 360) - 180) <= dLng,
      );
      const centreName =
        resolved?.name ??
        near.filter((c) => distanceKm(point, c) <= 8).sort((a, b) => b.population - a.population)[0]?.name ??
        "the city";
      const towns = near
        .filter((c) => normalize(c.name) !== normalize(centreName))
        .map((c) => ({ c, km: distanceKm(point, c) }))
        .filter(({ km }) => km >= 8 && km <= reach)
        .sort((a, b) => b.c.population - a.c.population)
        .slice(0, 8)
        .sort((a, b) => a.km - b.km)
        .map(({ c, km }) => place({ name: c.name, types: ["day_trip", "town"], lat: c.lat, lng: c.lng }, km));
      const centre = place(
        { name: `${centreName} city centre`, types: ["neighbourhood"], lat: point.lat, lng: point.lng },
        0,
      );
      return {
        places: [centre, ...towns],
        note: `The offline catalogue has no places for ${centreName}; these are its centre and towns nearby. Live place search is not configured.`,
      };
    },
  };
}

import { describe, expect, it } from "vitest";
import type { TItineraryItem } from "../../common/api/trips";
import type { TPlace } from "../../common/travel/schemas";
import { distanceKm } from "../travel/geo/distance";
import type { TCatalogueRestaurant } from "../travel/places/catalogue/schema";
import { buildDays, type DayInput, type DayTrip } from "./days";

// A day out to a town with no table on file (none within 40 km of it, so the base's are an hour's
// ride away): lunch is eaten in the town, the afternoon is spent there, and the day is never
// called an "easy evening" while the town still had sights to see.

const place = (name: string, type: string, lat: number, lng: number): TPlace => ({
  name,
  rating: 4.5,
  nratings: 1000,
  types: [type],
  distance_from_target_location: 0,
  lat,
  lng,
  reviews: [],
  photos: [],
  website: null,
});
const table = (name: string, lat: number, lng: number): TCatalogueRestaurant => ({
  name,
  lat,
  lng,
  cuisine: ["local"],
  price: 2,
  meals: ["breakfast", "lunch", "dinner"],
  opens: "07:00",
  closes: "23:00",
  diets: [],
  description: name,
});

/** A base city with more sights than its days hold, and one day out about 60 km away. */
function input(pace: DayInput["pace"], base: { lat: number; lng: number }, town: DayTrip): DayInput {
  const kinds = ["museum", "tourist_attraction", "park", "museum", "tourist_attraction", "park", "museum"];
  const places = Array.from({ length: 21 }, (_, i) =>
    place(`Base sight ${i + 1}`, kinds[i % kinds.length] as string, base.lat + 0.004 * (i % 5), base.lng + 0.004 * i),
  );
  const restaurants = Array.from({ length: 8 }, (_, i) =>
    table(`Base table ${i + 1}`, base.lat + 0.002 * i, base.lng - 0.002 * i),
  );
  return {
    startDate: "2027-06-01",
    dayCount: 7,
    stays: [
      {
        place: { name: "Basetown", country: "Nowhere", country_code: "XX", airport: null, ...base },
        checkIn: "2027-06-01",
        checkOut: "2027-06-07",
        hotel: null,
        places,
        restaurants,
        dayTrips: [town],
      },
    ],
    moves: [],
    pace,
    tier: "moderate",
    interests: [],
    themedDays: [],
    mustSee: [],
    avoid: [],
    diets: [],
    cuisines: [],
    reddit: [],
  };
}

const isVisit = (it: TItineraryItem) => it.type === "place" && !it.meal && !!it.place;

describe("a day out to a town with no tables on file", () => {
  const cases = [
    { base: { lat: 50.06, lng: 19.94 }, town: { lat: 50.03, lng: 19.2 } },
    { base: { lat: -33.9, lng: 18.42 }, town: { lat: -33.93, lng: 19.05 } },
  ];
  for (const pace of ["relaxed", "moderate", "packed"] as const)
    for (const [k, { base, town: at }] of cases.entries())
      it(`eats lunch in the town and spends the afternoon there (${pace}, base ${k + 1})`, () => {
        const town: DayTrip = {
          town: "Outerville",
          ...at,
          places: [
            place("Riverside gardens", "park", at.lat + 0.003, at.lng),
            place("Old church", "church", at.lat, at.lng + 0.003),
            place("Town museum", "museum", at.lat - 0.003, at.lng),
          ],
          restaurants: [],
        };
        expect(distanceKm(base, at)).toBeGreaterThan(40);
        const days = buildDays(input(pace, base, town));
        const out = days.find((d) => d.items.some((it) => /^Day trip to Outerville/.test(it.activity)));
        expect(out, "a day out is planned").toBeDefined();
        const items = out?.items ?? [];
        const leave = items.findIndex((it) => /^Day trip to/.test(it.activity));
        const back = items.findIndex((it) => /^Back to Basetown/.test(it.activity));
        expect(back).toBeGreaterThan(leave);
        const away = items.slice(leave + 1, back);
        const lunch = away.find((it) => it.meal === "lunch");
        expect(lunch?.location, JSON.stringify(items)).toBe("Outerville");
        // Everything between leaving and coming back is in the town, not the base.
        for (const it of away.filter((x) => x.place))
          expect(distanceKm(it.place as TPlace, at), it.activity).toBeLessThan(5);
        expect(away.filter(isVisit).length).toBeGreaterThanOrEqual(2);
        expect(items.some((it) => it.rest)).toBe(false);
      });
});

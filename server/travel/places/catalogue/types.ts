export const placeCategories = [
  "landmark",
  "museum",
  "park",
  "market",
  "viewpoint",
  "food",
  "neighbourhood",
  "attraction",
  "nightlife",
  "beach",
] as const;
export type PlaceCategory = (typeof placeCategories)[number];

/** A real place, written by hand: name, kind, where it is, and one line on why to go. */
export type CataloguePlace = { name: string; category: PlaceCategory; lat: number; lng: number; description: string };
export type CatalogueCity = { city: string; country: string; lat: number; lng: number; places: CataloguePlace[] };

/** One place on one line: [name, category, lat, lng, description]. */
export type PlaceRow = readonly [name: string, category: PlaceCategory, lat: number, lng: number, description: string];

/** A city written compactly, one row per place. */
export function city(name: string, country: string, lat: number, lng: number, rows: PlaceRow[]): CatalogueCity {
  return {
    city: name,
    country,
    lat,
    lng,
    places: rows.map(([placeName, category, placeLat, placeLng, description]) => ({
      name: placeName,
      category,
      lat: placeLat,
      lng: placeLng,
      description,
    })),
  };
}

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

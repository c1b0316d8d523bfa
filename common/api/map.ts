import { z } from "zod";
import { endpoint } from "./endpoint";

// The trip map (issue 29): the style to draw, the offline basemap, and where the itinerary's
// airports and towns are (items carry coordinates only for places; flights name airports, stays
// and journeys name towns).

export const ZMapConfig = z.object({
  /** A MapLibre style URL (MAP_STYLE_URL); null: draw the offline basemap from our origin. */
  style_url: z.string().nullable(),
});
export type TMapConfig = z.infer<typeof ZMapConfig>;

const code = z.string().regex(/^[A-Za-z]{3}$/, "Airport codes are three letters");
const name = z.string().trim().min(1).max(120);

export const ZMapPointsRequest = z.object({
  airports: z.array(code).max(60).default([]),
  towns: z.array(name).max(60).default([]),
});

export const ZMapPoint = z.object({ name: z.string(), lat: z.number(), lng: z.number() });
export type TMapPoint = z.infer<typeof ZMapPoint>;

export const ZMapPointsResponse = z.object({
  /** By the code asked for (upper case); codes not known are left out. */
  airports: z.record(z.string(), ZMapPoint),
  /** By the text asked for, exactly; text that names no known town is left out. */
  towns: z.record(z.string(), ZMapPoint),
});
export type TMapPointsResponse = z.infer<typeof ZMapPointsResponse>;

export const mapEndpoints = {
  config: endpoint({ method: "GET", path: "/api/map/config", response: ZMapConfig }),
  /** GeoJSON (countries, land, large cities) from Natural Earth and GeoNames, for the offline map. */
  basemap: endpoint({ method: "GET", path: "/api/map/basemap.geojson" }),
  points: endpoint({ method: "POST", path: "/api/map/points", body: ZMapPointsRequest, response: ZMapPointsResponse }),
};

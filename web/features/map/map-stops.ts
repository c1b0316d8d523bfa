import type { TItineraryItemRow, TRouteLeg, TStay } from "../../../common/api/itinerary";
import type { TMapPointsResponse } from "../../../common/api/map";
import { legsOf } from "../../../common/bookings";
import type { ItineraryDay } from "../itinerary/itinerary-cache";

// What the trip map draws, worked out from the itinerary alone (pure, tested in
// map-stops.test.ts): each item that has a place becomes a numbered stop of its day, flights and
// journeys become legs between two ends, and the stays' towns in order are the trip's legs
// between cities. Places carry coordinates; airports and towns are looked up by name on the server.

export type LngLat = [number, number];

/** Where an item is before the look-up: coordinates, an airport code, or a town's name. */
export type Where = { at: LngLat } | { airport: string } | { town: string };

export type StopKind = "place" | "stay" | "airport" | "station" | "town";

/** One numbered pin: the item it stands for, its day and number in the day. */
export type Stop = {
  id: string;
  title: string;
  kind: StopKind;
  /** 0-based day of the trip (its colour). */
  day: number;
  /** 1-based number within the day. */
  n: number;
  at: LngLat;
  /** A journey's far end (a flight's arrival airport, a train's destination): the day goes on from there. */
  to: LngLat | null;
  /** The pin's name when "Day N, stop M: title" is not what it is (a detail's small map). */
  label?: string;
};

export type MapModel = {
  stops: Stop[];
  /**
   * One line per day through its stops in order (a journey's far end included). `ids` names the
   * stop at each point (null for a journey's far end), so a routing service's path can replace the
   * straight segment between two stops; `by` is the service whose paths the line follows.
   */
  routes: { day: number; line: LngLat[]; ids?: (string | null)[]; by?: string }[];
  /** Flights and journeys, and the hops between consecutive stay towns. */
  legs: { kind: "flight" | "ground" | "stay"; line: LngLat[] }[];
  /** The stays' towns, marked apart from the numbered pins. */
  stays: { name: string; at: LngLat }[];
  /** Airports and stations at either end of a journey. */
  hubs: { kind: "airport" | "station"; name: string; at: LngLat }[];
  /** The destination town, framed when nothing else is on the map yet. */
  home?: LngLat;
};

type Planned = { item: TItineraryItemRow; day: number; kind: StopKind; from: Where; to: Where | null };

const CODE = /^[A-Z]{3}$/;
const whereOf = (text: string): Where => (CODE.test(text.trim()) ? { airport: text.trim() } : { town: text.trim() });
const RAIL = /\b(train|rail|railway|tgv|ice|eurostar|shinkansen|station)\b/i;

/** Where one item is (and goes, for a journey); null when it names no place (a note). */
function plan(item: TItineraryItemRow, day: number): Planned | null {
  const place = item.ref.place;
  if (place) return { item, day, kind: "place", from: { at: [place.lng, place.lat] }, to: null };
  const flight = item.ref.flight;
  if (flight) {
    const legs = legsOf(flight);
    const leg = legs.find((l) => l.segments[0]?.depart_date === item.date) ?? legs[0];
    const first = leg?.segments[0];
    const last = leg?.segments[leg.segments.length - 1];
    if (!first || !last) return null;
    return { item, day, kind: "airport", from: { airport: first.origin_code }, to: { airport: last.arrive_code } };
  }
  const ends = item.location.split(/\s*(?:→|->)\s*/).filter(Boolean);
  if (ends.length === 2 && ends[0] && ends[1]) {
    const rail = RAIL.test(`${item.title} ${item.notes}`);
    return { item, day, kind: rail ? "station" : "town", from: whereOf(ends[0]), to: whereOf(ends[1]) };
  }
  if (!item.location.trim()) return null;
  const stay = item.kind === "stay" || item.spec_type === "Hotel";
  return { item, day, kind: stay ? "stay" : "town", from: whereOf(item.location), to: null };
}

/** The airports and towns the server must locate for these days and stays. */
export function lookupsOf(days: ItineraryDay[], stays: TStay[]): { airports: string[]; towns: string[] } {
  const airports = new Set<string>();
  const towns = new Set<string>();
  const note = (w: Where | null) => {
    if (!w) return;
    if ("airport" in w) airports.add(w.airport);
    else if ("town" in w) towns.add(w.town);
  };
  days.forEach((d, i) => {
    for (const item of d.items) {
      const p = plan(item, i);
      note(p?.from ?? null);
      note(p?.to ?? null);
    }
  });
  for (const s of stays) towns.add(s.city);
  return { airports: [...airports].sort(), towns: [...towns].sort() };
}

/**
 * The map's stops, routes and legs once the look-up has answered. A stay whose hotel name is not
 * a town is put in the town of the trip's stay for that night (stays follow each other from the
 * first day); anything still not located is left off the map (it stays in the list).
 */
export function mapModel(days: ItineraryDay[], stays: TStay[], found: TMapPointsResponse): MapModel {
  const locate = (w: Where): LngLat | null => {
    if ("at" in w) return w.at;
    const p = "airport" in w ? found.airports[w.airport.toUpperCase()] : found.towns[w.town];
    return p ? [p.lng, p.lat] : null;
  };
  const ordered = [...stays].sort((a, b) => a.position - b.position);
  const stayTown = (dayIndex: number): LngLat | null => {
    let night = 0;
    for (const s of ordered) {
      if (dayIndex < night + Math.max(1, s.nights)) return locate({ town: s.city });
      night += Math.max(1, s.nights);
    }
    return null;
  };

  const model: MapModel = { stops: [], routes: [], legs: [], stays: [], hubs: [] };
  days.forEach((d, dayIndex) => {
    // A day's route is its moves on the ground: a flight ends one line at its origin airport and
    // the day goes on from its arrival airport (the flight itself is drawn as a leg).
    let line: LngLat[] = [];
    let ids: (string | null)[] = [];
    const endLine = () => {
      if (line.length > 1) model.routes.push({ day: dayIndex, line, ids });
      line = [];
      ids = [];
    };
    let n = 0;
    for (const item of d.items) {
      const p = plan(item, dayIndex);
      if (!p) continue;
      const at = locate(p.from) ?? (p.kind === "stay" ? stayTown(dayIndex) : null);
      if (!at) continue;
      const to = p.to ? locate(p.to) : null;
      n += 1;
      model.stops.push({ id: item.id, title: item.title, kind: p.kind, day: dayIndex, n, at, to });
      line.push(at);
      ids.push(item.id);
      if (!to || !p.to) continue;
      const flight = p.kind === "airport";
      model.legs.push({ kind: flight ? "flight" : "ground", line: [at, to] });
      if (flight || p.kind === "station") {
        const name = (w: Where) => ("airport" in w ? w.airport : "town" in w ? w.town : item.title);
        model.hubs.push({ kind: p.kind === "station" ? "station" : "airport", name: name(p.from), at });
        model.hubs.push({ kind: p.kind === "station" ? "station" : "airport", name: name(p.to), at: to });
      }
      if (flight) endLine();
      line.push(to);
      ids.push(null);
    }
    endLine();
  });
  let previous: LngLat | null = null;
  for (const s of ordered) {
    const at = locate({ town: s.city });
    if (!at) continue;
    model.stays.push({ name: s.city, at });
    if (previous && (previous[0] !== at[0] || previous[1] !== at[1]))
      model.legs.push({ kind: "stay", line: [previous, at] });
    previous = at;
  }
  return model;
}

/**
 * What the first view frames: the places of the trip on the ground (a flight's far end, the home
 * airport, would zoom the map out until every pin of the destination is one blot); every point
 * when the trip has nothing else.
 */
export function pointsOf(model: MapModel): LngLat[] {
  const local = [...model.stops.filter((s) => s.kind !== "airport").map((s) => s.at), ...model.stays.map((s) => s.at)];
  if (local.length) return local;
  const all = model.stops.flatMap((s) => (s.to ? [s.at, s.to] : [s.at]));
  return all.length ? all : model.home ? [model.home] : [];
}

/** A pin's width in pixels (`size-7` in pin-elements.ts). */
export const PIN_SIZE = 28;
// Pins that share a spot stand this far apart: 4 px between their edges, so none covers another
// and each keeps a whole target (Lighthouse's target-size, WCAG 2.5.8). At 26 px they overlapped.
const PIN_STEP = PIN_SIZE + 4;

/**
 * Pixel offsets for pins that share a spot (a hotel and "free time" both in the town's centre):
 * the second and later ones step round the first, so each can be seen and clicked.
 */
export function spreadOffsets(stops: Stop[]): Map<string, [number, number]> {
  const seen = new Map<string, number>();
  const out = new Map<string, [number, number]>();
  for (const s of stops) {
    const key = `${s.at[0].toFixed(4)},${s.at[1].toFixed(4)}`;
    const k = seen.get(key) ?? 0;
    seen.set(key, k + 1);
    const angle = (k - 1) * (Math.PI / 3);
    out.set(s.id, k === 0 ? [0, 0] : [Math.round(Math.cos(angle) * PIN_STEP), Math.round(Math.sin(angle) * PIN_STEP)]);
  }
  return out;
}

/** One colour per day, distinct from its neighbours and readable on land and sea (white digits on them). */
export const DAY_COLOURS = ["#c2185b", "#1565c0", "#2e7d32", "#6a1b9a", "#e65100", "#00838f", "#5d4037", "#283593"];
export const dayColour = (day: number) => DAY_COLOURS[day % DAY_COLOURS.length] as string;
/**
 * Days 9 to 16 reuse the colours with a second look: a dark ring round the pin and a dashed line,
 * so day 9 is never mistaken for day 1 (a third round, days 17 on, goes back to the first look).
 */
export const secondRound = (day: number) => Math.floor(day / DAY_COLOURS.length) % 2 === 1;

/** The routing services whose paths the map may draw (Google's terms forbid it on a non-Google map). */
export const DRAWN_ROUTING = new Set(["osrm", "openrouteservice"]);

/**
 * The model with each day's straight segments replaced by the routing service's path where it
 * drew one (OSRM, OpenRouteService). Legs from the estimate, and Google's (whose content may not
 * be shown on MapLibre: its times only), stay straight lines.
 */
export function withRoads(model: MapModel, legs: TRouteLeg[]): MapModel {
  const paths = new Map<string, { line: LngLat[]; source: string }>();
  for (const l of legs)
    if (l.geometry && l.geometry.length > 1 && DRAWN_ROUTING.has(l.source))
      paths.set(`${l.from_id}>${l.to_id}`, { line: l.geometry, source: l.source });
  if (!paths.size) return model;
  return {
    ...model,
    routes: model.routes.map((r) => {
      if (!r.ids) return r;
      const line: LngLat[] = [];
      let by: string | undefined;
      r.line.forEach((point, i) => {
        line.push(point);
        const from = r.ids?.[i];
        const to = r.ids?.[i + 1];
        const path = from && to ? paths.get(`${from}>${to}`) : undefined;
        if (path) {
          line.push(...path.line);
          by = path.source;
        }
      });
      return by ? { ...r, line, by } : r;
    }),
  };
}

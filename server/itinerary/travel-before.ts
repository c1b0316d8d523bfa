import type { TItineraryState, TTravelBefore } from "../../common/api/itinerary";
import type { TPlace } from "../../common/travel/schemas";
import { estimateLeg } from "../routing/estimate";
import type { LatLng, Leg, RoutingProvider } from "../routing/types";
import type { ItemRow } from "./derive";

// Each item's `travel_before` (issue 29): the way from the located item before it on its day, as
// the planner schedules it. The planner writes it; when a day's order changes (a move, an add, a
// removal, "optimise this day") the one writer works it out again for that day, so the label a
// person reads always belongs to the stop before it. A journey (a train, a flight, a day trip's
// ride) ends a run of stops: the stop after it is reached from the station, which rows do not
// locate, so it keeps what the planner wrote if it came first before too, and otherwise has none.

type Ref = { place?: TPlace | null; transport?: unknown; flight?: unknown };

/** What locating a row needs: a stored row or one as the itinerary read presents it. */
type Locatable = { kind: string; ref: unknown };

export function locationOf(r: Locatable): LatLng | null {
  const p = (r.ref as Ref).place;
  return p && Number.isFinite(p.lat) && Number.isFinite(p.lng) ? { lat: p.lat, lng: p.lng } : null;
}

export const isJourney = (r: Locatable) =>
  r.kind === "flight" || r.kind === "transport" || !!(r.ref as Ref).transport || !!(r.ref as Ref).flight;

type LegOf = (a: ItemRow, b: ItemRow) => Leg;
/** ZTravelBefore's bound on minutes. */
const MAX_TRAVEL_MIN = 2880;
const estimated: LegOf = (a, b) => estimateLeg(locationOf(a) as LatLng, locationOf(b) as LatLng);

/** What each located item of a day (in order) should carry: a leg, "keep" what it has, or none. */
export function travelAlong(
  sequence: ItemRow[],
  original: ItemRow[],
  leg: LegOf = estimated,
): Map<string, TTravelBefore | null | "keep"> {
  const firsts = (seq: ItemRow[]) => {
    const ids = new Set<string>();
    let last: ItemRow | null = null;
    for (const r of seq) {
      if (isJourney(r)) last = null;
      else if (locationOf(r)) {
        if (!last) ids.add(r.id);
        last = r;
      }
    }
    return ids;
  };
  const wasFirst = firsts(original);
  const out = new Map<string, TTravelBefore | null | "keep">();
  let last: ItemRow | null = null;
  for (const r of sequence) {
    if (isJourney(r)) {
      last = null;
      continue;
    }
    if (!locationOf(r)) continue;
    if (last) {
      const l = leg(last, r);
      // At most two days (the schema's bound): a place put on a day in another country is far,
      // and must not make the whole itinerary unreadable.
      const minutes = Math.min(MAX_TRAVEL_MIN, Math.max(0, Math.round(l.minutes)));
      out.set(r.id, { mode: l.mode, minutes, km: l.km, ...(l.by ? { by: l.by } : {}) });
    } else out.set(r.id, wasFirst.has(r.id) ? "keep" : null);
    last = r;
  }
  return out;
}

/** The row's ref with its new `travel_before` (the same object when it does not change). */
export function withTravel(r: ItemRow, travel: TTravelBefore | null | "keep" | undefined): unknown {
  const ref = r.ref as Record<string, unknown>;
  if (travel === undefined || travel === "keep") return r.ref;
  if (travel === null) {
    if (!("travel_before" in ref)) return r.ref;
    const { travel_before: _, ...rest } = ref;
    return rest;
  }
  const was = ref.travel_before as TTravelBefore | undefined;
  if (was && was.mode === travel.mode && was.minutes === travel.minutes && was.km === travel.km && was.by === travel.by)
    return r.ref;
  return { ...ref, travel_before: travel };
}

/**
 * `after` with `travel_before` worked out again on the given days. A row whose label changes is
 * written (and announced) but keeps its version: the label is derived, and an edit someone is
 * making of that stop is not stale because the stop before it moved.
 */
export function refreshTravel(before: ItemRow[], after: ItemRow[], dates: Iterable<string>): ItemRow[] {
  const changed = new Map<string, ItemRow>();
  const byPosition = (a: ItemRow, b: ItemRow) => a.position - b.position;
  for (const date of new Set(dates)) {
    const original = before.filter((r) => r.date === date).sort(byPosition);
    const sequence = after.filter((r) => r.date === date).sort(byPosition);
    const travel = travelAlong(sequence, original);
    for (const r of sequence) {
      const ref = withTravel(r, travel.get(r.id));
      if (ref !== r.ref) changed.set(r.id, { ...r, ref });
    }
  }
  return changed.size ? after.map((r) => changed.get(r.id) ?? r) : after;
}

/** The days whose order an edit changed: an item added, removed, or at another place in the day. */
export function reorderedDays(before: ItemRow[], after: ItemRow[]): Set<string> {
  const dates = new Set<string>();
  const old = new Map(before.map((r) => [r.id, r]));
  const kept = new Set(after.map((r) => r.id));
  for (const r of after) {
    const was = old.get(r.id);
    if (!was || was.date !== r.date || was.position !== r.position) {
      dates.add(r.date);
      if (was) dates.add(was.date);
    }
  }
  for (const r of before) if (!kept.has(r.id)) dates.add(r.date);
  return dates;
}

/** How long the itinerary read waits for the routing service; what is not back by then keeps the estimate. */
export const LIVE_TRAVEL_BUDGET_MS = 1500;

/**
 * The itinerary as read, its "12 min walk" labels from the configured routing service (OSRM,
 * OpenRouteService, Google) where it answers, the planner's estimate where it does not. The
 * stored labels stay the estimate (the one writer works them out synchronously); the service is
 * asked here, on read, through the routing cache (a day's answers are kept a day, in memory and
 * in PostgreSQL), so the first read of a trip costs one call per leg and later reads none. A
 * slow or failing service never fails or holds up the read: after `budgetMs` the labels not yet
 * answered keep the estimate, and the calls still in flight fill the cache for the next read. A
 * leg the service cannot route (OSRM and OpenRouteService have no public transport: their
 * answer is the estimate with a note) keeps the planner's label too.
 */
export async function liveTravel(
  state: TItineraryState,
  routing: Pick<RoutingProvider, "name" | "route">,
  budgetMs = LIVE_TRAVEL_BUDGET_MS,
): Promise<TItineraryState> {
  if (routing.name === "estimate") return state;
  const asks: { id: string; from: LatLng; to: LatLng }[] = [];
  for (const day of state.days) {
    let last: LatLng | null = null;
    for (const item of [...day.items].sort((a, b) => a.position - b.position)) {
      if (isJourney(item)) {
        last = null;
        continue;
      }
      const at = locationOf(item);
      if (!at) continue;
      // The first stop of a run (the day's, or the one after a journey) has no way before it.
      if (last) asks.push({ id: item.id, from: last, to: at });
      last = at;
    }
  }
  if (!asks.length) return state;
  const found = new Map<string, TTravelBefore>();
  const all = Promise.all(
    asks.map(async ({ id, from, to }) => {
      try {
        const leg = await routing.route(from, to, "auto");
        if (leg.source === "estimate" || leg.note) return;
        found.set(id, {
          mode: leg.mode,
          minutes: Math.min(MAX_TRAVEL_MIN, Math.max(0, Math.round(leg.minutes))),
          km: Math.max(0, leg.km),
          ...(leg.by ? { by: leg.by } : {}),
        });
      } catch {
        // The routing wrapper already answers failures with the estimate; anything else keeps it too.
      }
    }),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, budgetMs);
    timer.unref?.();
  });
  await Promise.race([all, late]);
  clearTimeout(timer);
  if (!found.size) return state;
  return {
    ...state,
    days: state.days.map((d) => ({
      ...d,
      items: d.items.map((i) => {
        const live = found.get(i.id);
        return live ? { ...i, travel_before: live } : i;
      }),
    })),
  };
}

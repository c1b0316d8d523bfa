import type { TRouteLeg } from "../../common/api/itinerary";
import type { Routing } from "../routing/routing";
import type { LatLng } from "../routing/types";
import type { ItemRow } from "./derive";
import { isJourney, locationOf } from "./travel-before";

// The day's legs for the map: between each located item (a place or a table) and the located
// item before it, never across a journey (the train to the next city is drawn as the journey).
// Asked of the configured routing service; its failures come back as the estimate with a note.

/** The pairs of items one leg joins, in the day's order. */
export function dayPairs(rows: ItemRow[], date: string): { from: ItemRow; to: ItemRow }[] {
  const day = rows.filter((r) => r.date === date).sort((a, b) => a.position - b.position);
  const pairs: { from: ItemRow; to: ItemRow }[] = [];
  let last: ItemRow | null = null;
  for (const r of day) {
    if (isJourney(r)) last = null;
    else if (locationOf(r)) {
      if (last) pairs.push({ from: last, to: r });
      last = r;
    }
  }
  return pairs;
}

export async function dayLegs(routing: Routing, rows: ItemRow[], date: string): Promise<TRouteLeg[]> {
  const pairs = dayPairs(rows, date);
  return Promise.all(
    pairs.map(async ({ from, to }) => {
      const leg = await routing.route(locationOf(from) as LatLng, locationOf(to) as LatLng, "auto");
      return {
        from_id: from.id,
        to_id: to.id,
        mode: leg.mode,
        minutes: Math.max(0, Math.round(leg.minutes)),
        km: Math.max(0, leg.km),
        ...(leg.by ? { by: leg.by } : {}),
        ...(leg.geometry?.length ? { geometry: leg.geometry } : {}),
        source: leg.source,
        ...(leg.note ? { note: leg.note } : {}),
      };
    }),
  );
}

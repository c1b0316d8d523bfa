import type { TItineraryItemRow } from "../../../common/api/itinerary";
import { travelDuration } from "../../../common/travel/travel-label";

// "Optimise this day" (issue 29), the parts with no React: which stops the server may move (as
// server/itinerary/optimise.ts `isFreeStop` decides, read from what the row carries), and what the
// traveller is told afterwards.

/** Fewer movable stops than this and there is no other order worth asking for. */
export const MIN_MOVABLE = 3;

type Loose = { meal?: unknown; transport?: unknown; flight?: unknown; place?: { lat?: unknown; lng?: unknown } | null };

/** A stop the optimiser may move: a located place, not a meal, not pinned or booked, not a journey. */
export function isMovable(item: TItineraryItemRow): boolean {
  const ref = item.ref as Loose;
  const p = ref.place;
  return (
    item.kind === "place" &&
    !item.pinned &&
    !item.booked &&
    !ref.meal &&
    !ref.transport &&
    !ref.flight &&
    !!p &&
    Number.isFinite(p.lat) &&
    Number.isFinite(p.lng)
  );
}

export const movableCount = (items: TItineraryItemRow[]) => items.filter(isMovable).length;

/** Why the day cannot be optimised, or null when it can. */
export function optimiseBlocked(items: TItineraryItemRow[]): string | null {
  const n = movableCount(items);
  if (n >= MIN_MOVABLE) return null;
  return n === 0
    ? `Needs at least ${MIN_MOVABLE} stops that can move (not pinned, booked or a meal); this day has none`
    : `Needs at least ${MIN_MOVABLE} stops that can move (not pinned, booked or a meal); this day has ${n}`;
}

type DayRoute = { minutes: number; km: number };

/** "55 → 40 min", "1 h 10 → 55 min": the day's travel before and after. */
export function travelChange(before: number, after: number): string {
  if (before < 60 && after < 60) return `${Math.round(before)} → ${Math.round(after)} min`;
  return `${travelDuration(before)} → ${travelDuration(after)}`;
}

/** What the notice says after an optimise: "Day 2 reordered: 55 → 40 min of travel". */
export function optimisedText(
  n: number,
  answer: { changed: boolean; before: DayRoute; after: DayRoute },
): { title: string; description?: string } {
  if (!answer.changed) return { title: "Already the shortest order", description: `Day ${n} keeps its order.` };
  if (answer.after.minutes >= answer.before.minutes)
    return {
      title: `Day ${n} reordered`,
      description: "Every stop now fits its opening hours and the meals keep their times.",
    };
  return { title: `Day ${n} reordered: ${travelChange(answer.before.minutes, answer.after.minutes)} of travel` };
}

import { Bike, Bus, Car, Footprints, Plane, Ship, TrainFront, TramFront } from "lucide-react";
import type { TItineraryItemRow } from "../../../common/api/itinerary";
import { travelLabel } from "../../../common/travel/travel-label";

// Between two items of a day: how one gets from the previous stop to this one ("12 min walk",
// "25 min by metro", "2 h 40 by train"), as the route planner worked it out and put on the item
// (`travel_before`); nothing is shown, and nothing guessed, when it did not.

/** What the route planner put on an item (read structurally: older rows do not have it). */
export type TravelBefore = { mode: string; minutes: number; km?: number | null; by?: string };

const icons: Record<string, typeof Footprints> = {
  walk: Footprints,
  transit: TramFront,
  taxi: Car,
  drive: Car,
  train: TrainFront,
  bus: Bus,
  flight: Plane,
  ferry: Ship,
  bike: Bike,
};

export function travelBefore(item: TItineraryItemRow): TravelBefore | null {
  const t = (item as TItineraryItemRow & { travel_before?: TravelBefore | null }).travel_before;
  return t && typeof t.minutes === "number" && typeof t.mode === "string" ? t : null;
}

/** `className` places the line under the screen's own time column (the panel's is 4.5 rem). */
export function TravelLine({ item, className = "ml-[4.5rem]" }: { item: TItineraryItemRow; className?: string }) {
  const t = travelBefore(item);
  if (!t) return null;
  const Icon = icons[t.mode] ?? Footprints;
  const label = travelLabel(t);
  const km = typeof t.km === "number" ? ` · ${t.km < 10 ? t.km.toFixed(1) : Math.round(t.km)} km` : "";
  return (
    <p
      className={`${className} flex items-center gap-1.5 border-l-2 border-dotted border-slate-300 py-0.5 pl-3 text-xs text-slate-500`}
    >
      <Icon className="size-3.5 shrink-0" aria-hidden />
      <span data-travel-before>
        <span className="sr-only">Then </span>
        {label}
        {km}
      </span>
    </p>
  );
}

import { useSyncExternalStore } from "react";

// What the itinerary panel shows, for the detail modal's "Add to day N" (which the screen builds
// without it): the places already on each day, so a place in the itinerary says "On day 3" rather
// than offering itself again, and the day the traveller is looking at, which "Add to day" offers
// first. The panel publishes; anything may read.

export type ItineraryView = {
  /** Each day's date and the names of the places on it, lower-cased. */
  days: { date: string; places: string[] }[];
  /** The day in view (scrolled to, or of the item last picked); null before any. */
  viewing: string | null;
};

const empty: ItineraryView = { days: [], viewing: null };
let view = empty;
const listeners = new Set<() => void>();

export function publishItineraryView(next: Partial<ItineraryView>): void {
  const merged = { ...view, ...next };
  if (JSON.stringify(merged) === JSON.stringify(view)) return;
  view = merged;
  for (const l of listeners) l();
}

export function clearItineraryView(): void {
  view = empty;
  for (const l of listeners) l();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => {
    listeners.delete(l);
  };
};

export const useItineraryView = () => useSyncExternalStore(subscribe, () => view);

const key = (name: string) => name.trim().toLowerCase();

/** The date of the day a place (by name) is already on, if any. */
export function dayOfPlace(v: ItineraryView, name: string): string | null {
  const k = key(name);
  return v.days.find((d) => d.places.includes(k))?.date ?? null;
}

/** The day "Add to day" offers first: the one in view when it is offered, else the first. */
export function defaultDay(v: ItineraryView, offered: string[]): string {
  return v.viewing && offered.includes(v.viewing) ? v.viewing : (offered[0] ?? "");
}

export const placesOf = (items: { ref: { place?: { name: string } | null } }[]) =>
  items.flatMap((i) => (i.ref.place?.name ? [key(i.ref.place.name)] : []));

import { useSyncExternalStore } from "react";

// The sidebar's refresh trigger: anything that changes the trips list bumps it.
let version = 0;
const listeners = new Set<() => void>();

export function refreshTrips(): void {
  version += 1;
  for (const l of listeners) l();
}

export function useTripsVersion(): number {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => version,
  );
}

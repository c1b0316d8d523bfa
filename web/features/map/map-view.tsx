import { useQuery } from "@tanstack/react-query";
import { MapPinOff } from "lucide-react";
import { Component, lazy, type ReactNode, Suspense, useMemo, useState } from "react";
import type { TStay } from "../../../common/api/itinerary";
import type { TMapPointsResponse } from "../../../common/api/map";
import { mapConfig, mapPoints } from "../../api/map";
import { queryKeys } from "../../api/query-keys";
import { unwrap } from "../../api/unwrap";
import { cn } from "../../lib/cn";
import type { ItineraryDay } from "../itinerary/itinerary-cache";
import { lookupsOf, type MapModel, mapModel } from "./map-stops";

// The map's frame: its style and look-ups through the query cache, MapLibre loaded lazily (its
// chunk is fetched the first time a map is on screen), and a clear message with the list still
// beside it when the browser cannot draw one (no WebGL, the style or the chunk failing to load).

const TripMap = lazy(() => import("./trip-map"));

const noPoints: TMapPointsResponse = { airports: {}, towns: {} };

/** Whether this browser can draw a WebGL map at all (checked once). */
let webgl: boolean | undefined;
function hasWebGL(): boolean {
  if (webgl === undefined) {
    try {
      const canvas = document.createElement("canvas");
      webgl = Boolean(canvas.getContext("webgl2") ?? canvas.getContext("webgl"));
    } catch {
      webgl = false;
    }
  }
  return webgl;
}

export function useMapConfig() {
  return useQuery({
    queryKey: queryKeys.mapConfig,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => unwrap(await mapConfig(), "The map's settings could not be loaded"),
  });
}

export function MapView({
  days,
  stays,
  selectedId,
  onPick,
  label,
  className,
}: {
  days: ItineraryDay[];
  stays: TStay[];
  selectedId: string | null;
  /** A pin was clicked (or pressed): the item it stands for. */
  onPick: (id: string) => void;
  /** What the map shows, for its region's name ("Map of the trip"). */
  label: string;
  className?: string;
}) {
  const wanted = useMemo(() => lookupsOf(days, stays), [days, stays]);
  const found = useQuery({
    queryKey: queryKeys.mapPoints(wanted.airports, wanted.towns),
    enabled: wanted.airports.length + wanted.towns.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: (previous) => previous,
    queryFn: async () => unwrap(await mapPoints(wanted.airports, wanted.towns), "Places could not be located"),
  });
  const fresh = useMemo(() => mapModel(days, stays, found.data ?? noPoints), [days, stays, found.data]);
  // The screens hand over new arrays on every render (typing in the chat re-renders the page):
  // the map is redrawn only when what it shows changed.
  const key = JSON.stringify(fresh);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is the model's content.
  const model = useMemo(() => fresh, [key]);
  const empty = model.stops.length === 0 && days.some((d) => d.items.length) && !found.isFetching;
  return (
    <MapFrame model={model} selectedId={selectedId} onPick={onPick} label={label} className={className}>
      {empty ? (
        <p className="pointer-events-none absolute inset-x-2 top-2 rounded-md bg-white/90 px-2 py-1 text-xs text-slate-600 shadow">
          None of this trip's plans has a place on the map yet.
        </p>
      ) : null}
    </MapFrame>
  );
}

/** A map of a model already worked out (the trip's, or one place and the stop before it). */
export function MapFrame({
  model,
  selectedId,
  onPick,
  label,
  className,
  children,
}: {
  model: MapModel;
  selectedId: string | null;
  onPick?: (id: string) => void;
  label: string;
  className?: string;
  children?: ReactNode;
}) {
  const config = useMapConfig();
  const [failure, setFailure] = useState<string | null>(null);
  const unavailable = failure !== null || !hasWebGL();
  return (
    <section aria-label={label} className={cn("relative overflow-hidden bg-sky-50", className)} data-trip-map>
      {unavailable ? (
        <MapMessage>
          The map cannot be shown in this browser{failure ? ` (${failure})` : " (it needs WebGL)"}. Every stop is in the
          itinerary list.
        </MapMessage>
      ) : config.isError ? (
        <MapMessage>The map could not be loaded. Every stop is in the itinerary list.</MapMessage>
      ) : !config.data ? (
        <MapMessage busy>Loading the map...</MapMessage>
      ) : (
        <Fallback onError={setFailure}>
          <Suspense fallback={<MapMessage busy>Loading the map...</MapMessage>}>
            <TripMap
              model={model}
              styleUrl={config.data.style_url}
              selectedId={selectedId}
              onPick={onPick}
              onFail={setFailure}
            />
          </Suspense>
        </Fallback>
      )}
      {unavailable ? null : children}
    </section>
  );
}

function MapMessage({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  return (
    <div
      role={busy ? "status" : "note"}
      className="flex size-full min-h-32 items-center justify-center gap-2 p-4 text-center text-sm text-slate-600"
    >
      {busy ? null : <MapPinOff className="size-5 shrink-0 text-slate-400" aria-hidden />}
      <span>{children}</span>
    </div>
  );
}

/** A chunk that fails to load (offline, a new deploy) or a map that throws becomes the message. */
class Fallback extends Component<{ children: ReactNode; onError: (reason: string) => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error instanceof Error ? error.message : "The map failed");
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

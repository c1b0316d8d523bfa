import { useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import { MapPinOff } from "lucide-react";
import { Component, lazy, type ReactNode, Suspense, useMemo, useState } from "react";
import { itineraryEndpoints, type TItineraryState, type TRouteLeg, type TStay } from "../../../common/api/itinerary";
import type { TMapPointsResponse } from "../../../common/api/map";
import { call } from "../../api/call";
import { mapConfig, mapPoints } from "../../api/map";
import { queryKeys } from "../../api/query-keys";
import { unwrap } from "../../api/unwrap";
import { cn } from "../../lib/cn";
import type { ItineraryDay } from "../itinerary/itinerary-cache";
import { lookupsOf, type MapModel, mapModel, withRoads } from "./map-stops";

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

/**
 * The trip and revision these days belong to, from the itinerary already in the query cache (the
 * screens that show a map have read it): the routes are asked for, and kept, per trip and revision.
 */
function useTripOf(days: ItineraryDay[]): { tripId: string; revision: number } | null {
  const client = useQueryClient();
  const first = days.find((d) => d.items.length)?.items[0]?.id;
  if (!first) return null;
  for (const [, state] of client.getQueriesData<TItineraryState>({ queryKey: ["itinerary-state"] }))
    if (state?.days.some((d) => d.items.some((i) => i.id === first)))
      return { tripId: state.trip_id, revision: state.revision };
  return null;
}

/**
 * Each day's legs from the routing service (POST /api/itinerary/routes), one call per day with two
 * places or more, kept per trip, revision and day. A leg is matched to the map by the two stops it
 * joins, so a previous answer stays right for the stops still next to each other while a new
 * revision is asked for. A failing call leaves the straight lines: the map never waits on it.
 */
function useDayLegs(days: ItineraryDay[], trip: { tripId: string; revision: number } | null): TRouteLeg[] {
  const routed = days.filter((d) => d.items.filter((i) => i.ref.place).length > 1).map((d) => d.date);
  const answers = useQueries({
    queries: routed.map((date) => ({
      queryKey: ["map-routes", trip?.tripId, trip?.revision, date] as const,
      enabled: trip !== null,
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
      placeholderData: (previous: { legs: TRouteLeg[] } | undefined) => previous,
      queryFn: async () =>
        unwrap(
          await call(itineraryEndpoints.routes, { trip_id: trip?.tripId ?? "", date }),
          "The day's routes could not be loaded",
        ),
    })),
  });
  const legs = answers.flatMap((a) => a.data?.legs ?? []);
  const key = JSON.stringify(legs.map((l) => [l.from_id, l.to_id, l.source, l.geometry?.length ?? 0]));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is the legs' content.
  return useMemo(() => legs, [key]);
}

export function MapView({
  days,
  stays,
  selectedId,
  onPick,
  label,
  className,
  destination,
}: {
  days: ItineraryDay[];
  stays: TStay[];
  selectedId: string | null;
  /** A pin was clicked (or pressed): the item it stands for. */
  onPick: (id: string) => void;
  /** What the map shows, for its region's name ("Map of the trip"). */
  label: string;
  className?: string;
  /** The trip's destination town: what a trip with nothing on the map yet is centred on. */
  destination?: string;
}) {
  const trip = useTripOf(days);
  const legs = useDayLegs(days, trip);
  const wanted = useMemo(() => {
    const w = lookupsOf(days, stays);
    const town = destination?.trim();
    return town && !w.towns.includes(town) ? { ...w, towns: [...w.towns, town].sort() } : w;
  }, [days, stays, destination]);
  const found = useQuery({
    queryKey: queryKeys.mapPoints(wanted.airports, wanted.towns),
    enabled: wanted.airports.length + wanted.towns.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: (previous) => previous,
    queryFn: async () => unwrap(await mapPoints(wanted.airports, wanted.towns), "Places could not be located"),
  });
  const fresh = useMemo(() => {
    const model = withRoads(mapModel(days, stays, found.data ?? noPoints), legs);
    const home = destination ? found.data?.towns[destination.trim()] : undefined;
    return home ? { ...model, home: [home.lng, home.lat] as [number, number] } : model;
  }, [days, stays, found.data, legs, destination]);
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

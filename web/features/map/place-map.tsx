import { useMemo } from "react";
import type { LngLat, MapModel } from "./map-stops";
import { MapFrame } from "./map-view";

// A detail's small map: the place, and the itinerary's stop before it with the way between
// (a straight line: the route planner's own path is not ours to draw; its time is written above).

export type PreviousStop = { title: string; lat: number; lng: number };

export function placeModel(place: { name: string; lat: number; lng: number }, previous: PreviousStop | null): MapModel {
  const at: LngLat = [place.lng, place.lat];
  const model: MapModel = {
    stops: [
      { id: "place", title: place.name, kind: "place", day: 0, n: previous ? 2 : 1, at, to: null, label: place.name },
    ],
    routes: [],
    legs: [],
    stays: [],
    hubs: [],
  };
  if (previous) {
    const from: LngLat = [previous.lng, previous.lat];
    model.stops.unshift({
      id: "previous",
      title: previous.title,
      kind: "place",
      day: 0,
      n: 1,
      at: from,
      to: null,
      label: `Previous stop: ${previous.title}`,
    });
    model.routes.push({ day: 0, line: [from, at] });
  }
  return model;
}

export function PlaceMap({
  place,
  previous,
}: {
  place: { name: string; lat: number; lng: number };
  previous: PreviousStop | null;
}) {
  const { name, lat, lng } = place;
  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt when the place or the stop before it moves.
  const model = useMemo(() => placeModel({ name, lat, lng }, previous), [name, lat, lng, previous?.lat, previous?.lng]);
  return <MapFrame model={model} selectedId="place" label={`Map of ${place.name}`} className="mt-4 h-44 rounded-xl" />;
}

import { useQuery } from "@tanstack/react-query";
import type { TItineraryWeather } from "../../../common/api/details";
import type { TItineraryDay, TItineraryItem } from "../../../common/api/trips";
import { legsOf } from "../../../common/bookings";
import { itineraryWeather } from "../../api/details";
import { queryKeys } from "../../api/query-keys";
import { unwrap } from "../../api/unwrap";

/**
 * Where a day is: the city its hotel items name (check-in, check-out, breakfast), else its
 * free-time items', else the trip's destination. Hotel items first: an early "Drop your bags at
 * <hotel>" names the hotel, not a city a forecast can be found for.
 */
export function dayLocation(day: TItineraryDay, destination: string | null): string | null {
  const item = day.items.find((i) => i.type === "Hotel") ?? day.items.find((i) => i.type === "other");
  return item?.location ?? destination;
}

/** Where an item's weather is: a flight's arrival airport, otherwise its day's place. */
export function itemLocation(item: TItineraryItem, dayPlace: string | null): string | null {
  if (item.flight) {
    const legs = legsOf(item.flight);
    const leg = legs.find((l) => l.segments[0]?.depart_date === item.date) ?? legs[0];
    return leg?.segments[leg.segments.length - 1]?.arrive_code ?? dayPlace;
  }
  return dayPlace;
}

/** The spec's key: date_location. */
export const weatherKey = (date: string, location: string) => `${date}_${location}`;

/** One request for the whole itinerary; the server looks each distinct date and place up once. */
export function useItineraryWeather(itinerary: TItineraryDay[], destination: string | null) {
  const entries = new Map<string, { date: string; location: string; id: string }>();
  for (const day of itinerary) {
    const place = dayLocation(day, destination);
    if (place)
      entries.set(weatherKey(day.date, place), { date: day.date, location: place, id: weatherKey(day.date, place) });
    for (const item of day.items) {
      const at = itemLocation(item, place);
      if (at) entries.set(weatherKey(item.date, at), { date: item.date, location: at, id: weatherKey(item.date, at) });
    }
  }
  const list = [...entries.values()];
  return useQuery<TItineraryWeather>({
    queryKey: queryKeys.itineraryWeather(list.map((e) => e.id)),
    enabled: list.length > 0,
    staleTime: 30 * 60_000,
    retry: 1,
    queryFn: async () => unwrap(await itineraryWeather(list), "request failed"),
  });
}

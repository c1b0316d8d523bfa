import pLimit from "p-limit";
import type { TItineraryWeather } from "../../common/api/details";
import type { TWeather } from "../../common/travel/schemas";
import { geocode } from "../travel/geo/gazetteer";
import type { WeatherProvider } from "../travel/weather/provider";

type Entry = { date: string; location: string; id: string };

/**
 * Weather for itinerary entries: one provider lookup per distinct date and place, however many
 * entries share it. A place the gazetteer does not know, or a date the provider cannot answer,
 * gives null for its ids (the screen says 'Weather unavailable').
 */
export async function itineraryWeather(provider: WeatherProvider, entries: Entry[]): Promise<TItineraryWeather> {
  const groups = new Map<string, { date: string; location: string; ids: string[] }>();
  for (const e of entries) {
    const key = `${e.date}_${e.location.trim().toLowerCase()}`;
    const group = groups.get(key) ?? { date: e.date, location: e.location.trim(), ids: [] };
    group.ids.push(e.id);
    groups.set(key, group);
  }
  const limit = pLimit(4);
  const out: TItineraryWeather = {};
  await Promise.all(
    [...groups.values()].map((g) =>
      limit(async () => {
        const place = geocode(g.location);
        let weather: TWeather | null = null;
        if (place) {
          try {
            weather = await provider.weather({ date: g.date, lat: place.lat, lng: place.lng });
          } catch {
            weather = null;
          }
        }
        for (const id of g.ids) out[id] = weather;
      }),
    ),
  );
  return out;
}

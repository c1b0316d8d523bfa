import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config";
import { memoize, TTL } from "./cache";
import { duffelFlights } from "./flights/duffel";
import { offlineFlights } from "./flights/offline";
import type { FlightProvider } from "./flights/provider";
import { type ForumProvider, offlineForums } from "./forums/provider";
import { redditForums } from "./forums/reddit";
import { geocode } from "./geo/gazetteer";
import { offlineHotels } from "./hotels/offline";
import type { HotelProvider } from "./hotels/provider";
import { climateWeather } from "./weather/climate";
import { openMeteoWeather } from "./weather/open-meteo";
import type { WeatherProvider } from "./weather/provider";
import { withFallback } from "./weather/with-fallback";

export type Travel = {
  flights: FlightProvider;
  hotels: HotelProvider;
  weather: WeatherProvider;
  forums: ForumProvider;
  geocode: typeof geocode;
};

/** The travel providers the configuration asks for; offline ones wherever nothing is configured. */
export function createTravel(config: Config, log?: FastifyBaseLogger): Travel {
  const t = config.travel;
  const weather =
    t.weather === "open-meteo"
      ? withFallback(
          openMeteoWeather({ forecastUrl: t.openMeteoUrl, archiveUrl: t.openMeteoArchiveUrl }),
          climateWeather(),
          log,
        )
      : climateWeather();
  const flights = t.duffel ? duffelFlights(t.duffel) : offlineFlights();
  const hotels = offlineHotels();
  const forums = t.reddit ? redditForums(t.reddit) : offlineForums();
  return {
    flights: { name: flights.name, search: memoize((q) => flights.search(q), { ttlMs: TTL.flights, max: 2000 }) },
    hotels: { name: hotels.name, search: memoize((q) => hotels.search(q), { ttlMs: TTL.hotels, max: 2000 }) },
    weather: { name: weather.name, weather: memoize((q) => weather.weather(q), { ttlMs: TTL.weather, max: 5000 }) },
    forums: { name: forums.name, search: memoize((q) => forums.search(q), { ttlMs: TTL.forums, max: 1000 }) },
    geocode,
  };
}

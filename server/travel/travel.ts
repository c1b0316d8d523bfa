import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config";
import type { Db } from "../db/open";
import { memoize, TTL } from "./cache";
import { persisted } from "./db-cache";
import { duffelFlights } from "./flights/duffel";
import { offlineFlights } from "./flights/offline";
import type { FlightProvider } from "./flights/provider";
import { type ForumProvider, offlineForums } from "./forums/provider";
import { redditForums } from "./forums/reddit";
import { geocode } from "./geo/gazetteer";
import { duffelStays } from "./hotels/duffel-stays";
import { offlineHotels } from "./hotels/offline";
import type { HotelProvider } from "./hotels/provider";
import { googlePlaces } from "./places/google";
import { offlinePlaces } from "./places/offline";
import type { PlaceProvider } from "./places/provider";
import { climateWeather } from "./weather/climate";
import { openMeteoWeather } from "./weather/open-meteo";
import type { WeatherProvider } from "./weather/provider";
import { withFallback } from "./weather/with-fallback";

export type Travel = {
  flights: FlightProvider;
  hotels: HotelProvider;
  weather: WeatherProvider;
  forums: ForumProvider;
  places: PlaceProvider;
  geocode: typeof geocode;
};

/**
 * The travel providers the configuration asks for, offline wherever nothing is configured.
 * Every provider answers repeated queries from memory; live ones also share answers through
 * PostgreSQL (when `db` is given) and are limited in how many calls they make at once.
 */
export function createTravel(config: Config, log?: FastifyBaseLogger, db?: Db): Travel {
  const t = config.travel;
  const live = <Q, R>(kind: string, call: (q: Q) => Promise<R>, ttlMs: number, concurrency: number) =>
    db ? persisted(db, kind, call, { ttlMs, concurrency }) : call;

  let flights: FlightProvider = offlineFlights();
  if (t.duffel) {
    const duffel = duffelFlights(t.duffel);
    flights = { name: duffel.name, search: live("flights", (q) => duffel.search(q), TTL.flights, 4) };
  }
  let forums: ForumProvider = offlineForums();
  if (t.reddit) {
    const reddit = redditForums(t.reddit);
    forums = { name: reddit.name, search: live("forums", (q) => reddit.search(q), TTL.forums, 2) };
  }
  let weather: WeatherProvider = climateWeather();
  if (t.weather === "open-meteo") {
    const openMeteo = openMeteoWeather({ forecastUrl: t.openMeteoUrl, archiveUrl: t.openMeteoArchiveUrl });
    weather = withFallback(
      { name: openMeteo.name, weather: live("weather", (q) => openMeteo.weather(q), TTL.weather, 4) },
      climateWeather(),
      log,
    );
  }
  let hotels: HotelProvider = offlineHotels();
  if (t.duffel?.stays) {
    const stays = duffelStays(t.duffel);
    hotels = { name: stays.name, search: live("hotels", (q) => stays.search(q), TTL.hotels, 4) };
  }
  let places: PlaceProvider = offlinePlaces();
  if (t.googlePlaces) {
    const google = googlePlaces({
      ...t.googlePlaces,
      photoUrl: (name) => `${config.publicUrl}/api/travel/photos?name=${encodeURIComponent(name)}`,
    });
    places = {
      name: google.name,
      search: live("places", (q) => google.search(q), TTL.places, 4),
      photo: (name, width) => google.photo(name, width),
    };
  }

  return {
    flights: { name: flights.name, search: memoize((q) => flights.search(q), { ttlMs: TTL.flights, max: 2000 }) },
    hotels: { name: hotels.name, search: memoize((q) => hotels.search(q), { ttlMs: TTL.hotels, max: 2000 }) },
    weather: { name: weather.name, weather: memoize((q) => weather.weather(q), { ttlMs: TTL.weather, max: 5000 }) },
    forums: { name: forums.name, search: memoize((q) => forums.search(q), { ttlMs: TTL.forums, max: 1000 }) },
    places: {
      name: places.name,
      search: memoize((q) => places.search(q), { ttlMs: TTL.places, max: 2000 }),
      photo: places.photo,
    },
    geocode,
  };
}

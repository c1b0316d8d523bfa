import type { TToolUse } from "../../common/api/trips";
import type { TFlight, TForumPost, THotel, TPlace, TRoundTrip, TWeather } from "../../common/travel/schemas";
import type { HotelQuery } from "../travel/hotels/provider";
import type { Travel } from "../travel/travel";

// The travel searches Lotus may run, the same for every engine. Each call is recorded as a
// tool use for the reply's ctx; a provider failure becomes an empty answer with a note, so one
// failing source never ends the whole turn.

export type Toolbox = {
  readonly uses: TToolUse[];
  flights(q: {
    origin: string;
    destination: string;
    departDate: string;
    returnDate?: string;
    adults: number;
    children?: number[];
  }): Promise<{ flights: (TFlight | TRoundTrip)[]; note?: string }>;
  hotels(q: {
    city?: string;
    lat?: number;
    lng?: number;
    checkIn: string;
    checkOut: string;
    adults: number;
    maxPrice?: number;
    children?: number;
    rooms?: number;
    needs?: HotelQuery["needs"];
  }): Promise<{ hotels: THotel[]; note?: string }>;
  places(q: {
    near: string | { lat: number; lng: number };
    query?: string;
    category?: string;
    radiusMiles?: number;
  }): Promise<{ places: TPlace[]; note?: string }>;
  forums(q: { query: string; destination?: string }): Promise<{ posts: TForumPost[]; note?: string }>;
  weather(q: { date: string; lat: number; lng: number }): Promise<{ weather: TWeather | null; note?: string }>;
};

const failed = (error: unknown) =>
  error instanceof Error && "code" in error && (error as { code: string }).code === "invalid"
    ? error.message
    : "that search is not available right now";

export function createToolbox(travel: Travel): Toolbox {
  const uses: TToolUse[] = [];
  const record = (tool: string, input: object, summary: string) =>
    uses.push({ tool, input: input as Record<string, unknown>, summary });
  return {
    uses,
    async flights(q) {
      try {
        const r = await travel.flights.search({ ...q, cabin: "economy" });
        const flights = r.kind === "one_way" ? r.flights : r.trips;
        record(
          "search_flights",
          q,
          `${flights.length} ${q.returnDate ? "round trips" : "flights"} ${q.origin}-${q.destination}`,
        );
        return { flights };
      } catch (error) {
        record("search_flights", q, `failed: ${failed(error)}`);
        return { flights: [], note: failed(error) };
      }
    },
    async hotels(q) {
      try {
        const hotels = await travel.hotels.search(q);
        record("search_hotels", q, `${hotels.length} hotels`);
        return { hotels };
      } catch (error) {
        record("search_hotels", q, `failed: ${failed(error)}`);
        return { hotels: [], note: failed(error) };
      }
    },
    async places(q) {
      try {
        const r = await travel.places.search({ radiusMiles: 10, ...q });
        record("search_places", q, `${r.places.length} places`);
        return r;
      } catch (error) {
        record("search_places", q, `failed: ${failed(error)}`);
        return { places: [], note: failed(error) };
      }
    },
    async forums(q) {
      try {
        const r = await travel.forums.search(q);
        record("search_forums", q, `${r.posts.length} posts`);
        return r;
      } catch (error) {
        record("search_forums", q, `failed: ${failed(error)}`);
        return { posts: [], note: failed(error) };
      }
    },
    async weather(q) {
      try {
        const weather = await travel.weather.weather(q);
        record("get_weather", q, weather.weather_description);
        return { weather };
      } catch (error) {
        record("get_weather", q, `failed: ${failed(error)}`);
        return { weather: null, note: failed(error) };
      }
    },
  };
}

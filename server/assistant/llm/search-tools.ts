import { tool } from "ai";
import { z } from "zod";
import { geocode } from "../../travel/geo/gazetteer";
import type { TurnState } from "./turn";

// The travel searches, as tools. Places are looked up by coordinates (the gazetteer's, the same
// the plan holds), so a search the model runs for the trip's city is the very search the planner
// runs for it, and the turn's memo answers the planner without asking the provider again.

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a date as YYYY-MM-DD");

/** A place name as coordinates, or the name itself when the gazetteer does not know it (the provider then says so). */
export function pointOf(name: string): { lat: number; lng: number } | string {
  const g = geocode(name);
  return g ? { lat: g.lat, lng: g.lng } : name;
}

export function searchTools(state: TurnState) {
  const { tools, found, looked } = state;
  return {
    search_flights: tool({
      description:
        "Search flights between two airports (IATA codes). Give return_date for a round trip. Each result has an option id for choose_flight.",
      inputSchema: z.object({
        origin: z.string().regex(/^[A-Z]{3}$/, "an IATA airport code"),
        destination: z.string().regex(/^[A-Z]{3}$/, "an IATA airport code"),
        depart_date: isoDate,
        return_date: isoDate.optional(),
        adults: z.number().int().min(1).max(9).default(1),
      }),
      execute: async (q) => {
        looked.add("search_flights");
        const r = await tools.flights({
          origin: q.origin,
          destination: q.destination,
          departDate: q.depart_date,
          adults: q.adults,
          ...(q.return_date ? { returnDate: q.return_date } : {}),
        });
        found.flights.push(...r.flights.slice(0, 5).filter((f) => !found.flights.includes(f)));
        // Each with the option id choose_flight takes.
        return { flights: r.flights.slice(0, 5).map((f) => ({ option: state.offer(f), ...f })), note: r.note };
      },
    }),
    search_hotels: tool({
      description:
        "Search hotels in a city for a stay. Each result has an option id for choose_hotel (same nights as the stay).",
      inputSchema: z.object({
        city: z.string().min(1),
        check_in: isoDate,
        check_out: isoDate,
        adults: z.number().int().min(1).max(9).default(1),
        max_price_per_night: z.number().positive().optional(),
      }),
      execute: async (q) => {
        looked.add("search_hotels");
        const at = pointOf(q.city);
        const r = await tools.hotels({
          ...(typeof at === "string" ? { city: at } : at),
          checkIn: q.check_in,
          checkOut: q.check_out,
          adults: q.adults,
          ...(q.max_price_per_night ? { maxPrice: q.max_price_per_night } : {}),
        });
        found.hotels.push(...r.hotels.slice(0, 5).filter((h) => !found.hotels.includes(h)));
        return { hotels: r.hotels.slice(0, 5).map((h) => ({ option: state.offer(h), ...h })), note: r.note };
      },
    }),
    search_places: tool({
      description: "Find attractions, museums, parks, food and more near a city.",
      inputSchema: z.object({
        near: z.string().min(1),
        query: z.string().optional(),
        // The planner's own radius for a city stay, so the two searches are one.
        radius_miles: z.number().positive().max(50).default(15),
      }),
      execute: async (q) => {
        looked.add("search_places");
        const r = await tools.places({
          near: pointOf(q.near),
          radiusMiles: q.radius_miles,
          ...(q.query ? { query: q.query } : {}),
        });
        found.places.push(...r.places.slice(0, 10).filter((p) => !found.places.includes(p)));
        return {
          places: r.places.slice(0, 10).map((p) => ({ name: p.name, types: p.types, rating: p.rating })),
          note: r.note,
        };
      },
    }),
    search_forum_posts: tool({
      description: "Search travellers' forum posts for recommendations.",
      inputSchema: z.object({ query: z.string().min(2), destination: z.string().optional() }),
      execute: async (q) => {
        looked.add("search_forum_posts");
        return tools.forums(q);
      },
    }),
  };
}

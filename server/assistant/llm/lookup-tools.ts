import { tool } from "ai";
import { z } from "zod";
import type { TItineraryDay } from "../../../common/api/trips";
import { placeKindOf } from "../../../common/travel/place-kinds";
import { ZDietName } from "../../../common/travel/trip-model";
import { geocode } from "../../travel/geo/gazetteer";
import { costSoFar } from "../answers/cost";
import { placesToEat } from "../answers/eat";
import { type FoundPlace, findPlaces } from "../answers/find-place";
import { packingList } from "../answers/packing";
import { routeTime } from "../answers/route";
import { tripDays } from "../answers/trip";
import { openingHours } from "../answers/visit";
import { weatherOn } from "../answers/weather";
import { locate } from "./items";
import type { TurnState } from "./turn";

// The look-ups, as tools over the pure answers of server/assistant/answers/ (the offline engine's
// own): weather on the trip's days, opening hours, how long a journey takes, where to eat, what
// the trip costs so far, what to pack. Each reads the plan and the itinerary as they stand and
// changes neither; each returns the answer's own text (with its caveats: typical weather, usual
// hours, straight-line estimates) for the model to relay, and the figures behind it.

const day = z.number().int().min(1).max(60);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a date as YYYY-MM-DD");
const placeText = z.string().min(1).max(200);

/** A place the model names: an item's ref ("2.3"), a place of the trip or its cities, or a town. */
function placeNamed(name: string, state: TurnState, days: readonly TItineraryDay[]): FoundPlace | { error: string } {
  let wanted = name;
  let fromItem: FoundPlace | null = null;
  if (/^\s*\d{1,2}\.\d{1,3}\s*$/.test(name)) {
    const at = locate(days, name);
    if ("error" in at) return at;
    const p = at.item.place;
    if (p) {
      wanted = p.name;
      fromItem = {
        name: p.name,
        lat: p.lat,
        lng: p.lng,
        kind: at.item.meal ? "restaurant" : placeKindOf(p.types),
        source: "itinerary",
        days: [at.day],
        place: p,
      };
    } else wanted = at.item.location;
  }
  const found = findPlaces(wanted, state.plan, days)[0]?.place;
  if (found) return found;
  if (fromItem) return fromItem;
  const g = geocode(wanted);
  if (g)
    return {
      name: g.name,
      lat: g.lat,
      lng: g.lng,
      kind: "city",
      source: "gazetteer",
      city: g.name,
      country_code: g.country_code,
      airport: g.airports[0]?.code ?? null,
      days: [],
    };
  return { error: `I don't know a place called "${name}" on this trip or in its cities; give its full name.` };
}

export function lookupTools(state: TurnState) {
  const look = (name: string) => state.looked.add(name);
  return {
    get_weather: tool({
      description:
        "The weather on some of the trip's days (by day number), or on dates, at a place (default: where each day is spent). A forecast when one exists, else typical weather, said so.",
      inputSchema: z.object({
        days: z.array(day).max(14).optional(),
        dates: z.array(isoDate).max(14).optional(),
        place: placeText.optional().describe("A city or a place of the trip; default: where each day is spent"),
      }),
      execute: async (q) => {
        look("get_weather");
        const days = await state.itinerary();
        const place = q.place ? placeNamed(q.place, state, days) : undefined;
        if (place && "error" in place) return place;
        const r = await weatherOn({
          plan: state.plan,
          itinerary: days,
          tools: state.tools,
          ...(q.days ? { days: q.days } : {}),
          ...(q.dates ? { dates: q.dates } : {}),
          ...(place ? { place } : {}),
          now: state.turn.now,
        });
        return {
          answer: r.text,
          days: r.days.map((d) => ({
            day: d.n,
            date: d.date,
            place: d.place,
            weather: d.weather,
            ...(d.note ? { note: d.note } : {}),
          })),
        };
      },
    }),
    opening_hours: tool({
      description:
        "When a place is usually open (a restaurant's hours on file, else the typical hours of its kind), and when the plan has the traveller there.",
      inputSchema: z.object({ place: placeText.describe("A place's name or an item's ref (2.3)") }),
      execute: async (q) => {
        look("opening_hours");
        const days = await state.itinerary();
        const place = placeNamed(q.place, state, days);
        if ("error" in place) return place;
        const r = openingHours({ place, itinerary: days });
        return { answer: r.text, place: place.name, opens: r.open, closes: r.close, exact: r.exact };
      },
    }),
    route_time: tool({
      description:
        "How long it takes to get from one place to another and how: a walk or a ride within a city, a day trip's ride, or train, bus, car, ferry or flight between cities (estimates, the planner's own).",
      inputSchema: z.object({
        from: placeText.describe("A place, a city or an item's ref (2.3)"),
        to: placeText.describe("A place, a city or an item's ref (2.3)"),
      }),
      execute: async (q) => {
        look("route_time");
        const days = await state.itinerary();
        const from = placeNamed(q.from, state, days);
        if ("error" in from) return from;
        const to = placeNamed(q.to, state, days);
        if ("error" in to) return to;
        const point = (p: FoundPlace) => ({
          name: p.name,
          lat: p.lat,
          lng: p.lng,
          ...(p.country_code ? { country_code: p.country_code } : {}),
          ...(p.airport !== undefined ? { airport: p.airport } : {}),
        });
        const r = routeTime({ from: point(from), to: point(to), transport: state.plan.transport });
        return { answer: r.text, minutes: r.minutes, mode: r.mode, km: Math.round(r.km * 10) / 10 };
      },
    }),
    find_restaurants: tool({
      description:
        "Places to eat near a place (or where a day is spent): serving the meal, open at its usual hour, suiting every diet (the trip's by default) and the budget.",
      inputSchema: z.object({
        near: placeText.optional().describe("A place, a city or an item's ref (2.3)"),
        day: day.optional().describe("Where that day is spent, when no place is given"),
        meal: z.enum(["breakfast", "lunch", "dinner"]).optional(),
        diets: z.array(ZDietName).optional().describe("Default: the trip's diets"),
        cuisines: z.array(z.string().max(40)).max(5).optional(),
      }),
      execute: async (q) => {
        look("find_restaurants");
        const days = await state.itinerary();
        let near: { name: string; lat: number; lng: number } | null = null;
        if (q.near) {
          const p = placeNamed(q.near, state, days);
          if ("error" in p) return p;
          near = p;
        } else {
          const trip = tripDays(state.plan, days);
          const d = q.day ? trip[q.day - 1] : undefined;
          if (q.day && !d) return { error: `The trip has days 1 to ${trip.length}; there is no day ${q.day}.` };
          const dest = state.plan.destination;
          near = d?.point
            ? { name: d.city, ...d.point }
            : dest
              ? { name: dest.name, lat: dest.lat, lng: dest.lng }
              : null;
        }
        if (!near) return { error: "Near where? Give a place or a city." };
        const planned = new Map<string, number[]>();
        days.forEach((d, i) => {
          for (const it of d.items)
            if (it.meal && it.place) planned.set(it.place.name, [...(planned.get(it.place.name) ?? []), i + 1]);
        });
        const r = await placesToEat({
          near,
          ...(q.meal ? { meal: q.meal } : {}),
          diets: q.diets ?? state.plan.food.diets,
          cuisines: q.cuisines ?? state.plan.food.cuisines,
          tier: state.plan.budget,
          tools: state.tools,
          planned,
        });
        state.found.places.push(...r.places.filter((p) => !state.found.places.some((x) => x.name === p.name)));
        return {
          answer: r.text,
          restaurants: r.restaurants.map((x) => ({
            name: x.name,
            cuisine: x.cuisine,
            price_level: x.price,
            hours: `${x.opens}-${x.closes}`,
            diets: x.diets,
          })),
        };
      },
    }),
    trip_cost: tool({
      description: "What the trip costs so far as planned: flights, stays, meals, tickets and journeys for the party.",
      inputSchema: z.object({}),
      execute: async () => {
        look("trip_cost");
        const r = costSoFar({ plan: state.plan, itinerary: await state.itinerary() });
        return { answer: r.text, total: r.total, bookable: r.bookable };
      },
    }),
    packing_list: tool({
      description: "What to pack for the trip, from its weather, places and plans.",
      inputSchema: z.object({}),
      execute: async () => {
        look("packing_list");
        const days = await state.itinerary();
        const weather = await weatherOn({ plan: state.plan, itinerary: days, tools: state.tools, now: state.turn.now });
        const r = packingList({ plan: state.plan, itinerary: days, weather: weather.days });
        return { answer: r.text };
      },
    }),
  };
}

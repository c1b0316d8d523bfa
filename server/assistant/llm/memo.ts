import { canonicalJson } from "../../itinerary/derive";
import type { Toolbox } from "../tools";

// One turn's searches, remembered: the language model often asks for the same thing twice (once
// to answer, once more after it set the plan), and the planner then searches for the plan's
// stays what the model may already have found. Within a turn, the same search with the same
// input is sent once; a second asker gets the first answer (a search still in flight is shared,
// not sent again). `uses` stays the inner toolbox's list, so ctx.tool_uses shows each search once.
// A turn's memo lives as long as the turn: the next message searches afresh.

type Method = "flights" | "hotels" | "places" | "forums" | "weather";
type HotelQ = Parameters<Toolbox["hotels"]>[0];
type HotelA = Awaited<ReturnType<Toolbox["hotels"]>>;

export type MemoToolbox = Toolbox;

/** Undefined fields are dropped and keys ordered, so `{a, b: undefined}` and `{a}` are one search. */
const keyOf = (method: Method, q: object) => `${method}:${canonicalJson(JSON.parse(JSON.stringify(q)))}`;

const nightsOf = (q: HotelQ) => Math.max(1, Math.round((Date.parse(q.checkOut) - Date.parse(q.checkIn)) / 86_400_000));

export function memoToolbox(inner: Toolbox): MemoToolbox {
  const answers = new Map<string, Promise<unknown>>();

  function once<Q extends object, A>(method: Method, q: Q, call: (q: Q) => Promise<A>): Promise<A> {
    const key = keyOf(method, q);
    const known = answers.get(key) as Promise<A> | undefined;
    if (known) return known;
    const answer = call(q);
    answers.set(key, answer);
    return answer;
  }

  return {
    uses: inner.uses,
    flights: (q) => once("flights", q, inner.flights),
    places: (q) => once("places", q, inner.places),
    forums: (q) => once("forums", q, inner.forums),
    weather: (q) => once("weather", q, inner.weather),
    hotels(q) {
      // A capped search ("under $150 a night") is the same search uncapped, filtered: both hotel
      // providers fetch and then drop what costs more a night than the cap (offline per room,
      // Duffel per stay). When the uncapped answer is known, the capped one is built from it.
      if (q.maxPrice !== undefined) {
        const { maxPrice, ...open } = q;
        const known = answers.get(keyOf("hotels", open)) as Promise<HotelA> | undefined;
        if (known && !answers.has(keyOf("hotels", q))) {
          const rooms = q.rooms ?? 1;
          // None under the cap among the known ones: the provider may still find some (it looks
          // further for a capped search), so that one is asked after all.
          const filtered = known.then((a) => {
            const hotels = a.hotels.filter(
              (h) => h.total_price >= 0 && h.total_price / nightsOf(q) / rooms <= maxPrice,
            );
            return hotels.length ? { ...a, hotels } : inner.hotels(q);
          });
          answers.set(keyOf("hotels", q), filtered);
          return filtered;
        }
      }
      return once("hotels", q, inner.hotels);
    },
  };
}

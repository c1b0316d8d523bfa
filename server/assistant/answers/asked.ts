import { distanceKm } from "../../travel/geo/distance";
import { findPlaces } from "./find-place";
import { type AnswerKind, asks, monthTown, type Question } from "./question-kinds";
import { modesAsked, type RoutePoint, withoutWays } from "./route";
import { clip, plain } from "./text";
import { tripDays, tripStops } from "./trip";
import { findDays } from "./which-day";

// A question as read once, before any topic answers it: its words, the trip's days and stops, the
// places and days it names, and which kinds of question its words ask. Every topic's answer reads
// from this.

export type Asked = NonNullable<ReturnType<typeof readAsked>>;

/** The question read, or null when it has no words. */
export function readAsked(q: Question) {
  const message = clip(q.message);
  const text = plain(message);
  if (!text.trim()) return null;
  const { plan, itinerary, now } = q;
  const trip = tripDays(plan, itinerary);
  const stops = tripStops(plan, itinerary);
  // (Without its words for ways of travel: "the train to Cordoba" names no "Train Street".)
  const found = findPlaces(withoutWays(message), plan, itinerary);
  // "a taxi from the airport in Rome": the airport is the town's own, not a sight named for one
  // ("Airport Mesa") far from the town named or the trip.
  const town = found.find((m) => m.place.kind === "city")?.place ?? stops[0];
  const matches = /\bairport\b/.test(text)
    ? found.filter(
        (m) =>
          m.place.kind === "city" ||
          !/\bairport\b/.test(plain(m.place.name)) ||
          (town && distanceKm(m.place, town) <= 60),
      )
    : found;
  // "how chilly does it get in march?": a month is no town ("March", Cambridgeshire; "May"), unless the
  // trip stops there.
  const places = matches
    .map((m) => m.place)
    .filter((p) => !(p.kind === "city" && monthTown.test(plain(p.name)) && !stops.some((st) => st.name === p.name)));
  const named = places[0];
  const { days, dates } = findDays(message, trip, now);
  const kinds = asks.filter(([, re]) => re.test(text)).map(([k]) => k);
  const first = (k: AnswerKind) => kinds.includes(k);
  const stayOf = (n?: number): (RoutePoint & { name: string }) | undefined => {
    const d = n ? trip[n - 1] : undefined;
    const stop = (d && stops.find((s) => s.name === d.city)) ?? stops[0];
    return stop
      ? { name: stop.name, lat: stop.lat, lng: stop.lng, country_code: stop.country_code, airport: stop.airport }
      : undefined;
  };
  const destination = named ?? (plan.destination ? { ...plan.destination, kind: "city" as const } : undefined);
  // (For "which is better for a first trip, Rome or Paris?": both, side by side, and the choice left to the traveller.
  // A town named like a topic word ("Cash" in "cash or card in germany?") is the topic, not a town.
  const cities = places.filter(
    (p) => p.kind === "city" && !asks.some(([k, re]) => k !== "day" && re.test(plain(p.name))),
  );
  // "better to take the ferry or fly from Athens?", "is there a night train to Vienna?": a way of
  // travel asked about to or from a place is a route, unless it asks when the plan has it.
  const asked = modesAsked(text);
  const waysAsked =
    asked.length > 0 &&
    places.some((p) => p.kind === "city") &&
    /\b(?:from|to|between|or|there)\b/.test(text) &&
    !/\b(?:what time|when|which day|what day|which date|what date)\b/.test(text);
  // "how much is a taxi from the airport?": the ride, with its fare said to be unknown, not the trip's total.
  const rideFare =
    first("cost") && /\b(?:taxi|taxis|cab|uber|transfer|shuttle)\b/.test(text) && /\b(?:from|to)\b/.test(text);
  return {
    ...q,
    message,
    text,
    trip,
    stops,
    found,
    matches,
    places,
    named,
    days,
    dates,
    kinds,
    first,
    stayOf,
    destination,
    cities,
    asked,
    waysAsked,
    rideFare,
  };
}

import { regionsNamedIn } from "../../travel/geo/regions";
import type { Asked } from "./asked";
import { dayTripAnswer, dayTripsFrom, excursionNamed, weighsOvernight } from "./day-trips";
import type { Answer } from "./question-kinds";
import { plain } from "./text";
import { kindAsked, placesOfKind, thingAsked, thingsToDo } from "./things-to-do";

// Questions of what to do and see: a thing to do by its word, places of a kind, day trips, and a
// far sight of the day-trip table.

/** Things to do, places of a kind, or a day trip, for a question about them. */
export function sightsQuestion(a: Asked): Answer | null | undefined {
  const { message, text, itinerary, stops, places, named, days, kinds, first, waysAsked } = a;
  // "where can we watch flamenco?", "where is good for sundown views?": a thing to do, by its word,
  // in what is on file for the trip's towns (or the town named).
  const toDo = thingAsked(message);
  // The town named, else the trip's stops, else the towns of a region named ("beaches in the Algarve").
  const regionTowns = (regionsNamedIn(text)[0]?.region.cities ?? [])
    .slice(0, 4)
    .map((c) => ({ name: c.name, lat: c.lat, lng: c.lng }));
  const towns = named?.kind === "city" ? [named] : regionTowns.length ? regionTowns : stops;
  if (toDo && towns.length && (!named || named.kind === "city") && !waysAsked && !kindAsked(message))
    return { kind: "nearby", text: thingsToDo(toDo, towns) };
  // "what's there to do at night?", "which area should we stay in?": the places of that kind on file.
  // (A word of the kind asked, "beaches", may match a sight's name: the kind is what is asked.)
  // Not when a place is named in full ("what time does Praia da Rocha beach close?") or another
  // topic is asked ("is the market open on sunday?").
  const kindOf =
    (!named || named.kind === "city" || !text.includes(plain(named.name))) &&
    kinds.every((k) => k === "day" || k === "nearby" || k === "worth")
      ? kindAsked(message)
      : undefined;
  const hotelName = itinerary.flatMap((d) => d.items).find((it) => it.hotel)?.hotel?.hotel_name;
  const ofKind = kindOf && towns.length ? placesOfKind(kindOf, towns, hotelName) : undefined;
  if (ofKind) return { kind: "nearby", text: ofKind };

  // "best day trips from Rome?", "any good day trips?": the table's far sights done from there.
  if (
    /\bday trips?\b|\bexcursions?\b/.test(text) &&
    /^(?:what|which|best|any|good|recommend|suggest|ideas|where)\b|\b(?:best|good|recommend\w*|suggest\w*|ideas?)\b/.test(
      text,
    ) &&
    !excursionNamed(message)
  ) {
    const from = named?.kind === "city" ? [named] : stops.length ? stops : regionTowns;
    const list = from.length ? dayTripsFrom(from) : undefined;
    if (list) return { kind: "nearby", text: list };
  }

  // "can we see Giza in a day from Cairo?", "must the Alhambra be reserved in advance?": a far
  // sight of the day-trip table, answered from it (the bases, the time each way, the day it takes).
  const excursion = excursionNamed(message);
  // "Milford Sound from Queenstown, how long is the drive?", "is it possible by train from
  // Munich?": a way of travel asked from the trip's own town is still the outing's question.
  const fromStops =
    waysAsked &&
    places
      .filter((p) => p.kind === "city")
      .every(
        (p) => stops.some((st) => plain(st.name) === plain(p.name)) && !excursion?.aliases.includes(plain(p.name)),
      );
  if (
    excursion &&
    (!waysAsked || fromStops) &&
    (first("booking") ||
      first("route") ||
      first("worth") ||
      (first("hours") && fromStops) ||
      /\bday trip\b/.test(text) ||
      !kinds.length ||
      (first("day") && !days.length))
  )
    return {
      kind: first("booking") ? "booking" : "route",
      text: `${dayTripAnswer({
        excursion,
        places: [...stops, ...places.filter((p) => p.kind === "city")],
        booking: first("booking"),
        overnight: weighsOvernight(text),
        // "from Alice Springs": the town the outing would start from, as the question says it.
        from: places.find(
          (p) =>
            p.kind === "city" &&
            new RegExp(`\\bfrom (?:the )?${plain(p.name).replace(/[^a-z0-9 ]/g, "")}\\b`).test(text),
        ),
      })}${first("hours") ? ` I don't have the opening hours of ${excursion.name} on file, so I won't guess them: many sights keep shorter hours (or close some days) out of season, so check its official website for your dates.` : ""}`,
    };
  return undefined;
}

import type { TItineraryDay } from "../../../common/api/trips";
import { kindsSearchedBy } from "../../../common/travel/place-kinds";
import { formatDuration, type Mode } from "../../planner/transport";
import { airportByCode } from "../../travel/geo/airports";
import { distanceKm } from "../../travel/geo/distance";
import { geocode } from "../../travel/geo/gazetteer";
import { catalogue } from "../../travel/places/catalogue/index";
import type { Plan } from "../plan";
import type { Answer, AnswerKind } from "./answer-question";
import type { FoundPlace } from "./find-place";
import { type RoutePoint, routeTime } from "./route";
import { plain } from "./text";
import { childFareOf, freeFareOf, transitCardOf } from "./transit-cards";
import { dayLabel, type TripDay } from "./trip";

// Questions of getting from A to B ("how long to Sintra?", "the ferry or fly from Athens?", "from
// the airport to our riad"): which two points the question means, and the estimate between them.

export type RouteQuestion = {
  text: string;
  places: FoundPlace[];
  /** The towns named, less any named like a topic word. */
  cities: FoundPlace[];
  named: FoundPlace | undefined;
  days: number[];
  stayOf: (day?: number) => (RoutePoint & { name: string }) | undefined;
  itinerary: readonly TItineraryDay[];
  plan: Plan;
  trip: TripDay[];
  asked: { mode: Mode; word: string }[];
  rideFare: boolean;
  first: (k: AnswerKind) => boolean;
};

// Farther than this from the trip, an end of a journey is a namesake or a word misread as a place
// ("Córdoba" in Argentina on a trip to Seville, "Rodeo Drive" for "a long drive").
const FAR_KM = 2000;

/** The route a question asks for, or null when it names no two points to go between. */
/** The stay's own airport, as a point to go from or to; undefined when the map knows none. */
function airportOf(stay: RoutePoint & { name: string }): (RoutePoint & { name: string }) | undefined {
  const code = stay.airport ?? geocode(stay.name)?.airports[0]?.code;
  const ap = code ? airportByCode(code) : undefined;
  return ap
    ? { name: `${ap.name} (${ap.code})`, lat: ap.lat, lng: ap.lng, country_code: stay.country_code, airport: ap.code }
    : undefined;
}

export function routeQuestion(q: RouteQuestion): Answer | null {
  const { text, places, cities, named, days, stayOf, itinerary, plan, trip, asked, rideFare, first } = q;
  // "do we need a car in Seville or is walking fine?", "can we walk everywhere in Kyoto?": a way
  // of getting about within the town the trip stays in, no journey out of it.
  const home = stayOf(days[0]);
  const homeNames = [home?.name, plan.destination?.name].filter((n): n is string => !!n).map((n) => plain(n));
  if (
    home &&
    asked.length + (/\b(?:walk|walking|walkable|on foot)\b/.test(text) ? 1 : 0) > 0 &&
    homeNames.some((n) => new RegExp(`\\b(?:in|around) ${n.replace(/[^a-z0-9 ]/g, "")}\\b`).test(text)) &&
    !/\b(?:to|from|between)\b/.test(text)
  )
    return inTownAnswer(home.name, asked);
  const hotelFrom = /\b(?:our|my|the) (?:hotel|stay|apartment|airbnb|place)\b/.test(text);
  let from: RoutePoint | undefined;
  let to: RoutePoint | undefined;
  // "from haneda to the hotel": one of the stay's airports named by a word of its name or its
  // code, whatever town a map matched that word to ("Handa" for "haneda").
  const stayHere = stayOf(days[0]);
  // ("the station in Siena" names the town, not Siena's airport, when Siena is a town named.)
  const apSaid = stayHere ? airportNamedIn(text, stayHere, cities) : undefined;
  if (stayHere && apSaid) {
    const airport = {
      name: `${apSaid.name} (${apSaid.code})`,
      lat: apSaid.lat,
      lng: apSaid.lng,
      // (The stay's own country: the airport table names countries, not codes.)
      country_code: stayHere.country_code,
      airport: apSaid.code,
    };
    const toIt = new RegExp(`\\bto (?:the )?(?:${apSaid.word}|airport)\\b`).test(text);
    [from, to] = toIt ? [stayHere, airport] : [airport, stayHere];
  }
  // A town named like a topic word ("Metro" in "is the Tokyo metro easy?") is the topic.
  const ends = places.filter((p) => p.kind !== "city" || cities.includes(p));
  if (from && to) {
    // (the airport named, above)
  } else if (ends.length >= 2) {
    // "from A to B" in either order of naming: "to the castle from Alfama" too. Two towns named
    // are the journey, whatever sight a word of the question matched ("Train Street" for "train").
    const [a, b] = (cities.length >= 2 ? cities : ends) as [FoundPlace, FoundPlace];
    const toFirst = /\bto (?:the )?\w+.*\bfrom\b/.test(text) && !/\bfrom\b.*\bto\b/.test(text);
    [from, to] = toFirst ? [b, a] : [a, b];
  } else if (named) {
    const day = days[0] ?? named.days[0];
    const stay = stayOf(day);
    const hotel = itinerary.flatMap((d) => d.items).find((it) => it.hotel)?.hotel?.hotel_name;
    if (stay) from = { ...stay, name: hotelFrom && hotel ? hotel : stay.name };
    to = named;
    // "the ferry from Athens", "how do we get back": the place named is where the way starts.
    const fromNamed = new RegExp(`\\bfrom (?:the )?${plain(named.name).replace(/[^a-z0-9 ]/g, "")}\\b`).test(text);
    if (fromNamed || /\bback\b|\bfrom (?:the )?\w+ to (?:our|my|the) (?:hotel|stay)\b/.test(text))
      [from, to] = [to, from];
    // "how long is the SGR to Mombasa?" with Mombasa the stay: the way there, from the stop
    // before it or from home.
    if (
      from &&
      to &&
      named.kind === "city" &&
      distanceKm(from, to) < 5 &&
      new RegExp(`\\bto (?:the )?${plain(named.name).replace(/[^a-z0-9 ]/g, "")}\\b`).test(text)
    ) {
      const at = trip.findIndex((d) => plain(d.city) === plain(named.name));
      const before =
        at > 0
          ? trip
              .slice(0, at)
              .reverse()
              .find((d) => plain(d.city) !== plain(named.name))
          : undefined;
      const prior = before ? stayOf(before.n) : undefined;
      const start = prior ?? (plan.origin ? { ...plan.origin } : undefined);
      if (start && distanceKm(start, named) >= 5) from = start;
    }
    // "from the airport to the medina", "the old town to the airport": the stay's airport is the other end.
    const ap = stay && named.kind !== "city" ? airportOf(stay) : undefined;
    if (stay && ap && /\bfrom (?:the )?airport\b/.test(text)) [from, to] = [ap, named];
    else if (stay && ap && /\bto (?:the )?airport\b/.test(text)) [from, to] = [named, ap];
  }
  if (!from || !to) {
    // "from the airport to our riad", "best way from fiumicino to the hotel": the stay's airport
    // (by the word, its code or a word of its name) and the stay, either way round.
    // The trip's stay, or the town named when there is no trip ("a taxi from the airport in Rome").
    const townNamed = named?.kind === "city" ? named : undefined;
    const stay = stayOf(days[0]) ?? townNamed;
    // (A town the catalogue knows carries no airport: the map's town of that name does.)
    const code = stay?.airport ?? (stay ? geocode(stay.name)?.airports[0]?.code : undefined);
    const ap = code ? airportByCode(code) : undefined;
    const byName =
      ap &&
      plain(ap.name)
        .split(" ")
        // (Not the town's own name, which many airports carry: "Tokyo" of Tokyo Haneda.)
        .some(
          (w) =>
            w.length >= 5 &&
            !/^(?:airport|international|intercontinental)$/.test(w) &&
            !plain(stay?.name ?? "")
              .split(" ")
              .includes(w) &&
            text.includes(w),
        );
    const saysAirport =
      /\bairport\b/.test(text) || byName || (ap && new RegExp(`\\b${ap.code.toLowerCase()}\\b`).test(text));
    if (stay && ap && saysAirport) {
      const airport = {
        name: `${ap.name} (${ap.code})`,
        lat: ap.lat,
        lng: ap.lng,
        country_code: stay.country_code,
        airport: ap.code,
      };
      const toAirport = /\bto (?:the )?airport\b/.test(text) || (byName && /\bto (?:the )?\w+ airport\b/.test(text));
      [from, to] = toAirport ? [stay, airport] : [airport, stay];
    }
  }
  if ((!from || !to) && !(ends.length >= 2)) {
    // "how far is the hotel from the beach?": the nearest place of that kind to the stay.
    const stay = stayOf(days[0] ?? named?.days[0]);
    const kind = [...text.matchAll(/\b[a-z]+\b/g)].flatMap((w) => kindsSearchedBy(w[0]))[0];
    const nearest = stay && kind && !named ? nearestOfKind(stay, kind) : undefined;
    if (stay && nearest) {
      [from, to] = [stay, nearest];
      // The hotel's own position is not on file: the distance is from the centre, and said so.
      if (hotelFrom)
        return {
          kind: "route",
          text: `${routeTime({ from, to, transport: plan.transport }).text} (I don't have your hotel's exact position, so this is from the centre of ${stay.name}.)`,
        };
    }
  }
  // "would you recommend the train between them?", "is flying really the best way?": a way of
  // travel asked of the trip's own journeys, with no town named: between its two stays, or from home.
  if (!from || !to) {
    const leg = tripLeg(q);
    if (leg) [from, to] = leg;
  }
  if (from && to) [from, to] = [nearTrip(from, text, stayOf()), nearTrip(to, text, stayOf())];
  if (!from || !to) return first("transit") ? transitAnswer(text, stayOf(days[0])?.name ?? cities[0]?.name) : null;
  // "do we need a car in Seville or is walking fine?": no journey, the town itself asked about.
  if (from.name === to.name && distanceKm(from, to) < 1) return inTownAnswer(from.name, asked);
  const r = routeTime({ from, to, transport: plan.transport, asked });
  // "how much is a taxi from the airport?": fares within a city are not on file.
  const fare =
    rideFare && (r.mode === "ride" || r.mode === "walk" || r.mode === "day-trip")
      ? " I don't have taxi or transfer fares on file: the airport's or city's official site lists the fixed or metered fares, and a ride-hail app shows a price before you book."
      : "";
  // "how early should we get to the airport?": the airlines' usual advice, with the flight on the plan.
  const early = /\bhow early\b|\bwhat time should (?:we|i) (?:leave|get|be)\b|\bhow (?:long|much time) before\b/.test(
    text,
  )
    ? ` ${AIRPORT_ADVICE}${(() => {
        const fly = trip
          .flatMap((d) => d.items.filter((it) => /^Fly /.test(it.activity)).map((it) => ({ d, it })))
          .pop();
        return fly
          ? ` Your flight home on the plan: **${dayLabel(fly.d)}** at ${fly.it.time} (${fly.it.activity}).`
          : "";
      })()}`
    : "";
  // "do we need to book the ferry?": seats are not something Lotus can see.
  const book = /\b(?:book|booking|tickets?|reserve|sell out)\b/.test(text)
    ? " I can't see seats or availability: in busy months, book ferries, trains and flights as soon as your dates are fixed."
    : "";
  // "which class?", "is first class worth it on the train?": what the classes usually differ in.
  const seats = /\b(?:which|what) class\b|\bfirst class\b|\bsecond class\b|\beconomy or\b|\bstandard or first\b/.test(
    text,
  )
    ? " Long-distance trains and ferries usually sell **First** (or Business) and **Economy** (Standard, Second) class: First buys a wider, quieter seat and more room for bags, worth it for a ride of more than about 3 hours or in the busiest seasons; Economy is comfortable enough for shorter rides. I don't have the fares of each class on file: the operator's site sells both."
    : "";
  return {
    kind: "route",
    text: `${r.text}${/\bday trip\b/.test(text) ? dayTripVerdict(r.minutes) : ""}${fare}${early}${book}${seats}`,
  };
}

// The trip's own stays, said without their names: "between them", "from one to the other".
const betweenStays =
  /\bbetween (?:them|the two|those two|these two|both|the (?:two )?(?:cities|towns|stops|places|stays))\b|\bfrom one to the other\b|\bto the next (?:city|town|stop|place)\b/;
// The way there, said without a town: "is flying the best way?", "can we get there by train?".
const wayThere =
  /\b(?:get there|getting there|go there|the best way|best option|instead of (?:flying|a flight|the flight)|rather than (?:fly|flying)|(?:fly|flying|flight|flights|plane) (?:really |actually )?(?:necessary|needed|the best|worth it|best)|(?:need|have) to fly)\b/;

/** A journey of the trip asked about by a way of travel, with no town named: between its stays, or from home. */
export function tripLeg(q: Pick<RouteQuestion, "text" | "plan" | "trip" | "stayOf" | "asked" | "places">) {
  const { text, plan, trip, stayOf, asked, places } = q;
  if (!asked.length || places.some((p) => p.kind === "city")) return undefined;
  const first = stayOf(1);
  if (!first) return undefined;
  if (betweenStays.test(text)) {
    const next = trip.find((d) => d.city !== trip[0]?.city && !d.travelling);
    const other = next ? stayOf(next.n) : undefined;
    return other && other.name !== first.name ? ([first, other] as const) : undefined;
  }
  if (plan.origin && wayThere.test(text)) return [{ ...plan.origin }, first] as const;
  return undefined;
}

/**
 * An end of the journey, kept near the trip: a town's namesake in the trip's own country when the
 * one first found is far off, a far town kept only when the traveller named it, else none.
 */
function nearTrip(
  p: RoutePoint,
  text: string,
  stay: (RoutePoint & { name: string }) | undefined,
): RoutePoint | undefined {
  if (!stay || distanceKm(p, stay) <= FAR_KM) return p;
  const town = (p as Partial<FoundPlace>).kind === "city";
  if (town && stay.country_code) {
    const g = geocode(`${p.name}, ${stay.country_code}`);
    if (g && distanceKm(g, stay) <= FAR_KM)
      return {
        name: g.name,
        lat: g.lat,
        lng: g.lng,
        country_code: g.country_code,
        airport: g.airports[0]?.code ?? null,
      };
  }
  const said = plain(p.name).replace(/[^a-z0-9 ]/g, "");
  return town && said && new RegExp(`\\b${said}\\b`).test(text) ? p : undefined;
}

/** "do we need a car in Seville or is walking fine?": getting about within the town. */
function inTownAnswer(town: string, asked: { mode: Mode; word: string }[]): Answer {
  const car = asked.some((a) => a.mode === "drive")
    ? ` You won't need a car in ${town} itself: parking is scarce and dear in most old centres, so hire one only for days out of town.`
    : "";
  return {
    kind: "route",
    text: `Your plan keeps each day's sights close together in ${town}, with walking time between near ones and a taxi or public-transport ride (waiting included) between far ones.${car} Ask me *"how long from A to B?"* for any two places on your plan.`,
  };
}

// What airlines advise for getting to the airport, in the words most of them use on their sites.
export const AIRPORT_ADVICE =
  "Airlines usually ask you to be at the airport about **2 hours** before a short-haul or domestic flight and **3 hours** before a long-haul one; your airline's check-in and bag-drop closing times are the ones that count.";

/** "is a day trip to Ha Long doable?": the time each way, weighed against a day out. */
function dayTripVerdict(minutes: number): string {
  if (!minutes) return "";
  const both = formatDuration(minutes * 2);
  if (minutes <= 120) return ` That makes an easy day trip (about ${both} there and back).`;
  if (minutes <= 210)
    return ` As a day trip it is doable but long (about ${both} on the road there and back): leave early, or stay overnight to see it without rushing.`;
  return ` That is too far for a comfortable day trip (about ${both} there and back): stay overnight, or take an organised tour that does the driving.`;
}

/** The airport of a stay's town that the text names by its code or a word of its own name. */
function airportNamedIn(
  text: string,
  stay: RoutePoint & { name: string },
  towns: readonly (RoutePoint & { name: string })[] = [],
): { code: string; name: string; lat: number; lng: number; word: string } | undefined {
  const codes = new Set<string>([
    ...(stay.airport ? [stay.airport] : []),
    ...(geocode(stay.name)?.airports.map((a) => a.code) ?? []),
  ]);
  const town = plain(stay.name).split(" ");
  for (const code of codes) {
    const ap = airportByCode(code);
    if (!ap || distanceKm(ap, stay) > 120) continue;
    // A word of another town named away from the airport ("the station in Siena") is that town,
    // unless it is said with "airport"; a place the map knows at the airport ("Heathrow") is it.
    // (Only a town near the stay: "Heathrow" matched to a far namesake is still the airport.)
    const named = towns
      .filter((t) => distanceKm(t, ap) > 5 && distanceKm(t, stay) <= 150)
      .flatMap((t) => plain(t.name).split(" "));
    const says = (w: string) =>
      new RegExp(`\\b${w}\\b`).test(text) &&
      (!named.includes(w) || new RegExp(`\\b${w} (?:international )?airport\\b`).test(text));
    const words = plain(ap.name)
      .split(" ")
      .filter(
        (w) => w.length >= 5 && !town.includes(w) && !/^(?:airport|international|intercontinental|regional)$/.test(w),
      );
    const word = [...words, code.toLowerCase()].find(says);
    if (word) return { code: ap.code, name: ap.name, lat: ap.lat, lng: ap.lng, word };
  }
  return undefined;
}

/** The catalogue's place of this kind nearest to a point, within a city's reach (15 km). */
function nearestOfKind(p: RoutePoint, kind: string): (RoutePoint & { name: string }) | undefined {
  let best: { name: string; lat: number; lng: number; km: number } | undefined;
  for (const city of catalogue)
    if (distanceKm(city, p) <= 40)
      for (const place of city.places)
        if (place.category === kind) {
          const km = distanceKm(place, p);
          if (km <= 15 && (!best || km < best.km)) best = { name: place.name, lat: place.lat, lng: place.lng, km };
        }
  return best && { name: best.name, lat: best.lat, lng: best.lng };
}

/** Getting about by public transport: what is on file (nothing of lines or fares) and how to find out. */
export function transitAnswer(text: string, city: string | undefined, kids = false): Answer {
  const said =
    /\b(subway|metro|underground|tube|tram|trams|bus|buses|public transport|public transit|transit)\b/.exec(
      text,
    )?.[1] ?? "public transport";
  const where = city ? ` in ${city}` : "";
  // "is it easy if we don't read japanese?", "can we manage without speaking the language?": the
  // signs asked about, whatever language is named.
  const english =
    /\benglish\b|\b(?:read|reading|speak|speaking|understand|understanding|know|knowing)(?: (?:any|a word of|much|the))? (?:[a-z]+ese|arabic|thai|korean|russian|greek|hebrew|hindi|chinese|mandarin|cantonese|cyrillic|characters|script|alphabet|language|local language)\b|\blanguage barrier\b/.test(
      text,
    )
      ? " In most big cities the metro's signs, maps and ticket machines have English, and station names are written in the Latin alphabet too;"
      : "";
  const card = transitCardOf(city);
  // Children on the trip, or asked about: what they pay.
  const childFare = kids || /\b(?:kids?|children|child|son|daughter)\b/.test(text) ? childFareOf(city) : undefined;
  const children = childFare
    ? ` In ${city}, ${childFare}.`
    : kids || /\b(?:kids?|children|child)\b/.test(text)
      ? " Children usually ride free or at a reduced fare up to a set age: the operator's site gives the ages."
      : "";
  // ("is public transport really free there?": where fares are free, or free to residents only, said first.)
  const free = freeFareOf(city, undefined);
  return {
    kind: "transit",
    text: `${free ? `${free}.\n\n` : ""}I don't have the ${said} lines, fares or timetables${where} on file, so I can't say how easy it is from data.${english} the official transit app or Google Maps shows the lines and the next trains, and ${card ?? "a rechargeable transit card (or a contactless bank card where it is accepted)"} saves queuing for single tickets. Your plan allows taxi or transit time between stops; ask me *"how long from A to B?"* for any two of them.${children}`,
  };
}

import { DateTime } from "luxon";
import type { TItineraryDay } from "../../../common/api/trips";
import { kindsSearchedBy } from "../../../common/travel/place-kinds";
import type { TPlace } from "../../../common/travel/schemas";
import { ZDietName } from "../../../common/travel/trip-model";
import { hhmm, visitWindows } from "../../planner/days";
import { formatDuration } from "../../planner/transport";
import { airportByCode } from "../../travel/geo/airports";
import { distanceKm } from "../../travel/geo/distance";
import { findRegion, regionsNamedIn } from "../../travel/geo/regions";
import { catalogue } from "../../travel/places/catalogue/index";
import type { TMeal } from "../../travel/places/catalogue/schema";
import { typicalTemperature } from "../../travel/weather/climate";
import type { Plan } from "../plan";
import type { Toolbox } from "../tools";
import { costSoFar } from "./cost";
import { countryIn, countryPoint } from "./countries";
import { countryAlias } from "./country-facts";
import { dayPlan } from "./day-plan";
import { placesToEat } from "./eat";
import { type FoundPlace, findPlaces } from "./find-place";
import { inEnglish, inEnglishNote } from "./foreign";
import { type GeneralTopic, generalAnswer } from "./general";
import { explainTerms } from "./glossary";
import { packingList } from "./packing";
import { type RoutePoint, routeTime } from "./route";
import { clip, listOf, plain } from "./text";
import { timeDifference, utcOffset } from "./time-zone";
import { dayLabel, tripDays, tripStops } from "./trip";
import { askedMinutes, compareCities, openingHours, sightsAround, worthIt } from "./visit";
import { weatherOn } from "./weather";
import { findDays, findMonth } from "./which-day";

// A question about a trip, answered from data in a few lines, the plan and itinerary untouched:
// what is asked is read from the message's words (weather, food, getting about, a place's worth
// or hours, a day, the cost, packing, or what Lotus cannot know), the places and days it names
// are found, and the lookup for that kind answers. Null when the question is not one of these,
// so the engine can fall back to what it does with any other message.

export type AnswerKind =
  | "weather"
  | "eat"
  | "route"
  | "hours"
  | "worth"
  | "nearby"
  | "day"
  | "when"
  | "cost"
  | "packing"
  | "compare"
  | "glossary"
  | "time"
  | "transit"
  | GeneralTopic;

export type Answer = { kind: AnswerKind; text: string; places?: TPlace[] };

export type Question = {
  message: string;
  plan: Plan;
  itinerary: TItineraryDay[];
  now: DateTime;
  tools: Toolbox;
};

const monthName =
  /\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t|tember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b/g;

// What is asked, by its words, in the order they are tried: the more particular first ("the
// best time" before the weather, packing before the weather it depends on).
const asks: [AnswerKind, RegExp][] = [
  ["visa", /\b(?:visas?|entry requirements?|passports?|border|id cards?|travel documents?|esta|etias)\b/],
  ["aurora", /\b(?:northern lights|southern lights|aurora(?: borealis| australis)?)\b/],
  ["season", /\b(?:wet|rainy|dry|monsoon|hurricane|typhoon|cyclone) seasons?\b|\bmonsoon\b/],
  ["rides", /\b(?:uber|lyft|bolt|grab|careem|didi|ola|ride[- ]?hailing|ride[- ]?share|rideshare)\b/],
  [
    "connectivity",
    /\b(?:e ?sims?|sim cards?|sims?|pocket wi ?fi|portable wi ?fi|mobile data|data plan|data roaming|roaming|phone plan|cell (?:plan|service)|internet on my phone|stay connected)\b/,
  ],
  [
    "dress",
    /\bdress (?:code|codes|rules?)\b|\b(?:wear|wearing|shorts|sleeveless|miniskirts?|bare shoulders|dressed)\b.*\b(?:temples?|mosques?|churches|church|cathedrals?|shrines?|religious|holy|sacred|vatican|basilica|pagodas?|monaster(?:y|ies))\b|\b(?:temples?|mosques?|churches|church|cathedrals?|shrines?|vatican|basilica)\b.*\b(?:wear|dress|cover|covered|shorts|shoulders|knees|headscarf|scarf)\b|\b(?:headscarf|head scarf|cover (?:my|her|his|our|your) (?:hair|head|shoulders|knees))\b/,
  ],
  [
    "events",
    /\b(?:fireworks?|new year'?s eve|nye|hogmanay|festivals?|parades?|carnival|concerts?|live music|events?)\b(?!.*\bday \d)/,
  ],
  [
    "passes",
    /\b(?:interrail|eurail|jr pass|japan rail pass|rail ?pass(?:es)?|train pass(?:es)?|swiss (?:travel )?pass|bahncard|travel pass|transit pass|metro pass|city pass|tourist pass)\b/,
  ],
  [
    "health",
    /\b(?:vaccines?|vaccinations?|vaccinated|jabs?|immuni[sz]ations?|inoculations?|boosters?|malaria|yellow fever|rabies|typhoid|cholera|hepatitis|dengue|zika|altitude|elevation|acclimati[sz]e|acclimati[sz]ation|soroche|shots?|medical|medicine)\b/,
  ],
  [
    "water",
    /\b(?:tap water|drinking water|drink(?:ing)? (?:the )?(?:tap )?water|water (?:safe|ok|okay|drinkable)|bottled water|filtered water)\b/,
  ],
  [
    "safety",
    /\b(?:safe|safety|dangerous|danger|crime|scams?|pickpockets?|sketchy|dodgy|unsafe)\b|\b(?:areas?|neighbou?rhoods?|parts?|streets?|districts?|places?) (?:\w+ ){0,3}avoid\b|\bavoid (?:\w+ ){0,3}(?:at night|after dark)\b/,
  ],
  [
    "currency",
    /\b(?:currency|exchange rate|cash|atms?|cards? accepted|(?:pay|paying) (?:by|with|in) (?:card|cash)|(?:credit|debit) cards?|local money|usd|eur|gbp|euros?|dollars?|yen|pounds?|dirhams?|pesos?|rupees?|baht|yuan|lira|francs?|kron[aeo]r?|rand|dinars?|shillings?|naira|cedis?|reais)\b(?! so far)/,
  ],
  [
    "time",
    /\btime (?:difference|zones?|gap|change)\b|\btimezones?\b|\bhours? (?:ahead|behind)\b|\bwhat time is it (?:in|there|back)\b/,
  ],
  [
    "tipping",
    /\b(?:tip|tipping|tipped|gratuity|gratuities)\b|\btips? (?:in|for|at|the|a|waiters?|taxis?|drivers?|guides?)\b|\bhow much (?:to|should (?:i|we)|do (?:you|i|we|people)) tip\b/,
  ],
  [
    "plugs",
    /\b(?:plugs?|adapters?|adaptors?|sockets?|voltage|power outlets?|outlets?|converter|hair ?dryer|chargers?)\b/,
  ],
  [
    "best_time",
    /\bbest (?:time|month|months|season|weather)\b|\bwhen (?:is it best|should (?:we|i) (?:go|visit))\b|\bwhat month\b/,
  ],
  ["packing", /\b(?:pack|packing|bring|take with|wear|clothes|clothing|luggage|suitcase|what shoes)\b/],
  [
    "weather",
    /\b(?:weather|forecast|rain|raining|rainy|temperature|temperatures|degrees|sunny|snow|snowing|umbrella|hot|cold|warm|humid|chilly|freezing|climate|windy)\b/,
  ],
  ["cost", /\b(?:cost|costs|costing|spent|spend|spending|total|how much|price|prices|budget|expensive|afford)\b/],
  [
    "eat",
    /\b(?:eat|eating|food|foodie|dinner|lunch|breakfast|brunch|restaurant|restaurants|cafe|cafes|coffee|bite|meal|meals|supper|vegan|vegetarian|halal|kosher|gluten|tapas|sushi|pizza|seafood|bakery|pastries|pasteis|dessert|street food)\b/,
  ],
  [
    "route",
    /\bfrom \w+(?: \w+){0,5} to\b|\bhow far\b|\bget (?:to|from|there|back)\b|\bgetting (?:to|from|there|around)\b|\bhow long (?:does it take |is it |will it take )?(?:to get|from|to walk|to drive|by)\b|\bwalk(?:ing)? (?:to|from)\b|\bwalkable\b|\bdistance\b|\btaxi\b|\buber\b|\bmetro\b|\bcommute\b|\btravel time\b|\btoo far\b|\bday trip (?:to|from)\b.*\b(?:doable|possible|feasible|realistic|far|worth|long)\b/,
  ],
  [
    "transit",
    /\b(?:subway|metro|underground(?! tours?| ruins| city| level| chambers?)|tube|public transport|public transit|transit|trams?|buses|bus pass|metro card|travel card|transit card|rail pass|oyster|t-?money|suica|pasmo|octopus card|opal card|myki|navigo)\b/,
  ],
  ["hours", /\b(?:open|opens|opening|hours|close|closes|closing|closed|what time does)\b/],
  [
    "booking",
    /\b(?:book|booking|booked|reserve|reservation|reservations|tickets?|in advance|ahead|queue|line|sell out|sold out)\b/,
  ],
  [
    "worth",
    /\b(?:worth|should (?:we|i) (?:go|visit|see|bother|do)|must see|how long (?:should|do|to|would)|how much time|enough time|half (?:a )?day|full day|skip|any good|is it good|recommend)\b/,
  ],
  ["nearby", /\bwhat else\b|\b(?:to do|to see|things) (?:near|around|close to)\b|\bnear(?:by)? .*\b(?:to do|to see)\b/],
  [
    "when",
    /\b(?:when|what time|what day|which day)\b.*\b(?:flight|fly|flying|check ?in|check ?out|train|bus|leave|arrive|land|day trip)\b/,
  ],
  ["day", /\b(?:schedule|agenda|itinerary|plan|planned|doing|on)\b/],
];

// Kinds of place asked about by their common words, for typical hours.
const kindWords: [RegExp, keyof typeof visitWindows, string][] = [
  [/\bmarkets?\b/, "market", "market"],
  [/\bmuseums?\b|\bgaller(?:y|ies)\b/, "museum", "museum"],
  [/\bparks?\b|\bgardens?\b/, "park", "park"],
  [/\bbeach(?:es)?\b/, "beach", "beach"],
  [/\b(?:churches|church|cathedrals?|temples?|mosques?|castles?|palaces?)\b/, "landmark", "sight"],
  [/\b(?:bars?|clubs?|pubs?)\b/, "nightlife", "bar"],
];

const mealOf = (text: string): TMeal | undefined =>
  /\b(?:breakfast|brunch|coffee|pastries|morning)\b/.test(text)
    ? "breakfast"
    : /\blunch\b/.test(text)
      ? "lunch"
      : /\b(?:dinner|supper|tonight|evening)\b/.test(text)
        ? "dinner"
        : undefined;

const cuisineWords =
  /\b(tapas|sushi|ramen|pizza|pasta|seafood|fish|steak|burgers?|curry|indian|thai|chinese|japanese|italian|mexican|french|portuguese|spanish|greek|turkish|lebanese|vietnamese|korean|noodles|dim sum|bbq|barbecue|street food|bakery|pastries|pasteis|dessert|ice cream|gelato|wine|coffee)\b/g;

export async function answerQuestion(q: Question): Promise<Answer | null> {
  try {
    // Asked in another language: answered in English, and said so.
    const english = inEnglish(clip(q.message));
    if (english) {
      const found = await answer({ ...q, message: english });
      return found && { ...found, text: `${inEnglishNote}\n\n${found.text}` };
    }
    return await answer(q);
  } catch {
    // A question that trips over odd data is no reason to fail the turn: the engine falls back.
    return null;
  }
}

async function answer(q: Question): Promise<Answer | null> {
  const message = clip(q.message);
  const text = plain(message);
  if (!text.trim()) return null;
  const { plan, itinerary, now, tools } = q;
  const trip = tripDays(plan, itinerary);
  const stops = tripStops(plan, itinerary);
  const matches = findPlaces(message, plan, itinerary);
  const places = matches.map((m) => m.place);
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

  // "which is better for a first trip, Rome or Paris?": both, side by side, and the choice left to the traveller.
  // A town named like a topic word ("Cash" in "cash or card in germany?") is the topic, not a town.
  const cities = places.filter(
    (p) => p.kind === "city" && !asks.some(([k, re]) => k !== "day" && re.test(plain(p.name))),
  );
  if (
    cities.length >= 2 &&
    /\bor\b/.test(text) &&
    (/\b(?:which|better|best|choose|pick|first|rather)\b/.test(text) || text.split(" ").length <= 8)
  )
    return { kind: "compare", text: compareCities(cities.slice(0, 3)) };

  // "would it be cheaper in Feb or in May?": prices by month are not in the data; said so, with
  // the months asked about.
  const monthsAsked = [...text.matchAll(monthName)].map((m) => m[0]);
  if (
    /\b(?:cheaper|cheapest|more expensive|less expensive|pricier|prices?|fares?)\b/.test(text) &&
    monthsAsked.length
  ) {
    const months = [...new Set(monthsAsked.map((m) => m[0]?.toUpperCase() + m.slice(1)))];
    const where = destination?.name ?? plan.destination?.name;
    return {
      kind: "cost",
      text: `I can't compare prices for ${months.join(" or ")}${where ? ` in ${where}` : ""}: I only see fares and rates for the dates I search, not how they move through the year. Flights and rooms usually cost more in the high season and around school holidays, so check both months on the airline's and hotels' own calendars before you pick.`,
    };
  }

  // "what does 4D3N mean?": the travel term explained.
  if (/\b(?:mean|means|meaning|stand for|stands for|short for)\b/.test(text)) {
    const explained = explainTerms(text);
    if (explained) return { kind: "glossary", text: explained };
  }

  // "the time difference between Sydney and London": the two named, else the trip's home and stay.
  if (first("time")) {
    const home = plan.origin ? { ...plan.origin } : undefined;
    const there = named ?? stayOf(days[0]);
    const [a, b] = places.length >= 2 ? [places[0], places[1]] : [there, there === named ? (stayOf() ?? home) : home];
    const text = a && b && a.name !== b.name ? timeDifference(a, b, now) : a ? utcOffset(a, now) : null;
    if (text) return { kind: "time", text };
  }

  const general = kinds.find((k): k is GeneralTopic =>
    [
      "visa",
      "health",
      "water",
      "safety",
      "currency",
      "tipping",
      "plugs",
      "best_time",
      "rides",
      "season",
      "aurora",
      "dress",
      "connectivity",
      "passes",
      "events",
    ].includes(k),
  );
  if (general) {
    // A country named by its name is the country, whatever town or sight of that name the map
    // found ("Morocco", Indiana; "Bomas of Kenya" for "Kenya").
    // Not when a place of another country is named with it ("Atlanta, Georgia").
    // A sight of another country matched by a stray word ("bad" in "how bad is...") gives way too.
    const said = countryIn(text) ?? aliasCountry(text);
    // "tap water in mexico city": the city named, not a sight another country's map matched by
    // the topic's own words ("White Water Walk"); a dress question is about its sight.
    const city = places.find((p) => p.kind === "city");
    const subject = city && named && named.kind !== "city" && named.country_code !== city.country_code ? city : named;
    const there = (said && places.find((p) => p.country_code === said.code)) ?? subject;
    const country =
      said &&
      (!there || there.country_code === said.code || plain(there.name) === plain(said.name) || there.kind !== "city"
        ? said
        : undefined);
    const point = country && (there?.country_code === country.code ? there : countryPoint(country.code));
    const place =
      (country && point
        ? {
            ...(there?.country_code === country.code ? there : { kind: "city" as const }),
            // A sight matched in the country stands for it only where the question is about the sight.
            name:
              there?.country_code === country.code && (there.kind === "city" || general === "dress")
                ? there.name
                : country.name,
            lat: point.lat,
            lng: point.lng,
            country_code: country.code,
            countryName: country.name,
          }
        : subject) ??
      (plan.destination
        ? {
            name: plan.destination.name,
            lat: plan.destination.lat,
            lng: plan.destination.lng,
            kind: "city" as const,
            country: plan.destination.country,
            country_code: plan.destination.country_code,
          }
        : undefined);
    const months = [...new Set(trip.map((d) => DateTime.fromISO(d.date).month))];
    // The months asked about ("iceland in december") when the trip has none of its own yet.
    const month = findMonth(message);
    if (!months.length && month) months.push(month);
    const asked = askedAbout(general, text);
    // The trip's dates, for an event asked about where the trip goes.
    const fmt = (d: { date: string } | undefined) => (d ? DateTime.fromISO(d.date).toFormat("LLL d") : "");
    const onTrip = !named || stops.some((st) => plain(st.name) === plain(named.name));
    const when = trip.length && onTrip ? `${fmt(trip[0])} - ${fmt(trip[trip.length - 1])}` : undefined;
    // "best month for Patagonia": a region the map has no single point for stands on its first city.
    const region = !place && (general === "best_time" || general === "season") ? regionPoint(text) : undefined;
    return {
      kind: general,
      text: generalAnswer({
        topic: general,
        place: place ?? region,
        year: now.year,
        months,
        text,
        ...(when ? { when } : {}),
        ...(asked ? { asked } : {}),
      }).text,
    };
  }

  if (first("packing")) {
    // "what should I wear in Iceland in December?": no trip yet, but a place and a month to go on.
    const month = findMonth(message);
    // The country named outranks a sight the map matched in it ("National Museum of Iceland").
    const where = !trip.length && month ? (named?.kind === "city" ? named : (countryAt(text) ?? named)) : undefined;
    if (where && month) return { kind: "packing", text: packingForMonth(where, month, now.year) };
    if (!trip.length)
      return {
        kind: "packing",
        text: "Once the trip is planned I can make a packing list from its weather and days. Where and when are you going?",
      };
    const w = await weatherOn({ plan, itinerary, tools, now });
    return { kind: "packing", text: packingList({ plan, itinerary, weather: w.days }).text };
  }

  if (first("weather")) {
    const month = findMonth(message);
    const extra = [...dates];
    if (!days.length && !extra.length && month && !trip.some((d) => DateTime.fromISO(d.date).month === month)) {
      // "the weather in Lisbon in May": the middle of that month, this year or next.
      let d = DateTime.fromObject({ year: now.year, month, day: 15 });
      if (d < now) d = d.plus({ years: 1 });
      extra.push(d.toISODate() as string);
    }
    const place = named && (named.source !== "itinerary" || !days.length) ? named : undefined;
    if (!trip.length && !place && !plan.destination) return null;
    const w = await weatherOn({ plan, itinerary, tools, days, dates: extra, place, now });
    return { kind: "weather", text: w.text };
  }

  if (
    first("cost") &&
    !(named && named.source !== "gazetteer" && !/\b(?:so far|total|trip|overall|altogether|whole|all in)\b/.test(text))
  ) {
    if (!trip.length) return null;
    return { kind: "cost", text: costSoFar({ plan, itinerary }).text };
  }

  if (first("eat") && !(first("route") && places.length >= 2)) {
    const day = days[0] ? trip[days[0] - 1] : undefined;
    const meal = mealOf(text);
    // Near the place named; else, on a day, where that day is before the meal; else the stay.
    let near: (RoutePoint & { name: string }) | undefined = named ? { ...named } : undefined;
    let planned = "";
    if (!near && day) {
      const mealItem = day.items.find((it) => it.meal === (meal ?? "dinner"));
      const before = day.items.filter((it) => it.place && !it.meal && (!mealItem || it.time <= mealItem.time)).pop();
      if (before?.place) near = { name: before.location, lat: before.place.lat, lng: before.place.lng };
      if (mealItem)
        planned = `Your plan for ${dayLabel(day)} has ${mealItem.activity.charAt(0).toLowerCase()}${mealItem.activity.slice(1)} at ${mealItem.time}.\n\n`;
      near ??= day.point ? { name: day.city, ...day.point } : undefined;
    }
    near ??= stayOf();
    if (!near) return null;
    const diets = [
      ...new Set([
        ...plan.food.diets,
        ...ZDietName.options.filter((d) => text.includes(d.replace("-", " ")) || text.includes(d)),
      ]),
    ];
    const cuisines = [
      ...new Set([...plan.food.cuisines, ...[...text.matchAll(cuisineWords)].map((m) => m[1] as string)]),
    ];
    const onPlan = new Map<string, number[]>();
    itinerary.forEach((d, i) => {
      for (const it of d.items)
        if (it.meal && it.place) onPlan.set(it.place.name, [...(onPlan.get(it.place.name) ?? []), i + 1]);
    });
    const r = await placesToEat({ near, meal, diets, cuisines, tier: plan.budget, tools, planned: onPlan });
    return { kind: "eat", text: `${planned}${marketsNote(text, near)}${r.text}`, places: r.places };
  }

  if (first("route") || (places.length >= 2 && /\bfrom\b.*\bto\b|\bbetween\b/.test(text))) {
    const hotelFrom = /\b(?:our|my|the) (?:hotel|stay|apartment|airbnb|place)\b/.test(text);
    let from: RoutePoint | undefined;
    let to: RoutePoint | undefined;
    if (places.length >= 2) {
      // "from A to B" in either order of naming: "to the castle from Alfama" too.
      const [a, b] = places as [FoundPlace, FoundPlace];
      const toFirst = /\bto (?:the )?\w+.*\bfrom\b/.test(text) && !/\bfrom\b.*\bto\b/.test(text);
      [from, to] = toFirst ? [b, a] : [a, b];
    } else if (named) {
      const day = days[0] ?? named.days[0];
      const stay = stayOf(day);
      const hotel = itinerary.flatMap((d) => d.items).find((it) => it.hotel)?.hotel?.hotel_name;
      if (stay) from = { ...stay, name: hotelFrom && hotel ? hotel : stay.name };
      to = named;
      if (/\bback\b|\bfrom (?:the )?\w+ to (?:our|my|the) (?:hotel|stay)\b/.test(text)) [from, to] = [to, from];
    }
    if (!from || !to) {
      // "from the airport to our riad", "best way from fiumicino to the hotel": the stay's airport
      // (by the word, its code or a word of its name) and the stay, either way round.
      const stay = stayOf(days[0]);
      const ap = stay?.airport ? airportByCode(stay.airport) : undefined;
      const byName =
        ap &&
        plain(ap.name)
          .split(" ")
          .some((w) => w.length >= 5 && !/^(?:airport|international|intercontinental)$/.test(w) && text.includes(w));
      const saysAirport =
        /\bairport\b/.test(text) || byName || (ap && new RegExp(`\\b${ap.code.toLowerCase()}\\b`).test(text));
      if (stay && ap && saysAirport) {
        const airport = { name: `${ap.name} (${ap.code})`, lat: ap.lat, lng: ap.lng };
        const toAirport = /\bto (?:the )?airport\b/.test(text) || (byName && /\bto (?:the )?\w+ airport\b/.test(text));
        [from, to] = toAirport ? [stay, airport] : [airport, stay];
      }
    }
    if ((!from || !to) && !(places.length >= 2)) {
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
    if (!from || !to) return first("transit") ? transitAnswer(text, stayOf(days[0])?.name) : null;
    const r = routeTime({ from, to, transport: plan.transport });
    return { kind: "route", text: `${r.text}${/\bday trip\b/.test(text) ? dayTripVerdict(r.minutes) : ""}` };
  }
  // "is the subway easy to use with English?": what can be said of getting about by it.
  if (first("transit")) return transitAnswer(text, stayOf(days[0])?.name ?? destination?.name);

  if (first("hours") && named) return { kind: "hours", text: openingHours({ place: named, itinerary }).text };
  if (first("hours") && !named) {
    // "what time do the Christmas markets close?": a kind of place, not one by name.
    const kind = kindWords.find(([re]) => re.test(text));
    if (kind) {
      const [, k, word] = kind;
      const w = visitWindows[k];
      const city = stayOf(days[0])?.name ?? plan.destination?.name;
      return {
        kind: "hours",
        text: `I don't have the hours of each ${word} ${city ? `in ${city} ` : ""}on file. Typically ${word}s open around **${hhmm(w.open)}** and close around **${hhmm(w.close % 1440)}**${/\bchristmas|xmas|holiday|seasonal\b/.test(text) ? "; seasonal and Christmas markets often stay open into the evening and close for good around Christmas Eve" : ""}. Check the ${word}'s own site for the days you're there.`,
      };
    }
  }
  if (first("booking") && (named || trip.length))
    return { kind: "booking", text: generalAnswer({ topic: "booking", place: named }).text };

  if (first("nearby") && named) {
    const around = sightsAround(named, 1.5).slice(0, 5);
    if (!around.length)
      return { kind: "nearby", text: `I have no other sights on file within a short walk of ${named.name}.` };
    return {
      kind: "nearby",
      text: `Within a short walk of **${named.name}**:\n${around.map((a) => `- **${a.name}** (${a.category}, ${a.km.toFixed(1)} km): ${a.description}`).join("\n")}`,
    };
  }

  if (named && (first("worth") || !kinds.length || (first("day") && !days.length))) {
    const from = stayOf(named.days[0]);
    return {
      kind: "worth",
      text: worthIt({ place: named, area: matches[0]?.area, budgetMinutes: askedMinutes(text), from }).text,
      places: named.place ? [named.place] : undefined,
    };
  }

  if (first("when") && trip.length) {
    const want = /\bcheck ?in\b/.test(text)
      ? /^Check in/
      : /\bcheck ?out\b/.test(text)
        ? /^Check out/
        : /\bday trip\b/.test(text)
          ? /^Day trip/
          : /\b(?:home|back|return)\b/.test(text)
            ? /^Fly home|home/i
            : /\bflight|fly|land|arrive\b/.test(text)
              ? /^Fly /
              : /\btrain|bus\b/.test(text)
                ? /^(?:Train|Bus) /
                : null;
    if (!want) return null;
    const hits = trip.flatMap((d) => d.items.filter((it) => want.test(it.activity)).map((it) => ({ d, it })));
    const shown = /\b(?:home|back|return|last)\b/.test(text) ? hits.slice(-1) : hits.slice(0, 3);
    if (!shown.length) return { kind: "when", text: "I can't find that on the plan." };
    return {
      kind: "when",
      text: shown.map(({ d, it }) => `- **${dayLabel(d)}** at ${it.time}: ${it.activity}`).join("\n"),
    };
  }

  if (days.length || (first("day") && /\b(?:today|tomorrow|tonight|next|first|last)\b/.test(text))) {
    if (!trip.length) return null;
    const asked = days.length ? days : [/\blast\b/.test(text) ? trip.length : 1];
    return { kind: "day", text: dayPlan({ plan, itinerary, days: asked }).text };
  }

  // "is a tango show worth it?": something not on file is said to be so, not answered about the trip.
  const thing =
    /\b(?:is|are) (?:a |an |the |going to (?:a |an |the )?|doing (?:a |an |the )?)?([a-z][a-z' -]{2,40}?) (?:actually |really |even |honestly )?(?:worth|any good)\b/.exec(
      text,
    )?.[1];
  if (first("worth") && !named && thing && !/\b(?:it|this|that|trip|days?|nights?|weeks?)\b/.test(thing)) {
    return notOnFile(thing);
  }
  // "bridge climb - worth the money or nah?": the thing named before the worth.
  const before =
    /^([a-z][a-z' -]{2,40}?)\s*(?:-|,|:|\?)?\s*(?:is it |are they |really |actually )?(?:worth|any good)\b/.exec(
      text,
    )?.[1];
  if (first("worth") && !named && before && !/\b(?:it|this|that|trip|days?|nights?|weeks?|is|are|was)\b/.test(before))
    return notOnFile(before);
  function notOnFile(thing: string): Answer {
    const city = stayOf()?.name ?? plan.destination?.name;
    return {
      kind: "worth",
      text: `I don't have **${thing}** on file${city ? ` for ${city}` : ""}, so I can't judge it from data, and I'd rather not guess. Recent reviews and traveller forums are the best guide; if you'd like it in the plan anyway, say *"add ${thing} to day 2"*.`,
    };
  }

  if (first("worth") && destination) {
    // "is 4 days enough for Lisbon?": the trip's sights and the time they take.
    const minutes = (named ? [] : trip.flatMap((d) => d.items)).reduce(
      (n, it) => n + (it.type === "place" && !it.meal ? (it.minutes ?? 0) : 0),
      0,
    );
    if (minutes)
      return {
        kind: "worth",
        text: `Your plan fits ${listOf(trip.filter((d) => d.items.some((it) => it.type === "place" && !it.meal)).map((d) => `${d.items.filter((it) => it.type === "place" && !it.meal).length} on day ${d.n}`))} sights: about ${formatDuration(minutes)} of visits in all.`,
      };
  }
  return null;
}

/** A country named in the text ("Iceland"), standing on its largest city's point. */
function countryAt(text: string): (RoutePoint & { name: string }) | undefined {
  const c = countryIn(text) ?? aliasCountry(text);
  const point = c && countryPoint(c.code);
  return c && point ? { name: c.name, ...point } : undefined;
}

/** What to wear for a month at a place, from its typical temperatures (no forecast that far out). */
function packingForMonth(place: RoutePoint & { name: string }, month: number, year: number): string {
  const date = DateTime.fromObject({ year, month, day: 15 }).toISODate() as string;
  const t = typicalTemperature({ date, lat: place.lat, lng: place.lng });
  const hi = Math.round(t.max);
  const clothes =
    hi <= 5
      ? "a warm winter coat, hat, gloves and scarf, thermal base layers, and warm waterproof boots with a good grip"
      : hi <= 12
        ? "a warm jacket, layers (jumpers or a fleece), a scarf, and closed shoes that cope with rain"
        : hi <= 20
          ? "layers: light trousers and tops for the day, a sweater or light jacket for the evenings, and a light rain jacket"
          : hi <= 27
            ? "light clothes for the day and one light layer for the evenings and air-conditioning"
            : "loose, breathable clothes (linen, cotton), a sun hat, sunglasses and sunscreen, and a refillable water bottle";
  const monthName = DateTime.fromObject({ year, month, day: 1 }).toFormat("LLLL");
  // Said in words, not degrees: the estimate is from latitude and season alone, good for the kind
  // of clothes but not for a number a traveller would trust.
  const feel = hi <= 5 ? "cold" : hi <= 12 ? "cool" : hi <= 20 ? "mild" : hi <= 27 ? "warm" : "hot";
  return `There's no forecast that far out, but ${place.name} in ${monthName} is usually **${feel}** (judged from its latitude and the season, so local climate, rain and wind can differ). Pack ${clothes}. Comfortable walking shoes go everywhere, and shoulders and knees covered are needed at many churches, temples and mosques. Once the trip is planned I can make a packing list from the forecast and what each day does.`;
}

/**
 * "where's a good christmas market to eat at?": the markets and food halls on file near the
 * place, and what is said of seasonal markets, which are not on file; empty when no market is asked.
 */
function marketsNote(text: string, near: RoutePoint & { name: string }): string {
  if (!/\b(?:markets?|food halls?|street food|hawker centres?|night markets?)\b/.test(text)) return "";
  const onFile = catalogue
    .filter((c) => distanceKm(c, near) <= 40)
    .flatMap((c) => c.places)
    .filter(
      (p) =>
        p.category === "food" ||
        (p.category === "market" &&
          /\b(?:market|markt|mercado|marche|hall|food|stalls?|bazaar|souk)/i.test(`${p.name} ${p.description ?? ""}`)),
    )
    .map((p) => ({ p, km: distanceKm(p, near) }))
    .filter((x) => x.km <= 15)
    .sort((a, b) => a.km - b.km)
    .slice(0, 3);
  const seasonal = /\b(?:christmas|xmas|advent|holiday|winter|festive)\b/.test(text)
    ? "Christmas markets are seasonal pop-ups I don't have on file: most run from late November to about 23 December (a few to New Year), with food stalls, mulled wine and the town's own dishes; the city's tourist office lists each market's dates and hours.\n\n"
    : "";
  const list = onFile.length
    ? `Markets and food halls on file near ${near.name}:\n${onFile.map((x) => `- **${x.p.name}** (${x.km.toFixed(1)} km): ${x.p.description ?? ""}`).join("\n")}\n\n`
    : "";
  return `${seasonal}${list}${seasonal || list ? "For a sit-down meal instead:\n\n" : ""}`;
}

/** "is a day trip to Ha Long doable?": the time each way, weighed against a day out. */
function dayTripVerdict(minutes: number): string {
  if (!minutes) return "";
  const both = formatDuration(minutes * 2);
  if (minutes <= 120) return ` That makes an easy day trip (about ${both} there and back).`;
  if (minutes <= 210)
    return ` As a day trip it is doable but long (about ${both} on the road there and back): leave early, or stay overnight to see it without rushing.`;
  return ` That is too far for a comfortable day trip (about ${both} there and back): stay overnight, or take an organised tour that does the driving.`;
}

/** What exactly a general question names: the condition, the sight's kind, the pass. */
function askedAbout(topic: GeneralTopic, text: string): string | undefined {
  const re: Partial<Record<GeneralTopic, RegExp>> = {
    health:
      /\b(yellow fever|malaria|rabies|typhoid|cholera|hepatitis [a-z]|hepatitis|dengue|zika|altitude sickness|altitude|elevation|acclimati[sz]\w*|soroche)\b/,
    dress: /\b(mosques?|temples?|churches|church|cathedrals?|shrines?|vatican|basilica|hagia sophia)\b/,
    connectivity: /\b(pocket wi ?fi|e ?sim|sim card|sim|roaming|mobile data)\b/,
    events: /\b(fireworks|new year'?s eve|nye|hogmanay|festivals?|parades?|carnival|concerts?|live music)\b/,
    passes:
      /\b(interrail pass|interrail|eurail pass|eurail|jr pass|japan rail pass|swiss travel pass|swiss pass|bahncard|rail pass|train pass|travel pass|city pass|metro pass)\b/,
  };
  return re[topic]?.exec(text)?.[1];
}

/** A country named by its common short name ("the states", "uk"), as countryIn gives it. */
function aliasCountry(text: string): { code: string; name: string } | undefined {
  const code = countryAlias(text);
  return code ? { code, name: new Intl.DisplayNames(["en"], { type: "region" }).of(code) ?? code } : undefined;
}

/** A region named in the text ("Patagonia", "the Algarve"), standing on its best city's point. */
function regionPoint(text: string): (FoundPlace & { countryName?: string }) | undefined {
  const region = regionsNamedIn(text)[0]?.region ?? findRegion(text.replace(/\?/g, "").trim());
  const city = region?.cities[0];
  if (!region || !city) return undefined;
  return {
    name: region.name,
    lat: city.lat,
    lng: city.lng,
    kind: "city",
    country_code: city.country_code,
  } as unknown as FoundPlace;
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
function transitAnswer(text: string, city: string | undefined): Answer {
  const said =
    /\b(subway|metro|underground|tube|tram|trams|bus|buses|public transport|public transit|transit)\b/.exec(
      text,
    )?.[1] ?? "public transport";
  const where = city ? ` in ${city}` : "";
  const english = /\benglish\b/.test(text)
    ? " In most big cities the metro's signs, maps and ticket machines have English, and station names are written in the Latin alphabet too;"
    : "";
  return {
    kind: "transit",
    text: `I don't have the ${said} lines, fares or timetables${where} on file, so I can't say how easy it is from data.${english} the official transit app or Google Maps shows the lines and the next trains, and a rechargeable transit card (or a contactless bank card where it is accepted) saves queuing for single tickets. Your plan allows taxi or transit time between stops; ask me *"how long from A to B?"* for any two of them.`,
  };
}

import { DateTime } from "luxon";
import type { TItineraryDay } from "../../../common/api/trips";
import type { TPlace } from "../../../common/travel/schemas";
import { ZDietName } from "../../../common/travel/trip-model";
import { hhmm, visitWindows } from "../../planner/days";
import { formatDuration } from "../../planner/transport";
import { distanceKm } from "../../travel/geo/distance";
import { findRegion, regionsNamedIn } from "../../travel/geo/regions";
import { catalogue } from "../../travel/places/catalogue/index";
import type { TMeal } from "../../travel/places/catalogue/schema";
import { typicalTemperature } from "../../travel/weather/climate";
import type { Plan } from "../plan";
import type { Toolbox } from "../tools";
import { annualEvent } from "./annual-events";
import { asksClosingDay, closingDayAnswer } from "./closing-days";
import { costSoFar } from "./cost";
import { countryIn, countryPoint } from "./countries";
import { countryAlias } from "./country-facts";
import { dayPlan } from "./day-plan";
import { dayTripAnswer, dayTripsFrom, excursionNamed } from "./day-trips";
import { placesToEat } from "./eat";
import { type FoundPlace, findPlaces } from "./find-place";
import { inEnglish, inEnglishNote } from "./foreign";
import { type GeneralTopic, generalAnswer } from "./general";
import { asksGettingAround, gettingAround } from "./getting-around";
import { explainTerms } from "./glossary";
import { readKinds } from "./intent";
import { jetLagAnswer } from "./jet-lag";
import { asksAboutKids, kidsAnswer } from "./kids";
import { packingList } from "./packing";
import { possibilityAnswer } from "./possibility";
import { asksRamadan, ramadanAnswer } from "./ramadan";
import { modesAsked, type RoutePoint, withoutWays } from "./route";
import { AIRPORT_ADVICE, routeQuestion, transitAnswer } from "./route-question";
import { clip, listOf, plain } from "./text";
import { kindAsked, placesOfKind, thingAsked, thingsToDo } from "./things-to-do";
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
  | "jetlag"
  | "kids"
  | "possible"
  | GeneralTopic;

export type Answer = { kind: AnswerKind; text: string; places?: TPlace[] };

export type Question = {
  message: string;
  plan: Plan;
  itinerary: TItineraryDay[];
  now: DateTime;
  tools: Toolbox;
};

const monthTown = /^(?:january|february|march|april|may|june|july|august|september|october|november|december)$/;
const monthName =
  /\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t|tember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b/g;

// What is asked, by its words, in the order they are tried: the more particular first ("the
// best time" before the weather, packing before the weather it depends on).
const asks: [AnswerKind, RegExp][] = [
  // ("insurance for a Schengen visa" is about the insurance.)
  ["insurance", /\b(?:travel insurance|insurance|insured|insurer|health cover)\b/],
  [
    "language",
    /\b(?:what|which) languages?\b|\blanguages? (?:do they|do people|is|are) (?:speak|spoken)\b|\bdo (?:they|people|locals|most people) speak (?:english|\w+)\b|\b(?:is|how much|how widely) english (?:spoken|widely spoken)\b|\bspeak (?:the )?local language\b|\bget (?:by|around) (?:with|in|speaking) (?:only |just )?english\b|\b(?:only|just) (?:speak )?english\b|\benglish (?:enough|ok|okay|fine)\b|\b(?:need to|have to|should (?:i|we)|do (?:i|we) need to) (?:speak|learn|know) (?:any |some |a bit of |the )?(?:language|english|french|spanish|portuguese|italian|german|dutch|greek|turkish|arabic|japanese|chinese|mandarin|cantonese|korean|thai|vietnamese|russian|polish|czech|hungarian|croatian|swahili|hindi|indonesian|malay|hebrew|icelandic|swedish|norwegian|danish|finnish)\b/,
  ],
  [
    "emergency",
    /\bemergency (?:number|numbers|phone|line|services?)\b|\bwhat (?:number|phone number) (?:do|should) (?:i|we|you) (?:call|dial)\b|\b(?:call|dial|number for) (?:the |an )?(?:police|ambulance)\b/,
  ],
  [
    "access",
    /\b(?:wheelchair|wheel chair|accessible|accessibility|step[- ]free|mobility|disabled access|disability|walker|stroller|pram|buggy)\b(?!.*\b(?:hotel|room|stay)\b)/,
  ],
  [
    "crowds",
    // (Not how full the plan is: "is day 5 overloaded?", "is the itinerary too packed?".)
    /\b(?:crowded|crowds|overcrowded|touristy|packed with tourists|how busy (?:is|are|will|does|do|gets?) (?!(?:the |our |my |it )?(?:itinerary|plan|schedule|days?|trip)\b))\b(?!.*\bday \d)/,
  ],
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
  // ("can we bring the kids to the onsen?" brings people, not luggage.)
  [
    "packing",
    /\b(?:pack|packing|bring(?! (?:the |our |my |a |young |small )?(?:kids|children|baby|babies|toddlers?|son|daughter|dog|parents|mum|mom|dad|friends?)\b)|take with|wear|clothes|clothing|luggage|suitcase|what shoes)\b/,
  ],
  [
    "weather",
    /\b(?:weather|forecast|rain|raining|rainy|temperature|temperatures|degrees|sunny|snow|snowing|umbrella|hot|cold|warm|humid|chilly|freezing|climate|windy)\b/,
  ],
  ["cost", /\b(?:cost|costs|costing|spent|spend|spending|total|how much|price|prices|budget|expensive|afford)\b/],
  [
    "eat",
    /\b(?:eat|eating|food|foodie|dinner|lunch|breakfast|brunch|restaurant|restaurants|cafe|cafes|coffee|bite|meal|meals|supper|vegan|vegetarian|halal|kosher|gluten|tapas|sushi|pizza|seafood|bakery|pastries|pasteis|dessert|street food|ceviche|cevicheria|paella|tacos?|pho|ramen|dumplings?|dim sum|curry|kebabs?|burgers?|steak|gelato|croissants?|noodles|bbq|barbecue|oysters?|fish and chips)\b/,
  ],
  [
    "route",
    /\bfrom \w+(?: \w+){0,5} to\b|\bhow long (?:is it )?to (?!spend\b|stay\b|visit\b|see\b|do\b)\w+(?: \w+)? from\b|\bhow far\b|\bget (?:to|from|there|back)\b|\bgetting (?:to|from|there|around)\b|\bhow long (?:does it take |is it |will it take )?(?:to get|from|to walk|to drive|by)\b|\bwalk(?:ing)? (?:to|from)\b|\bwalkable\b|\bdistance\b|\btaxi\b|\buber\b|\bmetro\b|\bcommute\b|\btravel time\b|\btoo far\b|\bday trip (?:to|from)\b.*\b(?:doable|possible|feasible|realistic|far|worth|long)\b/,
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
    /\b(?:when|what time|what day|which day)\b.*\b(?:flight|fly|flying|check ?in|check ?out|train|bus|leave|leaving|depart|departing|go home|head home|arrive|land|day trip)\b/,
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
  /\b(ceviche|paella|pho|tacos|dumplings|kebab|tapas|sushi|ramen|pizza|pasta|seafood|fish|steak|burgers?|curry|indian|thai|chinese|japanese|italian|mexican|french|portuguese|spanish|greek|turkish|lebanese|vietnamese|korean|noodles|dim sum|bbq|barbecue|street food|bakery|pastries|pasteis|dessert|ice cream|gelato|wine|coffee)\b/g;

export async function answerQuestion(q: Question): Promise<Answer | null> {
  try {
    // Asked in another language: answered in English, and said so.
    const english = inEnglish(clip(q.message));
    if (english) {
      const found = await answer({ ...q, message: english });
      return found && { ...found, text: `${inEnglishNote}\n\n${found.text}` };
    }
    const found = await answer(q);
    return found && { ...found, text: hoursSaid(found.text) };
  } catch {
    // A question that trips over odd data is no reason to fail the turn: the engine falls back.
    return null;
  }
}

/**
 * "2 h 10 min" said as travellers write it, "2 hr 10 min": the planner's short unit reads as a
 * typo in a sentence. Only a number followed by a lone "h" changes ("4h" in a name stays).
 */
function hoursSaid(text: string): string {
  return text.replace(/\b(\d+) h\b(?![-'])/g, "$1 hr");
}

async function answer(q: Question): Promise<Answer | null> {
  const message = clip(q.message);
  const text = plain(message);
  if (!text.trim()) return null;
  const { plan, itinerary, now, tools } = q;
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

  // "could we see the Alhambra on Sunday?", "could we fit an extra night in Bruges?": whether the
  // change could be made, from the trip as it stands, and the words that make it.
  if (trip.length && readKinds(message, true).asksOnly) {
    const said = possibilityAnswer({
      text,
      plan,
      trip,
      stops,
      sights: places.filter((p) => p.kind !== "city"),
      // ("Cappadocia in a day?": a region named stands on its first town.)
      towns: [...places.filter((p) => p.kind === "city"), ...[regionPoint(text)].filter((r) => !!r)],
      excursion: excursionNamed(message),
      days,
    });
    if (said) return { kind: "possible", text: said };
  }

  // "which is better for a first trip, Rome or Paris?": both, side by side, and the choice left to the traveller.
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
    !/\b(?:what time|when|which day|what day)\b/.test(text);
  if (
    cities.length >= 2 &&
    !waysAsked &&
    /\bor\b/.test(text) &&
    (/\b(?:which|better|best|choose|pick|first|rather)\b/.test(text) || text.split(" ").length <= 8)
  )
    return { kind: "compare", text: compareCities(cities.slice(0, 3)) };

  // "are fares lower in Feb or in May?": prices by month are not in the data; said so, with
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

  // "what does 4D3N mean?", "what's a ryokan?", "difference between a riad and a hotel": the
  // travel term explained.
  // ("what is a good riad near the souks?" asks for one, not what one is: only a short "what is a ...?".)
  if (
    /\b(?:mean|means|meaning|stand for|stands for|short for|difference between|different from)\b/.test(text) ||
    /^(?:what is an?|what are) \w+$/.test(text.replace(/[?!.]/g, "").trim())
  ) {
    const explained = explainTerms(text);
    if (explained) return { kind: "glossary", text: explained };
  }

  // "tips for beating jet lag flying London to Sydney": the two named, else the trip's home and
  // stay; before the tipping customs its "tips" would otherwise ask about.
  if (/\bjet ?lag(?:ged)?\b|\bjetlag(?:ged)?\b/.test(text)) {
    // Towns named in so many words, not ones a word of the advice matched ("beating", Beijing).
    const cityNamed = places.filter((p) => p.kind === "city" && text.includes(plain(p.name)));
    const [a, b] =
      cityNamed.length >= 2
        ? [cityNamed[0], cityNamed[1]]
        : [plan.origin ?? undefined, cityNamed[0] ?? stayOf() ?? undefined];
    // The clocks on the day of travel when the trip has dates: summer time may differ from today's.
    const start = plan.startDate ? DateTime.fromISO(plan.startDate, { zone: "utc" }) : undefined;
    return { kind: "jetlag", text: jetLagAnswer(a, b, start?.isValid ? start.set({ hour: 12 }) : now) };
  }

  // "the time difference between Sydney and London": the two named, else the trip's home and stay.
  if (first("time")) {
    const home = plan.origin ? { ...plan.origin } : undefined;
    const there = named ?? stayOf(days[0]);
    const [a, b] = places.length >= 2 ? [places[0], places[1]] : [there, there === named ? (stayOf() ?? home) : home];
    const text = a && b && a.name !== b.name ? timeDifference(a, b, now) : a ? utcOffset(a, now) : null;
    if (text) return { kind: "time", text };
  }

  // "best spot for the NYE fireworks in Sydney", "are the christmas markets still on then?",
  // "which month for the migration in the Mara?": a yearly event on file, for the place asked.
  const yearly = annualEvent({
    text,
    place: named?.name ?? plan.destination?.name ?? plan.region?.name,
    ...(trip.length ? { dates: { from: trip[0]?.date ?? "", to: trip[trip.length - 1]?.date ?? "" } } : {}),
  });
  if (yearly) return { kind: "events", text: yearly };

  // "is it Ramadan while we're there?": the month's days computed, weighed against the trip's.
  if (asksRamadan(text))
    return {
      kind: "events",
      text: ramadanAnswer(
        trip.map((d) => d.date),
        now,
      ),
    };

  // "are museums closed on mondays?", "do shops shut on sunday?": the trip's days on that weekday.
  if (asksClosingDay(text) && (!named || named.kind === "city"))
    return {
      kind: "hours",
      text: closingDayAnswer(
        text,
        trip,
        named?.country_code ?? stops[0]?.country_code ?? plan.destination?.country_code,
      ),
    };
  // "is there a metro in Porto?", "is a car worth having in Kyoto?": getting about in one town, from the plan's own moves.
  if (
    asksGettingAround(text) &&
    // (A town named as where to go, "hire a car or take the bus to Cuenca?", is a journey.)
    (!named ||
      (named.kind === "city" &&
        (stops.some((st) => plain(st.name) === plain(named.name)) ||
          new RegExp(`\\b(?:in|around|about) ${plain(named.name).replace(/[^a-z0-9 ]/g, "")}\\b`).test(text)))) &&
    !kinds.some((k) => ["safety", "passes", "access", "cost", "hours", "booking", "visa", "events"].includes(k))
  )
    return {
      kind: "transit",
      text: gettingAround(text, named?.kind === "city" ? named : stayOf(days[0]), itinerary),
    };
  // "is Lisbon good for kids?", "is this too tiring for a 7-year-old?": the trip as it suits children.
  if (
    asksAboutKids(text) &&
    !kinds.some((k) => ["safety", "access", "health", "visa", "water", "dress", "packing", "weather"].includes(k))
  )
    return {
      kind: "kids",
      text: kidsAnswer(text, plan, trip, named?.kind === "city" ? named.name : destination?.name),
    };

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
      "insurance",
      "language",
      "crowds",
      "emergency",
      "access",
    ].includes(k),
  );
  if (general) {
    // A country named by its name is the country, whatever town or sight of that name the map
    // found ("Morocco", Indiana; "Bomas of Kenya" for "Kenya").
    // Not when a place of another country is named with it ("Atlanta, Georgia").
    // A sight of another country matched by a stray word ("bad" in "how bad is...") gives way too.
    const said = countryIn(text) ?? aliasCountry(text);
    // "drinking water in panama city": the city named, not a sight another country's map matched by
    // the topic's own words ("White Water Walk"); a dress question is about its sight.
    // "do they take pounds?", "is it worth carrying dollars in notes?" on a trip to Istanbul or Havana:
    // a town the map matched by a word of the topic ("Dallas", "Cash") or not named in full is
    // no subject where the trip has a place of its own.
    const ownPlace = !!(plan.destination || stops.length);
    const stray = (p: FoundPlace) =>
      ownPlace &&
      !stops.some((st) => plain(st.name) === plain(p.name)) &&
      (!new RegExp(`\\b${plain(p.name).replace(/[^a-z0-9 ]/g, "")}\\b`).test(text) ||
        asks.some(([k, re]) => k !== "day" && re.test(plain(p.name))));
    const city = places.find((p) => p.kind === "city" && !stray(p));
    // "is the water from the tap safe there?": a sight matched by a word of the topic ("Karma
    // Waters") and not named in full is no subject; the trip's place is.
    // (Only where there is such a place to fall back on.)
    const sightNamed =
      named &&
      !(named.kind === "city" && stray(named)) &&
      (named.kind === "city" || text.includes(plain(named.name)) || (!city && !plan.destination && !stops.length))
        ? named
        : city;
    const subject =
      city && sightNamed && sightNamed.kind !== "city" && sightNamed.country_code !== city.country_code
        ? city
        : sightNamed;
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
    // The months asked about ("norway in january") when the trip has none of its own yet.
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
    // "what to pack for Norway in January?": no trip yet, but a place and a month to go on.
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

  // "what would ten days in Norway set us back?": no trip to price; the country named outranks a sight
  // the map matched in it ("National Museum of Iceland").
  if (first("cost") && !trip.length && (duration.test(text) || /\b(?:trip|holiday|vacation|week|weekend)\b/.test(text)))
    return {
      kind: "cost",
      text: unplannedCost(text, countryAt(text)?.name ?? (named?.kind === "city" ? named.name : undefined)),
    };
  // "how much is a taxi from the airport?": the ride, with its fare said to be unknown, not the trip's total.
  const rideFare =
    first("cost") && /\b(?:taxi|taxis|cab|uber|transfer|shuttle)\b/.test(text) && /\b(?:from|to)\b/.test(text);
  if (
    first("cost") &&
    !rideFare &&
    !(named && named.source !== "gazetteer" && !/\b(?:so far|total|trip|overall|altogether|whole|all in)\b/.test(text))
  ) {
    if (!trip.length) return null;
    return { kind: "cost", text: costSoFar({ plan, itinerary }).text };
  }

  // "how much is the entrance fee for the Colosseum?": a sight's ticket price, not the trip's total.
  if (first("cost") && !rideFare && named && named.kind !== "city" && named.kind !== "restaurant")
    return {
      kind: "cost",
      text: `I don't have the ticket price for **${named.name}** on file, so I won't guess it: its official website lists the prices, any free days or reduced tickets, and whether a city pass covers it. ${trip.length ? "Your trip's cost estimate counts a typical entry price for that kind of sight, not its real one." : ""}`.trim(),
    };

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
  if (
    excursion &&
    !waysAsked &&
    (first("booking") ||
      first("route") ||
      first("worth") ||
      /\bday trip\b/.test(text) ||
      !kinds.length ||
      (first("day") && !days.length))
  )
    return {
      kind: first("booking") ? "booking" : "route",
      text: dayTripAnswer({
        excursion,
        places: [...stops, ...places.filter((p) => p.kind === "city")],
        booking: first("booking"),
        // "from Alice Springs": the town the outing would start from, as the question says it.
        from: places.find(
          (p) =>
            p.kind === "city" &&
            new RegExp(`\\bfrom (?:the )?${plain(p.name).replace(/[^a-z0-9 ]/g, "")}\\b`).test(text),
        ),
      }),
    };

  // ("nara to kobe how?", "faro to lagos best way": two towns and a "to", said tersely.)
  const tersely =
    cities.length >= 2 && /^\S+(?: \S+){0,2} to \S+(?: \S+){0,2}\b/.test(text) && text.split(" ").length <= 9;
  if (first("route") || waysAsked || tersely || (places.length >= 2 && /\bfrom\b.*\bto\b|\bbetween\b/.test(text)))
    return routeQuestion({ text, places, cities, named, days, stayOf, itinerary, plan, trip, asked, rideFare, first });
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
      text: worthIt({
        place: named,
        area: matches[0]?.area,
        budgetMinutes: askedMinutes(text),
        from,
        asksLength:
          /\b(?:how many (?:days|nights)|how long|how much time|enough|\d+ (?:days|nights)|days? (?:in|for|at))\b/.test(
            text,
          ),
      }).text,
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
    // "when is our last day again?": the trip's last day, and how the plan ends it.
    if (
      !want &&
      /\b(?:leave|leaving|depart|departing|departure|go home|head home|going home|heading home)\b/.test(text)
    ) {
      const last = trip[trip.length - 1] as (typeof trip)[number];
      const out = last.items.filter((it) => /^(?:Fly|Train|Bus|Drive|Ferry|Check out)\b|home/i.test(it.activity));
      return {
        kind: "when",
        text: `You leave on **${dayLabel(last)}**, the last day of the trip (day ${trip.length}).${out.length ? `\n${out.map((it) => `- ${it.time}: ${it.activity}`).join("\n")}` : ""}${/\bairport\b/.test(text) ? `\n\n${AIRPORT_ADVICE}` : ""}`,
      };
    }
    if (!want) return null;
    const hits = trip.flatMap((d) => d.items.filter((it) => want.test(it.activity)).map((it) => ({ d, it })));
    const shown = /\b(?:home|back|return|last)\b/.test(text) ? hits.slice(-1) : hits.slice(0, 3);
    // "what date is our flight back?" on a trip with no flight booked: the last day is the way home.
    const last = trip[trip.length - 1];
    if (!shown.length && last && /\b(?:home|back|return|leave|leaving)\b/.test(text))
      return {
        kind: "when",
        text: `You go home on **${dayLabel(last)}**, the last day of the trip (day ${trip.length}). ${plan.origin ? "No flight home is booked on the plan yet." : "The plan has no journey home yet: tell me where you're coming from and I'll add the flights."}`,
      };
    // "from what hour is check-in?": the plan's check-ins, and the usual hours.
    if (/\bcheck ?in\b/.test(text) && /\b(?:usually|normally|what time can|how early|earliest)\b/.test(text))
      return {
        kind: "when",
        text: `Hotels usually let you check in from about **14:00-15:00** and ask you to check out by about 11:00-12:00; most will keep your bags if you arrive earlier, and an early check-in can be asked for (sometimes for a fee).${
          hits.length
            ? `\n${hits
                .slice(0, 3)
                .map(({ d, it }) => `- **${dayLabel(d)}** at ${it.time}: ${it.activity}`)
                .join("\n")}`
            : ""
        }`,
      };
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

// The countries Eurostat's price-level figures for consumer goods and services put at the top of
// Europe year after year (well above the EU average): said of them, since it is the one thing
// about a trip's cost that holds before any dates are chosen.
const dearCountries = /\b(?:switzerland|iceland|norway|denmark|ireland|luxembourg)\b/;

/**
 * "ballpark, what do ten days in Norway run to?": no trip planned, so no figure; what decides it,
 * what is known of the country's prices, and how to get an estimate.
 */
function unplannedCost(text: string, place: string | undefined): string {
  const where = place ? ` in ${place}` : "";
  const dear = dearCountries.exec(text)?.[0];
  const level = dear
    ? ` ${dear.charAt(0).toUpperCase()}${dear.slice(1)} is one of Europe's most expensive countries (Eurostat's price-level figures put it near the top, well above the EU average), so budget more for rooms, meals and car hire than elsewhere.`
    : "";
  return `I can't give a reliable cost${where} before the trip is planned: flights and hotels depend on your dates and where you fly from, and I only price what I've searched.${level} Tell me where from, when and for how many (for example *"a week${where} from London in May, 2 adults"*) and I'll plan it and give an estimated total with flights, stays, meals and tickets.`;
}

// A trip's length, as a hypothetical one is said: "a week", "5 days", "10 nights".
const duration =
  /\b(?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|couple of|few) ?(?:days?|nights?|weeks?|fortnight)\b/;

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

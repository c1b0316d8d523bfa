import { DateTime } from "luxon";
import type { Asked } from "./asked";
import { countryIn, countryPoint } from "./countries";
import type { FoundPlace } from "./find-place";
import { type GeneralTopic, generalAnswer } from "./general";
import { aliasCountry, regionPoint } from "./named-areas";
import { type Answer, asks } from "./question-kinds";
import { listOf, plain } from "./text";
import { findMonth } from "./which-day";

// Questions of general travel advice (visas, health, money, plugs, safety, dress, ...): which
// country or town it is asked of, and the advice on file for it.

/** A question on a general topic, answered for the country or town it names, else the trip's. */
export function generalQuestion(a: Asked): Answer | null | undefined {
  const { message, text, plan, now, trip, stops, places, named, kinds } = a;
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
      "guides",
      "vehicle",
      "air",
    ].includes(k),
  );
  if (!general) return undefined;
  // "oyster card or just tap our credit cards?": paying for transit is a transit question.
  if (
    general === "currency" &&
    kinds.includes("transit") &&
    !kinds.some((k) => k !== "currency" && k !== "transit" && k !== "day")
  )
    return undefined;
  // "what's the trip costing so far in pounds?", "total in euros?": the trip's cost, asked in a
  // currency, is the cost question, not one about the money there.
  if (
    general === "currency" &&
    kinds.includes("cost") &&
    /\b(?:so far|total|totals|costing|spent|altogether|in all|the trip|our trip|this trip|the whole)\b/.test(text)
  )
    return undefined;
  // A country named by its name is the country, whatever town or sight of that name the map
  // found ("Morocco", Indiana; "Bomas of Kenya" for "Kenya").
  // Not when a place of another country is named with it ("Atlanta, Georgia").
  // A sight of another country matched by a stray word ("bad" in "how bad is...") gives way too.
  // ("visa for korea on a uk passport?": the passport's country is whose rules, not where.)
  const whereText = general === "visa" ? withoutPassport(text) : text;
  const said = countryIn(whereText) ?? aliasCountry(whereText);
  // "drinking water in panama city": the city named, not a sight another country's map matched by
  // the topic's own words ("White Water Walk"); a dress question is about its sight.
  // "do they take pounds?", "is it worth carrying dollars in notes?" on a trip to Istanbul or Havana:
  // a town the map matched by a word of the topic ("Dallas", "Cash") or not named in full is
  // no subject where the trip has a place of its own.
  const ownPlace = !!(plan.destination || stops.length);
  // (Nor where a country is named in full: "what money in vietnam, can I pay in dollars?".)
  const stray = (p: FoundPlace) =>
    (ownPlace || !!said) &&
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
  // "is it safe in Roma and Condesa at night?": the areas named in full, said back.
  const areas =
    general === "safety"
      ? listOf(
          places
            .filter((p) => p.kind !== "city" && text.includes(plain(p.name)))
            .map((p) => p.name)
            .slice(0, 3),
        )
      : "";
  // ("is it safe to walk around at night in Osu?": an area the map has no entry for, said back in
  // the traveller's words.)
  const asked = askedAbout(general, text) ?? (areas || (general === "safety" ? areaAsked(text) : undefined));
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

/** The words that say whose passport it is ("on a UK passport", "as Brits", "US citizens"), taken out. */
export function withoutPassport(text: string): string {
  return text
    .replace(
      /\b(?:on|with|holding|hold|have|has|using|travelling on|traveling on) (?:an? |my |our |her |his |their )?(?:\w+ ){1,2}passports?\b/g,
      " ",
    )
    .replace(/\b(?:\w+ ){1}(?:passport|passports|passport holders?|citizens?|nationals?)\b/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

// Words that name no area of a town: the time, the way about, who goes, the trip itself.
const noArea =
  /\b(?:it|there|here|this|that|these|those|town|city|cities|centre|center|downtown|general|area|areas|places?|parts?|streets?|night|nights|dark|day|days|evening|evenings|morning|afternoon|week|weekend|january|february|march|april|may|june|july|august|september|october|november|december|summer|winter|spring|autumn|fall|trip|holiday|vacation|public|transport|transit|metro|subway|tube|buses|bus|trains?|taxis?|uber|cabs?|alone|solo|women|woman|female|girls?|kids|children|family|tourists?|foreigners?|gay|couples?|us|them|my|our|your|hotel|airbnb|country|europe|asia|africa|america|general)\b/;

/**
 * The area a safety question names in so many words ("in Roma and Condesa at night", "is Temple
 * Bar safe late?"), title-cased, when it is no time, way of getting about or person. Undefined if none.
 */
export function areaAsked(text: string): string | undefined {
  const t = text
    .replace(/[?!.]+/g, " ")
    .replace(
      /\b(?:at night|after dark|late at night|late|alone|on foot|by night|in the (?:evening|evenings|dark))\b/g,
      " ",
    )
    .replace(/\s+/g, " ")
    .trim();
  const after = /.*\b(?:in|around|near|through|round) (?:the )?([a-z][a-z' -]*[a-z])$/.exec(
    t.split(/\b(?:or|but|because|cos|since|asking)\b/)[0]?.trim() ?? "",
  );
  const before =
    /^(?:is|are) (?:the )?([a-z][a-z' -]*?) (?:safe|dangerous|sketchy|dodgy|unsafe|ok|okay|alright)\b/.exec(t);
  const how = /^how (?:safe|dangerous|sketchy|dodgy) (?:is|are) (?:the )?([a-z][a-z' -]*[a-z])$/.exec(t);
  const phrase = (after?.[1] ?? before?.[1] ?? how?.[1])?.trim();
  if (!phrase || phrase.split(" ").length > 4 || noArea.test(phrase)) return undefined;
  return phrase
    .split(" ")
    .map((w, i) =>
      i > 0 && /^(?:and|of|the|de|del|la|le|du|da|do|di)$/.test(w) ? w : w[0]?.toUpperCase() + w.slice(1),
    )
    .join(" ");
}

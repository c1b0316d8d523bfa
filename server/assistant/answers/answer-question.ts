import { DateTime } from "luxon";
import { distanceKm } from "../../travel/geo/distance";
import { annualEvent } from "./annual-events";
import type { Asked } from "./asked";
import { readAsked } from "./asked";
import { asksClosingDay, closingDayAnswer } from "./closing-days";
import { costQuestion, pricesByMonth } from "./cost-question";
import { countryIn } from "./countries";
import { asksDayFor, dayOfSight } from "./day-of-sight";
import { dayPlan } from "./day-plan";
import { excursionNamed } from "./day-trips";
import { asksDrivingSide, drivingSideAnswer } from "./driving-side";
import { eatQuestion } from "./eat-question";
import { earlierQuestion, leaningQuestion } from "./follow-up";
import { inEnglish, inEnglishNote } from "./foreign";
import { generalAnswer } from "./general";
import { generalQuestion } from "./general-question";
import { asksGettingAround, gettingAround } from "./getting-around";
import { explainTerms } from "./glossary";
import { holidayAnswer, holidayAsked } from "./holiday-closures";
import { hoursQuestion } from "./hours-question";
import { questionsAsked, readKinds } from "./intent";
import { jetLagAnswer } from "./jet-lag";
import { asksAboutKids, kidsAnswer } from "./kids";
import { asksMoon, moonAnswer } from "./moon";
import { aliasCountry, regionPoint } from "./named-areas";
import { possibilityAnswer } from "./possibility";
import { practicalQuestion } from "./practical-topics";
import type { Answer, AnswerKind, Question } from "./question-kinds";
import { asksRamadan, ramadanAnswer } from "./ramadan";
import { routeQuestion, transitAnswer, tripLeg } from "./route-question";
import { asksSabbath, sabbathAnswer } from "./sabbath";
import { sightsQuestion } from "./sights-question";
import { stayDays } from "./stay-days";
import { asksSunTimes, sunAnswer } from "./sun-times";
import { clip, plain } from "./text";
import { timeDifference, utcOffset } from "./time-zone";
import { travelFact } from "./travel-facts";
import { compareCities, openingHours } from "./visit";
import { asksAboutWalking, walkingAnswer } from "./walking";
import { packingQuestion, weatherQuestion } from "./weather-question";
import { whenQuestion } from "./when-question";
import { findMonth } from "./which-day";
import { namedWorth, unnamedWorth } from "./worth-question";

export type { Answer, AnswerKind, Question } from "./question-kinds";

// A question about a trip, answered from data in a few lines, the plan and itinerary untouched:
// what is asked is read from the message's words (asked.ts), and the topics are tried in order,
// the more particular first; each topic's answer is in a file of its own (weather-question.ts,
// eat-question.ts, cost-question.ts, general-question.ts, ...). Null when the question is not one
// of these, so the engine can fall back to what it does with any other message.

export async function answerQuestion(q: Question): Promise<Answer | null> {
  try {
    // Asked in another language: answered in English, and said so.
    const english = inEnglish(clip(q.message));
    if (english) {
      const found = await answer({ ...q, message: english });
      return found && { ...found, text: `${inEnglishNote}\n\n${hoursSaid(found.text)}` };
    }
    const found = withMore(withFact(await answer(q), q), await eachAsked(q));
    return found && { ...found, text: hoursSaid(found.text) };
  } catch {
    // A question that trips over odd data is no reason to fail the turn: the engine falls back.
    return null;
  }
}

/**
 * "is it open on Saturday? and do we need tickets?", "the tipping etiquette there, do we bring USD
 * or pesos?": each question of a message that asks several, answered on its own, so none is left
 * unanswered behind the first.
 */
async function eachAsked(q: Question): Promise<Answer[]> {
  const parts = questionsAsked(q.message, q.itinerary.length > 0 || !!q.plan.destination);
  const found: Answer[] = [];
  for (const part of parts) {
    const one = withFact(await answer({ ...q, message: part }), { ...q, message: part });
    if (one && !onlyLacks(one)) found.push(one);
  }
  return found;
}

/**
 * An answer that says only what the data lacks. One that goes on to what usually holds ("I don't
 * have the hours ... a museum like it is typically open 10:00-18:00", "... What holds in most:
 * shower before you go in") says something, and is kept.
 */
const onlyLacks = (a: Answer) => dataLacks.test(a.text) && a.text.length < 200 && a.kind !== "hours";

/** The answer to the whole message, with what the answers to its questions one by one add. */
function withMore(found: Answer | null, parts: Answer[]): Answer | null {
  if (!parts.length) return found;
  // (An answer that only says what the data lacks gives way to those that say something.)
  const said = found && !onlyLacks(found) ? [found.text] : [];
  const base = said.length ? found : parts[0];
  for (const p of parts) if (!said.some((t) => t.includes(p.text) || p.text.includes(t))) said.push(p.text);
  // (An answer that holds another, or the same said twice, is said once.)
  const kept = said.filter((t, i) => !said.some((u, k) => k !== i && u.length > t.length && u.includes(t)));
  return base ? { ...base, text: kept.join("\n\n") } : found;
}

/**
 * "is the Jordan Pass worth it?", "what time do the Tsukiji stalls open?": what is known of the
 * sight or pass asked about (travel-facts.ts) first, then what the data says of it, unless the data
 * says only what it does not know.
 */
function withFact(found: Answer | null, q: Question): Answer | null {
  const fact = travelFact(clip(q.message), q.plan);
  if (!fact) return found;
  if (!found || !ofTheTrip.has(found.kind) || dataLacks.test(found.text)) return { kind: "practical", text: fact };
  return { ...found, text: `${fact}\n\n${found.text}` };
}

// Answers from the trip's own days, said after the fact (a list of sights or a typical opening
// time would only blur it).
const ofTheTrip = new Set<AnswerKind>([
  "weather",
  "eat",
  "route",
  "day",
  "when",
  "cost",
  "possible",
  "transit",
  "time",
]);

// An answer that only says what the data does not hold or can only guess.
const dataLacks = /^(?:I don't have|I can't see|I couldn't find|I have no)\b/;

/**
 * "2 h 10 min" said as travellers write it, "2 hours 10 min": the planner's short unit reads as
 * a typo in a sentence. Only a number followed by a lone "h" changes ("4h" in a name stays).
 */
export function hoursSaid(text: string): string {
  return text.replace(/\b(\d+) h\b(?![-'])/g, (_, n: string) => `${n} ${n === "1" ? "hour" : "hours"}`);
}

async function answer(q: Question): Promise<Answer | null> {
  const a = readAsked(q);
  if (!a) return null;
  // "any tablets you recommend?" after "she gets very seasick": read with the question before it.
  const earlier = earlierQuestion(q.history);
  if (earlier) {
    const before = readAsked({ ...q, message: earlier });
    const sight = before?.named && before.named.kind !== "city" ? before.named.name : undefined;
    const leaning = leaningQuestion({
      message: a.message,
      earlier,
      namedBefore: sight,
      namesPlace: a.places.length > 0,
    });
    const read = leaning ? readAsked({ ...q, message: leaning }) : null;
    if (read) return answerAsked(read);
  }
  return answerAsked(a);
}

/**
 * "she gets seasick, any tablets?", "rent skis there or bring ours?", "are dogs allowed in
 * restaurants?": practical advice, for the place asked and the trip's days. Asked with a journey
 * ("how many hours to the Mara? the little one gets carsick") it follows the journey's answer;
 * asked with a festival ("...and what day is the parade?") the festival's follows it.
 */
async function answerAsked(a: Asked): Promise<Answer | null> {
  // "which side of the road do they drive on in Japan?": the country's side, from the table.
  if (asksDrivingSide(a.text)) return { kind: "vehicle", text: drivingSideAnswer(countryAsked(a)) };
  const practical = practicalQuestion(a);
  if (!practical) return answerTopics(a);
  // (Only a journey asked in so many words: "fly with our own skis?" names a way, not a journey.)
  if (a.first("route")) {
    const rest = await answerTopics(a);
    return rest ? { ...rest, text: `${rest.text}\n\n${practical.text}` } : practical;
  }
  const more = a.kinds.includes("events") ? generalQuestion(a) : undefined;
  return more ? { ...practical, text: `${practical.text}\n\n${more.text}` } : practical;
}

/** The topics in the order they are tried: the first that answers (or declines) decides. */
async function answerTopics(a: Asked): Promise<Answer | null> {
  const { message, text, plan, itinerary, now, trip, stops, places, named, days, kinds, first, stayOf } = a;
  const { destination, cities, waysAsked } = a;
  // "which day have you got us at the Taj Mahal?": the plan's day for it, and its closing day.
  {
    const r = dayOfSight(a);
    if (r) return r;
  }
  // "what day are we in Cappadocia?", "when do we get to Kyoto?": the days at that stop.
  {
    const r = stayDays(a);
    if (r) return r;
  }
  // "could we see the Alhambra on Sunday?", "could we fit an extra night in Bruges?": whether the
  // change could be made, from the trip as it stands, and the words that make it.
  // ("is it worth hiring a guide?", "should we get a 4x4?" ask advice of their own, not of the plan.)
  if (
    trip.length &&
    // ("which day is best for the Amber Fort?" asks where it would go, when it is not on the plan.)
    (readKinds(message, true).possible || asksDayFor(a)) &&
    !kinds.some((k) => ["guides", "vehicle", "air"].includes(k))
  ) {
    const said = possibilityAnswer({
      text,
      plan,
      trip,
      stops,
      sights: places.filter((p) => p.kind !== "city"),
      // ("Cappadocia in a day?": a region named stands on its first town.)
      towns: [...places.filter((p) => p.kind === "city"), ...[regionPoint(text)].filter((r) => !!r)],
      // (Not a town the trip stays in: "bus or train from Florence to Siena?" with two nights in
      // Siena asks the journey between stays, not the day trip.)
      excursion: outingNamed(message, stops),
      // ("it's closed on Fridays, which day is it?" asks the day, naming none for it.)
      days: asksDayFor(a) ? [] : days,
    });
    if (said) return { kind: "possible", text: `${said}${alsoAsked(a)}` };
  }

  // "what time is sunrise at the rock?", "hours of daylight in Tromsø?": computed for the days.
  if (asksSunTimes(text)) {
    const sun = sunAnswer(a);
    // ("is sunrise at Angkor Wat worth getting up for? what time": the sight's worth said too.)
    const worth = sun && /\bworth\b/.test(text) ? namedWorth(a) : undefined;
    if (sun) return { kind: "time", text: worth ? `${sun}\n\n${worth.text}` : sun };
  }

  // "when's the best time for stargazing, moon wise?": the moon's phases over the nights asked.
  if (asksMoon(text) && !first("aurora")) {
    const stop = stops.find((st) => named?.kind === "city" && plain(st.name) === plain(named.name));
    let dates = trip.filter((d) => !stop || plain(d.city) === plain(stop.name)).map((d) => d.date);
    const month = findMonth(message);
    if (!dates.length && month) {
      let start = DateTime.fromObject({ year: now.year, month, day: 1 }, { zone: "utc" });
      if (start.endOf("month") < now) start = start.plus({ years: 1 });
      dates = [...Array(start.daysInMonth ?? 30).keys()].map((i) => start.plus({ days: i }).toISODate() as string);
    }
    const where = stop?.name ?? (named?.kind === "city" ? named.name : undefined);
    return { kind: "time", text: moonAnswer({ dates, now, ...(where ? { where } : {}) }) };
  }

  // "which is better for a first trip, Rome or Paris?": both, side by side, and the choice left to the traveller.
  // A town named like a topic word ("Cash" in "cash or card in germany?") is the topic, not a town.
  if (
    cities.length >= 2 &&
    !waysAsked &&
    /\bor\b/.test(text) &&
    (/\b(?:which|better|best|choose|pick|first|rather)\b/.test(text) || text.split(" ").length <= 8)
  )
    return { kind: "compare", text: compareCities(cities.slice(0, 3)) };

  {
    const r = pricesByMonth(a);
    if (r !== undefined) return r;
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
  if (yearly) {
    // "will it rain on our last day? hogmanay plans!": the weather is what is asked, the event
    // why; both are said, the weather first.
    const weather = first("weather") ? await weatherQuestion(a) : undefined;
    if (weather) return { ...weather, text: `${weather.text}\n\n${yearly}` };
    return { kind: "events", text: yearly };
  }

  // "is anything even open on Christmas Day?": the trip's day on the holiday and what it closes.
  {
    // ("is the sauna at Löyly open on Christmas Eve?" asks of one place: its hours answer it.)
    const h = !named || named.kind === "city" ? holidayAsked(text) : undefined;
    if (h) return { kind: "hours", text: holidayAnswer(h, trip) };
  }

  // "what closes on shabbat?": the Sabbath's hours and the trip's Fridays and Saturdays.
  if (asksSabbath(text)) return { kind: "events", text: sabbathAnswer(trip.map((d) => d.date)) };

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
      text: gettingAround(
        text,
        named?.kind === "city" ? named : stayOf(days[0]),
        itinerary,
        plan.party.children.length > 0,
      ),
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
  // (After the kids: "is the zoo ok for a 5 year old or too much walking?" asks of the child.)
  // "is that too much walking for my mum?", "how much walking is there a day?": the plan's walking, and how to ease it.
  // ("packing list pls, we're doing a lot of walking": the packing is asked, the walking is why.)
  if (
    trip.length &&
    asksAboutWalking(text) &&
    !kinds.some((k) => ["access", "safety", "weather", "route", "packing"].includes(k))
  )
    return { kind: "walking", text: walkingAnswer(trip, itinerary) };
  {
    const r = generalQuestion(a);
    if (r !== undefined) return r;
  }
  {
    const r = await packingQuestion(a);
    if (r !== undefined) return r;
  }
  {
    const r = await weatherQuestion(a);
    if (r !== undefined) return r;
  }
  {
    const r = costQuestion(a);
    if (r !== undefined) return r;
  }
  {
    const r = await eatQuestion(a);
    if (r !== undefined) return r;
  }
  {
    const r = sightsQuestion(a);
    if (r !== undefined) return r;
  }
  // ("nara to kobe how?", "faro to lagos best way": two towns and a "to", said tersely.)
  const tersely =
    cities.length >= 2 && /^\S+(?: \S+){0,2} to \S+(?: \S+){0,2}\b/.test(text) && text.split(" ").length <= 9;
  if (
    first("route") ||
    waysAsked ||
    tersely ||
    (places.length >= 2 && /\bfrom\b.*\bto\b|\bbetween\b/.test(text)) ||
    tripLeg(a)
  )
    return routeQuestion(a);
  // "is the subway easy to use with English?": what can be said of getting about by it.
  if (first("transit"))
    return transitAnswer(text, stayOf(days[0])?.name ?? destination?.name, plan.party.children.length > 0);
  {
    const r = hoursQuestion(a);
    if (r !== undefined) return r;
  }
  {
    const r = namedWorth(a);
    if (r !== undefined) return r;
  }
  {
    const r = whenQuestion(a);
    if (r !== undefined) return r;
  }
  if (days.length || (first("day") && /\b(?:today|tomorrow|tonight|next|first|last)\b/.test(text))) {
    if (!trip.length) return null;
    const asked = days.length ? days : [/\blast\b/.test(text) ? trip.length : 1];
    return { kind: "day", text: dayPlan({ plan, itinerary, days: asked }).text };
  }
  {
    const r = unnamedWorth(a);
    if (r !== undefined) return r;
  }
  return null;
}

/** The country a question names, else the one of the place it names or the trip's. */
function countryAsked(a: Asked): { code: string; name: string } | undefined {
  const said = countryIn(a.text) ?? aliasCountry(a.text);
  if (said) return said;
  const code = a.named?.country_code ?? a.stops[0]?.country_code ?? a.plan.destination?.country_code;
  const name = code ? new Intl.DisplayNames(["en"], { type: "region" }).of(code) : undefined;
  return code && name ? { code, name } : undefined;
}

/** The far sight a question names, unless it is one of the trip's own stays. */
function outingNamed(message: string, stops: Asked["stops"]) {
  const e = excursionNamed(message);
  return e && !stops.some((st) => distanceKm(st, e) < 15) ? e : undefined;
}

/**
 * "could we do the Louvre on Saturday, or is it mobbed at weekends?", "...is it open then?": a
 * second question asked with a possibility, answered after it (how busy, the hours), "" if none.
 */
function alsoAsked(a: Asked): string {
  const { text, kinds, named, itinerary } = a;
  const more: string[] = [];
  if (kinds.includes("crowds") || /\b(?:mobbed|rammed|heaving|queues?)\b/.test(text))
    more.push(
      generalAnswer({ topic: "crowds", ...(named && named.kind !== "city" ? { place: named } : {}), text }).text,
    );
  if (kinds.includes("hours") && named && named.kind !== "city")
    more.push(openingHours({ place: named, itinerary }).text);
  return more.length ? `\n\n${more.join("\n\n")}` : "";
}

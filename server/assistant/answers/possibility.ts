import { DateTime } from "luxon";
import { formatDuration } from "../../planner/transport";
import { distanceKm } from "../../travel/geo/distance";
import { geocode } from "../../travel/geo/gazetteer";
import type { Excursion } from "../../travel/places/excursions";
import type { Plan } from "../plan";
import { localTotals } from "./cost-currency";
import { baseAmong, dayTripAnswer, excursionsNamed, weighsOvernight } from "./day-trips";
import type { FoundPlace } from "./find-place";
import { dateNamed } from "./intent";
import { routeTime } from "./route";
import { listOf, plain } from "./text";
import { dayLabel, type Stop, type TripDay } from "./trip";
import { visitMinutes } from "./visit";
import { weeklyClosure } from "./weekly-closures";

// "could we see the Alhambra on Sunday?", "is it possible to add a night in Ghent?", "should we add
// a day in Oaxaca?", "is there time for the Uffizi on day 3?": a question whether a change could be
// made (intent.ts asksPossibility). Answered from the trip as it stands: where the thing is on the
// plan now, what the day asked holds and how full it is, how far the place is from that day's
// town, how long a visit takes; then the change offered in the words that make it, never made.

/** A day is full at about this many minutes of visits (the day builder's usual day). */
const FULL_DAY = 7 * 60;

type Input = {
  text: string;
  plan: Plan;
  trip: readonly TripDay[];
  stops: readonly Stop[];
  /** The places the question names (not towns), and the towns it names. */
  sights: readonly FoundPlace[];
  towns: readonly FoundPlace[];
  excursion?: Excursion;
  /** The trip's days the question names (1-based). */
  days: readonly number[];
};

const visitsOf = (d: TripDay) => d.items.filter((it) => it.type === "place" && !it.meal);
const minutesOf = (d: TripDay) => visitsOf(d).reduce((n, it) => n + (it.minutes ?? 0), 0);

/** What the day asked holds, and whether there is room for more. */
function dayRoom(d: TripDay, extra: number): string {
  const visits = visitsOf(d);
  const used = minutesOf(d);
  const room = used + extra <= FULL_DAY;
  const list = visits.slice(0, 4).map((it) => it.place?.name ?? it.location);
  return `**${dayLabel(d)}** is in ${d.city}${visits.length ? `, with ${listOf(list)}${visits.length > 4 ? " and more" : ""} (about ${formatDuration(used)} of visits)` : " and has nothing planned yet"}: ${room ? "there is room for it" : "it is already full, so something would have to give way (I'd drop the least central stop)"}.`;
}

/** An extra night or day asked about: "a night in Ghent", "an extra day in Kyoto". */
const moreNights =
  /\b(?:add(?:ing)?|an? (?:extra|additional)|one more|another|more|extend(?:ing)?|stay(?:ing)? (?:an? )?(?:extra|longer|another))\b.*?\b(day|days|night|nights)\b(?: (?:in|at) ([a-z][a-z' -]{1,30}))?/;

/** Two days of the trip to trade: "swap day 2 and day 3", "switch days 4 and 5", "day 1 with 2". */
const daySwap =
  /\b(?:swap|switch|exchange|trade|flip|reverse)\b.*?\bdays? (\d{1,2}) (?:and|with|for|&) (?:day )?(\d{1,2})\b/;

/** Nights or days counted: "for 2 nights", "three days". */
const nightsSaid = /\b(\d{1,2}|one|two|three|four|five|six|seven) (?:more |extra )?(night|nights|day|days)\b/;
const numberWords: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7 };
/** There and back in a day: a day out, not a stop ("Hakone in a day?"). */
const sameDayOut = /\b(?:in a day|in one day|day trip|day out|there and back|same day)\b/;

export function possibilityAnswer(q: Input): string | undefined {
  const { text, plan, trip, sights, towns, excursion, days } = q;
  if (!trip.length) return undefined;
  // The trip's own towns: home is where it starts and ends, not a stop to add to.
  const home = plan.origin;
  const stops = q.stops.filter((s) => !home || distanceKm(s, home) > 30);
  // "should we...", "would it be worth...": advice, so no "yes" for the traveller's choice.
  const advice = /^(?:should|shall)\b|\b(?:worth|a good idea|better|wise|sensible|smarter)\b/.test(text);
  const yes = advice ? "It's your call; here is what it would mean" : "Yes, it can be done";
  const lines: string[] = [];
  let offer = "";
  const day = days[0] ? trip[days[0] - 1] : undefined;

  // "could we switch days 4 and 5?", "is it possible to swap day 1 with day 2?": two days trading
  // places, each keeping its own visits.
  const swap = daySwap.exec(text);
  const [d1, d2] = swap ? [trip[Number(swap[1]) - 1], trip[Number(swap[2]) - 1]] : [];
  if (d1 && d2 && d1 !== d2) {
    const what = (d: TripDay) => {
      const list = visitsOf(d)
        .slice(0, 3)
        .map((it) => it.place?.name ?? it.location);
      return `**${dayLabel(d)}** (${d.city}${list.length ? `: ${listOf(list)}` : ""})`;
    };
    lines.push(
      d1.city === d2.city
        ? `${yes}: ${what(d1)} and ${what(d2)} would trade places, each keeping its own visits; only their dates change.`
        : `${yes}, with a catch: ${what(d1)} and ${what(d2)} are in different towns, so swapping them means an extra trip between ${d1.city} and ${d2.city}. Moving the sights between days in the same town is usually easier.`,
    );
    lines.push(`Say *"swap days ${d1.n} and ${d2.n}"* and I'll make the change.`);
    return lines.join("\n\n");
  }

  // Cheaper on another day ("would it be cheaper to fly on a Wednesday?", "are fares lower in
  // March?"): fares move with the date, which is not on file. Only with a day or date named: "is it
  // possible to make our holiday cheaper?" asks for the change (intent.ts reads it so), and "is it
  // cheaper to stay in Gion or by the station?" asks about areas, answered further on.
  if (
    /\b(?:cheaper|cheapest|more expensive|less expensive|pricier|prices?|fares?)\b/.test(text) &&
    dateNamed.test(text)
  ) {
    const weekday = /\b(mon|tues|wednes|thurs|fri|satur|sun)day\b/.exec(text)?.[0];
    const start = DateTime.fromISO(trip[0]?.date ?? "");
    const wd = weekday ? ["mon", "tue", "wed", "thu", "fri", "sat", "sun"].indexOf(weekday.slice(0, 3)) + 1 : 0;
    const near =
      wd && start.isValid
        ? start.plus({ days: ((wd - start.weekday + 7) % 7) - (wd < start.weekday ? 7 : 0) })
        : undefined;
    lines.push(
      `I can't compare fares by day: I only see the prices for the dates I search. Your trip starts on **${dayLabel({ n: 1, date: trip[0]?.date ?? "" }).replace(/^Day 1 · /, "")}**${weekday && near ? `; the nearest ${near.toFormat("cccc")} is ${near.toFormat("ccc, LLL d")}` : ""}. Midweek flights are often cheaper than Friday and Sunday ones, but not always.`,
    );
    if (near)
      offer = `If you'd like me to price it, say *"start on ${near.toFormat("LLLL d")} instead"* and I'll search those dates (the trip keeps its length).`;
    return [...lines, offer].filter(Boolean).join("\n\n");
  }

  // One more night or day somewhere; or a town off the trip asked to be added ("is it possible to
  // add Hakone?") or gone to for nights ("could we go to Porto for 3 nights?"): measured from the
  // trip's stop nearest it, with the ride between them.
  const more = moreNights.exec(text);
  const count = nightsSaid.exec(text);
  const offTrip = towns.find((t) => !q.stops.some((st) => plain(st.name) === plain(t.name)));
  const addsTown =
    !!offTrip &&
    !sameDayOut.test(text) &&
    (/\b(?:add|adding|include|including|stop in|stop at|stop over in|spend|fit in|squeeze in)\b/.test(text) || !!count);
  if (((more && /\b(?:night|nights|day|days)\b/.test(text)) || addsTown) && !sights.length) {
    const unit = (count?.[2] ?? more?.[1] ?? "night").replace(/s$/, "");
    const n = count ? (numberWords[count[1] as string] ?? Number(count[1])) : 1;
    const nights = `${n === 1 ? `a ${unit}` : `${n} ${unit}s`}`;
    // "Cordoba" beside a trip in Spain is Spain's: a namesake an ocean away gives way to the
    // trip's country's own.
    const first = towns[0];
    const nearest = first && nearestStop(stops, first);
    const local =
      first && nearest && distanceKm(first, nearest) > 1500 ? geocode(`${first.name}, ${nearest.country}`) : null;
    const found =
      first && local && nearest && distanceKm(local, nearest) < distanceKm(first, nearest)
        ? { ...first, name: local.name, lat: local.lat, lng: local.lng, country_code: local.country_code }
        : first;
    // Named as the traveller named it ("Bruges", where the map says "Brugge").
    const word = more?.[2]?.trim().replace(/\b[a-z]/g, (c) => c.toUpperCase());
    const where =
      found && word && plain(word).split(" ").length <= 3 && !plain(found.name).startsWith(plain(word))
        ? { ...found, name: word }
        : found;
    let after: string | undefined;
    const stay = found && plan.stays.find((s) => plain(s.place.name) === plain(found.name));
    const last = trip[trip.length - 1];
    if (stay)
      lines.push(
        `${yes}: you have ${stay.nights ?? "some"} night${stay.nights === 1 ? "" : "s"} in **${stay.place.name}** now; one more ${unit} there keeps the other stays as they are and ends the trip a day later${last ? ` (after ${DateTime.fromISO(last.date).toFormat("ccc, LLL d")})` : ""}, with one more night of hotel.`,
      );
    else if (where) {
      const from = nearestStop(stops, where);
      const ride = from ? routeTime({ from, to: where }) : undefined;
      lines.push(
        `${yes}: **${where.name}** isn't on the trip yet${from && ride ? `; it is about ${Math.round(distanceKm(from, where))} km from ${from.name}, its nearest stop (${ride.mode === "walk" || ride.mode === "ride" ? "a short ride" : `about ${formatDuration(ride.minutes)} by the quickest way`})` : ""}. ${n === 1 ? `A ${unit}` : `${n} ${unit}s`} there make${n === 1 ? "s" : ""} the trip ${n === 1 ? "one night" : `${n} nights`} longer, with the other stays kept as they are.`,
      );
      after = from?.name;
    } else
      lines.push(
        `${yes}: one more ${unit} makes the trip ${trip.length + 1} days, with one more night of hotel and the other days kept as they are.`,
      );
    // "roughly how much would another night cost?": the hotel's nightly price as found, in the
    // trip's currency too; the day's meals and tickets come on top.
    const nightly = plan.chosenHotelNightly;
    if (nightly && /\b(?:cost|costs|how much|price|pay|set us back|expensive)\b/.test(text))
      lines.push(
        `A night at your hotel is about **$${Math.round(nightly).toLocaleString("en-US")}**${localTotals(plan, nightly)}, as found for these dates; the day's meals and tickets come on top, and the rate for an extra night can differ, so check it when you add it.`,
      );
    offer = where
      ? `Say *"add ${stay ? "a night" : nights} in ${where.name}${after ? ` after ${after}` : ""}"*${stay || after ? "" : " (and where: before or after which stop)"} and I'll make the change.`
      : `Say *"add a day at the end"* (or where you'd like it) and I'll make the change.`;
    return [...lines, offer].join("\n\n");
  }

  // Two far sights on one day ("could we see Sintra and Cascais on the same day?", "Pompeii and
  // Vesuvius together?"): out to the first, across to the second, back from it, with both visits.
  const far2 = excursionsNamed(text);
  if (far2.length >= 2 && bothOneDay.test(text)) {
    const answer = twoOutings(far2[0] as Excursion, far2[1] as Excursion, stops);
    if (answer) return answer;
  }

  // A far sight as a day out: the day trip's times, and the day asked weighed.
  if (excursion && !sights.some((s) => s.days.length)) {
    lines.push(
      dayTripAnswer({
        excursion,
        places: [...stops, ...towns],
        booking: /\b(?:book|tickets?)\b/.test(text),
        overnight: weighsOvernight(text),
      }),
    );
    if (day)
      lines.push(
        dayRoom(day, 0).replace(/there is room for it|it is already full.*$/, "a day trip would take the day's place"),
      );
    offer = `Say *"add ${excursion.name} as a day trip${day ? ` on day ${day.n}` : ""}"* and I'll plan it${day ? "" : " on the day that suits it best"}.`;
    return [...lines, offer].join("\n\n");
  }

  // "would it be smarter to stay in Sultanahmet?": the plan's hotel, how far the area is from it.
  const area =
    /\b(?:stay|staying|sleep|base ourselves|base us|hotel) (?:in|near|at|around|close to) (?:the )?([a-z][a-z' -]{1,40}?)(?: instead| rather)?$/.exec(
      text.replace(/[?!.\s]+$/, ""),
    )?.[1];
  if (area) {
    const hotel = trip.flatMap((d) => d.items).find((it) => it.hotel)?.hotel;
    // "is it cheaper to stay in Gion or Pontocho?": two areas, each offered on its own.
    const areas = area
      .split(/ or (?:in |near |by )?(?:the )?/)
      .map((a) => a.replace(/\b[a-z]/g, (c) => c.toUpperCase()));
    const said = listOf(areas).replace(/ and /, " or ");
    // The plan's sights in or named for that area, by day: what staying there would put close.
    const there = trip.flatMap((d) =>
      d.items
        .filter(
          (it) =>
            it.type === "place" &&
            !it.meal &&
            areas.some((a) => plain(`${it.place?.name ?? ""} ${it.location}`).includes(plain(a))),
        )
        .map((it) => `**${it.place?.name ?? it.location}** (day ${d.n})`),
    );
    lines.push(
      `${hotel ? `Your plan's hotel is **${hotel.hotel_name}**${hotel.address ? ` (${hotel.address})` : ""}. ` : ""}${there.length ? `In or by ${said}, your plan has ${listOf(there.slice(0, 4))}. ` : ""}I can't rank areas from data (prices, noise and safety vary street by street), but staying close to the sights you'll see most cuts the daily rides.`,
    );
    offer = `Say ${areas.map((a) => `*"a hotel near ${a}"*`).join(" or ")} and I'll look for one there (only the hotel changes).`;
    return [...lines, offer].join("\n\n");
  }

  // "is it doable to see Kandy in a day from Colombo?": a town off the trip, there and back in a day.
  const far = towns.find((t) => !stops.some((st) => plain(st.name) === plain(t.name))) ?? townSaid(text, stops);
  if (!sights.length && far && /\b(?:in a day|in one day|day trip|day out|there and back|same day)\b/.test(text)) {
    const from = nearestStop(stops, far);
    if (from) {
      const ride = routeTime({ from, to: far });
      const each = ride.minutes;
      lines.push(
        `**${far.name}** is about ${Math.round(distanceKm(from, far))} km from ${from.name}: about ${formatDuration(each)} each way ${wayWord(ride.mode)} (an estimate, not a timetable). ${each <= 150 ? "That works as a day trip with a few hours there; leave early." : each <= 240 ? "That is a long day trip: doable, but you'd spend more time travelling than there." : "That is too far for a day there and back: a night there makes it worthwhile."}`,
      );
      offer =
        each <= 240
          ? `Say *"add a day trip to ${far.name}${day ? ` on day ${day.n}` : ""}"* and I'll plan it.`
          : `Say *"add a night in ${far.name}"* and I'll fit it in.`;
      return [...lines, offer].join("\n\n");
    }
  }

  const sight = sights[0];
  if (!sight) return undefined;
  // Two sights on one day: the time they take together.
  if (sights.length >= 2 && bothOneDay.test(text)) {
    const [a, b] = sights as [FoundPlace, FoundPlace];
    const total = visitMinutes(a.kind) + visitMinutes(b.kind);
    const km = distanceKm(a, b);
    lines.push(
      `**${a.name}** takes about ${formatDuration(visitMinutes(a.kind))} and **${b.name}** about ${formatDuration(visitMinutes(b.kind))}; they are ${km < 1.5 ? "a short walk" : `about ${km.toFixed(1)} km`} apart. That is ${formatDuration(total)} of visits: ${total <= 5 * 60 ? "doable in one day with a long lunch between them" : "a full, tiring day, better split over two"}.`,
    );
    return lines.join("\n\n");
  }
  const onPlan = sight.days.length
    ? `**${sight.name}** is on your plan on ${listOf(sight.days.map((n) => `day ${n}`))}.`
    : `**${sight.name}** isn't on your plan yet; a visit takes about ${formatDuration(visitMinutes(sight.kind))}.`;
  lines.push(onPlan);
  if (day && !sight.days.includes(day.n)) {
    lines.push(dayRoom(day, visitMinutes(sight.kind)));
    const town = stops.find((s) => s.name === day.city) ?? nearestStop(stops, sight);
    const km = town ? distanceKm(town, sight) : 0;
    if (town && km > 15) {
      const ride = routeTime({ from: town, to: sight });
      lines.push(`It is about ${Math.round(km)} km from ${town.name}: about ${formatDuration(ride.minutes)} each way.`);
    }
    // A sight with a weekly closing day on file: said when the day asked is that day.
    const shut = weeklyClosure(sight.name);
    const weekday = DateTime.fromISO(day.date).toFormat("cccc");
    if (shut?.day === weekday)
      lines.push(
        `But **${sight.name}** is closed on ${weekday}s${shut.note ? ` (${shut.note})` : ""}: pick another day for it.`,
      );
    else if (sight.kind === "museum" && DateTime.fromISO(day.date).weekday <= 2)
      lines.push("Many museums close one day a week (often Monday or Tuesday): check its own site for that day.");
    offer = sight.days.length
      ? `Say *"move ${sight.name} to day ${day.n}"* and I'll make the change.`
      : `Say *"add ${sight.name} on day ${day.n}"* and I'll make the change.`;
  } else if (/\b(?:skip|drop|cut|remove|miss|leave out|ditch)\b/.test(text) && sight.days.length) {
    // "should we skip the Uffizi?": what it takes, and what the day keeps without it.
    const d = trip[(sight.days[0] ?? 1) - 1];
    lines.push(
      `It takes about ${formatDuration(visitMinutes(sight.kind))} of ${d ? `${dayLabel(d)}` : "the day"}${sight.description ? `: ${sight.description.replace(/\.?$/, ".")}` : "."} I can't judge from data whether it's worth it for you; without it that day has more time for the rest, or a free hour.`,
    );
    offer = `Say *"drop ${sight.name}"* and I'll take it out (only that day changes).`;
  } else if (!sight.days.length) {
    // No day asked: the least full day in the nearest town.
    const town = nearestStop(stops, sight);
    // (Not on the sight's weekly closing day: "the Taj is shut on Fridays, which day for it?".)
    const shut = weeklyClosure(sight.name)?.day;
    const candidates = trip.filter(
      (d) => (!town || d.city === town.name) && DateTime.fromISO(d.date).toFormat("cccc") !== shut,
    );
    const lightest = [...(candidates.length ? candidates : trip)].sort((a, b) => minutesOf(a) - minutesOf(b))[0];
    if (lightest) {
      lines.push(
        `Your lightest day${town ? ` in ${town.name}` : ""} is **${dayLabel(lightest)}** (about ${formatDuration(minutesOf(lightest))} of visits), so it fits best there.`,
      );
      offer = `Say *"add ${sight.name} on day ${lightest.n}"* and I'll make the change.`;
    }
  }
  return [...lines, offer].filter(Boolean).join("\n\n");
}

/**
 * "is it doable to see granada in a day?": the town said before the day-trip words, looked up in
 * the trip's country first (the map's finder reads only the trip's own places once there is one).
 */
function townSaid(text: string, stops: readonly Stop[]): FoundPlace | undefined {
  const name =
    /\b(?:see|visit|do|go to|get to|reach|head to|pop over to) (?:the )?([a-z][a-z' -]{2,30}?) (?:in (?:a|one) day|as a day trip|as a day out|there and back|and back|for the day)\b/.exec(
      text,
    )?.[1];
  if (!name || !stops.length) return undefined;
  const home = stops[0] as Stop;
  const found = geocode(`${name}, ${home.country}`) ?? geocode(name);
  if (!found || distanceKm(found, home) > 1500) return undefined;
  return {
    name: found.name,
    lat: found.lat,
    lng: found.lng,
    kind: "city",
    source: "gazetteer",
    country_code: found.country_code,
    airport: found.airports[0]?.code ?? null,
    days: [],
  };
}

/** Two places asked about together: "on the same day", "in one day", "together", "both". */
const bothOneDay = /\b(?:same day|one day|a day|together|both)\b/;

/** Two day trips done in one outing, from the trip's stop that is a base of the first. */
function twoOutings(a: Excursion, b: Excursion, stops: readonly Stop[]): string | undefined {
  const outA = baseAmong(a, stops);
  const outB = baseAmong(b, stops);
  if (!outA || !outB) return undefined;
  const across = routeTime({
    from: { name: a.name, lat: a.lat, lng: a.lng, country_code: a.country },
    to: { name: b.name, lat: b.lat, lng: b.lng, country_code: b.country },
  }).minutes;
  const total = outA.minutes + a.visitMinutes + across + b.visitMinutes + outB.minutes;
  const verdict =
    total <= 10 * 60
      ? "doable in one long day if you leave early"
      : total <= 12 * 60
        ? "possible on paper but a very long, rushed day: I'd give each its own day"
        : "too much for one day: give each its own day";
  return [
    `**${a.name}** (about ${formatDuration(a.visitMinutes)} there) is about ${formatDuration(outA.minutes)} from ${outA.city}, **${b.name}** (about ${formatDuration(b.visitMinutes)}) about ${formatDuration(outB.minutes)}, and the two are about ${Math.round(distanceKm(a, b))} km apart (about ${formatDuration(across)} between them). Both in one day is roughly ${formatDuration(total)} door to door: ${verdict}.`,
    `Say *"add ${a.name} as a day trip"* and *"add ${b.name} as a day trip"* and I'll put them on days that suit them.`,
  ].join("\n\n");
}

function nearestStop(stops: readonly Stop[], p: { lat: number; lng: number }): Stop | undefined {
  return [...stops].sort((a, b) => distanceKm(a, p) - distanceKm(b, p))[0];
}

/** How a day out is usually made, by the way the estimate found quickest. */
function wayWord(mode: string): string {
  switch (mode) {
    case "day-trip":
    case "bus":
      return "by bus (or an organised tour)";
    case "drive":
      return "by car (or an organised tour or a hired driver, who do the driving)";
    case "train":
      return "by train";
    case "ferry":
      return "by ferry";
    case "flight":
      return "flying";
    default:
      return "by road";
  }
}

import type { TItineraryDay } from "../../../common/api/trips";
import { dayTripRide, hhmm, travelMinutes, visitWindows } from "../../planner/days";
import { formatDuration } from "../../planner/transport";
import { distanceKm } from "../../travel/geo/distance";
import { catalogue } from "../../travel/places/catalogue/index";
import type { FoundPlace } from "./find-place";
import { listOf } from "./text";
import type { Point } from "./trip";
import { closureSaid } from "./weekly-closures";

// Is a place worth it, for how long, and when is it open: from what Lotus knows of it (its kind,
// the catalogue's line on it, a provider's rating when there is one), the visit lengths and
// opening windows the day builder plans with (visitWindows), and the sights around it. Hours are
// typical ones for the kind of place unless a restaurant's own are on file, and said so.

/** How long a sight takes, as the day builder plans it; a meal takes as long as dinner. */
export function visitMinutes(kind: FoundPlace["kind"]): number {
  if (kind === "restaurant") return 90;
  if (kind === "city") return 0;
  return visitWindows[kind].minutes;
}

/** A day trip's ride each way, as days.ts plans it: a regional train or bus, about 60 km/h with a wait. */
/** The day builder's own ride time to a day trip's town, so answers and plans agree. */
export const dayTripMinutes = dayTripRide;

/** Catalogue sights within a short walk of a place (itself excluded), nearest first. */
export function sightsAround(place: Point & { name: string }, withinKm = 1.2) {
  const city = catalogue.find((c) => distanceKm(c, place) <= 40);
  if (!city) return [];
  return city.places
    .filter((p) => p.name !== place.name && distanceKm(p, place) <= withinKm)
    .map((p) => ({ ...p, km: distanceKm(p, place) }))
    .sort((a, b) => a.km - b.km);
}

/** What a "half day" and the like are, in minutes. */
export function askedMinutes(text: string): number | undefined {
  if (/\bhalf (?:a )?day\b/.test(text)) return 240;
  if (/\b(?:full|whole|entire) day\b|\ba day\b/.test(text)) return 480;
  if (/\bmorning\b/.test(text)) return 210;
  if (/\bafternoon\b/.test(text)) return 240;
  if (/\b(?:an|one) hour\b/.test(text)) return 60;
  const hours = /\b(\d) (?:hours?|hrs?)\b/.exec(text);
  return hours ? Number(hours[1]) * 60 : undefined;
}

const kindWord = (k: FoundPlace["kind"]) => (k === "other" ? "sight" : k === "city" ? "town" : k);

/** Cities asked about side by side: the highlights on file for each, and the choice left to the traveller. */
export function compareCities(cities: readonly FoundPlace[]): string {
  const lines = cities.map((c) => {
    const sights = catalogue.find((k) => distanceKm(k, c) <= 15)?.places ?? [];
    const listed = sights.slice(0, 4).map((s) => s.name);
    return `- **${c.name}**: ${listed.length ? listOf(listed) : "no highlights on file yet"}`;
  });
  return `Both make a fine trip; it depends on what you enjoy most. What I have on file:\n${lines.join("\n")}\n\nTell me which one (or both, one after the other), your dates and where you're starting from, and I'll plan it.`;
}

export type WorthAnswer = { minutes: number; withAround: number; around: string[]; text: string };

/** Hours of sights in an easy day, the rest of it for walking between them, meals and rest. */
const SIGHT_MINUTES_A_DAY = 360;

/** Whether a place is worth the time asked (or how long it takes), and what is around it. */
export function worthIt(input: {
  place: FoundPlace;
  /** A district named by a word its places share ("Belém"): the answer is about all of them. */
  area?: { word: string; places: readonly FoundPlace[] };
  /** Minutes the traveller has in mind ("half a day" is 240). */
  budgetMinutes?: number;
  /** The question asks how long a town deserves ("how many days for Venice?", "is 2 days enough?"). */
  asksLength?: boolean;
  /** Where the traveller stays, for a town out of the city. */
  from?: Point & { name: string };
}): WorthAnswer {
  const { place, budgetMinutes } = input;
  if (place.kind === "city") {
    const from = input.from;
    const km = from ? distanceKm(from, place) : 0;
    const ride = from && km > 10 ? dayTripMinutes(from, place) : 0;
    const sights = catalogue.find((c) => distanceKm(c, place) <= 15)?.places ?? [];
    const listed = sights.slice(0, 4).map((s) => s.name);
    // The town itself (the trip's stay, or no stay to ride from): how long its sights on file take,
    // not a day out from it.
    const own = sights.reduce((n, s) => n + visitWindows[s.category].minutes, 0);
    const days = Math.max(1, Math.round(own / SIGHT_MINUTES_A_DAY));
    const here =
      listed.length && !(from && km > 10) && input.asksLength
        ? `Highlights I have on file: ${listOf(listed)}. Its ${sights.length} sights on file take about ${formatDuration(own)} of visits in all: about **${days} full day${days === 1 ? "" : "s"}** at an easy pace (some ${formatDuration(SIGHT_MINUTES_A_DAY)} of sights a day), plus time to wander and eat.`
        : undefined;
    const text = [
      `**${place.name}**${from && km > 10 ? ` is about ${Math.round(km)} km from ${from.name}: about ${formatDuration(ride)} each way by train or bus.` : "."}`,
      here ??
        (listed.length
          ? `Highlights I have on file: ${listOf(listed)}.${from && km > 10 ? " With the ride, that is a full day out." : ""}`
          : "I have no sights on file for it, so I can't say how long it deserves; a travel guide or a map search will show what is there."),
    ].join(" ");
    return { minutes: ride * 2, withAround: ride * 2, around: listed, text };
  }
  if (input.area) return areaWorth(input.area, budgetMinutes);
  const own = visitMinutes(place.kind);
  const around = place.kind === "restaurant" ? [] : sightsAround(place).slice(0, 4);
  // The walk from each to the next, in the order nearest-first.
  let total = own;
  let here: Point = place;
  for (const a of around) {
    total += travelMinutes(here, a) + visitWindows[a.category].minutes;
    here = a;
  }
  const rating = place.place?.rating
    ? ` Rated ${place.place.rating}${place.place.nratings ? ` from ${place.place.nratings.toLocaleString("en-US")} reviews` : ""}.`
    : "";
  const about = place.description ? ` ${place.description}` : "";
  const city = place.city ? `, ${place.city}` : "";
  const listed =
    place.source !== "gazetteer"
      ? ` It is one of the highlights Lotus keeps on file${place.city ? ` for ${place.city}` : ""}.`
      : "";
  const planned = place.days.length ? ` It's on your plan on day ${listOf(place.days.map(String))}.` : "";
  // A sight out of town ("Guatapé" from Medellín): the ride there and back is part of the day.
  const fromKm = input.from ? distanceKm(input.from, place) : 0;
  const out = input.from && fromKm > FAR_SIGHT_KM ? dayTripMinutes(input.from, place) : 0;
  const ride =
    input.from && out
      ? ` It is about ${Math.round(fromKm)} km from ${input.from.name}: about **${formatDuration(out)} each way** by bus or train (or an organised tour), so it is a day out.`
      : "";
  const head = `**${place.name}** (${kindWord(place.kind)}${city}):${about}${rating}${listed} A visit takes about **${formatDuration(own)}**.${ride}${planned}`;
  const aroundText = around.length
    ? `\n\nWithin a short walk: ${listOf(around.map((a) => `${a.name} (${formatDuration(visitWindows[a.category].minutes)})`))}. Seeing ${around.length === 1 ? "both" : "them all"}, with the walks between, takes about **${formatDuration(total)}**.`
    : "";
  const verdict = verdictFor(budgetMinutes, total + out * 2, own + out * 2, place.name, around.length > 0);
  return { minutes: own, withAround: total, around: around.map((a) => a.name), text: `${head}${aroundText}${verdict}` };
}

// Farther than this from the stay, a sight is a ride out of town, not a stop between others.
const FAR_SIGHT_KM = 20;

function verdictFor(
  budgetMinutes: number | undefined,
  total: number,
  own: number,
  name: string,
  many: boolean,
): string {
  if (!budgetMinutes) return "";
  const span = formatDuration(budgetMinutes);
  if (total <= budgetMinutes)
    return `\n\n${span} is enough${many ? " for all of that" : ""}${budgetMinutes - total >= 60 ? `, with about ${formatDuration(budgetMinutes - total)} to spare for a coffee or a slower pace` : ""}.`;
  if (own <= budgetMinutes)
    return `\n\n${span} covers ${name} itself; for everything around it, allow ${formatDuration(total)}.`;
  return `\n\n${span} is short for it: allow about ${formatDuration(own)}.`;
}

/** A district's sights together: each visit, the walks between them, and a verdict on the time asked. */
function areaWorth(area: { word: string; places: readonly FoundPlace[] }, budgetMinutes?: number): WorthAnswer {
  const named = area.places.filter((p) => p.kind !== "restaurant" && p.kind !== "city");
  // The district is more than the places with its name: the sights a short walk from them too.
  const sights = [...named];
  for (const p of named)
    for (const a of sightsAround(p, 1.2))
      if (!sights.some((x) => x.name === a.name))
        sights.push({ ...a, kind: a.category, source: "catalogue", days: [] });
  const tables = area.places.filter((p) => p.kind === "restaurant");
  let total = 0;
  let here: Point | null = null;
  for (const p of sights) {
    total += (here ? travelMinutes(here, p) : 0) + visitMinutes(p.kind);
    here = p;
  }
  const planned = area.places.filter((p) => p.days.length);
  const lines = sights.map(
    (p) =>
      `- **${p.name}** (${kindWord(p.kind)}, about ${formatDuration(visitMinutes(p.kind))})${p.description ? `: ${p.description}` : ""}`,
  );
  const food = tables.length ? `\n\nTo eat there: ${listOf(tables.map((t) => t.name))}.` : "";
  const plan = planned.length
    ? ` On your plan: ${listOf(planned.map((p) => `${p.name} (day ${listOf(p.days.map(String))})`))}.`
    : "";
  const head = sights.length
    ? `**${area.word}**: the sights there I have on file are\n${lines.join("\n")}\n\nTogether, with the walks between, about **${formatDuration(total)}**.${plan}`
    : `**${area.word}**: I have no sights there on file, only places to eat.${plan}`;
  const first = sights[0];
  return {
    minutes: total,
    withAround: total,
    around: sights.map((p) => p.name),
    text: `${head}${food}${verdictFor(budgetMinutes, total, first ? visitMinutes(first.kind) : 0, first?.name ?? area.word, sights.length > 1)}`,
  };
}

export type HoursAnswer = { open: string; close: string; exact: boolean; text: string };

/** When a place is open: a restaurant's usual hours on file, else the typical hours of its kind. */
export function openingHours(input: { place: FoundPlace; itinerary?: readonly TItineraryDay[] }): HoursAnswer {
  const { place } = input;
  const visits = (input.itinerary ?? []).flatMap((d, i) =>
    d.items.filter((it) => it.place?.name === place.name).map((it) => ({ n: i + 1, time: it.time })),
  );
  const planned = visits.length
    ? ` Your plan has you there ${listOf(visits.map((v) => `at ${v.time} on day ${v.n}`))}.`
    : "";
  if (place.restaurant) {
    const r = place.restaurant;
    return {
      open: r.opens,
      close: r.closes,
      exact: false,
      text: `**${place.name}** usually opens **${r.opens}-${r.closes}** for ${listOf(r.meals)}.${planned} These are its usual hours on file, not today's: holidays and days off vary, so check before you go.`,
    };
  }
  if (place.kind === "city") {
    return {
      open: "",
      close: "",
      exact: false,
      text: `${place.name} is a town, so it has no opening hours; its museums and sights each keep their own. Ask me about one of them by name.`,
    };
  }
  const w = visitWindows[place.kind === "restaurant" ? "food" : place.kind];
  const closing =
    closureSaid(place.name) || (place.kind === "museum" ? " Many museums close one day a week (often Monday)." : "");
  return {
    open: hhmm(w.open),
    close: hhmm(w.close),
    exact: false,
    text: `I don't have the official hours for **${place.name}**. ${/^[aeiou]/i.test(kindWord(place.kind)) ? "An" : "A"} ${kindWord(place.kind)} like it is typically open about **${hhmm(w.open)}-${hhmm(w.close)}**, and that is what your plan assumes.${planned}${closing} Check the official website for the exact hours and any closing days.`,
  };
}

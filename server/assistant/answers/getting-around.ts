import type { TItineraryDay } from "../../../common/api/trips";
import { distanceKm } from "../../travel/geo/distance";
import { transitAnswer } from "./route-question";
import { listOf } from "./text";
import { transitCardOf } from "./transit-cards";
import type { Point } from "./trip";

// "is there a metro in Porto?", "best way to get around Hanoi?", "do we need a car in Kyoto or is
// it walkable?", "public transport or uber in Lima?": getting about inside one town, not a journey
// between two. Answered from the trip's own days first (how the planner moves between that town's
// stops: on foot, by transit and which line kind, by taxi), then what holds anywhere; lines, fares
// and timetables are not on file and are said not to be.

/** Words that ask how to get about in a town (the plain() text of a question). */
const aroundWords =
  /\b(?:get|getting|go|going|move|moving|travel|travelling|traveling) (?:around|about)\b|\bpublic (?:transport|transit)\b|\blocal transport\b|\btransport (?:in|around|there)\b|\b(?:metro|subway|tube|trams?|buses|bus system|light rail|mrt|bts|lrt)\b|\bunderground\b(?! (?:tour|tours|ruins|city|level|chambers?|tunnels?|caves?|river|lake|vaults?))|\bwalkable\b|\bon foot\b|\bwalk everywhere\b|\b(?:need|rent|hire) a car\b|\bcar (?:hire|rental)\b|\bbest way to get around\b/;
// A journey between two places is a route, not getting about: "the metro from the airport to
// the old town", "bus from Hoi An to Hue".
const journey = /\bfrom\b.*\bto\b|\bbetween\b|\b(?:to|from) the (?:airport|station)\b|\bairport\b/;

/** Whether a question asks how to get about inside one town. */
export function asksGettingAround(text: string): boolean {
  return aroundWords.test(text) && !journey.test(text);
}

type Hop = { mode: string; minutes: number; by?: string };

/** The moves between the day's stops in the town (within 40 km of it), as the plan has them. */
function hopsIn(itinerary: readonly TItineraryDay[], town: Point): Hop[] {
  const out: Hop[] = [];
  for (const day of itinerary)
    for (const it of day.items) {
      const t = it.travel_before;
      if (!t || !it.place || it.transport) continue;
      if (!["walk", "transit", "taxi", "drive"].includes(t.mode)) continue;
      if (distanceKm(it.place, town) > 40) continue;
      out.push({ mode: t.mode, minutes: t.minutes, ...(t.by ? { by: t.by } : {}) });
    }
  return out;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
};

/** What the trip's days say of getting about in the town, or "" when they say nothing. */
function fromPlan(hops: Hop[], town: string): string {
  if (hops.length < 2) return "";
  const walks = hops.filter((h) => h.mode === "walk");
  const transit = hops.filter((h) => h.mode === "transit");
  const rides = hops.filter((h) => h.mode === "taxi" || h.mode === "drive");
  const parts: string[] = [];
  if (walks.length) parts.push(`${walks.length} on foot (about ${median(walks.map((h) => h.minutes))} min each)`);
  if (transit.length) {
    const lines = [...new Set(transit.map((h) => h.by).filter((b): b is string => !!b))];
    parts.push(
      `${transit.length} by ${lines.length ? listOf(lines) : "public transport"} (about ${median(transit.map((h) => h.minutes))} min)`,
    );
  }
  if (rides.length) parts.push(`${rides.length} by taxi (about ${median(rides.map((h) => h.minutes))} min)`);
  const mostlyWalk = walks.length >= hops.length * 0.6;
  const verdict = mostlyWalk
    ? `Most of it is walkable: you won't need a car in ${town}, and a ride or transit for the longer hops (or tired legs) is plenty.`
    : transit.length >= rides.length
      ? `Public transport does the longer hops, so ${transitCardOf(town) ?? "a transit card (or a contactless bank card where it is taken)"} is worth having from day one; no car needed in town.`
      : `The sights are spread out, so taxis or a ride-hail app do the longer hops; a car is more trouble than help in town (parking, traffic).`;
  return `Your plan moves between ${town}'s stops ${hops.length} times: ${listOf(parts)}. ${verdict}`;
}

/** The answer to a getting-about question for the town, from the plan's own moves where it has some. */
export function gettingAround(
  text: string,
  town: (Point & { name: string }) | undefined,
  itinerary: readonly TItineraryDay[],
  /** Children on the trip: their fares are said where known. */
  kids = false,
): string {
  const name = town?.name;
  const planned = town ? fromPlan(hopsIn(itinerary, town), town.name) : "";
  const car = /\b(?:car|drive|driving)\b/.test(text)
    ? " A hire car is worth it for the countryside and day trips between towns, rarely inside a city."
    : "";
  const rides = /\b(?:uber|bolt|grab|lyft|careem|didi|taxi|taxis|cab|cabs|ride)\b/.test(text)
    ? " For taxis, use the official rank or a ride-hail app (I can't check which apps run there right now), and agree the fare or insist on the meter."
    : "";
  // (Where fares are free, transitAnswer says so first; said before the plan's own moves.)
  const transit = transitAnswer(text, name, kids).text;
  const [free, rest] =
    /\*\*free\*\*|free only/.test(transit.split("\n\n")[0] ?? "") && transit.includes("\n\n")
      ? [transit.slice(0, transit.indexOf("\n\n")), transit.slice(transit.indexOf("\n\n") + 2)]
      : ["", transit];
  return [free, planned, `${rest}${car}${rides}`].filter(Boolean).join("\n\n");
}

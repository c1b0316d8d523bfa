import { travelMinutes } from "../../planner/days";
import { type Allowed, chooseLeg, formatDuration, type LegEstimate, legOptions } from "../../planner/transport";
import { distanceKm } from "../../travel/geo/distance";
import { geocode } from "../../travel/geo/gazetteer";
import { catalogue } from "../../travel/places/catalogue/index";
import { dayTripMinutes } from "./visit";

// How to get from A to B and how long it takes, with the same figures the planner uses: within a
// city, the day builder's travelMinutes (a walk when close, a ride with a wait when not); a town
// within reach, the day-trip ride; between cities, the transport estimates (chooseLeg), with the
// other ways there are. No routing service: distances are straight lines, said so.

export type RoutePoint = {
  name: string;
  lat: number;
  lng: number;
  country_code?: string;
  airport?: string | null;
};

export type RouteAnswer = {
  km: number;
  minutes: number;
  mode: "walk" | "ride" | "day-trip" | LegEstimate["mode"];
  options: LegEstimate[];
  text: string;
};

/** Up to this, the day builder's own in-city time applies. */
const CITY_KM = 15;
/** Up to this, a town is a day trip's ride away. */
const DAY_TRIP_KM = 80;
const WALK_KMH = 4.5;

/** The country and airport the transport estimates need: the place's own, else its catalogue city's. */
function withCountry(p: RoutePoint): RoutePoint & { country_code: string; airport: string | null } {
  if (p.country_code && p.airport !== undefined) return { ...p, country_code: p.country_code, airport: p.airport };
  const city = catalogue.find((c) => distanceKm(c, p) <= 40);
  const named = geocode(city?.city ?? p.name);
  const near = named && distanceKm(named, p) < 50 ? named : null;
  return {
    ...p,
    country_code: p.country_code ?? city?.country ?? near?.country_code ?? "",
    airport: p.airport ?? near?.airports[0]?.code ?? null,
  };
}

export function routeTime(input: { from: RoutePoint; to: RoutePoint; transport?: Allowed }): RouteAnswer {
  const { from, to } = input;
  const allowed: Allowed = input.transport ?? { flights: true, selfDrive: true, prefer: "any" };
  const km = distanceKm(from, to);
  const dist = km < 10 ? `${km.toFixed(1)} km` : `${Math.round(km)} km`;
  const route = `**${from.name} → ${to.name}**`;
  if (km < CITY_KM) {
    const minutes = travelMinutes(from, to);
    const walk = Math.max(5, Math.round(((km / WALK_KMH) * 60) / 5) * 5);
    if (km < 1.5)
      return {
        km,
        minutes,
        mode: "walk",
        options: [],
        text: `${route}: about ${dist} as the crow flies, so a **${formatDuration(minutes)} walk**. That is what your plan allows between them.`,
      };
    const onFoot = km < 3.5 ? ` On foot it is about ${formatDuration(walk)}, if you like walking.` : "";
    return {
      km,
      minutes,
      mode: "ride",
      options: [],
      text: `${route}: about ${dist} apart, so **about ${formatDuration(minutes)} by taxi, ride-hail or public transport**, waiting included (what your plan allows).${onFoot} Straight-line distance: a map app will give the exact route and lines.`,
    };
  }
  if (km < DAY_TRIP_KM) {
    const minutes = dayTripMinutes(from, to);
    const a = withCountry(from);
    const b = withCountry(to);
    const drive = legOptions(a, b, { ...allowed, selfDrive: true }).find((o) => o.mode === "drive");
    const byCar = drive ? ` Driving takes about ${formatDuration(drive.minutes)}.` : "";
    return {
      km,
      minutes,
      mode: "day-trip",
      options: drive ? [drive] : [],
      text: `${route}: about ${dist} apart. By regional train or bus, allow **about ${formatDuration(minutes)} each way**, door to door.${byCar} Check the timetable for the last train back.`,
    };
  }
  const a = withCountry(from);
  const b = withCountry(to);
  const options = legOptions(a, b, allowed);
  const best = chooseLeg(a, b, allowed);
  if (!best)
    return {
      km,
      minutes: 0,
      mode: "flight",
      options,
      text: `${route}: about ${dist} apart, and I can't find a way between them that your trip allows${allowed.flights ? "" : " without flying"}.`,
    };
  const word = { flight: "flying", train: "by train", bus: "by bus", drive: "driving", ferry: "by ferry" };
  const others = options
    .filter((o) => o !== best && o.mode !== best.mode)
    .map((o) => `${word[o.mode]} ${formatDuration(o.minutes)} (about $${Math.round(o.costPerPerson)} per person)`);
  return {
    km,
    minutes: best.minutes,
    mode: best.mode,
    options,
    text: `${route}: about ${dist} apart. The sensible way is **${word[best.mode]}, about ${formatDuration(best.minutes)} door to door** and about $${Math.round(best.costPerPerson)} per person.${others.length ? ` Otherwise: ${others.join("; ")}.` : ""} These are estimates, not timetables.`,
  };
}

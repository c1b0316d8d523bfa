import { travelMinutes } from "../../planner/days";
import {
  type Allowed,
  chooseLeg,
  formatDuration,
  type LegEstimate,
  landmass,
  legOptions,
  type Mode,
} from "../../planner/transport";
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

// The ways of travel a question names, in its words: "the catamaran", "fly", "a sleeper".
const modeWords: [Mode, RegExp, string][] = [
  ["ferry", /\b(ferry|ferries|catamaran|hydrofoil|boat|speedboat|fast boat)\b/, "ferry"],
  ["flight", /\b(?:fly|flying|flight|flights|plane|air)\b/, "flight"],
  // (Trains known by their own names: Kenya's SGR, the shinkansen, the Eurostar, the TGV.)
  [
    "train",
    /\b(sleeper|night train|night rail|overnight train|train|trains|rail|sgr|madaraka express|shinkansen|bullet train|eurostar|tgv|frecciarossa|italo|thalys|ktx|high speed rail)\b/,
    "train",
  ],
  ["bus", /\b(?:bus|buses|coach|coaches)\b/, "bus"],
  ["drive", /\b(?:drive|driving|car|self drive)\b/, "drive"],
];

/** The ways of travel a question names, each with the word it used ("catamaran" for a ferry). */
export function modesAsked(text: string): { mode: Mode; word: string }[] {
  return modeWords.flatMap(([mode, re, word]) => {
    const m = re.exec(text);
    return m ? [{ mode, word: m[1] ?? word }] : [];
  });
}

// Words for a way of travel, which a map would read as places ("Cable car", "Train Street",
// "Rodeo Drive" for "a long drive"): left out before the places a question names are looked for.
const wayWords =
  /\b(?:cable cars?|night trains?|sleeper trains?|overnight trains?|sleepers?|(?:rental|hire|hired) cars?|cars?|trains?|rail|railways?|bus|buses|coach|coaches|drive|drives|driving|walk|walks|walking|on foot|ferry|ferries|boats?|catamarans?|hydrofoils?|taxis?|cabs?|ubers?|trams?|metro|subway|funiculars?|bikes?|cycling|fly|flying|flights?|planes?)\b(?! (?:station|stations|terminal|terminus|street|museum|square|depot|stop|pier)\b)/gi;

/**
 * The message with its words for ways of travel blanked. A word capitalised inside a sentence is
 * a name as the traveller wrote it ("Train Street"), and stays.
 */
export function withoutWays(message: string): string {
  return message.replace(wayWords, (word, at: number) => {
    const before = message.slice(0, at).trimEnd();
    const named = /^\p{Lu}/u.test(word) && before !== "" && !/[.!?¿¡]$/.test(before);
    return named ? word : " ".repeat(word.length);
  });
}

/**
 * What Lotus cannot say of the ways asked about: a crossing by sea it has no estimate for, a
 * flight where there is none to search, a night train (its train times are for day trains).
 */
function unknownWays(asked: { mode: Mode; word: string }[], offered: Mode[], from: string, to: string): string {
  const missing = asked.filter((a) => !offered.includes(a.mode));
  const sleeper = asked.find((a) => a.mode === "train" && /sleeper|night|overnight/.test(a.word));
  const lines: string[] = [];
  if (missing.length) {
    const words = [...new Set(missing.map((m) => (m.mode === "flight" ? "flight" : m.word)))];
    const sea = missing.some((m) => m.mode === "ferry");
    lines.push(
      `I don't have ${words.join(" or ")} times between ${from} and ${to} on file, so I can't say how it compares${sea ? ": the ferry or catamaran operator's timetable has the crossings, the time they take and whether they run on your dates" : missing.some((m) => m.mode === "flight") ? ": a flight search for your dates will show whether any airline flies it" : ""}.`,
    );
  }
  if (sleeper && offered.includes("train"))
    lines.push(
      `The train time above is for day trains; I have no night-train (sleeper) timetables, so check the rail operators' sites for an overnight service on your dates.`,
    );
  return lines.length ? ` ${lines.join(" ")}` : "";
}

export function routeTime(input: {
  from: RoutePoint;
  to: RoutePoint;
  transport?: Allowed;
  /** The ways of travel the question named, for what Lotus cannot say of them. */
  asked?: { mode: Mode; word: string }[];
}): RouteAnswer {
  const r = routeEstimate(input);
  const offered = r.mode === "walk" || r.mode === "ride" ? [] : r.options.map((o) => o.mode);
  if (r.mode === "day-trip") offered.push("train", "bus");
  const note = input.asked?.length ? unknownWays(input.asked, offered, input.from.name, input.to.name) : "";
  return note ? { ...r, text: `${r.text}${note}` } : r;
}

function routeEstimate(input: { from: RoutePoint; to: RoutePoint; transport?: Allowed }): RouteAnswer {
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
  // Across the sea (an island and the mainland) there is no regional train or bus to take.
  // (Only when both countries are known: an unknown one would read as another landmass.)
  const [fromLand, toLand] = [withCountry(from), withCountry(to)];
  const sea =
    km >= CITY_KM && !!fromLand.country_code && !!toLand.country_code && landmass(fromLand) !== landmass(toLand);
  if (km < DAY_TRIP_KM && !sea) {
    const minutes = dayTripMinutes(from, to);
    const a = withCountry(from);
    const b = withCountry(to);
    const drive = legOptions(a, b, { ...allowed, selfDrive: true }).find((o) => o.mode === "drive");
    // To or from an airport: the airport train or bus, or a taxi, not a day trip's last train back.
    if (/\bairport\b/i.test(`${from.name} ${to.name}`))
      return {
        km,
        minutes,
        mode: "day-trip",
        options: drive ? [drive] : [],
        text: `${route}: about ${dist} apart. By airport train or bus, allow **about ${formatDuration(minutes)}**, door to door${drive ? `; by taxi or car about ${formatDuration(drive.minutes)}, more in traffic` : ""}.`,
      };
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
  // ("a drive", not "driving": the word a traveller asking "is it a long drive?" looks for.)
  const word = { flight: "flying", train: "by train", bus: "by bus", drive: "a drive", ferry: "by ferry" };
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

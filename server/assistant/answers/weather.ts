import { DateTime } from "luxon";
import type { TItineraryDay } from "../../../common/api/trips";
import type { TWeather } from "../../../common/travel/schemas";
import { distanceKm } from "../../travel/geo/distance";
import { typicalTemperature } from "../../travel/weather/climate";
import type { Plan } from "../plan";
import type { Toolbox } from "../tools";
import { dayLabel, fahrenheit, type Point, tripDays } from "./trip";

// The weather on the trip's days, from the weather tool at each day's own place (a day trip's
// town, not the hotel's city): a forecast when one exists, else the typical weather, said to be
// so. Rain is only mentioned when the source says it: the offline estimate has no rain figure,
// and Lotus says that rather than invent a chance of rain.

export type DayWeather = {
  n: number | null;
  date: string;
  place: string;
  weather: TWeather | null;
  note?: string;
};

export type WeatherAnswer = { days: DayWeather[]; text: string };

const wet = /rain|shower|drizzle|thunder/i;
const snowy = /snow/i;

const deg = (c: number, f: boolean) =>
  f ? `${Math.round(c)}°C (${Math.round((c * 9) / 5 + 32)}°F)` : `${Math.round(c)}°C`;

/** One line of words for one day's weather. */
export function describeWeather(w: TWeather, useF: boolean): string {
  const range = `high ${deg(w.temp_max, useF)}, low ${deg(w.temp_min, useF)}`;
  const what = w.weather_description.replace(/\s*\(not a forecast\)$/, "");
  const rain = wet.test(w.weather_description)
    ? "rain is expected, so bring an umbrella"
    : snowy.test(w.weather_description)
      ? "snow is expected"
      : w.typical
        ? "no rain figure this far out"
        : "no rain in the forecast";
  return `${what}; ${range}; ${rain}${w.typical ? " (typical weather, not a forecast)" : ""}`;
}

/**
 * The weather on some of the trip's days (all of them when `days` is empty), or on other dates,
 * at a place when one is given (else where each day is spent).
 */
export async function weatherOn(input: {
  plan: Plan;
  itinerary: readonly TItineraryDay[];
  tools: Toolbox;
  days?: readonly number[];
  dates?: readonly string[];
  place?: Point & { name: string };
  /** For a place asked about before a trip has dates: today. */
  now?: DateTime;
}): Promise<WeatherAnswer> {
  const { plan, tools, place } = input;
  const trip = tripDays(plan, input.itinerary);
  const useF = fahrenheit(plan);
  type Ask = { n: number | null; date: string; at: Point | null; where: string };
  const asks: Ask[] = [];
  const wanted = input.days?.length ? trip.filter((d) => input.days?.includes(d.n)) : [];
  for (const d of wanted) asks.push({ n: d.n, date: d.date, at: place ?? d.point, where: place?.name ?? d.city });
  for (const date of input.dates ?? []) {
    const dest = place ?? plan.destination;
    if (dest) asks.push({ n: null, date, at: dest, where: dest.name });
  }
  if (!asks.length) {
    // A place with no day: the trip's days there (or all of them); no trip: the next 3 days.
    const there = place ? trip.filter((d) => d.point && distanceKm(d.point, place) < 40) : trip;
    const pool = there.length ? there : trip;
    for (const d of pool.slice(0, 10))
      asks.push({ n: d.n, date: d.date, at: place ?? d.point, where: place?.name ?? d.city });
    if (!asks.length && place) {
      const start = plan.startDate ?? (input.now ?? DateTime.now()).toISODate();
      asks.push({ n: null, date: start as string, at: place, where: place.name });
    }
  }
  const days: DayWeather[] = [];
  for (const a of asks.slice(0, 14)) {
    if (!a.at) {
      days.push({ n: a.n, date: a.date, place: a.where, weather: null, note: "no place to ask about" });
      continue;
    }
    const r = await tools.weather({ date: a.date, lat: a.at.lat, lng: a.at.lng });
    days.push({ n: a.n, date: a.date, place: a.where, weather: r.weather, note: r.note });
  }
  if (!days.length) return { days, text: "There are no days planned yet to check the weather for." };
  // "will it rain much?", "how cold will it get?": the whole stay asked about at once is said in a
  // line for each run of days in one place, not day by day like the itinerary.
  const whole = !input.days?.length && !input.dates?.length && days.length >= 3;
  const lines = whole
    ? runsOf(days).map((run) => runLine(run, useF))
    : days.map((d) => {
        const label = d.n
          ? `**${dayLabel({ n: d.n, date: d.date })}**`
          : `**${DateTime.fromISO(d.date).toFormat("ccc, LLL d")}**`;
        const where = d.place ? ` in ${d.place}` : "";
        const trav = d.n && trip[d.n - 1]?.travelling ? " (a travel day)" : "";
        return d.weather
          ? `- ${label}${where}${trav}: ${describeWeather(d.weather, useF)}.`
          : `- ${label}${where}: no weather available (${d.note ?? "no answer"}).`;
      });
  const typical = days.every((d) => d.weather?.typical);
  const tail = typical
    ? "\n\nThese are typical figures for the time of year; a forecast comes about two weeks before."
    : "";
  return { days, text: `${lines.join("\n")}${tail}` };
}

/** Consecutive days in one place, with weather for each (a day without any stands alone). */
function runsOf(days: DayWeather[]): DayWeather[][] {
  const runs: DayWeather[][] = [];
  for (const d of days) {
    const last = runs[runs.length - 1];
    const prev = last?.[last.length - 1];
    if (last && prev && prev.place === d.place && prev.weather && d.weather) last.push(d);
    else runs.push([d]);
  }
  return runs;
}

const short = (date: string) => DateTime.fromISO(date).toFormat("ccc, LLL d");

/**
 * A run of days in one place in one line: the same words when every day's are the same (typical
 * weather for one month), else the span of highs and lows and the days rain or snow is expected.
 */
function runLine(run: DayWeather[], useF: boolean): string {
  const first = run[0] as DayWeather;
  const last = run[run.length - 1] as DayWeather;
  const span =
    run.length === 1
      ? `**${short(first.date)}**`
      : `**${short(first.date)} - ${short(last.date)}**${first.n && last.n ? ` (days ${first.n}-${last.n})` : ""}`;
  const where = first.place ? ` in ${first.place}` : "";
  const ws = run.map((d) => d.weather).filter((w): w is TWeather => !!w);
  if (ws.length < run.length) return `- ${span}${where}: no weather available (${first.note ?? "no answer"}).`;
  const said = ws.map((w) => describeWeather(w, useF));
  if (said.every((x) => x === said[0])) return `- ${span}${where}: ${said[0]}.`;
  const range = (xs: number[]) => {
    const lo = Math.min(...xs);
    const hi = Math.max(...xs);
    return Math.round(lo) === Math.round(hi) ? deg(lo, useF) : `${deg(lo, useF)} to ${deg(hi, useF)}`;
  };
  const wetDays = run.filter((d) => d.weather && wet.test(d.weather.weather_description)).map((d) => short(d.date));
  const snowDays = run.filter((d) => d.weather && snowy.test(d.weather.weather_description)).map((d) => short(d.date));
  const rain = wetDays.length
    ? `rain is expected on ${wetDays.join(", ")}, so bring an umbrella`
    : ws.every((w) => w.typical)
      ? "no rain figure this far out"
      : "no rain in the forecast";
  const snow = snowDays.length ? `; snow is expected on ${snowDays.join(", ")}` : "";
  const kind = ws.every((w) => w.typical)
    ? " (typical weather, not a forecast)"
    : ws.some((w) => w.typical)
      ? " (a forecast for the first days, typical weather after)"
      : "";
  return `- ${span}${where}: highs ${range(ws.map((w) => w.temp_max))}, lows ${range(ws.map((w) => w.temp_min))}; ${rain}${snow}${kind}.`;
}

/**
 * "When is the best time to visit X": the typical temperature month by month (the offline
 * estimate), and the months nearest a pleasant 18-26 °C. Says plainly what it leaves out.
 */
export function bestMonths(
  place: Point & { name: string },
  year = DateTime.now().year,
): { text: string; months: string[] } {
  const rows = Array.from({ length: 12 }, (_, i) => {
    const date = DateTime.fromObject({ year, month: i + 1, day: 15 });
    const t = typicalTemperature({ date: date.toISODate() as string, lat: place.lat, lng: place.lng });
    return {
      month: date.toFormat("LLLL"),
      short: date.toFormat("LLL"),
      mean: Math.round(t.mean),
      max: Math.round(t.max),
    };
  });
  const pleasant = rows.filter((r) => r.mean >= 17 && r.mean <= 26);
  const best = pleasant.length
    ? pleasant
    : [...rows].sort((a, b) => Math.abs(a.mean - 22) - Math.abs(b.mean - 22)).slice(0, 3);
  const table = rows.map((r) => `${r.short} ${r.mean}°`).join(" · ");
  const text = `By temperature alone, **${best.map((r) => r.month).join(", ")}** ${best.length === 1 ? "is" : "are"} the most pleasant in ${place.name} (typical daily means: ${table}). That estimate knows nothing of rain, monsoons, hurricanes, crowds or festivals, so check a climate guide (for example the national weather service's monthly averages) before you pick dates.`;
  return { text, months: best.map((r) => r.month) };
}

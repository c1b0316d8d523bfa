import { DateTime } from "luxon";
import type { TWeather } from "../../../common/travel/schemas";
import { nearestAirports } from "../geo/airports";
import type { WeatherProvider, WeatherQuery } from "./provider";

// A climatological estimate for when no forecast can be had: mean temperature falls with
// latitude, swings more with the seasons further from the equator (opposite in the southern
// hemisphere, warmest about three weeks after the solstice), and cools 6.5 °C per km of height
// (the nearest airport's elevation stands in for the place's). Marked typical: never a forecast.

const round1 = (n: number) => Math.round(n * 10) / 10;

export function typicalTemperature(q: WeatherQuery, elevationM = 0): { mean: number; min: number; max: number } {
  const absLat = Math.abs(q.lat);
  const annualMean = 27 - 0.0065 * absLat * absLat;
  const amplitude = Math.min(18, 0.22 * absLat);
  const day = DateTime.fromISO(q.date).ordinal;
  const warmestDay = q.lat >= 0 ? 200 : 17;
  const seasonal = amplitude * Math.cos((2 * Math.PI * (day - warmestDay)) / 365);
  const mean = annualMean + seasonal - 0.0065 * elevationM;
  const range = 6 + Math.min(6, absLat / 10); // days and nights differ more away from the tropics
  return { mean: round1(mean), min: round1(mean - range / 2), max: round1(mean + range / 2) };
}

function feel(celsius: number): string {
  if (celsius < 0) return "freezing";
  if (celsius < 8) return "cold";
  if (celsius < 15) return "cool";
  if (celsius < 22) return "mild";
  if (celsius < 28) return "warm";
  return "hot";
}

export function climateWeather(): WeatherProvider {
  return {
    name: "climate",
    async weather(q) {
      const airport = nearestAirports(q.lat, q.lng, { limit: 1, withinKm: 60 })[0];
      const t = typicalTemperature(q, airport?.elevationM ?? 0);
      const month = DateTime.fromISO(q.date).toFormat("LLLL");
      const result: TWeather = {
        weather_icon: "typical",
        weather_description: `Typical for ${month}: ${feel(t.mean)}, around ${Math.round(t.mean)}°C (not a forecast)`,
        temperature: t.mean,
        temp_min: t.min,
        temp_max: t.max,
        typical: true,
      };
      return result;
    },
  };
}

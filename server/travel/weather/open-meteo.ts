import { DateTime } from "luxon";
import { z } from "zod";
import type { TWeather } from "../../../common/travel/schemas";
import { fetchJson, ProviderError } from "../provider-error";
import type { WeatherProvider, WeatherQuery } from "./provider";
import { describeWmo } from "./wmo";

// Open-Meteo (no key): the forecast API for today and the next 15 days; for later dates the
// historical archive for the same date a year earlier, marked typical.

const FORECAST_DAYS = 16;
const ZDaily = z.object({
  daily: z.object({
    time: z.array(z.string()),
    weather_code: z.array(z.number().nullable()),
    temperature_2m_max: z.array(z.number().nullable()),
    temperature_2m_min: z.array(z.number().nullable()),
  }),
});
const ZError = z.object({ error: z.literal(true), reason: z.string() });

export type OpenMeteoOptions = {
  forecastUrl: string;
  archiveUrl: string;
  timeoutMs?: number;
  retries?: number;
  baseDelayMs?: number;
  clock?: () => Date;
};

export function openMeteoWeather(options: OpenMeteoOptions): WeatherProvider {
  const clock = options.clock ?? (() => new Date());
  return {
    name: "open-meteo",
    async weather(q: WeatherQuery): Promise<TWeather> {
      const today = DateTime.fromJSDate(clock()).toUTC().startOf("day");
      const day = DateTime.fromISO(q.date, { zone: "utc" });
      const ahead = Math.round(day.diff(today, "days").days);
      const useArchive = ahead >= FORECAST_DAYS;
      const date = useArchive ? day.minus({ years: 1 }).toISODate() : q.date;
      const base = useArchive ? `${options.archiveUrl}/v1/archive` : `${options.forecastUrl}/v1/forecast`;
      const params = new URLSearchParams({
        latitude: q.lat.toFixed(4),
        longitude: q.lng.toFixed(4),
        daily: "weather_code,temperature_2m_max,temperature_2m_min",
        timezone: "auto",
        start_date: date ?? q.date,
        end_date: date ?? q.date,
      });
      const { status, body } = await fetchJson("open-meteo", `${base}?${params}`, {
        timeoutMs: options.timeoutMs ?? 5000,
        retries: options.retries ?? 2,
        baseDelayMs: options.baseDelayMs,
      });
      if (status >= 400) {
        const error = ZError.safeParse(body);
        throw new ProviderError("open-meteo", "http", error.success ? error.data.reason : `status ${status}`);
      }
      const parsed = ZDaily.safeParse(body);
      if (!parsed.success) throw new ProviderError("open-meteo", "malformed", "a reply without daily values");
      const d = parsed.data.daily;
      const [max, min, code] = [d.temperature_2m_max[0], d.temperature_2m_min[0], d.weather_code[0]];
      if (d.time.length === 0 || max == null || min == null || code == null) {
        throw new ProviderError("open-meteo", "empty", `no weather for ${date}`);
      }
      const { description, icon } = describeWmo(code);
      return {
        weather_icon: icon,
        weather_description: useArchive ? `Last year on this date: ${description.toLowerCase()}` : description,
        temperature: Math.round(((max + min) / 2) * 10) / 10,
        temp_min: min,
        temp_max: max,
        ...(useArchive ? { typical: true } : {}),
      };
    },
  };
}

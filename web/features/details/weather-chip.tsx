import { Cloud, CloudDrizzle, CloudFog, CloudRain, CloudSnow, CloudSun, Loader2, Sun, Thermometer } from "lucide-react";
import { detailsMessages } from "../../../common/api/details";
import type { TWeather } from "../../../common/travel/schemas";

const icons: Record<string, typeof Sun> = {
  clear: Sun,
  "mostly-clear": CloudSun,
  "partly-cloudy": CloudSun,
  cloudy: Cloud,
  fog: CloudFog,
  drizzle: CloudDrizzle,
  rain: CloudRain,
  showers: CloudRain,
  snow: CloudSnow,
};

/** Celsius from the server, shown in Fahrenheit, rounded (spec). */
export const fahrenheit = (celsius: number) => Math.round((celsius * 9) / 5 + 32);

export function WeatherChip({
  weather,
  loading,
  failed,
  location,
}: {
  weather: TWeather | null | undefined;
  loading: boolean;
  failed: boolean;
  location: string;
}) {
  if (loading) {
    return (
      <span className="inline-flex items-center gap-1 text-xs text-slate-500">
        <Loader2 className="size-3 animate-spin" aria-hidden /> Loading weather...
      </span>
    );
  }
  if (failed) return <span className="text-xs text-red-700">Weather error: {detailsMessages.weather(location)}</span>;
  if (!weather) return <span className="text-xs text-slate-500">Weather unavailable</span>;
  const Icon = icons[weather.weather_icon] ?? Thermometer;
  const high = fahrenheit(weather.temp_max);
  const low = fahrenheit(weather.temp_min);
  // The day's high and low, not one bare number: "52°F" alone did not say whether to pack a coat.
  return (
    <span
      className="inline-flex flex-wrap items-center gap-x-2 gap-y-0.5 rounded-xl bg-sky-50 px-2 py-0.5 text-xs font-medium text-sky-900"
      title={weather.typical ? "Not a forecast: the season's usual weather." : undefined}
      data-testid="weather-chip"
    >
      <span className="inline-flex items-center gap-1 whitespace-nowrap">
        <Icon className="size-3.5" aria-hidden />
        {weather.typical ? "Typical for the season" : weather.weather_description}
      </span>
      {/* Kept on one line: on a phone it wraps under the description as a whole. */}
      <span className="whitespace-nowrap">
        High {high}° · Low {low}°F
      </span>
    </span>
  );
}

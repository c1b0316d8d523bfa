import { DateTime } from "luxon";

const HOUR = 3_600_000;

/**
 * How long until a trip is checked again, by days until departure: daily while it is far off,
 * hourly in its last two days (prices move fastest then, and forecasts firm up).
 */
export function checkIntervalMs(daysToDeparture: number): number {
  if (daysToDeparture > 60) return 24 * HOUR;
  if (daysToDeparture > 21) return 12 * HOUR;
  if (daysToDeparture > 7) return 6 * HOUR;
  if (daysToDeparture > 2) return 3 * HOUR;
  return HOUR;
}

/** Open-Meteo forecasts today and the next 15 days; later days only have the typical estimate. */
export const FORECAST_DAYS = 16;

/** Whole days from `now` (UTC) to a YYYY-MM-DD date; negative once it has passed. */
export function daysUntil(date: string, now: Date): number {
  const today = DateTime.fromJSDate(now, { zone: "utc" }).startOf("day");
  return Math.round(DateTime.fromISO(date, { zone: "utc" }).diff(today, "days").days);
}

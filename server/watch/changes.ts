// What counts as a change worth telling travellers about (issue 13): pure functions over what
// was last announced and what was just seen, so the thresholds are tested as a table.

/** A price moves enough when it moves by 10 % or by $25, up or down. */
export const PRICE_CHANGE_SHARE = 0.1;
export const PRICE_CHANGE_DOLLARS = 25;
/** A day's high or low moving by more than this is worth a word. */
export const TEMPERATURE_SWING_C = 6;

/** Icons (server/travel/weather/wmo.ts) that mean precipitation is likely that day. */
const wet = new Set(["drizzle", "rain", "showers", "thunderstorm", "snow"]);
export const precipitationLikely = (icon: string) => wet.has(icon);

/** Place types spent outside, where rain spoils the plan. */
const outdoorTypes = new Set([
  "park",
  "beach",
  "viewpoint",
  "market",
  "day_trip",
  "natural_feature",
  "campground",
  "zoo",
  "amusement_park",
  "hiking_area",
  "national_park",
  "garden",
]);
export const isOutdoor = (types: string[]) => types.some((t) => outdoorTypes.has(t));

/** null: unavailable (sold out, or no longer offered). */
export type PriceSeen = number | null;

export type PriceChange =
  | { kind: "price"; before: number; after: number }
  | { kind: "sold_out"; before: number }
  | { kind: "available"; after: number };

export function priceChange(before: PriceSeen, after: PriceSeen): PriceChange | null {
  if (before !== null && after === null) return { kind: "sold_out", before };
  if (before === null && after !== null) return { kind: "available", after };
  if (before === null || after === null) return null;
  const moved = Math.abs(after - before);
  if (moved >= PRICE_CHANGE_DOLLARS || (before > 0 && moved >= before * PRICE_CHANGE_SHARE))
    return { kind: "price", before, after };
  return null;
}

export type WeatherSeen = { icon: string; description: string; min: number; max: number };

export type WeatherChange =
  | { kind: "rain"; description: string }
  | { kind: "temperature"; beforeMax: number; afterMax: number; beforeMin: number; afterMin: number };

export function weatherChanges(before: WeatherSeen, after: WeatherSeen, outdoorDay: boolean): WeatherChange[] {
  const changes: WeatherChange[] = [];
  if (outdoorDay && !precipitationLikely(before.icon) && precipitationLikely(after.icon))
    changes.push({ kind: "rain", description: after.description });
  if (Math.abs(after.max - before.max) > TEMPERATURE_SWING_C || Math.abs(after.min - before.min) > TEMPERATURE_SWING_C)
    changes.push({
      kind: "temperature",
      beforeMax: before.max,
      afterMax: after.max,
      beforeMin: before.min,
      afterMin: after.min,
    });
  return changes;
}

import { z } from "zod";
import type { TWeather } from "../../../common/travel/schemas";

export const ZWeatherQuery = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a date as YYYY-MM-DD"),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});
export type WeatherQuery = z.infer<typeof ZWeatherQuery>;

/** Weather for one day at one place, in Celsius. */
export interface WeatherProvider {
  readonly name: string;
  weather(query: WeatherQuery): Promise<TWeather>;
}

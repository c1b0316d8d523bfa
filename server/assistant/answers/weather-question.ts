import { DateTime } from "luxon";
import { typicalTemperature } from "../../travel/weather/climate";
import type { Asked } from "./asked";
import { countryAt } from "./named-areas";
import { packingList } from "./packing";
import type { Answer } from "./question-kinds";
import type { RoutePoint } from "./route";
import { weatherOn } from "./weather";
import { findMonth } from "./which-day";

// Questions of the weather and of what to pack for it.

/** What to pack: from the trip's weather and days, else a place and month named. */
export async function packingQuestion(a: Asked): Promise<Answer | null | undefined> {
  const { message, text, plan, itinerary, now, tools, trip, named, first } = a;
  if (first("packing")) {
    // "what to pack for Norway in January?": no trip yet, but a place and a month to go on.
    const month = findMonth(message);
    // The country named outranks a sight the map matched in it ("National Museum of Iceland").
    const where = !trip.length && month ? (named?.kind === "city" ? named : (countryAt(text) ?? named)) : undefined;
    if (where && month) return { kind: "packing", text: packingForMonth(where, month, now.year) };
    if (!trip.length)
      return {
        kind: "packing",
        text: "Once the trip is planned I can make a packing list from its weather and days. Where and when are you going?",
      };
    const w = await weatherOn({ plan, itinerary, tools, now });
    return { kind: "packing", text: packingList({ plan, itinerary, weather: w.days }).text };
  }
  return undefined;
}

/** The weather on the days or in the place asked about. */
export async function weatherQuestion(a: Asked): Promise<Answer | null | undefined> {
  const { message, plan, itinerary, now, tools, trip, named, days, dates, first } = a;
  if (first("weather")) {
    const month = findMonth(message);
    const extra = [...dates];
    if (!days.length && !extra.length && month && !trip.some((d) => DateTime.fromISO(d.date).month === month)) {
      // "the weather in Lisbon in May": the middle of that month, this year or next.
      let d = DateTime.fromObject({ year: now.year, month, day: 15 });
      if (d < now) d = d.plus({ years: 1 });
      extra.push(d.toISODate() as string);
    }
    const place = named && (named.source !== "itinerary" || !days.length) ? named : undefined;
    if (!trip.length && !place && !plan.destination) return null;
    const w = await weatherOn({ plan, itinerary, tools, days, dates: extra, place, now });
    return { kind: "weather", text: w.text };
  }
  return undefined;
}

/** What to wear for a month at a place, from its typical temperatures (no forecast that far out). */
function packingForMonth(place: RoutePoint & { name: string }, month: number, year: number): string {
  const date = DateTime.fromObject({ year, month, day: 15 }).toISODate() as string;
  const t = typicalTemperature({ date, lat: place.lat, lng: place.lng });
  const hi = Math.round(t.max);
  const clothes =
    hi <= 5
      ? "a warm winter coat, hat, gloves and scarf, thermal base layers, and warm waterproof boots with a good grip"
      : hi <= 12
        ? "a warm jacket, layers (jumpers or a fleece), a scarf, and closed shoes that cope with rain"
        : hi <= 20
          ? "layers: light trousers and tops for the day, a sweater or light jacket for the evenings, and a light rain jacket"
          : hi <= 27
            ? "light clothes for the day and one light layer for the evenings and air-conditioning"
            : "loose, breathable clothes (linen, cotton), a sun hat, sunglasses and sunscreen, and a refillable water bottle";
  const monthName = DateTime.fromObject({ year, month, day: 1 }).toFormat("LLLL");
  // Said in words, not degrees: the estimate is from latitude and season alone, good for the kind
  // of clothes but not for a number a traveller would trust.
  const feel = hi <= 5 ? "cold" : hi <= 12 ? "cool" : hi <= 20 ? "mild" : hi <= 27 ? "warm" : "hot";
  return `There's no forecast that far out, but ${place.name} in ${monthName} is usually **${feel}** (judged from its latitude and the season, so local climate, rain and wind can differ). Pack ${clothes}. Comfortable walking shoes go everywhere, and shoulders and knees covered are needed at many churches, temples and mosques. Once the trip is planned I can make a packing list from the forecast and what each day does.`;
}

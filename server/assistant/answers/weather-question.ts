import { DateTime } from "luxon";
import { typicalTemperature } from "../../travel/weather/climate";
import type { Asked } from "./asked";
import { countryAt, regionPoint } from "./named-areas";
import { packingList } from "./packing";
import type { Answer } from "./question-kinds";
import type { RoutePoint } from "./route";
import { plain } from "./text";
import { weatherOn } from "./weather";
import { findMonth } from "./which-day";

// Questions of the weather and of what to pack for it.

/** What to pack: from the trip's weather and days, else a place and month named. */
export async function packingQuestion(a: Asked): Promise<Answer | null | undefined> {
  const { message, text, plan, itinerary, now, tools, trip, named, first } = a;
  if (first("packing")) {
    // "what to pack for Norway in January?": no trip yet, but a place and a month to go on.
    // ("what to pack for Iceland in winter?": a season stands for its middle month, by hemisphere.)
    const season = findMonth(message) ? undefined : seasonSaid(text);
    // The country named outranks a sight the map matched in it ("National Museum of Iceland").
    const where =
      !trip.length && (findMonth(message) || season)
        ? named?.kind === "city"
          ? named
          : (countryAt(text) ??
            // (A sight only where named in full: "Patagonia in summer" is no "Summer Palace".)
            (named && text.includes(plain(named.name)) ? named : (regionPoint(text) ?? named)))
        : undefined;
    const month = findMonth(message) ?? (where && season ? seasonMonth(season, where.lat) : undefined);
    if (where && month)
      return { kind: "packing", text: packingForMonth(where, month, now.year, season && `in ${season}`) };
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
function packingForMonth(
  place: RoutePoint & { name: string },
  month: number,
  year: number,
  /** How the time was said when it was no month ("in winter"). */
  said?: string,
): string {
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
  const monthName = said ?? `in ${DateTime.fromObject({ year, month, day: 1 }).toFormat("LLLL")}`;
  // Said in words, not degrees: the estimate is from latitude and season alone, good for the kind
  // of clothes but not for a number a traveller would trust.
  const feel = hi <= 5 ? "cold" : hi <= 12 ? "cool" : hi <= 20 ? "mild" : hi <= 27 ? "warm" : "hot";
  return `There's no forecast that far out, but ${place.name} ${monthName} is usually **${feel}** (judged from its latitude and the season, so local climate, rain and wind can differ). Pack ${clothes}. Comfortable walking shoes go everywhere, and shoulders and knees covered are needed at many churches, temples and mosques. Once the trip is planned I can make a packing list from the forecast and what each day does.`;
}

export type Season = "winter" | "spring" | "summer" | "autumn";

/** The season a question names ("in winter", "over the summer", "in the fall"), if any. */
export function seasonSaid(text: string): Season | undefined {
  const m = /\b(winter|wintertime|spring|springtime|summer|summertime|autumn)\b|\b(?:in|this|next|the) fall\b/.exec(
    text,
  );
  if (!m) return undefined;
  const w = (m[1] ?? "autumn").replace(/time$/, "");
  // ("spring break" is a holiday, "hot spring" a pool: no season.)
  if (w === "spring" && /\bspring (?:break|roll|rolls|water)\b|\bhot springs?\b/.test(text)) return undefined;
  return w as Season;
}

/**
 * The middle month of a season where a place lies: the seasons are the other way round south of
 * the equator (winter in Patagonia is July). Near the equator the months still stand, as a guess
 * of the kind of clothes is all that is made of them.
 */
export function seasonMonth(season: Season, lat: number): number {
  const north = { winter: 1, spring: 4, summer: 7, autumn: 10 }[season];
  return lat < 0 ? ((north + 5) % 12) + 1 : north;
}

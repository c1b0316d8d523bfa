import type { TItineraryDay } from "../../../common/api/trips";
import { placeKindOf } from "../../../common/travel/place-kinds";
import type { TWeather } from "../../../common/travel/schemas";
import { partyOf } from "../../planner/party";
import type { Plan } from "../plan";
import { listOf } from "./text";
import { tripStops } from "./trip";

// A packing list from what the trip holds: the weather on its days (forecast or typical), what
// the days do (beaches, hikes, churches, nights out, long flights), who is going and whether it
// crosses a border. Each item says why it is there, so the list can be trusted and trimmed.

export type PackItem = { item: string; why: string; group: "clothes" | "gear" | "documents" };
export type PackingAnswer = { items: PackItem[]; text: string };

const sacred =
  /church|cathedral|basilica|temple|mosque|monastery|abbey|shrine|chapel|synagogue|mosteiro|igreja|duomo|\bs[ée]\b/i;
const hike = /hike|hiking|trail|peak|mount|volcano|gorge|canyon|ridge|national park|summit/i;

export function packingList(input: {
  plan: Plan;
  itinerary: readonly TItineraryDay[];
  /** The weather of the trip's days, as weatherOn gives it. */
  weather: readonly { date: string; weather: TWeather | null }[];
}): PackingAnswer {
  const { plan, itinerary } = input;
  const items: PackItem[] = [];
  const add = (group: PackItem["group"], item: string, why: string) => {
    if (!items.some((i) => i.item === item)) items.push({ group, item, why });
  };
  const known = input.weather.map((w) => w.weather).filter((w): w is TWeather => !!w);
  const highs = known.map((w) => w.temp_max);
  const lows = known.map((w) => w.temp_min);
  const maxHigh = highs.length ? Math.max(...highs) : null;
  const minLow = lows.length ? Math.min(...lows) : null;
  const rainyDays = known.filter((w) => /rain|shower|drizzle|thunder/i.test(w.weather_description)).length;
  const snowyDays = known.filter((w) => /snow/i.test(w.weather_description)).length;
  const typical = known.length > 0 && known.every((w) => w.typical);
  const range =
    maxHigh !== null && minLow !== null
      ? ` (${Math.round(minLow)}-${Math.round(maxHigh)}°C${typical ? ", typical for the dates" : ""})`
      : "";

  if (minLow !== null && minLow < 0) {
    add("clothes", "a warm coat, hat and gloves", `nights below freezing${range}`);
    add("clothes", "thermal layers", "below-freezing nights");
  } else if (minLow !== null && minLow < 8)
    add("clothes", "a warm jacket and layers", `cold mornings and evenings${range}`);
  else if (minLow !== null && minLow < 15) add("clothes", "a light jacket or sweater", `cool evenings${range}`);
  if (maxHigh !== null && maxHigh >= 25) {
    add("clothes", "light, breathable clothes", `warm days${range}`);
    add("gear", "sunscreen, sunglasses and a sun hat", `highs up to ${Math.round(maxHigh)}°C`);
    add("gear", "a refillable water bottle", "hot days of walking");
  }
  if (rainyDays)
    add("gear", "an umbrella or a rain jacket", `rain forecast on ${rainyDays} day${rainyDays === 1 ? "" : "s"}`);
  else if (typical) add("gear", "a compact umbrella", "no rain forecast this far out, so one to be safe");
  if (snowyDays) add("clothes", "waterproof boots", "snow in the forecast");

  const places = itinerary.flatMap((d) => d.items).filter((it) => it.type === "place" && it.place && !it.meal);
  const kinds = new Set(places.map((it) => placeKindOf(it.place?.types ?? [])));
  const named = (re: RegExp) =>
    places.filter((it) => re.test(it.location) || re.test(it.activity)).map((it) => it.location);
  if (kinds.has("beach")) {
    const beaches = [
      ...new Set(places.filter((it) => placeKindOf(it.place?.types ?? []) === "beach").map((it) => it.location)),
    ];
    add("clothes", "swimwear", `beach time on the plan (${listOf(beaches.slice(0, 2))})`);
    add("gear", "a beach towel and reef-safe sunscreen", "beach days");
    add("clothes", "sandals or flip-flops", "the beach");
  }
  const hikes = [...new Set(named(hike))];
  if (hikes.length) add("clothes", "hiking boots or trail shoes", `hikes on the plan (${listOf(hikes.slice(0, 2))})`);
  const churches = [...new Set(named(sacred))];
  if (churches.length)
    add(
      "clothes",
      "something that covers shoulders and knees",
      `churches, temples or mosques on the plan (${listOf(churches.slice(0, 2))})`,
    );
  if (kinds.has("nightlife")) add("clothes", "one smarter outfit", "an evening out on the plan");
  const perDay = itinerary.length ? places.length / itinerary.length : 0;
  if (perDay >= 2)
    add("clothes", "comfortable walking shoes, worn in", `about ${Math.round(perDay)} sights a day on foot`);
  add("gear", "a small daypack", "for the days out");

  const flights = itinerary.flatMap((d) => d.items).filter((it) => it.type === "Flight");
  const longest = Math.max(0, ...flights.map((f) => f.minutes ?? 0));
  if (longest >= 360) {
    const hours = Math.round(longest / 60);
    // ("an 11-hour flight", "an 8-hour flight": the article as the number is said.)
    const article = /^(?:8|11|18|8\d)$/.test(String(hours)) ? "an" : "a";
    add("gear", "a neck pillow, earplugs and a sleep mask", `${article} ${hours}-hour flight`);
  }
  const stops = tripStops(plan, itinerary);
  const home = plan.origin?.country_code;
  const abroad = home ? stops.some((s) => s.country_code !== home) : stops.length > 0;
  if (abroad) {
    add("documents", "passport (valid well beyond your return) and any visa", "crossing a border");
    add("gear", "a plug adapter", "sockets differ abroad: check the type for your destination");
    add("documents", "travel insurance details and a card that works abroad", "a trip abroad");
  } else add("documents", "ID", "flights, trains and hotel check-in");
  add("gear", "phone charger and a power bank", "maps and tickets all day");
  const party = partyOf(plan);
  if (party.children.length) add("gear", "snacks and something to keep the children busy", "travel days with children");
  if (plan.food.diets.length)
    add("gear", `a few ${listOf(plan.food.diets)} snacks`, "for travel days, when choices are fewer");

  const group = (g: PackItem["group"], title: string) => {
    const list = items.filter((i) => i.group === g);
    return list.length ? `**${title}:**\n${list.map((i) => `- ${i.item}: ${i.why}`).join("\n")}` : "";
  };
  const weatherNote = known.length
    ? typical
      ? "The weather here is typical for your dates, not a forecast; check again a week before you go."
      : ""
    : "I couldn't get the weather for your days, so check a forecast before you pack.";
  const text = [group("clothes", "Clothes"), group("gear", "Gear"), group("documents", "Documents"), weatherNote]
    .filter(Boolean)
    .join("\n\n");
  return { items, text };
}

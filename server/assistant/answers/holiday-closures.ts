import { DateTime } from "luxon";
import { placeKindOf } from "../../../common/travel/place-kinds";
import { dayLabel, type TripDay } from "./trip";

// "is anything even open on Christmas Day?", "will the museums be shut on new year's day?": what a
// holiday of fixed date closes, said of the trip's own day on it. What is said holds wherever the
// holiday is kept (museums and shops shut or close early, transport on a holiday timetable); the
// opening of each place is its own to check.

type Holiday = { name: string; month: number; day: number; said: RegExp; text: string };

const holidays: Holiday[] = [
  {
    name: "Christmas Day",
    month: 12,
    day: 25,
    said: /\b(?:christmas|xmas) day\b|\bon (?:christmas|xmas)\b(?! (?:market|week|season|holiday|eve))/,
    text: "Where Christmas is kept, it is the quietest day of the year: most museums, shops and many restaurants are **closed**, and public transport runs a reduced holiday timetable (or, in some cities, not at all). Churches, parks, viewpoints and walks stay open, and hotel restaurants and some others open for a set Christmas lunch: book it ahead.",
  },
  {
    name: "Christmas Eve",
    month: 12,
    day: 24,
    said: /\b(?:christmas|xmas) eve\b/,
    text: "Where Christmas is kept, shops, markets and many sights are open in the morning but **close early**, often by early afternoon, and many restaurants close or serve a set menu in the evening: book dinner ahead.",
  },
  {
    name: "New Year's Day",
    month: 1,
    day: 1,
    said: /\bnew years? (?:s )?day\b/,
    text: "New Year's Day is a public holiday almost everywhere: many museums and shops are **closed** or open late, and transport runs a holiday timetable. Outdoor sights, walks and cafés are the safe plan; check each place's holiday hours.",
  },
  {
    name: "New Year's Eve",
    month: 12,
    day: 31,
    said: /\b(?:new years? (?:s )?eve|nye|hogmanay|silvester)\b/,
    text: "On New Year's Eve most places are open by day but many **close early**; restaurants often serve set menus that book out, and city centres close streets for the fireworks (transport often runs late).",
  },
];

const openWords = /\b(?:open|opened|close|closed|closing|shut|anything (?:on|to do|happening)|what is on|what s on)\b/;

// What is asked open: places in general ("is anything open", "are museums shut"), not one by name
// ("is Borobudur open on Christmas Day?" is that place's hours).
const placesInGeneral =
  /\b(?:anything|everything|things|much|what|museums?|galleries|shops?|stores?|restaurants?|cafes?|bars?|places|sights|attractions|markets?|transport|buses|trains|metro|tube|subway)\b/;

/** The holiday the question asks about whether places are open on, if any. */
export function holidayAsked(text: string): Holiday | undefined {
  if (!openWords.test(text) || !placesInGeneral.test(text)) return undefined;
  return holidays.find((h) => h.said.test(text));
}

/** The answer: the trip's day on the holiday, what on it may be closed, and what holds there. */
export function holidayAnswer(h: Holiday, trip: readonly TripDay[]): string {
  const day = trip.find((d) => {
    const t = DateTime.fromISO(d.date);
    return t.month === h.month && t.day === h.day;
  });
  const lines: string[] = [];
  if (day) {
    const indoor = day.items.filter(
      (it) =>
        it.type === "place" &&
        !it.meal &&
        it.place &&
        ["museum", "shop", "market", "attraction"].includes(placeKindOf(it.place.types ?? [])),
    );
    lines.push(
      `${h.name} is **${dayLabel(day)}** of your trip, in ${day.city}.${indoor.length ? ` Check the holiday hours of ${indoor.map((it) => `**${it.location}**`).join(", ")}: ${indoor.length > 1 ? "they may be" : "it may be"} closed that day.` : ""}`,
    );
  } else if (trip.length) lines.push(`${h.name} isn't one of your trip's days, so it won't affect the plan.`);
  lines.push(h.text);
  return lines.join("\n\n");
}

import { DateTime } from "luxon";
import { placeKindOf } from "../../../common/travel/place-kinds";
import { dayLabel, type TripDay } from "./trip";

// "are museums closed on mondays?", "do shops shut on Sunday in Munich?", "is anything closed at
// the weekend?": a weekday's closings, asked about. The trip's own days that fall on it are named,
// with the plan's museums (or shops and markets) on those days, since a closing day is what would
// spoil them; closing days of each place are not on file, and are said not to be. What holds by
// law is said by country: Sunday trading is restricted by statute in Germany (Ladenschlussgesetz
// and the Länder's shop-hours laws), Austria (Öffnungszeitengesetz), Switzerland (most cantons'
// shop-hours laws), Poland (the 2018 Sunday trading act) and Norway (the holiday peace act), so
// most shops are shut on Sundays there, while restaurants, museums and station shops open.

const weekdays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
const dayWords = /\b(mon|tues|wednes|thurs|fri|satur|sun)days?\b|\b(weekends?)\b/;
const closeWords = /\b(?:closed?|closes|closing|shut|shuts|open|opens|opening)\b/;

/** Whether the question asks what is closed (or open) on a day of the week. */
export function asksClosingDay(text: string): boolean {
  return closeWords.test(text) && dayWords.test(text) && !/\bday \d/.test(text);
}

const sundayLaw = new Set(["DE", "AT", "CH", "PL", "NO"]);

type Kind = "museum" | "shop" | "market" | "any";

function kindAsked(text: string): Kind {
  if (/\bmuseums?|galler(?:y|ies)\b/.test(text)) return "museum";
  if (/\bshops?|shopping|stores?|supermarkets?|malls?\b/.test(text)) return "shop";
  if (/\bmarkets?\b/.test(text)) return "market";
  return "any";
}

/** The answer: the trip's days on that weekday and what the plan has on them, and what holds there. */
export function closingDayAnswer(text: string, trip: readonly TripDay[], countryCode: string | undefined): string {
  const m = dayWords.exec(text);
  const asked = m?.[2] ? [5, 6] : [weekdays.findIndex((w) => w.startsWith(m?.[1] ?? "~"))];
  const dayName = weekdays[asked[0] ?? 0] ?? "";
  const label = m?.[2] ? "the weekend" : `a ${dayName.charAt(0).toUpperCase()}${dayName.slice(1)}`;
  const kind = kindAsked(text);
  const onDays = trip.filter((d) => asked.includes(DateTime.fromISO(d.date).weekday - 1));
  const lines: string[] = [];
  if (trip.length && !onDays.length)
    lines.push(`None of your trip's days falls on ${label}, so that won't affect the plan.`);
  for (const d of onDays) {
    const places = d.items.filter((it) => it.type === "place" && !it.meal && it.place);
    const hits = places.filter((it) => {
      const k = placeKindOf(it.place?.types ?? []);
      return kind === "any" || kind === k || (kind === "shop" && k === "market");
    });
    const named = hits.map((it) => `**${it.place?.name}** at ${it.time}`);
    lines.push(
      `- **${dayLabel(d)}** in ${d.city}${named.length ? `: ${named.join(", ")}` : places.length ? `: nothing of that kind on the plan` : ""}`,
    );
  }
  const what = kind === "museum" ? "museums" : kind === "shop" ? "shops" : kind === "market" ? "markets" : "places";
  const lead = onDays.length
    ? `On your trip, ${onDays.length === 1 ? "this day falls" : "these days fall"} on ${label}:\n${lines.join("\n")}`
    : lines.join("\n");
  const museums =
    kind === "museum" || kind === "any"
      ? "Many museums close one day a week, most often Monday (in some countries Tuesday), so check each one's own site for its closing day before the day you go."
      : "";
  const shops =
    (kind === "shop" || kind === "market" || kind === "any") && asked.includes(6)
      ? countryCode && sundayLaw.has(countryCode)
        ? "There, Sunday trading is restricted by law: most shops and supermarkets are shut on Sundays (and public holidays), while restaurants, cafés, museums and shops in big stations and airports stay open."
        : "Sunday hours vary by country and town: many shops open later and close earlier, and markets keep their own days."
      : "";
  const honest = `I don't have each place's closing days on file, so I can't say for certain which ${what} are shut.`;
  return [lead, [honest, museums, shops].filter(Boolean).join(" ")].filter(Boolean).join("\n\n");
}

import { DateTime } from "luxon";
import { distanceKm } from "../../travel/geo/distance";
import type { Asked } from "./asked";
import { zoneOf } from "./time-zone";

// "what time is sunrise at the rock?", "when does it get dark in Tromsø?", "how many hours of
// daylight in December?": the sun's times computed for the place and the trip's dates (the
// sunrise equation: the sun's position from the day and the longitude, its rise and set where its
// centre sits 0.833° below the horizon), said in the place's own clock. Never a guess: a place
// whose time zone is unknown gets the times in UTC, said so.

const rad = Math.PI / 180;
const J2000 = 2451545;

/** Sunrise and sunset (ms since 1970) on a date at a place; null for polar night or midnight sun. */
export function sunTimes(
  dateIso: string,
  lat: number,
  lng: number,
): { rise: number; set: number } | "polar night" | "midnight sun" {
  const noonUtc = DateTime.fromISO(dateIso, { zone: "utc" }).set({ hour: 12 }).toMillis();
  const julian = noonUtc / 86400000 + 2440587.5;
  // The mean solar noon at this longitude, in days since J2000.
  const n = Math.round(julian - J2000 - 0.0008 + lng / 360);
  const meanNoon = n - lng / 360;
  const anomaly = (357.5291 + 0.98560028 * meanNoon) % 360;
  const m = anomaly * rad;
  const centre = 1.9148 * Math.sin(m) + 0.02 * Math.sin(2 * m) + 0.0003 * Math.sin(3 * m);
  const longitude = ((anomaly + centre + 180 + 102.9372) % 360) * rad;
  const transit = J2000 + meanNoon + 0.0053 * Math.sin(m) - 0.0069 * Math.sin(2 * longitude);
  const declination = Math.asin(Math.sin(longitude) * Math.sin(23.4397 * rad));
  const cosHour =
    (Math.sin(-0.833 * rad) - Math.sin(lat * rad) * Math.sin(declination)) /
    (Math.cos(lat * rad) * Math.cos(declination));
  if (cosHour > 1) return "polar night";
  if (cosHour < -1) return "midnight sun";
  const half = Math.acos(cosHour) / rad / 360;
  const ms = (j: number) => (j - 2440587.5) * 86400000;
  return { rise: ms(transit - half), set: ms(transit + half) };
}

/** Whether the message asks the sun's times or the hours of daylight (not where to watch a sunset). */
export function asksSunTimes(text: string): boolean {
  const sun =
    "(?:sunrise|sunset|sun ?rise|sun ?set|dawn|dusk|first light|sun (?:comes? up|goes down|go down|rises?|sets?)|(?:get|gets|getting) (?:dark|light))";
  return (
    new RegExp(`\\b(?:what time|when|how (?:early|late)|at what time)\\b(?:\\s+\\S+){0,6}?\\s+${sun}\\b`).test(text) ||
    new RegExp(`\\b${sun} (?:time|times|hours?)\\b`).test(text) ||
    // "is sunrise at Angkor Wat worth getting up for? what time": the when-word last.
    new RegExp(`\\b${sun}\\b.*\\b(?:what time|when)(?: ?[?!.]+)?$`).test(text) ||
    /\b(?:hours? of (?:day ?light|sun ?light|light)|daylight hours|how (?:much|long is the) (?:day ?light|day)|how long are the days|how short are the days)\b/.test(
      text,
    )
  );
}

type Where = { name: string; lat: number; lng: number; airport?: string | null };

/** The sun's times for the days asked (else the trip's first and last), at the place asked or stayed in. */
export function sunAnswer(a: Asked): string | null {
  const { trip, days, named, stayOf, now, stops } = a;
  // A place named near the trip (a sight, a town on the way), else the stay of the day: "the rock"
  // may be found as some far town called Rock.
  const near = named && (!stops.length || stops.some((s) => distanceKm(s, named) < 300)) ? named : undefined;
  const picked = days.length ? days : trip.length > 1 ? [1, trip.length] : trip.length ? [1] : [];
  const lines: string[] = [];
  let at: Where | undefined;
  // (A sight has no airport of its own: its clock is the nearest stop's.)
  let zone: string | undefined;
  for (const d of picked.slice(0, 5)) {
    const day = trip[d - 1];
    const where: Where | undefined = near ?? stayOf(d);
    if (!day || !where) continue;
    at ??= where;
    zone ??= zoneOf(where) ?? zoneNear(where, stops);
    lines.push(`- ${line(day.date, where, `day ${d}`, zone)}`);
  }
  if (!lines.length) {
    // No trip days: today at the place asked.
    const where: Where | undefined = near ?? named ?? stayOf();
    if (!where) return null;
    at = where;
    zone = zoneOf(where) ?? zoneNear(where, stops);
    lines.push(`- ${line(now.toISODate() ?? "", where, "today", zone)}`);
  }
  const note = lines.some((l) => l.includes("polar night"))
    ? "In the polar night there is still a few hours of blue twilight around midday."
    : "First light comes about 25 minutes before sunrise, and it stays light for about as long after sunset.";
  return `**Sunrise and sunset${at ? ` at ${at.name}` : ""}**, computed for its position${zone ? " in local time" : " in UTC (I don't know its time zone)"}:\n${lines.join("\n")}\n\n${note}`;
}

function zoneNear(p: Where, stops: readonly Where[]): string | undefined {
  const nearest = [...stops].sort((a, b) => distanceKm(a, p) - distanceKm(b, p))[0];
  return nearest && distanceKm(nearest, p) < 300 ? zoneOf(nearest) : undefined;
}

function line(date: string, where: Where, label: string, known: string | undefined): string {
  const zone = known ?? "utc";
  const t = sunTimes(date, where.lat, where.lng);
  const day = DateTime.fromISO(date, { zone }).toFormat("ccc, LLL d");
  if (t === "polar night") return `${day} (${label}): the sun does not rise (polar night)`;
  if (t === "midnight sun") return `${day} (${label}): the sun does not set (midnight sun)`;
  const clock = (ms: number) => DateTime.fromMillis(ms, { zone }).toFormat("HH:mm");
  const light = Math.round((t.set - t.rise) / 60000);
  return `${day} (${label}): sunrise **${clock(t.rise)}**, sunset **${clock(t.set)}** (${Math.floor(light / 60)} hours ${light % 60} min of daylight)`;
}

import type { DateTime } from "luxon";
import { airportByCode } from "../../travel/geo/airports";
import { distanceKm } from "../../travel/geo/distance";
import { geocode } from "../../travel/geo/gazetteer";

// "what's the time difference between Sydney and London?": each place's time zone is its nearest
// airport's (the airport table carries the IANA zone), and the difference is taken at this very
// moment, so daylight saving is counted as it stands today.

export type ZonePlace = { name: string; lat: number; lng: number; airport?: string | null };

/** The IANA zone of a place: its own airport's, else that of the airport of the town the map finds there. */
export function zoneOf(p: ZonePlace): string | undefined {
  const own = p.airport ? airportByCode(p.airport)?.tz : undefined;
  if (own) return own;
  const g = geocode(p.name);
  const near = g && distanceKm(g, p) < 100 ? g : null;
  return near?.airports.find((a) => a.tz)?.tz;
}

const hours = (minutes: number) => {
  const h = Math.abs(minutes) / 60;
  const n = Number.isInteger(h) ? String(h) : h.toFixed(1).replace(/\.0$/, "");
  return `${n} hour${h === 1 ? "" : "s"}`;
};

/** The time difference between two places now, in a line or two; null when a zone is unknown. */
export function timeDifference(a: ZonePlace, b: ZonePlace, now: DateTime): string | null {
  const za = zoneOf(a);
  const zb = zoneOf(b);
  if (!za || !zb) return null;
  const ta = now.setZone(za);
  const tb = now.setZone(zb);
  const diff = ta.offset - tb.offset;
  const clock = `(${ta.toFormat("HH:mm")} in ${a.name} when it is ${tb.toFormat("HH:mm")} in ${b.name}, on ${now.toFormat("d LLL")})`;
  const head =
    diff === 0
      ? `**${a.name}** and **${b.name}** are on the same time: **0 hours** apart`
      : `**${a.name}** is **${hours(diff)} ${diff > 0 ? "ahead of" : "behind"}** ${b.name}`;
  return `${head} right now ${clock}. The gap moves by an hour when either place changes to or from daylight saving.`;
}

/** A place's clock against UTC, for a question that names only one. */
export function utcOffset(p: ZonePlace, now: DateTime): string | null {
  const z = zoneOf(p);
  if (!z) return null;
  const t = now.setZone(z);
  const off = t.offset;
  return `**${p.name}** is on ${z.replace(/_/g, " ")} time: **UTC${off >= 0 ? "+" : "−"}${hours(off).replace(/ hours?/, "")}** right now, so ${hours(off)} ${off >= 0 ? "ahead of" : "behind"} UTC (it is ${t.toFormat("HH:mm")} there at ${now.toUTC().toFormat("HH:mm")} UTC).`;
}

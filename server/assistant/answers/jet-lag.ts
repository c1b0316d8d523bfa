import type { DateTime } from "luxon";
import { type ZonePlace, zoneOf } from "./time-zone";

// "any tips for beating jet lag flying London to Sydney?": the clock difference between the two
// places (from their airports' time zones, as time-zone.ts reads them), which way it runs, and the
// advice health services give for jet lag (the CDC's Yellow Book and the NHS's jet lag page):
// light at the right time, the new bedtime from the first night, water, short naps. Nothing about
// medicines beyond "ask a doctor", since that depends on the traveller.

/**
 * The jet lag answer for a journey from one place to another (either may be unknown). `when` is
 * the day of travel when known (the trip's first day), since clocks change between seasons.
 */
export function jetLagAnswer(from: ZonePlace | undefined, to: ZonePlace | undefined, when: DateTime): string {
  const now = when;
  const za = from && zoneOf(from);
  const zb = to && zoneOf(to);
  let gap = "";
  let east: boolean | undefined;
  if (from && to && za && zb) {
    const diff = now.setZone(zb).offset - now.setZone(za).offset;
    const h = Math.abs(diff) / 60;
    const hours = `${Number.isInteger(h) ? h : h.toFixed(1)} hour${h === 1 ? "" : "s"}`;
    // Past 12 hours the body clock adjusts the shorter way round, so the direction flips.
    east = diff > 0 ? diff <= 12 * 60 : diff < -12 * 60;
    gap =
      diff === 0
        ? `**${from.name}** and **${to.name}** are on the same clock right now, so there is no time difference to adjust to, only the tiredness of the journey. `
        : `**${to.name}** is **${hours} ${diff > 0 ? "ahead of" : "behind"}** ${from.name} right now, ${shift(h)}. `;
  }
  const light =
    east === undefined
      ? "Get outdoor daylight at your destination in the morning if you flew east, in the late afternoon if you flew west"
      : east
        ? "Flying east, get outdoor daylight in the morning at your destination and avoid bright light late in the evening"
        : "Flying west, get outdoor daylight in the late afternoon and evening at your destination";
  return `${gap}What helps with **jet lag**: shift your sleep an hour or so towards the new time zone in the days before you go; on the plane, set your watch to the destination's time and sleep (or stay awake) as if you were there. ${light}: light is what resets the body clock. Go to bed at the local bedtime from the first night, keep naps short (under about 30 minutes), drink plenty of water, and go easy on alcohol and on caffeine after midday. Melatonin helps some travellers; ask a doctor or pharmacist before you take it. On a long trip, plan a light first day.`;
}

/** What a gap of `h` hours asks of the body: little under 3 hours, a lot from 5, days from 10. */
function shift(h: number): string {
  if (h >= 10)
    return ", so your body clock has a lot to shift; the body adjusts by roughly an hour a day, so expect a few days to feel right";
  if (h >= 5) return ", so your body clock has a lot to shift";
  if (h >= 3) return ", enough to feel for a day or two";
  return ", a small shift that most travellers get over in a day";
}

import { DateTime } from "luxon";

// "is it Ramadan when we're there?", "will Eid fall in our dates?": Ramadan is the ninth month of
// the Islamic calendar, and its days are computed here from the Umm al-Qura calendar that Unicode
// CLDR carries (Intl's "islamic-umalqura"), the one Saudi Arabia publishes; where the start is
// set by sighting the moon it may fall a day either side, which is said. Eid al-Fitr is the first
// of the tenth month. What it means for a visit is the usual travel advice, not a rule of any place.

const hijri = new Intl.DateTimeFormat("en-u-ca-islamic-umalqura", {
  day: "numeric",
  month: "numeric",
  timeZone: "UTC",
});

/** The Islamic month and day of a date (ISO), by the Umm al-Qura calendar. */
function islamicDay(iso: string): { month: number; day: number } {
  const parts = hijri.formatToParts(new Date(`${iso}T12:00:00Z`));
  return {
    month: Number(parts.find((p) => p.type === "month")?.value ?? 0),
    day: Number(parts.find((p) => p.type === "day")?.value ?? 0),
  };
}

/** Whether the question asks about Ramadan or Eid. */
export function asksRamadan(text: string): boolean {
  return /\b(?:ramadan|ramadhan|ramazan|ramzan|eid|iftar|fasting month)\b/.test(text);
}

/** The Ramadan (and Eid al-Fitr) nearest the dates, and whether the dates fall in it. */
export function ramadanAnswer(dates: readonly string[], from: DateTime): string {
  // The Ramadan that ends on or after the first date (or today), searched a day at a time.
  // (From six weeks before, so a Ramadan just ended is the one named, not next year's.)
  let d = (dates[0] ? DateTime.fromISO(dates[0], { zone: "utc" }) : from.startOf("day")).minus({ days: 42 });
  let guard = 0;
  while (islamicDay(d.toISODate() as string).month !== 9 && guard++ < 400) d = d.plus({ days: 1 });
  // Back to its first day, when the trip starts inside it.
  while (islamicDay(d.minus({ days: 1 }).toISODate() as string).month === 9) d = d.minus({ days: 1 });
  let end = d;
  while (islamicDay(end.plus({ days: 1 }).toISODate() as string).month === 9) end = end.plus({ days: 1 });
  const eid = end.plus({ days: 1 });
  const fmt = (x: DateTime) => x.toFormat("ccc, LLL d, yyyy");
  const inTrip = dates.filter((iso) => islamicDay(iso).month === 9);
  const eidInTrip = dates.includes(eid.toISODate() as string);
  const span = `Ramadan runs from about **${fmt(d)}** to **${fmt(end)}**, and Eid al-Fitr falls on about **${fmt(eid)}** (by the Umm al-Qura calendar; where the month starts with the sighting of the moon, it may begin a day either side).`;
  const verdict = !dates.length
    ? ""
    : inTrip.length
      ? ` ${inTrip.length === dates.length ? "All of your trip" : `${inTrip.length} of your trip's ${dates.length} days`} fall${inTrip.length === 1 ? "s" : ""} in it${eidInTrip ? ", and Eid is during your stay too" : ""}.`
      : eidInTrip
        ? " Your trip misses Ramadan itself, but Eid falls during your stay."
        : ` Your trip's dates fall ${dates[0] && dates[0] > (end.toISODate() as string) ? "after" : "before"} it.`;
  const advice =
    inTrip.length || eidInTrip || !dates.length
      ? " In Muslim-majority places during Ramadan, many cafés and restaurants close or open late until sunset, eating and drinking in public by day is best avoided out of respect, sights may keep shorter hours, and the evenings after iftar are lively. Around Eid, shops and offices close for a few days and transport and hotels are busy with people travelling home."
      : "";
  return `${span}${verdict}${advice}`;
}

import { DateTime } from "luxon";

// "what closes on shabbat?", "is everything shut on the sabbath in Jerusalem?": the Jewish Sabbath
// runs from Friday's sundown to Saturday's nightfall every week; in Israel most public buses and
// trains stop, most shops and many restaurants close (those open are mostly in Arab and Christian
// areas, Tel Aviv's centre and hotels), and a hotel may run a Shabbat lift. The trip's own Fridays
// and Saturdays are named. What each place does is not on file, and is said not to be.

/** Whether the question asks about the Sabbath. */
export function asksSabbath(text: string): boolean {
  return /\b(?:shabbat|shabbos|shabat|sabbath)\b/.test(text);
}

/** The Sabbath's hours and what it closes, with the trip's Fridays and Saturdays. */
export function sabbathAnswer(dates: readonly string[]): string {
  const days = dates
    .map((d) => DateTime.fromISO(d))
    .filter((d) => d.weekday === 5 || d.weekday === 6)
    .map((d) => d.toFormat("cccc, LLL d"));
  const onTrip = days.length
    ? ` Your trip has ${days.join(", ")}: plan those days around it.`
    : dates.length
      ? " Your dates have no Friday or Saturday, so it won't touch your plan."
      : "";
  return `**Shabbat** (the Sabbath) runs every week from **Friday at sundown to Saturday after nightfall**. In Israel most public buses and trains stop, most shops, supermarkets and many restaurants close, and some sights shut or close early on Friday; what stays open is mostly in Arab and Christian areas (East Jerusalem, Jaffa, Nazareth), in central Tel Aviv, and in hotels. Taxis run (at a higher Shabbat fare), so book any airport or intercity ride ahead.${onTrip} I don't have each place's Shabbat hours on file: check them before you go.`;
}

import { DateTime } from "luxon";

// "when's the best time for stargazing, moon wise?", "will there be a full moon while we're in
// Tromsø?": the moon's phase computed for the trip's nights (the mean synodic month counted from a
// known new moon, good to about a day), and what it means for dark skies. Never a forecast of
// clouds: that is said to be the weather's.

/** A new moon: 2000-01-06 18:14 UTC (Meeus, Astronomical Algorithms). */
const NEW_MOON_2000 = Date.UTC(2000, 0, 6, 18, 14);
const SYNODIC_DAYS = 29.530588853;
const DAY_MS = 86400000;

/** The moon's age in days (0 = new, about 14.8 = full) at a moment. */
export function moonAge(ms: number): number {
  const days = (ms - NEW_MOON_2000) / DAY_MS;
  return ((days % SYNODIC_DAYS) + SYNODIC_DAYS) % SYNODIC_DAYS;
}

/** The share of the moon's disc lit (0-1) at a moment. */
export function moonLit(ms: number): number {
  return (1 - Math.cos((2 * Math.PI * moonAge(ms)) / SYNODIC_DAYS)) / 2;
}

/** The next new and full moons on or after a moment (ms). */
export function nextPhases(ms: number): { newMoon: number; fullMoon: number } {
  const age = moonAge(ms);
  const newMoon = ms + (SYNODIC_DAYS - age) * DAY_MS;
  const half = SYNODIC_DAYS / 2;
  const fullMoon = ms + (age <= half ? half - age : SYNODIC_DAYS + half - age) * DAY_MS;
  return { newMoon: age < 0.5 ? ms - age * DAY_MS : newMoon, fullMoon };
}

/** Whether a question asks about the moon, stargazing or dark skies. */
export function asksMoon(text: string): boolean {
  return /\b(?:moon|moonless|moonlight|moon ?wise|full moon|new moon|lunar (?:phases?|cycle|eclipse)|stargaz\w*|star ?gaz\w*|(?:see|watch|look at|under|the) (?:the )?stars|starry|milky way|night sky|dark skies?|dark sky|astro ?photography|astronomy)\b/.test(
    text,
  );
}

const fmt = (ms: number) => DateTime.fromMillis(ms, { zone: "utc" }).toFormat("ccc, LLL d");

function phaseWord(ms: number): string {
  const age = moonAge(ms);
  const lit = Math.round(moonLit(ms) * 100);
  if (age < 1.5 || age > SYNODIC_DAYS - 1.5) return "a new moon (dark skies)";
  if (Math.abs(age - SYNODIC_DAYS / 2) < 1.5) return "a full moon (bright all night)";
  return `${age < SYNODIC_DAYS / 2 ? "waxing" : "waning"}, about ${lit}% lit`;
}

/**
 * The moon over the nights asked (the trip's, else the month asked or the coming weeks), and the
 * rule for stargazing: the darkest skies are the nights around the new moon, and in the days after
 * a full moon the sky is dark until the moon rises late in the night.
 */
export function moonAnswer(input: { dates: string[]; where?: string; now: DateTime }): string {
  const { where } = input;
  const dates = input.dates.filter((d) => DateTime.fromISO(d).isValid).sort();
  const rule =
    "For stargazing the moon matters more than anything but cloud: the darkest skies are the few nights either side of the **new moon**, while around the **full moon** its light washes out all but the brightest stars and the Milky Way. In the week after a full moon the moon rises later each night, so the early evening stays dark; in the week before, it sets earlier each night.";
  const first = dates[0];
  const last = dates[dates.length - 1];
  if (!first || !last) {
    const { newMoon, fullMoon } = nextPhases(input.now.toMillis());
    return `${rule} The next new moon is on **${fmt(newMoon)}** and the next full moon on **${fmt(fullMoon)}** (computed, good to about a day). Tell me your dates and I'll say how dark your nights will be.`;
  }
  const from = DateTime.fromISO(first, { zone: "utc" }).set({ hour: 22 }).toMillis();
  const to = DateTime.fromISO(last, { zone: "utc" }).set({ hour: 22 }).toMillis();
  const { newMoon, fullMoon } = nextPhases(from - 3 * DAY_MS);
  const within = (ms: number) => ms >= from - DAY_MS && ms <= to + DAY_MS;
  const darkest = [...Array(Math.round((to - from) / DAY_MS) + 1).keys()]
    .map((i) => from + i * DAY_MS)
    .sort((a, b) => moonLit(a) - moonLit(b))[0] as number;
  const place = where ? ` in ${where}` : "";
  const span = `${fmt(from)} to ${fmt(to)}`;
  const news = within(newMoon)
    ? `The **new moon** falls on **${fmt(newMoon)}**, inside your nights${place} (${span}): book the stargazing tour for that night or the ones either side.`
    : within(fullMoon)
      ? `The **full moon** falls on **${fmt(fullMoon)}**, inside your nights${place} (${span}), so the skies will be bright: the darkest of your nights is **${fmt(darkest)}** (${phaseWord(darkest)}), and on the nights after the full moon go out before the moon rises.`
      : `On your nights${place} (${span}) the moon is ${phaseWord(from)} at the start and ${phaseWord(to)} at the end; the darkest is **${fmt(darkest)}**.`;
  return `${news} ${rule} These phases are computed (good to about a day); cloud is the other half, so check the forecast the day before.`;
}

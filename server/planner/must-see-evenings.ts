import type { TItineraryDay, TItineraryItem } from "../../common/api/trips";
import { minutesOf } from "./days";

// Must-sees that are things done after dark with no place in the catalogue ("the northern
// lights", "a fado show", "a night market", "stargazing"): each is given an evening of its own
// after the day's last item, rather than named as a wish the plan could not place. Only evenings
// with room (the day's plans over by 21:00) and no journey that day, one wish an evening.

/** What happens after dark: the hour is what it needs, not a place on file. */
export const afterDark =
  /\b(?:northern lights|aurora(?: borealis| australis)?|stargazing|stars|night (?:markets?|safari|snorkel\w*|dives?|tours?|walks?|cruises?)|shows?|fado|flamenco|tango|concerts?|opera|musicals?|broadway|cabaret|jazz|sunset cruises?|dinner cruises?|lucha libre|glow ?worms?|ghost tours?|pub crawls?)\b/i;

const EARLIEST = 21 * 60;
const LATEST = 22 * 60 + 30;
const MINUTES = 90;

const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
const endOf = (it: TItineraryItem) => minutesOf(it.time) + (it.minutes ?? 0);
const journey = (it: TItineraryItem) =>
  it.type === "Flight" || !!it.transport || /^(?:Head to the airport|Day trip to)/.test(it.activity);

/** "the northern lights" as a line of the day: capitalised, with how it is booked. */
const lineFor = (wish: string) => {
  const w = wish.replace(/^the\s+/i, "");
  return `${w.charAt(0).toUpperCase()}${w.slice(1)} (book a local tour or tickets for tonight)`;
};

/**
 * Places each after-dark wish on an evening with room, in the day's town; returns the wishes
 * placed. `townOn` is the stay a date belongs to.
 */
export function placeEveningWishes(
  days: TItineraryDay[],
  wishes: readonly string[],
  townOn: (date: string) => string | undefined,
): string[] {
  const placed: string[] = [];
  const used = new Set<string>();
  const plain = (w: string) => w.toLowerCase().replace(/^the\s+/, "");
  for (const wish of wishes.filter((w) => afterDark.test(w))) {
    // ("fado" beside "a fado show": one evening for the one wish.)
    if (placed.some((p) => plain(p).includes(plain(wish)) || plain(wish).includes(plain(p)))) {
      placed.push(wish);
      continue;
    }
    // Not the first or the last day (arrivals and departures), nor a day with a journey.
    const day = days.find((d, i) => {
      if (i === 0 || i === days.length - 1 || used.has(d.date) || d.items.some(journey)) return false;
      const timed = d.items.filter((it) => it.type !== "reddit");
      const last = timed.reduce((m, it) => Math.max(m, endOf(it)), 0);
      return timed.length > 0 && last + 15 <= LATEST && !!townOn(d.date);
    });
    if (!day) continue;
    const last = day.items.filter((it) => it.type !== "reddit").reduce((m, it) => Math.max(m, endOf(it)), 0);
    const at = Math.max(EARLIEST, Math.ceil((last + 15) / 15) * 15);
    if (at > LATEST) continue;
    const item: TItineraryItem = {
      date: day.date,
      time: hhmm(at),
      type: "other",
      location: townOn(day.date) ?? "",
      activity: lineFor(wish),
      minutes: MINUTES,
    };
    const after = day.items.findIndex((it) => it.time > item.time);
    day.items.splice(after < 0 ? day.items.length : after, 0, item);
    used.add(day.date);
    placed.push(wish);
  }
  return placed;
}

import { DateTime } from "luxon";
import type { Asked } from "./asked";
import type { Answer } from "./question-kinds";
import { listOf, plain } from "./text";
import { dayLabel } from "./trip";
import { weeklyClosure } from "./weekly-closures";

// "which day have you got us at the Alhambra?", "what day is the Colosseum on again?", "the Blue
// Mosque shuts on fridays, doesn't it? which day are we there?": the day of the plan a sight named
// is on, with its date, and its weekly closing day when one is on file, weighed against that day.
// A sight not on the plan is left to the other answers (what adding it would mean).

const whichDay = /\b(?:which|what) (?:day|days|date)\b|\bwhen (?:are|do|will) (?:we|i) (?:see|visit|go to|do)\b/;

/** Whether a question asks which day of the trip is for a sight it names in full. */
export function asksDayFor(a: Pick<Asked, "text" | "trip" | "named">): boolean {
  const { text, trip, named } = a;
  return (
    trip.length > 0 &&
    !!named &&
    named.kind !== "city" &&
    named.kind !== "restaurant" &&
    whichDay.test(text) &&
    saidByName(text, named.name)
  );
}

// Words of a sight's name that name no sight on their own ("the palace", "the museum").
const generic =
  /^(?:palace|museum|tower|castle|church|cathedral|mosque|temple|garden|gardens|market|square|bridge|national|monastery|basilica|gallery)$/;

/** Whether the question names the sight: in full, or by a word of its own ("Dolmabahce" for the palace). */
function saidByName(text: string, name: string): boolean {
  const words = text.split(" ");
  return (
    text.includes(plain(name)) ||
    plain(name)
      .split(" ")
      .some((w) => w.length >= 5 && !generic.test(w) && words.includes(w))
  );
}

/**
 * The plan's day(s) for the sight a question names in full, or undefined (when it is not on the
 * plan, what adding it would mean is possibility.ts's answer: its lightest day in the town).
 */
export function dayOfSight(a: Asked): Answer | undefined {
  const { trip, named } = a;
  if (!asksDayFor(a) || !named?.days.length) return undefined;
  const days = named.days.map((n) => trip[n - 1]).filter((d) => !!d);
  if (!days.length) return undefined;
  const lines = [`**${named.name}** is on your plan on ${listOf(days.map((d) => `**${dayLabel(d)}**`))}.`];
  const shut = weeklyClosure(named.name);
  if (shut) {
    const clash = days.filter((d) => DateTime.fromISO(d.date).toFormat("cccc") === shut.day);
    lines.push(
      clash.length
        ? `But it is closed on ${shut.day}s${shut.note ? ` (${shut.note})` : ""}, and day ${clash[0]?.n} is a ${shut.day}: say *"move ${named.name} to day N"* and I'll put it on another day.`
        : `It is closed on ${shut.day}s${shut.note ? ` (${shut.note})` : ""}, and your day there is not a ${shut.day}, so that's fine.`,
    );
  }
  return { kind: "day", text: lines.join(" ") };
}

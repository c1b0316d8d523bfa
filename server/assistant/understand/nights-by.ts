import { cardinalWords } from "../number-words";

// A trip or a stay made longer or shorter by so many nights, however it is said: "one more night
// in Quito", "add 2 days", "a night shorter", "extend it by two days", "stretch the trip by a
// week", "knock off a night", "another night in Galway", tersely "+1 night", "cusco -1". A day
// more is a night more. Read by the stays' own change (trip-edits.ts), which decides whose.

const N = "(\\d{1,2}|an?|one|two|three|four|five|six|seven|a couple of|couple of)";
const UNIT = "(night|nite|day|week)s?";
const count = (w: string | undefined) =>
  !w || /^an?$/.test(w) ? 1 : /^\d+$/.test(w) ? Number(w) : /couple/.test(w) ? 2 : (cardinalWords[w] ?? 1);

const FEWER = /\b(?:less|fewer|take off|remove|cut|drop|lose|knock off|shave off|shorter|shorten|trim|reduce)\b/;

const forms: RegExp[] = [
  new RegExp(`\\b${N}\\s+(?:more|extra|additional|less|fewer)\\s+${UNIT}\\b`),
  new RegExp(`\\b(?:add|take off|remove|cut|drop|lose|knock off|shave off|tack on)\\s+${N}\\s+${UNIT}\\b`),
  new RegExp(`\\b${N}\\s+${UNIT}\\s+(?:more|less|fewer|extra|shorter|longer)\\b`),
  new RegExp(
    `\\b(?:extend|lengthen|stretch|shorten|cut|trim|reduce)(?:\\s+(?:it|the trip|the whole (?:trip|thing)|everything|our stay|the stay|things))?(?:\\s+(?:out|down))?\\s+by\\s+${N}\\s+${UNIT}\\b`,
  ),
  new RegExp(`\\banother\\s+()${UNIT}\\b`),
];
// "+1 night tokyo", "hanoi -1", "+2n": a sign right before the number, not a date's dash.
const terse = /(?:^|\s)(?:([+])|(-))(\d{1,2})(\s*(?:nights?|nites?|n|days?|d)\b)?(?![\w-])/;

export type NightsBy = {
  /** Nights more (negative: fewer). */
  delta: number;
  index: number;
  length: number;
  /** "+1" with no unit: nights only beside a stay's name (never "+1 kid"). */
  bare: boolean;
};

/** The nights a (lower-case) message adds or takes away, or undefined when it says none. */
export function nightsBy(lower: string): NightsBy | undefined {
  for (const re of forms) {
    const m = re.exec(lower);
    if (!m) continue;
    // ("a day trip" is an outing, not a day more.)
    if (/^[- ]?trips?\b/.test(lower.slice(m.index + m[0].length))) continue;
    const n = count(m[1] || undefined) * (m[2] === "week" ? 7 : 1);
    return { delta: FEWER.test(m[0]) ? -n : n, index: m.index, length: m[0].length, bare: false };
  }
  const t = terse.exec(lower);
  if (!t) return undefined;
  const n = Number(t[3]);
  return { delta: t[2] ? -n : n, index: t.index, length: t[0].length, bare: !t[4] };
}

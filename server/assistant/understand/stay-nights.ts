import { normalize } from "../../travel/geo/cities";
import { cardinalWords } from "../number-words";
import type { PlaceRef } from "../plan";

// Nights moved between the stays of a trip already planned, the trip's length kept:
// "skip the overnight in Agra, just add the night to Jaipur" (a stay dropped, its nights given to
// another), "move a night from Delhi to Jaipur", "one less night in Hue and one more in Hoi An"
// (nights traded), and "can we do the last 2 nights in Stellenbosch instead" (the end of a stay
// spent somewhere new: the stay split). Only the stays named change.

export type Stay = { place: PlaceRef; nights: number | null };
/** A place named in the message that is not one of the trip's stays, where it is said. */
export type Newcomer = { place: PlaceRef; start: number; end: number };

const N = "(\\d{1,2}|an?|one|two|three|four|five|six|seven|a couple of|the)";
const count = (w: string | undefined): number =>
  !w || /^(?:an?|the)$/.test(w) ? 1 : /^\d+$/.test(w) ? Number(w) : w === "a couple of" ? 2 : (cardinalWords[w] ?? 1);

export const plainWords = (s: string) =>
  normalize(s)
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The stays after nights moved between them, or undefined when the message moves none.
 * `text` is the message in plain words (`plainWords`); `newcomers` are the places it names that
 * are not stays yet, with their positions in `text`.
 */
export function nightsMoved(
  text: string,
  current: readonly Stay[],
  newcomers: readonly Newcomer[],
): Stay[] | undefined {
  return dropAndGive(text, current) ?? traded(text, current) ?? split(text, current, newcomers);
}

/** "skip the overnight in agra, just add the night to jaipur", "drop hue and give its nights to hoi an". */
function dropAndGive(text: string, current: readonly Stay[]): Stay[] | undefined {
  if (current.length < 2) return undefined;
  for (const [i, stay] of current.entries()) {
    const name = escapeRe(plainWords(stay.place.name));
    const dropped = new RegExp(
      `\\b(?:drop|remove|skip|cut|lose|ditch|scrap|forget|take out|leave out|get rid of|no)\\s+(?:the\\s+)?(?:(?:overnight|night|nights|stop|stay|part|time|bit|leg)\\s+(?:in|at)\\s+)?${name}\\b`,
    ).exec(text);
    if (!dropped) continue;
    // Who gets them: another stay named after it, with "to", "in" or "for" ("add the night to
    // jaipur", "an extra night in jaipur instead", "give it to jaipur").
    const after = text.slice(dropped.index + dropped[0].length);
    const taker = current.findIndex(
      (o, k) =>
        k !== i &&
        new RegExp(
          `\\b(?:to|in|into|onto|at|for)\\s+(?:the\\s+)?${escapeRe(plainWords(o.place.name))}\\b|\\b${escapeRe(plainWords(o.place.name))}\\s+(?:gets|get|instead)\\b`,
        ).test(after) &&
        /\b(?:add|give|move|put|extra|more|another|instead|longer|spend|shift|transfer)\b/.test(after),
    );
    if (taker < 0) continue;
    const out = current.map((s) => ({ ...s }));
    const gets = out[taker] as Stay;
    const given = stay.nights ?? 0;
    // "3 nights in jaipur instead": the number said; else the dropped stay's nights added.
    const said = new RegExp(
      `\\b${N}\\s+nights?\\s+(?:in|at)\\s+${escapeRe(plainWords(gets.place.name))}\\b|\\b${escapeRe(plainWords(gets.place.name))}\\s+(?:for\\s+)?${N}\\s+nights?\\b`,
    ).exec(after);
    if (said && (said[1] ?? said[2]) !== "the") gets.nights = count(said[1] ?? said[2]);
    else if (gets.nights !== null) gets.nights += given;
    return out.filter((_, k) => k !== i);
  }
  return undefined;
}

/** "move a night from delhi to jaipur", "one less night in hue and one more in hoi an". */
function traded(text: string, current: readonly Stay[]): Stay[] | undefined {
  if (current.length < 2 || current.some((s) => s.nights === null)) return undefined;
  const names = current.map((s) => escapeRe(plainWords(s.place.name)));
  const delta: number[] = current.map(() => 0);
  for (const [i, from] of names.entries())
    for (const [j, to] of names.entries()) {
      if (i === j) continue;
      const m = new RegExp(
        `\\b(?:move|shift|take|transfer|swap|give|steal)\\s+${N}\\s+nights?\\s+(?:away\\s+)?from\\s+${from}\\s+(?:to|over to|and (?:give|add) (?:it|them) to|and (?:put|add) (?:it|them) (?:in|on))\\s+${to}\\b`,
      ).exec(text);
      if (m) {
        const k = count(m[1]);
        delta[i] = (delta[i] ?? 0) - k;
        delta[j] = (delta[j] ?? 0) + k;
      }
    }
  if (!delta.some((d) => d !== 0))
    for (const [i, name] of names.entries()) {
      const more = new RegExp(
        `\\b${N}\\s+(?:more|extra|additional)\\s+(?:nights?\\s+)?(?:in|at)\\s+${name}\\b|\\b${N}\\s+nights?\\s+(?:more|extra)\\s+(?:in|at)\\s+${name}\\b`,
      ).exec(text);
      const less = new RegExp(
        `\\b${N}\\s+(?:less|fewer)\\s+(?:nights?\\s+)?(?:in|at)\\s+${name}\\b|\\b${N}\\s+nights?\\s+(?:less|fewer)\\s+(?:in|at)\\s+${name}\\b`,
      ).exec(text);
      if (more) delta[i] = count(more[1] ?? more[2]);
      else if (less) delta[i] = -count(less[1] ?? less[2]);
    }
  // Only a trade: as many nights given as taken, so the trip keeps its length.
  if (delta.filter((d) => d !== 0).length < 2 || delta.reduce((a, b) => a + b, 0) !== 0) return undefined;
  const out = current.map((s, i) => ({ ...s, nights: (s.nights ?? 0) + (delta[i] ?? 0) }));
  if (out.some((s) => (s.nights ?? 0) < 0)) return undefined;
  return out.filter((s) => (s.nights ?? 0) > 0);
}

/**
 * "can we do the last 2 nights in stellenbosch instead", "spend the first night in sintra": the
 * first or last nights of the trip somewhere new, taken from the stay at that end.
 */
function split(text: string, current: readonly Stay[], newcomers: readonly Newcomer[]): Stay[] | undefined {
  const m = new RegExp(
    `\\b(?:the\\s+)?(last|final|first|opening)\\s+(?:${N}\\s+)?(?:couple of\\s+)?(nights?|days?)\\s+(?:in|at)\\s+(?:the\\s+)?$`,
  );
  for (const nc of newcomers) {
    const before = m.exec(text.slice(Math.max(0, nc.start - 50), nc.start));
    if (!before) continue;
    const k = before[2] ? count(before[2]) : /^(?:nights|days)$/.test(before[3] ?? "") ? 2 : 1;
    const last = /^(?:last|final)$/.test(before[1] ?? "");
    const at = last ? current.length - 1 : 0;
    const from = current[at];
    if (!from || from.nights === null || k < 1) return undefined;
    const out = current.map((s) => ({ ...s }));
    const kept = { ...from, nights: from.nights - k };
    const added: Stay = { place: nc.place, nights: Math.min(k, from.nights) };
    const pair = kept.nights > 0 ? (last ? [kept, added] : [added, kept]) : [added];
    out.splice(at, 1, ...pair);
    return out;
  }
  return undefined;
}

/**
 * "3 nights tokyo and 3 nights kyoto", "tokyo 3n, kyoto 3n", "3 in lisbon and 4 in porto": new
 * nights for two or more of the trip's stays, said in one message; the others keep theirs.
 */
export function nightsSaid(text: string, current: readonly Stay[]): Stay[] | undefined {
  // "4 and 3", "3, 2 and 2 nights": an answer of one count per stay, in their order, to stays
  // with no nights yet.
  const answer = new RegExp(`^${N}(?:\\s+(?:and\\s+|then\\s+)?${N})+(?:\\s+(?:nights?|nts|n))?$`).test(text)
    ? [...text.matchAll(new RegExp(`\\b${N}\\b`, "g"))].map((m) => count(m[1]))
    : [];
  if (
    answer.length === current.length &&
    current.every((s) => s.nights === null) &&
    answer.every((n) => n >= 1 && n <= 21)
  )
    return current.map((s, i) => ({ ...s, nights: answer[i] ?? null }));
  let said = 0;
  let saidAt = -1;
  const out = current.map((s, i) => {
    const name = escapeRe(plainWords(s.place.name));
    const m =
      // (The name first, "hanoi 1n, hue 3n", before a count with no "in" that may be the last's.)
      new RegExp(`\\b${name}\\s+(?:for\\s+)?${N}\\s*(?:nights?|nts|n)\\b`).exec(text) ??
      new RegExp(`\\b${N}\\s*(?:nights?|nts|n)?\\s+(?:in|at)\\s+${name}\\b`).exec(text) ??
      new RegExp(`\\b${N}\\s*(?:nights?|nts|n)\\s+${name}\\b`).exec(text);
    const n = m && m[1] !== "the" ? count(m[1]) : undefined;
    if (n === undefined || n < 1) return { ...s };
    said++;
    saidAt = i;
    return { ...s, nights: n };
  });
  if (said === 1 && current.length === 2) return restOf(text, out, saidAt);
  return said >= 2 ? out : undefined;
}

/**
 * "a week, 4 in marrakech, rest in fes", "8 nights, 5 in rome and the remainder in naples": the
 * other stay of two takes what is left of the trip's length said in the message.
 */
function restOf(text: string, out: Stay[], saidAt: number): Stay[] | undefined {
  const open = out.findIndex((_, i) => i !== saidAt);
  const given = out[saidAt];
  const rest = out[open];
  if (open < 0 || !rest || !given || given.nights === null) return undefined;
  const name = escapeRe(plainWords(rest.place.name));
  if (
    !new RegExp(`\\b(?:the\\s+)?(?:rest|remaining(?:\\s+nights?)?|remainder)\\s+(?:in|at|for)\\s+${name}\\b`).test(text)
  )
    return undefined;
  // The trip's length: "a week", "2 weeks", "8 nights", "10 days", not a stay's ("4 nights in rome").
  const total =
    /\b(a|one|two|three)\s+(weeks?|fortnight)\b/.exec(text) ??
    /\b(\d{1,2})\s+(nights?|days?)\b(?!\s+(?:in|at)\b)/.exec(text);
  if (!total) return undefined;
  const n = count(total[1]);
  const unit = total[2] ?? "";
  const nights = unit.startsWith("fortnight")
    ? 13
    : unit.startsWith("week")
      ? n * 7 - 1
      : unit.startsWith("day")
        ? n - 1
        : n;
  const left = nights - given.nights;
  return left >= 1 ? out.map((s, i) => (i === open ? { ...s, nights: left } : s)) : undefined;
}

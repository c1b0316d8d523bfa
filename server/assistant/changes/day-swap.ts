import { cardinalWords } from "../number-words";

// Two days traded, asked in the middle of a longer message: "we land late on day 1 so maybe
// switch days 1 and 3? so the heavy one isn't first", "maybe flip day 3 and day 5, rain on 3".
// The whole-message form ("swap day 2 and 3") is find-change's; this finds the request inside a
// clause, the clause's other words being a reason or politeness. A clause that asks for advice
// ("should we swap days 2 and 4?", "what if we switch days 1 and 3?") asks nothing yet, and
// "swap the day 1 and 3 dinners" trades meals, not days.

const n = "(\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)";
const swapInClause = new RegExp(
  `\\b(?:swap|switch|flip|exchange|trade|interchange)\\s+(?:the\\s+)?(?:days?|d)\\s*${n}\\s+(?:and|with|&|for)\\s+(?:day\\s*|d)?${n}\\b(.*)$`,
);
/** Words after the second day that keep the clause a request about the days themselves. */
const tail =
  /^\s*(?:(?:around|round|over|days?|please|pls|plz|instead|then|so|because|since|as|cos|coz|if you can)\b.*|[,:-].*)?$/;
/** A clause that asks for an opinion or wonders, rather than asks for the change. */
const wondering =
  /^(?:what if|what about|should|shall|would it|is it|is there|do you think|does it|do we|did|why|which|whether)\b|\b(?:should we|shall we|would it be|is it better|do you think|wondering if|wonder if)\b/;

export function daySwapInClause(text: string, count: number): { kind: "swapDays"; a: number; b: number } | null {
  const clauses = text.toLowerCase().split(/[.?!;]+/);
  for (const clause of clauses) {
    const m = swapInClause.exec(clause);
    if (!m || !tail.test(m[3] ?? "")) continue;
    const before = clause.slice(0, m.index).trim();
    if (wondering.test(before)) continue;
    const num = (w: string) => (/^\d+$/.test(w) ? Number(w) : (cardinalWords[w] ?? 0));
    const a = num(m[1] ?? "");
    const b = num(m[2] ?? "");
    if (!a || !b || a === b || a > count || b > count) return null;
    return { kind: "swapDays", a: Math.min(a, b), b: Math.max(a, b) };
  }
  return null;
}

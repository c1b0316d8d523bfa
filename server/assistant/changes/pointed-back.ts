import type { TItineraryDay } from "../../../common/api/trips";
import { normalize } from "../../travel/geo/cities";
import { nameScore, wordsOf } from "./match";

// "we've been to the colosseum before, take it out", "the zoo is overrated, drop it": a clause that
// names a stop, then a request that points back to it.
const backTo =
  /^(.{3,120}?),\s*(remove|delete|skip|drop|cut|ditch|scrap|lose|move|shift|push|put|swap|replace|take(?=\s+(?:it|that one|that)\s+(?:out|off|away)\b))\s+(?:it|that one|that)\b(.*)$/;

/** The request with its "it" written as the one stop of the plan that the clause before it names. */
export function pointedBack(t: string, itinerary: readonly TItineraryDay[]): string {
  const m = backTo.exec(t);
  if (!m) return t;
  // The stops named by a run of one to three words of the clause ("the basilica" names the
  // Basilica of Notre-Dame de Fourvière); exactly one stop, or the "it" stays unread.
  const said = wordsOf(m[1] ?? "");
  const runs = said.flatMap((_, i) => [1, 2, 3].map((n) => said.slice(i, i + n).join(" ")));
  const names = new Set<string>();
  for (const d of itinerary)
    for (const it of d.items)
      if (
        it.type === "place" &&
        !it.meal &&
        it.place &&
        runs.some((r) => (nameScore(r, it.place?.name ?? "") ?? 9) <= 1)
      )
        names.add(it.place.name);
  const [only, ...more] = [...names];
  if (!only || more.length) return t;
  const verb = m[2] ?? "";
  // ("take it out": taken out, the "out" said with it.)
  const rest = verb === "take" ? (m[3] ?? "").replace(/^\s*(?:out|off|away)\b/, "") : (m[3] ?? "");
  return `${verb === "take" ? "remove" : verb} ${normalize(only)}${rest}`.replace(/\s+/g, " ").trim();
}

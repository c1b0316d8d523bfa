import type { TPlaceRef } from "../../../common/travel/trip-model";
import { normalize } from "../../travel/geo/cities";
import { geocode } from "../../travel/geo/gazetteer";
import { cardinalWords } from "../number-words";
import type { Plan } from "../plan";
import { toRef } from "../understand";

// "add 2 nights in Vienna before Budapest", "add a night in Stirling at the end", "add Porto at the
// start for 3 nights": one more city on a trip of several stays, at the place said (the end when
// none is), for the nights said. The stays already planned keep their nights and the trip keeps
// its start, so the trip grows by the nights added; the planner then rebuilds the days.

export type StayAdd = { place: TPlaceRef; nights: number; at: number };

const count = "(\\d{1,2}|a|an|one|two|three|four|five|six|seven)";
const lengthOf = `${count}\\s+(?:more\\s+|extra\\s+)?(nights?|days?)`;
const addStay = new RegExp(
  `^(?:(?:can|could) (?:we|you) )?(?:please )?(?:add|include|tack on|throw in|squeeze in)\\s+(?:${lengthOf}\\s+(?:in|at)\\s+)?(?:the city of\\s+)?([a-z][a-z .'-]{1,40}?)(?:\\s+for\\s+${lengthOf})?(?:\\s+(?:(before|after)\\s+([a-z][a-z .'-]{1,40}?)|(?:at|to) the (start|beginning|end)|(first|last)))?(?:\\s+(?:too|as well|please|pls))?$`,
);

const number = (w: string | undefined) =>
  w ? (/^\d+$/.test(w) ? Number(w) : w === "a" || w === "an" ? 1 : (cardinalWords[w] ?? 0)) : 0;

/** The city a message adds to a trip of stays, where and for how long; null when it adds none. */
export function findStayAdd(message: string, plan: Plan): StayAdd | null {
  if (typeof message !== "string" || message.length > 200) return null;
  const stays = plan.stays;
  if (!stays.length || !plan.startDate || plan.nights === null) return null;
  const t = message
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(/[!?.]+\s*$/, "")
    .replace(/^(?:ok(?:ay)?|actually|also|and|oh and|hey|lotus)[\s,]+/g, "")
    .trim();
  const m = addStay.exec(t);
  if (!m) return null;
  const [, n1, unit1, name, n2, unit2, side, other, end, order] = m;
  const n = number(n1) || number(n2);
  const unit = unit1 ?? unit2;
  // A length must be said: "add Vienna" alone is the reader's (a day trip, or a stay of its choosing).
  if (!n || !unit) return null;
  const nights = /^day/.test(unit) ? Math.max(1, n - 1) : n;
  const g = geocode((name ?? "").trim());
  if (!g || !(g.matched_by === "name" || g.matched_by === "alias") || normalize(g.name) !== normalize(name ?? ""))
    return null;
  if (stays.some((s) => normalize(s.place.name) === normalize(g.name))) return null;
  let at = stays.length;
  if (end === "start" || end === "beginning" || order === "first") at = 0;
  else if (side && other) {
    const i = stays.findIndex((s) => normalize(s.place.name).startsWith(normalize(other.trim())));
    if (i < 0) return null;
    at = side === "before" ? i : i + 1;
  }
  if ((plan.nights ?? 0) + nights > 30 || stays.length >= 8) return null;
  const place: TPlaceRef = toRef(g);
  return { place, nights, at };
}

/** The plan with the stay added: the trip longer by its nights, the first stay the destination. */
export function withStay(plan: Plan, add: StayAdd): Plan {
  const stays = [...plan.stays];
  stays.splice(add.at, 0, { place: add.place, nights: add.nights });
  return {
    ...plan,
    stays,
    destination: stays[0]?.place ?? plan.destination,
    nights: (plan.nights ?? 0) + add.nights,
    dayOrder: [],
  };
}

import { formatDuration } from "../../planner/transport";
import type { Asked } from "./asked";
import type { Answer } from "./question-kinds";
import { listOf } from "./text";
import { askedMinutes, sightsAround, worthIt } from "./visit";

// Questions of whether a place is worth it, how long it deserves, and what is near it.

/** A place named: what is near it, or whether (and how long) it is worth a visit. */
export function namedWorth(a: Asked): Answer | null | undefined {
  const { text, matches, named, days, kinds, first, stayOf } = a;
  if (first("nearby") && named) {
    const around = sightsAround(named, 1.5).slice(0, 5);
    if (!around.length)
      return { kind: "nearby", text: `I have no other sights on file within a short walk of ${named.name}.` };
    return {
      kind: "nearby",
      text: `Within a short walk of **${named.name}**:\n${around.map((a) => `- **${a.name}** (${a.category}, ${a.km.toFixed(1)} km): ${a.description}`).join("\n")}`,
    };
  }

  if (named && (first("worth") || !kinds.length || (first("day") && !days.length))) {
    const from = stayOf(named.days[0]);
    return {
      kind: "worth",
      text: worthIt({
        place: named,
        area: matches[0]?.area,
        budgetMinutes: askedMinutes(text),
        from,
        asksLength:
          /\b(?:how many (?:days|nights)|how long|how much time|enough|\d+ (?:days|nights)|days? (?:in|for|at))\b/.test(
            text,
          ),
      }).text,
      places: named.place ? [named.place] : undefined,
    };
  }
  return undefined;
}

/** "is a tango show worth it?", "is 4 days enough?": a thing not on file, or the trip's sights. */
export function unnamedWorth(a: Asked): Answer | null | undefined {
  const { text, plan, trip, named, first, stayOf, destination } = a;
  // "is a tango show worth it?": something not on file is said to be so, not answered about the trip.
  const thing =
    /\b(?:is|are) (?:a |an |the |going to (?:a |an |the )?|doing (?:a |an |the )?)?([a-z][a-z' -]{2,40}?) (?:actually |really |even |honestly )?(?:worth|any good)\b/.exec(
      text,
    )?.[1];
  if (first("worth") && !named && thing && !/\b(?:it|this|that|trip|days?|nights?|weeks?)\b/.test(thing)) {
    return notOnFile(thing);
  }
  // "bridge climb - worth the money or nah?": the thing named before the worth.
  const before =
    /^([a-z][a-z' -]{2,40}?)\s*(?:-|,|:|\?)?\s*(?:is it |are they |really |actually )?(?:worth|any good)\b/.exec(
      text,
    )?.[1];
  if (first("worth") && !named && before && !/\b(?:it|this|that|trip|days?|nights?|weeks?|is|are|was)\b/.test(before))
    return notOnFile(before);
  function notOnFile(thing: string): Answer {
    const city = stayOf()?.name ?? plan.destination?.name;
    return {
      kind: "worth",
      text: `I don't have **${thing}** on file${city ? ` for ${city}` : ""}, so I can't judge it from data, and I'd rather not guess. Recent reviews and traveller forums are the best guide; if you'd like it in the plan anyway, say *"add ${thing} to day 2"*.`,
    };
  }

  if (first("worth") && destination) {
    // "is 4 days enough for Lisbon?": the trip's sights and the time they take.
    const minutes = (named ? [] : trip.flatMap((d) => d.items)).reduce(
      (n, it) => n + (it.type === "place" && !it.meal ? (it.minutes ?? 0) : 0),
      0,
    );
    if (minutes)
      return {
        kind: "worth",
        text: `Your plan fits ${listOf(trip.filter((d) => d.items.some((it) => it.type === "place" && !it.meal)).map((d) => `${d.items.filter((it) => it.type === "place" && !it.meal).length} on day ${d.n}`))} sights: about ${formatDuration(minutes)} of visits in all.`,
      };
  }
  return undefined;
}

import type { Asked } from "./asked";
import type { Answer } from "./question-kinds";
import { AIRPORT_ADVICE } from "./route-question";
import { dayLabel } from "./trip";

// Questions of when something happens on the plan: a flight, a check-in, the day trip, going home.

/** When the plan has the journey or check-in asked about. */
export function whenQuestion(a: Asked): Answer | null | undefined {
  const { text, plan, trip, first } = a;
  if (first("when") && trip.length) {
    const want = /\bcheck ?in\b/.test(text)
      ? /^Check in/
      : /\bcheck ?out\b/.test(text)
        ? /^Check out/
        : /\bday trip\b/.test(text)
          ? /^Day trip/
          : /\b(?:home|back|return)\b/.test(text)
            ? /^Fly home|home/i
            : /\bflight|fly|land|arrive\b/.test(text)
              ? /^Fly /
              : /\btrain|bus\b/.test(text)
                ? /^(?:Train|Bus) /
                : null;
    // "when is our last day again?": the trip's last day, and how the plan ends it.
    if (
      !want &&
      /\b(?:leave|leaving|depart|departing|departure|go home|head home|going home|heading home)\b/.test(text)
    ) {
      const last = trip[trip.length - 1] as (typeof trip)[number];
      const out = last.items.filter((it) => /^(?:Fly|Train|Bus|Drive|Ferry|Check out)\b|home/i.test(it.activity));
      return {
        kind: "when",
        text: `You leave on **${dayLabel(last)}**, the last day of the trip (day ${trip.length}).${out.length ? `\n${out.map((it) => `- ${it.time}: ${it.activity}`).join("\n")}` : ""}${/\bairport\b/.test(text) ? `\n\n${AIRPORT_ADVICE}` : ""}`,
      };
    }
    if (!want) return null;
    const hits = trip.flatMap((d) => d.items.filter((it) => want.test(it.activity)).map((it) => ({ d, it })));
    const shown = /\b(?:home|back|return|last)\b/.test(text) ? hits.slice(-1) : hits.slice(0, 3);
    // "what date is our flight back?" on a trip with no flight booked: the last day is the way home.
    const last = trip[trip.length - 1];
    if (!shown.length && last && /\b(?:home|back|return|leave|leaving)\b/.test(text))
      return {
        kind: "when",
        text: `You go home on **${dayLabel(last)}**, the last day of the trip (day ${trip.length}). ${plan.origin ? "No flight home is booked on the plan yet." : "The plan has no journey home yet: tell me where you're coming from and I'll add the flights."}`,
      };
    // "from what hour is check-in?": the plan's check-ins, and the usual hours.
    if (/\bcheck ?in\b/.test(text) && /\b(?:usually|normally|what time can|how early|earliest)\b/.test(text))
      return {
        kind: "when",
        text: `Hotels usually let you check in from about **14:00-15:00** and ask you to check out by about 11:00-12:00; most will keep your bags if you arrive earlier, and an early check-in can be asked for (sometimes for a fee).${
          hits.length
            ? `\n${hits
                .slice(0, 3)
                .map(({ d, it }) => `- **${dayLabel(d)}** at ${it.time}: ${it.activity}`)
                .join("\n")}`
            : ""
        }`,
      };
    if (!shown.length) return { kind: "when", text: "I can't find that on the plan." };
    return {
      kind: "when",
      text: shown.map(({ d, it }) => `- **${dayLabel(d)}** at ${it.time}: ${it.activity}`).join("\n"),
    };
  }
  return undefined;
}

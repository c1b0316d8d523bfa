import { formatDuration } from "../../planner/transport";
import { normalize } from "../../travel/geo/cities";
import { distanceKm } from "../../travel/geo/distance";
import { baseSpot, type Excursion, type ExcursionBase, excursions } from "../../travel/places/excursions";
import type { Point } from "./trip";

// The famous far sights of the day-trip table (Petra, Machu Picchu, Milford Sound), asked about by
// name: "can we do Petra as a day trip from Amman?", "do we need to book Machu Picchu tickets?".
// The answer says what the table holds (the bases it is done from, the one-way time by the usual
// way, the time at the sight, whether it fills the day) and, for tickets, that availability is
// not something Lotus can see.

const modeWord = { bus: "by coach or tour", train: "by train", ferry: "by boat" } as const;

/** The excursion a question names by one of its names, whole words only; the longest name wins. */
export function excursionNamed(text: string): Excursion | undefined {
  const t = ` ${normalize(text)} `;
  let best: { e: Excursion; len: number } | undefined;
  // (Not the town it is done from: "Capri from Positano" asks about Capri.)
  for (const e of excursions)
    for (const alias of new Set([...e.aliases, normalize(e.name)]))
      if (
        alias.length >= 4 &&
        t.includes(` ${alias} `) &&
        !t.includes(` from ${alias} `) &&
        (!best || alias.length > best.len)
      )
        best = { e, len: alias.length };
  return best?.e;
}

/**
 * Every excursion a question names, longest name first, each once ("Sintra and Cascais on one
 * day?" names two; "Monet's garden at Giverny" names one, twice).
 */
export function excursionsNamed(text: string): Excursion[] {
  const t = ` ${normalize(text)} `;
  const hits: { e: Excursion; len: number }[] = [];
  for (const e of excursions) {
    const len = Math.max(
      0,
      ...[...e.aliases, normalize(e.name)].filter((a) => a.length >= 4 && t.includes(` ${a} `)).map((a) => a.length),
    );
    if (len) hits.push({ e, len });
  }
  return hits.sort((a, b) => b.len - a.len).map((h) => h.e);
}

/** The base of the excursion that is one of these places (a stop of the trip, a town named). */
export function baseAmong(e: Excursion, places: readonly Point[]): ExcursionBase | undefined {
  // The base nearest one of the places: Naples for a stay in Naples, though Sorrento is close too.
  const near = e.bases
    .map((b) => {
      const spot = baseSpot(b);
      return { b, km: spot ? Math.min(...places.map((p) => distanceKm(p, spot))) : Number.POSITIVE_INFINITY };
    })
    .filter((x) => x.km <= 30)
    .sort((x, y) => x.km - y.km || x.b.minutes - y.b.minutes);
  return near[0]?.b;
}

/** What Lotus knows of a far sight as a day out, from the places given (trip stops first). */
/** Whether a question weighs a night at a far sight against the day trip ("or should we stay overnight?"). */
export const weighsOvernight = (text: string): boolean =>
  /\b(?:overnight|stay (?:the|a) night|spend (?:the|a) night|nights? there|sleep there|stay over|stay there)\b/.test(
    text,
  );

export function dayTripAnswer(input: {
  excursion: Excursion;
  places: readonly Point[];
  booking: boolean;
  /** The town the question asks to go from ("from Alice Springs"), when it names one. */
  from?: Point & { name: string };
  /** The question weighs a night there against the day trip ("or should we stay overnight?"). */
  overnight?: boolean;
}): string {
  const { excursion: e, places, booking, from, overnight } = input;
  const fromBase = from ? baseAmong(e, [from]) : undefined;
  // A town that is no base of it ("Uluru from Alice Springs"): said so, with how far it is.
  const base = from && !fromBase ? undefined : (fromBase ?? baseAmong(e, places));
  const visit = formatDuration(e.visitMinutes);
  const bases = e.bases
    .slice(0, 3)
    .map((b) => `${b.city} (about ${formatDuration(b.minutes)} each way ${modeWord[b.mode]})`);
  const lines: string[] = [];
  if (base) {
    const there = base.minutes * 2 + e.visitMinutes;
    lines.push(
      `**${e.name}** is a day trip from **${base.city}**: about **${formatDuration(base.minutes)} each way ${modeWord[base.mode]}**, and about ${visit} at the site, so roughly ${formatDuration(there)} door to door${e.wholeDay ? ": it fills the whole day, so leave early" : ""}.${base.minutes > 210 ? " That is a long day: staying a night nearby makes it easier, and lets you see it before the crowds." : ""}`,
    );
  } else {
    const km = from ? Math.round(distanceKm(from, e)) : 0;
    if (from && km > 20)
      lines.push(
        `I don't have **${e.name}** as a day trip from **${from.name}**: it is about ${km} km away in a straight line${km > 250 ? ", too far to go and come back in a day without flying" : ""}.`,
      );
    lines.push(
      `**${e.name}** is done as a day trip from ${bases.join(", ")}; allow about ${visit} at the site${e.wholeDay ? ", and the whole day for the outing" : ""}.`,
    );
  }
  if (overnight) {
    const each = (base ?? e.bases[0])?.minutes ?? 0;
    const door = each * 2 + e.visitMinutes;
    lines.push(
      door >= 540 || each > 150
        ? `Day trip or overnight: at roughly ${formatDuration(door)} door to door it is doable in a day but long; a night there (or an overnight tour or cruise where one runs) saves the rush back and lets you see it early or late, when it is quieter.`
        : `Day trip or overnight: at roughly ${formatDuration(door)} door to door it fits in a day; a night there is only worth it to see it at dawn or dusk, or to take it slowly.`,
    );
  }
  if (booking)
    lines.push(
      `I can't see ticket availability for ${e.name}. Famous sites like it often limit daily entries or sell timed tickets that run out in busy months, so book on the official website (or with the tour or train) as soon as your dates are fixed.`,
    );
  return lines.join(" ");
}

/** "best day trips from Rome?": the far sights of the table done from these towns, quickest first. */
export function dayTripsFrom(towns: readonly (Point & { name: string })[]): string | undefined {
  const found: { e: Excursion; b: ExcursionBase; town: string }[] = [];
  for (const e of excursions)
    for (const b of e.bases) {
      const spot = baseSpot(b);
      const town = spot && towns.find((t) => distanceKm(t, spot) <= 30);
      if (town && !found.some((f) => f.e === e)) found.push({ e, b, town: town.name });
    }
  if (!found.length) return undefined;
  const list = found
    .sort((x, y) => x.b.minutes - y.b.minutes)
    .slice(0, 6)
    .map(
      (f) =>
        `- **${f.e.name}**: about ${formatDuration(f.b.minutes)} each way ${modeWord[f.b.mode]}${f.e.wholeDay ? ", a full day" : ""}`,
    );
  return `Day trips I have on file from ${[...new Set(found.map((f) => f.town))].join(" and ")}, the closest first:\n${list.join("\n")}\n\nI can't rank them for you from data: say which one you'd like and on which day (*"add ${found[0]?.e.name} on day 3"*), and I'll plan it.`;
}

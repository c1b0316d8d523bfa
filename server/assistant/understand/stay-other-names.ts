import { normalize } from "../../travel/geo/cities";
import { geocode } from "../../travel/geo/gazetteer";
import type { PlaceRef } from "../plan";

// A stop of the trip said by another of its names: "Saigon" for the stop planned as Ho Chi Minh
// City, "Koh Lanta" for Ko Lanta, "Bombay" for Mumbai, "Hue" for Huế. The changes to the stops
// (trip-edits.ts) find a stop by its own name in the message, so "drop Bombay" or "-saigon +dalat"
// read with the stop's name found nothing, and the message was taken for a new trip of the place.
// The gazetteer decides which names are the same place (its aliases, Koh/Ko, accents), never
// the spelling alone.

type Stay = { place: PlaceRef };

// Words that never start or end a place's name here: "in Saigon" is Saigon said after "in".
const notInName =
  /^(?:a|an|the|in|at|to|from|for|of|on|and|or|but|then|with|by|instead|drop|remove|skip|cut|swap|switch|replace|add|make|set|more|less|night|nights|day|days|please|pls|stop|city|town|trip|it|we|us|our|my|i|me|you|is|be|do|go|let|lets|can|could|would|should|just|only|maybe)$/;

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu;

/** Whether a geocoded place is this stop: the same country, a few kilometres apart at most. */
function isStop(place: PlaceRef, lat: number, lng: number, country: string): boolean {
  return (
    place.country_code.toUpperCase() === country.toUpperCase() &&
    Math.abs(place.lat - lat) < 0.1 &&
    Math.abs(place.lng - lng) < 0.1
  );
}

/**
 * The message with each stop said by another name written by its own ("drop Bombay" → "drop
 * Mumbai"), for a trip of several stops; unchanged when every stop is said by its own name or
 * none is said.
 */
export function stopsByTheirNames(message: string, stays: readonly Stay[]): string {
  if (stays.length < 2) return message;
  const plainText = ` ${normalize(message)} `;
  // Only the stops not already said by their own name are looked for.
  const unnamed = stays.filter((s) => {
    const name = normalize(s.place.name);
    return !!name && !plainText.includes(` ${name} `);
  });
  if (!unnamed.length) return message;
  const words = [...message.slice(0, 300).matchAll(WORD)].map((m) => ({
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
    word: m[0],
  }));
  const swaps: { start: number; end: number; name: string }[] = [];
  for (let i = 0; i < words.length; i++) {
    const first = words[i];
    if (!first || notInName.test(first.word.toLowerCase())) continue;
    // The longest run of up to three words (spaces only between them) that is a stop.
    for (let n = Math.min(3, words.length - i); n >= 1; n--) {
      const run = words.slice(i, i + n);
      const last = run[run.length - 1];
      if (!last || (n > 1 && notInName.test(last.word.toLowerCase()))) continue;
      if (run.some((w, k) => k > 0 && !/^ +$/.test(message.slice((run[k - 1] as typeof w).end, w.start)))) continue;
      const said = message.slice(first.start, last.end);
      const found = geocode(said);
      // A guess at a misspelt name is no other name of a stop ("make" is not Male), save the
      // islands' "Koh" for the map's "Ko" ("Koh Lanta" for Ko Lanta).
      const koh = !!found && normalize(said).replace(/\bkoh\b/g, "ko") === normalize(found.name);
      if (!found || (found.matched_by !== "name" && found.matched_by !== "alias" && !koh)) continue;
      const stay = unnamed.find((s) => isStop(s.place, found.lat, found.lng, found.country_code));
      if (!stay || normalize(said) === normalize(stay.place.name)) continue;
      swaps.push({ start: first.start, end: last.end, name: stay.place.name });
      i += n - 1;
      break;
    }
  }
  let out = message;
  for (const s of swaps.reverse()) out = out.slice(0, s.start) + s.name + out.slice(s.end);
  return out;
}

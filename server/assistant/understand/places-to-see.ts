import { geocode } from "../../travel/geo/gazetteer";
import { findRegion, type Region } from "../../travel/geo/regions";
import { findExcursions } from "../../travel/places/excursions";
import { inRegion, sameName } from "../region-ask";
import { sizedAt } from "../understand";
import { citySightsNamed } from "./city-sights";
import { isEnglishWord } from "./english-words";
import { famousSightsNamed } from "./famous-sights";
import type { Mention } from "./mentions";
import { doneAtPlace, stayedAt } from "./said-words";
import { isCommonWord, isEverydayTown } from "./words";

// Places a trip message names that are not its stays but what the traveller wants to see: a park
// listed with a town ("Cape Coast and Kakum"), the towns of the region planned ("Jordan 6 days,
// Petra + Wadi Rum", "florida keys 4 nights, key west + snorkeling").

const plain = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

export function placesToSee(
  message: string,
  stops: Mention[],
  mentions: Mention[],
  region: { region: Region; text: string } | undefined,
): string[] {
  // The famous far sights, by any of their names ("12 apostles", "D-Day beaches", "reef dive" from Cairns).
  // The sights of the stops' cities by their short names ("sugarloaf", "the castle" in Edinburgh).
  const seen: string[] = [
    ...famousSightsNamed(message, { stops, mentions, region }),
    ...citySightsNamed(message, stops),
  ];
  // A name listed with a stop that no map knows as a town is a park or a sight there.
  for (const m of stops) {
    const next = /^\s*(?:and|&|\+)\s+(\p{Lu}[\p{L}'’-]{3,}(?:\s+\p{Lu}[\p{L}'’-]+)?)\b(?!\s*\p{Lu})/u.exec(
      message.slice(m.end, m.end + 40),
    );
    // ...or before it: "Sossusvlei and Etosha".
    const prev = /(?:^|[\s,;:(])(\p{Lu}[\p{L}'’-]{3,}(?:\s+\p{Lu}[\p{L}'’-]+)?)\s+(?:and|&|\+)\s+$/u.exec(
      message.slice(Math.max(0, m.start - 40), m.start),
    );
    for (const name of [next?.[1], prev?.[1]])
      if (name && !mentions.some((o) => o.typed === name) && !isCommonWord(plain(name)) && sightName(name))
        seen.push(name);
  }
  // "Namibia 12 days, Sossusvlei + Etosha", "Cradle Mountain, Freycinet & MONA": a stop named by a
  // park or a sight whose beds are in a gateway village is also the thing to see there, as a town
  // is not.
  for (const m of stops)
    if (!m.entry && !sizedAt(message, m.start, m.end) && !stayedAt(message, m.start) && sightAsStop(m))
      seen.push(m.typed.replace(/^the\s+/i, ""));
  // "Vic Falls 3 nights", "Niagara Falls 1 night": a stop named for the falls, the glacier or the
  // crater beside it is a stay for that sight, which is the must-see under the map's name.
  for (const m of stops)
    if (/\b(?:Falls|Glacier|Crater|Canyon|Volcano)$/i.test(m.place.name) && !findRegion(m.typed))
      seen.push(m.place.name);
  // "San Salvador 3 nights, surfing at El Tunco", "whale watching in Mirissa": a place named only
  // as where something is done, with no nights of its own, is the place to see (whether or not
  // another reader took it for a stop).
  for (const m of mentions)
    if (m.role !== "origin" && !m.entry && !sizedAt(message, m.start, m.end) && doneAtPlace(message, m.start))
      seen.push(m.typed);
  // "then Glacier Express to St. Moritz", "ride the Bernina Express": a named train, road or trail
  // is a journey to make, whatever the towns at its ends.
  for (const j of message.matchAll(
    /\b((?:\p{Lu}[\p{L}'’-]+\s+){1,3}(?:Express|Railway|Railroad|Highway|Trail|Track|Circuit|Loop|Walk|Way))\b/gu,
  ))
    if (
      j[1] &&
      // Not a hotel or a card ("Holiday Inn Express", "American Express"), nor "By The Way".
      !/\b(?:inn|hotel|hotels|suites|american|by|the|on|in|at|of)\s/i.test(
        `${j[1].split(/\s+/).slice(0, -1).join(" ")} `,
      ) &&
      !findRegion(j[1]) &&
      !mentions.some((m) => m.typed === j[1]) &&
      // "a hotel near the Kings Way": where to stay, not a journey.
      !/\b(?:near|close to|next to|by|off|along)\s+(?:the\s+)?$/i.test(
        message.slice(Math.max(0, (j.index ?? 0) - 16), j.index),
      )
    )
      seen.push(j[1]);
  // "bungy + Milford Sound day trip": what a day trip is named for.
  // ("Half day trip to Tivoli", "Full day trip": the words of the trip, not a place.)
  for (const d of message.matchAll(
    /(\p{Lu}[\p{L}'’-]+(?:\s+(?:\p{Lu}[\p{L}'’-]+|of|de|la|the)){0,3})\s+day[- ]?trips?\b/gu,
  ))
    if (d[1] && !isCommonWord(plain(d[1])) && !isEnglishWord(plain(d[1])) && !findRegion(d[1])) seen.push(d[1]);
  if (!region) return seen;
  const words = ` ${plain(message).replace(/[^\p{L}\p{N}]+/gu, " ")} `;
  // Towns of the region named without being its stays; its own towns however written.
  // ("Namibia 12 days, Sossusvlei and Etosha": in a country planned, any place of it named.)
  const ofRegion = (m: Mention) =>
    inRegion(m.place, region.region) ||
    (region.region.kind === "country" && m.place.country_code === region.region.country_code);
  // A sight read as the town it is visited from (Mont-Saint-Michel, Pontorson) keeps its own name.
  const named = (m: Mention) =>
    plain(m.place.name).includes(plain(m.typed)) || plain(m.typed).includes(plain(m.place.name))
      ? m.place.name
      : m.typed;
  // ("Dolomites a week, based in Ortisei": where they sleep is a stop, not a sight.)
  for (const m of stops)
    if (!m.entry && !sameName(m.typed, region.text) && ofRegion(m) && !stayedAt(message, m.start)) seen.push(named(m));
  // Where the trip leaves from is not something to see ("from Windhoek").
  const origins = mentions.filter((m) => m.role === "origin").map((m) => plain(m.place.name));
  for (const c of region.region.cities) {
    const key = plain(c.name);
    if (
      !sameName(c.name, region.text) &&
      words.includes(` ${key} `) &&
      !isCommonWord(key) &&
      !isEverydayTown(key) &&
      !origins.includes(key) &&
      !stayedAt(words, words.indexOf(` ${key} `) + 1)
    )
      seen.push(c.name);
  }
  return seen;
}

/**
 * A name no map knows as a town, or a visitors' place the regions table files under its country
 * (Sossusvlei under Namibia), not a region of its own.
 */
function sightName(name: string): boolean {
  const g = geocode(name);
  const area = findRegion(name);
  if (!g || g.matched_by === "fuzzy") return !area;
  return g.matched_by === "alias" && !!area && area.kind === "country" && area.country_code === g.country_code;
}

/**
 * A stop typed by the name of what is visited there, not of the town slept in: a park or a desert
 * with no people of its own (Sossusvlei, Cradle Mountain), or a sight the map files under its small
 * gateway village by another name (Freycinet at Coles Bay). A town's other spelling (Bombay) or a
 * big town under a short name is no sight.
 */
function sightAsStop(m: Mention): boolean {
  const g = geocode(m.typed);
  if (g?.matched_by !== "alias") return false;
  if (g.population === 0) return true;
  const typed = plain(m.typed).replace(/^the\s+/, "");
  const name = plain(g.name);
  const shared = typed.split(/\s+/).some((w) => w.length >= 4 && name.includes(w.slice(0, 4)));
  // (Hallstatt, filed under Bad Goisern, is a village to wander, as the excursions table says.)
  const village = findExcursions(m.typed).some((e) => e.category === "neighbourhood");
  return g.population < 5_000 && !shared && !village && !findRegion(m.typed);
}

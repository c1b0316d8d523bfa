import type { TItineraryDay } from "../../../common/api/trips";
import { kindsSearchedBy } from "../../../common/travel/place-kinds";
import type { TPlace } from "../../../common/travel/schemas";
import type { TPlaceRef } from "../../../common/travel/trip-model";
import { normalize } from "../../travel/geo/cities";
import { geocode } from "../../travel/geo/gazetteer";
import type { Plan } from "../plan";
import type { Toolbox } from "../tools";
import { bestNamed, nearestName, wordsOf } from "./match";

// Where a day is (its stay's city) and the place a traveller names near it: a search by name,
// then every place around by a close spelling; a kind ("a park") is the best one not yet planned.

export type Where = { name: string; lat: number; lng: number };

/** The city a day is spent in: the stay whose nights cover it (the last stay on the last day). */
export function cityOfDay(itinerary: readonly TItineraryDay[], day: number, plan: Plan): Where | null {
  const date = itinerary[day - 1]?.date;
  const stays = itinerary.flatMap((d) =>
    d.items.filter((it) => it.type === "Hotel" && it.hotel && /^Check in/.test(it.activity)),
  );
  const stay =
    stays.find((s) => date && s.hotel && s.hotel.check_in <= date && date < s.hotel.check_out) ??
    stays.find((s) => date && s.hotel && s.hotel.check_out === date) ??
    stays.at(-1);
  const refs: TPlaceRef[] = [...plan.stays.map((s) => s.place), ...(plan.destination ? [plan.destination] : [])];
  const name = stay?.location ?? plan.stays[0]?.place.name ?? plan.destination?.name;
  if (!name) return null;
  const ref = refs.find((r) => normalize(r.name) === normalize(name));
  if (ref) return { name: ref.name, lat: ref.lat, lng: ref.lng };
  const g = geocode(name);
  return g ? { name: g.name, lat: g.lat, lng: g.lng } : null;
}

/** Words that say what kind of outing a place is, not which ("sauna", "tour", "flight"). */
const kindWords = new Set([
  "sauna",
  "spa",
  "bath",
  "baths",
  "tour",
  "tours",
  "trip",
  "visit",
  "experience",
  "flight",
  "flights",
  "cruise",
  "ride",
  "show",
  "walk",
  "hike",
  "trek",
  "session",
  "tickets",
  "volcano",
  "ticket",
]);

/** How far a day trip goes for a sight named outright. */
const DAY_TRIP_MILES = 60;

export type PlaceFound = { place: TPlace } | { missing: string; suggestion?: TPlace };

/**
 * The place `name` names near `where`: what a search by name finds that the name names, else a
 * close spelling among every place around, else the nearest spelling as a suggestion. A kind
 * ("a museum", "a park") is the first of that kind not in `planned`.
 */
export async function findPlace(
  name: string,
  where: Where,
  tools: Toolbox,
  planned: ReadonlySet<string> = new Set(),
): Promise<PlaceFound> {
  const near = { lat: where.lat, lng: where.lng };
  const words = wordsOf(name);
  const kinds = words.length <= 2 ? words.flatMap((w) => kindsSearchedBy(w)) : [];
  if (kinds.length && words.every((w) => kindsSearchedBy(w).length || /^(good|nice|another|one|more|some)$/.test(w))) {
    const found = await tools.places({ near, category: kinds[0], radiusMiles: 10 });
    const fresh = found.places.find((p) => !planned.has(p.name));
    return fresh ? { place: fresh } : { missing: name };
  }
  const byName = await tools.places({ near, query: name.slice(0, 100), radiusMiles: 15 });
  const hit = bestNamed(byName.places, name);
  if (hit && hit.score <= 2) return { place: hit.item };
  // A sight a day trip away ("Machu Picchu" from Cusco), named in so many words.
  const far = await tools.places({ near, query: name.slice(0, 100), radiusMiles: DAY_TRIP_MILES });
  const farHit = bestNamed(far.places, name);
  if (farHit && farHit.score <= 1) return { place: farHit.item };
  // "Löyly sauna", "the Shwedagon pagoda", "Everest mountain flight": a name said with what kind
  // of place it is; the name alone names it.
  const core = words.filter((w) => !kindsSearchedBy(w).length && !kindWords.has(w));
  if (core.length && core.length < words.length) {
    const bare = core.join(" ");
    const again = await tools.places({ near, query: bare, radiusMiles: DAY_TRIP_MILES });
    const coreHit = bestNamed(again.places, bare);
    if (coreHit && coreHit.score <= 1) return { place: coreHit.item };
  }
  const around = await tools.places({ near, radiusMiles: 15 });
  const close = bestNamed(around.places, name);
  if (close) return { place: close.item };
  return { missing: name, ...(nearestNameOf(around.places, name) ?? {}) };
}

const nearestNameOf = (places: TPlace[], name: string) => {
  const s = nearestName(places, name);
  return s ? { suggestion: s } : undefined;
};

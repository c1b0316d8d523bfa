import { distanceKm } from "../../travel/geo/distance";
import { catalogueCitiesNear } from "./city-sights";

// A sight called by its first word ("visiting Harvard" for Harvard University, "Alcatraz"), which
// the gazetteer also knows as a small town somewhere else: near the trip's other stops it is the
// sight, not a stop across the country.

const plain = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/** The catalogue sight within 40 km of one of `near` whose name begins with the word `word`, if any. */
export function sightByFirstWord(word: string, near: { lat: number; lng: number }[]): string | undefined {
  const key = plain(word);
  if (key.length < 5 || key.includes(" ")) return undefined;
  for (const c of catalogueCitiesNear(near, 60)) {
    for (const p of c.places)
      if (plain(p.name).replace(/^the /, "").split(" ")[0] === key && near.some((o) => distanceKm(o, p) < 40))
        return p.name;
  }
  return undefined;
}

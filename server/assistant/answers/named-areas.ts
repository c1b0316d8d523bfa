import { findRegion, regionsNamedIn } from "../../travel/geo/regions";
import { countryIn, countryPoint } from "./countries";
import { countryAlias } from "./country-facts";
import type { FoundPlace } from "./find-place";
import type { RoutePoint } from "./route";

// Countries and regions named in a question, each standing on one point of the map.

/** A country named in the text ("Iceland"), standing on its largest city's point. */
export function countryAt(text: string): (RoutePoint & { name: string }) | undefined {
  const c = countryIn(text) ?? aliasCountry(text);
  const point = c && countryPoint(c.code);
  return c && point ? { name: c.name, ...point } : undefined;
}

/** A country named by its common short name ("the states", "uk"), as countryIn gives it. */
export function aliasCountry(text: string): { code: string; name: string } | undefined {
  const code = countryAlias(text);
  return code ? { code, name: new Intl.DisplayNames(["en"], { type: "region" }).of(code) ?? code } : undefined;
}

/** A region named in the text ("Patagonia", "the Algarve"), standing on its best city's point. */
export function regionPoint(text: string): (FoundPlace & { countryName?: string }) | undefined {
  const region = regionsNamedIn(text)[0]?.region ?? findRegion(text.replace(/\?/g, "").trim());
  const city = region?.cities[0];
  if (!region || !city) return undefined;
  return {
    name: region.name,
    lat: city.lat,
    lng: city.lng,
    kind: "city",
    country_code: city.country_code,
  } as unknown as FoundPlace;
}

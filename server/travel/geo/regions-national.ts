import type { Region } from "./regions";
import { regionAdjectives } from "./regions-data";

// "Chilean Patagonia", "the Brazilian Amazon", "the Italian Alps", "Peruvian Andes": an area that
// spans countries, named by one country's adjective, is its part in that country: the area's
// cities there. (An area wholly inside that country is itself: "the Italian Dolomites".)

const parts = new Map<string, Region | null>();
const adjectives = new Map<string, Region | null>();

/** The country an adjective names: the table's own ("portuguese", "swiss"), or the country's name with -n, -an, -ian or -ine ("chilean", "brazilian", "argentine"). */
export function countryOfAdjective(word: string, countries: readonly Region[]): Region | undefined {
  const key = regionAdjectives[word];
  if (key) return countries.find((c) => c.key === key);
  if (!/(?:n|an|ian|ine)$/.test(word)) return undefined;
  // (Asked of every word of a message that ends so: each answer is kept.)
  const cached = adjectives.get(word);
  if (cached !== undefined) return cached ?? undefined;
  const found = countries.find((c) => {
    const name = c.name.toLowerCase();
    if (name.includes(" ") || name === word) return false;
    const stem = name.slice(0, -1);
    return stem.length >= 4 && word.startsWith(stem);
  });
  if (adjectives.size > 5000) adjectives.clear();
  adjectives.set(word, found ?? null);
  return found;
}

/** The part of `base` in the country `adjective` names, or undefined when it has none there. */
export function nationalPart(adjective: string, base: Region, countries: readonly Region[]): Region | undefined {
  if (base.kind !== "area") return undefined;
  const cacheKey = `${adjective} ${base.key}`;
  const cached = parts.get(cacheKey);
  if (cached !== undefined) return cached ?? undefined;
  const country = countryOfAdjective(adjective, countries);
  let found: Region | undefined;
  if (country?.country_code && base.country_code === country.country_code) found = base;
  else if (country?.country_code && base.country_code === null) {
    const code = country.country_code;
    const cities = base.cities.filter((c) => c.country_code === code);
    const title = adjective.replace(/(^|\s)\p{L}/gu, (c) => c.toUpperCase());
    if (cities.length)
      found = {
        key: `${base.key}-${code.toLowerCase()}`,
        name: `${title} ${base.name}`,
        country_code: code,
        kind: "area",
        cities,
      };
  }
  parts.set(cacheKey, found ?? null);
  return found;
}

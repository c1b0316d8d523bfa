import countryToCurrency from "country-to-currency";
import { cities } from "../../travel/geo/cities";

// Countries by name, from Intl's own region names over the ISO codes country-to-currency lists:
// "Morocco" asked about is the country, even where a town of that name is bigger on the map
// (Morocco, Indiana).

let byName: Map<string, string> | undefined;

const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim();

/** The ISO 3166-1 code of the country of this English name ("Morocco" -> "MA"), if it is one. */
export function countryCodeNamed(name: string): string | undefined {
  if (!byName) {
    const english = new Intl.DisplayNames(["en"], { type: "region" });
    byName = new Map();
    for (const code of Object.keys(countryToCurrency)) {
      const en = english.of(code);
      if (en && en !== code) byName.set(fold(en), code);
    }
  }
  return byName.get(fold(name));
}

/** The first country a text names by its English name, up to three words long ("south korea"). */
export function countryIn(text: string): { code: string; name: string } | undefined {
  const words = fold(text)
    .replace(/[^a-z' -]/g, " ")
    .split(/\s+/)
    .filter(Boolean);
  for (let i = 0; i < words.length; i++)
    for (let n = 3; n >= 1; n--) {
      if (i + n > words.length) continue;
      const phrase = words.slice(i, i + n).join(" ");
      // "Mexico City", "Panama City": a city named after its country is the city.
      if (words[i + n] === "city") continue;
      const code = countryCodeNamed(phrase);
      if (code) return { code, name: new Intl.DisplayNames(["en"], { type: "region" }).of(code) ?? phrase };
    }
  return undefined;
}

const largest = new Map<string, { lat: number; lng: number } | null>();
/** The country's largest city on the map, standing for the country where a point is needed (its climate). */
export function countryPoint(code: string): { lat: number; lng: number } | null {
  if (!largest.has(code)) {
    let best: { lat: number; lng: number; population: number } | null = null;
    for (const c of cities().all) if (c.country === code && (!best || c.population > best.population)) best = c;
    largest.set(code, best && { lat: best.lat, lng: best.lng });
  }
  return largest.get(code) ?? null;
}

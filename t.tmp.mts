import { geocode } from "./server/travel/geo/gazetteer";
for (const q of ["Lisbon", "NYC", "Paris, France", "Tokyo in April", "Barcelonna", "a weekend in Rome", "Portland, Oregon", "Portland, ME", "JFK", "Japan", "Reykjavik", "São Paulo", "Kyoto", "Paris Texas", "Sydney", "Marrakech"]) {
  const t = performance.now();
  const r = geocode(q);
  console.log(q.padEnd(20), "->", r ? `${r.name}, ${r.region}, ${r.country_code} [${r.matched_by}] ${r.airports.map((a) => a.code).join("/")}` : null, (performance.now() - t).toFixed(0) + "ms");
}
process.exit(0);

import { memoize } from "../server/travel/cache";
import { offlineFlights } from "../server/travel/flights/offline";
import { geocode } from "../server/travel/geo/gazetteer";
import { offlineHotels } from "../server/travel/hotels/offline";

// Offline travel searches: throughput and p99 latency, cold (every query computed) and cached
// (the same queries again, through the providers' cache), in one run.
//   npm run bench:travel            BENCH_QUERIES=1000 npm run bench:travel

const n = Number(process.env.BENCH_QUERIES ?? 400);
const codes = [
  "JFK",
  "LAX",
  "ORD",
  "LHR",
  "CDG",
  "FRA",
  "AMS",
  "MAD",
  "LIS",
  "FCO",
  "IST",
  "DXB",
  "SIN",
  "HKG",
  "NRT",
  "SYD",
  "GRU",
  "MEX",
  "JNB",
  "DEL",
  "BKK",
  "YYZ",
  "ICN",
  "KEF",
];
const cities = [
  "Lisbon",
  "Paris",
  "Tokyo",
  "New York",
  "Barcelona",
  "Rome",
  "Bangkok",
  "Sydney",
  "Cape Town",
  "Mexico City",
  "Berlin",
  "Prague",
];
const phrases = [
  "Lisbon",
  "NYC",
  "Paris, France",
  "Tokyo in April",
  "Barcelonna",
  "a weekend in Rome",
  "Portland, ME",
  "JFK",
  "Japan",
  "Chicgo",
];

const flightQueries = Array.from({ length: n }, (_, i) => {
  const a = codes[i % codes.length] as string;
  const b = codes[(i * 5 + 7) % codes.length] as string;
  const day = String(1 + (i % 28)).padStart(2, "0");
  return {
    origin: a,
    destination: a === b ? "BOS" : b,
    departDate: `2027-04-${day}`,
    returnDate: i % 2 ? `2027-05-${day}` : undefined,
  };
});
const hotelQueries = Array.from({ length: n }, (_, i) => ({
  city: cities[i % cities.length] as string,
  checkIn: `2027-06-${String(1 + (i % 20)).padStart(2, "0")}`,
  checkOut: `2027-06-${String(3 + (i % 20)).padStart(2, "0")}`,
}));

async function measure<Q>(label: string, queries: Q[], run: (q: Q) => Promise<unknown> | unknown) {
  const times: number[] = [];
  const start = performance.now();
  for (const q of queries) {
    const t = performance.now();
    await run(q);
    times.push(performance.now() - t);
  }
  const total = performance.now() - start;
  times.sort((a, b) => a - b);
  const p99 = times[Math.floor(times.length * 0.99)] ?? 0;
  const perSecond = (queries.length / total) * 1000;
  console.log(
    `${label.padEnd(26)} ${perSecond.toFixed(0).padStart(9)} /s   p50 ${(times[Math.floor(times.length / 2)] ?? 0).toFixed(3)} ms   p99 ${p99.toFixed(3)} ms`,
  );
  return perSecond;
}

// Load the bundled geography first, so the figures are searches, not start-up.
const load = performance.now();
geocode("Lisbon");
console.log(
  `geography loaded in ${(performance.now() - load).toFixed(0)} ms; ${n} queries per run; node ${process.version}`,
);

const flights = offlineFlights();
const hotels = offlineHotels();
const cachedFlights = memoize((q: (typeof flightQueries)[number]) => flights.search(q), { ttlMs: 60_000, max: 10_000 });
const cachedHotels = memoize((q: (typeof hotelQueries)[number]) => hotels.search(q), { ttlMs: 60_000, max: 10_000 });

await measure(
  "geocode",
  Array.from({ length: n * 5 }, (_, i) => phrases[i % phrases.length] as string),
  (p) => geocode(p),
);
const coldFlights = await measure("flights, cold", flightQueries, (q) => cachedFlights(q));
const warmFlights = await measure("flights, cached", flightQueries, (q) => cachedFlights(q));
const coldHotels = await measure("hotels, cold", hotelQueries, (q) => cachedHotels(q));
const warmHotels = await measure("hotels, cached", hotelQueries, (q) => cachedHotels(q));
console.log(
  `cached / cold: flights ${(warmFlights / coldFlights).toFixed(1)}x, hotels ${(warmHotels / coldHotels).toFixed(1)}x`,
);
process.exit(0);

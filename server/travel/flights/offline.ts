import { DateTime } from "luxon";
import type { TCabin, TRoundTrip, TSegment } from "../../../common/travel/schemas";
import { Invalid } from "../../errors";
import { type Airport, airportByCode } from "../geo/airports";
import { distanceKm } from "../geo/distance";
import { hubs, isHub } from "../geo/hubs";
import { airlineName, carriersOf } from "./carriers";
import type { FlightProvider, FlightQuery, FlightResults } from "./provider";
import { ZFlightQuery } from "./provider";
import { seededRandom } from "./random";

// Believable flights with no network: routes through real hubs, durations from great-circle
// distance, local times in each airport's zone, prices by distance, cabin, season and how soon
// the trip is. Deterministic: the same query on the same day gives the same answer.

const BANKS = ["06:10", "07:45", "09:30", "11:55", "13:20", "15:40", "17:25", "19:50", "21:35"];
const CABIN_FACTOR: Record<TCabin, number> = { economy: 1, premium_economy: 1.7, business: 3.8, first: 6.5 };
const MIN_LEG_KM = 150;
const MAX_OPTIONS = 5;

type Route = Airport[]; // origin, stops..., destination

const legMinutes = (km: number) => Math.max(40, Math.round((30 + (km / 800) * 60) / 5) * 5);

function planeFor(km: number, rand: () => number): string {
  const pick = (list: string[]) => list[Math.floor(rand() * list.length)] as string;
  if (km < 1200) return pick(["Airbus A320", "Boeing 737-800", "Embraer E190", "Airbus A220-300"]);
  if (km < 5000) return pick(["Airbus A321neo", "Boeing 737 MAX 8", "Airbus A320neo"]);
  return pick(["Boeing 787-9", "Airbus A350-900", "Boeing 777-300ER", "Airbus A330-900"]);
}

// The hub airports, looked up once: every search considers all of them.
let hubAirports: Airport[] | undefined;
const allHubs = () => {
  hubAirports ??= Object.keys(hubs)
    .map((code) => airportByCode(code))
    .filter((h): h is Airport => !!h);
  return hubAirports;
};

/** Candidate routes from `a` to `b`: direct where plausible, else through one or two hubs. */
function routes(a: Airport, b: Airport): Route[] {
  const d = distanceKm(a, b);
  if (d < MIN_LEG_KM) return [];
  const found: Route[] = [];
  if (d <= 4000 || ((isHub(a.code) || isHub(b.code)) && d <= 13_000)) found.push([a, b]);
  const maxRatio = d > 3000 ? 1.2 : 1.35;
  const viaOne = allHubs()
    .filter((h) => h.code !== a.code && h.code !== b.code)
    .map((h) => ({ h, toHub: distanceKm(a, h), fromHub: distanceKm(h, b) }))
    .filter(
      ({ toHub, fromHub }) =>
        toHub >= MIN_LEG_KM &&
        fromHub >= MIN_LEG_KM &&
        toHub <= 13_000 &&
        fromHub <= 13_000 &&
        (toHub + fromHub) / d <= maxRatio,
    )
    .sort((x, y) => x.toHub + x.fromHub - (y.toHub + y.fromHub))
    .slice(0, 3)
    .map(({ h }) => [a, h, b]);
  found.push(...viaOne);
  if (found.length === 0) {
    const nearest = (p: Airport, not: string[]) =>
      allHubs()
        .filter((h) => !not.includes(h.code))
        .map((h) => ({ h, km: distanceKm(p, h) }))
        .filter(({ km }) => km >= MIN_LEG_KM)
        .sort((x, y) => x.km - y.km)[0]?.h;
    const h1 = nearest(a, [a.code, b.code]);
    const h2 = h1 ? nearest(b, [a.code, b.code, h1.code]) : undefined;
    if (h1 && h2 && distanceKm(h1, h2) >= MIN_LEG_KM) found.push([a, h1, h2, b]);
  }
  return found;
}

function carrierFor(route: Route, rand: () => number): string {
  // A connection is flown by the hub's carrier; a direct flight by either end's home carrier.
  const hub = route.slice(1, -1).find((p) => isHub(p.code));
  if (hub) return hubs[hub.code]?.[0] as string;
  const [first, last] = [route[0] as Airport, route[route.length - 1] as Airport];
  const home = [
    ...(hubs[first.code] ?? []),
    ...(hubs[last.code] ?? []),
    ...carriersOf(first.country).slice(0, 3),
    ...carriersOf(last.country).slice(0, 3),
  ];
  return home.length ? (home[Math.floor(rand() * Math.min(home.length, 4))] as string) : "ZZ";
}

function buildItinerary(
  route: Route,
  date: string,
  bank: string,
  rand: () => number,
): { segments: TSegment[]; minutes: number; carrier: string } {
  const carrier = carrierFor(route, rand);
  const segments: TSegment[] = [];
  let departUtc = DateTime.fromISO(`${date}T${bank}`, { zone: (route[0] as Airport).tz }).toUTC();
  const start = departUtc;
  for (let i = 0; i < route.length - 1; i++) {
    const from = route[i] as Airport;
    const to = route[i + 1] as Airport;
    const minutes = legMinutes(distanceKm(from, to));
    const arriveUtc = departUtc.plus({ minutes });
    const dep = departUtc.setZone(from.tz);
    const arr = arriveUtc.setZone(to.tz);
    segments.push({
      airline_code: carrier,
      flight_number: `${carrier}${100 + Math.floor(rand() * 2800)}`,
      plane_type: planeFor(distanceKm(from, to), rand),
      origin_code: from.code,
      origin_name: from.name,
      depart_date: dep.toFormat("yyyy-MM-dd"),
      depart_time: dep.toFormat("HH:mm"),
      arrive_code: to.code,
      arrive_name: to.name,
      arrive_date: arr.toFormat("yyyy-MM-dd"),
      arrive_time: arr.toFormat("HH:mm"),
      duration_minutes: minutes,
    });
    // Layovers of one to four hours, in five-minute steps.
    departUtc = arriveUtc.plus({ minutes: 60 + Math.round((rand() * 180) / 5) * 5 });
  }
  const last = segments[segments.length - 1] as TSegment;
  const endUtc = DateTime.fromISO(`${last.arrive_date}T${last.arrive_time}`, {
    zone: (route[route.length - 1] as Airport).tz,
  }).toUTC();
  return { segments, minutes: Math.round(endUtc.diff(start, "minutes").minutes), carrier };
}

function pricePerAdult(
  route: Route,
  cabin: TCabin,
  date: string,
  today: string,
  rand: () => number,
  fares: () => number,
): { level: number; price: number } {
  let km = 0;
  for (let i = 0; i < route.length - 1; i++) km += distanceKm(route[i] as Airport, route[i + 1] as Airport);
  const base = 40 + km * (km > 6000 ? 0.065 : 0.085);
  const month = Number(date.slice(5, 7));
  const season = [6, 7, 8, 12].includes(month) ? 1.25 : [1, 2, 11].includes(month) ? 0.9 : 1;
  const daysAhead = DateTime.fromISO(date).diff(DateTime.fromISO(today), "days").days;
  const soon = daysAhead < 7 ? 1.6 : daysAhead < 21 ? 1.3 : daysAhead < 60 ? 1.05 : daysAhead > 180 ? 0.95 : 1;
  const stops = route.length === 2 ? 1.1 : route.length === 3 ? 0.95 : 0.85;
  // The flight's own level, then a few percent of day-to-day movement.
  const daily = 1 + (fares() - 0.5) * 0.06;
  const level = base * CABIN_FACTOR[cabin] * season * soon * stops * (0.9 + rand() * 0.25);
  return { level, price: level * daily };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Fares to pay, in adult fares: a child of 2-11 pays three quarters, an infant on a lap a tenth. */
const seats = (q: { adults: number; children: number[] }) =>
  q.adults + q.children.reduce((n, age) => n + (age < 2 ? 0.1 : age < 12 ? 0.75 : 1), 0);

function searchUrl(q: {
  origin: string;
  destination: string;
  departDate: string;
  returnDate?: string;
  cabin: TCabin;
  adults: number;
}): string {
  const text = `Flights from ${q.origin} to ${q.destination} on ${q.departDate}${q.returnDate ? ` returning ${q.returnDate}` : " one way"} ${q.cabin.replace("_", " ")} ${q.adults} adult${q.adults > 1 ? "s" : ""}`;
  return `https://www.google.com/travel/flights?q=${encodeURIComponent(text)}`;
}

/** `level`: the fare before the day's movement, which chooses what is offered (see options). */
type Option = { segments: TSegment[]; minutes: number; carrier: string; price: number; level: number };

function options(a: Airport, b: Airport, date: string, cabin: TCabin, today: string, seed: string): Option[] {
  // The timetable is the same whenever one asks (a chosen flight can be found again); fares move
  // from day to day and as departure nears, as a market's do.
  const rand = seededRandom(seed);
  const fares = seededRandom(`${seed}|${today}`);
  const found: Option[] = [];
  for (const route of routes(a, b)) {
    // Each route flies at two banks of the day.
    const banks = [...BANKS].sort(() => rand() - 0.5).slice(0, 2);
    for (const bank of banks) {
      const it = buildItinerary(route, date, bank, rand);
      found.push({ ...it, ...pricePerAdult(route, cabin, date, today, rand, fares) });
    }
  }
  // Direct flights always make the list (travellers look for them first), then the cheapest. Chosen
  // by the fare's level, not the day's price: what is offered stays the same from day to day.
  const byPrice = found.sort((x, y) => x.level - y.level);
  const direct = byPrice.filter((o) => o.segments.length === 1).slice(0, 2);
  const rest = byPrice.filter((o) => !direct.includes(o)).slice(0, MAX_OPTIONS - direct.length);
  return [...direct, ...rest].sort((x, y) => x.price - y.price);
}

/** Options in an order fares do not move: by first departure, then flight number. */
const byTimetable = (list: Option[]) =>
  [...list].sort((x, y) => {
    const a = x.segments[0] as TSegment;
    const b = y.segments[0] as TSegment;
    return a.depart_time.localeCompare(b.depart_time) || a.flight_number.localeCompare(b.flight_number);
  });

export function offlineFlights(clock: () => Date = () => new Date()): FlightProvider {
  return {
    name: "offline",
    async search(input: FlightQuery): Promise<FlightResults> {
      const parsed = ZFlightQuery.safeParse(input);
      if (!parsed.success) throw Invalid(parsed.error.issues[0]?.message ?? "Invalid flight search");
      const q = parsed.data;
      const a = airportByCode(q.origin);
      const b = airportByCode(q.destination);
      if (!a) throw Invalid(`Unknown airport: ${q.origin}`);
      if (!b) throw Invalid(`Unknown airport: ${q.destination}`);
      const today = DateTime.fromJSDate(clock()).toUTC().toFormat("yyyy-MM-dd");
      const seed = `${q.origin}|${q.destination}|${q.departDate}|${q.returnDate ?? ""}|${q.cabin}|${q.adults}`;
      const url = searchUrl(q);
      const out = options(a, b, q.departDate, q.cabin, today, `${seed}|out`);
      if (!q.returnDate) {
        return {
          kind: "one_way",
          flights: out.map((o) => ({
            airline_name: airlineName(o.carrier),
            price: round2(o.price * seats(q)),
            duration: o.minutes,
            url,
            segments: o.segments,
            source: "sample" as const,
          })),
        };
      }
      const back = options(b, a, q.returnDate, q.cabin, today, `${seed}|back`);
      const trips: TRoundTrip[] = [];
      for (let i = 0; i < Math.min(out.length, back.length); i++) {
        const o = out[i] as Option;
        // The return must leave after the outbound lands (same-day trips included).
        const fits = (r: Option) => {
          const lastOut = o.segments[o.segments.length - 1] as TSegment;
          const firstBack = r.segments[0] as TSegment;
          const landed = DateTime.fromISO(`${lastOut.arrive_date}T${lastOut.arrive_time}`, { zone: b.tz });
          const leaves = DateTime.fromISO(`${firstBack.depart_date}T${firstBack.depart_time}`, { zone: b.tz });
          return leaves.diff(landed, "minutes").minutes >= 120;
        };
        // Paired by timetable, as a search shows combinations: pairing every outbound with the one
        // cheapest return offered a dawn flight home with every choice. Not by price: fares move
        // day to day, and the trip watcher must find the same pair again.
        const returns = byTimetable(back);
        const from = byTimetable(out).indexOf(o);
        const ret = returns.map((_r, k) => returns[(from + k) % returns.length] as Option).find(fits);
        if (!ret) continue;
        trips.push({
          outbound_leg: {
            segments: o.segments,
            duration: o.minutes,
            travel_class: q.cabin,
            airline_name: airlineName(o.carrier),
          },
          return_leg: {
            segments: ret.segments,
            duration: ret.minutes,
            travel_class: q.cabin,
            airline_name: airlineName(ret.carrier),
            price: round2((o.price + ret.price) * seats(q)),
          },
          url,
          source: "sample",
        });
      }
      return { kind: "round_trip", trips };
    },
  };
}

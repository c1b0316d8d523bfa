import { distanceKm } from "../travel/geo/distance";

// How to get from one city of the trip to the next with no routing service: great-circle distance
// times a road factor, realistic speeds and fares per mode, and which modes the traveller allows.
// Getting about within a city (walk, transit, taxi) is server/routing/estimate.ts; the routing
// adapters there (OSRM, OpenRouteService, Google Routes) draw the day's legs for the map, while
// journeys between cities keep these estimates: none of the three sells a train or a flight.

export type Mode = "flight" | "train" | "bus" | "drive" | "ferry";
export type Allowed = { flights: boolean; selfDrive: boolean; prefer: "any" | "train" | "road" | "bus" | "flight" };
type Point = { lat: number; lng: number; country_code: string; airport?: string | null };

export type LegEstimate = {
  mode: Mode;
  km: number;
  /** Door to door, including getting to and through a station or airport. */
  minutes: number;
  /** Per traveller in dollars; for a car, its cost shared by two (see `partyCost`). */
  costPerPerson: number;
  /** A car's rental and fuel, whoever rides in it. */
  perCar?: number;
};

/** What a leg costs the whole party: fares for each (children's at half), or the cars it takes. */
export function partyCost(leg: LegEstimate, adults: number, children: number): number {
  if (leg.perCar !== undefined) return leg.perCar * Math.ceil((adults + children) / 5);
  return Math.round(leg.costPerPerson * (adults + children * 0.5));
}

const ROAD_FACTOR = 1.3;
/** No one flies a trip this short: it is quicker by road or rail, door to door. */
export const MIN_FLIGHT_KM = 300;

// How fast a country's intercity trains run between its main cities, door to door aside: high-
// speed networks, fast main lines (Eurostar, Thalys, Railjet), good ones at 100-120 km/h
// (Lisbon-Porto in about 3 h); elsewhere trains are slower. A journey runs at the slower side's.
const highSpeedRail = ["FR", "ES", "IT", "DE", "JP", "CN", "KR", "TW"];
const fastRail = ["AT", "CH", "NL", "BE", "GB"];
const goodRail = ["PT", "CZ", "PL", "DK", "SE", "FI", "LU"];
const railKmh = new Map<string, number>([
  ...highSpeedRail.map((c) => [c, 180] as const),
  ...fastRail.map((c) => [c, 150] as const),
  ...goodRail.map((c) => [c, 110] as const),
]);
/** Rail lines run straighter than roads. */
const RAIL_FACTOR = 1.2;
const railSpeed = (a: string, b: string) => Math.min(railKmh.get(a) ?? 75, railKmh.get(b) ?? 75);
const rail = new Set([
  ...railKmh.keys(),
  "HU",
  "SK",
  "SI",
  "HR",
  "NO",
  "IE",
  "RO",
  "BG",
  "GR",
  "IN",
  "RU",
  "UZ",
  "TH",
  "VN",
  "MA",
  "EG",
  "TR",
]);
const northAmerica = new Set(["US", "CA", "MX", "GT", "BZ", "SV", "HN", "NI", "CR", "PA"]);
const southAmerica = new Set(["AR", "BO", "BR", "CL", "CO", "EC", "GY", "PE", "PY", "SR", "UY", "VE", "GF"]);
// Countries that are islands (or cut off by sea from their neighbours for a traveller by road).
const islands = new Set(
  "IS IE JP TW PH ID LK MV MT CY NZ AU CU JM DO HT PR BS BB TT MU MG SC FJ PG KR AG DM GD KN LC VC AW CW KY TC VG VI BM WS TO VU NC PF GU MP PW FM MH KI TV NR SB CK KM RE YT CV ST FO GL BH SG".split(
    " ",
  ),
);

/** Which piece of land a place is on, as far as overland travel goes. */
export function landmass(p: Point): string {
  const cc = p.country_code;
  if (cc === "US" && p.lng < -150 && p.lat < 30) return "hawaii";
  if (cc === "ES" && p.lat > 38.5 && p.lat < 40.2 && p.lng > 1.1 && p.lng < 4.5) return "balearics";
  if (cc === "ES" && p.lat < 30) return "canaries";
  if (cc === "GR" && p.lat < 37.6 && p.lng > 23.6) return `aegean-${Math.round(p.lat)}-${Math.round(p.lng)}`;
  if (cc === "IT" && p.lat < 38.4 && p.lng > 12.3 && p.lng < 15.7) return "sicily";
  if (cc === "IT" && p.lng < 10 && p.lat < 41.4 && p.lat > 38.8) return "sardinia";
  if (cc === "TZ" && p.lng > 39.1 && p.lat > -6.5 && p.lat < -5.7) return "zanzibar";
  if (cc === "AU" && p.lat < -39.5) return "tasmania";
  // Gozo (and Comino) lie north of Malta's main island across the Gozo Channel (ferry from Ċirkewwa).
  if (cc === "MT" && p.lat > 36.005) return "gozo";
  if (cc === "SG" || cc === "MY") return "malay";
  if (northAmerica.has(cc)) return "americas-north";
  if (southAmerica.has(cc)) return "americas-south";
  if (islands.has(cc)) return cc;
  return "afro-eurasia";
}

const round5 = (m: number) => Math.max(5, Math.round(m / 5) * 5);

/** Every way there is between two places, with its time and fare, allowed or not. */
export function legOptions(a: Point, b: Point, allowed: Allowed): LegEstimate[] {
  const km = distanceKm(a, b);
  const road = km * ROAD_FACTOR;
  const sameLand = landmass(a) === landmass(b);
  const out: LegEstimate[] = [];
  if (sameLand && road < 4000) {
    if (rail.has(a.country_code) && rail.has(b.country_code) && road < 1500) {
      const speed = railSpeed(a.country_code, b.country_code);
      const line = km * RAIL_FACTOR;
      out.push({
        mode: "train",
        km,
        minutes: round5(30 + (line / speed) * 60),
        costPerPerson: Math.round(Math.max(12, line * (speed >= 150 ? 0.13 : speed >= 110 ? 0.1 : 0.075))),
      });
    }
    out.push({
      mode: "bus",
      km,
      minutes: round5(30 + (road / 60) * 60),
      costPerPerson: Math.round(Math.max(8, road * 0.05)),
    });
    if (allowed.selfDrive) {
      // A day's rental and fuel for a car of up to five.
      const perCar = Math.round(55 + road * 0.16);
      out.push({ mode: "drive", km, minutes: round5(15 + (road / 80) * 60), costPerPerson: perCar / 2, perCar });
    }
  } else if (!sameLand && km < 600) {
    out.push({ mode: "ferry", km, minutes: round5(90 + (km / 35) * 60), costPerPerson: Math.round(25 + km * 0.12) });
  }
  if (allowed.flights && km >= MIN_FLIGHT_KM && a.airport && b.airport) {
    out.push({
      mode: "flight",
      km,
      // Flying time plus getting to, through and out of two airports.
      minutes: round5(30 + (km / 800) * 60 + 180),
      costPerPerson: Math.round(50 + km * (km > 6000 ? 0.065 : 0.09)),
    });
  }
  return out;
}

/** What a cost a minute of travel is worth, for choosing between a slow cheap way and a quick one. */
const DOLLARS_PER_HOUR = 18;

/**
 * The sensible way between two places among the allowed ones: the preferred mode when it is there;
 * otherwise the best of time and money, never a flight under MIN_FLIGHT_KM. Null: no allowed way.
 */
export function chooseLeg(a: Point, b: Point, allowed: Allowed, cheapest = false): LegEstimate | null {
  const options = legOptions(a, b, allowed).filter((o) => o.mode !== "drive" || allowed.selfDrive);
  if (!options.length) return null;
  const preferred = { train: "train", road: "drive", bus: "bus", flight: "flight", any: null }[
    allowed.prefer
  ] as Mode | null;
  const pick = options.find((o) => o.mode === preferred && o.minutes < 14 * 60);
  if (pick) return pick;
  const score = (o: LegEstimate) =>
    cheapest ? o.costPerPerson + o.minutes / 600 : o.costPerPerson + (o.minutes / 60) * DOLLARS_PER_HOUR;
  // Long overland days are a last resort when flying is allowed.
  const usable = options.filter((o) => o.mode === "flight" || o.minutes <= 10 * 60 || !allowed.flights);
  const pool = usable.length ? usable : options;
  return [...pool].sort((x, y) => score(x) - score(y))[0] ?? null;
}

export const modeWord: Record<Mode, string> = {
  flight: "Fly",
  train: "Train",
  bus: "Bus",
  drive: "Drive",
  ferry: "Ferry",
};

export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h ? (m ? `${h} h ${m} min` : `${h} h`) : `${m} min`;
}

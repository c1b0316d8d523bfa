import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { type TSegment, ZFlight, ZRoundTrip } from "../../../common/travel/schemas";
import { airportByCode } from "../geo/airports";
import { offlineFlights } from "./offline";

const provider = offlineFlights(() => new Date("2026-11-22T12:00:00Z"));

// Hubs and smaller airports on every inhabited continent.
const airports = [
  "JFK",
  "LAX",
  "ORD",
  "MIA",
  "SEA",
  "YYZ",
  "YVR",
  "MEX",
  "GRU",
  "EZE",
  "SCL",
  "BOG",
  "LIM",
  "LHR",
  "CDG",
  "FRA",
  "AMS",
  "MAD",
  "LIS",
  "FCO",
  "IST",
  "ATH",
  "ARN",
  "DXB",
  "DOH",
  "CAI",
  "JNB",
  "NBO",
  "CMN",
  "ADD",
  "DEL",
  "BOM",
  "BKK",
  "SIN",
  "HKG",
  "NRT",
  "ICN",
  "PEK",
  "SYD",
  "AKL",
  "BUD",
  "OPO",
  "KEF",
  "RAK",
  "CUZ",
  "PDX",
  "BNA",
  "DPS",
  "HAN",
  "KTM",
];
const pairs: [string, string][] = [];
for (let i = 0; pairs.length < 200; i++) {
  const a = airports[i % airports.length] as string;
  const b = airports[(i * 7 + 3 + Math.floor(i / airports.length)) % airports.length] as string;
  if (a !== b) pairs.push([a, b]);
}

const utc = (date: string, time: string, code: string) =>
  DateTime.fromISO(`${date}T${time}`, { zone: airportByCode(code)?.tz ?? "UTC" }).toUTC();

function checkSegments(segments: TSegment[], from: string, to: string) {
  expect(segments[0]?.origin_code).toBe(from);
  expect(segments[segments.length - 1]?.arrive_code).toBe(to);
  segments.forEach((s, i) => {
    expect(s.duration_minutes).toBeGreaterThanOrEqual(40);
    expect(s.duration_minutes).toBeLessThan(24 * 60);
    const dep = utc(s.depart_date, s.depart_time, s.origin_code);
    const arr = utc(s.arrive_date, s.arrive_time, s.arrive_code);
    // Arrival after departure, and consistent with the stated duration (local times, real zones).
    expect(Math.round(arr.diff(dep, "minutes").minutes)).toBe(s.duration_minutes);
    const next = segments[i + 1];
    if (next) {
      expect(next.origin_code).toBe(s.arrive_code);
      const layover = utc(next.depart_date, next.depart_time, next.origin_code).diff(arr, "minutes").minutes;
      expect(layover).toBeGreaterThanOrEqual(45);
      expect(layover).toBeLessThanOrEqual(360);
    }
  });
}

describe("offline flights", () => {
  it("gives sensible one-way flights for 200 city pairs across continents", async () => {
    expect(pairs).toHaveLength(200);
    for (const [origin, destination] of pairs) {
      const r = await provider.search({ origin, destination, departDate: "2027-03-10" });
      if (r.kind !== "one_way") throw new Error("expected one-way");
      expect(r.flights.length, `${origin}-${destination}`).toBeGreaterThan(0);
      for (const f of r.flights) {
        ZFlight.parse(f);
        checkSegments(f.segments, origin, destination);
        expect(f.segments.length).toBeLessThanOrEqual(3);
        expect(f.price).toBeGreaterThan(0);
      }
    }
  });

  it("gives round trips that come back after they leave", async () => {
    for (const [origin, destination] of pairs.slice(0, 60)) {
      const r = await provider.search({
        origin,
        destination,
        departDate: "2027-05-02",
        returnDate: "2027-05-09",
        adults: 2,
      });
      if (r.kind !== "round_trip") throw new Error("expected round trip");
      expect(r.trips.length, `${origin}-${destination}`).toBeGreaterThan(0);
      for (const t of r.trips) {
        ZRoundTrip.parse(t);
        checkSegments(t.outbound_leg.segments, origin, destination);
        checkSegments(t.return_leg.segments, destination, origin);
        const landed = t.outbound_leg.segments.at(-1) as TSegment;
        const leaves = t.return_leg.segments[0] as TSegment;
        expect(
          utc(leaves.depart_date, leaves.depart_time, destination) >
            utc(landed.arrive_date, landed.arrive_time, destination),
        ).toBe(true);
      }
    }
  });

  it("is deterministic, and prices follow distance, cabin and travellers", async () => {
    const q = { origin: "JFK", destination: "LIS", departDate: "2027-03-10" } as const;
    expect(await provider.search(q)).toEqual(await provider.search(q));
    const cheapest = async (extra: object) => {
      const r = await provider.search({ ...q, ...extra });
      return r.kind === "one_way" ? Math.min(...r.flights.map((f) => f.price)) : Number.NaN;
    };
    expect(await cheapest({ cabin: "business" })).toBeGreaterThan((await cheapest({})) * 2);
    expect(await cheapest({ adults: 3 })).toBeGreaterThan((await cheapest({})) * 2.5);
    expect(await cheapest({ destination: "SIN" })).toBeGreaterThan(await cheapest({ destination: "BOS" }));
  });

  it("keeps its timetable from day to day while fares move a little (the trip watcher finds the flight again)", async () => {
    const on = (day: string) => offlineFlights(() => new Date(`${day}T12:00:00Z`));
    const query = { origin: "JFK", destination: "LIS", departDate: "2027-03-10", returnDate: "2027-03-15", adults: 2 };
    const [a, b] = await Promise.all([on("2026-11-22").search(query), on("2026-11-23").search(query)]);
    if (a.kind !== "round_trip" || b.kind !== "round_trip") throw new Error("round trips expected");
    const timetable = (r: typeof a) =>
      r.trips.map((t) =>
        [...t.outbound_leg.segments, ...t.return_leg.segments]
          .map((s) => `${s.flight_number}@${s.depart_time}`)
          .join(","),
      );
    expect(timetable(b).sort()).toEqual(timetable(a).sort());
    const price = (r: typeof a, key: string) => r.trips.find((_t, i) => timetable(r)[i] === key)?.return_leg.price ?? 0;
    const moves = timetable(a).map((key) => price(b, key) / price(a, key));
    expect(moves.some((m) => m !== 1)).toBe(true);
    for (const m of moves) expect(Math.abs(m - 1)).toBeLessThan(0.07);
  });

  it("offers round trips with different flights home, not one return with every outbound", async () => {
    const r = await provider.search({
      origin: "LHR",
      destination: "LIS",
      departDate: "2027-03-10",
      returnDate: "2027-03-13",
    });
    if (r.kind !== "round_trip") throw new Error("round trips expected");
    const homes = new Set(r.trips.map((t) => t.return_leg.segments.map((s) => s.flight_number).join(",")));
    expect(r.trips.length).toBeGreaterThan(2);
    expect(homes.size).toBeGreaterThan(2);
  });

  it("always lists the direct flight where one flies", async () => {
    const r = await provider.search({ origin: "JFK", destination: "LHR", departDate: "2027-03-10" });
    expect(r.kind === "one_way" && r.flights.some((f) => f.segments.length === 1)).toBe(true);
  });

  it("refuses bad queries with a clear message", async () => {
    await expect(provider.search({ origin: "JFK", destination: "JFK", departDate: "2027-03-10" })).rejects.toThrow(
      /differ/,
    );
    await expect(provider.search({ origin: "XXX", destination: "JFK", departDate: "2027-03-10" })).rejects.toThrow(
      /Unknown airport/,
    );
    await expect(provider.search({ origin: "jfk", destination: "LIS", departDate: "2027-03-10" })).rejects.toThrow(
      /IATA/,
    );
    await expect(
      provider.search({ origin: "JFK", destination: "LIS", departDate: "2027-03-10", returnDate: "2027-03-01" }),
    ).rejects.toThrow(/return/);
  });
});

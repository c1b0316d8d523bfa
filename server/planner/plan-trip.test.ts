import { describe, expect, it } from "vitest";
import type { TRoundTrip, TSegment } from "../../common/travel/schemas";
import { assembleTrip } from "../assistant/assemble";
import { emptyPlan, type Plan } from "../assistant/plan";
import { createToolbox } from "../assistant/tools";
import { lisbonFlight } from "../bookings/testing/lisbon-trip";
import { loadConfig } from "../config";
import type { FlightProvider } from "../travel/flights/provider";
import { geocode } from "../travel/geo/gazetteer";
import { findRegion } from "../travel/geo/regions";
import { createTravel } from "../travel/travel";
import { cityRef } from "./stays";

// The planner against each kind of constraint, on the offline providers: whatever is stated is
// met, or the reply's trip outline says which part cannot be and what would.

const travel = createTravel(
  loadConfig({ SESSION_SECRET: "x".repeat(40), DATA_DIR: "./data/test-planner", WEATHER_PROVIDER: "offline" }),
);
const ref = (name: string) => {
  const g = geocode(name);
  if (!g) throw new Error(`no ${name}`);
  return {
    name: g.name,
    country: g.country,
    country_code: g.country_code,
    lat: g.lat,
    lng: g.lng,
    airport: g.airports[0]?.code ?? null,
  };
};
function planOf(change: Partial<Plan>): Plan {
  return { ...emptyPlan(), startDate: "2027-05-03", ...change };
}
const plan = async (p: Plan) => {
  const a = await assembleTrip(p, createToolbox(travel));
  const trip = a.ctx.trip;
  if (!trip) throw new Error("no trip outline");
  return { ...a, trip, items: a.ctx.itinerary.flatMap((d) => d.items) };
};

describe("the planner", () => {
  it("says a trip is too short for its flights, and what length works", async () => {
    const r = await plan(
      planOf({ destination: ref("Tokyo"), origin: ref("San Francisco"), nights: 2, startDate: "2027-04-05" }),
    );
    const problem = r.trip.problems.find((p) => p.rule === "too-short");
    expect(problem?.message).toMatch(/3 days from San Francisco leaves no time in Tokyo/);
    expect(problem?.message).toMatch(/\d+ days gives you 3 full days there/);
    expect(r.trip.violations).toEqual([]);
  });

  it("fills every full day with three meals and real things to do, and keeps the airport rule", async () => {
    for (const [city, from, nights] of [
      ["Lisbon", "New York", 5],
      ["Cartagena", "Miami", 6],
      ["Kyoto", "London", 4],
    ] as const) {
      const r = await plan(planOf({ destination: ref(city), origin: ref(from), nights }));
      expect(r.trip.violations, city).toEqual([]);
      expect(
        r.items.some((it) => /free time/i.test(it.activity)),
        city,
      ).toBe(false);
      const full = r.ctx.itinerary.slice(2, -1);
      for (const d of full) {
        expect(
          d.items.filter((it) => it.meal).map((it) => it.meal),
          `${city} ${d.date}`,
        ).toEqual(["breakfast", "lunch", "dinner"]);
      }
    }
  });

  it("plans several named cities in order, by train between close ones", async () => {
    const r = await plan(
      planOf({
        stays: [
          { place: ref("Rome"), nights: 3 },
          { place: ref("Florence"), nights: 2 },
        ],
        destination: ref("Rome"),
        origin: ref("Boston"),
        nights: 5,
      }),
    );
    expect(r.trip.stays.map((s) => [s.city, s.nights])).toEqual([
      ["Rome", 3],
      ["Florence", 2],
    ]);
    const between = r.items.find((it) => it.transport?.from === "Rome");
    expect(between?.transport?.mode).toBe("train");
    expect(r.trip.violations).toEqual([]);
    expect(r.ctx.destination).toBe("Rome and Florence, Italy");
  });

  it("chooses cities in a region, in that region, with nights for each", async () => {
    const texas = findRegion("Texas");
    if (!texas) throw new Error("no Texas");
    const r = await plan(
      planOf({
        region: { key: texas.key, name: texas.name, count: 2 },
        destination: cityRef(texas.cities[0] as never),
        nights: 6,
        origin: ref("Chicago"),
      }),
    );
    expect(r.trip.stays).toHaveLength(2);
    for (const s of r.trip.stays) expect(s.country).toBe("United States of America");
    expect(r.trip.stays.reduce((n, s) => n + s.nights, 0)).toBe(6);
    expect(r.trip.violations).toEqual([]);
  });

  it("never flies when told not to: the train where there is one, else it says so", async () => {
    const near = await plan(
      planOf({
        destination: ref("Amsterdam"),
        origin: ref("Paris"),
        nights: 3,
        transport: { flights: false, selfDrive: true, prefer: "any" },
        flights: false,
      }),
    );
    expect(near.items.some((it) => it.type === "Flight")).toBe(false);
    expect(near.items.some((it) => it.transport?.mode === "train")).toBe(true);
    const far = await plan(
      planOf({
        destination: ref("Lisbon"),
        origin: ref("Boston"),
        nights: 3,
        transport: { flights: false, selfDrive: true, prefer: "any" },
        flights: false,
      }),
    );
    expect(far.items.some((it) => it.type === "Flight")).toBe(false);
    expect(far.trip.problems.map((p) => p.message).join(" ")).toMatch(/without flying/);
  });

  it("never drives for someone who will not", async () => {
    const r = await plan(
      planOf({
        destination: ref("Lyon"),
        origin: ref("Paris"),
        nights: 2,
        transport: { flights: true, selfDrive: false, prefer: "road" },
      }),
    );
    expect(r.items.some((it) => it.transport?.mode === "drive")).toBe(false);
    expect(r.trip.violations).toEqual([]);
  });

  it("keeps a budget in money, or names the cheapest plan and what fits", async () => {
    const roomy = await plan(
      planOf({
        destination: ref("Lisbon"),
        origin: ref("Madrid"),
        nights: 3,
        money: { amount: 5000, currency: "USD", per: "trip" },
      }),
    );
    expect(roomy.trip.totals.total).toBeLessThanOrEqual(5000);
    expect(roomy.trip.problems.filter((p) => p.rule === "budget")).toEqual([]);
    const tight = await plan(
      planOf({
        destination: ref("Tokyo"),
        origin: ref("London"),
        nights: 6,
        money: { amount: 400, currency: "EUR", per: "trip" },
      }),
    );
    const problem = tight.trip.problems.find((p) => p.rule === "budget");
    expect(problem?.message).toMatch(/The cheapest plan I can make costs \*\*€[\d,]+\*\*/);
    expect(tight.trip.violations).toEqual([]);
  });

  it("prices and rooms the whole party", async () => {
    const solo = await plan(planOf({ destination: ref("Barcelona"), origin: ref("Berlin"), nights: 3 }));
    const five = await plan(
      planOf({
        destination: ref("Barcelona"),
        origin: ref("Berlin"),
        nights: 3,
        party: { adults: 5, children: [], rooms: null },
        travellers: 5,
      }),
    );
    expect(five.trip.travellers).toMatchObject({ adults: 5, rooms: 3 });
    expect(five.hotel?.guests).toBe(5);
    expect(five.trip.totals.flights).toBeGreaterThan(solo.trip.totals.flights * 4);
    expect(five.trip.totals.food).toBeGreaterThan(solo.trip.totals.food * 4);
    const family = await plan(
      planOf({
        destination: ref("Barcelona"),
        origin: ref("Berlin"),
        nights: 3,
        party: { adults: 2, children: [4, 7], rooms: null },
        travellers: 4,
        stayRules: { ...emptyPlan().stayRules, children: true },
      }),
    );
    expect(family.trip.travellers).toMatchObject({ adults: 2, children: 2 });
    // Children fly on child fares: less than four adults would pay on the same flights.
    const fourAdults = await plan(
      planOf({
        destination: ref("Barcelona"),
        origin: ref("Berlin"),
        nights: 3,
        party: { adults: 4, children: [], rooms: null },
        travellers: 4,
      }),
    );
    expect(family.trip.totals.flights).toBeLessThan(fourAdults.trip.totals.flights);
    expect(family.hotel?.rules?.children).toBe(true);
    expect(family.trip.violations).toEqual([]);
  });

  it("never uses a closed airport (Berlin is BER, not Tempelhof)", async () => {
    const r = await plan(planOf({ destination: ref("Rome"), origin: ref("Berlin"), nights: 3 }));
    const codes = r.items.flatMap((it) => (it.type === "Flight" ? it.location.split(" → ") : []));
    expect(codes.length).toBeGreaterThan(0);
    expect(codes).not.toContain("THF");
    expect(codes).not.toContain("TXL");
    expect(codes).not.toContain("SXF");
  });

  it("feeds every diet and keeps the stay's house rules", async () => {
    const r = await plan(
      planOf({
        destination: ref("Lisbon"),
        origin: ref("Paris"),
        nights: 4,
        food: { diets: ["vegetarian"], cuisines: [] },
        stayRules: { ...emptyPlan().stayRules, pets: true },
      }),
    );
    const meals = r.items.filter((it) => it.meal && it.place);
    expect(meals.length).toBeGreaterThan(3);
    for (const m of meals)
      expect(m.place?.diets).toEqual(expect.arrayContaining([expect.stringMatching(/vegetarian|vegan/)]));
    expect(r.hotel?.rules?.pets).toBe(true);
    expect(r.trip.violations).toEqual([]);
  });

  it("finds a stay of the kind asked for: an entire place, step-free", async () => {
    const r = await plan(
      planOf({
        destination: ref("Barcelona"),
        origin: ref("Madrid"),
        nights: 3,
        stayRules: { ...emptyPlan().stayRules, type: "entire_place", accessible: true },
      }),
    );
    expect(r.hotel?.room_type).toBe("entire_place");
    expect(r.hotel?.accessible).toBe(true);
    expect(r.trip.violations).toEqual([]);
  });

  it("eats the cuisines asked for, sees the must-sees, skips what is to be avoided", async () => {
    const r = await plan(
      planOf({
        destination: ref("Lisbon"),
        origin: ref("Madrid"),
        nights: 3,
        food: { diets: [], cuisines: ["seafood"] },
        mustSee: ["Belém Tower"],
        avoid: ["museums"],
      }),
    );
    expect(r.items.some((it) => it.meal && it.place?.types.includes("seafood"))).toBe(true);
    expect(r.items.some((it) => it.location === "Belém Tower")).toBe(true);
    expect(r.items.some((it) => !it.meal && it.place?.types.includes("museum"))).toBe(false);
    const unknown = await plan(
      planOf({ destination: ref("Lisbon"), origin: ref("Madrid"), nights: 3, mustSee: ["Falconry lesson"] }),
    );
    expect(unknown.trip.problems.find((p) => p.rule === "must-see")?.message).toMatch(/Falconry lesson/);
    // One done after dark with no place on file gets an evening instead (must-see-evenings.ts).
    const evening = await plan(
      planOf({ destination: ref("Lisbon"), origin: ref("Madrid"), nights: 3, mustSee: ["Tango show"] }),
    );
    expect(evening.items.some((it) => /^Tango show/.test(it.activity))).toBe(true);
    expect(evening.trip.problems.some((p) => p.rule === "must-see")).toBe(false);
    expect(evening.trip.violations).toEqual([]);
  });

  it("shares unnamed nights by what there is to do, and a long stay gets a day trip", async () => {
    const split = await plan(
      planOf({
        stays: [
          { place: ref("Paris"), nights: null },
          { place: ref("Bruges"), nights: null },
        ],
        destination: ref("Paris"),
        origin: ref("London"),
        nights: 6,
      }),
    );
    const [paris, bruges] = split.trip.stays;
    expect((paris?.nights ?? 0) + (bruges?.nights ?? 0)).toBe(6);
    expect(paris?.nights).toBeGreaterThan(bruges?.nights ?? 0);
    const long = await plan(planOf({ destination: ref("Lisbon"), origin: ref("London"), nights: 7 }));
    expect(long.items.some((it) => /^Day trip to /.test(it.activity))).toBe(true);
    expect(long.trip.violations).toEqual([]);
  });

  it("sends a traveller who lands in the night to bed, and starts the next day mid-morning", async () => {
    // The only flight on offer lands at 01:05 (a market's late departure): bed first.
    const out = lisbonFlight.outbound_leg.segments[0] as TSegment;
    const late: TRoundTrip = {
      ...lisbonFlight,
      outbound_leg: {
        ...lisbonFlight.outbound_leg,
        segments: [{ ...out, depart_time: "13:25", arrive_time: "01:05", arrive_date: "2027-03-11" }],
      },
    };
    const nightFlights: FlightProvider = {
      name: "scripted",
      search: async () => ({ kind: "round_trip", trips: [late] }),
    };
    const tools = createToolbox({ ...travel, flights: nightFlights });
    const p = planOf({ destination: ref("Lisbon"), origin: ref("New York"), nights: 5, startDate: "2027-03-10" });
    const a = await assembleTrip(p, tools);
    const day = a.ctx.itinerary.find((d) => d.items.some((it) => it.time === "01:05" || it.date === "2027-03-11"));
    const landing = a.ctx.itinerary.find((d) => d.date === "2027-03-11");
    expect(landing, JSON.stringify(day)).toBeDefined();
    const items = landing?.items ?? [];
    const first = items[0];
    expect(first?.type).toBe("Hotel");
    expect(first?.activity).toMatch(/^Check in at .* and rest$/);
    // Nothing else before 10:00 that night and morning.
    for (const it of items.slice(1)) expect(it.time >= "10:00", `${it.time} ${it.activity}`).toBe(true);
    expect(a.ctx.trip?.violations).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { assembleTrip } from "../assistant/assemble";
import { emptyPlan, type Plan } from "../assistant/plan";
import { createToolbox } from "../assistant/tools";
import { toRef } from "../assistant/understand";
import { loadConfig } from "../config";
import { geocode } from "../travel/geo/gazetteer";
import { baseSpot, excursions } from "../travel/places/excursions";
import { createTravel } from "../travel/travel";

// Must-sees out of a stop's reach (issue 24): the classic day trips from the stop they are done
// from, timed so the validator passes; a trip with no base keeps the note that says so.

const travel = createTravel(
  loadConfig({ SESSION_SECRET: "x".repeat(40), DATA_DIR: "./data/test-planner", WEATHER_PROVIDER: "offline" }),
);
const ref = (name: string) => {
  const g = geocode(name);
  if (!g) throw new Error(`no ${name}`);
  return toRef(g);
};
const planOf = (change: Partial<Plan>): Plan => ({ ...emptyPlan(), startDate: "2027-05-03", ...change });
const plan = async (p: Plan) => {
  const a = await assembleTrip(p, createToolbox(travel));
  const trip = a.ctx.trip;
  if (!trip) throw new Error("no trip outline");
  return { ...a, trip, days: a.ctx.itinerary };
};
/** The day holding the day out to a sight, and its index. */
const dayOut = (days: { date: string; items: { activity: string; transport?: unknown }[] }[], sight: RegExp) => {
  const i = days.findIndex((d) => d.items.some((it) => it.transport && sight.test(it.activity)));
  return { i, day: days[i] };
};

describe("must-see day trips", () => {
  it("takes a day out of Kraków to Auschwitz, not on the arrival or departure day", async () => {
    const r = await plan(
      planOf({ destination: ref("Kraków"), origin: ref("London"), nights: 3, mustSee: ["Auschwitz"] }),
    );
    const { i, day } = dayOut(r.days, /Day trip to Auschwitz/);
    expect(i).toBeGreaterThan(0);
    expect(i).toBeLessThan(r.days.length - 1);
    const acts = day?.items.map((it) => it.activity).join(" | ") ?? "";
    expect(acts).toMatch(/Breakfast/);
    expect(acts).toMatch(/Lunch/);
    expect(acts).toMatch(/Back to Kraków/);
    expect(acts).toMatch(/Dinner/);
    expect(r.trip.violations).toEqual([]);
    expect(r.trip.problems.filter((p) => p.rule === "must-see")).toEqual([]);
  });

  it("reaches Chichén Itzá from Tulum and Milford Sound from Queenstown", async () => {
    for (const [city, sight, pattern] of [
      ["Tulum", "Chichen Itza", /Chichén Itzá/],
      ["Queenstown", "Milford Sound", /Milford Sound/],
    ] as const) {
      const r = await plan(planOf({ destination: ref(city), nights: 4, mustSee: [sight] }));
      const { i } = dayOut(r.days, pattern);
      expect(i, city).toBeGreaterThan(0);
      expect(i, city).toBeLessThan(r.days.length - 1);
      expect(r.trip.violations, city).toEqual([]);
      expect(
        r.trip.problems.filter((p) => p.rule === "must-see"),
        city,
      ).toEqual([]);
    }
  });

  it("keeps the note when no stop is a base for the sight", async () => {
    const r = await plan(planOf({ destination: ref("Lisbon"), nights: 3, mustSee: ["Milford Sound"] }));
    expect(r.trip.problems.find((p) => p.rule === "must-see")?.message).toMatch(/couldn't place \*\*Milford Sound\*\*/);
    expect(r.days.flatMap((d) => d.items).some((it) => /Milford/.test(it.activity))).toBe(false);
    expect(r.trip.violations).toEqual([]);
  });

  it("says a stay too short for the day out needs another night", async () => {
    const r = await plan(
      planOf({ destination: ref("Kraków"), origin: ref("Berlin"), nights: 1, mustSee: ["Auschwitz"] }),
    );
    const said = r.trip.problems.find((p) => p.rule === "must-see")?.message ?? "";
    expect(said).toMatch(/Auschwitz\*\* is a day trip from Kraków/);
    expect(said).toMatch(/Add a night in Kraków/);
    expect(r.trip.violations).toEqual([]);
  });

  it("plans every sight of the table from its first base, and the validator passes", async () => {
    const failed: string[] = [];
    for (const e of excursions) {
      const base = e.bases[0];
      const spot = base && baseSpot(base);
      if (!base || !spot) continue;
      const stop = { name: spot.name, country: base.country, country_code: base.country, lat: spot.lat, lng: spot.lng };
      const r = await plan(
        planOf({ destination: { ...stop, airport: null }, nights: 4, mustSee: [e.aliases[0] ?? e.name] }),
      );
      const unmet = r.trip.problems.filter((p) => p.rule === "must-see");
      if (unmet.length || r.trip.violations.length)
        failed.push(
          `${e.name} from ${base.city}: ${[...unmet.map((p) => p.message), ...r.trip.violations.map((v) => v.message)].join("; ")}`,
        );
    }
    expect(failed).toEqual([]);
  }, 60_000);
});

describe("one sight wished twice", () => {
  const dayTrips = (days: { items: { activity: string }[] }[], sight: RegExp) =>
    days.filter((d) => d.items.some((it) => /^Day trip to /.test(it.activity) && sight.test(it.activity))).length;
  it("makes one day out of the traveller's name and the guide's name for a sight", async () => {
    for (const [city, wishes, sight] of [
      ["Beijing", ["Great Wall", "Great Wall at Mutianyu"], /Great Wall/],
      ["Kraków", ["Auschwitz", "Auschwitz-Birkenau Memorial"], /Auschwitz/],
      ["Cusco", ["machu picchu", "Machu Picchu"], /Machu Picchu/],
      ["Tulum", ["Chichén Itzá", "chichen itza"], /Chich/],
      ["Queenstown", ["Milford Sound", "milford"], /Milford/],
    ] as const) {
      const r = await plan(planOf({ destination: ref(city), nights: 5, mustSee: [...wishes] }));
      expect(dayTrips(r.days, sight), city).toBe(1);
      expect(r.trip.violations, city).toEqual([]);
    }
  });
  it("still makes a day out for each of two different sights", async () => {
    for (const [city, wishes, a, b] of [
      ["Kraków", ["Auschwitz", "Zakopane"], /Auschwitz/, /Zakopane/],
      ["Cusco", ["Machu Picchu", "Rainbow Mountain"], /Machu Picchu/, /Rainbow/],
    ] as const) {
      const r = await plan(planOf({ destination: ref(city), nights: 5, mustSee: [...wishes] }));
      expect(dayTrips(r.days, a), city).toBe(1);
      expect(dayTrips(r.days, b), city).toBe(1);
    }
  });
});

describe("must-sees in the catalogue", () => {
  it("chooses a stop's catalogue place named as a must-see, whatever its punctuation", async () => {
    const r = await plan(planOf({ destination: ref("Nice"), nights: 3, mustSee: ["Saint Paul de Vence"] }));
    const items = r.days.flatMap((d) => d.items);
    expect(items.some((it) => it.location === "Saint-Paul-de-Vence")).toBe(true);
    expect(r.trip.problems.filter((p) => p.rule === "must-see")).toEqual([]);
  });

  it("gives an evening must-see (a night-life street) the evening of a short stay", async () => {
    const r = await plan(planOf({ destination: ref("New Orleans"), nights: 1, mustSee: ["Bourbon Street"] }));
    expect(r.days.flatMap((d) => d.items).some((it) => it.location === "Bourbon Street")).toBe(true);
    expect(r.trip.problems.filter((p) => p.rule === "must-see")).toEqual([]);
    expect(r.trip.violations).toEqual([]);
  });

  it("makes a catalogue place beyond a stop's day a day trip from it", async () => {
    const r = await plan(planOf({ destination: ref("Tulum"), nights: 3, mustSee: ["Cobá"] }));
    expect(dayOut(r.days, /Day trip to Cobá/).i).toBeGreaterThan(0);
    expect(r.trip.problems.filter((p) => p.rule === "must-see")).toEqual([]);
    expect(r.trip.violations).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import type { TItineraryDay } from "../../../common/api/trips";
import { validateTrip } from "../../planner/validate";
import { now, planTrip, tools } from "../answers/testing";
import type { Plan } from "../plan";
import { type Applied, applyChange } from "./apply-change";
import { tripCheckOf } from "./check";
import { outingsOf } from "./excursion";
import type { Change } from "./find-change";

// A planned day out (issue 24) edited as one unit: moved to another day, removed with its day given
// back to the base, added on a day asked for. Real trips from the offline engine; each result passes
// the validator's hard rules and leaves the other days as they were.

type Trip = { plan: Plan; itinerary: TItineraryDay[] };

async function planned(message: string): Promise<Trip> {
  const r = await planTrip(message);
  return { plan: r.plan, itinerary: r.ctx.itinerary };
}
async function apply(change: Change, trip: Trip): Promise<Applied> {
  const out = await applyChange(change, { ...trip, tools: tools(), now });
  if ("question" in out) throw new Error(`asked: ${out.question}`);
  return out;
}
const onDay = (n: number) => ({ days: [n], said: `day ${n}` });
const changedDays = (a: TItineraryDay[], b: TItineraryDay[]) =>
  a.flatMap((d, i) => (JSON.stringify(d) === JSON.stringify(b[i]) ? [] : [i + 1]));
const hard = new Set(["overlap", "opening-hours", "before-arrival", "airport-buffer", "checkin-time", "repeat-place"]);
function sound(out: Applied) {
  expect(validateTrip(tripCheckOf(out.itinerary, out.plan)).filter((v) => hard.has(v.rule))).toEqual([]);
  expect(out.problems).toEqual([]);
  expect(out.lines.length).toBeGreaterThanOrEqual(1);
  expect(out.lines.length).toBeLessThanOrEqual(4);
}
const text = (d: TItineraryDay | undefined) => (d?.items ?? []).map((it) => `${it.location} ${it.activity}`).join(" ");

describe("a day out edited as one unit", () => {
  it("Kraków: Auschwitz moved to another day, ride, sight, lunch and ride back together", async () => {
    const trip = await planned("Krakow 28 Jan - 1 Feb from Oslo, 2 adults, Auschwitz is a must");
    const [outing] = outingsOf(trip.itinerary).filter((o) => /Auschwitz/.test(o.ride.location));
    expect(outing).toBeDefined();
    const from = outing?.day ?? 0;
    const to = from === 2 ? 3 : 2;
    const out = await apply({ kind: "move", what: "auschwitz", to: onDay(to) } as Change, trip);
    sound(out);
    expect(text(out.itinerary[to - 1])).toMatch(/Day trip to Auschwitz/);
    expect(text(out.itinerary[to - 1])).toMatch(/Back to Kraków/);
    expect(text(out.itinerary[from - 1])).not.toMatch(/Auschwitz-Birkenau/);
    expect(changedDays(trip.itinerary, out.itinerary).sort()).toEqual([from, to].sort());
    expect(out.lines.join(" ")).toMatch(new RegExp(`day ${from} to day ${to}`));
  });

  it("Tulum: Chichén Itzá removed whole, its day given back to Tulum's own places", async () => {
    const trip = await planned("Tulum 5 nights, March 6-11, from Atlanta, 2 adults, Chichen Itza is a must");
    const [outing] = outingsOf(trip.itinerary);
    expect(outing).toBeDefined();
    const day = outing?.day ?? 0;
    const out = await apply({ kind: "remove", what: ["chichen itza"] } as Change, trip);
    sound(out);
    const after = text(out.itinerary[day - 1]);
    expect(after).not.toMatch(/Chich|Day trip|Back to/);
    expect(out.itinerary[day - 1]?.items.some((it) => it.place && !it.meal)).toBe(true);
    expect(changedDays(trip.itinerary, out.itinerary)).toEqual([day]);
    expect(out.lines[0]).toMatch(/Removed the day trip to \*\*Chichén Itzá\*\*/);
  });

  it("Toronto: Niagara Falls added to day 2 as the planner's day out", async () => {
    const trip = await planned("Toronto 14-17 Jan from Kingston (Jamaica), 2 adults + 1 kid (5)");
    const out = await apply({ kind: "add", what: "a day trip to niagara falls", day: onDay(2) } as Change, trip);
    sound(out);
    expect(text(out.itinerary[1])).toMatch(/Day trip to Niagara Falls/);
    expect(text(out.itinerary[1])).toMatch(/Back to Toronto/);
    expect(changedDays(trip.itinerary, out.itinerary)).toEqual([2]);
    expect(out.lines[0]).toMatch(/Day 2 is now a day trip from Toronto to \*\*Niagara Falls\*\*/);
  });
});

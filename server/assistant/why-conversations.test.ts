import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import type { TCtx } from "../../common/api/trips";
import { loadConfig } from "../config";
import { createTravel } from "../travel/travel";
import { offlineEngine } from "./offline-engine";
import { emptyPlan, type Plan } from "./plan";
import { createToolbox } from "./tools";

// Issue 23's "Why", each as a traveller typed it to the offline Lotus: every conversation ends in
// a plan the validator passes, with the stated constraints met or explained.

const travel = createTravel(
  loadConfig({ SESSION_SECRET: "x".repeat(40), DATA_DIR: "./data/test-why", WEATHER_PROVIDER: "offline" }),
);
const engine = offlineEngine();
const now = DateTime.fromISO("2026-11-25T10:00:00Z");

async function talk(...messages: string[]): Promise<{ plan: Plan; ctx: TCtx; text: string }> {
  let plan = emptyPlan();
  let last: { plan: Plan; ctx: TCtx; text: string } | undefined;
  for (const message of messages) {
    last = await engine.reply({
      message,
      history: [],
      plan,
      now,
      traveller: { firstName: "Ana" },
      tools: createToolbox(travel),
      emit: () => {},
    });
    plan = last.plan;
  }
  if (!last) throw new Error("no messages");
  return last;
}
const items = (ctx: TCtx) => ctx.itinerary.flatMap((d) => d.items);
function sound(ctx: TCtx) {
  expect(ctx.itinerary.length).toBeGreaterThan(0);
  expect(ctx.trip?.violations).toEqual([]);
}

describe("the conversations of issue 23", () => {
  it("3 days in Tokyo from San Francisco: says it is too short, and what would do", async () => {
    const r = await talk("3 days in Tokyo from San Francisco, April 5-7");
    sound(r.ctx);
    expect(r.text).toMatch(/leaves no time in Tokyo/);
    expect(r.text).toMatch(/\d+ days gives you 3 full days there\. Plan that\?/);
  });

  it("a week in Cartagena: no filler, check-out after breakfast, at the airport in time", async () => {
    const r = await talk("a week in Cartagena from Miami starting March 3");
    sound(r.ctx);
    expect(r.plan.nights).toBe(6);
    expect(items(r.ctx).some((it) => /free time/i.test(it.activity))).toBe(false);
  });

  it("Lisbon, 6 days: three meals on every full day", async () => {
    const r = await talk("Lisbon for 6 days from New York, May 3");
    sound(r.ctx);
    for (const d of r.ctx.itinerary.slice(2, -1))
      expect(d.items.filter((it) => it.meal).length, d.date).toBeGreaterThanOrEqual(3);
  });

  it("2 cities in Texas, 3 cities in Colorado: cities of that state, not a town abroad", async () => {
    const texas = await talk("2 cities in Texas, 6 days from Chicago starting March 10");
    sound(texas.ctx);
    expect(texas.ctx.trip?.stays).toHaveLength(2);
    expect(new Set(texas.ctx.trip?.stays.map((s) => s.country))).toEqual(new Set(["United States of America"]));
    const colorado = await talk("3 cities in Colorado for 8 days in June from Dallas");
    sound(colorado.ctx);
    expect(colorado.ctx.trip?.stays).toHaveLength(3);
    expect(colorado.ctx.destination).not.toMatch(/Brazil/);
  });

  it("Rome then Florence: both, in that order", async () => {
    const r = await talk("Rome then Florence, 6 days from Boston starting May 3");
    sound(r.ctx);
    expect(r.ctx.trip?.stays.map((s) => s.city)).toEqual(["Rome", "Florence"]);
  });

  it("we do not plan to fly / no flights: no flights in the plan", async () => {
    const r = await talk("Paris to Amsterdam for 3 days from May 3. We do not plan to fly.");
    sound(r.ctx);
    expect(items(r.ctx).some((it) => it.type === "Flight")).toBe(false);
    const later = await talk("4 days in Seville from Madrid, May 3", "no flights");
    sound(later.ctx);
    expect(items(later.ctx).some((it) => it.type === "Flight")).toBe(false);
  });

  it("a budget in dollars is a limit: met, or the cheapest plan and its price", async () => {
    const r = await talk("Lisbon for 4 days from Madrid, May 3, a budget of $1,700");
    sound(r.ctx);
    expect(r.plan.money).toMatchObject({ amount: 1700, currency: "USD" });
    expect(r.ctx.trip?.totals.total).toBeLessThanOrEqual(1700);
    const tight = await talk("Tokyo for a week from New York in May, under $900 total");
    sound(tight.ctx);
    expect(tight.text).toMatch(/The cheapest plan I can make costs/);
  });

  it("a group of 5 and a family with two kids are priced and roomed as such", async () => {
    const group = await talk("Barcelona for 4 days from London, May 3, we're a group of 5");
    sound(group.ctx);
    expect(group.ctx.trip?.travellers.adults).toBe(5);
    expect(group.ctx.hotels[0]?.guests).toBe(5);
    const family = await talk("Orlando for 5 days from Boston, June 10, me, my wife and our two kids (4 and 7)");
    sound(family.ctx);
    expect(family.ctx.trip?.travellers).toMatchObject({ adults: 2, children: 2 });
  });

  it("a departure from Berlin never uses Tempelhof", async () => {
    const r = await talk("Rome for 4 days from Berlin, May 3");
    sound(r.ctx);
    const codes = items(r.ctx).flatMap((it) => (it.type === "Flight" ? it.location.split(" → ") : []));
    expect(codes).toContain("BER");
    expect(codes).not.toContain("THF");
  });
});

import { describe, expect, it } from "vitest";
import type { TPlaceRef } from "../../common/travel/trip-model";
import { emptyPlan } from "../assistant/plan";
import { resolveStays } from "./stays";

// A trip said to be longer than its stops' nights keeps its length (the nights over spread from
// the first stop, and said so); one that says no more keeps the stops' nights as they are.

const place = (name: string, lat: number, lng: number): TPlaceRef => ({
  name,
  country: "Spain",
  country_code: "ES",
  lat,
  lng,
  airport: null,
});
const madrid = place("Madrid", 40.4168, -3.7038);
const seville = place("Seville", 37.3891, -5.9845);

describe("the trip's length against its stops'", () => {
  it("keeps a longer total, spreading the spare nights from the first stop", () => {
    const plan = emptyPlan();
    plan.stays = [
      { place: madrid, nights: 2 },
      { place: seville, nights: 3 },
    ];
    plan.nights = 8;
    const { stays, problems } = resolveStays(plan);
    expect(stays.map((s) => s.nights)).toEqual([4, 4]);
    expect(problems.map((p) => p.message).join(" ")).toMatch(/5 of the 8/);
  });
  it("leaves stops that fill the trip as they are", () => {
    const plan = emptyPlan();
    plan.stays = [
      { place: madrid, nights: 2 },
      { place: seville, nights: 3 },
    ];
    plan.nights = 5;
    const { stays, problems } = resolveStays(plan);
    expect(stays.map((s) => s.nights)).toEqual([2, 3]);
    expect(problems).toEqual([]);
  });
});

import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { emptyPlan } from "../plan";
import { readMessage } from "../read-message";

// A stop's sights called by the last words of their names, or by a landmark's word alone in a
// list or an aside (issue 24). Our own examples.

const now = DateTime.fromISO("2026-11-26T10:00:00Z");
function mustSee(message: string): string[] {
  const plan = emptyPlan();
  readMessage(message, plan, now);
  return plan.mustSee;
}

describe("'the' and the last words of one sight of the city", () => {
  it("a sight no other of the city ends like", () => {
    expect(mustSee("Budapest 3 nights, the thermal bath and the chain bridge")).toEqual(
      expect.arrayContaining(["Széchenyi Thermal Bath", "Széchenyi Chain Bridge"]),
    );
    expect(mustSee("London 4 nights, the war rooms for my dad")).toContain("Churchill War Rooms");
    expect(mustSee("sevilla 3 nights, the alcazar please")).toContain("Real Alcázar");
  });
  it("not words any sight could end in", () => {
    expect(mustSee("Budapest 3 nights, the royal palace")).not.toContain("Gödöllő Royal Palace");
    expect(mustSee("Prague 3 nights, skip the national museum")).not.toContain("National Museum");
  });
});

describe("a landmark's word alone in an aside", () => {
  it("the stop's own castle", () => {
    expect(mustSee("Edinburgh 3 nights (castle + Arthur's Seat)")).toContain("Edinburgh Castle");
  });
});

describe("a sight by a first word a far town shares", () => {
  it("the sight of the stop's city, not the town across the continent", () => {
    expect(mustSee("Copenhagen 4 nights, early mornings at Tivoli")).toContain("Tivoli Gardens");
    expect(mustSee("Rome 4 nights, day trip to tivoli")).not.toContain("Tivoli Gardens");
  });
});

describe("a sight's kind alone, after a verb of seeing or written as a name", () => {
  it("is the city's own", () => {
    expect(mustSee("Sydney 4 nights from Perth. See Opera House and Bondi")).toContain("Sydney Opera House");
    expect(mustSee("Sydney 4 nights, we visit opera house and Bondi")).toContain("Sydney Opera House");
  });
  it("not the kind said of another place", () => {
    expect(mustSee("Sydney 4 nights, we love opera")).not.toContain("Sydney Opera House");
  });
});

import { describe, expect, it } from "vitest";
import { read } from "../testing/read";

// Places read by class (places helper, 2026-11-28): each class with phrasings of our own and
// near-misses that must not trigger it.

const stays = (message: string) => read(message).plan.stays.map((s) => `${s.place.name}/${s.place.country_code}`);
const where = (message: string) => {
  const { plan } = read(message);
  return plan.stays.length ? plan.stays.map((s) => s.place.country_code) : [plan.destination?.country_code];
};

describe("a far namesake visitors come for beats a bigger town they hardly know", () => {
  it.each([
    ["Toledo 3 nights in May", "ES"],
    ["Bayeux 2 nights, D-Day beaches", "FR"],
    ["Santa Fe for 4 nights, adobe and chile", "US"],
    ["Bethlehem 2 nights at Christmas", "PS"],
  ])("%s", (message, country) => {
    expect(where(message)).toEqual([country]);
  });
  it("the Himalayan Manali, not Chennai's suburb of the name", () => {
    const { plan } = read("Manali 5 nights from Delhi");
    expect(plan.destination?.lat).toBeGreaterThan(30);
  });
  it("the rest of the message in the bigger namesake's country keeps it", () => {
    expect(stays("Cleveland 2 nights then Toledo 2 nights")).toEqual(["Cleveland/US", "Toledo/US"]);
    expect(stays("Buenos Aires 3 nights then Santa Fe 2 nights").map((s) => s.split("/")[1])).toEqual(["AR", "AR"]);
  });
  it("not when the name's own town is known too (Jackson, Mississippi's capital)", () => {
    expect(where("Jackson 3 nights")).toEqual(["US"]);
    expect(read("Jackson 3 nights").plan.destination?.lat).toBeLessThan(35);
  });
});

describe("a town visitors go to, in lower case, right after the trip's time", () => {
  it.each([
    ["this weekend sat-mon bruges from london, eurostar, 2 of us", "Bruges"],
    ["next weekend siena from rome", "Siena"],
    ["fri-sun como from milan, 2 of us", "Como"],
  ])("%s", (message, town) => {
    expect(read(message).plan.destination?.name).toBe(town);
  });
  it.each(["this weekend split from zagreb", "next month bath from london"])("not an English word: %s", (message) => {
    expect(read(message).plan.destination).toBeNull();
  });
});

describe("a town listed in the trip's country is no sight of its first word", () => {
  it("Galle, not Galle Fort", () => {
    expect(stays("Sri Lanka 12 days: Colombo, Kandy, Ella, Galle")).toContain("Galle/LK");
  });
  it("Vietnam's list keeps its towns", () => {
    expect(stays("Vietnam 2 weeks: Hanoi, Hue, Hoi An, Saigon")).toHaveLength(4);
  });
  it("a small town far from the others still gives way to its sight", () => {
    expect(stays("Boston 3 nights and Cambridge 2 nights, visiting Harvard")).not.toContain("Harvard/US");
  });
});

describe("a country's name before a town", () => {
  it.each([
    ["Paris 4 nights, then go Switzerland Interlaken 3 nights by TGV, then Lucerne 2 nights.", "Interlaken/CH"],
    ["Rome 3 nights then Austria Salzburg 2 nights", "Salzburg/AT"],
  ])("%s", (message, stay) => {
    expect(stays(message)).toContain(stay);
  });
  it("a country heading a bracketed list says which namesake", () => {
    expect(stays("Guatemala (Antigua 4, Panajachel 3) then Belize (Caye Caulker 5)")).toEqual([
      "Antigua Guatemala/GT",
      "Panajachel/GT",
      "Caye Caulker/BZ",
    ]);
    expect(stays("Spain: Toledo 2, Madrid 3")).toEqual(["Toledo/ES", "Madrid/ES"]);
  });
  it("Antigua alone is still the island", () => {
    expect(read("Antigua 4 nights").plan.region?.name).toBe("Antigua and Barbuda");
  });
});

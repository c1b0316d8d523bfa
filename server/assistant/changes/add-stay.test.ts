import { describe, expect, it } from "vitest";
import { geocode } from "../../travel/geo/gazetteer";
import { emptyPlan, type Plan } from "../plan";
import { findStayAdd, withStay } from "./add-stay";

// One more city on a trip of stays, said every way: where it goes, for how long, and what is not one.

const ref = (name: string) => {
  const g = geocode(name);
  if (!g) throw new Error(`${name} is not on the map`);
  return { name: g.name, country: g.country, country_code: g.country_code, lat: g.lat, lng: g.lng, airport: null };
};
const trip = (): Plan => ({
  ...emptyPlan(),
  destination: ref("Budapest"),
  stays: [
    { place: ref("Budapest"), nights: 3 },
    { place: ref("Krakow"), nights: 3 },
  ],
  startDate: "2027-02-02",
  nights: 6,
});
const names = (p: Plan) => p.stays.map((s) => `${s.place.name} ${s.nights}`);

describe("findStayAdd", () => {
  it.each([
    ["add 2 nights in Vienna before Budapest", ["Vienna 2", "Budapest 3", "Kraków 3"]],
    ["Add Vienna for two nights at the start", ["Vienna 2", "Budapest 3", "Kraków 3"]],
    ["add a night in Vienna at the end", ["Budapest 3", "Kraków 3", "Vienna 1"]],
    ["can we add 3 days in Prague after Budapest?", ["Budapest 3", "Prague 2", "Kraków 3"]],
  ])("%s", (message, stays) => {
    const add = findStayAdd(message, trip());
    expect(add).not.toBeNull();
    const plan = withStay(trip(), add as NonNullable<typeof add>);
    expect(names(plan).map((s) => s.normalize("NFC"))).toEqual(stays.map((s) => s.normalize("NFC")));
    expect(plan.nights).toBe(6 + (add?.nights ?? 0));
    expect(plan.startDate).toBe("2027-02-02");
    expect(plan.destination?.name).toBe(plan.stays[0]?.place.name);
  });

  it.each([
    "add Vienna", // no length: the reader's to place
    "add 2 nights in Budapest", // already a stay
    "add 2 nights in Vienna before Xyzzy", // no such stay
    "add the Fisherman's Bastion on day 2",
    "add 2 nights",
  ])("not a stay added: %s", (message) => {
    expect(findStayAdd(message, trip())).toBeNull();
  });

  it("a trip not planned yet has no stays to add to", () => {
    expect(findStayAdd("add 2 nights in Vienna", { ...trip(), startDate: null })).toBeNull();
  });
});

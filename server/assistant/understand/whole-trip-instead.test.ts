import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { emptyPlan, type Plan } from "../plan";
import { readMessage } from "../read-message";
import { applyStaysEdit } from "./trip-edits";

// The whole trip taken by two or more places said together ("make it Lisbon and Porto instead"):
// every place said, in the order said, the trip's length kept; a day trip, an added stop or places
// on a day of the trip are not such a change.

const now = DateTime.fromISO("2026-11-26T10:00:00Z");
const trip = (first: string): Plan => {
  const plan = emptyPlan();
  readMessage(first, plan, now);
  return plan;
};
const plainName = (n: string) => n.normalize("NFD").replace(/\p{M}/gu, "");
const stops = (p: Plan) =>
  (p.stays.length ? p.stays.map((s) => s.place.name) : p.destination ? [p.destination.name] : []).map(plainName);

describe("the whole trip said again as other places", () => {
  const cases: [string, string, string[], number][] = [
    ["Madrid 5 nights from Jan 10, 2 adults from London", "make it Lisbon and Porto instead", ["Lisbon", "Porto"], 5],
    ["Bangkok 6 nights from March 3, 2 adults", "let's do Hanoi and Hue instead", ["Hanoi", "Hue"], 6],
    [
      "Rome 3 nights then Florence 3 nights from May 2, 2 adults",
      "actually make it Vienna, Prague and Budapest instead",
      ["Vienna", "Prague", "Budapest"],
      6,
    ],
    [
      "Oslo 4 nights from June 1, solo",
      "rather than Oslo, Stockholm and Copenhagen please",
      ["Stockholm", "Copenhagen"],
      4,
    ],
  ];
  for (const [first, said, want, nights] of cases)
    it(`"${said}"`, () => {
      const plan = trip(first);
      expect(applyStaysEdit(said, plan)).toBe("replace");
      expect(stops(plan)).toEqual(want);
      expect(plan.nights).toBe(nights);
    });
});

describe("not the whole trip", () => {
  it("one place instead of one stop is still that stop's swap", () => {
    const plan = trip("Rome 3 nights then Florence 3 nights from May 2, 2 adults");
    expect(applyStaysEdit("Venice instead of Florence", plan)).toBe("replace");
    expect(stops(plan)).toEqual(["Rome", "Venice"]);
  });
  it("stops added, day trips and places on a day keep the trip's stops", () => {
    for (const [first, said] of [
      ["Lisbon 5 nights from Jan 10, 2 adults", "can we do Sintra and Cascais instead on day 2"],
      ["Lisbon 5 nights from Jan 10, 2 adults", "add Porto and Coimbra as well"],
      ["Lisbon 5 nights from Jan 10, 2 adults", "day trips to Sintra and Cascais instead of the museums"],
    ] as const) {
      const plan = trip(first);
      applyStaysEdit(said, plan);
      expect(stops(plan)).not.toEqual(["Sintra", "Cascais"]);
      expect(stops(plan)[0]).toBe("Lisbon");
    }
  });
});

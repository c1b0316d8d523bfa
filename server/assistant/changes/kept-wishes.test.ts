import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import type { TItineraryDay } from "../../../common/api/trips";
import { emptyPlan } from "../plan";
import { createToolbox } from "../tools";
import { applyChange } from "./apply-change";
import { findChange } from "./find-change";
import { misspells } from "./match";
import { offlineTrips } from "./testing";

// A wish said after the plan that the data cannot act on is still kept for the trip: a way to go
// between two stops with no timetable on file, a hotel area the map does not know. A misspelt
// place is asked about; an area whose nearest spelling is some other place is not.

const now = DateTime.fromISO("2026-11-26T10:00:00Z");
const { travel, planned } = offlineTrips(now);

async function changed(first: string, said: string) {
  const trip = await planned(first);
  const change = findChange(said, trip.plan, trip.itinerary, now);
  expect(change).not.toBeNull();
  if (!change) throw new Error("no change");
  const out = await applyChange(change, {
    plan: structuredClone(trip.plan),
    itinerary: structuredClone(trip.itinerary),
    tools: createToolbox(travel),
    now,
  });
  return { trip, out };
}

describe("the way between two stops, by a mode with no timetable on file", () => {
  for (const [first, said] of [
    ["Sydney 4 nights, Melbourne 4, 2 of us, from June 10 2027", "no flying between them, we'll take the train"],
    [
      "Nairobi 2 nights then Mombasa 3, 2 adults from March 10 2027",
      "don't fly us to mombasa, we want to take the train",
    ],
    [
      "Perth 3 nights then Adelaide 3 nights from May 4 2027, 2 adults",
      "take the train from Perth to Adelaide instead",
    ],
  ] as const)
    it(`"${said}" keeps the train as the trip's way to go`, async () => {
      const { out } = await changed(first, said);
      expect("question" in out).toBe(false);
      if ("question" in out) return;
      expect(out.plan.transport.prefer).toBe("train");
      expect(out.lines.join(" ")).toMatch(/train/);
    }, 60_000);
});

describe("a hotel near an area the map does not know", () => {
  for (const [first, said, area] of [
    ["chicago 3 nights, 2 adults, from June 10 2027", "hotel should be walking distance to the loop", /loop/i],
    ["Bangkok 4 nights from Jan 13, 2 adults from Yangon", "hotel near BTS Siam please", /siam/i],
  ] as const)
    it(`"${said}" is noted, not asked about as another place`, async () => {
      const { trip, out } = await changed(first, said);
      expect("question" in out).toBe(false);
      if ("question" in out) return;
      expect(out.plan.stayRules.near).toMatch(area);
      expect(out.itinerary).toEqual(trip.itinerary);
    }, 60_000);
});

describe("misspells", () => {
  it("a slip of the name or one of its words", () => {
    expect(misspells("colloseum", "Colosseum")).toBe(true);
    expect(misspells("sagrada famlia", "Sagrada Família")).toBe(true);
    expect(misspells("the retiro prk", "Retiro Park")).toBe(true);
    expect(misspells("shinjuku gyoen", "Shinjuku Gyoen National Garden")).toBe(false);
    expect(misspells("gyoen", "Shinjuku Gyoen National Garden")).toBe(true);
  });
  it("not another place whose name is merely near", () => {
    expect(misspells("the loop", "Lincoln Park Zoo")).toBe(false);
    expect(misspells("bts siam", "ICONSIAM")).toBe(false);
    expect(misspells("sukhumvit", "Khlong Toei Market")).toBe(false);
    expect(misspells("soho", "Sohar")).toBe(false);
  });
});

describe("a kind of stay wished for after the plan", () => {
  const days: TItineraryDay[] = [
    { date: "2027-05-15", items: [] },
    { date: "2027-05-16", items: [] },
  ];
  const read = (said: string) => findChange(said, emptyPlan(), days, now);
  it("is the stay's kind, with what it should have", () => {
    expect(read("we'd love a private villa with a pool")).toMatchObject({
      kind: "hotel",
      type: "entire_place",
      amenity: "pool",
    });
    expect(read("i'd really like an apartment")).toMatchObject({ kind: "hotel", type: "entire_place" });
    expect(read("we're looking for a cabin")).toMatchObject({ kind: "hotel", type: "entire_place" });
    expect(read("we would prefer a cottage for the week")).toMatchObject({ kind: "hotel", type: "entire_place" });
  });
  it("not a stay liked as it is", () => {
    expect(read("i love the apartment")).toBeNull();
    expect(read("the villa looks lovely")).toBeNull();
  });
  it("is kept for the trip when no stay of a trip of several says it has what was asked", async () => {
    const { out } = await changed(
      "Bali 15 May 2027, 7 nights, me and the fiancé",
      "we'd love a private villa with a pool",
    );
    expect("question" in out).toBe(false);
    if (!("question" in out)) expect(out.plan.stayRules.type).toBe("entire_place");
  }, 60_000);
});

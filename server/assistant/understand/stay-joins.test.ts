import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { emptyPlan, type Plan } from "../plan";
import { readMessage } from "../read-message";
import { joinsAStop } from "./stay-joins";
import { applyStaysEdit } from "./trip-edits";

// A stop joined to a trip already planned without "add": the stops planned stay, the new one
// comes beside them. Asked about, turned down, swapped in or near enough for a day out, it is not.

const now = DateTime.fromISO("2026-11-26T10:00:00Z");
const trip = (first: string): Plan => {
  const plan = emptyPlan();
  readMessage(first, plan, now);
  return plan;
};
const plainName = (n: string) => n.normalize("NFD").replace(/\p{M}/gu, "");
const edited = (first: string, message: string) => {
  const plan = trip(first);
  const change = applyStaysEdit(message, plan);
  const stays = plan.stays.length
    ? plan.stays.map((s) => `${plainName(s.place.name)}:${s.nights}`).join("+")
    : `${plainName(plan.destination?.name ?? "")}:${plan.nights}`;
  return { change, stays, country: plan.stays.map((s) => s.place.country_code).join(",") };
};

describe("a town joined to the trip", () => {
  const madrid = "Madrid 4 nights from May 2, 2 adults from Dublin";
  it("said with 'also', 'too' or 'as well' keeps the stops planned", () => {
    expect(edited(madrid, "we'd also like Barcelona")).toMatchObject({
      change: "add",
      stays: "Madrid:4+Barcelona:null",
    });
    expect(edited(madrid, "Valencia as well if we can")).toMatchObject({
      change: "add",
      stays: "Madrid:4+Valencia:null",
    });
    expect(edited(madrid, "can we do Granada too?").stays).toBe("Madrid:4+Granada:null");
  });
  it("given nights and a place in the order", () => {
    expect(edited(madrid, "and then Malaga for 3 nights after").stays).toBe("Madrid:4+Malaga:3");
    const two = "Prague 3 nights then Budapest 3 nights from June 1, 2 adults";
    expect(edited(two, "we want 2 nights in Vienna between Prague and Budapest").stays).toBe(
      "Prague:3+Vienna:2+Budapest:3",
    );
  });
  it("is the namesake in the trip's own country", () => {
    const r = edited(
      "Madrid 3 nights then Seville 3 nights from April 5, 2 adults",
      "could we fit Cordoba in between, 1 night maybe",
    );
    expect(r.stays).toBe("Madrid:3+Cordoba:1+Seville:3");
    expect(r.country).toBe("ES,ES,ES");
  });
  it("an area too far for a day out is a stop in its best town", () => {
    const r = edited("Salt Lake City 3 nights from July 8, 2 adults from Dallas", "we want to see Yellowstone too");
    expect(r.change).toBe("add");
    expect(r.stays.startsWith("Salt Lake City:3+")).toBe(true);
  });
});

describe("not a town joined", () => {
  const lisbon = "Lisbon 4 nights from March 3, 2 adults from Leeds";
  it("asked about, turned down, swapped in, or a day out", () => {
    expect(edited(lisbon, "is Porto worth it too?").change).toBeUndefined();
    expect(edited(lisbon, "we don't want Porto too").change).toBeUndefined();
    expect(edited(lisbon, "what about Porto?").change).toBeUndefined();
    expect(edited(lisbon, "actually Porto instead").change).toBe("replace");
    // Sintra is a day out from Lisbon, not a stay.
    expect(edited(lisbon, "we also want to see Sintra").change).toBeUndefined();
    expect(edited(lisbon, "we also want to go to the beach").change).toBeUndefined();
  });
  it("the cues alone", () => {
    expect(joinsAStop("we also want porto", false, 300)).toBe(true);
    expect(joinsAStop("we also want sintra", false, 25)).toBe(false);
    expect(joinsAStop("we also want the grand canyon", false, 400, true)).toBe(false);
    expect(joinsAStop("how far is porto", false, 300)).toBe(false);
    expect(joinsAStop("porto is lovely", false, 300)).toBe(false);
  });
});

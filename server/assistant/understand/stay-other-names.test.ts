import { describe, expect, it } from "vitest";
import { staySplit as split, readTripOf as trip } from "../testing/talk";
import { stopsByTheirNames } from "./stay-other-names";
import { applyStaysEdit } from "./trip-edits";

// A stop said by another of its names ("Bombay" for Mumbai, "Koh Lanta" for Ko Lanta, "Peking"
// for Beijing): the change is to that stop, as if said by the name the trip has for it.

describe("a stop said by another name", () => {
  it("is written by the trip's name for it", () => {
    const india = trip("Delhi 3 nights, Mumbai 3 nights and Goa 4 nights");
    expect(stopsByTheirNames("drop Bombay please", india.stays)).toBe("drop Mumbai please");
    const thai = trip("Phuket 3 nights and Ko Lanta 4 nights");
    expect(stopsByTheirNames("one more night in Koh Lanta", thai.stays)).toBe("one more night in Ko Lanta");
  });
  it("leaves other words and places alone", () => {
    const india = trip("Delhi 3 nights, Mumbai 3 nights and Goa 4 nights");
    for (const said of ["make it more relaxed", "add Jaipur in between", "drop Mumbai"])
      expect(stopsByTheirNames(said, india.stays)).toBe(said);
  });
  it("is removed, swapped or resized as its own name would be", () => {
    let plan = trip("Delhi 3 nights, Mumbai 3 nights and Goa 4 nights");
    expect(applyStaysEdit("drop Bombay", plan)).toBe("remove");
    expect(split(plan)).toBe("Delhi:3+Goa:4");
    plan = trip("Delhi 3 nights, Mumbai 3 nights and Goa 4 nights");
    expect(applyStaysEdit("-bombay +pune", plan)).toBe("replace");
    expect(split(plan)).toBe("Delhi:3+Pune:3+Goa:4");
    plan = trip("Beijing 4 nights and Shanghai 3 nights");
    expect(applyStaysEdit("make Peking 5 nights", plan)).toBe("nights");
    expect(split(plan)).toBe("Beijing:5+Shanghai:3");
    plan = trip("Phuket 3 nights and Ko Lanta 4 nights");
    expect(applyStaysEdit("skip Koh Lanta", plan)).toBe("remove");
    expect(plan.destination?.name).toBe("Phuket");
  });
});

import { describe, expect, it } from "vitest";
import { findMustSeeAndAvoid } from "../understand-trip";
import { walkEnds } from "./sight-walked-to";

// The named end of a walk, in our own wordings; an everyday end names nothing.

describe("the end of a walk, by its name", () => {
  it("is a must-see, capitalised", () => {
    expect(walkEnds("pokhara 4 nights, a short trek to poon hill")).toEqual(["Poon Hill"]);
    expect(walkEnds("Manang, then hike up to tilicho lake")).toEqual(["Tilicho Lake"]);
    expect(walkEnds("nepal 2 weeks, trekking to everest base camp")).toEqual(["Everest Base Camp"]);
    expect(walkEnds("Huaraz: a hike to Laguna Churup lake")).toEqual(["Laguna Churup Lake"]);
  });
  it("is nothing for an everyday end", () => {
    expect(walkEnds("a walk to the beach every morning")).toEqual([]);
    expect(walkEnds("hike to the big lake and back")).toEqual([]);
    expect(walkEnds("walking to our hut after dinner")).toEqual([]);
  });
  it("reaches the trip's must-sees", () => {
    expect(findMustSeeAndAvoid("pokhara 5 nights, short trek to poon hill, rest lakeside chill").mustSee).toContain(
      "Poon Hill",
    );
  });
});

import { describe, expect, it } from "vitest";
import { findMustSeeAndAvoid } from "../understand-trip";
import { knownSpelling } from "./sight-spelling";
import { oneWishEach, wishesOf } from "./sight-wishes";

// A wish written with a slip in a known sight's name is that sight (issue 24). Examples are our
// own, from many places.

const wishes = (text: string) => wishesOf(text, findMustSeeAndAvoid(text)).mustSee;

describe("a sight's name written with a slip", () => {
  it("is the catalogue's or the day-trip table's sight", () => {
    expect(knownSpelling("Brandenberg Gate")).toBe("Brandenburg Gate");
    expect(knownSpelling("Tower Brigde")).toBe("Tower Bridge");
    expect(knownSpelling("Eifel tower")).toBe("Eiffel Tower");
    expect(knownSpelling("the colloseum")).toBe("Colosseum");
    // (The start of a longer name: the castle named by its own word.)
    expect(knownSpelling("Neuschwanstien")).toBe("Neuschwanstein Castle");
  });
  it("is the guides' name for a thing done anywhere before one city's sight", () => {
    expect(knownSpelling("hot air baloon")).toBe("hot air balloon ride");
  });
  it("is one wish with the name written right", () => {
    expect(oneWishEach(["Brandenberg Gate", "Brandenburg Gate"])).toEqual(["Brandenburg Gate"]);
  });
  it("is read so from a whole message", () => {
    expect(wishes("Munich 3 nights then Fussen 1 night for Neuschwanstien")).toContain("Neuschwanstein Castle");
    expect(wishes("Berlin 4 nights, the Brandenberg Gate is a must")).toContain("Brandenburg Gate");
  });
});

describe("what is not a slip", () => {
  it("a name written right, or a place on the map by that name", () => {
    expect(knownSpelling("Alhambra")).toBe("Alhambra");
    expect(knownSpelling("Hallstatt")).toBe("Hallstatt");
    expect(knownSpelling("Sintra")).toBe("Sintra");
  });
  it("a wish of real words, however near a sight's name", () => {
    expect(knownSpelling("night market")).toBe("night market");
    expect(knownSpelling("sunset cruise")).toBe("sunset cruise");
    expect(knownSpelling("Towel Bridge")).toBe("Towel Bridge");
  });
  it("a short word, where one letter makes another name", () => {
    expect(knownSpelling("Angkor Watt")).toBe("Angkor Watt");
  });
  it("ordinary words near a sight's name are no must-see", () => {
    expect(wishes("Rome 3 nights, my colleague comes along")).not.toContain("Colosseum");
    expect(wishes("Bavaria 5 nights, new swan stein mugs for dad")).not.toContain("Neuschwanstein Castle");
    expect(wishes("Paris 4 nights, the eiffel is lovely at night")).not.toContain("Eiffel Tower");
  });
});

import { describe, expect, it } from "vitest";
import { findFood } from "./trip-food";

// Cuisines in the traveller's words, in our own examples.

describe("a dish in the plural or run together", () => {
  it("is the dish; a people in the plural is no cuisine", () => {
    expect(findFood("Istanbul, kebabs every night").cuisines).toContain("kebab");
    expect(findFood("Chengdu for the hotpot").cuisines).toContain("hotpot");
    expect(findFood("we are Italians visiting Tokyo").cuisines).toEqual([]);
  });
});

describe("Lima's cooking by its own words", () => {
  it.each([
    ["Lima 4 nights purely to eat: ceviche, nikkei, a big dinner somewhere", ["ceviche", "nikkei"]],
    ["Lima 3 nights, chifa and anticuchos please", ["chifa", "anticuchos"]],
    ["Cusco 4 nights, want to try lomo saltado", ["lomo saltado"]],
  ])("%s", (text, dishes) => {
    expect(findFood(text).cuisines).toEqual(expect.arrayContaining(dishes));
  });
});

describe("the dishes a place is known for", () => {
  it("are cuisines in the traveller's words", () => {
    expect(findFood("Lyon 3 nights, all about the bouchons").cuisines).toContain("bouchons");
    expect(findFood("Mendoza: wine and a proper parrilla").cuisines).toContain("parrilla");
    expect(findFood("Dakar 4 days, I want thieboudienne every day").cuisines).toContain("thieboudienne");
    expect(findFood("Saint-Louis, chicken yassa and the old town").cuisines).toContain("yassa");
    expect(findFood("Samarkand 3 nights, plov and the Registan").cuisines).toContain("plov");
  });
  it("are not other words that look like them", () => {
    expect(findFood("Osh 2 nights then Bishkek").cuisines).toEqual([]);
    expect(findFood("Ahmedabad for navratri, garba every night").cuisines).toEqual([]);
  });
});

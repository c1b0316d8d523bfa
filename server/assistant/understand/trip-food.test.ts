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

import { describe, expect, it } from "vitest";
import { findParty } from "../understand-trip";

// Grown-ups added to a count of adults, a family's size, and friends as "3 of my girls"
// (numbers, 2026-11-28).

describe("grown-ups listed beside the adults counted", () => {
  it.each([
    ["2 adults, my mother and 2 kids aged 6 and 14", 3, [6, 14]],
    ["2 adults, 3 kids 4/6/10 and grandma", 3, [4, 6, 10]],
    ["2 adults, our son (9) and my father-in-law", 3, [9]],
  ] as const)("%s", (text, adults, kids) => {
    expect(findParty(text)).toMatchObject({ adults, children: kids });
  });
  it.each([
    ["2 adults, my husband is vegetarian", 2],
    ["2 adults, me and my wife, plus our 2 kids 5 and 8", 2],
    ["2 adults, my wife and our 2 kids", 2],
  ] as const)("%s: the two already", (text, adults) => {
    expect(findParty(text).adults).toBe(adults);
  });
});

describe("a family's size says who else is grown", () => {
  it("family of 5 with 2 adults and 2 kids: a third grown-up", () => {
    expect(findParty("family of 5 - 2 adults, 2 kids aged 6 and 14").adults).toBe(3);
  });
  it("family of 4 with 2 adults and 2 kids stays two", () => {
    expect(findParty("family of 4, 2 adults 2 kids (5, 9)").adults).toBe(2);
  });
});

describe("some of a crowd of friends", () => {
  it.each([
    ["me and 3 of my girls, apartment near the beach", 4],
    ["me + 2 of my mates", 3],
    ["myself and two of my friends from work", 3],
  ] as const)("%s", (text, adults) => {
    expect(findParty(text)).toMatchObject({ adults });
    expect(findParty(text).children ?? []).toEqual([]);
  });
  it("my girls alone are still children", () => {
    expect(findParty("me, my wife and my girls").children?.length).toBe(2);
  });
});

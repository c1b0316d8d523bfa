import { describe, expect, it } from "vitest";
import { findInterests } from "./understand";
import { findFood, findMustSeeAndAvoid, findParty } from "./understand-trip";

describe("a list of facts: the piece no other fact claims is a thing to see or do", () => {
  it("reads activities and sights listed among the trip's facts", () => {
    const seen = (m: string) => findMustSeeAndAvoid(m).mustSee;
    expect(seen("Atacama desert 4 nights from Santiago, stargazing and salt flats, 2 adults, 10 Jan")).toEqual(
      expect.arrayContaining(["stargazing", "salt flats"]),
    );
    expect(seen("isle of skye, 5 nights, 2 adults, hiking, old man of storr, from glasgow, late april")).toContain(
      "old man of storr",
    );
    expect(seen("Fjord town 3 nights, from Oslo, 2 adults, June, kayak safari")).toContain("kayak safari");
  });
  it("leaves the party, interests, seasons, refusals and clauses with a verb alone", () => {
    const seen = findMustSeeAndAvoid(
      "Almaty 5 nights, from Tashkent, me and hubby, mountains, late May, no camping, we'll drive, intermediate skiers",
    ).mustSee;
    expect(seen).toEqual([]);
  });
  it("needs a list: a lone clause is no wish", () => {
    expect(findMustSeeAndAvoid("Rome 3 nights from Paris, great weather hopefully").mustSee).toEqual([]);
  });
});

describe("food", () => {
  it("reads the word before 'food' as the food wanted", () => {
    expect(findFood("penang 3 nights, only hawker food la").cuisines).toContain("hawker food");
    expect(findFood("good food and fast food").cuisines).toEqual([]);
  });
  it("a cuisine asked for makes food an interest; one refused does not", () => {
    expect(findInterests("cdmx 5 days, museums + tacos")).toContain("food");
    expect(findInterests("Lisbon 3 nights, no seafood please")).not.toContain("food");
    expect(findInterests("museos y café")).toEqual(expect.arrayContaining(["museum", "food"]));
  });
});

describe("a party written short", () => {
  it("w/ and a relative is two grown-ups; 2A before the kids is two adults", () => {
    expect(findParty("lisbon 5 days w/ my dad, he's 68").adults).toBe(2);
    expect(findParty("Rome 3 nights, 2A + 2 kids (4, 9)")).toMatchObject({ adults: 2, children: [4, 9] });
  });
  it("boys counted with no family said are a group of friends", () => {
    expect(findParty("ibiza 4 nights, 5 boys from leeds")).toMatchObject({ adults: 5 });
    expect(findParty("ibiza 4 nights, 5 boys from leeds").children).toBeUndefined();
    expect(findParty("2 adults and 3 boys (4, 6, 9)")).toMatchObject({ adults: 2, children: [4, 6, 9] });
    expect(findParty("me and my 2 boys")).toMatchObject({ adults: 1, children: [null, null] });
  });
});

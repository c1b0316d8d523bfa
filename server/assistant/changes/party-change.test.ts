import { describe, expect, it } from "vitest";
import { findPartyChange } from "./party-change";

// People joining or leaving a planned trip, counted and aged as said, in words and in digits.

describe("someone joining or leaving", () => {
  it("counts a group said with a number, and gives the ages listed after the verb in order", () => {
    expect(findPartyChange("our three children are joining us, 3 and 8 and 12")).toMatchObject({
      adults: 0,
      children: [3, 8, 12],
    });
    expect(findPartyChange("my 2 granddaughters are coming too (9 and 13)")).toMatchObject({
      adults: 0,
      children: [9, 13],
    });
    expect(findPartyChange("the kids are coming after all, ages 5 & 10")).toMatchObject({ children: [5, 10] });
  });
  it("an age said with each person, in brackets or as years old", () => {
    expect(findPartyChange("my son (11) and my niece (6) will join")).toMatchObject({ children: [11, 6] });
    expect(findPartyChange("our 3-year-old and 9-year-old are coming")).toMatchObject({ children: [3, 9] });
  });
  it("pairs and couples count two grown-ups; twins two children of one age", () => {
    expect(findPartyChange("her parents are joining")).toMatchObject({ adults: 2, children: [] });
    expect(findPartyChange("my brother and his wife are coming along")).toMatchObject({ adults: 2 });
    expect(findPartyChange("the twins are coming, they're 8")).toMatchObject({ children: [8, 8] });
    expect(findPartyChange("add my in-laws")).toMatchObject({ adults: 2 });
  });
  it("people leaving: as many as said", () => {
    expect(findPartyChange("our two boys aren't coming anymore")).toMatchObject({
      adults: 0,
      children: [],
      childrenLeaving: 2,
    });
    expect(findPartyChange("my sister can't make it")).toMatchObject({ adults: -1 });
  });
  it("keeps the one-person forms and the room count", () => {
    expect(findPartyChange("a baby is coming too")).toMatchObject({ children: [1] });
    expect(findPartyChange("my dad is joining, we'll need 2 rooms")).toMatchObject({ adults: 1, rooms: 2 });
    expect(findPartyChange("one more adult is coming")).toMatchObject({ adults: 1 });
  });
  it("is no party change when the words name a place", () => {
    expect(findPartyChange("add a kids play area on day 3")).toBeNull();
    expect(findPartyChange("add the children's museum")).toBeNull();
  });
  it("is no party change when they join or skip one outing, and a day number is no age", () => {
    expect(findPartyChange("the children are coming to the aquarium on day 4")).toBeNull();
    expect(findPartyChange("my wife can't make it to the cooking class on day 2")).toBeNull();
    expect(findPartyChange("my nephew is coming too, can we add a zoo on day 3")).toMatchObject({ children: [null] });
  });
  it("an unsized group leaving is all of them; an age of 18 or more is a grown-up", () => {
    const all = findPartyChange("the children aren't coming with us anymore");
    expect(all?.childrenLeaving).toBeGreaterThanOrEqual(9);
    expect(findPartyChange("our 2 girls can't come")).toMatchObject({ childrenLeaving: 2 });
    expect(findPartyChange("my two daughters, 12 and 20, are joining")).toMatchObject({ adults: 1, children: [12] });
  });
});

describe("the party's new size said whole", () => {
  // A count said with "now" or "in total" is how many there are, not how many more.
  it.each([
    ["we're now 3 adults, another lad is coming", 3],
    ["our friends are joining, so 4 adults now and 2 rooms", 4],
    ["my sister is coming too, that makes 3 of us", 3],
    ["5 people in total now, my cousins are joining", 5],
    ["NOW 6 ADULTS", 6],
  ])("%s", (said, total) => {
    expect(findPartyChange(said.toLowerCase())).toMatchObject({ kind: "party", totalAdults: total });
  });
  it("rooms said with it are kept; a count of children is not a count of grown-ups", () => {
    expect(findPartyChange("so 4 adults now and 2 rooms")).toMatchObject({ totalAdults: 4, rooms: 2 });
    expect(findPartyChange("now 2 kids are coming")).not.toMatchObject({ totalAdults: 2 });
    expect(findPartyChange("my mum is joining")).not.toHaveProperty("totalAdults");
  });
});

describe("the party made smaller without naming who", () => {
  it.each([
    ["one less person", -1],
    ["two fewer people please", -2],
    ["1 traveller less", -1],
    ["somebody pulled out so book for the rest", -1],
    ["one of us can't make it", -1],
  ])("%s", (said, adults) => {
    expect(findPartyChange(said)).toMatchObject({ kind: "party", adults, children: [] });
  });
  it("not nights, stops or children, nor more people", () => {
    expect(findPartyChange("one less night in rome")).toBeNull();
    expect(findPartyChange("one fewer stop")).toBeNull();
    expect(findPartyChange("two more people are coming")).toMatchObject({ adults: 2 });
    expect(findPartyChange("fewer museums please")).toBeNull();
  });
});

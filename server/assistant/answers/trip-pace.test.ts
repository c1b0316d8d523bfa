import { beforeAll, describe, expect, it } from "vitest";
import { askAbout, type Planned, planTrip } from "./testing";

// How hard the trip is on the feet, a far sight as a day trip or a night there, and safety asked
// of named areas: answered from the plan's own moves and the day-trip table, in the traveller's terms.

let lisbon: Planned;
let cusco: Planned;
let mexico: Planned;

beforeAll(async () => {
  lisbon = await planTrip("Lisbon 4 nights from 9 April, me and my mum who is 74");
  cusco = await planTrip("Cusco 4 nights from 10 May, 2 adults");
  mexico = await planTrip("Mexico City 4 nights from 10 Jan, 2 adults");
});

describe("how much the plan walks, and how to ease it", () => {
  it.each([
    "is that too much walking for my mum?",
    "how much walking is there each day",
    "my dad has bad knees, will he cope?",
    "will grandma manage all the walking",
  ])("%s", async (message) => {
    const a = await askAbout(lisbon, message);
    expect(a.kind).toBe("walking");
    expect(a.text).toMatch(/min a day/);
    expect(a.text).toMatch(/taxi/);
    expect(a.text).toMatch(/lighter/);
  });
  it("a child asked about is the children's answer", async () => {
    const a = await askAbout(lisbon, "is the zoo ok for a 5 year old or too much walking?");
    expect(a.kind).toBe("kids");
  });
});

describe("a day trip weighed against a night there", () => {
  it.each([
    "machu picchu as a day trip or stay the night in aguas calientes?",
    "should we do machu picchu in a day or overnight",
  ])("%s", async (message) => {
    const a = await askAbout(cusco, message);
    expect(a.text).toMatch(/Day trip or overnight/);
  });
  it("a day trip asked alone is not weighed against a night", async () => {
    const a = await askAbout(cusco, "is machu picchu doable in a day?");
    expect(a.text).not.toMatch(/overnight/);
  });
});

describe("safety asked of named areas names them back", () => {
  it("the area asked about is said, not only the country", async () => {
    const a = await askAbout(mexico, "is coyoacan safe to walk around after dark?");
    expect(a.kind).toBe("safety");
    expect(a.text).toMatch(/Coyoac[aá]n/);
  });
});

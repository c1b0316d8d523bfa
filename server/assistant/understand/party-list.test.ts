import { describe, expect, it } from "vitest";
import { findParty } from "../understand-trip";
import { partyList } from "./party-list";

// Who is going, written as a list after "me" or in the words of a group.

describe("a party listed after me", () => {
  it("counts each person, a pet or a vague crowd adding nobody", () => {
    expect(partyList("me, my husband, our daughter 7 and my dad")).toEqual({ adults: 3, children: [7] });
    expect(partyList("me + wifey + our spaniel")).toEqual({ adults: 2, children: [] });
    expect(partyList("me and her parents")).toEqual({ adults: 3, children: [] });
    expect(partyList("me, my wife and our twins (6)")).toEqual({ adults: 2, children: [6, 6] });
    expect(partyList("me + 4 uni friends")).toEqual({ adults: 5, children: [] });
    expect(partyList("me and the lads")).toBeUndefined();
  });
  it("partners and relatives joined with + or a", () => {
    expect(findParty("me + bf, 3 nights").adults).toBe(2);
    expect(findParty("me and my nana").adults).toBe(2);
    expect(findParty("me and a coworker").adults).toBe(2);
  });
  it("groups named by what they do", () => {
    expect(findParty("3 surfers from perth").adults).toBe(3);
    expect(findParty("2 vegetarians, quiet hotel").adults).toBe(2);
  });
  it("booking shorthand, babies by months, a child's age said after", () => {
    expect(findParty("2A2C (kids 4, 6)")).toMatchObject({ adults: 2, children: [4, 6] });
    expect(findParty("with our 10-month-old")).toMatchObject({ adults: 2, children: [0] });
    expect(findParty("2 adults and our daughter, she's 9")).toMatchObject({ adults: 2, children: [9] });
  });
  it("a number in brackets after a city is no child's age", () => {
    expect(findParty("Quito (3) then Cuenca (2) nights, solo").children).toBeUndefined();
  });
  it("solo wins over a stay's 'for three'", () => {
    expect(findParty("Oslo for two, Bergen for three, just myself").adults).toBe(1);
  });
});

describe("a party listed after a heading", () => {
  it("generations listed after a colon, the writer among 'us 2'", () => {
    expect(partyList("3 generations: grandparents, us 2, and 2 kids (5, 9)")).toEqual({ adults: 4, children: [5, 9] });
  });
});

import { describe, expect, it } from "vitest";
import { groupOf, partyOf, SEARCH_MAX } from "../../planner/party";
import { emptyPlan } from "../plan";
import { readConstraints } from "../read-constraints";
import { findParty } from "./trip-party";

// Groups bigger than one booking takes keep their real size in the plan; the searches are for
// the share that fits (planner/party.ts). Our own wordings, and messages that must stay as they are.

const planFor = (message: string) => {
  const plan = emptyPlan();
  readConstraints(message, plan);
  return plan;
};

describe("a group of ten to thirty", () => {
  it("keeps its real size", () => {
    expect(planFor("stag weekend in Bratislava, 13 lads, 2 nights").party.adults).toBe(13);
    expect(planFor("Seville 4 nights, there'll be 17 of us").party.adults).toBe(17);
    expect(planFor("company away-day in Porto for 22 people").party.adults).toBe(22);
    expect(planFor("Valencia, 11 adults and 6 rooms").party).toMatchObject({ adults: 11, rooms: 6 });
    expect(planFor("Seville 4 nights, there'll be 17 of us").travellers).toBe(17);
  });
  it("is counted with 'of' after an occasion or a company", () => {
    expect(findParty("a hens party of 14 in Galway").adults).toBe(14);
    expect(findParty("a stag do of eleven, Tallinn").adults).toBe(11);
    expect(findParty("our choir of 20 is singing in Salzburg").adults).toBe(20);
    expect(findParty("the whole class of sixteen wants Edinburgh").adults).toBe(16);
  });
  it("keeps a school group's pupils as children, past eight", () => {
    const plan = planFor("Bruges 2 nights: 3 teachers and 19 pupils aged 12-13");
    expect(plan.party.adults).toBe(3);
    expect(plan.party.children).toHaveLength(19);
  });
  it("never takes a year or a span of time for a head count", () => {
    expect(findParty("the class of 2018 reunion, Vegas 3 nights").adults).toBeUndefined();
    expect(findParty("any ideas for 2027? Rome maybe").adults).toBeUndefined();
    expect(findParty("Doha for 12 hours between flights").adults).toBeUndefined();
    expect(findParty("Reykjavik for 40 minutes of northern lights").adults).toBeUndefined();
    expect(planFor("Krakow 3 nights, 4 of us").party.adults).toBe(4);
  });
  it("stops at the plan's bound", () => {
    expect(planFor("festival trip, 45 of us").party.adults).toBe(30);
  });
});

describe("the party the searches are made for", () => {
  it("is the whole party when it fits one booking", () => {
    const plan = planFor("Madrid, 2 adults and 3 kids aged 4, 7 and 9");
    expect(partyOf(plan)).toMatchObject({ adults: 2, children: [4, 7, 9], label: "2 adults and 3 children" });
  });
  it("is the share a booking takes for a bigger group, and the label says so", () => {
    const plan = planFor("Galway, 15 adults, 5 rooms");
    const party = partyOf(plan);
    expect(party.adults).toBe(SEARCH_MAX.adults);
    expect(party.rooms).toBe(5);
    expect(party.label).toMatch(/^15 travellers \(the prices are for 9/);
    expect(groupOf(plan).adults).toBe(15);
  });
  it("caps the children a search takes", () => {
    const plan = planFor("Bruges 2 nights: 2 teachers and 12 pupils aged 14-15");
    expect(partyOf(plan).children).toHaveLength(SEARCH_MAX.children);
    expect(partyOf(plan).label).toMatch(/^2 adults and 12 children/);
  });
});

describe("who is counted, however the party is written", () => {
  it("counts people by what they love", () => {
    expect(findParty("Okavango 4 nights, 3 birders from Cape Town").adults).toBe(3);
    expect(findParty("Belfast, 2 Star Wars fans on a pilgrimage").adults).toBe(2);
    expect(findParty("Rome 3 nights, 5 star hotel lovers").adults).toBeUndefined();
  });
  it("takes a grown-up's age for no child's", () => {
    expect(findParty("Vienna, me and my 74-year-old father").adults).toBe(2);
    expect(findParty("Vienna, me and my 74-year-old father").children).toBeUndefined();
    expect(findParty("Vienna with my 7-year-old").children).toEqual([7]);
  });
  it("reads a child's age said with 'who is'", () => {
    expect(findParty("Seoul, two adults and our son who is 11").children).toEqual([11]);
  });
  it('reads a list opened with "it\'s my"', () => {
    expect(findParty("it's my wife, me and our 3 kids (2, 5 and 8)")).toMatchObject({ adults: 2, children: [2, 5, 8] });
  });
  it("takes no child from a word ending in 'son' or a length in brackets", () => {
    expect(findParty("Quebec (4) then Montreal (2), from Toronto Pearson, 3 of us")).toEqual({ adults: 3 });
  });
  it("reads 'the young lad (10)' as a child, and no child inside 'between'", () => {
    expect(findParty("Kerry 4 nights, me, the wife and the young lad (8)")).toMatchObject({ adults: 2, children: [8] });
    expect(findParty("Sligo (2) and Westport (3), a night in between, 2 adults")).toEqual({ adults: 2 });
  });
  it("reads 'for 1' after a stop as no party", () => {
    expect(findParty("Hanoi 3 nights then Hue for 1. A couple from Perth").adults).toBe(2);
  });
});

describe("a booking site's shorthand with the child's age", () => {
  it("keeps the age", () => {
    expect(findParty("Hoi An 5n, family 2A2C (4, 9)")).toMatchObject({ adults: 2, children: [4, 9] });
    expect(findParty("me+hubby+3kids(2,6,11), Phuket")).toMatchObject({ adults: 2, children: [2, 6, 11] });
  });
});

describe("'for N' given to stops one after another", () => {
  it.each(["Seville for 3 and Granada for 2", "Hanoi for 3 and Hoi An for the rest, 8 nights"])(
    "%s: nights, not people",
    (message) => {
      expect(planFor(message).party.adults).toBe(1);
    },
  );
  it("but 'for N' said once is the party", () => {
    expect(planFor("Lisbon 4 nights, for 3").party.adults).toBe(3);
  });
});

import { describe, expect, it } from "vitest";
import { findMustSeeAndAvoid } from "../understand-trip";
import { knownWishes } from "./wishes";

// Things to see or do under the names guides give them, and lists of sights.

const names = (text: string) => knownWishes(text).map((w) => w.name);
const mustSee = (text: string) => findMustSeeAndAvoid(text).mustSee;

describe("known wishes", () => {
  it("by their usual names, however written", () => {
    expect(names("kyoto + osaka, one day at USJ")).toEqual(["Universal Studios Japan"]);
    expect(names("we'd love the rockefeller christmas tree")).toEqual(["Rockefeller Center Christmas Tree"]);
    expect(names("edinburgh for hogmanay")).toEqual(["Hogmanay"]);
    expect(names("split 3 nights, game of thrones tour")).toEqual(["Game of Thrones"]);
    expect(names("Cappadocia, balloon ride at dawn")).toEqual(["hot air balloon ride"]);
  });
  it("only where the message is about their place", () => {
    expect(names("uyuni 2 nights, salt flats at sunrise")).toEqual(["Salar de Uyuni"]);
    expect(names("utah, the salt flats near wendover")).toEqual([]);
    expect(names("uganda for the gorillas")).toEqual(["gorilla trekking"]);
    expect(names("the zoo has gorillas")).toEqual([]);
  });
  it("a ride between two places asked for as a must", () => {
    expect(names("the train from ella to kandy is a must")).toEqual(["Ella to Kandy train"]);
    expect(names("the train from ella to kandy, then the coast")).toEqual([]);
  });
  it("kept beside the traveller's own words", () => {
    expect(mustSee("perth for the NYE fireworks")).toEqual(expect.arrayContaining(["New Year's Eve fireworks"]));
  });
});

describe("must-sees in other words", () => {
  it("a list with a known sight in it is a list of sights", () => {
    expect(mustSee("London 3 days. Big Ben, the Tower, Camden Market")).toEqual(
      expect.arrayContaining(["Big Ben", "Tower of London"]),
    );
  });
  it("a list of towns is not", () => {
    expect(mustSee("Paris, Lyon, Nice")).toEqual([]);
  });
  it("the place a must is at, in any case", () => {
    expect(mustSee("a week in morocco, a camel ride at merzouga is a must")).toContain("Merzouga");
  });
});

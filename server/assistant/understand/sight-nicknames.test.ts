import { describe, expect, it } from "vitest";
import { nicknamedSights } from "./sight-nicknames";

// Famous sights by the short names travellers give them. Our own examples.

const names = (text: string) => nicknamedSights(text).map((n) => n.name);

describe("sights by their nicknames", () => {
  it("under the guides' names", () => {
    expect(names("NYC 4 nights, the Met and a jazz club")).toEqual(["The Metropolitan Museum of Art"]);
    expect(names("summiting Kili in February")).toEqual(["Mount Kilimanjaro"]);
    expect(names("Paro 3 nights, hike up to Tiger's Nest")).toEqual(["Tiger's Nest"]);
    expect(names("trek to EBC in October")).toEqual(["Everest Base Camp"]);
  });
  it("the one of the city the message names", () => {
    expect(names("Orlando a week, Disney for the kids")).toEqual(["Walt Disney World"]);
    expect(names("Paris 5 nights and a day at Disney")).toEqual(["Disneyland Paris"]);
    expect(names("Belfast 2 nights, the Titanic experience")).toEqual(["Titanic Belfast"]);
    expect(names("lalibela 3 nights for the rock churches")).toEqual(["Rock-Hewn Churches of Lalibela"]);
    expect(names("Chengdu 4 nights for the pandas and hotpot")).toEqual(["Chengdu Panda Base"]);
    expect(names("chengdu 3 days, giant panda + Leshan")).toEqual(["Chengdu Panda Base"]);
    expect(names("Beijing 3 nights, Chengdu 2 nights to see the panda base")).toEqual(["Chengdu Panda Base"]);
  });
  it("not the words in another sense, or without the city", () => {
    expect(names("we met in Rome and want to go back")).toEqual([]);
    expect(names("the Met Office says rain in New York")).toEqual([]);
    expect(names("a Disney cruise from Miami")).toEqual([]);
    expect(names("Tokyo 4 nights, Disneyland one day")).toEqual([]);
    expect(names("London 3 nights, skip the Tate")).toEqual([]);
    expect(names("Washington DC 3 nights, pandas at the National Zoo")).toEqual([]);
    expect(names("Chengdu 3 nights, dinner at Panda Express")).toEqual([]);
  });
});

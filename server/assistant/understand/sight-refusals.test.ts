import { describe, expect, it } from "vitest";
import { findMustSeeAndAvoid } from "../understand-trip";
import { refused } from "./said-words";
import { wishesOf } from "./sight-wishes";

// What a traveller turns down, however they say it, before the thing or after it; and a thing
// turned down is never a must-see. Our own examples, from many places.

const read = (text: string) => wishesOf(text, findMustSeeAndAvoid(text));
const avoided = (text: string) => read(text).avoid.map((x) => x.toLowerCase());

describe("a refusal before the thing", () => {
  it.each([
    ["Seoul 5 nights, we'd rather not do any palaces", "palaces"],
    ["Cusco 4 nights, please leave out the shopping", "shopping"],
    ["Nairobi 3 nights, steer clear of tourist traps please", "tourist traps"],
    ["Hanoi 4 nights. we'll pass on the water puppets", "water puppets"],
    ["Bangkok 5 nights, can't stand crowds", "crowds"],
    ["Oslo 3 nights, we don't do art galleries", "art galleries"],
    ["Lima 4 nights, zero interest in nightlife", "nightlife"],
    ["Cape Town 6 nights, spare us the wine tours", "wine tours"],
    ["Dubai 4 nights, anything but malls", "malls"],
    ["Rome 3 nights, we've done the Vatican already", "vatican"],
    ["EDINBURGH 3 NIGHTS, DONT WANT ANY GHOST TOURS", "ghost tours"],
  ])("%s", (text, thing) => {
    expect(avoided(text)).toContain(thing);
  });
});

describe("a refusal after the thing", () => {
  it.each([
    ["Prague 3 nights, give the beer halls a miss", "beer halls"],
    ["Marrakech 4 nights, camel rides? no thanks", "camel rides"],
    ["Istanbul 4 nights, the Grand Bazaar is a no for us", "grand bazaar"],
    ["Buenos Aires 5 nights, tango shows are overrated", "tango shows"],
    ["Singapore 3 nights - the night safari is not for us", "night safari"],
  ])("%s", (text, thing) => {
    expect(avoided(text)).toContain(thing);
  });
});

describe("a bare no", () => {
  it("before a thing done, named or in the plural", () => {
    expect(avoided("Moab 3 nights, no camping, 2 adults")).toContain("camping");
    expect(avoided("Zermatt 4 nights, no skiing")).toContain("skiing");
    expect(avoided("Penang 3 nights, no Batu Caves")).toContain("batu caves");
  });
  it("not before a time, a fuss or a trip fact", () => {
    expect(avoided("Zermatt 4 nights, no morning starts, no rush, no flights")).toEqual([]);
    expect(avoided("Oslo 3 nights, no booking yet, no problem")).toEqual([]);
  });
});

describe("what is refused is no must-see", () => {
  it("a thing turned down, named or in everyday words", () => {
    expect(read("Reykjavik 4 nights, NO Blue Lagoon").mustSee).toEqual([]);
    expect(read("Queenstown 4 nights, no bungy for us").mustSee).toEqual([]);
    expect(read("Paris 4 nights, not keen on the Louvre, too busy").mustSee).toEqual([]);
    expect(read("Tokyo 6 nights, skipping Disneyland this time").avoid).toEqual(["disneyland"]);
  });
  it("a kind refused leaves a named sight of that kind", () => {
    const r = read("Tokyo 5 nights, no museums except the Ghibli Museum");
    expect(r.avoid).toEqual(["museums"]);
    expect(r.mustSee).toContain("Ghibli Museum");
  });
  it("no word of degree or place is a thing refused", () => {
    expect(avoided("Paris 4 nights, not keen on the Louvre, too busy")).not.toContain("too busy");
    expect(avoided("Istanbul 4 nights, the Grand Bazaar is a no for us")).not.toContain("for us");
  });
  it("a refusal said after a name turns the name down where it stands", () => {
    const text = "Lisbon 4 nights, the oceanarium? no thanks";
    expect(refused(text, text.indexOf("oceanarium"))).toBe(true);
    const wished = "Lisbon 4 nights, the oceanarium please";
    expect(refused(wished, wished.indexOf("oceanarium"))).toBe(false);
  });
});

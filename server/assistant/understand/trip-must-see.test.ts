import { describe, expect, it } from "vitest";
import { wishesOf } from "./sight-wishes";
import { findMustSeeAndAvoid } from "./trip-must-see";

// The main reader of must-sees: wishes at a sentence's start, names that start like "me" or
// "my", lists of sights with a town or an everyday item among them, and a wish carried over a
// list. Our own examples, with ordinary messages that hold none.

const main = (text: string) => findMustSeeAndAvoid(text).mustSee;
const whole = (text: string) => wishesOf(text, findMustSeeAndAvoid(text)).mustSee;

describe("a wish's verb at a sentence's start", () => {
  it("reads what follows as in mid-sentence", () => {
    expect(main("Oslo 3 nights. Want the Vigeland park and the Fram. 2 adults")).toEqual(
      expect.arrayContaining(["Vigeland park", "Fram"]),
    );
    expect(main("Shetland. Wanna see Jarlshof and Mousa broch. From Aberdeen")).toEqual(
      expect.arrayContaining(["Jarlshof", "Mousa broch"]),
    );
  });
  it("not the room or the flights wanted", () => {
    expect(main("Want a quiet hotel near the beach. 2 adults")).toEqual([]);
    expect(main("Want the cheapest flights from Leeds.")).toEqual([]);
  });
});

describe("names that start with the letters of 'me', 'us' or 'my'", () => {
  it("are names, not the people", () => {
    expect(main("We must see Mystras and Meteora")).toEqual(expect.arrayContaining(["Mystras", "Meteora"]));
    expect(main("Want a Broadway show and the Met")).toEqual(expect.arrayContaining(["Met"]));
    expect(main("we want to see Usedom and Myra")).toEqual(expect.arrayContaining(["Usedom", "Myra"]));
  });
  it("the people are still none", () => {
    expect(main("must see me and my wife off at the airport")).toEqual([]);
  });
});

describe("a list of sights", () => {
  it("a town named for a famous sight, in the list, is the sight", () => {
    expect(main("Paris 5 nights: Louvre, Orsay Museum, Versailles, Eiffel Tower")).toEqual(
      expect.arrayContaining(["Palace of Versailles"]),
    );
  });
  it("an everyday item beside two known sights is a thing to see", () => {
    expect(main("Rome: Colosseum, Pantheon and a Tiber boat")).toEqual(expect.arrayContaining(["Tiber boat"]));
    expect(main("Cape Town 6 nights. Table Mountain, Robben Island and the winelands please.")).toEqual(
      expect.arrayContaining(["winelands"]),
    );
  });
  it("not a liking, a food or another fact beside them", () => {
    const got = main(
      "London: Big Ben, Tower Bridge, British Museum, and museums and shopping, 2 adults, mid-range hotel",
    );
    expect(got).not.toContain("museums");
    expect(got).not.toContain("shopping");
    expect(main("Paris: Eiffel Tower, Louvre Museum, and pastries")).not.toContain("pastries");
  });
});

describe("a wish carried over a list", () => {
  it("we'd like a stay, then the sights", () => {
    expect(main("We'd like Shetland 4 nights, Jarlshof and the Old Scatness broch.")).toEqual(
      expect.arrayContaining(["Jarlshof", "Old Scatness broch"]),
    );
  });
  it("an outing called a trip is a thing to do; the verb alone is none", () => {
    expect(main("We'd love 5 nights in Kerala — a houseboat trip and a spice farm")).toEqual(
      expect.arrayContaining(["houseboat trip"]),
    );
    expect(main("We'd love 5 nights in Kerala")).toEqual([]);
    expect(main("I'd like 5 nights in Rome, a boat trip and a road trip after")).not.toContain("road trip");
  });
  it("a room's comforts wished for are no sights", () => {
    expect(whole("We'd like a quiet hotel, parking and a gym, from Leeds")).toEqual([]);
  });
});

describe("a thing the stay includes, with no article", () => {
  it("reads what 'incl' or 'including' brings in", () => {
    for (const [m, want] of [
      ["Orlando 6 nights incl universal 2 days", /universal/i],
      ["Tokyo 5 nights incl disneysea", /disneysea/i],
      ["Anaheim 3 nights incl disneyland 2 days", /disneyland/i],
      ["Rome 4 nights including vatican museums", /vatican/i],
      ["Cairns 5 nights incl great barrier reef snorkelling", /reef/i],
    ] as const)
      expect(whole(m).join(" | "), m).toMatch(want);
  });
  it("not what the price includes", () => {
    for (const m of [
      "Rome 4 nights incl breakfast",
      "Lisbon 3 nights incl flights from London",
      "Paris 4 nights incl taxes, 2 adults",
      "Prague 3 nights including transfers",
    ])
      expect(whole(m), m).toEqual([]);
  });
});

describe("no and one thing, a clause of its own", () => {
  it.each([
    ["Venice 2 nights but honestly avoid the crowds, no gondola, from Paris", "gondola"],
    ["Zermatt 5 nights. No skiing. 2 adults", "skiing"],
    ["Bangkok 4 days, and keep us away from Khao San Road", "khao san road"],
    ["Rome 3 nights, steer clear of the tourist traps", "tourist traps"],
    ["Santorini 3 nights, no donkey, we walk", "donkey"],
    ["Marrakech 3 nights (no camel) from Madrid", "camel"],
  ])("%s", (text, thing) => {
    expect(findMustSeeAndAvoid(text).avoid).toContain(thing);
  });
  it.each([
    "Venice 2 nights, no rush, from Paris",
    "Rome 4 nights, no worries if not, thanks",
    "Lisbon 3 nights, no budget, no stress",
    "Kyoto 4 nights, no pressure, no preference",
    "Paris 2 nights. No kidding.",
  ])("%s: nothing refused", (text) => {
    expect(findMustSeeAndAvoid(text).avoid).toEqual([]);
  });
});

describe("a wish said with room for it to fall away", () => {
  it.each([
    ["Kampala then Jinja, and Murchison Falls if we can fit it, 6 days", "Murchison Falls"],
    ["Oslo 3 nights, a fjord cruise time permitting", "fjord cruise"],
    ["Iceland 6 nights, the Blue Lagoon if there's time", "Blue Lagoon"],
  ])("%s", (text, wish) => {
    expect(whole(text)).toContain(wish);
  });
  it("names nothing when nothing is named", () => {
    expect(whole("Rome 4 nights, we'll go if we can fit it in")).toEqual([]);
  });
});

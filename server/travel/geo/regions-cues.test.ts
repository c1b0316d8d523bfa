import { describe, expect, it } from "vitest";
import { regionsNamedIn } from "./regions";

// The words around a region's name that make it the place meant (regions.ts, counts()): a wish
// ("we'd like"), a plain verb of doing a place ("do Tassie", "doing Vietnam"), "round", and a
// name that is a plain word of landscape ("the Highlands").

const named = (text: string) => regionsNamedIn(text).map((r) => r.region.key);

describe("'like' after a wish", () => {
  it("wants the place", () => {
    expect(named("We'd like Orkney for 4 nights in June")).toEqual(["gb-orkney"]);
    expect(named("I would like Japan in the spring")).toEqual(["jp"]);
    expect(named("we'd really like Portugal this time")).toEqual(["pt"]);
  });
  it("but a comparison or a taste does not", () => {
    expect(named("somewhere warm, like Portugal maybe")).toEqual([]);
    expect(named("I like Japan but this year it's a city break")).toEqual([]);
    expect(named("places like Tuscany are too busy")).toEqual([]);
  });
});

describe("doing a place", () => {
  it("counts for a name that means nothing else", () => {
    expect(named("me and the missus want to do Tassie in a campervan")).toEqual(["au-tas"]);
    expect(named("we're doing Vietnam on a budget")).toEqual(["vn"]);
    expect(named("hoping to do the Amalfi Coast properly")).toEqual(["it-amalfi"]);
  });
  it("not for one that is also a word or a person", () => {
    expect(named("we always do turkey at christmas")).toEqual([]);
    expect(named("what can we do jordan and i are bored")).toEqual([]);
  });
});

describe("round a place", () => {
  it("is a way through it", () => {
    expect(named("driving round Scotland for a week")).toEqual(["gb-sct"]);
    expect(named("a fortnight round the Algarve")).toEqual(["pt-algarve"]);
  });
  it("but not the year round", () => {
    expect(named("it's warm all year round Portugal wise")).toEqual([]);
  });
});

describe("the Highlands", () => {
  it("alone are Scotland's", () => {
    expect(named("Road trip round the Highlands, 7 nights in May")).toEqual(["gb-highlands"]);
    expect(named("a week in the highlands with the dog")).toEqual(["gb-highlands"]);
    expect(named("Highlands road trip in June")).toEqual(["gb-highlands"]);
  });
  it("not other highlands, nor the plain word", () => {
    expect(named("2 weeks in the Cameron Highlands")).toEqual(["my-cameron-highlands"]);
    expect(named("trekking in the Guatemalan highlands")).toEqual([]);
    expect(named("the Ethiopian Highlands for 10 days")).toEqual([]);
    expect(named("we love mountains, lakes and highlands")).toEqual([]);
  });
});

describe("a date right after a name", () => {
  it("makes it the trip's place", () => {
    expect(named("Melbourne fam of 4, Bali 25 June, 8 nights, kids 4 and 7")).toEqual(["id-bali"]);
    expect(named("pune se goa 20 dec, 6 nights")).toEqual(["in-goa"]);
    expect(named("the two of us, Portugal May 3rd to 10th")).toEqual(["pt"]);
  });
  it("but not a name that is also a person's, nor a season", () => {
    expect(named("my friend Jordan 25 June is coming too")).toEqual([]);
    expect(named("our friends, Portugal fans, 2 summer weddings")).toEqual([]);
  });
});

describe("doing an area on a day of the trip", () => {
  it("is a visit, not the trip's place", () => {
    expect(named("can we do the winelands on day 4?")).toEqual([]);
    expect(named("could we do the Algarve on the last day")).toEqual([]);
  });
});

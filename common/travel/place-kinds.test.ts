import { describe, expect, it } from "vitest";
import {
  interestsSaidIn,
  kindsSearchedBy,
  placeKindOf,
  placeKindWords,
  searchPhraseFor,
  ZInterest,
  ZPlaceKind,
} from "./place-kinds";

describe("the place kinds", () => {
  it("give each word to one kind, in lower-case letters, and name each kind by its own name", () => {
    const owner = new Map<string, string>();
    for (const kind of ZPlaceKind.options) {
      const { names, hints } = placeKindWords[kind];
      expect(names, kind).toContain(kind);
      for (const word of [...names, ...hints]) {
        // Joined into a regular expression unescaped, so nothing but letters and spaces.
        expect(word, kind).toMatch(/^[a-z]+( [a-z]+)*$/);
        expect(owner.get(word), `"${word}" names ${kind} and ${owner.get(word)}`).toBeUndefined();
        owner.set(word, kind);
      }
    }
  });

  it("read our own kind back from a place that carries it as its type", () => {
    for (const kind of ZPlaceKind.options) expect(placeKindOf([kind])).toBe(kind);
  });

  it.each([
    [["art_gallery", "tourist_attraction"], "museum"],
    [["amusement_park"], "park"],
    [["bar", "restaurant"], "food"],
    [["night_club"], "nightlife"],
    [["neighborhood", "historical_landmark"], "neighbourhood"],
    [["church", "place_of_worship"], "landmark"],
    [["barber_shop"], "other"],
    [[], "other"],
  ])("read a provider's types %j as %s", (types, kind) => {
    expect(placeKindOf(types)).toBe(kind);
  });

  it("is what a traveller can be interested in, but for attractions", () => {
    expect(ZInterest.options).toEqual(ZPlaceKind.options.filter((k) => k !== "attraction"));
  });
});

describe("words for kinds", () => {
  it.each([
    ["We love museums, tapas and a good sunset", ["museum", "food", "viewpoint"]],
    ["temples and castles, then walking around", ["landmark", "neighbourhood"]],
    ["Street food! Cocktails after", ["food", "nightlife"]],
    ["some local life", ["neighbourhood"]],
    ["the best attractions for kids", []],
    ["a smart hotel near the station", []],
  ])("find the interests in %j", (text, interests) => {
    expect(interestsSaidIn(text)).toEqual(interests);
  });

  it.each([
    ["museums", ["museum"]],
    ["history", ["museum", "landmark"]],
    ["eat", ["food", "market"]],
    ["sights", ["landmark", "viewpoint", "attraction"]],
    ["kids", ["attraction", "park"]],
    // A particular thing is searched for by name, not widened to every landmark.
    ["temples", []],
    ["constructor", []],
  ])("turn the search word %j into the kinds %j", (word, kinds) => {
    expect(kindsSearchedBy(word).sort()).toEqual([...kinds].sort());
  });

  it("say a kind to a map search as a person would, and anything else as given", () => {
    expect(searchPhraseFor("food")).toBe("restaurants");
    expect(searchPhraseFor("attraction")).toBe("tourist attractions");
    expect(searchPhraseFor("vegan bakeries")).toBe("vegan bakeries");
  });
});

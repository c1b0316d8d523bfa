import { describe, expect, it } from "vitest";
import { findMustSeeAndAvoid } from "../understand-trip";
import { bracketedSights, namesAfterDoing, wantedThings } from "./sight-asides";
import { wishesOf } from "./sight-wishes";
import { knownWishes } from "./wishes";

// Must-sees said in passing, and the everyday names of a few more, in our own examples (issue 24).

const wishes = (text: string) => wishesOf(text, findMustSeeAndAvoid(text)).mustSee;

describe("in brackets after a stop", () => {
  it("a sight, a natural one on the map too, a mountain written short", () => {
    expect(bracketedSights("La Paz 2n, Copacabana 2n (Isla del Sol)")).toEqual(["Isla del Sol"]);
    expect(bracketedSights("Banff 3 nights (Lake Louise + Moraine Lake)")).toEqual(["Lake Louise", "Moraine Lake"]);
    expect(bracketedSights("Arusha 2 nights (Mt Meru)")).toEqual(["Mount Meru"]);
  });
  it("a thing at a named place, and a landmark's word of the stop", () => {
    expect(bracketedSights("Sabah 3 nights (turtles at Selingan)")).toEqual(["Selingan turtles"]);
    expect(bracketedSights("Elmina 2 nights (castle + the beach)")).toEqual(["Elmina Castle"]);
  });
  it("not facts, towns or clauses", () => {
    expect(bracketedSights("Lisbon 3 nights (2 adults)")).toEqual([]);
    expect(bracketedSights("Porto (sleeper train is fine)")).toEqual([]);
    expect(bracketedSights("Java 10 days (Yogyakarta)")).toEqual([]);
    expect(bracketedSights("Oslo 2 nights (flexible)")).toEqual([]);
  });
});

describe("after a bare 'want'", () => {
  it("the things wanted, not a town or a kind of trip", () => {
    expect(wantedThings("iceland 7 nights, want puffins and hot springs")).toEqual(["puffins", "hot springs"]);
    expect(wantedThings("I want Chile — Santiago then the desert")).toEqual([]);
    expect(wantedThings("we want to relax")).toEqual([]);
    expect(wantedThings("we want beaches and good food")).toEqual([]);
    expect(wantedThings("want 2 rooms with a view")).toEqual([]);
  });
});

describe("things by their kind and their usual names", () => {
  it("'the X markets esp Y': Y's market", () => {
    expect(wishes("Chiang Mai 4 nights, can't miss the night markets esp the Sunday one")).not.toContain(
      "night markets esp the Sunday one",
    );
    expect(wishes("Bangkok 3 nights, we can't miss the floating markets esp Amphawa")).toContain(
      "Amphawa floating market",
    );
  });
  it("a summit is the mountain; a peak named so keeps its name", () => {
    expect(wishes("Moshi 6 nights, Kilimanjaro summit is a must")).toContain("Mount Kilimanjaro");
    expect(wishes("HK 3 nights, the Victoria Peak tram")).not.toContain("Mount Victoria");
  });
  it("fireworks on a trip for the new year, letters of famous sights, Santa in Lapland", () => {
    expect(knownWishes("Hong Kong for NYE, harbour fireworks").map((w) => w.name)).toContain(
      "New Year's Eve fireworks",
    );
    expect(knownWishes("Cusco 3 nights then MP").map((w) => w.name)).toContain("Machu Picchu");
    expect(knownWishes("Nepal 14 days, EBC trek").map((w) => w.name)).toContain("Everest Base Camp");
    expect(knownWishes("Lapland 3 nights so the kids can meet Santa").map((w) => w.name)).toContain(
      "Santa Claus Village",
    );
    expect(knownWishes("fireworks show in Disney").map((w) => w.name)).not.toContain("New Year's Eve fireworks");
  });
  it("the migration where it happens", () => {
    expect(knownWishes("Serengeti 4 nights in July for the migration").map((w) => w.name)).toContain("Great Migration");
    expect(knownWishes("bird migration in Texas").map((w) => w.name)).not.toContain("Great Migration");
  });
});

describe("a name after what is done there", () => {
  it.each([
    ["Iceland 7 days, hoping to snorkel Silfra", "Silfra"],
    ["Hawaii 6 nights, lava viewing at Volcanoes National Park", "Volcanoes National Park"],
    ["Salzburg 3 nights, we'd love to hear the Mozarteum Orchestra", "Mozarteum Orchestra"],
    ["Munich 4 nights for the Spring Festival", "Spring Festival"],
    ["Oaxaca 5 nights, a day at Hierve el Agua", "Hierve el Agua"],
  ])("%s", (text, name) => {
    expect(namesAfterDoing(text)).toContain(name);
  });
  it("not a town, a season or a hotel", () => {
    expect(namesAfterDoing("Paris 3 nights at Christmas, staying at the Ritz")).toEqual([]);
    expect(namesAfterDoing("Rome 4 nights, then walking in Florence")).toEqual([]);
  });
});

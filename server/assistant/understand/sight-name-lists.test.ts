import { describe, expect, it } from "vitest";
import { findMustSeeAndAvoid } from "../understand-trip";
import { namesListedAlone } from "./sight-name-lists";
import { wishesOf } from "./sight-wishes";

// Names in capitals listed on their own are sights (examples are our own, from many places).

const wishes = (text: string) => wishesOf(text, findMustSeeAndAvoid(text)).mustSee;

describe("names listed on their own", () => {
  it.each([
    ["Seychelles 7 nights from Dubai. Vallée de Mai and Anse Lazio on Praslin", ["Vallée de Mai", "Anse Lazio"]],
    ["Skye 3 nights, Fairy Pools and Old Man of Storr", ["Fairy Pools", "Old Man of Storr"]],
    ["Oran 3 nights, Santa Cruz Fort + Sidi El Houari, 2 adults", ["Santa Cruz Fort", "Sidi El Houari"]],
    ["Tbilisi 4 nights, Narikala & Chronicle of Georgia, from Baku", ["Narikala", "Chronicle of Georgia"]],
    [
      "Ushuaia 3 nights. Tierra del Fuego NP and the Beagle Channel",
      ["Tierra del Fuego National Park", "Beagle Channel"],
    ],
  ])("%s", (text, names) => {
    for (const n of names) expect(wishes(text)).toContain(n);
  });
  it.each([
    "Paris and Rome, 2 adults",
    "Lisbon 4 nights. Me and Joana, from Porto.",
    "Cornwall a week, St Ives and Port Isaac",
    "Hoi An and Hue, 6 nights",
    "Leeds to Bath, my daughter Florence and Sam Jones",
    "Oslo 3 nights, Bergen 2. NYC and LA later",
  ])("%s: no sights", (text) => {
    expect(namesListedAlone(text)).toEqual([]);
  });
});

describe("a name in capitals ending in a room's word is a sight", () => {
  it("Devil's Pool, Fairy Pools are sights; a pool or a view is the room's", () => {
    expect(wishes("Livingstone 3 nights, Devil's Pool + sunset cruise, from Lusaka")).toContain("Devil's Pool");
    expect(wishes("Cusco 5 nights, Rainbow Mountain + Humantay Lake, hotel with a view")).not.toContain("view");
    expect(wishes("Santorini 4 nights, caldera view + infinity pool")).toEqual([]);
    expect(wishes("Bali 5 nights, Private Pool Villa please")).toEqual([]);
  });
});

describe('a wish said as "want" and a name', () => {
  it.each([
    ["3 weeks in Vietnam in March. Want Ha Long Bay and Hoi An.", ["Ha Long Bay", "Hoi An"]],
    ["Peru 12 days. Want Machu Picchu and Rainbow Mountain, 2 adults", ["Machu Picchu", "Rainbow Mountain"]],
    ["Jordan a week, we want Petra + Wadi Rum", ["Petra", "Wadi Rum"]],
  ])("%s", (text, names) => {
    for (const n of names) expect(wishes(text)).toContain(n);
  });
  it("not a stay, a length or a kind of room wanted", () => {
    expect(wishes("We want Lisbon for 4 nights")).toEqual([]);
    expect(wishes("I want Airbnb in Lisbon, 3 nights")).toEqual([]);
  });
});

describe("a mountain by its own name", () => {
  it.each([
    ["Sicily 10 days from Palermo round to Catania, Etna, street food", "Mount Etna"],
    ["Naples 4 nights, Vesuvius and Pompeii", "Mount Vesuvius"],
  ])("%s", (text, name) => {
    expect(wishes(text)).toContain(name);
  });
});

describe("a catalogue sight by its own first word, its kind in two words", () => {
  it("Chatuchak for the weekend market, Shilin for the night market", () => {
    expect(wishes("Bangkok 4 nights, shopping Platinum and Chatuchak")).toContain("Chatuchak Weekend Market");
    expect(wishes("Taipei 4 nights, Shilin for dinner")).toContain("Shilin Night Market");
  });
  it("not a kind said alone", () => {
    expect(wishes("Bangkok 3 nights, the weekend market")).not.toContain("Chatuchak Weekend Market");
  });
});

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

describe("what a trip is for, in everyday words", () => {
  it("nature's shows, wherever they stand in the message", () => {
    expect(names("Abisko 3 nights, 2 adults, aurora hunting")).toEqual(["aurora hunting"]);
    expect(names("seoul 4 nights in cherry blossom season")).toEqual(["cherry blossom season"]);
    expect(names("new england 6 days, leaf peeping, 2 of us")).toEqual(["leaf peeping"]);
    expect(names("Beppu 2 nights, onsen hopping")).toEqual(["onsen"]);
  });
  it("the animals people go for", () => {
    expect(names("Ningaloo 5 nights, swim with whale sharks")).toEqual(["whale sharks"]);
    expect(names("Churchill in October for the polar bears")).toEqual(["polar bears"]);
    expect(names("Kruger 4 nights, hoping to tick off the big 5")).toEqual(["big five"]);
  });
  it("things to do that are the point of the trip", () => {
    expect(names("Taupo 3 nights, skydive over the lake")).toEqual(["skydive"]);
    expect(names("Rovaniemi 4 nights, dog sledding + snowmobile")).toEqual(["dog sledding", "snowmobile"]);
    expect(names("Arenal 3 nights, zip lining, 2 adults")).toEqual(["zip lining"]);
  });
  it("festivals under the names guides give them, in digits or words", () => {
    expect(names("Chiang Mai 4 nights for loy krathong")).toEqual(["Loy Krathong"]);
    expect(names("mexico city late oct for dia de los muertos")).toEqual(["Day of the Dead"]);
    expect(names("chicago to santa monica, route sixty-six, 2 weeks")).toEqual(["Route 66"]);
  });
  it("nicknames only where the message is about their place", () => {
    expect(names("Airlie Beach 4 nights, snorkel the reef")).toEqual(["Great Barrier Reef"]);
    expect(names("Belize 5 nights, snorkel the reef")).toEqual([]);
    expect(names("Livingstone 3 nights, vic falls")).toEqual(["Victoria Falls"]);
  });
  it("not the name of a town, nor what the traveller turns down", () => {
    expect(names("Hot Springs 2 nights, 2 adults")).toEqual([]);
    expect(names("Aurora 3 nights from Denver")).toEqual([]);
    expect(names("Tromso 4 nights, not fussed about the northern lights, 2 adults")).toEqual([]);
    expect(names("Tromso 4 nights, we don't want to miss the northern lights")).toEqual(["northern lights"]);
  });
});

describe("events and sights under the names guides give them", () => {
  it("the fixtures of sport and the parades of a carnival", () => {
    expect(names("Melbourne 4 nights, Boxing Day Test day one")).toContain("Boxing Day Test");
    expect(names("melbourne cup with the girls")).toContain("Melbourne Cup");
    expect(names("rio, a samba school parade at the sambadrome")).toContain("Sambadrome parade");
    expect(names("Vegas for the super bowl")).toContain("Super Bowl");
    expect(names("London, a walk round Wimbledon village")).not.toContain("Wimbledon");
  });
  it("a sight called by its kind where the message is about its place", () => {
    expect(names("Ilulissat 4 nights, the icefjord")).toContain("Ilulissat Icefjord");
    expect(names("Budapest baths weekend")).toContain("thermal baths");
    expect(names("Tbilisi 3 nights, sulphur baths")).toContain("thermal baths");
    expect(names("Samoa 6 nights, the To Sua trench")).toContain("To Sua Ocean Trench");
    expect(names("Norway, a fjord cruise")).not.toContain("Ilulissat Icefjord");
    expect(names("Lisbon, hotel with 2 baths")).not.toContain("thermal baths");
  });
  it("a lake or a cove by its name, and a sight without its royal title", () => {
    expect(mustSee("El Nido then Coron, island hopping and Kayangan Lake")).toContain("Kayangan Lake");
    expect(mustSee("Coromandel 4 nights, Cathedral Cove")).toContain("Cathedral Cove");
    expect(mustSee("Seville 4 nights, the Alcázar and a flamenco show")).toContain("Real Alcázar");
    expect(mustSee("Salt Lake City 3 nights, skiing")).not.toContain("Salt Lake");
  });
});

describe("more of what a trip is for", () => {
  it("in the other languages and the traveller's plain words", () => {
    expect(names("Provence en juin, champs de lavande et marchés")).toContain("lavender fields");
    expect(names("Andalusia for a week, white villages and flamenco")).toContain("white villages");
    expect(names("Azores 8 days, hot springs, whales, crater lakes")).toEqual(
      expect.arrayContaining(["whale watching", "crater lakes"]),
    );
    expect(names("Cairo 3 nights, then a Nile cruise to Aswan")).toContain("Nile cruise");
    expect(names("Budapest, a Danube river cruise at night")).toContain("Danube river cruise");
    expect(names("Portland 3 nights, lobster rolls and lighthouses please")).toContain("lighthouses");
    expect(names("Nova Scotia, a week of lighthouses and seafood")).toContain("lighthouses");
  });
  it("a sight by the name its place knows it by", () => {
    expect(names("Caye Caulker 4n, diving the Blue Hole")).toContain("Great Blue Hole");
    expect(names("Dahab 7 nights, Blue Hole + Canyon")).not.toContain("Great Blue Hole");
    expect(names("Barcellona 4 notti, ci interessano Gaudí")).toContain("Gaudí");
  });
  it("not a whale shark swim or a cruise of another kind", () => {
    expect(names("Ningaloo, swim with whale sharks")).not.toContain("whale watching");
    expect(names("Miami, then a Caribbean cruise")).toEqual([]);
  });
});

describe("words typed short for another fact", () => {
  it("are no sight", () => {
    expect(mustSee("lis 4 nts, me+bf, frm ldn")).not.toContain("frm ldn");
    expect(mustSee("rome 3 nights frm manchester, colosseum")).not.toContain("frm manchester");
  });
});

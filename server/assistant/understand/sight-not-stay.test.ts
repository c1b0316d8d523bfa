import { describe, expect, it } from "vitest";
import { read } from "../testing/read";
import { readPlaces } from "./mentions";
import { namedAsSight } from "./sight-not-stay";

// Which of the stops a reader found are sights seen from another stop, not stays (for
// read-message.ts to keep out of the stays).

const sights = (message: string) => {
  const { mentions } = readPlaces(message);
  const stops = mentions.filter((m) => m.role === "stop");
  // (A day out, or a place a short way from a stop with nights: mentions.ts reads it as a sight already.)
  return mentions.filter((m) => m.near || (m.role === "stop" && namedAsSight(message, m, stops))).map((m) => m.typed);
};

describe("a stop named as a sight", () => {
  it("a thing people go for that a map also has as a town", () => {
    expect(sights("Osaka 5 nights, sakura, 2 adults")).toEqual(["sakura"]);
  });
  it("a far sight whose base is another stop", () => {
    expect(sights("Te Anau 3 nights, milford sound cruise, 2 adults")).toEqual(["milford sound"]);
  });
  it("a sight of another stop's city, every word of its name", () => {
    expect(sights("Lisbon 3 nights, belem tower + alfama, 2 adults")).toEqual(["belem", "tower"]);
  });
  it("a place named for what is done there", () => {
    expect(sights("Galle 4 nights, whale watching off Mirissa")).toEqual(["Mirissa"]);
  });
  it("a place said as a day out from the stay", () => {
    expect(sights("Seville 5 nights with a day in Cordoba and one in Ronda")).toEqual(["Cordoba", "Ronda"]);
    expect(sights("Lyon 4 nights, a day in Annecy and one in Beaune")).toEqual(["Annecy", "Beaune"]);
    expect(sights("Sorrento 5 nights with a day in Positano")).toEqual(["Positano"]);
  });
  it("never a stop with nights of its own, nor one of a list without lengths", () => {
    expect(sights("Seville 5 nights, then a day in Cadiz on the way to Ronda 2 nights")).not.toContain("Ronda");
    expect(sights("Queenstown 3 nights then Milford Sound 1 night")).toEqual([]);
    expect(sights("Rome 3 nights then Florence 3 nights")).toEqual([]);
    expect(sights("Paris, Versailles, Lyon")).toEqual([]);
  });
});

describe("an area called 'the X' a day's reach from a stay with nights", () => {
  it("is a day out from the stay, not a stop", () => {
    expect(sights("Cairns 6 nights, snorkelling and the Daintree")).toEqual(["Daintree"]);
    expect(read("Cairns 6 nights, snorkelling and the Daintree").plan.stays).toEqual([]);
    expect(read("Port Douglas 5 nights, the reef and the Daintree, from Melbourne").plan.destination?.name).toBe(
      "Port Douglas",
    );
  });
  it("given nights of its own, or gone on to, it is a stop", () => {
    const own = read("Cairns 4 nights then the Daintree 2 nights").plan.stays.map((s) => [s.place.name, s.nights]);
    expect(own).toEqual([
      ["Cairns", 4],
      ["Daintree", 2],
    ]);
    expect(sights("Cairns 4 nights, the Daintree 3 nights")).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { readPlaces } from "./mentions";
import { placesToSee } from "./places-to-see";

// A stop named by what is visited there (a park, a desert, a sight at a gateway village) is also
// a must-see; a town is not. Our own examples.

const seen = (message: string) => {
  const { mentions } = readPlaces(message);
  const stops = mentions.filter((m) => m.role === "stop");
  return placesToSee(message, stops, mentions, undefined);
};

describe("a stop that is a sight", () => {
  it("a park or a desert with no town of its own", () => {
    expect(seen("Tanzania 10 days, Serengeti + Zanzibar, from Oslo")).toContain("Serengeti");
  });
  it("not a town, nor a town under its other name", () => {
    expect(seen("Bombay 4 nights then Goa 3 nights")).toEqual([]);
    expect(seen("Porto 3 nights and Lisbon 4 nights")).toEqual([]);
    expect(seen("Austria 6 days, Hallstatt + Vienna")).not.toContain("Hallstatt");
  });
});

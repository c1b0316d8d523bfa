import { describe, expect, it } from "vitest";
import { read } from "../testing/read";

// Names read by the words around them: a person's name that is also a town's, a town visitors go
// to listed after a comma, a state's code in capitals, an event after the town, where they are based.

const names = (message: string) => read(message).plan.stays.map((s) => s.place.name);
const where = (message: string) => read(message).plan.destination?.name ?? null;

describe("a person's name is no place", () => {
  it.each([
    ["My son Sydney and I want Lisbon 4 nights", "Lisbon"],
    ["Victoria's birthday trip to Paris 3 nights", "Paris"],
    ["Paris 3 nights for Sydney's 40th", "Paris"],
    ["Adelaide (my wife) wants Rome, 5 nights", "Rome"],
    ["Rovaniemi to meet Santa, 3 nights from 18 Dec", "Rovaniemi"],
  ])("%s", (message, place) => {
    expect(where(message)).toBe(place);
    expect(read(message).plan.stays).toEqual([]);
  });
  // The same name where a place goes is the place.
  it.each([
    ["Florence 3 nights then Rome 2", ["Florence", "Rome"]],
    ["Sydney 4 nights then Melbourne 3", ["Sydney", "Melbourne"]],
    ["Sofia + Plovdiv, 5 days, me and my daughter Sofia", ["Sofia", "Plovdiv"]],
    ["visiting Chile with my sister, Santiago 4 nights and Valparaiso 2 nights", ["Santiago", "Valparaíso"]],
  ])("%s", (message, expected) => {
    expect(names(message)).toEqual(expected);
  });
  it("a home before the party is still home", () => {
    expect(read("Salzburg 2 nights, Hallstatt 1 night, train from Munich, my mum and me").plan.origin?.name).toBe(
      "Munich",
    );
    expect(read("Cork 3 nights then Galway 2. We're from Boston, my husband and I").plan.origin?.name).toBe("Boston");
  });
});

describe("names the words around them make towns", () => {
  it("a town visitors go to, listed on after a comma", () => {
    expect(names("kandy, ella, galle")).toEqual(["Kandy", "Ella", "Galle"]);
    expect(names("HANOI, HOI AN, HO CHI MINH CITY")).toHaveLength(3);
  });
  it.each([
    ["Mobile AL for Mardi Gras, 3 nights", "Mobile"],
    ["Calabar Carnival, Dec 26-30, from Abuja", "Calabar"],
    ["Edinburgh Fringe 4 nights", "Edinburgh"],
    ["6 nights based in Positano in September", "Positano"],
  ])("%s", (message, place) => {
    expect(where(message)).toBe(place);
  });
});

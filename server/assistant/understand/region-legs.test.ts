import { describe, expect, it } from "vitest";
import { read } from "../testing/read";

// Regions among the stops: a country as one leg of a trip through others, islands each with its
// nights in a bare list, and an island heading its own towns. Our own examples, with negatives.

const stays = (message: string) =>
  read(message).plan.stays.map((s) => `${s.place.name}/${s.place.country_code}:${s.nights ?? "-"}`);
const region = (message: string) => read(message).plan.region?.name ?? null;
const nights = (message: string) => read(message).plan.nights;

describe("a town, then a country as the next leg", () => {
  it.each([
    ["Dubai 4 nights then Maldives 5", "Dubai/AE:4", "Maldives", 9],
    ["doha 2 nights then the seychelles 6 nights", "Doha/QA:2", "Seychelles", 8],
    ["Singapore 3 nights then Japan 7", "Singapore/SG:3", "Japan", 10],
    ["London 3 nights, then Ireland for 5 nights", "London/GB:3", "Ireland", 8],
  ])("%s", (message, first, area, total) => {
    expect(stays(message)[0]).toBe(first);
    expect(stays(message)).toHaveLength(2);
    expect(region(message)).toBe(area);
    expect(nights(message)).toBe(total);
  });
  // A country holding the towns named is where they are, not a leg.
  it.each([
    ["Italy 10 nights: Rome 4, Florence 3, Venice 3", ["Rome/IT:4", "Florence/IT:3", "Venice/IT:3"]],
    ["Japan 10 nights: Tokyo 5, Kyoto 5", ["Tokyo/JP:5", "Kyoto/JP:5"]],
  ])("%s", (message, expected) => {
    expect(stays(message)).toEqual(expected);
  });
});

describe("islands each given a bare number in a list", () => {
  it.each([
    ["Greece: Athens 3, Naxos 4, Paros 3", ["Athens/GR:3", "Náxos/GR:4", "Páros/GR:3"]],
    ["athens 3, mykonos 4, paros 3", ["Athens/GR:3", "Mykonos/GR:4", "Páros/GR:3"]],
    ["Athens 3, Naxos 4, Paros 3, Milos 2", ["Athens/GR:3", "Náxos/GR:4", "Páros/GR:3", "Milos/GR:2"]],
  ])("%s", (message, expected) => {
    expect(stays(message)).toEqual(expected);
    expect(region(message)).toBeNull();
  });
  // Numbers that are people, not nights.
  it("Athens 2, kids 4 and 7", () => {
    expect(stays("Athens 2, kids 4 and 7")).toEqual([]);
  });
});

describe("an island heading its towns, each with its nights", () => {
  it.each([
    ["Bali 8 nights: Ubud 4 then Seminyak 4", ["Ubud/ID:4", "Seminyak/ID:4"], 8],
    ["bali 10 nights: ubud 4, seminyak 3, uluwatu 3", ["Ubud/ID:4", "Seminyak/ID:3", "Uluwatu/ID:3"], 10],
    ["Tasmania 7 nights - Hobart 4, Launceston 3", ["Hobart/AU:4", "Launceston/AU:3"], 7],
    ["Bali 4 nights, Ubud 2, Seminyak 2", ["Ubud/ID:2", "Seminyak/ID:2"], 4],
  ])("%s", (message, expected, total) => {
    expect(stays(message)).toEqual(expected);
    expect(nights(message)).toBe(total);
  });
  // A stop on the island's coast, then the hills: two legs, not a heading.
  it("Bali 5 nights then Ubud 3", () => {
    expect(nights("Bali 5 nights then Ubud 3")).not.toBe(3);
  });
});

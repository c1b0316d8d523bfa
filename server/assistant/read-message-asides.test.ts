import { describe, expect, it } from "vitest";
import { read } from "./testing/read";

// Places named beside the trip but not part of it: where someone else lives, where the travellers
// went before, what the chosen place is compared with. Examples of our own, and near-misses.

const names = (...messages: string[]) => {
  const { plan } = read(...messages);
  return plan.stays.length ? plan.stays.map((s) => s.place.name) : [plan.destination?.name];
};

describe("someone else's town is not a stop", () => {
  it.each([
    ["my brother lives in Lyon, but we want Nice 4 nights and Marseille 2", ["Nice", "Marseille"]],
    ["Our daughter is studying in Glasgow; this trip is Dublin 3 nights then Galway 2", ["Dublin", "Galway"]],
    ["my best friend just moved to Berlin. Prague 3 nights from Vienna", ["Prague"]],
  ])("%s", (message, stops) => {
    expect(names(message)).toEqual(stops);
  });
  it("with nothing else named, the town is where they go after all", () => {
    expect(names("my sister lives in Lyon, we want to visit her for 5 nights in March")).toEqual(["Lyon"]);
  });
  it("with a length of its own it is a stop", () => {
    expect(names("my aunt lives in Porto, so Porto 3 nights then Lisbon 4")).toEqual(["Porto", "Lisbon"]);
  });
});

describe("a past trip's place is not a stop", () => {
  it.each([
    ["We adored Vienna last spring, so this year Budapest, 4 nights", ["Budapest"]],
    ["I've already been to Bangkok, so Chiang Mai 5 nights please", ["Chiang Mai"]],
    ["we were in Krakow in 2023, now Wroclaw 3 nights", ["Wrocław"]],
  ])("%s", (message, stops) => {
    expect(names(message)).toEqual(stops);
  });
  it.each([
    ["never been to Rome, want 4 nights", ["Rome"]],
    ["We've been to Rome twice and want to go back for 4 nights", ["Rome"]],
  ])("not a past trip: %s", (message, stops) => {
    expect(names(message).slice(-stops.length)).toEqual(stops);
  });
});

describe("a place only compared with the one chosen", () => {
  it("'nicer than Lisbon' is not a stop", () => {
    expect(names("friends say Seville is prettier than Madrid, so Seville 4 nights from Dublin")).toEqual(["Seville"]);
  });
  it("'longer in X than Y' keeps both", () => {
    expect(names("Porto 4 nights and Lisbon 2 nights, longer in Porto than Lisbon")).toEqual(["Porto", "Lisbon"]);
  });
});

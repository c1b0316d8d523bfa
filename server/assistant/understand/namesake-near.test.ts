import { describe, expect, it } from "vitest";
import { read } from "../testing/read";

// A name shared by a famous place and a small one near the trip's other stops: the small one only
// when it is a drive away and the famous one is not on the trip's way (namesake-near.ts).

const stays = (message: string) => read(message).plan.stays.map((s) => `${s.place.name}/${s.place.country_code}`);

describe("the namesake travellers know, when the trip flies on or it is as near", () => {
  it.each([
    ["Sydney 4 nights then Queenstown 6", "Queenstown/NZ"],
    ["melbourne 3n, queenstown 5n", "Queenstown/NZ"],
    ["Brisbane for 4 nights and then Queenstown for 5 nights", "Queenstown/NZ"],
    ["Sydney 3 nights, Melbourne 3 nights, Queenstown 4 nights", "Queenstown/NZ"],
    ["Vancouver 4 nights then Seattle 3", "Vancouver/CA"],
    ["Seattle 3 nights, Vancouver 4 nights", "Vancouver/CA"],
    ["Portland 2 nights, Seattle 2 nights, Vancouver 3 nights", "Vancouver/CA"],
    ["Vancouver 3 nights then Portland 2 nights", "Vancouver/CA"],
  ])("%s", (message, place) => {
    expect(stays(message)).toContain(place);
  });
});

describe("the namesake beside the trip, when it is a drive away and the famous one is not", () => {
  it.each([
    ["Hobart 3 nights then Queenstown 2 nights", "Queenstown/AU"],
    ["Cradle Mountain 2 nights, Queenstown 2 nights, Strahan 1 night", "Queenstown/AU"],
    ["Havana 3n, Trinidad 2n", "Trinidad/CU"],
    ["Seville 2 nights, Cordoba 2 nights", "Córdoba/ES"],
    ["Cabo 3 nights + La Paz 2 nights", "La Paz/MX"],
    ["Toronto 3 nights then Kingston 2 nights", "Kingston/CA"],
  ])("%s", (message, place) => {
    expect(stays(message)).toContain(place);
  });
  // Across the river from the place before it is no trip: "Portland to Vancouver" goes to Canada.
  it("Portland to Vancouver", () => {
    expect(read("Portland to Vancouver").plan.destination?.country_code).toBe("CA");
  });
  // Maine's Portland after Boston, Oregon's after Seattle.
  it.each([
    ["Boston 3 nights then Portland 2 nights", -70],
    ["Seattle 2 nights then Portland 2 nights", -123],
  ])("%s", (message, lng) => {
    expect(Math.round(read(message).plan.stays[1]?.place.lng ?? 0)).toBe(lng);
  });
  // A capital is not traded for a village of its name near the other stop.
  it("Boston 3 nights then Lisbon 4 nights", () => {
    expect(stays("Boston 3 nights then Lisbon 4 nights")).toContain("Lisbon/PT");
  });
});

describe("beside the trip, a town of some size, not a hamlet or a suburb of the name", () => {
  it.each([
    ["Mexico City 4 nights then La Paz 5 nights", ["Mexico City/MX", "La Paz/MX"]],
    ["Mexico 2 weeks: Mexico City 4 nights, La Paz 5 nights", ["Mexico City/MX", "La Paz/MX"]],
  ])("%s", (message, expected) => {
    expect(stays(message)).toEqual(expected);
  });
});

describe("a town of its own standing a drive away, when the name alone is across the world", () => {
  it.each([
    ["Edinburgh 3 nights then Perth 2", "Perth/GB"],
    ["glasgow 2 nights, perth 2 nights, inverness 3 nights", "Perth/GB"],
    ["Glasgow 3 nights then Hamilton 2", "Hamilton/GB"],
  ])("%s", (message, place) => {
    expect(stays(message)).toContain(place);
  });
  // Not a village of a famous name, and not when the trip is already in that part of the world.
  it.each([
    ["Boston 3 nights then Lisbon 4 nights", "Lisbon/PT"],
    ["Dallas 3 nights then Paris 4", "Paris/FR"],
    ["Atlanta 3 nights then Rome 4", "Rome/IT"],
    ["Singapore 3 nights then Perth 4", "Perth/AU"],
  ])("%s", (message, place) => {
    expect(stays(message)).toContain(place);
  });
});

import { describe, expect, it } from "vitest";
import { read } from "../testing/read";

// Places with no nights between two stops that have theirs, a day's reach from the one before,
// are days out from it (far-strays.ts, nearSights): the trip's nights are all given elsewhere.

const stays = (message: string) => read(message).plan.stays.map((s) => s.place.name);

describe("days out between two stops with nights", () => {
  it.each([
    ["Madrid 3 nights, Toledo and Segovia, then Barcelona 4", ["Madrid", "Barcelona"]],
    ["Madrid 3 nights, Toledo, then Barcelona 4 nights", ["Madrid", "Barcelona"]],
    ["Hanoi 3 nights, Ninh Binh, Hue 2 nights", ["Hanoi", "Huế"]],
    ["Edinburgh 3n, Stirling and St Andrews, then Inverness 2n", ["Edinburgh", "Inverness"]],
    ["Lisbon 4 nights, Sintra and Cascais, then Porto 3 nights", ["Lisbon", "Porto"]],
  ])("%s", (message, expected) => {
    expect(stays(message)).toEqual(expected);
  });
});

describe("stops all the same", () => {
  it.each([
    // Too far for a day out.
    ["Rome 3 nights, Florence, Venice 2 nights", ["Rome", "Florence", "Venice"]],
    // Named as the next stop.
    ["Madrid 3 nights then Toledo, Seville 3 nights", ["Madrid", "Toledo", "Seville"]],
    // With nights of its own.
    ["Madrid 3 nights, Toledo 1 night, Seville 3 nights", ["Madrid", "Toledo", "Seville"]],
    // No nights anywhere: a list of stops.
    ["Madrid, Toledo, Barcelona", ["Madrid", "Toledo", "Barcelona"]],
  ])("%s", (message, expected) => {
    expect(stays(message)).toEqual(expected);
  });
});

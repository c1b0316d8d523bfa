import { describe, expect, it } from "vitest";
import { read } from "../testing/read";
import { sightNights } from "./sight-nights";

// A sight listed as one more leg with nights of its own (a park's hotel): its nights are the trip's.

describe("nights at a sight listed as a leg", () => {
  it.each([
    ["Hong Kong 3 nights and Disneyland 2", 5],
    ["hong kong 3 nights then Disneyland 2 nights", 5],
    ["Orlando 4 nights, then Universal Studios 2 nights", 6],
    ["Singapore 3 nights + Sentosa 2 nights", 5],
  ])("%s", (message, nights) => {
    expect(read(message).plan.nights).toBe(nights);
  });
  // A day at a sight is an outing; dates fix the length; a town is a stop, not a sight.
  it.each([
    ["Hong Kong 3 nights, Disneyland 1 day", 3],
    ["Hong Kong 3 nights and Disneyland 2, 10-15 June", 5],
    ["Tokyo 4 days, Disneyland 1", 3],
    // A sight read as a stop already has its nights in the trip.
    ["Zagreb 2 nights and Lake Bled 3 nights", 5],
    ["Lima 2 nights, Cusco 4 nights, Machu Picchu 1 night", 7],
  ])("%s", (message, nights) => {
    expect(read(message).plan.nights).toBe(nights);
  });
  it("counts only sights after a stop with nights", () => {
    expect(sightNights("Disneyland 2 nights")).toBe(0);
    expect(sightNights("Paris 4 nights and Disneyland 2")).toBe(2);
    expect(sightNights("Paris 4 nights and Lyon 2")).toBe(0);
  });
});

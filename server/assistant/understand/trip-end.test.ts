import { describe, expect, it } from "vitest";
import { findTripEnd, nightsBetween, withoutTripEnd } from "./trip-end";

// The day a trip ends, said as a weekday or a date after "back", "home", "leave" or "until",
// counted from the trip's start (Fri 2027-03-05 here).

const start = "2027-03-05";
const endOf = (m: string) => findTripEnd(m, start)?.end;

describe("the end of a trip said as a day", () => {
  it("a weekday is the first one after the start", () => {
    expect(endOf("we have to be home by tuesday")).toBe("2027-03-09");
    expect(endOf("need to leave friday actually")).toBe("2027-03-12");
    expect(endOf("flying back on Mon")).toBe("2027-03-08");
    expect(endOf("can we stay until wednesday")).toBe("2027-03-10");
  });
  it("a day of the month, with or without its month", () => {
    expect(endOf("we fly home on the 9th")).toBe("2027-03-09");
    expect(endOf("back on 11 march")).toBe("2027-03-11");
    expect(endOf("returning March 8")).toBe("2027-03-08");
  });
  it("is no end without a day after the words", () => {
    expect(endOf("push it back a week")).toBeUndefined();
    expect(endOf("a hike up the dragon's back")).toBeUndefined();
    expect(endOf("we haven't been back in twenty years")).toBeUndefined();
    expect(endOf("my meeting runs till 4 on that day")).toBeUndefined();
    expect(endOf("can we head back to the hotel on the 2nd day for a rest")).toBeUndefined();
  });
  it("is no end when a place's hours or a visit is said, or the day is asked about", () => {
    expect(endOf("does the aquarium stay open until saturday?")).toBeUndefined();
    expect(endOf("the night market runs till the 12th I think")).toBeUndefined();
    expect(endOf("could we check out the street food stalls on monday?")).toBeUndefined();
    expect(endOf("we'd love to go back to that bakery on thursday")).toBeUndefined();
    expect(endOf("are the lantern displays up until the 14th")).toBeUndefined();
    expect(endOf("when do most people head home, sunday?")).toBeUndefined();
    expect(endOf("my cousin flies home on the 8th")).toBeUndefined();
  });
  it("is an end when the travellers say it of themselves", () => {
    expect(endOf("ok so we're staying until thursday now")).toBe("2027-03-11");
    expect(endOf("I have to be back at work by wednesday")).toBe("2027-03-10");
    expect(endOf("sadly home by the 10th, can you shorten it?")).toBe("2027-03-10");
    expect(endOf("we need to head home two days earlier, on the 8th")).toBe("2027-03-08");
  });
  it("gives the nights and blanks the phrase for the date reader", () => {
    const found = findTripEnd("make it shorter, back sunday", start);
    expect(found && nightsBetween(start, found.end)).toBe(2);
    expect(found && withoutTripEnd("make it shorter, back sunday", found).trim()).toBe("make it shorter,");
  });
});

import { describe, expect, it } from "vitest";
import { read } from "../testing/read";
import { legLengths, legsTotal } from "./trip-total";

// The trip's whole length from every leg said, including legs at places no map knows.

describe("legs added up", () => {
  it.each([
    ["Porto 3 nights, Douro valley quinta 2 nights, Lisbon 4 nights", [3, 2, 4]],
    ["(4n) Hoi An → (2n) somewhere in the hills", [4, 2]],
    ["Cusco tres... sorry, Cusco 3 nights then two nights glamping", [3, 2]],
    ["Langkawi 3D2N then Penang 2 nights", [2, 2]],
    ["desert tour 3 days 2 nights, then Essaouira 3 nights", [2, 3]],
  ] as [string, number[]][])("%s", (message, nights) => {
    expect(legLengths(message).nights).toEqual(nights);
  });

  it("days per stop are that many days, a night fewer", () => {
    expect(legsTotal("denver 2 days > moab 3 days > vegas 2 days", 4, 3)).toBe(6);
  });

  it("counts no price, rate, past stay, share, edit or name that merely holds the letters", () => {
    expect(legLengths("Oslo 3 nights, hotel under €120 a night, we did 2 nights there last year").nights).toEqual([3]);
    expect(legLengths("Bergen 3 nights, max 900 kroner a night").nights).toEqual([3]);
    expect(legLengths("Split and Hvar, 3 nights each, 2 more nights if it's cheap").nights).toEqual([]);
    expect(legLengths("Xi'an and an island, then Lanzhou").nights).toEqual([]);
    expect(legLengths("Vienna 4 days with a day trip to Bratislava").days).toEqual([4]);
  });

  it("no total from a total and its breakdown, or from one leg", () => {
    expect(legsTotal("Crete 7 nights: Chania 3 nights, Heraklion 4 nights", 7, 2)).toBeUndefined();
    expect(legsTotal("Peru 10 nights, Cusco 4 nights", 10, 1, false, "Cusco")).toBeUndefined();
    expect(legsTotal("Sardinia 8 nights, 3 nights in Alghero", 8, 1, true)).toBeUndefined();
    expect(legsTotal("Madrid 5 nights", 5, 1)).toBeUndefined();
  });
});

describe("the trip's length longer than the stops found", () => {
  it("a leg at a place that is no stop still counts", () => {
    const { plan } = read("Tromso 3 nights, then 2 nights at a cabin up the fjord, from Oslo");
    expect(plan.nights).toBe(5);
  });
  it("stops given days: the days added up", () => {
    const { plan } = read("Denver 2 days, Moab 3 days, Las Vegas 2 days, from Chicago");
    expect(plan.nights).toBe(6);
  });
  it("an area's length, then a town's in it, is the trip's length", () => {
    expect(read("Morocco 9 nights, Fes 3 nights, from Madrid").plan.nights).not.toBe(12);
  });
  it("dates said win over the legs", () => {
    expect(read("Abisko 3 nights, one night in a glass igloo, 12-15 Feb, from Stockholm").plan.nights).toBe(3);
  });
  it("a stop's bare count is no range's first day", () => {
    expect(read("Porto 2 nights then Braga 2 — second week of May starting the 9th, from Boston").plan.nights).toBe(4);
  });
  it("a stop list that says it all keeps its sum", () => {
    const { plan } = read("Madrid 3 nights, Seville 2 nights, Granada 2 nights, from London");
    expect(plan.nights).toBe(7);
  });
});

describe("equal legs in days are legs, not a total and its part", () => {
  it.each([
    ["Addis Ababa 2 days then Lalibela 2 days, from Nairobi", 3],
    ["London 3 days then Paris 3 days, Eurostar between", 5],
    ["Hanoi 4 days, Hoi An 4 days", 7],
  ])("%s: %i nights", (message, nights) => {
    expect(read(message).plan.nights).toBe(nights);
  });
  it("a total in days beside its parts stays the total", () => {
    expect(read("Rome 3 days, Florence 2 days, 5 days total").plan.nights).toBe(4);
  });
});

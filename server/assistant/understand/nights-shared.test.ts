import { describe, expect, it } from "vitest";
import { read } from "../testing/read";

// The trip's nights shared out after the list of stays, in the traveller's own words.

const nights = (message: string) => read(message).plan.stays.map((s) => s.nights);

describe("nights shared out after the list", () => {
  it("a count in a stay, the rest in another", () => {
    expect(nights("Krakow, Wroclaw and Gdansk, 9 nights, 4 in Krakow, 2 in Wroclaw and the rest in Gdansk")).toEqual([
      4, 2, 3,
    ]);
  });
  it("one stay's count and 'each' for the others", () => {
    expect(nights("Porto, Coimbra, Lisbon - 8 nights total, 2 in Coimbra and 3 each in the others")).toEqual([3, 2, 3]);
  });
  it("'N each' without the unit, a total said", () => {
    expect(nights("Seoul, Busan, Gyeongju. 9 nights. 3 each")).toEqual([3, 3, 3]);
  });
  it("split evenly, when it divides", () => {
    expect(nights("Bangkok, Chiang Mai and Phuket for 12 nights, split evenly")).toEqual([4, 4, 4]);
    expect(nights("Bangkok, Chiang Mai and Phuket for 10 nights, split evenly")).toEqual([null, null, null]);
  });
  it("lengths beside the names stay as they were", () => {
    expect(nights("4 nights in Rome and 3 in Florence")).toEqual([4, 3]);
  });
});

describe("a family counted, then its children's ages", () => {
  it.each([
    ["Crete 7 nights, family of 5 kids 4 8 11", 2, [4, 8, 11]],
    ["Algarve 7 nights, family of 4 kids 2 and 6", 2, [2, 6]],
  ] as [string, number, number[]][])("%s", (message, adults, ages) => {
    const { plan } = read(message);
    expect(plan.party.adults).toBe(adults);
    expect(plan.party.children).toEqual(ages);
  });
});

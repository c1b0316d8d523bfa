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
  it("a count after the name, the rest in the other", () => {
    expect(nights("8 nights total, Vienna for 3 and Budapest for the rest")).toEqual([3, 5]);
    // (By name: the order of the stops is another reader's.)
    const { plan } = read("Porto and Lisbon, 7 nights. 3 nights porto and the rest in lisbon");
    expect(Object.fromEntries(plan.stays.map((s) => [s.place.name, s.nights]))).toEqual({ Porto: 3, Lisbon: 4 });
  });
  it("'each' in the traveller's own language", () => {
    expect(nights("Quiero ir a Sevilla y Granada, 3 noches en cada una")).toEqual([3, 3]);
    expect(nights("Lyon et Annecy, 2 nuits chacune")).toEqual([2, 2]);
  });
  it("the rest split evenly after one stop's count", () => {
    expect(nights("Rome, Florence and Venice, 8 nights: first 4 in Rome, the rest split evenly")).toEqual([4, 2, 2]);
  });
  it("a whole trip's length after the list is no stop's", () => {
    expect(nights("Lyon and Annecy for 4 nights")).toEqual([null, null]);
    expect(nights("Rome and Naples for 2 people, 5 nights")).toEqual([null, null]);
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

describe("a stay's nights beside its name, the rest in another", () => {
  it.each([
    ["10 nights in Vietnam: Hanoi 3 nights and the rest in Hoi An", [3, 7]],
    ["Japan 10 days from Dec 20, Tokyo 4 nights, Kyoto for the rest", [4, 5]],
  ])("%s", (message, want) => {
    expect(read(message).plan.stays.map((s) => s.nights)).toEqual(want);
  });
  it("the rest goes to the stay without a count, whichever order they come in", () => {
    const { plan } = read("Porto and Lisbon, 7 nights: Porto 2 nights, Lisbon the rest");
    expect(Object.fromEntries(plan.stays.map((s) => [s.place.name, s.nights]))).toEqual({ Porto: 2, Lisbon: 5 });
  });
  it("a count after the list, past a stop, is the trip's and no stay's", () => {
    expect(nights("Krakow, Wroclaw and Gdansk, 9 nights, 4 in Krakow, 2 in Wroclaw and the rest in Gdansk")).toEqual([
      4, 2, 3,
    ]);
  });
  it("no rest said: the stays keep their own nights", () => {
    expect(read("Hanoi 3 nights, Hoi An 4 nights").plan.stays.map((s) => s.nights)).toEqual([3, 4]);
  });
});

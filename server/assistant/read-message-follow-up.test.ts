import { describe, expect, it } from "vitest";
import { read } from "./testing/read";

// A follow-up that changes the stops of a trip still being described may say more of the trip in
// the same breath (where from, when, the dates' length): that is kept, and what it does not say
// stays as it was.

describe("a change of stops keeps what else the follow-up says", () => {
  it("home and start said with a swap", () => {
    const { plan } = read("Lisbon 5 nights", "swap Lisbon for Porto, from Boston, starting June 3");
    expect(plan.origin?.name).toBe("Boston");
    expect(plan.startDate).toBe("2027-06-03");
  });
  it("a date said with a stop dropped", () => {
    const { plan } = read("Rome 3 nights then Florence 3 nights", "drop florence, we'll fly out of Denver on May 2");
    expect(plan.origin?.name).toBe("Denver");
    expect(plan.startDate).toBe("2027-05-02");
  });
  it("a date range said with a stop added gives the trip its length", () => {
    const { plan } = read("Hanoi 3 nights then Hue 2 nights", "add Hoi An too, 10-18 March, leaving from Singapore");
    expect(plan.origin?.name).toBe("Singapore");
    expect(plan.startDate).toBe("2027-03-10");
  });
});

describe("the dates said with a change of nights are shared out as said", () => {
  it("'the rest in X' takes the nights the dates leave", () => {
    const { plan } = read("Hanoi then Hoi An, from Sydney", "3-10 May, 3 nights in Hanoi and the rest in Hoi An");
    expect(plan.startDate).toBe("2027-05-03");
    expect(plan.stays.map((s) => s.nights)).toEqual([3, 4]);
  });
});

describe("what the follow-up does not say stays", () => {
  it("a stop added with its own nights moves neither start nor home", () => {
    const { plan } = read("Rome 3 nights then Florence 3 from Boston, May 2", "add Venice for 2 nights");
    expect(plan.origin?.name).toBe("Boston");
    expect(plan.startDate).toBe("2027-05-02");
    expect(plan.stays.map((s) => s.nights)).toEqual([3, 3, 2]);
  });
  it("a stop dropped alone keeps the dates and home already given", () => {
    const { plan } = read("Rome 3 nights then Florence 3 nights from Boston, May 2", "drop florence");
    expect(plan.origin?.name).toBe("Boston");
    expect(plan.startDate).toBe("2027-05-02");
  });
});

import { describe, expect, it } from "vitest";
import { travelDuration, travelLabel } from "./travel-label";

describe("travelLabel", () => {
  it("says each way as people say it", () => {
    expect(travelLabel({ mode: "walk", minutes: 12 })).toBe("12 min walk");
    expect(travelLabel({ mode: "transit", minutes: 25, by: "metro" })).toBe("25 min by metro");
    expect(travelLabel({ mode: "transit", minutes: 25 })).toBe("25 min by transit");
    expect(travelLabel({ mode: "train", minutes: 160 })).toBe("2 h 40 by train");
    expect(travelLabel({ mode: "taxi", minutes: 18 })).toBe("18 min by taxi");
    expect(travelLabel({ mode: "drive", minutes: 60 })).toBe("1 h drive");
    expect(travelLabel({ mode: "flight", minutes: 125 })).toBe("2 h 05 flight");
    expect(travelLabel({ mode: "ferry", minutes: 90 })).toBe("1 h 30 by ferry");
    expect(travelLabel({ mode: "hoverboard", minutes: 7 })).toBe("7 min");
  });

  it("never says 0 min, and rounds to whole minutes", () => {
    expect(travelDuration(0)).toBe("1 min");
    expect(travelDuration(4.6)).toBe("5 min");
    expect(travelDuration(Number.NaN)).toBe("1 min");
  });
});

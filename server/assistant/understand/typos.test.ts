import { describe, expect, it } from "vitest";
import { mendTypos, slipOf, slips } from "./typos";

// Slips in the words the readers key on, mended; real words never turned into others.

describe("typos", () => {
  it("counts a swap of neighbours as one slip", () => {
    expect(slips("nihgts", "nights")).toBe(1);
    expect(slips("colloseum", "colosseum")).toBe(2);
  });
  it("a short word only by two neighbours swapped", () => {
    expect(slipOf("dyas", "days")).toBe(true);
    expect(slipOf("dads", "days")).toBe(false);
  });
  it("mends lengths after a number and the party's words anywhere", () => {
    expect(mendTypos("rome 5 dyas with my parnter")).toBe("rome 5 days with my partner");
    expect(mendTypos("barcelonna 4 nihgts, 3 girls")).toBe("barcelonna 4 nights, 3 girls");
  });
  it("leaves real words and a word's own forms alone", () => {
    expect(mendTypos("2 dads and 3 dogs, my friend and our partners")).toBe(
      "2 dads and 3 dogs, my friend and our partners",
    );
    expect(mendTypos("5 star hotel")).toBe("5 star hotel");
  });
});

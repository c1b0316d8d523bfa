import { describe, expect, it } from "vitest";
import { mendEditSlips } from "./edit-typos";

describe("slips in the words of a change", () => {
  it("are mended", () => {
    expect(mendEditSlips("pls remvoe the aquarium")).toBe("pls remove the aquarium");
    expect(mendEditSlips("one more nigth in Quito")).toBe("one more night in Quito");
  });
  it("leave real words and names alone", () => {
    expect(mendEditSlips("a stitch in time")).toBe("a stitch in time");
    expect(mendEditSlips("the cancer research museum")).toBe("the cancer research museum");
    expect(mendEditSlips("Bangkok 3 nights then Koh Chang")).toBe("Bangkok 3 nights then Koh Chang");
    expect(mendEditSlips("lunch on Dorp Street")).toBe("lunch on Dorp Street");
  });
  it("mend a capitalised slip that begins a sentence", () => {
    expect(mendEditSlips("Remvoe the zoo. Swich days 1 and 2")).toBe("Remove the zoo. Switch days 1 and 2");
  });
});

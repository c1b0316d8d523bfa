import { describe, expect, it } from "vitest";
import { wrapIndex } from "./use-carousel";

describe("wrapIndex", () => {
  it("wraps past both ends", () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(-4, 3)).toBe(2);
    expect(wrapIndex(1, 3)).toBe(1);
  });
});

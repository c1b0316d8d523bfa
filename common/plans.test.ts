import { describe, expect, it } from "vitest";
import { annualSavingPercent, dollars } from "./plans";

describe("plan prices", () => {
  it("computes the spec's 'Save 20%' from 999 monthly and 9588 annually, and formats cents", () => {
    expect(annualSavingPercent(999, 9588)).toBe(20);
    expect(annualSavingPercent(1200, 10800)).toBe(25);
    expect(annualSavingPercent(0, 0)).toBe(0);
    expect(dollars(999)).toBe("$9.99");
    expect(dollars(Math.round(9588 / 12))).toBe("$7.99");
    expect(dollars(9588)).toBe("$95.88");
    expect(dollars(1200)).toBe("$12");
    expect(dollars(0)).toBe("$0");
  });
});

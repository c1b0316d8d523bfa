import { describe, expect, it } from "vitest";
import { rateErrorText, untilText } from "./rate-error";

describe("the rate error's time", () => {
  const now = new Date("2027-03-10T19:45:00Z");
  it("says how long from now, in hours and minutes", () => {
    expect(untilText(new Date("2027-03-10T21:59:00Z"), now)).toBe("in 2 h 14 min");
    expect(untilText(new Date("2027-03-10T21:45:00Z"), now)).toBe("in 2 h");
    expect(untilText(new Date("2027-03-10T19:50:00Z"), now)).toBe("in 5 min");
    expect(untilText(new Date("2027-03-10T19:45:20Z"), now)).toBe("in under a minute");
  });
  it("links the plans and never shows seconds", () => {
    const { html } = rateErrorText("Limit reached.", "2027-03-10T21:59:37Z", now) as { html: string };
    expect(html).toContain("in 2 h 15 min (at ");
    expect(html).not.toMatch(/\d:\d\d:\d\d/);
    expect(html).toContain('<a href="/pricing">subscription plans</a>');
  });
});

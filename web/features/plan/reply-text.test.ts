import { describe, expect, it } from "vitest";
import { planInPanel, withoutDayByDay } from "./reply-text";

describe("a reply that built the plan", () => {
  it("points to the panel instead of listing the days again", () => {
    const msg = [
      "Here's your **3-day trip to Lisbon, Portugal** (Mar 10 - Mar 12, 2027).",
      "**Flights:** TAP Air Portugal, JFK → LIS.",
      "**Day 1 · Wed, Mar 10**\n- 19:30 Fly from New York to Lisbon",
      "**Day 2 · Thu, Mar 11**\n- 10:00 Visit Belém Tower\n- 15:00 Free time",
      'Want to change anything? Try *"make it 5 days"*.',
    ].join("\n\n");
    expect(withoutDayByDay(msg)).toBe(
      [
        "Here's your **3-day trip to Lisbon, Portugal** (Mar 10 - Mar 12, 2027).",
        "**Flights:** TAP Air Portugal, JFK → LIS.",
        planInPanel,
        'Want to change anything? Try *"make it 5 days"*.',
      ].join("\n\n"),
    );
  });

  it("reads headings too, and leaves a reply without days as it is", () => {
    expect(withoutDayByDay("Intro\n\n### Day 1\n- a\n\nOutro")).toBe(`Intro\n\n${planInPanel}\n\nOutro`);
    const plain = "Belém is worth half a day: the tower, the monastery, and pastéis.";
    expect(withoutDayByDay(plain)).toBe(plain);
    expect(withoutDayByDay("Days 1 and 2 are busy.")).toBe("Days 1 and 2 are busy.");
  });
});

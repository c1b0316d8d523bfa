import { describe, expect, it } from "vitest";
import { badge, relativeTime } from "./relative-time";

describe("notification labels", () => {
  const now = Date.parse("2026-11-22T12:00:00Z");
  it("says how long ago, and 'Recently' for a bad date", () => {
    expect(relativeTime("2026-11-22T11:59:30Z", now)).toBe("Just now");
    expect(relativeTime("2026-11-22T11:15:00Z", now)).toBe("45m ago");
    expect(relativeTime("2026-11-22T03:00:00Z", now)).toBe("9h ago");
    expect(relativeTime("2026-11-19T12:00:00Z", now)).toBe("3d ago");
    expect(relativeTime("not a date", now)).toBe("Recently");
    expect(relativeTime(null, now)).toBe("Recently");
  });
  it("caps the badge at 9+ on the desktop bell and 99+ on mobile", () => {
    expect(badge(9, false)).toBe("9");
    expect(badge(10, false)).toBe("9+");
    expect(badge(99, true)).toBe("99");
    expect(badge(100, true)).toBe("99+");
  });
});

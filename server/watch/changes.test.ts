import { describe, expect, it } from "vitest";
import { isOutdoor, priceChange, weatherChanges } from "./changes";
import { checkIntervalMs, daysUntil } from "./schedule";

const clear = { icon: "clear", description: "Clear sky", min: 12, max: 19 };

describe("what counts as a change", () => {
  it.each([
    // before, after, kind or null
    [812, 812, null],
    [812, 790, null], // -$22, -2.7 %
    [812, 787, "price"], // -$25
    [812, 840, "price"], // +$28
    [120, 131, null], // +$11, +9.2 %
    [120, 132, "price"], // +10 %
    [120, 105, "price"], // -12.5 %
    [812, null, "sold_out"],
    [null, 900, "available"],
    [null, null, null],
  ] as const)("%s → %s: %s", (before, after, kind) => {
    expect(priceChange(before, after)?.kind ?? null).toBe(kind);
  });

  it("rain on a day with outdoor plans, and temperature swings over 6 °C", () => {
    const rain = { ...clear, icon: "showers", description: "Rain showers" };
    expect(weatherChanges(clear, rain, true).map((c) => c.kind)).toEqual(["rain"]);
    expect(weatherChanges(clear, rain, false)).toEqual([]);
    // Already wet: no news.
    expect(weatherChanges({ ...clear, icon: "drizzle" }, rain, true)).toEqual([]);
    expect(weatherChanges(clear, { ...clear, max: 25 }, true)).toEqual([]);
    expect(weatherChanges(clear, { ...clear, max: 25.5 }, true).map((c) => c.kind)).toEqual(["temperature"]);
    expect(weatherChanges(clear, { ...clear, min: 5 }, true).map((c) => c.kind)).toEqual(["temperature"]);
  });

  it("knows outdoor places", () => {
    expect(isOutdoor(["park"])).toBe(true);
    expect(isOutdoor(["beach", "landmark"])).toBe(true);
    expect(isOutdoor(["museum"])).toBe(false);
  });
});

describe("the pace of checks", () => {
  it("tightens as departure nears", () => {
    const hours = [90, 30, 10, 5, 1, 0].map((d) => checkIntervalMs(d) / 3_600_000);
    expect(hours).toEqual([24, 12, 6, 3, 1, 1]);
  });

  it("counts days in UTC, whatever the process's zone", () => {
    expect(daysUntil("2027-03-10", new Date("2027-03-01T23:30:00Z"))).toBe(9);
    expect(daysUntil("2027-03-01", new Date("2027-03-01T00:10:00Z"))).toBe(0);
    expect(daysUntil("2027-02-28", new Date("2027-03-01T12:00:00Z"))).toBe(-1);
  });
});

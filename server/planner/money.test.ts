import { describe, expect, it } from "vitest";
import { currencyTable, sharedNames } from "../assistant/understand/currencies";
import { formatMoney, fromUsd, knownCurrency, toUsd } from "./money";

describe("money", () => {
  it("has a rate for every currency a traveller's budget can be read in", () => {
    // A budget read in a currency without a rate would be taken at one dollar a unit
    // (N600k as $600,000): the reader and the rates must cover the same codes.
    const codes = [...currencyTable.map((c) => c.code), ...sharedNames.flatMap((s) => s.codes)];
    const missing = codes.filter((code) => !knownCurrency(code));
    expect(missing).toEqual([]);
  });

  it("converts at the reference rates, both ways", () => {
    expect(toUsd(600_000, "NGN")).toBeGreaterThan(200);
    expect(toUsd(600_000, "NGN")).toBeLessThan(1_000);
    expect(toUsd(20_000_000, "IDR")).toBeGreaterThan(900);
    expect(toUsd(20_000_000, "IDR")).toBeLessThan(1_600);
    expect(fromUsd(toUsd(1234, "MYR"), "MYR")).toBeCloseTo(1234, 6);
    expect(toUsd(100, "USD")).toBe(100);
  });

  it("writes amounts as a traveller would", () => {
    expect(formatMoney(1234.4, "EUR")).toBe("€1,234");
    expect(formatMoney(600000, "NGN")).toBe("NGN 600,000");
  });
});

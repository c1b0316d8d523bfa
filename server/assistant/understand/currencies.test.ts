import { describe, expect, it } from "vitest";
import { findMoney } from "../understand-trip";
import { currencyCode } from "./currencies";

// Budgets in the money and notation travellers use at home (issue 24's wider voices).

describe("currencies as travellers write them", () => {
  it.each([
    ["about N450k for the whole trip", 450_000, "NGN", "trip"],
    ["₱8k each", 8_000, "PHP", "person"],
    ["we have 12000 yuan", 12_000, "CNY", "trip"],
    ["max 45.000 TL", 45_000, "TRY", "trip"],
    ["2,000,000 won in all", 2_000_000, "KRW", "trip"],
    ["AED 9,500", 9_500, "AED", "trip"],
    ["EGP 25,000 total", 25_000, "EGP", "trip"],
    ["até R$ 8 mil", 8_000, "BRL", "trip"],
    ["Rp 15 juta", 15_000_000, "IDR", "trip"],
    ["SEK 18 000", 18_000, "SEK", "trip"],
    ["DKK 6000 all in", 6_000, "DKK", "trip"],
    ["máximo 2500 pesos la noche", 2_500, "MXN", "night"],
    ["1800 baht per night", 1_800, "THB", "night"],
    ["RM 3,200 total", 3_200, "MYR", "trip"],
  ])("%s", (text, amount, currency, per) => {
    expect(findMoney(text)).toEqual({ amount, currency, per });
  });
  it("a letter is money only stuck to its figure", () => {
    expect(findMoney("me n 2 friends, 3 nights")).toBeUndefined();
  });
  it("codes, signs and names resolve to ISO codes", () => {
    expect(currencyCode("r$")).toBe("BRL");
    expect(currencyCode("kroner")).toBe("DKK");
    expect(currencyCode("dong")).toBe("VND");
    expect(currencyCode("xyz")).toBeUndefined();
  });
});

describe("a money's code said in brackets after a name many share", () => {
  it.each([
    ["budget is 300k shillings (KES) for everything", 300_000, "KES", "trip"],
    ["5000 pesos (MXN) total", 5_000, "MXN", "trip"],
    ["$2500 (CAD) all in", 2_500, "CAD", "trip"],
    ["2000 dirhams (per person)", 2_000, "AED", "person"],
  ])("%s", (text, amount, currency, per) => {
    expect(findMoney(text)).toEqual({ amount, currency, per });
  });
  it("a word in brackets that is no money's code changes nothing", () => {
    expect(findMoney("$900 (all in)")?.currency).toBe("USD");
  });
});

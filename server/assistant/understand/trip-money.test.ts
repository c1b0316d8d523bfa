import { describe, expect, it } from "vitest";
import { findMoney } from "./trip-money";

// An amount said with no currency is in the traveller's own (their home's), when it is known.

describe("money with no currency said", () => {
  it.each([
    ["budget 15k each", "INR", { amount: 15000, currency: "INR", per: "person" }],
    ["budget 50 thousand per person", "INR", { amount: 50000, currency: "INR", per: "person" }],
    ["about two and a half grand to spend on a week in Madeira", "GBP", { amount: 2500, currency: "GBP", per: "trip" }],
    ["budget 2000, flexible", "EUR", { amount: 2000, currency: "EUR", per: "trip" }],
  ])("%s (home %s)", (text, home, want) => {
    expect(findMoney(text, [], home)).toEqual(want);
  });
  it("dollars when home is not known, as before", () => {
    expect(findMoney("budget 15k each")).toEqual({ amount: 15000, currency: "USD", per: "person" });
    expect(findMoney("about two and a half grand to spend")).toEqual({ amount: 2500, currency: "USD", per: "trip" });
    expect(findMoney("budget 2000")).toBeUndefined();
  });
  it.each([
    // A currency said wins over home; a year, a head count or a length after "budget" is no money.
    ["budget £3k total", "INR", { amount: 3000, currency: "GBP", per: "trip" }],
    ["$1500 each", "INR", { amount: 1500, currency: "USD", per: "person" }],
    ["budget 2027 trip", "INR", undefined],
    ["budget 5 people", "INR", undefined],
    ["budget hotel 3 nights", "INR", undefined],
  ])("%s (home %s): as said", (text, home, want) => {
    expect(findMoney(text, [], home)).toEqual(want);
  });
});

import { describe, expect, it } from "vitest";
import { findMoney } from "./trip-money";

// More of the world's money by name, and the rupee a lakh or a crore says.

describe("currencies named by their own words", () => {
  it.each([
    ["on a shoestring (like 5000 lek a day)", { amount: 5000, currency: "ALL", per: "day" }],
    ["around 40,000 denars for the two of us", { amount: 40000, currency: "MKD", per: "trip" }],
    ["Baku, budget 1500 manat", { amount: 1500, currency: "AZN", per: "trip" }],
    ["Asunción, 2.000.000 guaraníes total", { amount: 2000000, currency: "PYG", per: "trip" }],
    ["Maldives guesthouse 900 rufiyaa a night", { amount: 900, currency: "MVR", per: "night" }],
  ])("%s", (text, want) => {
    expect(findMoney(text)).toEqual(want);
  });
  it("the word 'all' is no lek", () => {
    expect(findMoney("all 3 of us, 4 nights")).toBeUndefined();
  });
});

describe("lakhs and crores name a South Asian rupee", () => {
  it.each([
    ["Seychelles, budget about 6 lakh rupees total", ["SCR"], "INR", "INR"],
    ["Mauritius, 3 lakh rupees all in", ["MUR"], undefined, "INR"],
    ["Maldives, 8 lakh rupees total", ["MVR"], "PKR", "PKR"],
  ])("%s", (text, local, home, currency) => {
    expect(findMoney(text, local, home)?.currency).toBe(currency);
  });
  it("rupees with no lakh in a rupee country are that country's", () => {
    expect(findMoney("budget 20000 rupees", ["SCR"], "INR")?.currency).toBe("SCR");
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { emptyPlan } from "../plan";
import { currencyAsked, localTotals, tripCurrencies } from "./cost-currency";
import { askAbout, type Planned, planTrip } from "./testing";

// The cost so far, said in the trip's own currency as well as in dollars: "what's the damage so
// far?" on a trip to York is answered in pounds too, at the planner's rough reference rates.

let york: Planned;
let porto: Planned;
let chicago: Planned;

beforeAll(async () => {
  york = await planTrip("York 3 nights from 4 May, 2 adults");
  porto = await planTrip("Porto 4 nights from 9 June, 2 adults, budget 2500 euros");
  chicago = await planTrip("Chicago 3 nights from 2 April, 2 adults");
});

describe("the trip's cost in its own currency", () => {
  it("a trip to Britain: the total in pounds too, said to be rough", async () => {
    for (const q of ["whats the damage so far cost wise", "how much have we spent so far?"]) {
      const a = await askAbout(york, q, 1);
      expect(a.kind).toBe("cost");
      expect(a.text).toMatch(/\(roughly £[\d,]+ at reference exchange rates\)/);
    }
  });
  it("a budget in euros on a trip to Portugal: euros once", async () => {
    const a = await askAbout(porto, "what's the total so far?", 1);
    expect(a.text).toMatch(/roughly €[\d,]+ at/);
    expect(a.text).not.toMatch(/€[\d,]+ or €/);
  });
  it("a trip in the United States: dollars only", async () => {
    const a = await askAbout(chicago, "how much is it costing us so far?", 1);
    expect(a.text).not.toMatch(/reference exchange rates/);
  });
  it("what another night would cost: the hotel's nightly price, in pounds too, nothing changed", async () => {
    for (const q of [
      "roughly how much would it cost to add a night? not adding yet",
      "what would adding one more night cost us? just asking",
    ]) {
      const a = await askAbout(york, q, 1);
      expect(a.text).toMatch(/A night at your hotel is about \*\*\$[\d,]+\*\* \(roughly £[\d,]+/);
    }
  });
  it("no currency without a place or a budget, and none unknown to the rates", () => {
    expect(tripCurrencies(emptyPlan())).toEqual([]);
    expect(localTotals(emptyPlan(), 1000)).toBe("");
  });
});

describe("the currency the question names", () => {
  it("is read from the words that belong to one currency only", () => {
    expect(currencyAsked("how much is it so far in quid")).toBe("GBP");
    expect(currencyAsked("the total in rand please")).toBe("ZAR");
    expect(currencyAsked("whats the total in euros")).toBe("EUR");
    // ("dollars" and "pesos" name many currencies.)
    expect(currencyAsked("how much in dollars")).toBeUndefined();
    expect(currencyAsked("what does the trip cost so far")).toBeUndefined();
  });

  it("is said first among the totals", () => {
    expect(tripCurrencies(emptyPlan(), "GBP")[0]).toBe("GBP");
  });

  it("the trip's cost asked in pounds on a trip to Porto: the cost, in pounds, not the money of Portugal", async () => {
    const reply = await askAbout(porto, "and what's it all costing so far in pounds?");
    expect(reply?.kind).toBe("cost");
    expect(reply?.text).toMatch(/£/);
  });
});

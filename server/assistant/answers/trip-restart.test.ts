import { describe, expect, it } from "vitest";
import { talkTurns } from "../testing/talk";
import { now, tools } from "./testing";

// After a first plan, a message that gives the dates Lotus asked for, or starts again somewhere
// else with its own dates, is planning; a message that changes a trip the traveller has settled
// is an edit (answers/trip-restart.ts, answers/intent-of-facts.ts).
const talk = (...messages: string[]) => talkTurns({ tools, now, withHistory: true }, ...messages);
const lastIntent = async (...messages: string[]) => (await talk(...messages)).at(-1)?.intent;

describe("the dates Lotus asked for, given after a plan from a day it chose", () => {
  it.each([
    ["Porto 4 nights from Dublin, me and my husband", "Jan 12"],
    ["Hoi An 5 nights please, from Brisbane", "15-20 January"],
    ["Bangkok 4 nights, from Mumbai", "18 Dec, budget ₹60,000 total for 2"],
    ["Tbilisi for 6 nights, flying from Warsaw", "we'd start on the 9th of March, two of us"],
    ["kyoto 3 nights from osaka", "march 14th please"],
  ])("%s / %s is planning", async (first, second) => {
    const turns = await talk(first, second);
    expect(turns[0]?.text).toMatch(/tell me your dates and I'll move it/);
    expect(turns.at(-1)?.intent).toBe("plan");
  });

  it("a change to a trip planned from the traveller's own dates stays an edit", async () => {
    expect(await lastIntent("Lisbon 4 nights from 3 March 2027, from London", "make it 6 nights")).toBe("edit");
    expect(await lastIntent("Rome 3 nights from Paris, 12 April 2027", "actually start on the 14th")).toBe("edit");
  });
});

describe("starting again somewhere else", () => {
  it.each([
    ["Lisbon 3 nights, from London, 5 March 2027", "actually make it Porto, the 5th to the 8th of Feb"],
    ["Paris 3 nights from Berlin, 10 April 2027", "scrap that, new trip: Vienna 4 nights from 2 May"],
    ["Oslo 4 nights from Dublin, 1 June 2027", "forget Oslo. Let's do Copenhagen for 3 nights instead, 3 June"],
    ["Madrid 5 nights from NYC, 14 May 2027", "change of plans: Athens, 5 nights, same dates"],
  ])("%s / %s is a new plan", async (first, second) => {
    expect(await lastIntent(first, second)).toBe("plan");
  });

  it.each([
    // Another place, nothing more: the trip's stops change (an edit).
    ["Lisbon 3 nights, from London, 5 March 2027", "make it Porto instead of Lisbon"],
    // The same place kept, another added: an edit of the stops.
    ["Rome 4 nights from Paris, 12 April 2027", "add 2 nights in Florence at the end"],
  ])("%s / %s stays an edit", async (first, second) => {
    expect(await lastIntent(first, second)).toBe("edit");
  });
});

describe("words that drop part of a trip, not the trip", () => {
  it.each([
    ["sydney 10 feb 2027 6 nights 2 adults", "nah scrap the bondi to coogee walk, my knee's stuffed"],
    ["Rome 4 nights from Paris, 12 April 2027", "forget the Vatican, too crowded"],
  ])("%s / %s is an edit", async (first, second) => {
    expect(await lastIntent(first, second)).toBe("edit");
  });
});

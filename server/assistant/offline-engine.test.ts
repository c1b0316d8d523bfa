import { describe, expect, it } from "vitest";
import { now, tools } from "./answers/testing";
import { spreadNights } from "./offline-engine";
import { emptyPlan, type Plan } from "./plan";
import { talkLast } from "./testing/talk";

// The engine's own readings of a change: a new total over stays that each have nights, the way
// to travel traded for a one-stop trip, and someone joining said with more than the change.

/** The conversation as the service runs it: the plan and the itinerary carried from turn to turn. */
const talk = (...messages: string[]) => talkLast({ tools, now }, ...messages);

const stays = (nights: (number | null)[]): Plan => {
  const plan = emptyPlan();
  plan.stays = nights.map((n, i) => ({
    place: { name: `City ${i}`, country: "X", country_code: "XX", lat: 0, lng: i, airport: null },
    nights: n,
  }));
  return plan;
};

describe("spreadNights", () => {
  it("shares a new total among stays in proportion, each keeping a night", () => {
    const plan = stays([4, 3]);
    plan.nights = 9;
    spreadNights(plan);
    expect(plan.stays.map((s) => s.nights)).toEqual([5, 4]);
    plan.nights = 3;
    spreadNights(plan);
    expect(plan.stays.map((s) => s.nights).reduce((a, b) => (a ?? 0) + (b ?? 0), 0)).toBe(3);
    expect(plan.stays.every((s) => (s.nights ?? 0) >= 1)).toBe(true);
  });
  it("leaves stays alone when one has no nights or they already add up", () => {
    const open = stays([4, null]);
    open.nights = 9;
    spreadNights(open);
    expect(open.stays.map((s) => s.nights)).toEqual([4, null]);
    const same = stays([4, 3]);
    same.nights = 7;
    spreadNights(same);
    expect(same.stays.map((s) => s.nights)).toEqual([4, 3]);
  });
});

describe("changes the engine reads itself", () => {
  it("a ten-day total over stays with nights: the trip is ten days", async () => {
    const r = await talk(
      "Tokyo 4 nights then Kyoto 3 nights, from Los Angeles, March 10-17, 2 adults",
      "can we make it ten days total?",
    );
    expect(r.intent).toBe("edit");
    expect(r.plan.nights).toBe(9);
    expect(r.plan.stays.map((s) => s.nights)).toEqual([5, 4]);
  });
  it.each(["i mean what's on day two", "sorry, where are we staying on day 3"])(
    "a question without its mark (%s) is answered, nothing changed",
    async (ask) => {
      const r = await talk("Kyoto april 2 to 6 from Manila", ask);
      expect(r.intent).toBe("question");
    },
  );
  it.each(["in Osaka can the hotel be near Namba station?", "can our hotel in osaka be closer to Dotonbori"])(
    "a hotel change named by its stop (%s): an edit there, the trip's stops kept",
    async (ask) => {
      const r = await talk("Tokyo 3 nights then Osaka 3 nights from London, March 3 2027", ask);
      expect(r.intent).toBe("edit");
      expect(r.plan.stays.map((s) => [s.place.name, s.nights])).toEqual([
        ["Tokyo", 3],
        ["Osaka", 3],
      ]);
      expect(r.plan.stayRules.near).toBeTruthy();
    },
  );
  it("fly instead of the train on a one-stop trip: an edit, planned again with flights", async () => {
    const r = await talk(
      "Edinburgh 3 nights 4-7 Dec from London by train, 2 adults",
      "actually let's fly instead of the train",
    );
    expect(r.intent).toBe("edit");
    expect(r.plan.transport).toMatchObject({ flights: true, prefer: "flight" });
    expect(r.ctx.itinerary.flatMap((d) => d.items).some((it) => it.type === "Flight")).toBe(true);
  });
  it("someone joining said with a need: planned again with them counted and the need kept", async () => {
    const r = await talk(
      "Vienna 3 nights 18-21 Dec from Zurich by train, 2 adults",
      "my dad's coming now and he uses a wheelchair, so a step-free hotel please",
    );
    expect(r.intent).toBe("edit");
    expect(r.plan.party.adults).toBe(3);
    expect(r.plan.stayRules.accessible).toBe(true);
  });
  it("a child named with a diet is no newcomer: only the meals change", async () => {
    const r = await talk(
      "Sydney 4 nights 10-14 Jan from Auckland, 2 adults 1 kid (5)",
      "oh our son is coeliac, so gluten free food please",
    );
    expect(r.intent).toBe("edit");
    expect(r.plan.party.children).toEqual([5]);
    expect(r.plan.food.diets).toEqual(["gluten-free"]);
    expect(r.text).toMatch(/gluten-free/);
  });
});

describe("what the engine leaves alone", () => {
  it("a day asked about or named for a visit does not end the trip", async () => {
    const trip = "Porto 6 nights from April 12 2027, 2 adults from Paris";
    for (const asked of [
      "does the bookshop stay open till thursday?",
      "I'd like to go back to that riverside cafe on wednesday",
    ]) {
      const r = await talk(trip, asked);
      expect(r.plan.nights).toBe(6);
    }
  });
  it("a question naming a day for an outing keeps the start; one that moves it does not", async () => {
    const trip = "Porto 6 nights from April 12 2027, 2 adults from Paris";
    const outing = await talk(trip, "could we visit the port wine cellars on saturday?");
    expect(outing.plan.startDate).toBe("2027-04-12");
    const moved = await talk(trip, "can we start on the 14th instead?");
    expect(moved.plan.startDate).toBe("2027-04-14");
  });
  it("the nights someone else spent in each stay are no change to the stays", async () => {
    const r = await talk(
      "Rome 3 nights then Florence 4 nights, from Berlin, May 4-11 2027, 2 adults",
      "my colleague spent 5 nights in rome and 2 in florence, is that better?",
    );
    expect(r.plan.stays.map((s) => s.nights)).toEqual([3, 4]);
  });
  it("an English change naming a place with a foreign word keeps the name as written", async () => {
    const r = await talk(
      "Lagos, Portugal 4 nights from June 2 2027, 2 adults from London",
      "add Praia do Camilo on day 3",
    );
    expect(r.text).not.toMatch(/beach(?:es)? do camilo/i);
  });
});

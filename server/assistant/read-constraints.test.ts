import { describe, expect, it } from "vitest";
import { emptyPlan, type Plan } from "./plan";
import { readConstraints } from "./read-constraints";

// The party a message tells, written into the plan: "we" alone makes two while nothing else is
// known and the trip is ready to plan, and never shrinks or grows a party already told.

/** A trip with somewhere, a start and a length, as the reader of places and dates leaves it. */
const ready = (): Plan => ({
  ...emptyPlan(),
  destination: { name: "Lisbon", country: "Portugal", country_code: "PT", lat: 38.72, lng: -9.14, airport: "LIS" },
  startDate: "2027-05-02",
  nights: 4,
});

const planAfter = (plan: Plan, ...messages: string[]) => {
  for (const m of messages) readConstraints(m, plan);
  return plan;
};

describe("a party told only as 'we'", () => {
  it.each([
    ["We fly from Warsaw, 3 nights"],
    ["Lisbon 4 nights, we won't rent a car"],
    ["Lisbon 4 nights", "oh and our flight lands late"],
    ["we'd like the old town, rent skis or bring ours?"],
  ])("%s: two grown-ups", (...messages) => {
    const plan = planAfter(ready(), ...messages);
    expect(plan.party.adults).toBe(2);
    expect(plan.travellers).toBe(2);
  });
  it("waits for a trip ready to plan: a party told while it is still described is no change", () => {
    const plan = planAfter(emptyPlan(), "we want to do Peru, Machu Picchu for sure");
    expect(plan.party.adults).toBe(1);
    expect(plan.travellers).toBe(1);
  });
  it("is read before a trip is planned, not from a change asked of a planned one", () => {
    const planned = { ...ready(), shown: "Lisbon, Portugal" };
    readConstraints("take the zoo out, we're not zoo people", planned);
    expect(planned.party.adults).toBe(1);
    readConstraints("oh and it's me + my husband", planned);
    expect(planned.party.adults).toBe(2);
  });
  it("keeps a party told before or in the same message", () => {
    expect(planAfter(ready(), "6 of us, Prague", "we land at 9").party.adults).toBe(6);
    const family = planAfter(ready(), "me and my 2 kids, Rome", "we love pizza");
    expect(family.party.adults).toBe(1);
    expect(family.travellers).toBe(3);
    expect(planAfter(ready(), "solo, Tokyo 5 nights, we'll see").party.adults).toBe(1);
  });
  it("a later message that tells the party changes it", () => {
    expect(planAfter(ready(), "We fly from Leeds, 4 nights", "oh and it's me + my husband + my mum").party.adults).toBe(
      3,
    );
    expect(planAfter(ready(), "Nice 4 nights", "it's me and my husband").party.adults).toBe(2);
  });
  it("plans for two grown-ups when no party is said, and for one who writes as one", () => {
    // Our default (as booking sites do): a trip with no count of people is two adults
    // (understand/party-we.ts); a writer speaking for themselves alone travels alone.
    expect(planAfter(ready(), "Paris 4 nights from May 2").party.adults).toBe(2);
    expect(planAfter(ready(), "flying from the US to Rome").party.adults).toBe(2);
    expect(planAfter(ready(), "I want Paris 4 nights from May 2, just me").party.adults).toBe(1);
  });
});

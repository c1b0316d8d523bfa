import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { emptyPlan, type Plan } from "./plan";
import { readMessage } from "./read-message";

// Issue 24: requests read the way travellers write them, with no language model.

const now = DateTime.fromISO("2026-11-25T10:00:00Z");
function read(...messages: string[]): { plan: Plan; last: ReturnType<typeof readMessage> } {
  const plan = emptyPlan();
  let last = readMessage("", plan, now);
  for (const m of messages) last = readMessage(m, plan, now);
  return { plan, last };
}

describe("places and their roles", () => {
  it("lower case, a week, a leaving date", () => {
    const { plan } = read("tokyo for a week in april 2027, leaving from san francisco on april 5");
    expect(plan.destination?.name).toBe("Tokyo");
    expect(plan.origin?.name).toBe("San Francisco");
    expect(plan.startDate).toBe("2027-04-05");
    expect(plan.nights).toBe(6);
  });
  it("I'm in Los Angeles: the origin", () => {
    const { plan } = read("I'm in Los Angeles and want 4 days in Honolulu from March 3 2027");
    expect(plan.origin?.name).toBe("Los Angeles");
    expect(plan.destination?.name).toBe("Honolulu");
  });
  it("a business trip to Frankfurt from Zurich", () => {
    const { plan } = read("I need a 3 day business trip to Frankfurt from Zurich");
    expect(plan.destination?.name).toBe("Frankfurt");
    expect(plan.destination?.country_code).toBe("DE");
    expect(plan.origin?.country_code).toBe("CH");
    expect(plan.nights).toBe(2);
  });
  it.each([
    "departing from",
    "setting off from",
    "originating from",
    "taking off from",
    "leaving from",
    "flying out of",
  ])("'%s Chicago' is where they leave from, never the destination", (words) => {
    const { plan } = read(`5 days in Denver in June 2027, ${words} Chicago`);
    expect(plan.origin?.name).toBe("Chicago");
    expect(plan.destination?.name).toBe("Denver");
  });
  it("'starting in' a city is the origin when the trip goes elsewhere", () => {
    const { plan } = read("starting in Chicago, 5 days in Denver");
    expect(plan.origin?.name).toBe("Chicago");
    expect(plan.destination?.name).toBe("Denver");
  });
  it("a changed mind after a plan", () => {
    const { plan } = read("Edinburgh for 4 days from London, May 3 2027", "Actually, can we do Glasgow instead?");
    expect(plan.destination?.name).toBe("Glasgow");
    expect(plan.origin?.name).toBe("London");
  });
  it("US states are never towns abroad; Washington is DC", () => {
    expect(read("a week in Colorado in July 2027").plan.destination?.country_code).toBe("US");
    expect(read("5 days in Montana from Seattle").plan.destination?.country_code ?? "US").toBe("US");
    const dc = read("3 days in Washington from Boston, May 3 2027").plan;
    expect(dc.destination?.country_code).toBe("US");
    expect(dc.destination?.name).not.toBe("Reading");
  });
  it("a qualifier says which namesake", () => {
    expect(read("Paris, Texas for 3 days").plan.destination?.country_code).toBe("US");
    expect(read("London Ontario for my cousin's wedding, 3 nights").plan.destination?.country_code).toBe("CA");
    expect(
      read("Perth (Scotland, not Australia!) 2 nights then Inverness 2 nights").plan.stays[0]?.place.country_code,
    ).toBe("GB");
  });
  it("several cities in order, in any case, with their nights", () => {
    const { plan } = read("syd 4n melb 3n from auckland");
    expect(plan.stays.map((s) => [s.place.name, s.nights])).toEqual([
      ["Sydney", 4],
      ["Melbourne", 3],
    ]);
    expect(plan.origin?.name).toBe("Auckland");
    const caps = read("ROME 3 NIGHTS FLORENCE 2 NIGHTS NO MUSEUMS PLEASE").plan;
    expect(caps.stays.map((s) => s.place.name)).toEqual(["Rome", "Florence"]);
  });
  it("a day trip or a sight is not a stay", () => {
    expect(read("3 nights in Madrid, with a day trip to Toledo").plan.stays).toEqual([]);
    const egypt = read("Cairo 3 nights, Luxor 2 nights. Must see the pyramids at Giza and Abu Simbel").plan;
    expect(egypt.stays.map((s) => s.place.name)).toEqual(["Cairo", "Luxor"]);
  });
  it("'and' is not 'a night'", () => {
    const { plan } = read("Brussels and Bruges 4 days");
    expect(plan.stays.map((s) => s.nights)).toEqual([null, null]);
    expect(plan.nights).toBe(3);
  });
});

describe("dates", () => {
  it("stated dates win over 'weekend'", () => {
    const a = read(
      "a long weekend in Barcelona, flying out of London on Friday May 14 2027 and back on Monday May 17",
    ).plan;
    expect(a).toMatchObject({ startDate: "2027-05-14", nights: 3 });
    expect(a.origin?.name).toBe("London");
    expect(read("Weekend in Amsterdam from Berlin, 2027-10-08 to 2027-10-10").plan).toMatchObject({
      startDate: "2027-10-08",
      nights: 2,
    });
    expect(read("weekend in Rome, April 16-18 2027").plan).toMatchObject({ startDate: "2027-04-16", nights: 2 });
  });
  it("holidays only when no date is written; day-first dates when month-first cannot be a trip", () => {
    expect(read("NYC over Christmas, Dec 22-27").plan).toMatchObject({ startDate: "2026-12-22", nights: 5 });
    expect(read("Manchester to Lisbon 03/04/27 - 10/04/27").plan).toMatchObject({ startDate: "2027-04-03", nights: 7 });
    expect(read("thanksgiving weekend thu-sun in san diego").plan).toMatchObject({
      startDate: "2026-11-26",
      nights: 3,
    });
  });
  it("5d4n, 48 hours, a fortnight", () => {
    expect(read("5d4n bangkok").plan.nights).toBe(4);
    expect(read("48 hours in Singapore").plan.nights).toBe(1);
    expect(read("Thailand for a fortnight").plan.nights).toBe(13);
  });
});

describe("party and money", () => {
  it.each([
    ["Rome for 4 days for a group of 5", 5],
    ["Rome for 4 days, a pair of us", 2],
    ["Rome for 4 days, party of 4", 4],
  ])("%s", (message, count) => {
    expect(read(message).plan.travellers).toBe(count);
  });
  it("two adults two kids", () => {
    const { plan } = read("Rome for 4 days, two adults two kids");
    expect(plan.party.adults).toBe(2);
    expect(plan.party.children).toHaveLength(2);
  });
  it.each([
    ["Rome for 4 days, budget of $1,700", { amount: 1700, currency: "USD", per: "trip" }],
    ["Rome for 4 days, $900 total", { amount: 900, currency: "USD", per: "trip" }],
    ["Rome for 4 days, $500 per person", { amount: 500, currency: "USD", per: "person" }],
    ["bangkok 5d4n, 25k baht total", { amount: 25000, currency: "THB", per: "trip" }],
    ["punta cana 6 nights, $2500 total from toronto (CAD)", { amount: 2500, currency: "CAD", per: "trip" }],
  ])("%s", (message, money) => {
    expect(read(message).plan.money).toEqual(money);
  });
});

describe("ambiguous and unknown places", () => {
  it("Portland alone: Oregon or Maine, and no destination set", () => {
    const { plan, last } = read("4 days in Portland in May 2027");
    expect(plan.destination).toBeNull();
    expect(last.ambiguous?.text).toBe("Portland");
    expect(last.ambiguous?.options.map((o) => o.label)).toEqual(["Portland, Oregon", "Portland, Maine"]);
  });
  it("context decides: a state, or the other places named", () => {
    const maine = read("Portland Maine for 4 days in October from NYC");
    expect(maine.last.ambiguous).toBeUndefined();
    expect(maine.plan.destination?.lat).toBeGreaterThan(43);
    const oregon = read("Portland from Seattle by car, 3 days");
    expect(oregon.last.ambiguous).toBeUndefined();
    expect(oregon.plan.destination?.lng).toBeLessThan(-120);
  });
  it("Birmingham alone is asked; big-city names are not", () => {
    expect(read("Birmingham for 3 days").last.ambiguous?.options).toHaveLength(2);
    expect(read("Paris for 3 days").last.ambiguous).toBeUndefined();
    expect(read("Athens 3 nights").last.ambiguous).toBeUndefined();
  });
  it("a place nobody knows is named back, never matched to a far-off town", () => {
    const a = read("a week in Xanadu Springsville in May 2027");
    expect(a.last.unknown).toBe("Xanadu Springsville");
    expect(a.plan.destination).toBeNull();
    expect(read("trip to Wakanda for 5 days").last.unknown).toBe("Wakanda");
    expect(read("5 days in Lisbon").last.unknown).toBeUndefined();
  });
});

describe("bad input", () => {
  it("a long message of made-up names is read quickly and never throws", () => {
    const long = `${"Zorbl Quenth to Vaskaryo then Plimmington, ".repeat(400)} 5 days`;
    const t = performance.now();
    expect(() => read(long)).not.toThrow();
    expect(performance.now() - t).toBeLessThan(1500);
    expect(() => read("((((((((((((((((((((((((((((((".repeat(200))).not.toThrow();
  });
});

import { isDeepStrictEqual } from "node:util";
import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { createTravel } from "../travel/travel";
import { type Turn, talkTurns } from "./testing/talk";
import { createToolbox } from "./tools";

// Issue 24's "Why", each as a traveller typed it to the offline Lotus, turn after turn as the
// server runs them (the trip's itinerary as it stands goes into the next turn): questions are
// answered and leave the plan alone, changes touch what was asked and say so in a few lines, and
// requests written every which way are understood.

const travel = createTravel(
  loadConfig({ SESSION_SECRET: "x".repeat(40), DATA_DIR: "./data/test-issue24", WEATHER_PROVIDER: "offline" }),
);
const now = DateTime.fromISO("2026-11-26T10:00:00Z");

/** Every turn, with the history so far, as the server runs them. */
const talk = (...messages: string[]): Promise<Turn[]> =>
  talkTurns({ tools: () => createToolbox(travel), now, withHistory: true }, ...messages);
const last = <T>(xs: T[]) => xs[xs.length - 1] as T;
const dayHeadings = (text: string) => (text.match(/\*\*Day \d+ ·/g) ?? []).length;

/** A question's turn: answered, the plan and the itinerary exactly as they were, nothing reprinted. */
function answeredOnly(t: Turn) {
  expect(t.intent).toBe("question");
  expect(t.plan).toEqual(t.before.plan);
  expect(t.ctx.itinerary).toEqual([]);
  expect(t.itinerary).toEqual(t.before.itinerary);
  // One day may be named (the day asked about); the plan is not listed again.
  expect(dayHeadings(t.text)).toBeLessThan(2);
  expect(t.text).not.toMatch(/make it 5 days/);
}

const lisbon = "Lisbon for 5 days from New York, May 3 2027";

describe("questions are answered, the plan left alone", () => {
  it("where should we have dinner in Alfama?", async () => {
    const t = last(await talk(lisbon, "where should we have dinner in Alfama?"));
    answeredOnly(t);
    expect(t.text).toMatch(/dinner|restaurant|eat/i);
  });
  it("what's the weather on day 3?", async () => {
    const turns = await talk(lisbon, "what's the weather on day 3?");
    const t = last(turns);
    answeredOnly(t);
    const day3 = DateTime.fromISO(t.itinerary[2]?.date ?? "").toFormat("LLL d");
    expect(t.text).toContain(day3);
    expect(t.text).toMatch(/°/);
  });
  it("what should I pack?", async () => {
    const t = last(await talk(lisbon, "what should I pack?"));
    answeredOnly(t);
    expect(t.text).toMatch(/pack|bring/i);
  });
  it("is Belem worth a half day?", async () => {
    const t = last(await talk(lisbon, "is Belem worth a half day?"));
    answeredOnly(t);
    expect(t.text).toMatch(/Bel[eé]m/i);
  });
});

describe("changes touch what was asked, told in a few lines", () => {
  it("make it 5 days: a short summary, no reprint and no 'make it 5 days' footer", async () => {
    const t = last(await talk("Lisbon for 4 days from New York, May 3 2027", "make it 5 days"));
    expect(t.intent).toBe("edit");
    expect(t.plan.nights).toBe(4);
    expect(t.itinerary).toHaveLength(5);
    expect(dayHeadings(t.text)).toBe(0);
    expect(t.text).toMatch(/5 days/);
    expect(t.text).not.toMatch(/make it 5 days/);
  });
  it("vegetarian with a toddler, slower pace: all three taken", async () => {
    const t = last(await talk(lisbon, "vegetarian with a toddler, slower pace"));
    expect(t.intent).toBe("edit");
    expect(t.plan.food.diets).toContain("vegetarian");
    expect(t.plan.party.children).toHaveLength(1);
    expect(t.plan.pace).toBe("relaxed");
    expect(t.ctx.trip?.violations).toEqual([]);
  });
  it("a day named in a change is no date: 'make day 2 a free day by the pool' keeps the dates and the hotel", async () => {
    const t = last(await talk("marrakech 4 nights 9-13 dec from paris, 2 adults", "make day 2 a free day by the pool"));
    expect(t.intent).toBe("edit");
    expect(t.plan.startDate).toBe(t.before.plan.startDate);
    expect(t.plan.stayRules).toEqual(t.before.plan.stayRules);
    const changed = t.itinerary.flatMap((d, i) => (isDeepStrictEqual(d, t.before.itinerary[i]) ? [] : [i + 1]));
    expect(changed).toEqual([2]);
  });
  it("a question with a trip supposed inside it plans nothing", async () => {
    const t = last(await talk("if we did 5 days in Bali from Perth, would it be cheaper in Feb or in May?"));
    expect(t.intent).toBe("question");
    expect(t.ctx.itinerary).toEqual([]);
    expect(t.text).toMatch(/Feb or May/);
  });
  it("actually, can we do Glasgow instead?", async () => {
    const t = last(await talk("Edinburgh for 4 days from London, May 3 2027", "Actually, can we do Glasgow instead?"));
    expect(t.plan.destination?.name).toBe("Glasgow");
    expect(t.ctx.destination).toMatch(/Glasgow/);
  });
});

describe("requests written the way people write", () => {
  const plan = async (...messages: string[]) => last(await talk(...messages)).plan;

  it("lower case: tokyo for a week in april 2027, leaving from san francisco on april 5", async () => {
    const p = await plan("tokyo for a week in april 2027, leaving from san francisco on april 5");
    expect(p.destination?.name).toBe("Tokyo");
    expect(p.origin?.name).toBe("San Francisco");
    expect(p.startDate).toBe("2027-04-05");
  });
  it("stated dates win over 'weekend'", async () => {
    const a = await plan(
      "a long weekend in Barcelona, flying out of London on Friday May 14 2027 and back on Monday May 17",
    );
    expect(a.destination?.name).toBe("Barcelona");
    expect(a.origin?.name).toBe("London");
    expect(a.startDate).toBe("2027-05-14");
    expect(a.nights).toBe(3);
    const b = await plan("Weekend in Amsterdam from Berlin, 2027-10-08 to 2027-10-10");
    expect(b).toMatchObject({ startDate: "2027-10-08", nights: 2 });
    expect(b.origin?.name).toBe("Berlin");
    const c = await plan("weekend in Rome, April 16-18 2027");
    expect(c).toMatchObject({ startDate: "2027-04-16", nights: 2 });
  });
  it("I'm in Los Angeles: the origin", async () => {
    const p = await plan("I'm in Los Angeles and want 4 days in Honolulu from March 3 2027");
    expect(p.origin?.name).toBe("Los Angeles");
    expect(p.destination?.name).toBe("Honolulu");
  });
  it("a 3 day business trip to Frankfurt from Zurich", async () => {
    const p = await plan("I need a 3 day business trip to Frankfurt from Zurich");
    expect(p.destination?.name).toBe("Frankfurt");
    expect(p.origin?.name).toMatch(/^Z[uü]rich$/);
    expect(p.nights).toBe(2);
  });
  it.each(["departing from", "setting off from", "originating from", "taking off from", "leaving from"])(
    "'%s Chicago' is the origin",
    async (words) => {
      const p = await plan(`5 days in Denver in June 2027, ${words} Chicago`);
      expect(p.origin?.name).toBe("Chicago");
      expect(p.destination?.name).toBe("Denver");
    },
  );
  it("US states are never towns abroad; Washington is not Reading", async () => {
    const co = await plan("a week in Colorado in July 2027");
    expect(co.region?.name ?? co.destination?.country).toMatch(/Colorado|United States/);
    expect(co.destination?.country_code ?? "US").toBe("US");
    const mt = await plan("5 days in Montana from Seattle, August 2 2027");
    expect(mt.destination?.country_code ?? "US").toBe("US");
    const dc = await plan("3 days in Washington from Boston, May 3 2027");
    expect(dc.destination?.country_code).toBe("US");
    expect(dc.destination?.name).not.toBe("Reading");
  });
  it("parties and budgets", async () => {
    expect((await plan("Rome for 4 days for a group of 5")).party.adults).toBe(5);
    expect((await plan("Rome for 4 days, a pair of us")).travellers).toBe(2);
    expect((await plan("Rome for 4 days, party of 4")).travellers).toBe(4);
    const fam = await plan("Rome for 4 days, two adults two kids");
    expect(fam.party.adults).toBe(2);
    expect(fam.party.children).toHaveLength(2);
    expect((await plan("Rome for 4 days, budget of $1,700")).money).toMatchObject({
      amount: 1700,
      currency: "USD",
      per: "trip",
    });
    expect((await plan("Rome for 4 days, $900 total")).money).toMatchObject({ amount: 900, per: "trip" });
    expect((await plan("Rome for 4 days, $500 per person")).money).toMatchObject({ amount: 500, per: "person" });
  });
});

describe("an ambiguous or unknown place gets a question, never a plan abroad", () => {
  it("Portland: Oregon or Maine?", async () => {
    const t = last(await talk("4 days in Portland in May 2027"));
    expect(t.ctx.itinerary).toEqual([]);
    expect(t.text).toMatch(/Portland, Oregon/);
    expect(t.text).toMatch(/Portland, Maine/);
    expect(t.text).toMatch(/\?/);
  });
  it("an unknown place", async () => {
    const t = last(await talk("a week in Xanadu Springsville in May 2027"));
    expect(t.ctx.itinerary).toEqual([]);
    expect(t.plan.destination).toBeNull();
    expect(t.text).toMatch(/Xanadu Springsville/);
  });
});

describe("questions in every form leave the trip alone", () => {
  const reykjavik = "Reykjavik 4 nights, 20-24 Feb 2027, from Boston, 2 adults";
  it.each([
    ["will we see the northern lights?", /aurora is possible/],
    ["can you use Uber there?", /ride-hailing/],
    ["what currency do they use?", /Kr[oó]na \(ISK\)/i],
    ["what day do we fly home again?", /Day 5 · Wed, Feb 24/],
    ["what time do the museums close?", /museums open around/],
    ["is a tango show worth it?", /don't have \*\*tango show\*\* on file/],
    ["whats the best way from the airport to our hotel?", /Airport \(KEF\)/],
  ])("%s", async (question, answerLike) => {
    const t = last(await talk(reykjavik, question));
    answeredOnly(t);
    expect(t.text).toMatch(answerLike);
  });
});

describe("what a message is, before what it changes", () => {
  it("a change asked of a trip not planned yet keeps the trip where it was", async () => {
    const hotel = last(await talk("NYC 4 nights", "swap the hotel for one in Brooklyn"));
    expect(hotel.intent).toBe("edit");
    expect(hotel.plan.destination?.name).toBe("New York City");
    expect(hotel.plan.stayRules.near).toBe("Brooklyn");
    const tour = last(await talk("Rome 4 days", "replace the Vatican tour with something outdoors"));
    expect(tour.intent).toBe("edit");
    expect(tour.plan.destination?.name).toBe("Rome");
    expect(tour.plan.region).toBeNull();
  });
  it("a day changed on a trip not planned yet is an edit", async () => {
    for (const change of ["make day 4 a free day, no plans", "turn day 3 into a beach day"])
      expect(last(await talk("Lisbon 5 days", change)).intent).toBe("edit");
  });
  it("a traveller still describing the trip is planning: later messages add to it", async () => {
    const t = last(await talk("I want to go to Japan", "a week in April", "2 adults, flying from Chicago"));
    expect(t.intent).toBe("plan");
    expect(t.plan.party.adults).toBe(2);
    expect(t.plan.origin?.name).toBe("Chicago");
    // One message after the first is a change to it, not more of the brief.
    expect(last(await talk("Rome 4 days from Boston, May 3 2027", "forgot to say, I'm coeliac")).intent).toBe("edit");
  });
  it("saying which place was meant is planning", async () => {
    const t = last(await talk("a week in georgia in may", "the country, not the state"));
    expect(t.intent).toBe("plan");
    expect(t.plan.destination?.country_code).toBe("GE");
    expect(last(await talk("a week in Xanadu Springs", "sorry, autocorrect — Colorado Springs")).intent).toBe("plan");
  });
  it("something told about the trip that changes nothing is small talk", async () => {
    const t = last(
      await talk("barcelona 5 nights, 2-7 march 2027, from dublin, 2 adults", "lol my husband is already packing"),
    );
    expect(t.intent).toBe("chitchat");
    expect(t.plan).toEqual(t.before.plan);
    expect(t.ctx.itinerary).toEqual([]);
  });
  it("questions worded with plan words, and in other languages, plan nothing", async () => {
    for (const q of [
      "how long does it take to drive from LA to SF on the 101?",
      "roughly what would a week in Japan cost for 2 people?",
      "Wie ist das Wetter auf Mallorca im Mai?",
    ]) {
      const t = last(await talk(q));
      expect(t.intent).toBe("question");
      expect(t.ctx.itinerary).toEqual([]);
    }
    const tokyo = last(
      await talk(
        "3 days in Tokyo from San Francisco, May 3 2027",
        "honestly is 3 days even worth it with the jet lag?",
      ),
    );
    answeredOnly(tokyo);
  });
  it("naming the area after a trip is planned says which namesake was meant", async () => {
    // Kingston, Jamaica was planned; "Ontario" moves the trip to Kingston, Ontario.
    const moved = last(await talk("Kingston for 2 nights, 19-21 Feb, from Toronto", "Ontario"));
    expect(moved.intent).toBe("plan");
    expect(moved.plan.destination?.country_code).toBe("CA");
    // The one planned already: said so, and nothing changes.
    const kept = await talk("Victoria 3 nights from 5 March, 2 adults, from Calgary", "BC, Canada");
    expect(last(kept).intent).toBe("plan");
    expect(last(kept).text).toContain("is the one in your plan");
    expect(last(kept).plan.destination).toEqual(kept[0]?.plan.destination);
  });
  it("a question about the way or the papers changes nothing", async () => {
    for (const q of [
      "train or fly from bangkok to chiang mai? how long each",
      "do Canadians need a visa for Thailand?",
    ]) {
      const t = last(await talk("Bangkok 4 nights then Chiang Mai 3 nights, 2-9 Feb, from Vancouver, 2 adults", q));
      expect(t.intent).toBe("question");
      expect(t.plan).toEqual(t.before.plan);
    }
  });
  it("a day trip named for removal is removed, not wished for again", async () => {
    const t = last(
      await talk(
        "Tulum 4 nights, 10-14 March, from Mexico City, 2 adults, must see Chichen Itza",
        "take out chichen itza, too far",
      ),
    );
    expect(t.intent).toBe("edit");
    expect(t.text).toContain("Removed the day trip");
    expect(JSON.stringify(t.ctx.itinerary)).not.toContain("Chichén Itzá");
  });
  it("the answer to 'which Georgia?' plans that Georgia", async () => {
    for (const [answer, country] of [
      ["the country", "GE"],
      ["Georgia, the country", "GE"],
      ["the US state", "US"],
    ] as const) {
      const turns = await talk("Georgia 7 nights in May from London", answer);
      expect(turns[0]?.text).toContain("Which Georgia");
      expect(last(turns).ctx.itinerary.length).toBeGreaterThan(0);
      expect(last(turns).plan.stays.every((s) => s.place.country_code === country)).toBe(true);
    }
  });
  it("a fact told with a question is kept", async () => {
    const t = last(
      await talk(
        "Lisbon 4 nights, 3-7 May, from London, 2 adults",
        "we are vegetarian, do we need to book restaurants?",
      ),
    );
    expect(t.plan.food.diets).toContain("vegetarian");
  });
});

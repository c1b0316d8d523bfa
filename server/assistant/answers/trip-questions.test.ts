import { beforeAll, describe, expect, it } from "vitest";
import { type Answer, answerQuestion } from "./answer-question";
import { askAbout, now, type Planned, planTrip, tools } from "./testing";

// What travellers ask about a planned trip, beyond the weather and the food: getting about in a
// town, which days things close, children, the language, where to stay; and whether a change
// could be made ("could we see X on Sunday?"), answered from the trip with the change offered.

let seville: Planned;
let munich: Planned;
let prague: Planned;
let family: Planned;

const ask = (trip: Planned, message: string): Promise<Answer> => askAbout(trip, message, 1);

beforeAll(async () => {
  seville = await planTrip("Seville 4 nights 8-12 April from Dublin, 2 adults");
  munich = await planTrip("Munich 3 nights 5-8 March from Leeds, 2 adults");
  prague = await planTrip("Prague 3 nights and Vienna 3 nights 14-20 May from Oslo, 2 adults");
  family = await planTrip("Barcelona 4 nights 3-7 August from Lyon, 2 adults and 2 kids (4 and 7)");
});

describe("getting about in one town", () => {
  it("from the plan's own moves: how many on foot, how many by transit or taxi", async () => {
    const a = await ask(munich, "is there a subway in munich or do we walk everywhere?");
    expect(a.kind).toBe("transit");
    expect(a.text).toMatch(/Your plan moves between Munich's stops \d+ times/);
    expect(a.text).toMatch(/on file/);
  });
  it("asked tersely, with a typo: 'wat is best way go around' is getting about", async () => {
    const a = await ask(seville, "wat is best way go around seville");
    expect(a.kind).toBe("transit");
  });
  it("a car asked about in town: not needed, and why", async () => {
    const a = await ask(seville, "do we need to rent a car in seville?");
    expect(a.text).toMatch(/Seville/);
    expect(a.text).toMatch(/car/);
  });
  it("a tour named 'underground' is a sight, not the metro", async () => {
    const a = await ask(prague, "is the old town hall underground tour worth it?");
    expect(a.kind).not.toBe("transit");
  });
});

describe("a country's facts asked of 'there'", () => {
  it("tap water: the trip's country, not a sight a word of the question matched", async () => {
    const a = await ask(seville, "is the water ok to drink there?");
    expect(a.kind).toBe("water");
    expect(a.text).toMatch(/^In Spain/);
  });
});

describe("a town the map matched by a word of the question is no subject", () => {
  it("paying in dollars on a trip to Munich: Germany's currency, not Dallas's", async () => {
    const a = await ask(munich, "what money do they use, can we pay in dollars?");
    expect(a.kind).toBe("currency");
    expect(a.text).toMatch(/Euro/);
    expect(a.text).not.toMatch(/Dallas|US Dollar/);
  });
});

describe("Ramadan and Eid, computed for the trip's dates", () => {
  it("a trip in Ramadan 2027 (about 8 Feb - 8 Mar): the days that fall in it, and what it means", async () => {
    const cairo = await planTrip("Cairo 4 nights 20-24 Feb from Rome, 2 adults");
    const a = await ask(cairo, "is it ramadan while we're there?");
    expect(a.text).toMatch(/Ramadan runs from about \*\*\w+, Feb [78], 2027\*\*/);
    expect(a.text).toMatch(/All of your trip fall/);
    expect(a.text).toMatch(/sunset/);
  });
  it("a trip after it: said so, the month named", async () => {
    const a = await ask(prague, "will eid or ramadan affect us?");
    expect(a.text).toMatch(/Your trip's dates fall (?:after|before) it/);
  });
});

describe("the days things close", () => {
  it("shops on Sunday where the law shuts them: the trip's Sunday named", async () => {
    const a = await ask(munich, "are shops closed on sundays?");
    expect(a.kind).toBe("hours");
    expect(a.text).toMatch(/Sun, Mar 7/);
    expect(a.text).toMatch(/restricted by law/);
  });
  it("museums on a weekday the trip does not have: said so", async () => {
    const a = await ask(munich, "are museums shut on wednesdays");
    expect(a.text).toMatch(/None of your trip's days falls on a Wednesday/);
  });
});

describe("children, the language, where to stay, a month", () => {
  it("is it good for kids: the party, the busiest day, no ratings on file", async () => {
    const a = await ask(family, "is barcelona good for kids?");
    expect(a.kind).toBe("kids");
    expect(a.text).toMatch(/2 children \(4 and 7\)/);
    expect(a.text).toMatch(/child ratings/);
  });
  it("do I need to speak the language: the country's main one", async () => {
    const a = await ask(prague, "do i need to speak czech?");
    expect(a.kind).toBe("language");
    expect(a.text).toMatch(/Czech/);
  });
  it("which area is best to stay in: the neighbourhoods on file", async () => {
    const a = await ask(seville, "which area is best to stay in seville");
    expect(a.text).toMatch(/neighbourhoods I have on file in Seville/);
  });
  it("a month is no town: 'in march' is the trip's weather, not March in England", async () => {
    const a = await askAbout(munich, "how cold is it in march?", 6);
    expect(a.kind).toBe("weather");
    expect(a.text).toMatch(/Munich/);
    expect(a.text).not.toMatch(/in March \(/);
  });
});

describe("whether a change could be made: answered from the trip, the change offered", () => {
  it("a sight on a weekday: where it is now, that day's room, and the words to move it", async () => {
    const sight = await firstSight(seville, 2);
    const a = await ask(seville, `could we see the ${sight} on saturday?`);
    expect(a.kind).toBe("possible");
    expect(a.text).toMatch(/Sat, Apr 10/);
    expect(a.text).toMatch(/Say \*"(?:move|add) /);
  });
  it("a night somewhere not on the trip: how far from the nearest stop, and how to add it", async () => {
    const a = await ask(seville, "is it possible to add a night in Cordoba?");
    expect(a.text).toMatch(/^Yes, it can be done: \*\*C[oó]rdoba\*\*/);
    expect(a.text).toMatch(/about 1\d\d km from Sevill[ea]/);
    expect(a.text).toMatch(/add a night in C[oó]rdoba/);
  });
  it("advice asked: the choice left to the traveller", async () => {
    const a = await ask(prague, "should we spend another night in vienna?");
    expect(a.text).toMatch(/^It's your call/);
    expect(a.text).toMatch(/nights in \*\*Vienna\*\*/);
  });
  it("a town off the trip in a day: the time each way, and whether a day is enough", async () => {
    const a = await ask(seville, "is it doable to see granada in a day?");
    expect(a.text).toMatch(/\*\*Granada\*\* is about \d+ km from Sevill[ea]/);
    expect(a.text).toMatch(/day trip|a night there/);
  });
  it("staying in another area: the plan's hotel, and the words that change it", async () => {
    const a = await ask(prague, "would it be better to stay in mala strana?");
    expect(a.text).toMatch(/Your plan's hotel is \*\*/);
    expect(a.text).toContain('Say *"a hotel near Mala Strana"*');
  });
  it("advice on skipping a sight: what it takes, and the words that drop it", async () => {
    const sight = await firstSight(prague, 2);
    const a = await ask(prague, `should we skip the ${sight}?`);
    expect(a.text).toMatch(/It takes about/);
    expect(a.text).toContain(`Say *"drop ${sight}"*`);
  });
  it("cheaper on another weekday: fares by day are not on file; the nearest such day offered", async () => {
    const a = await ask(munich, "would it be cheaper to fly on a tuesday?");
    expect(a.text).toMatch(/can't compare fares by day/);
    expect(a.text).toMatch(/Tue, Mar 2|Tue, Mar 9/);
  });
  it("two sights on one day: the time they take together", async () => {
    const a = await ask(prague, "is it too much to do charles bridge and old town square on the same day?");
    expect(a.text).toMatch(/of visits: /);
  });
});

/** The first sight the plan visits on a day, by its name. */
async function firstSight(trip: Planned, day: number): Promise<string> {
  const text = (await answerQuestion({ message: `what's on day ${day}?`, ...rest(trip) }))?.text ?? "";
  const sight = /(?:Visit|Explore|Stroll through|Wander around) ([^-\n]+?)(?: -|\n|$)/.exec(text)?.[1]?.trim();
  expect(sight).toBeTruthy();
  return sight ?? "";
}

function rest(trip: Planned) {
  return { plan: trip.plan, itinerary: trip.ctx.itinerary, now, tools: tools() };
}

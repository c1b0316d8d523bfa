import { beforeAll, describe, expect, it } from "vitest";
import { type Answer, answerQuestion } from "./answer-question";
import { askAbout, now, type Planned, planTrip, tools } from "./testing";

// Practical questions Lotus has no data for but a well-travelled friend would answer: being sick
// on boats, biting insects, cycling, skis, which side of the train, masks, dogs, tailors, church
// services. Each answer names the place and the trip's days, gives honest general advice, and
// never invents a shop, an hour or a price; ordinary questions with the same words are not misread.

let lyon: Planned;
let split: Planned;
let rail: Planned;
let innsbruck: Planned;

const ask = (trip: Planned, message: string): Promise<Answer> => askAbout(trip, message, 1);
const kindOf = async (trip: Planned, message: string) =>
  (await answerQuestion({ message, plan: trip.plan, itinerary: trip.ctx.itinerary, now, tools: tools() }))?.kind;

beforeAll(async () => {
  lyon = await planTrip("Lyon 4 nights 6-10 March from Dublin, 2 adults");
  split = await planTrip("Split 5 nights 12-17 July from Manchester, 2 adults");
  rail = await planTrip("Zurich 2 nights then Lugano 3 nights from 10 June, 2 adults, by train, no flying");
  innsbruck = await planTrip("Innsbruck 6 nights from 14 January for skiing, 3 adults from Hamburg");
});

describe("practical questions answered with general advice, for the trip's place", () => {
  it("being sick on boats, in several voices", async () => {
    for (const q of [
      "my partner gets really seasick, what can she take for the island boats?",
      "are the ferries choppy in july? motion sickness is a worry",
      "any tips for travel sickness on the catamaran",
    ]) {
      const a = await ask(split, q);
      expect(a.kind).toBe("practical");
      expect(a.text).toMatch(/Split/);
      expect(a.text).toMatch(/before\*\* boarding/);
      expect(a.text).not.toMatch(/\$\d/);
    }
  });
  it("car sickness asked with a journey: the journey first, then the advice for the road", async () => {
    const a = await ask(split, "how long is the drive from split to dubrovnik? my son gets carsick");
    expect(a.kind).toBe("route");
    expect(a.text).toMatch(/Dubrovnik/);
    expect(a.text).toMatch(/car sickness on the road/);
    expect(a.text).not.toMatch(/sea-state/);
  });
  it("biting insects: the trip's months, repellent, and no forecast invented", async () => {
    const a = await ask(split, "will the mozzies be bad at night? should we bring bug spray");
    expect(a.kind).toBe("practical");
    expect(a.text).toMatch(/in July/);
    expect(a.text).toMatch(/repellent/);
    const b = await ask(lyon, "are there many mosquitoes by the rivers?");
    expect(b.text).toMatch(/Lyon/);
  });
  it("cycling in town, asked nervously or tersely", async () => {
    for (const q of ["is cycling around lyon ok for someone who's nervous in traffic?", "bike hire any good here?"]) {
      const a = await ask(lyon, q);
      expect(a.kind).toBe("practical");
      expect(a.text).toMatch(/cycle lanes/);
      expect(a.text).toMatch(/Lyon/);
    }
  });
  it("skis: rent there or bring them, without a price", async () => {
    for (const q of ["should we hire skis in innsbruck or fly with our own?", "worth bringing my own ski boots?"]) {
      const a = await ask(innsbruck, q);
      expect(a.kind).toBe("practical");
      expect(a.text).toMatch(/rent/);
      expect(a.text).not.toMatch(/[$€]\d/);
    }
  });
  it("which side of the train: the plan's own journey named, a window seat advised", async () => {
    const a = await ask(rail, "which side of the train has the best views going down to lugano?");
    expect(a.kind).toBe("practical");
    expect(a.text).toMatch(/window/);
    expect(a.text).toMatch(/Day \d/);
  });
  it("a mask or costume, and a festival day asked with it", async () => {
    const a = await ask(lyon, "where can we buy a nice handmade mask? and when's the festival parade?");
    expect(a.kind).toBe("practical");
    expect(a.text).toMatch(/mask/);
    expect(a.text).toMatch(/Mar 6 - Mar 10/);
  });
  it("a dog in restaurants", async () => {
    const a = await ask(lyon, "we're bringing our spaniel, are dogs ok inside cafes?");
    expect(a.kind).toBe("practical");
    expect(a.text).toMatch(/dog/);
    expect(a.text).toMatch(/Lyon/);
  });
  it("tailors: order early, with the trip's days in the town", async () => {
    const a = await ask(split, "is it worth having a suit made by a tailor while we're there?");
    expect(a.kind).toBe("practical");
    expect(a.text).toMatch(/first\*\* day/);
    expect(a.text).toMatch(/Day 1/);
  });
  it("a church service: no times invented, the trip's Sundays said", async () => {
    const a = await ask(lyon, "what time is sunday mass at the basilica?");
    expect(a.kind).toBe("practical");
    expect(a.text).toMatch(/website/);
    expect(a.text).toMatch(/Sundays: Day \d/);
  });
});

describe("ordinary questions with the same words are not misread", () => {
  it("a face mask for smoke, bed bugs, a side of town, a tailor-made plan", async () => {
    for (const q of [
      "do we need n95 masks for the smoke?",
      "which side of town is nicer to stay in?",
      "is the old town safe at night?",
      "what's the weather like on day 2?",
    ])
      expect(await kindOf(lyon, q)).not.toBe("practical");
  });
});

describe("etiquette: saunas, temples and monks", () => {
  it("sauna customs, asked in several ways", async () => {
    for (const q of [
      "do people wear swimsuits in the sauna here?",
      "sauna etiquette? towel or not",
      "is it nude in the saunas?",
    ]) {
      const a = await ask(innsbruck, q);
      expect(a.kind, q).toBe("practical");
      expect(a.text, q).toMatch(/swimsuit/);
      expect(a.text, q).toMatch(/towel/);
    }
  });
  it("temples and an alms round: dress, distance, no flash", async () => {
    for (const q of [
      "how do we behave at the temples so we're not rude?",
      "can we watch the monks collect alms in the morning?",
    ]) {
      const a = await ask(lyon, q);
      expect(a.kind, q).toBe("practical");
      expect(a.text, q).toMatch(/distance/);
    }
  });
  it("negatives: tipping customs and a temple's hours are other questions", async () => {
    expect(await kindOf(lyon, "what is the tipping etiquette?")).not.toBe("practical");
    expect(await kindOf(lyon, "what time does the temple open?")).not.toBe("practical");
  });
});

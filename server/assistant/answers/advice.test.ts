import { describe, expect, it } from "vitest";
import { type Answer, answerQuestion } from "./answer-question";
import { countryAlias, countryFacts } from "./country-facts";
import { readIntent } from "./intent";
import { now, type Planned, planTrip, tools } from "./testing";

// Travel-advice questions Lotus has no data file of its own for (plugs, tap water, tipping, dress
// at religious sites, eSIM and mobile data, altitude, rail passes, safety at night, the best
// time for a region): read as questions in any phrasing, never as a plan, and answered with what
// holds in general, the country's facts where they are well established, and where to check.

async function ask(message: string, trip?: Planned): Promise<Answer | null> {
  const t = trip ?? (await planTrip("hi"));
  return answerQuestion({ message, plan: t.plan, itinerary: t.ctx.itinerary, now, tools: tools() });
}

describe("advice questions are questions, whatever their shape", () => {
  const questions = [
    "esim or pocket wifi for japan, whats better for 2 weeks",
    "local sim vs esim in thailand for 10 days, which is better?",
    "Cusco altitude - should I worry? I'm 68 and have mild asthma",
    "La Paz altitude, how bad is it for 4 days",
    "if I went to iceland in december for 5 days would I actually see the northern lights or is it a gamble",
    "if we went to lapland in january for a week could we see the aurora",
    "Lohnt sich ein Interrail-Pass für zwei Wochen Italien?",
    "vale a pena o JR pass para 7 dias no Japão?",
    "what plug adapter do I need for south africa",
    "how much do ya tip in the states? coming from melbourne and it confuses me",
    "what should I wear to temples in bangkok?",
  ];
  for (const q of questions) it(q, () => expect(readIntent(q, false)).toBe("question"));

  it("plans with the same words stay plans", () => {
    expect(readIntent("plan 2 weeks in japan in april, we need esims", false)).toBe("other");
    expect(readIntent("Cusco 5 nights from Lima, May 2-7, 2 adults", false)).toBe("other");
  });
});

describe("advice answered from the country's facts and the trip", () => {
  it("plugs and voltage by country, named by its common name too", async () => {
    const za = await ask("what plug adapter do I need for south africa");
    expect(za?.kind).toBe("plugs");
    expect(za?.text).toMatch(/Type C\*\*.*Type D\*\*.*Type M\*\*.*Type N\*\*/);
    expect(za?.text).toMatch(/230 V/);
    const jp = await ask("do my hair dryer and chargers work in japan? which adapter?");
    expect(jp?.text).toMatch(/Type A\*\* \(two flat pins\).*Type B\*\*/);
    expect(jp?.text).toMatch(/100 V/);
  });

  it("tipping: the custom and its figures, 'the states' read as the USA", async () => {
    const us = await ask("how much do ya tip in the states? coming from melbourne and it confuses me");
    expect(us?.kind).toBe("tipping");
    expect(us?.text).toMatch(/the United States/);
    expect(us?.text).toMatch(/15-20%/);
    const jp = await ask("do you tip in japan?");
    expect(jp?.text).toMatch(/not customary/);
  });

  it("tap water: safe, treated-but-bottled, or not advised, by country", async () => {
    expect((await ask("can you drink the tap water in iceland?"))?.text).toMatch(
      /tap water is generally safe to drink/,
    );
    expect((await ask("is the tap water ok in vietnam?"))?.text).toMatch(/bottled or filtered/);
  });

  it("dress at religious sites: modest dress, and a headscarf at a mosque", async () => {
    const temples = await ask("what should I wear to temples in thailand?");
    expect(temples?.kind).toBe("dress");
    expect(temples?.text).toMatch(/shoulders and knees/);
    const mosque = await ask("do I need to cover my hair at the mosque in Istanbul?");
    expect(mosque?.text).toMatch(/headscarf/);
  });

  it("eSIM, SIM or pocket wifi: the choices and what decides", async () => {
    const a = await ask("esim or pocket wifi for japan, whats better for 2 weeks");
    expect(a?.kind).toBe("connectivity");
    expect(a?.text).toMatch(/eSIM/);
    expect(a?.text).toMatch(/pocket wifi/);
    expect(a?.text).toMatch(/Japan/);
  });

  it("altitude: the town's height and how to acclimatise, with a doctor for health conditions", async () => {
    const a = await ask("Cusco altitude - should I worry? I'm 68 and have mild asthma");
    expect(a?.kind).toBe("health");
    expect(a?.text).toMatch(/3,400 m/);
    expect(a?.text).toMatch(/acclimatise/);
    const bolivia = await ask("is the altitude in la paz a problem?");
    expect(bolivia?.text).toMatch(/3,640 m/);
  });

  it("rail passes: how to judge one, named as asked, in another language too", async () => {
    const a = await ask("Lohnt sich ein Interrail-Pass für zwei Wochen Italien?");
    expect(a?.kind).toBe("passes");
    expect(a?.text).toMatch(/Interrail/);
    expect(a?.text).toMatch(/English/);
  });

  it("safety at night: no made-up areas, where to check, what holds everywhere", async () => {
    const a = await ask("which areas should we avoid at night in cape town?");
    expect(a?.kind).toBe("safety");
    expect(a?.text).toMatch(/can't name which areas to avoid/);
    expect(a?.text).toMatch(/at night/);
  });

  it("the best time for a region, from its cities' climate", async () => {
    const a = await ask("best month to go to patagonia for hiking?");
    expect(a?.kind).toBe("best_time");
    expect(a?.text).toMatch(/Patagonia/);
    expect(a?.text).toMatch(/January|December/);
  });

  it("the aurora for a month named in the question", async () => {
    const a = await ask("if I went to iceland in december would I see the northern lights");
    expect(a?.kind).toBe("aurora");
    expect(a?.text).toMatch(/Iceland/);
    expect(a?.text).toMatch(/aurora is possible/);
  });

  it("the table holds only what it can: a country not on file gives no facts", () => {
    expect(countryFacts("GB")?.plugs).toBe("G");
    expect(countryFacts("XK")).toBeUndefined();
  });
});

describe("a thing put on a day is a change; a topic on a day is a question", () => {
  const rows: [string, "question" | "other"][] = [
    ["Pompeii on day 2 please", "other"],
    ["the louvre on day 3", "other"],
    ["can we get löyly sauna in on day 3", "other"],
    ["could we squeeze a cooking class into day 2", "other"],
    ["dinner on day 2", "question"],
    ["weather on day 2", "question"],
    ["what's on day 2", "question"],
    ["plans on day 2", "question"],
    ["can we get a taxi on day 2?", "question"],
    // "do" as a command, and "from now on" in the languages travellers write it.
    ["actually do salento first, then bogota", "other"],
    ["do we need to book the louvre first?", "question"],
    ["do museums open on day 2?", "question"],
    ["só comida halal a partir de agora, por favor", "other"],
    ["solo comida vegana de ahora en adelante", "other"],
    // A change asked for mid-sentence, on a condition or as a wonder.
    ["if it rains, can we swap day 2 and 3", "other"],
    ["i wonder if we could move the louvre to day 3", "other"],
    ["if it rains on day 2 would we still see the castle", "question"],
  ];
  for (const [m, want] of rows) it(m, () => expect(readIntent(m, true)).toBe(want));
});

describe("questions that name a place the trip goes near, or none yet", () => {
  it("tap water in a city named, not a sight elsewhere matched by the word 'water'", async () => {
    const a = await ask("can u drink tap water in mexico city??");
    expect(a?.text).toMatch(/Mexico City/);
    expect(a?.text).toMatch(/bottled or filtered/);
  });

  it("what to wear for a month at a place, before any trip: in words, never a made-up forecast", async () => {
    const a = await ask("what should I wear in iceland in december?");
    expect(a?.kind).toBe("packing");
    expect(a?.text).toMatch(/Iceland in December is usually \*\*cold\*\*/);
    expect(a?.text).not.toMatch(/°/);
  });

  it("a day trip weighed: the time each way and whether it makes a day out", async () => {
    const hanoi = await planTrip("Hanoi 5 nights, 5-10 Jan, from Melbourne, 2 adults");
    const a = await ask("and is a day trip to ha long bay doable or too far?", hanoi);
    expect(a?.kind).toBe("route");
    // The day-trip table's own figures: from Hanoi, by coach or tour, the whole day.
    expect(a?.text).toMatch(/Ha Long Bay\*\* is a day trip from \*\*Hanoi/);
    expect(a?.text).toMatch(/each way by coach or tour/);
    expect(a?.text).toMatch(/whole day/);
  });

  it("a christmas market to eat at: seasonal markets said honestly, the market halls on file", async () => {
    const berlin = await planTrip("berlin 18-21 dec by train from warsaw, 2 ppl");
    const a = await ask("where's a good christmas market near the hotel to eat at?", berlin);
    expect(a?.kind).toBe("eat");
    expect(a?.text).toMatch(/Christmas markets are seasonal/);
    expect(a?.text).toMatch(/Markthalle Neun/);
  });
});

describe("more phrasings of the same classes", () => {
  it("dress at temples in a city named: the city, never a sight elsewhere named 'Temples'", async () => {
    const a = await ask("what's the dress code for temples in kyoto");
    expect(a?.text).toMatch(/religious sites in Kyoto/);
    const vatican = await ask("is it ok to wear shorts in the vatican?");
    expect(vatican?.kind).toBe("dress");
  });

  it("cash or card: the currency, and how people pay where it is well known", async () => {
    const de = await ask("cash or card in germany?");
    expect(de?.kind).toBe("currency");
    expect(de?.text).toMatch(/Euro \(EUR\)/);
    expect(de?.text).toMatch(/cash only/);
    expect((await ask("do i need cash in sweden"))?.text).toMatch(/no longer take cash/);
  });

  it("a pass named as it is written", async () => {
    expect((await ask("is the JR pass worth it for 10 days"))?.text).toMatch(/JR Pass/);
  });
});

describe("events: no schedules on file, said so, with what holds for any big event", () => {
  it("NYE fireworks on the trip's dates, and a festival elsewhere without them", async () => {
    const sydney = await planTrip("Sydney 28 Dec - 3 Jan from Singapore, 2 adults + kids 5 and 8");
    const a = await ask("where's the best spot for the NYE fireworks with young kids?", sydney);
    expect(a?.kind).toBe("events");
    expect(a?.text).toMatch(/New Year's Eve/);
    expect(a?.text).toMatch(/Dec 28 - Jan 3/);
    const b = await ask("any festivals in edinburgh in august?", sydney);
    expect(b?.text).toMatch(/Edinburgh/);
    expect(b?.text).not.toMatch(/your dates/);
    // What is on a day of the trip is still the day's plan.
    expect((await ask("what's happening tomorrow?", sydney))?.kind).not.toBe("events");
  });
});

describe("a continent is not the US", () => {
  it.each([
    "how much should I tip in south america?",
    "is the tap water safe in Latin America?",
    "tipping in central america",
  ])("%s", (q) => {
    expect(countryAlias(q)).toBeUndefined();
  });
  it("America alone is", () => {
    expect(countryAlias("how much do people tip in america?")).toBe("US");
  });
});

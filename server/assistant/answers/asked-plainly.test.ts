import { describe, expect, it } from "vitest";
import { type Answer, answerQuestion } from "./answer-question";
import { asksDrivingSide, drivingSideAnswer } from "./driving-side";
import { stillAsking } from "./follow-up";
import { areaAsked, withoutPassport } from "./general-question";
import { questionsAlong, readIntent } from "./intent";
import { asksMoon, moonAge, moonAnswer } from "./moon";
import { askAbout, now, type Planned, planTrip, tools } from "./testing";
import { seasonMonth, seasonSaid } from "./weather-question";

// Questions asked plainly and answered from rules that hold for years: the side of the road a
// country drives on, what to pack for a place in a season, the online travel authorisations
// (NZeTA, ESTA, UK ETA) that visa-free visitors still need, the area a safety question names said
// back, "asking for a mate" after a question, a question asked after a linking word beside a trip
// to plan, a trip outlined in short pieces with a question mark, and the way to a stay named by
// its train.

async function ask(message: string, trip?: Planned): Promise<Answer | null> {
  const t = trip ?? (await planTrip("hi"));
  return answerQuestion({ message, plan: t.plan, itinerary: t.ctx.itinerary, now, tools: tools() });
}

describe("the side of the road", () => {
  it.each([
    "which side of the road do they drive on in Japan?",
    "do they drive on the left in cyprus?",
    "what side of the road do cars drive in Thailand",
    "is it left hand traffic in kenya?",
  ])("%s: asked", (q) => expect(asksDrivingSide(q.toLowerCase())).toBe(true));

  it.each([
    "is it a long drive to the coast?",
    "can we drive to Sintra on day 2?",
    "which side of the boat has the best views?",
    "is the hotel on the left bank?",
  ])("%s: not asked", (q) => expect(asksDrivingSide(q.toLowerCase())).toBe(false));

  it("left or right by the country's table", () => {
    for (const [code, name] of [
      ["JP", "Japan"],
      ["IE", "Ireland"],
      ["AU", "Australia"],
      ["ZA", "South Africa"],
    ] as [string, string][])
      expect(drivingSideAnswer({ code, name })).toContain("**left**");
    for (const [code, name] of [
      ["US", "United States"],
      ["FR", "France"],
      ["AR", "Argentina"],
    ] as [string, string][])
      expect(drivingSideAnswer({ code, name })).toContain("**right**");
  });

  it("answered for the country named, or the trip's", async () => {
    expect((await ask("Quick one — which side of the road do they drive on in Japan?"))?.text).toMatch(/\*\*left\*\*/);
    expect((await ask("do they drive on the right in spain?"))?.text).toMatch(/Spain.*\*\*right\*\*/);
    const trip = await planTrip("Cape Town 4 nights from 3 March 2027, 2 adults");
    expect((await askAbout(trip, "which side do they drive on here? renting a car")).text).toMatch(/\*\*left\*\*/);
  });
});

describe("packing for a place in a season", () => {
  it("the season said, and its month by hemisphere", () => {
    expect(seasonSaid("what to pack for iceland in winter")).toBe("winter");
    expect(seasonSaid("packing for japan in the fall")).toBe("autumn");
    expect(seasonSaid("clothes for peru over the summer")).toBe("summer");
    expect(seasonSaid("spring break in cancun, what to pack")).toBeUndefined();
    expect(seasonSaid("what to wear to the hot springs")).toBeUndefined();
    expect(seasonMonth("winter", 64)).toBe(1);
    expect(seasonMonth("winter", -41)).toBe(7);
    expect(seasonMonth("summer", -34)).toBe(1);
    expect(seasonMonth("autumn", 48)).toBe(10);
  });

  it("answered from the place's typical weather", async () => {
    const iceland = await ask("what should i pack for iceland in winter? first time seeing snow lol");
    expect(iceland?.kind).toBe("packing");
    expect(iceland?.text).toMatch(/thermal|boots/);
    expect(iceland?.text).toContain("Iceland in winter");
    const norway = await ask("packing list for norway in winter pls");
    expect(norway?.text).toMatch(/coat|thermal/);
    const thai = await ask("what clothes for thailand in summer?");
    expect(thai?.text).toMatch(/breathable|light clothes/);
  });
});

describe("online travel authorisations", () => {
  it.each([
    ["do Canadians need an NZeTA for New Zealand?", /NZeTA/],
    ["do brits need an ETA for canada", /eTA/],
    ["do i need an esta for the states", /ESTA/],
    ["do i need a visa for the uk with an indian passport", /UK \*\*ETA\*\*/],
  ])("%s", async (q, re) => {
    const a = await ask(q);
    expect(a?.kind).toBe("visa");
    expect(a?.text).toMatch(re);
  });

  it("the passport's country is not where the traveller goes", async () => {
    expect(withoutPassport("visa for korea on a uk passport")).toBe("visa for korea");
    expect((await ask("visa for korea on a uk passport?"))?.text).toMatch(/K-ETA/);
    // (No scheme on file: the general advice, for the country asked.)
    expect((await ask("do US citizens need a visa for japan"))?.text).toContain("Japan");
  });

  it("an ETA that is a time of arrival is no visa", async () => {
    expect((await ask("what's our eta in lisbon?"))?.kind).not.toBe("visa");
  });
});

describe("the area a safety question names", () => {
  it.each([
    ["is it safe to walk around at night in roma and condesa", "Roma and Condesa"],
    ["is temple bar safe late at night or a total rip off", "Temple Bar"],
    ["is it safe to walk about at night in osu", "Osu"],
    ["how safe is la candelaria", "La Candelaria"],
  ])("%s", (q, area) => expect(areaAsked(q)).toBe(area));

  it.each([
    "is it safe there at night",
    "is the metro safe at night",
    "is it safe in january",
    "is it safe for solo women",
    "how safe is it",
  ])("%s: no area", (q) => expect(areaAsked(q)).toBeUndefined());

  it("said back in the answer", async () => {
    const trip = await planTrip("Mexico City 5 nights from 10 January 2027, 2 adults");
    expect((await askAbout(trip, "is it safe to walk around at night in roma and condesa?")).text).toContain(
      "Roma and Condesa",
    );
  });
});

describe("a question that still stands", () => {
  it.each(["asking for a mate", "Asking for a friend 😂", "just curious lol", "genuinely wondering", "im just asking"])(
    "%s",
    (m) => expect(stillAsking(m)).toBe(true),
  );
  it.each(["asking my mate to join us", "just curious, what's on day 3?", "thanks mate", "my friend is coming"])(
    "%s: no",
    (m) => expect(stillAsking(m)).toBe(false),
  );
});

describe("a question after a linking word beside a trip to plan", () => {
  it.each([
    ["Marrakech 4 nights in Jan with my sister — also do we need a visa as Brits?", "also do we need a visa as Brits?"],
    ["Lisbon 5 nights in may, oh and is there a metro?", "oh and is there a metro?"],
    ["Tokyo 5 nights, also how do we get from the airport?", "also how do we get from the airport?"],
  ])("%s", (m, q) => expect(questionsAlong(m)).toEqual([q]));
  it("a list of towns is no question", () =>
    expect(questionsAlong("rome, florence and venice by train, 7 nights")).toEqual([]));
});

describe("a trip outlined in short pieces, with a question mark", () => {
  it.each(["Iceland, northern lights, February?", "Lapland, huskies, December?", "Japan, cherry blossoms, April?"])(
    "%s: a trip to plan",
    (m) => expect(readIntent(m, false)).toBe("other"),
  );
  it.each(["weather, packing, visas?", "Iceland northern lights in February?", "best time, Iceland, northern lights?"])(
    "%s: a question",
    (m) => expect(readIntent(m, false)).toBe("question"),
  );
});

describe("the way to a stay asked by its train", () => {
  it("from home, or from the stop before", async () => {
    const kenya = await planTrip("Mombasa 4 nights from 20 January 2027, me and my wife from Nairobi");
    const sgr = await askAbout(kenya, "how long is the SGR to mombasa and which class?");
    expect(sgr.kind).toBe("route");
    expect(sgr.text).toContain("Nairobi → Mombasa");
    expect(sgr.text).toMatch(/First/);
    const japan = await planTrip("Tokyo 3 nights then Kyoto 3 nights from 5 April 2027, 2 adults");
    expect((await askAbout(japan, "how long is the shinkansen to kyoto?")).text).toMatch(/Tokyo.*→ Kyoto/);
  });
});

describe("the moon for stargazing", () => {
  it("phases computed from the synodic month", () => {
    // The new moon of the eclipse of 8 April 2024, and the full moon of 18 September 2024.
    const nw = moonAge(Date.UTC(2024, 3, 8, 18));
    expect(Math.min(nw, 29.53 - nw)).toBeLessThan(1);
    expect(Math.abs(moonAge(Date.UTC(2024, 8, 18, 3)) - 14.77)).toBeLessThan(1);
  });
  it.each([
    "when's the best time for stargazing tours there, moon wise?",
    "will there be a full moon while we're in the desert?",
    "can we see the milky way in wadi rum?",
    "best night for astrophotography?",
  ])("%s: asked", (q) => expect(asksMoon(q)).toBe(true));
  it.each([
    "any michelin star restaurants?",
    "honeymoon ideas in bali",
    "5 star hotel near the beach",
    "how much is the taipei 101 observatory?",
    "lunar new year time, many shops close? what is open",
  ])("%s: not asked", (q) => expect(asksMoon(q)).toBe(false));
  it("said for the trip's nights, the rule with it", () => {
    const a = moonAnswer({ dates: ["2024-04-06", "2024-04-07", "2024-04-08", "2024-04-09"], now });
    expect(a).toMatch(/new moon.*Mon, Apr 8/i);
    expect(moonAnswer({ dates: [], now })).toMatch(/next new moon/);
  });
});

describe("a sight out of town asked as a day out", () => {
  it("the ride there is said", async () => {
    const trip = await planTrip("Medellin 4 nights from 20 January 2027, 3 friends");
    const a = await askAbout(trip, "is guatape doable as a day trip?");
    expect(a.text).toMatch(/km from Medell[ií]n: about \*\*.* each way\*\* by bus/);
    // (A sight in town: no ride.)
    expect((await askAbout(trip, "is the botanical garden worth it?")).text).not.toMatch(/each way/);
  });
});

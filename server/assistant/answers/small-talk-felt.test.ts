import { describe, expect, it } from "vitest";
import { readIntent } from "./intent";

// Small talk as travellers type it: chat shorthand ("thank u sm ur a lifesaver fr"), a dropped g
// ("hows your day goin"), "be honest" after asking Lotus of itself, the reply's speed praised, a
// joke asked for with why, and excitement said strongly. Near misses plan or ask.

describe("small talk in its own words", () => {
  const chat: [string, boolean][] = [
    ["thank u sm ur a lifesaver fr", false],
    ["ty sm, your the best", true],
    ["thanks so much, ur a legend tbh", true],
    ["are you a real person or a bot? be honest", false],
    ["are you an AI? tell me the truth", false],
    ["is this a bot? for real", false],
    ["howdy! hows your day goin", false],
    ["hey, how are you doin", false],
    ["wow that was fast lol", true],
    ["that was quick haha", true],
    ["this is so helpful", true],
    ["tell me a joke about airports, I'm stuck at gate 42 and bored out of my mind", false],
    ["got any travel jokes? my flight is delayed three hours and I have nothing to do", false],
    ["I just booked my first ever trip abroad and I'm SO excited I could scream", false],
    ["we finally booked our honeymoon and I'm so excited I could cry", false],
  ];
  for (const [m, trip] of chat) it(`"${m}" is small talk`, () => expect(readIntent(m, trip)).toBe("chitchat"));

  const not: [string, boolean, string][] = [
    ["thank u sm, can you make it 5 days?", true, "other"],
    ["that was fast, now add a day in Sintra", true, "other"],
    ["I'm so excited I could scream, plan me 4 days in Rome from May 3", false, "other"],
    ["tell me a joke, then tell me what to pack for Iceland in December for 10 days", false, "other"],
    ["what is the weather on day 2?", true, "question"],
  ];
  for (const [m, trip, want] of not)
    it(`"${m}" is no small talk`, () => {
      const got = readIntent(m, trip);
      expect(got).not.toBe("chitchat");
      if (want === "question") expect(got).toBe(want);
    });
});

// A terse question about the best way between two places is asked, not a trip to plan.
describe("the best way asked", () => {
  const asked = [
    "best way from narita to shinjuku with 2 big suitcases and a stroller? narita express or limo bus",
    "cheapest way from Rome to Naples?",
    "quickest route from the airport into town with kids?",
  ];
  for (const m of asked) it(`"${m}" is a question`, () => expect(readIntent(m, false)).toBe("question"));
  it("a trip with the best way in it still plans", () =>
    expect(readIntent("Rome to Naples 3 days, best way to get there by train", false)).toBe("other"));
});

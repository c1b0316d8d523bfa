import { describe, expect, it } from "vitest";
import { talkLast } from "../testing/talk";
import { questionsAlong } from "./intent";
import { now, tools } from "./testing";

// Class from issue 24: a first message that plans a trip and asks a question with it ("planning 5
// days in Tokyo in April, is the JR pass still worth it?"): the trip is planned and the question
// answered after it, from the plan just made.

describe("questionsAlong: the questions asked beside a trip to plan", () => {
  it.each([
    ["planning 5 days in Tokyo in April with my bf, is the JR pass still worth it?", "is the JR pass still worth it?"],
    ["Doing Hanoi 3n + Sapa 2n next month, how cold does Sapa get in December?", "how cold does Sapa get in December?"],
  ])("%s", (m, asked) => expect(questionsAlong(m)).toEqual([asked]));
  it.each([
    "can you plan 5 days in Rome?",
    "is it rainy in Lisbon in March?",
    "Rome 5 days from London, 2 adults",
    "what's the weather in Lisbon in March?",
  ])("none in %s (only a plan, or only a question)", (m) => expect(questionsAlong(m)).toEqual([]));
});

describe("a plan and a question in one message", () => {
  it("plans the trip and answers the question after it", async () => {
    const r = await talkLast(
      { tools, now },
      "planning 5 days in Tokyo in April with my bf, is the JR pass still worth it?",
    );
    expect(r.intent).toBe("plan");
    expect(r.itinerary.length).toBeGreaterThan(0);
    expect(r.text).toMatch(/JR Pass/);
  });
  it("a plan alone says no more than its plan", async () => {
    const r = await talkLast({ tools, now }, "5 days in Tokyo in April with my bf");
    expect(r.text).not.toMatch(/JR Pass/);
  });
});

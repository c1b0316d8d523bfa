import { describe, expect, it } from "vitest";
import { paceComplaint } from "./pace-complaint";

// A complaint about the pace asks for the other pace; a complaint about a place asks nothing.

describe("paceComplaint", () => {
  const packed = [
    "this is too chill for us, pack more in every day",
    "it's way too relaxed, we want to see more",
    "the days look a bit empty, can you fill the days?",
    "too slow! pick up the pace",
    "honestly the plan is too easy for us, cram more in",
    "the schedule seems too light",
  ];
  const relaxed = [
    "the whole thing is too packed, go easier overall",
    "it's too much for my dad, tone it down",
    "this feels too rushed",
    "every day is too busy, we're exhausted",
    "can you ease off a bit, fewer things per day",
    "the itinerary is way too hectic for a honeymoon",
  ];
  for (const m of packed) it(`"${m}" wants packed`, () => expect(paceComplaint(m)).toBe("packed"));
  for (const m of relaxed) it(`"${m}" wants relaxed`, () => expect(paceComplaint(m)).toBe("relaxed"));
  const none = [
    "the museum is too busy on weekends, swap it",
    "a relaxed trip please",
    "not too packed please",
    "is the market too crowded on sundays?",
    "the hotel is too far from the centre",
    "we want a packed schedule",
    "too expensive, find a cheaper hotel",
  ];
  for (const m of none) it(`"${m}" makes no pace complaint`, () => expect(paceComplaint(m)).toBeUndefined());
});

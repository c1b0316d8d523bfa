import { describe, expect, it } from "vitest";
import { read } from "../testing/read";
import { findPace, hardDaysRefused, paceComplaint, paceOfDays, paceSlang } from "./pace";

// The pace of a trip, every way it is read (pace.ts).

const paceOf = (...messages: string[]) => read(...messages).plan.pace;

describe("findPace: the plain words", () => {
  it.each([
    ["Gentle pace please", "relaxed"],
    ["a relaxed trip please", "relaxed"],
    ["not too rushed but we do want to see the main stuff", "moderate"],
    ["action-packed days please", "packed"],
    ["this is too chill for us, pack more in", "packed"],
    ["the whole thing is too packed, go easier", "relaxed"],
    ["Rome 4 nights from Leeds", undefined],
  ] as const)("%s → %s", (text, pace) => {
    expect(findPace(text)).toBe(pace);
  });
});

describe("paceComplaint", () => {
  it.each([
    ["this is too chill for us, pack more in every day", "packed"],
    ["it's way too relaxed, we want to see more", "packed"],
    ["the days look a bit empty, can you fill the days?", "packed"],
    ["too slow! pick up the pace", "packed"],
    ["honestly the plan is too easy for us, cram more in", "packed"],
    ["the schedule seems too light", "packed"],
    ["the whole thing is too packed, go easier overall", "relaxed"],
    ["it's too much for my dad, tone it down", "relaxed"],
    ["this feels too rushed", "relaxed"],
    ["every day is too busy, we're exhausted", "relaxed"],
    ["can you ease off a bit, fewer things per day", "relaxed"],
    ["the itinerary is way too hectic for a honeymoon", "relaxed"],
    // A complaint about a place, a plain wish or a question: no complaint about the pace.
    ["the museum is too busy on weekends, swap it", undefined],
    ["a relaxed trip please", undefined],
    ["not too packed please", undefined],
    ["is the market too crowded on sundays?", undefined],
    ["the hotel is too far from the centre", undefined],
    ["we want a packed schedule", undefined],
    ["too expensive, find a cheaper hotel", undefined],
  ] as const)("%s → %s", (text, pace) => {
    expect(paceComplaint(text)).toBe(pace);
  });
});

describe("the pace in slang, read into a plan", () => {
  it.each([
    // A full day however it is said.
    ["Rome 4 nights, we wanna go hard and see it all", "packed"],
    ["Tokyo 5 days, no lazy days pls we want to do heaps", "packed"],
    ["Bangkok 5 nights from Perth, max out every day", "packed"],
    ["Berlin 4 nights, whirlwind trip with my brother", "packed"],
    ["London 3 days, no downtime needed, we want to see loads", "packed"],
    ["Oslo 3 nights, hit the ground running", "packed"],
    ["NYC 4 nights, full-on itinerary please", "packed"],
    ["Mexico City 6 nights, we'll sleep when we're dead", "packed"],
    // A gentle day however it is said.
    ["Paris 3 nights, nothing too full on, we like lie-ins", "relaxed"],
    ["Lisbon 4 nights, lots of downtime please", "relaxed"],
    ["Bali 7 nights, low-key, just us two", "relaxed"],
    ["Seoul 4 nights, we're not early risers", "relaxed"],
    ["Rome 3 nights, not a whirlwind, easy does it", "relaxed"],
    ["Vienna 5 nights at our own pace", "relaxed"],
    ["Cape Town 6 nights, lazy mornings and late starts", "relaxed"],
    ["Edinburgh 3 nights, we need time to unwind", "relaxed"],
    // A hard day turned down is the gentle pace.
    ["Madeira 3 weeks from Hamburg, walking the levadas but nothing too steep", "relaxed"],
    ["Tassie 10 days in a campervan from Brisbane. Nothing too rushed, we're retired!", "relaxed"],
    ["Azores 6 nights, I'll be 24 weeks so nothing strenuous", "relaxed"],
    ["Paris 6 nights from Accra. Nothing too rushed. Thanks!", "relaxed"],
    ["Hanoi 5 nights, not too intense please", "relaxed"],
    ["malta 4 days with my 70 yr old dad, not too much walking please", "relaxed"],
    ["Porto 4 nights, mum can't walk far", "relaxed"],
    ["Lisbon 5 nights, we love seafood and honestly we don't want to rush anything", "relaxed"],
    ["Lanzarote 10 days in Feb, somewhere quiet now", "relaxed"],
    ["Crete 7 nights, just want some peace and quiet", "relaxed"],
    // The words mean something else, or a middle pace is asked: the default stays.
    ["Orlando 5 nights, lazy river at the resort", "moderate"],
    ["Denver 3 nights, staying downtown", "moderate"],
    ["Kyoto 3 nights, we sleep in a ryokan", "moderate"],
    ["London to Singapore 4 nights, non-stop flights only", "moderate"],
    ["Perth 4 nights, its a hard trip to plan", "moderate"],
    ["Lima 4 nights, the budget is non-negotiable", "moderate"],
    ["Hanoi 5 nights, 2 adults, from Sydney", "moderate"],
    ["lisbon 4 days, balanced pace – some sights, some downtime", "moderate"],
    ["Quito 5 nights, medium pace, lots of downtime too", "moderate"],
    ["Rome 4 nights, a walking tour on day 1", "moderate"],
    ["Kyoto 4 nights, quiet temples early in the morning", "moderate"],
    ["Paris 3 nights, we don't want to rush to the airport on the last day", "moderate"],
    // The plain words win over the slang.
    ["Madrid 4 nights, relaxed pace, we want to see loads", "relaxed"],
    ["Porto 3 nights, packed days, lazy mornings", "packed"],
  ] as const)("%s → %s", (text, pace) => {
    expect(paceOf(text)).toBe(pace);
  });

  it("says nothing when both paces are asked", () => {
    expect(paceSlang("go hard in the day but lazy mornings")).toBeUndefined();
  });
});

describe("hardDaysRefused", () => {
  it.each([
    ["add lombok, but nothing too rushed please", true],
    ["Penang 4D3N, don't want so rushed lah", true],
    ["we don't want it too hectic, my mum is 70", true],
    ["we don't want packed lunches every day", false],
    ["Hanoi 5 nights, we don't want the days to be jam-packed", true],
    ["don't want to miss the rushed feeling of Shibuya crossing", false],
    ["Rome 4 nights, no busy roads near the hotel", false],
    ["Seville 3 nights, is it too hot in july?", false],
    ["Oslo 3 nights, hard-core hikers", false],
    // A pace wondered about in a question is not asked for.
    ["what if we added lombok? is it worth it, or too rushed?", false],
    ["would 3 cities be too hectic?", false],
    ["is that too packed for a 6 year old?", false],
  ] as const)("%s → %s", (text, refused) => {
    expect(hardDaysRefused(text)).toBe(refused);
  });
});

describe("paceOfDays", () => {
  it.each([
    ["max 2 sights per day", "relaxed"],
    ["no more than three things a day", undefined],
    ["one or two things a day is plenty", "relaxed"],
    ["we're high-energy, cram it all in", "packed"],
    ["we're not so young and my husband has bad knees", "relaxed"],
    ["nothing too rushed please", "relaxed"],
    ["four nights in rome", undefined],
  ] as const)("%s → %s", (text, pace) => {
    expect(paceOfDays(text)).toBe(pace);
  });
});

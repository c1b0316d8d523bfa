import { describe, expect, it } from "vitest";
import { read } from "../testing/read";
import { hardDaysRefused, paceSlang } from "./pace-slang";

// The pace in the words travellers use for it, beyond "relaxed" and "packed".

const paceOf = (...messages: string[]) => read(...messages).plan.pace;

describe("the pace in slang", () => {
  it("reads a full day however it is said", () => {
    for (const m of [
      "Rome 4 nights, we wanna go hard and see it all",
      "Tokyo 5 days, no lazy days pls we want to do heaps",
      "Bangkok 5 nights from Perth, max out every day",
      "Berlin 4 nights, whirlwind trip with my brother",
      "London 3 days, no downtime needed, we want to see loads",
      "Oslo 3 nights, hit the ground running",
      "NYC 4 nights, full-on itinerary please",
      "Mexico City 6 nights, we'll sleep when we're dead",
    ])
      expect(paceOf(m), m).toBe("packed");
  });

  it("reads a gentle day however it is said", () => {
    for (const m of [
      "Paris 3 nights, nothing too full on, we like lie-ins",
      "Lisbon 4 nights, lots of downtime please",
      "Bali 7 nights, low-key, just us two",
      "Seoul 4 nights, we're not early risers",
      "Rome 3 nights, not a whirlwind, easy does it",
      "Vienna 5 nights at our own pace",
      "Cape Town 6 nights, lazy mornings and late starts",
      "Edinburgh 3 nights, we need time to unwind",
    ])
      expect(paceOf(m), m).toBe("relaxed");
  });

  it("leaves the pace alone where the words mean something else", () => {
    for (const m of [
      "Orlando 5 nights, lazy river at the resort",
      "Denver 3 nights, staying downtown",
      "Kyoto 3 nights, we sleep in a ryokan",
      "London to Singapore 4 nights, non-stop flights only",
      "Perth 4 nights, its a hard trip to plan",
      "Lima 4 nights, the budget is non-negotiable",
      "Hanoi 5 nights, 2 adults, from Sydney",
      "lisbon 4 days, balanced pace – some sights, some downtime",
      "Quito 5 nights, medium pace, lots of downtime too",
    ])
      expect(paceOf(m), m).toBe("moderate");
  });

  it("lets the plain words win, and says nothing when both paces are asked", () => {
    expect(paceOf("Madrid 4 nights, relaxed pace, we want to see loads")).toBe("relaxed");
    expect(paceOf("Porto 3 nights, packed days, lazy mornings")).toBe("packed");
    expect(paceSlang("go hard in the day but lazy mornings")).toBeUndefined();
  });

  it("reads a hard day turned down as the gentle pace", () => {
    for (const m of [
      "Madeira 3 weeks from Hamburg, walking the levadas but nothing too steep",
      "Tassie 10 days in a campervan from Brisbane. Nothing too rushed, we're retired!",
      "Azores 6 nights, I'll be 24 weeks so nothing strenuous",
      "Paris 6 nights from Accra. Nothing too rushed. Thanks!",
      "Hanoi 5 nights, not too intense please",
    ])
      expect(paceOf(m), m).toBe("relaxed");
    expect(hardDaysRefused("Rome 4 nights, no busy roads near the hotel")).toBe(false);
    expect(hardDaysRefused("Seville 3 nights, is it too hot in july?")).toBe(false);
    expect(hardDaysRefused("Oslo 3 nights, hard-core hikers")).toBe(false);
  });
});

describe("a pace wondered about in a question is not asked for", () => {
  it.each([
    "what if we added lombok? is it worth it, or too rushed?",
    "would 3 cities be too hectic?",
    "is that too packed for a 6 year old?",
  ])("%s", (text) => {
    expect(hardDaysRefused(text)).toBe(false);
  });
  it("said, not asked, it still turns the hard days down", () => {
    expect(hardDaysRefused("add lombok, but nothing too rushed please")).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { withoutReason } from "./said-why";

// The reason said after a change is cut, so its dates, flights and people change nothing; a
// change said after its reason, or with no reason, is kept whole.

describe("withoutReason", () => {
  const cut: [string, string][] = [
    ["swap days 2 and 4 — rain forecast for the 9th", "swap days 2 and 4"],
    ["flip it — Osaka first then Kyoto, our flight lands at KIX", "flip it — Osaka first then Kyoto"],
    ["scrap the heineken thing, turns out one of us has done it twice already", "scrap the heineken thing"],
    ["drop the zoo because the kids went last year", "drop the zoo because the kids went last year"],
    ["drop the zoo, because the kids went last year", "drop the zoo"],
    ["move the hike to day 4. the forecast says storms on the 12th", "move the hike to day 4"],
    ["skip the louvre - we've been twice", "skip the louvre"],
    ["scrap the Acropolis, my brother's knee is bad", "scrap the Acropolis"],
  ];
  for (const [m, want] of cut) it(`"${m}"`, () => expect(withoutReason(m)).toBe(want));

  const kept = [
    "as it rains, move the hike to day 3",
    "move day 2 to the 9th",
    "add Sintra on day 3, we are 4 now",
    "because of the rain",
    "drop the hike, my sister is joining and she uses a wheelchair",
    "swap the hotel, my husband is vegan",
    // A second request after the reason's opener is read, not cut.
    "Move the Louvre to day 3, as well as 2 more nights in Paris",
    "Swap days 2 and 4. Thanks! Also add the zoo on day 5",
    "drop the museum, sorry, and could you put a cooking class there",
    "remove the hike, since it rains, and make it 6 days",
  ];
  for (const m of kept) it(`"${m}" is kept`, () => expect(withoutReason(m)).toBe(m));
});

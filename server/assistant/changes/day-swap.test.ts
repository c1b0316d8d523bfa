import { describe, expect, it } from "vitest";
import { daySwapInClause } from "./day-swap";

// A day swap asked inside a longer message, and near misses that ask nothing or trade other things.

describe("daySwapInClause", () => {
  const asks: [string, number, number][] = [
    ["hmm actually we land pretty late on day 1 so maybe switch days 1 and 3? so the heavy one isn't first", 1, 3],
    ["maybe flip day 3 and day 5, rain forecast on 3", 3, 5],
    ["i think we should swap days 2 and 3 around, the museum is closed tuesday", 2, 3],
    ["ok so switch day 4 with day 2 because of the weather", 2, 4],
    ["Sorry! Could you trade day two and day four please? My sister arrives later", 2, 4],
    ["the forecast says storms. swap day 5 and 1 if you can", 1, 5],
  ];
  for (const [m, a, b] of asks)
    it(`"${m}" swaps ${a} and ${b}`, () => expect(daySwapInClause(m, 5)).toEqual({ kind: "swapDays", a, b }));

  const not = [
    "swap the day 1 and 3 dinners",
    "switch day 1 and 3 restaurants",
    "what if we switch days 1 and 3?",
    "should we swap days 2 and 4?",
    "is it better to swap days 2 and 4?",
    "do you think we could swap days 1 and 2?",
    "swap days 2 and 9",
    "we switched hotels on day 2 and 3",
  ];
  for (const m of not) it(`"${m}" is no swap`, () => expect(daySwapInClause(m, 5)).toBeNull());
});

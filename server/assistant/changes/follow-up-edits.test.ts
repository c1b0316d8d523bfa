import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import type { TItineraryDay } from "../../../common/api/trips";
import { loadConfig } from "../../config";
import { createTravel } from "../../travel/travel";
import type { EngineResult } from "../engine";
import { talkLast } from "../testing/talk";
import { createToolbox } from "../tools";

// One change asked of a planned trip, by class, through the offline engine as the server runs it:
// the end of the trip said as a day, people joining with their ages, nights moved between stays,
// a place named with its kind. Only what was asked changes.

const travel = createTravel(
  loadConfig({ SESSION_SECRET: "x".repeat(40), DATA_DIR: "./data/test-follow-ups", WEATHER_PROVIDER: "offline" }),
);
const now = DateTime.fromISO("2026-11-26T10:00:00Z");

/** The last turn, and the itinerary as it stood before it. */
async function talk(...messages: string[]): Promise<{ last: EngineResult; before: TItineraryDay[] }> {
  const last = await talkLast({ tools: () => createToolbox(travel), now }, ...messages);
  return { last, before: last.before.itinerary };
}

describe("follow-up edits, by class", () => {
  it("a weekday the trip must end on keeps the start and sets the length", async () => {
    // Mon 10 May 2027: home by Wednesday is two nights.
    const { last } = await talk("Lisbon 10-14 May from London, 2 adults", "we have to be home by wednesday");
    expect(last.intent).toBe("edit");
    expect(last.plan.startDate).toBe("2027-05-10");
    expect(last.plan.nights).toBe(2);
  });
  it("several people joining, with their ages after the verb", async () => {
    const { last } = await talk("Rome 4 nights 3-7 June from Dublin, 2 adults", "my two nieces are joining, 9 and 12");
    expect(last.intent).toBe("edit");
    expect(last.plan.party).toMatchObject({ adults: 2, children: [9, 12] });
  });
  it("a stay dropped gives its nights to the one named, the trip's length kept", async () => {
    const { last } = await talk(
      "Hanoi 2n, Hue 2n, Hoi An 3n, 3-10 March, from Seoul, 2 adults",
      "skip the night in hue, give it to hoi an",
    );
    expect(last.plan.stays.map((s) => [s.place.name, s.nights])).toEqual([
      ["Hanoi", 2],
      ["Hội An", 5],
    ]);
    expect(last.plan.nights).toBe(7);
    expect(last.plan.startDate).toBe("2027-03-03");
  });
  it("the last nights somewhere new split the stay", async () => {
    const { last } = await talk(
      "Lisbon 5 nights 10-15 May from Paris, 2 adults",
      "can we spend the last 2 nights in Porto instead",
    );
    expect(last.plan.stays.map((s) => [s.place.name, s.nights])).toEqual([
      ["Lisbon", 3],
      ["Porto", 2],
    ]);
  });
  it("a place named with its kind ('the X tour') is found by its name, on the day asked", async () => {
    const { last, before } = await talk(
      "Madrid 3-7 May from London, 2 adults",
      "can we get the reina sofia tour in on day 3",
    );
    expect(last.intent).toBe("edit");
    const day3 = JSON.stringify(last.ctx.itinerary[2]);
    expect(day3).toMatch(/Reina Sof/);
    // Day 1 and the last day are as they were.
    expect(last.ctx.itinerary[0]).toEqual(before[0]);
    expect(last.ctx.itinerary.at(-1)).toEqual(before.at(-1));
  });
  it("a sight asked on a day spent flying there: said so, the first day in the city offered", async () => {
    const { last, before } = await talk("Rome 8-12 April from Chicago, 2 adults", "add the pantheon on day 1");
    expect(last.text).toMatch(/^Day 1 is spent getting to Rome.*on day 2, your first day in Rome\?/);
    expect(last.ctx.itinerary).toEqual([]);
    expect(before.length).toBeGreaterThan(0);
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import type { TItineraryDay } from "../../../common/api/trips";
import { askAbout, type Planned, planTrip } from "./testing";

// "which day have you got us at X?": the plan's own day for a sight named, with its date; a sight
// not on the plan gets the lightest day in its town, never its weekly closing day.

let istanbul: Planned;

/** A sight the plan has on a day, by its name, and that day's number. */
const sightOn = (itinerary: readonly TItineraryDay[]) => {
  for (const [i, d] of itinerary.entries())
    for (const it of d.items)
      if (it.type === "place" && !it.meal && it.place) return { name: it.place.name, day: i + 1 };
  throw new Error("no sight on the plan");
};

beforeAll(async () => {
  istanbul = await planTrip("Istanbul 4 nights from 3 May, 2 adults from Madrid");
});

describe("the day of the plan a sight is on", () => {
  it("asked in several ways: the day and its date", async () => {
    const { name, day } = sightOn(istanbul.ctx.itinerary);
    for (const q of [
      `which day have you got us at ${name}?`,
      `what day is ${name} on again`,
      `${name}, which day is that?`,
    ]) {
      const a = await askAbout(istanbul, q, 1);
      expect(a.kind).toBe("day");
      expect(a.text).toContain(`**${name}** is on your plan on **Day ${day} ·`);
    }
  });
  it("a sight not on the plan: the lightest day in its town, not the day it is shut", async () => {
    const planned = istanbul.ctx.itinerary.some((d) => d.items.some((it) => /topkap/i.test(it.place?.name ?? "")));
    const a = await askAbout(istanbul, "topkapi palace is shut on tuesdays right? which day is best for it", 1);
    if (planned) expect(a.text).toMatch(/on your plan on/);
    else {
      expect(a.text).toMatch(/lightest day/);
      const day = /lightest day[^*]*\*\*Day \d+ · (\w+)/.exec(a.text)?.[1];
      expect(day).not.toBe("Tue");
    }
  });
  it("another sight with a closing day, on the plan or not", async () => {
    const planned = istanbul.ctx.itinerary.some((d) => d.items.some((it) => /dolmabah/i.test(it.place?.name ?? "")));
    const a = await askAbout(istanbul, "Dolmabahce is closed mondays I think - what day would suit it?", 1);
    if (planned) expect(a.text).toMatch(/on your plan on/);
    else {
      expect(a.text).toMatch(/lightest day/);
      expect(/lightest day[^*]*\*\*Day \d+ · (\w+)/.exec(a.text)?.[1]).not.toBe("Mon");
    }
  });
  it("no sight named: not this answer", async () => {
    const a = await askAbout(istanbul, "what day do we fly home?", 1);
    expect(a.text).not.toMatch(/is on your plan on/);
  });
});

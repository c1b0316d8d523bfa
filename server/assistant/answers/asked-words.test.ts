import { beforeAll, describe, expect, it } from "vitest";
import { type Answer, answerQuestion } from "./answer-question";
import { askAbout, now, type Planned, planTrip, tools } from "./testing";

// Words that decide which kind of question is asked: "what date" asks when, like "what day";
// "there's a lift, I read" asks of a way up for someone who can't climb (not a ski lift or a lift
// to the airport).

let twoStops: Planned;
let athens: Planned;

const kindOf = async (trip: Planned, message: string) =>
  (await answerQuestion({ message, plan: trip.plan, itinerary: trip.ctx.itinerary, now, tools: tools() }))?.kind;

beforeAll(async () => {
  twoStops = await planTrip("Bologna 3 nights then Verona 2 nights from 8 October, 2 adults from Leeds");
  athens = await planTrip("Athens 3 nights from 20 April, 2 adults");
});

describe("'what date' asks when", () => {
  it("the day home, with its date", async () => {
    for (const q of ["so what date do we actually fly home?", "which date are we flying back?"]) {
      const a: Answer = await askAbout(twoStops, q, 1);
      expect(a.kind).toBe("when");
      expect(a.text).toMatch(/Oct 13/);
    }
  });
});

describe("a lift or a ramp asked of a sight is access", () => {
  it("the sight named, its access page advised, nothing invented", async () => {
    for (const q of [
      "can my dad get up the acropolis? i read there's a lift",
      "is there an elevator up to the acropolis?",
    ]) {
      const a = await askAbout(athens, q, 1);
      expect(a.kind).toBe("access");
      expect(a.text).toMatch(/Acropolis/);
      expect(a.text).toMatch(/step-free/);
    }
  });
  it("a ski lift or a lift to the airport is not", async () => {
    expect(await kindOf(athens, "can you give us a lift to the airport?")).not.toBe("access");
    expect(await kindOf(athens, "how long is the chair lift ride up the hill?")).not.toBe("access");
  });
});

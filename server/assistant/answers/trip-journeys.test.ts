import { beforeAll, describe, expect, it } from "vitest";
import { hoursSaid } from "./answer-question";
import { plugTypes } from "./general";
import { askAbout, type Planned, planTrip } from "./testing";

// Questions asked of the trip as a whole, in the words travellers use for it: the weather of the
// whole stay (said in a line per place, not day by day), its own journeys by a way of travel with
// no town named ("between them", "is flying the best way?"), how long a sight needs (no cost),
// and plugs by the pins a traveller knows them by.

let porto: Planned;
let twoCities: Planned;

beforeAll(async () => {
  porto = await planTrip("Porto 5 nights from 3 March from Leeds, 2 adults");
  twoCities = await planTrip("Krakow 3 nights then Prague 3 nights from 10 May from London, 2 adults");
});

/** Lines that open with a day's heading, as the itinerary prints them. */
const dayLines = (text: string) => text.split("\n").filter((l) => /^[\s#>*_-]*day\s*\d/i.test(l)).length;

describe("the weather of the whole stay is summed up, not listed day by day", () => {
  it.each([
    "will it rain much?",
    "how cold will it get",
    "is it gonna be hot lol",
    "WEATHER??",
    "what temps should we expect",
  ])("%s", async (message) => {
    const a = await askAbout(porto, message);
    expect(a.kind).toBe("weather");
    expect(dayLines(a.text)).toBe(0);
    expect(a.text).toMatch(/Porto/);
    expect(a.text).toMatch(/°C/);
  });
  it("a day asked about is still that day", async () => {
    const a = await askAbout(porto, "what's the weather on day 2?");
    expect(a.text).toMatch(/Day 2/);
  });
});

describe("a way of travel asked of the trip's own journeys, no town named", () => {
  it.each([
    "would you recommend the bus between them?",
    "train or bus from one to the other?",
    "is the train the best way between the two cities?",
    "flying or driving between them?",
  ])("%s: between its two stays", async (message) => {
    const a = await askAbout(twoCities, message);
    expect(a.kind).toBe("route");
    expect(a.text).toMatch(/Krak[oó]w → Prague/);
    expect(a.text).toMatch(/hours?/);
  });
  it.each(["is flying really the best way?", "can we get there by train instead of flying?", "do we have to fly?"])(
    "%s: from home",
    async (message) => {
      const a = await askAbout(porto, message);
      expect(a.kind).toBe("route");
      expect(a.text).toMatch(/Leeds → Porto/);
    },
  );
});

describe("how much time a sight needs is no question of cost", () => {
  it.each(["how much time do we need at Wawel Castle?", "how much time should we give wawel castle"])(
    "%s",
    async (message) => {
      const a = await askAbout(twoCities, message);
      expect(a.kind).toBe("worth");
      expect(a.text).toMatch(/Wawel/);
    },
  );
});

describe("words as travellers write them", () => {
  it("hours in a sentence are hours, not the planner's short unit", () => {
    expect(hoursSaid("about 1 h 15 min, or 3 h by bus; the 4h tour")).toBe(
      "about 1 hour 15 min, or 3 hours by bus; the 4h tour",
    );
  });
  it("plug types are named with their pins", () => {
    expect(plugTypes("C and F")).toMatch(/Type C\*\* \(two round pins.*Type F\*\*/);
    expect(plugTypes("G")).toMatch(/^plug type \*\*Type G\*\* \(three rectangular pins\)$/);
  });
});

describe("getting about by metro when the script is foreign", () => {
  it.each(["is the metro easy there? we dont read any japanese", "subway ok without speaking the language?"])(
    "%s",
    async (message) => {
      const tokyo = await planTrip("Tokyo 4 nights from 10 March from Sydney, 2 adults");
      const a = await askAbout(tokyo, message);
      expect(a.kind).toBe("transit");
      expect(a.text).toMatch(/English/);
      expect(a.text).toMatch(/Suica/);
    },
  );
});

describe("paying for transit is a transit question, with the children's fares", () => {
  it.each(["do we need oyster cards or can we just tap our credit cards?", "oyster or contactless for the tube?"])(
    "%s",
    async (message) => {
      const london = await planTrip("London 4 nights from 10 April from Boston, 2 adults and 2 kids (7 and 12)");
      const a = await askAbout(london, message);
      expect(a.kind).toBe("transit");
      expect(a.text).toMatch(/Oyster/);
      expect(a.text).toMatch(/under 11 travel free/);
    },
  );
});

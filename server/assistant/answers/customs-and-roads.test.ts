import { beforeAll, describe, expect, it } from "vitest";
import { askAbout, type Planned, planTrip } from "./testing";

// Guides, the car the roads need, smoke and haze, and the Sabbath: what holds, said plainly, with
// the trip's own season and days where they decide it.

let marrakech: Planned;
let reykjavik: Planned;
let jerusalem: Planned;

beforeAll(async () => {
  marrakech = await planTrip("Marrakech 4 nights from 10 April from London, 2 adults");
  reykjavik = await planTrip("Reykjavik 5 nights from 8 February from Boston, 2 adults");
  jerusalem = await planTrip("Jerusalem 3 nights from 4 February from Rome, 2 adults");
});

describe("a guide, asked in many words", () => {
  it.each([
    "do we need a guide for the medina?",
    "is it worth hiring a local guide in the souks",
    "can we do it without a guide?",
  ])("%s", async (message) => {
    const a = await askAbout(marrakech, message);
    expect(a.kind).toBe("guides");
    expect(a.text).toMatch(/licensed guide/);
  });
});

describe("the car the roads need, with the trip's season", () => {
  it.each(["do we need a 4x4?", "is a normal car ok on the roads or should we get an suv", "4wd necessary?"])(
    "%s",
    async (message) => {
      const a = await askAbout(reykjavik, message);
      expect(a.kind).toBe("vehicle");
      expect(a.text).toMatch(/4x4/);
      // February in Iceland: snow and ice said.
      expect(a.text).toMatch(/snow and ice/);
    },
  );
});

describe("smoke and haze", () => {
  it.each(["heard about burning season smoke, is march bad?", "how's the air quality?", "is the haze bad"])(
    "%s",
    async (message) => {
      const a = await askAbout(marrakech, message);
      expect(a.kind).toBe("air");
      expect(a.text).toMatch(/AQI/);
    },
  );
});

describe("the Sabbath, with the trip's Fridays and Saturdays", () => {
  it.each(["what closes on shabbat?", "is everything shut on the sabbath", "shabbat - buses running?"])(
    "%s",
    async (message) => {
      const a = await askAbout(jerusalem, message);
      expect(a.text).toMatch(/Friday at sundown/);
      expect(a.text).toMatch(/Friday, Feb 5|Saturday, Feb 6/);
    },
  );
});

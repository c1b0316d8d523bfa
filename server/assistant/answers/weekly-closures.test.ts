import { beforeAll, describe, expect, it } from "vitest";
import { askAbout, type Planned, planTrip } from "./testing";
import { weeklyClosure } from "./weekly-closures";

// A sight's weekly closing day, known by any of its names, said when its hours are asked and when
// a visit is asked for on that weekday.

describe("weekly closing days by any of a sight's names", () => {
  it.each([
    ["Taj Mahal", "Friday"],
    ["the taj mahal", "Friday"],
    ["Louvre Museum", "Tuesday"],
    ["Musée d'Orsay", "Monday"],
    ["Vatican Museums", "Sunday"],
    ["Palace Museum (Forbidden City)", "Monday"],
  ])("%s closes on %s", (name, day) => {
    expect(weeklyClosure(name)?.day).toBe(day);
  });
  it("a sight with no day on file has none, never a guessed one", () => {
    expect(weeklyClosure("Sagrada Família")).toBeUndefined();
  });
});

let paris: Planned;
beforeAll(async () => {
  // 12-16 January 2027: Tuesday the 12th is day 1.
  paris = await planTrip("Paris 4 nights 12-16 January from Dublin, 2 adults, the Louvre please");
});

describe("said when it matters", () => {
  it.each(["is the louvre open every day?", "what are the louvre's opening hours", "louvre opening times?"])(
    "%s",
    async (message) => {
      const a = await askAbout(paris, message);
      expect(a.text).toMatch(/closed every \*\*Tuesday/);
    },
  );
});

describe("a second question asked with a possibility is answered after it", () => {
  it("how busy, when it is asked", async () => {
    const a = await askAbout(paris, "could we do the Louvre on Thursday? or is it mobbed then");
    expect(a.text).toMatch(/visitor numbers/);
  });
  it("the hours, when they are asked", async () => {
    const a = await askAbout(paris, "could we visit the louvre on tuesday? is it open then");
    expect(a.text).toMatch(/closed every \*\*Tuesday/);
  });
});

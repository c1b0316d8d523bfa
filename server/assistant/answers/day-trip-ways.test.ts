import { beforeAll, describe, expect, it } from "vitest";
import type { Answer } from "./answer-question";
import { askAbout, type Planned, planTrip } from "./testing";

// A far sight of the day-trip table asked with a way of travel from the trip's own town ("Uluru
// from Yulara, how long is the drive?") is the outing's question, answered with the sight named;
// a town the trip stays in is a journey between stays, never "a day trip"; and a word of an
// airport's name that is a town named ("the station in Siena") is that town, not its airport.

let munich: Planned;
let cairo: Planned;
let tuscany: Planned;

const ask = (trip: Planned, message: string): Promise<Answer> => askAbout(trip, message, 1);

beforeAll(async () => {
  munich = await planTrip("Munich 4 nights from 3 March, 2 adults, by train");
  cairo = await planTrip("Cairo 4 nights from 2 February, 2 adults");
  tuscany = await planTrip("Florence 3 nights then Siena 2 nights from 5 May, 2 adults");
});

describe("a far sight asked with a way of travel from the trip's town", () => {
  it("the sight named, the time each way from the town", async () => {
    for (const q of [
      "can we get to neuschwanstein by train from munich? how long",
      "neuschwanstein from munich, is the drive long?",
    ]) {
      const a = await ask(munich, q);
      expect(a.text).toMatch(/Neuschwanstein/);
      expect(a.text).toMatch(/each way/);
    }
  });
  it("asked whether it is open: the outing, and no hours invented", async () => {
    const a = await ask(munich, "is neuschwanstein open in march? possible by train from munich?");
    expect(a.text).toMatch(/Neuschwanstein/);
    expect(a.text).toMatch(/don't have the opening hours/);
    expect(a.text).not.toMatch(/\b\d\d:\d\d\b/);
  });
  it("a sight from a town the trip does not stay in is still a journey", async () => {
    const a = await ask(cairo, "bus or train from alexandria to giza?");
    expect(a.text).not.toMatch(/Your plan keeps each day's sights/);
  });
});

describe("two stays of the trip are a journey, not a day trip", () => {
  it("bus or train between the stays, with a town that is also an airport's word", async () => {
    for (const q of [
      "coach or train florence to siena?",
      "train or bus from florence to siena? heard the station in siena is a bit out",
    ]) {
      const a = await ask(tuscany, q);
      expect(a.kind).toBe("route");
      expect(a.text).toMatch(/Florence → Siena\*\*/);
      expect(a.text).not.toMatch(/day trip/);
    }
  });
});

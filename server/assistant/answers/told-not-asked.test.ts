import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { createTravel } from "../../travel/travel";
import { type Turn, talkTurns } from "../testing/talk";
import { createToolbox } from "../tools";

// Intent before action, for what is told or asked for without a question: a fact told late changes
// the trip, a wish said as a list is planned, a request no reader could make is said so (never
// answered as though it were a question), and a day trip put on a day of the trip stays a day trip.

const travel = createTravel(
  loadConfig({ SESSION_SECRET: "x".repeat(40), DATA_DIR: "./data/test-told", WEATHER_PROVIDER: "offline" }),
);
const now = DateTime.fromISO("2026-11-26T10:00:00Z");
const talk = (...messages: string[]): Promise<Turn[]> =>
  talkTurns({ tools: () => createToolbox(travel), now, withHistory: true }, ...messages);
const last = <T>(xs: T[]) => xs[xs.length - 1] as T;

const valencia = "Valencia 4 nights from 12 May 2027, from Dublin, 2 adults";

describe("a fact told as an afterthought changes the trip", () => {
  it("halal, forgot to mention", async () => {
    const t = last(await talk(valencia, "halal, forgot to mention"));
    expect(t.intent).toBe("edit");
    expect(t.plan.food.diets).toContain("halal");
  });
  it("should have said, we are all vegetarian", async () => {
    const t = last(await talk(valencia, "should have said, we are all vegetarian"));
    expect(t.intent).toBe("edit");
    expect(t.plan.food.diets).toContain("vegetarian");
  });
});

describe("what the travellers like, said as a list, is planned", () => {
  it("old town and food, no clubs", async () => {
    const t = last(await talk("Kraków 4 nights from 8 June 2027, from Oslo, 2 adults", "old town and food, no clubs"));
    expect(t.intent).not.toBe("question");
    expect(t.intent).not.toBe("chitchat");
    expect(t.plan.interests).toContain("food");
  });
});

describe("a request no reader could make is said so, the trip as it was", () => {
  it.each(["the room needs a proper bathtub please", "a sunset sail for our anniversary please"])(
    "%s",
    async (message) => {
      const t = last(await talk(valencia, message));
      expect(t.intent).toBe("edit");
      expect(t.plan).toEqual(t.before.plan);
      expect(t.text).toMatch(/couldn't make that change/);
    },
  );
  it("a question without a please is still answered", async () => {
    const t = last(await talk(valencia, "how far is the beach from the old town"));
    expect(t.intent).toBe("question");
    expect(t.text).not.toMatch(/couldn't make that change/);
  });
});

describe("a day trip put on a day of the trip is a day trip", () => {
  it("from a stop of the trip, named as its base: no new home to fly from", async () => {
    const t = last(
      await talk(
        "Tokyo 3 nights then Osaka 3 nights from 3 Nov 2027, from Honolulu, 2 adults",
        "Kobe day trip from Osaka on day 5 please",
      ),
    );
    expect(t.intent).toBe("edit");
    expect(t.plan.origin?.name).toBe(t.before.plan.origin?.name);
    expect(t.plan.stays.map((s) => s.place.name)).toEqual(t.before.plan.stays.map((s) => s.place.name));
    expect(t.itinerary[4]?.items.map((i) => i.location).join(" ")).toMatch(/Kobe/);
  });
  it("farther than a town next door: the trip stays where it was", async () => {
    const t = last(await talk("Seville 4 nights from 2 March 2027, from Boston, 2 adults", "Ronda day trip on day 3"));
    expect(t.intent).toBe("edit");
    expect(t.plan.destination?.name).toBe("Seville");
    expect(t.itinerary[2]?.items.map((i) => `${i.activity} ${i.location}`).join(" ")).toMatch(/Ronda/);
  });
});

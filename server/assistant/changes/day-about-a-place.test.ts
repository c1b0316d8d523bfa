import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import type { TItineraryDay } from "../../../common/api/trips";
import { emptyPlan } from "../plan";
import { findChange } from "./find-change";
import { kyotoDays, testVisit } from "./testing";

// A day of the trip said to be about a place (issue 24): "make day 4 an An Bang beach day", "make
// day 2 an Arashiyama day", "day 2 should be the Fushimi Inari shrine". That place is added to the
// day. How the day feels ("a long day", "day 2 should be fun"), kinds of things only ("a shopping
// and food day") and questions about the day are not a place to add.

const itinerary: TItineraryDay[] = [
  ...kyotoDays(),
  {
    date: "2026-12-13",
    items: [testVisit("2026-12-13", "10:00", "Kyoto Station", "landmark", { lat: 35.01, lng: 135.76 })],
  },
];
const plan = emptyPlan();
const now = DateTime.fromISO("2026-11-26T10:00:00Z");
const read = (m: string) => findChange(m, plan, itinerary, now);

describe("a day made about a place", () => {
  it.each([
    ["make day 2 an arashiyama day", "arashiyama", 2],
    ["hey could we make day 3 a fushimi inari day", "fushimi inari", 3],
    ["make day 4 an an bang beach day", "an bang beach", 4],
    ["turn day 3 into a kiyomizu temple day, the kids love temples", "kiyomizu temple", 3],
  ])("%s", (m, what, day) => {
    expect(read(m)).toMatchObject({ kind: "add", what, day: { days: [day] } });
  });
  it("a kind of place alone is still that kind", () => {
    expect(read("make day 4 a beach day")).toMatchObject({ kind: "add", what: "beach", day: { days: [4] } });
  });
  it.each(["make day 3 a long day", "make day 2 a shopping and food day", "make day 3 a travel day"])(
    "%s: no place to add",
    (m) => {
      expect(read(m)).not.toMatchObject({ kind: "add", what: expect.stringMatching(/long|shopping|travel/) });
    },
  );
  it("a free day is still a rest day", () => {
    expect(read("make day 3 a free day")).toMatchObject({ kind: "lighter", rest: true });
  });
});

describe("what a day should be", () => {
  it.each([
    ["day 2 should be the fushimi inari shrine", "fushimi inari shrine", 2],
    ["day 3 should be the arashiyama boat trip", "arashiyama boat", 3],
    ["day 4 should be a kaiseki cooking class", "kaiseki cooking class", 4],
  ])("%s", (m, what, day) => {
    expect(read(m)).toMatchObject({ kind: "add", what, day: { days: [day] } });
  });
  it.each([
    "day 2 should be fun",
    "day 2 should be a nice one",
    "what should day 2 be?",
    "should day 2 be the shrine?",
  ])("%s: nothing added", (m) => {
    expect(read(m)).not.toMatchObject({ kind: "add" });
  });
});

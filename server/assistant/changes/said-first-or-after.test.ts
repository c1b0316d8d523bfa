import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import type { TItineraryDay } from "../../../common/api/trips";
import { offlineEngine } from "../offline-engine";
import { emptyPlan, type Plan } from "../plan";
import { createToolbox } from "../tools";
import { findChange } from "./find-change";
import { kyotoDays, offlineTrips } from "./testing";

// A change with the day said first ("on day 2, put a cooking class in the afternoon"), a change
// with its reason after it ("swap days 2 and 3 - rain forecast for the 12th"), and a part of the
// city put on a day that shares its name with a far town ("put Belém on day 2" of a Lisbon trip).

const now = DateTime.fromISO("2026-11-28T10:00:00Z");

describe("the day said first", () => {
  const plan = emptyPlan();
  const days = kyotoDays();
  const onDay: [string, number][] = [
    ["on day 2, put a tea ceremony in the afternoon", 2],
    ["day 3: add a tea ceremony", 3],
    ["for day 1 - a tea ceremony in the evening", 1],
    ["ok so on day 3, add a tea ceremony instead of whatever's there", 3],
  ];
  for (const [m, day] of onDay)
    it(`"${m}" puts it on day ${day}`, () => {
      const c = findChange(m, plan, days, now);
      const to = c?.kind === "add" ? c.day : c?.kind === "move" ? c.to : null;
      expect(to?.days).toEqual([day]);
    });
  it("a day remarked on is no change put on it", () =>
    expect(findChange("day 2 was lovely, thanks", plan, days, now)).toBeNull());
});

describe("a change, its reason after it, and a part of the town put on a day", () => {
  const { travel } = offlineTrips(now);
  async function converse(...messages: string[]) {
    let plan: Plan = emptyPlan();
    let itinerary: TItineraryDay[] = [];
    const seen: { plan: Plan; itinerary: TItineraryDay[]; text: string }[] = [];
    for (const message of messages) {
      const r = await offlineEngine().reply({
        message,
        history: [],
        plan,
        itinerary,
        now,
        traveller: { firstName: "Ana" },
        tools: createToolbox(travel),
        emit: () => {},
      });
      plan = r.plan;
      if (r.ctx.itinerary.length) itinerary = r.ctx.itinerary;
      seen.push({ plan, itinerary, text: r.text });
    }
    return seen;
  }
  const sights = (d: TItineraryDay | undefined) =>
    (d?.items ?? []).filter((it) => it.type === "place" && !it.meal).map((it) => it.location);

  it("a date in the reason after a day swap moves no dates", async () => {
    const [before, after] = await converse(
      "Prague 4 nights from Vienna, 10 March, 2 adults",
      "swap days 2 and 3 - the forecast says rain on the 11th",
    );
    expect(after?.plan.startDate).toBe(before?.plan.startDate);
    expect(sights(after?.itinerary[1])).toEqual(sights(before?.itinerary[2]));
    expect(sights(after?.itinerary[2])).toEqual(sights(before?.itinerary[1]));
  }, 60_000);

  it("a flight in the reason after a reorder changes no flight", async () => {
    const [, after] = await converse(
      "Kyoto 3 nights then Osaka 3 nights, from Seoul 8 Feb, 2 adults",
      "flip it, Osaka first then Kyoto - our flight lands at KIX",
    );
    expect(after?.plan.stays.map((s) => s.place.name)).toEqual(["Osaka", "Kyoto"]);
  }, 60_000);

  it("a district of the trip's city put on a day keeps the city", async () => {
    const [, after] = await converse("Lisbon 4 nights from Boston on Dec 9, 2 adults", "put Belém on day 3");
    expect(after?.plan.destination?.name).toBe("Lisbon");
  }, 60_000);
});

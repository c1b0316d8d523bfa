import { describe, expect, it } from "vitest";
import { travelLabel } from "../../common/travel/travel-label";
import { assembleTrip } from "../assistant/assemble";
import { emptyPlan } from "../assistant/plan";
import { createToolbox } from "../assistant/tools";
import { geocode } from "../travel/geo/gazetteer";
import { minutesOf } from "./days";
import { ref, travel } from "./testing";

// Issue 29: each planned stop says how the traveller gets there from the stop before ("12 min
// walk", "25 min by metro"), with the very figures the day was scheduled with: a stop never
// starts before the one before it has ended and the way between is done.

describe("travel between stops", () => {
  it("says a journey's way and time on the journey itself", async () => {
    const a = await assembleTrip(
      { ...emptyPlan(), destination: ref("Lisbon"), origin: ref("Porto"), nights: 3, startDate: "2027-05-03" },
      createToolbox(travel),
    );
    const journeys = a.ctx.itinerary.flatMap((d) => d.items).filter((i) => i.transport);
    expect(journeys.length).toBeGreaterThan(0);
    for (const j of journeys) {
      expect(j.travel_before).toEqual({ mode: j.transport?.mode, minutes: j.transport?.minutes });
      expect(travelLabel(j.travel_before as { mode: string; minutes: number })).toMatch(
        / by (train|bus|ferry)$| drive$/,
      );
    }
  });

  it("says how the traveller gets to the airport, in the time the schedule allows", async () => {
    const lisbon = geocode("Lisbon");
    const london = geocode("London");
    if (!lisbon || !london) throw new Error("no Lisbon or London");
    const a = await assembleTrip(
      {
        ...emptyPlan(),
        destination: { ...ref("Lisbon"), airport: lisbon.airports[0]?.code ?? null },
        origin: { ...ref("London"), airport: london.airports[0]?.code ?? null },
        nights: 3,
        startDate: "2027-05-03",
      },
      createToolbox(travel),
    );
    const transfer = a.ctx.itinerary.flatMap((d) => d.items).find((i) => i.activity?.startsWith("Head to the airport"));
    expect(transfer, "a flight home from Lisbon").toBeDefined();
    // Lisbon has a metro: the transfer goes by it, in the minutes the day leaves for it.
    expect(transfer?.travel_before).toEqual({ mode: "transit", minutes: 45 });
  });

  it("is on every stop reached from another, and the schedule leaves time for it", async () => {
    for (const [city, transit] of [
      ["Lisbon", true],
      ["Marrakesh", false],
    ] as const) {
      const a = await assembleTrip(
        { ...emptyPlan(), destination: ref(city), nights: 4, startDate: "2027-05-03" },
        createToolbox(travel),
      );
      expect(a.ctx.trip?.violations, city).toEqual([]);
      const legs = a.ctx.itinerary.flatMap((d) => d.items).filter((i) => i.travel_before);
      expect(legs.length, city).toBeGreaterThan(8);
      expect(
        legs.some((i) => i.travel_before?.mode === "walk"),
        city,
      ).toBe(true);
      expect(
        legs.some((i) => i.travel_before?.mode === "transit"),
        city,
      ).toBe(transit);
      for (const day of a.ctx.itinerary) {
        day.items.forEach((item, k) => {
          const t = item.travel_before;
          const prev = day.items[k - 1];
          // A journey's own leg is the journey ("2 h 40 by train"), checked by the validator.
          if (!t || !prev || prev.minutes === undefined || item.transport || item.type === "Flight") return;
          expect(travelLabel(t)).toMatch(/^\d+ min (walk|by \S+|drive)|^\d+ h/);
          // The stop before ended, and the way was done, by the time this one starts.
          expect(minutesOf(prev.time) + prev.minutes + t.minutes, `${city} ${item.activity}`).toBeLessThanOrEqual(
            minutesOf(item.time),
          );
        });
      }
    }
  });
});

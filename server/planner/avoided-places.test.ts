import { describe, expect, it } from "vitest";
import { placeKindOf } from "../../common/travel/place-kinds";
import { assembleTrip } from "../assistant/assemble";
import { emptyPlan } from "../assistant/plan";
import { createToolbox } from "../assistant/tools";
import { ref, travel } from "./testing";

// A traveller who said "no museums" in a city whose other sights run out: the days left over are
// rest days, and the museums not visited are no loss to them, so the validator does not call those
// rest days filler.

describe("places the traveller asked to skip", () => {
  for (const [city, nights, avoid] of [
    ["Vienna", 5, "museums"],
    ["Berlin", 6, "museum"],
  ] as const)
    it(`are not counted as left unseen: ${nights} nights in ${city}, no ${avoid}`, async () => {
      const plan = { ...emptyPlan(), startDate: "2027-09-06", destination: ref(city), nights, avoid: [avoid] };
      const a = await assembleTrip(plan, createToolbox(travel));
      const items = a.ctx.itinerary.flatMap((d) => d.items);
      // The case this is about: the city runs out of what the traveller wants to see.
      expect(items.some((it) => it.rest)).toBe(true);
      expect(items.filter((it) => it.place && !it.meal && placeKindOf(it.place.types) === "museum")).toEqual([]);
      expect(a.ctx.trip?.violations).toEqual([]);
    });
});

import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import type { TItineraryDay } from "../../common/api/trips";
import { offlineEngine } from "../assistant/offline-engine";
import { emptyPlan, type Plan } from "../assistant/plan";
import { createToolbox } from "../assistant/tools";
import { loadConfig } from "../config";
import { createTravel } from "../travel/travel";
import { partyOf, SEARCH_MAX } from "./party";

// A group bigger than one booking takes, planned end to end: the plan keeps the whole group, the
// searches are for the share one booking takes (so every search is one the providers accept), and
// someone joining the group is counted without searching again for the same share.

const travel = createTravel(
  loadConfig({ SESSION_SECRET: "x".repeat(40), DATA_DIR: "./data/test-party-groups", WEATHER_PROVIDER: "offline" }),
);
const now = DateTime.fromISO("2026-11-25T10:00:00Z");

async function say(message: string, before?: { plan: Plan; itinerary: TItineraryDay[] }) {
  const tools = createToolbox(travel);
  const r = await offlineEngine().reply({
    message,
    history: [],
    plan: before?.plan ?? emptyPlan(),
    itinerary: before?.itinerary ?? [],
    now,
    traveller: { firstName: "Ana" },
    tools,
    emit: () => {},
  });
  return { plan: r.plan, itinerary: r.ctx.itinerary, text: r.text, uses: tools.uses };
}

describe("a group of twelve", () => {
  it("is planned for twelve, searched and priced for the nine one booking takes", async () => {
    const r = await say("Krakow 3 nights from Dublin, 12 adults, 6 rooms, 4-7 March");
    expect(r.plan.party.adults).toBe(12);
    expect(r.itinerary.length).toBeGreaterThan(0);
    expect(r.text).toMatch(/12 travellers \(the prices are for 9/);
    const searches = r.uses.filter((u) => u.tool === "search_flights" || u.tool === "search_hotels");
    expect(searches.length).toBeGreaterThan(0);
    for (const s of searches) {
      expect(s.input.adults).toBeLessThanOrEqual(SEARCH_MAX.adults);
      expect(s.summary).not.toMatch(/^failed/);
    }
    expect(partyOf(r.plan).adults).toBe(9);
  }, 60_000);

  it("counts one more joining, with nothing to search again", async () => {
    const first = await say("Krakow 3 nights from Dublin, 12 adults, 6 rooms, 4-7 March");
    const r = await say("my cousin is coming too", first);
    expect(r.plan.party.adults).toBe(13);
    expect(r.text).toMatch(/Now 13 travellers/);
    expect(r.itinerary.length === 0 || JSON.stringify(r.itinerary) === JSON.stringify(first.itinerary)).toBe(true);
    expect(r.uses.filter((u) => u.tool === "search_hotels")).toEqual([]);
  }, 60_000);
});

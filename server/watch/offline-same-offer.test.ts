import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { TItineraryDay } from "../../common/api/trips";
import { trips } from "../db/schema/index";
import { askLotus, itineraryTestApp } from "../itinerary/testing/harness";
import { createTestTrip } from "../testing/test-trips";
import { createSignedInUser } from "../testing/test-users";
import { observe } from "./observe";

// Issue 26: with the offline providers, the watcher called the hotel of a freshly planned trip
// "no longer offered" within minutes, and Lotus then picked that same hotel again. The watcher
// must find, through the real offline providers, the very offer the planner chose: same hotel
// id, same price, for the party and the stay as they were searched.

const h = itineraryTestApp();

async function plannedTrip(text: string) {
  const owner = await createSignedInUser(h.db(), { ratePlan: "PRO" });
  const trip = await createTestTrip(h.db(), owner.user.id, [], "Walk-through");
  const socket = await h.client(owner.cookie);
  await h.emit(socket, "join_trip", { trip_id: trip.id });
  await askLotus(socket, trip.id, text);
  const [row] = await h.db().select().from(trips).where(eq(trips.id, trip.id));
  if (!row) throw new Error("trip gone");
  return row;
}

async function watchNow(row: typeof trips.$inferSelect) {
  const log = h.app.log;
  return observe(
    { db: h.db(), travel: h.app.lotus.travel, publish: h.app.lotus.publish, log, now: () => new Date() },
    row,
  );
}

const hotelsOf = (row: typeof trips.$inferSelect) =>
  (row.itinerary as TItineraryDay[]).flatMap((d) => d.items.flatMap((i) => (i.hotel ? [i.hotel] : [])));

describe("the watcher on offline inventory", () => {
  it.each([
    [
      "a family with two children",
      "Plan 5 days in Lisbon from New York for 2 adults and 2 kids aged 6 and 9, June 10-15 2027",
    ],
    [
      "three friends in two rooms, two cities",
      "Plan a week in Rome and Florence from Chicago for 3 friends, September 5 to 12 2027",
    ],
    ["one traveller", "Plan a long weekend in Barcelona from London for just me, May 7 to 10 2027"],
  ])("finds the hotels and flights it just planned, at the price listed (%s)", async (_label, text) => {
    const row = await plannedTrip(text);
    expect(hotelsOf(row).length).toBeGreaterThan(0);
    const seen = await watchNow(row);
    expect(seen.priced.filter((p) => p.kind === "hotel").length).toBe(hotelsOf(row).length / 2);
    // Every flight and hotel is offered again, the same day, at the price listed: nothing to announce.
    expect(seen.priced.map((p) => ({ label: p.label, seen: p.seen }))).toEqual(
      seen.priced.map((p) => ({ label: p.label, seen: p.listed })),
    );
  });
});

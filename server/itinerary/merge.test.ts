import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TItineraryDay } from "../../common/api/trips";
import { costBreakdown, flightBookingId, hotelBookingId } from "../../common/bookings";
import type { THotel, TRoundTrip } from "../../common/travel/schemas";
import { lisbonFlight, lisbonHotel, lisbonItinerary } from "../bookings/testing/lisbon-trip";
import type { Db } from "../db/open";
import { tripBookings } from "../db/schema/index";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";
import { createTestTrip } from "../testing/test-trips";
import { createSignedInUser } from "../testing/test-users";
import { applyEdit, latestRevision, loadRows, mergeFromLotus, restoreRevision } from "./commands";
import { specItinerary } from "./derive";

// Lotus's plans merged into the rows (server/itinerary/commands.ts mergeFromLotus), case by case:
// what a person pinned, booked or added stays; Lotus's own items give way to the new plan; and
// nothing the trip keeps is planned a second time.

let database: TestDatabase;
const db = (): Db => database.db;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v));
const merge = (tripId: string, days: TItineraryDay[]) => db().transaction((tx) => mergeFromLotus(tx, tripId, days));

async function planned() {
  const { user } = await createSignedInUser(db(), { firstName: "Pia", lastName: "Planner" });
  const trip = await createTestTrip(db(), user.id);
  await merge(trip.id, lisbonItinerary);
  const editor = { userId: user.id, name: "Pia Planner" };
  const row = async (title: string) => {
    const found = (await loadRows(db(), trip.id)).find((r) => r.title === title);
    if (!found) throw new Error(`no row ${title}`);
    return found;
  };
  const pin = async (title: string) => {
    const r = await row(title);
    await applyEdit(db(), trip.id, editor, { op: "pin", item_id: r.id, version: r.version, pinned: true });
    return r.id;
  };
  return { trip, editor, row, pin };
}

/** The same trip by another flight (same journey, other times) and another hotel (same nights). */
function otherPlan(): TItineraryDay[] {
  const flight: TRoundTrip = clone(lisbonFlight);
  flight.outbound_leg.segments[0] = {
    ...(flight.outbound_leg.segments[0] as TRoundTrip["outbound_leg"]["segments"][number]),
    flight_number: "202",
    depart_date: "2027-03-10",
    depart_time: "08:00",
  };
  flight.return_leg.segments[0] = {
    ...(flight.return_leg.segments[0] as TRoundTrip["return_leg"]["segments"][number]),
    depart_date: "2027-03-16",
  };
  const hotel: THotel = { ...clone(lisbonHotel), hotel_id: "h-other", hotel_name: "Other Hotel", total_price: 900 };
  return clone(lisbonItinerary).map((day) => ({
    ...day,
    items: day.items.map((item) => {
      if (item.flight) return { ...item, flight, activity: item.activity.replace("Lisbon", "Lisbon") };
      if (item.hotel) return { ...item, hotel, activity: item.activity.replace("Hotel Avenida Palace", "Other Hotel") };
      return item;
    }),
  }));
}

describe("merging Lotus's plan", () => {
  it("with nothing kept, the rows become the plan exactly; the same plan again changes nothing", async () => {
    const { trip } = await planned();
    expect(specItinerary(await loadRows(db(), trip.id))).toEqual(lisbonItinerary);
    const other = otherPlan();
    const result = await merge(trip.id, other);
    expect(result?.itinerary).toEqual(other);
    expect(specItinerary(await loadRows(db(), trip.id))).toEqual(other);
    expect(result?.summary).toMatchObject({ flight_changed: true, hotel_changed: true, days_after: 4 });
    const revision = await latestRevision(db(), trip.id);
    const rows = await loadRows(db(), trip.id);
    // The same plan again (as Lotus answers a question): no revision, the very same rows.
    expect(await merge(trip.id, other)).toBeNull();
    expect(await latestRevision(db(), trip.id)).toBe(revision);
    expect(await loadRows(db(), trip.id)).toEqual(rows);
    // A plan that changes one stop replaces that stop only: the others keep their ids and versions.
    const changed = clone(other);
    const free = (changed[2] as TItineraryDay).items[1] as TItineraryDay["items"][number];
    free.activity = "Tram 28 through Alfama";
    const result2 = await merge(trip.id, changed);
    expect(result2?.change.upserted.map((i) => i.title)).toEqual(["Tram 28 through Alfama"]);
    expect(result2?.change.removed).toHaveLength(1);
    const after = await loadRows(db(), trip.id);
    const ids = (list: typeof rows) => list.filter((r) => !r.title.includes("Alfama") && !r.title.startsWith("Free"));
    expect(ids(after).map((r) => [r.id, r.version])).toEqual(ids(rows).map((r) => [r.id, r.version]));
  });

  it("pinning a round trip's outbound keeps the whole flight, and no other flight for that journey is added", async () => {
    const { trip, pin } = await planned();
    await pin("Fly from New York to Lisbon (overnight), landing at 07:05");
    const result = await merge(trip.id, otherPlan());
    const flights = costBreakdown(result?.itinerary ?? []).flights.map((f) => f.booking_id);
    expect(flights).toEqual([flightBookingId(lisbonFlight)]);
    // Both legs: the return was not pinned, but it is the same flight.
    const rows = await loadRows(db(), trip.id);
    expect(rows.filter((r) => r.specType === "Flight").map((r) => r.title)).toEqual([
      "Fly from New York to Lisbon (overnight), landing at 07:05",
      "Fly home from Lisbon to New York",
    ]);
    // The hotel was Lotus's: the new plan's replaces it.
    expect(costBreakdown(result?.itinerary ?? []).hotels.map((h) => h.label)).toEqual(["Other Hotel"]);
  });

  it("a hotel booked on the trip (update_booking) keeps check-in and check-out, and no other hotel those nights", async () => {
    const { trip } = await planned();
    await db()
      .insert(tripBookings)
      .values({ tripId: trip.id, bookingId: hotelBookingId(lisbonHotel), booked: true });
    const result = await merge(trip.id, otherPlan());
    const rows = await loadRows(db(), trip.id);
    expect(rows.filter((r) => r.specType === "Hotel").map((r) => [r.date, r.title])).toEqual([
      ["2027-03-11", "Check in at Hotel Avenida Palace"],
      ["2027-03-15", "Check out of Hotel Avenida Palace"],
    ]);
    expect(costBreakdown(result?.itinerary ?? []).hotels.map((h) => h.booking_id)).toEqual([
      hotelBookingId(lisbonHotel),
    ]);
  });

  it("pinning the check-in keeps the check-out even when the plan has the same hotel", async () => {
    const { trip, pin } = await planned();
    await pin("Check in at Hotel Avenida Palace");
    const plan = clone(lisbonItinerary);
    // The plan drops the free afternoon and keeps the hotel.
    (plan[2] as TItineraryDay).items.pop();
    await merge(trip.id, plan);
    const rows = await loadRows(db(), trip.id);
    expect(rows.filter((r) => r.specType === "Hotel").map((r) => r.title)).toEqual([
      "Check in at Hotel Avenida Palace",
      "Check out of Hotel Avenida Palace",
    ]);
    expect(rows.map((r) => r.title)).not.toContain("Free time to wander Lisbon");
  });

  it("a pinned stop Lotus plans again on another day stays where it was pinned, once", async () => {
    const { trip, pin, row } = await planned();
    const id = await pin("Visit Belém Tower");
    const plan = clone(lisbonItinerary);
    // The plan moves Belém to the 11th.
    const belem = (plan[2] as TItineraryDay).items.shift();
    (plan[1] as TItineraryDay).items.push({ ...(belem as TItineraryDay["items"][number]), date: "2027-03-11" });
    await merge(trip.id, plan);
    const rows = await loadRows(db(), trip.id);
    expect(rows.filter((r) => r.title === "Visit Belém Tower").map((r) => [r.id, r.date])).toEqual([
      [id, "2027-03-12"],
    ]);
    expect((await row("Visit Belém Tower")).pinned).toBe(true);
  });

  it("a person's own items stay; Lotus's unpinned ones go", async () => {
    const { trip, editor } = await planned();
    await applyEdit(db(), trip.id, editor, {
      op: "add",
      item: {
        date: "2027-03-13",
        time: "10:00",
        duration_min: null,
        kind: "booking",
        title: "Sintra day trip",
        location: "Sintra",
        notes: "",
        confirmation: "ST-1",
        booked: false,
        place: null,
      },
    });
    const plan = clone(lisbonItinerary).slice(0, 2);
    await merge(trip.id, plan);
    const rows = await loadRows(db(), trip.id);
    expect(rows.map((r) => r.title)).toEqual([
      "Fly from New York to Lisbon (overnight), landing at 07:05",
      "Check in at Hotel Avenida Palace",
      "Sintra day trip",
    ]);
  });
});

describe("the history", () => {
  it("gives back the itinerary as it was after any revision, across whole copies and changes", async () => {
    const { trip, editor } = await planned();
    // The itinerary after each revision, as it was at the time (ids, days, order, times, pins).
    const seen = new Map<number, string>();
    const shape = (rows: Awaited<ReturnType<typeof loadRows>>) =>
      JSON.stringify(rows.map((r) => [r.id, r.date, r.position, r.time, r.pinned, r.title]));
    seen.set(1, shape(await loadRows(db(), trip.id)));
    const dates = ["2027-03-11", "2027-03-12", "2027-03-13", "2027-03-14"];
    // Past the first whole copy after revision 0 (every 50th), with adds and removals between.
    for (let i = 0; i < 110; i++) {
      const rows = await loadRows(db(), trip.id);
      const row = rows[(i * 7) % rows.length];
      if (!row) throw new Error("no rows");
      const edit =
        i % 10 === 3
          ? ({ op: "remove", item_id: row.id, version: row.version } as const)
          : i % 10 === 6
            ? ({
                op: "add",
                item: {
                  date: dates[i % 4] as string,
                  time: "12:00",
                  duration_min: null,
                  kind: "note",
                  title: `Note ${i}`,
                  location: "",
                  notes: "",
                  confirmation: null,
                  booked: false,
                  place: null,
                },
              } as const)
            : i % 2
              ? ({
                  op: "move",
                  item_id: row.id,
                  version: row.version,
                  date: dates[i % 4] as string,
                  position: i % 3,
                } as const)
              : ({ op: "pin", item_id: row.id, version: row.version, pinned: !row.pinned } as const);
      const { revision } = await applyEdit(db(), trip.id, editor, edit);
      seen.set(revision, shape(await loadRows(db(), trip.id)));
    }
    expect(await latestRevision(db(), trip.id)).toBe(111);
    for (const n of [111, 110, 100, 99, 51, 50, 49, 2, 1, 77, 0]) {
      await restoreRevision(db(), trip.id, editor, n);
      const rows = await loadRows(db(), trip.id);
      if (n === 0) expect(rows).toEqual([]);
      else expect(shape(rows), `after restoring ${n}`).toBe(seen.get(n));
    }
    // A restore is a revision too, and is itself restorable.
    const latest = await latestRevision(db(), trip.id);
    await restoreRevision(db(), trip.id, editor, latest - 1);
    expect(shape(await loadRows(db(), trip.id))).toBe(seen.get(77));
  });
});

import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { TItineraryItemRow, TItineraryState } from "../../common/api/itinerary";
import { flightBookingId, hotelBookingId } from "../../common/bookings";
import { lisbonFlight, lisbonHotel, lisbonItinerary } from "../bookings/testing/lisbon-trip";
import { itineraryRevisions, tripMembers, trips } from "../db/schema/index";
import { dbFingerprint } from "../security/db-fingerprint";
import { createTestTrip } from "../testing/test-trips";
import { createSignedInUser } from "../testing/test-users";
import { loadRows } from "./commands";
import { specItinerary } from "./derive";
import { itemTitled, itineraryTestApp, seedItinerary, titles } from "./testing/harness";

// Every edit a person makes to the itinerary, over HTTP, on the file's own database: what each
// does to the rows, the versions that refuse a stale write, revisions with undo and restore, and
// the spec's shapes (POST /api/itinerary, the details page, booking ids) derived from the rows.

const h = itineraryTestApp();
const { db, post } = h;

const FLY_OUT = "Fly from New York to Lisbon (overnight), landing at 07:05";
const CHECK_IN = "Check in at Hotel Avenida Palace";
const BELEM = "Visit Belém Tower";
const FREE = "Free time to wander Lisbon";
const CHECK_OUT = "Check out of Hotel Avenida Palace";
const FLY_HOME = "Fly home from Lisbon to New York";

async function plannedTrip() {
  const owner = await createSignedInUser(db(), { firstName: "Olga", lastName: "Owner", ratePlan: "PRO" });
  const member = await createSignedInUser(db(), { firstName: "Mo", lastName: "Member" });
  const trip = await createTestTrip(db(), owner.user.id, [member.user.id], "Lisbon");
  await seedItinerary(db(), trip.id);
  return { owner, member, trip };
}

const edit = (cookie: string, tripId: string, e: Record<string, unknown>) =>
  post("/api/itinerary/edit", cookie, { trip_id: tripId, edit: e });

/** What the spec's calls say the itinerary is, beside the derivation of the rows. */
async function specViews(cookie: string, tripId: string) {
  const itinerary = await post("/api/itinerary", cookie, { trip_id: tripId });
  const details = await post("/api/trip_details", cookie, { trip_id: tripId });
  expect(itinerary.status).toBe(200);
  expect(details.status).toBe(200);
  return {
    rows: specItinerary(await loadRows(db(), tripId)),
    itinerary: (itinerary.body as { itinerary: unknown }).itinerary,
    details: (details.body as { itinerary: unknown }).itinerary,
    summary: details.body.summary as { flights: { booking_id: string }[]; hotels: { booking_id: string }[] },
  };
}

async function roleOf(tripId: string, userId: string) {
  const [row] = await db()
    .select({ role: tripMembers.role })
    .from(tripMembers)
    .where(and(eq(tripMembers.tripId, tripId), eq(tripMembers.userId, userId)));
  return row?.role;
}

const allItems = (s: TItineraryState) => s.days.flatMap((d) => d.items);

describe("a planned trip as rows", () => {
  it("derives exactly the itinerary Lotus planned, and shows every day of the range", async () => {
    const { owner, trip } = await plannedTrip();
    const state = await h.state(owner.cookie, trip.id);
    expect(state.revision).toBe(1);
    expect(titles(state)).toEqual({
      "2027-03-10": [FLY_OUT],
      "2027-03-11": [CHECK_IN],
      "2027-03-12": [BELEM, FREE],
      "2027-03-13": [],
      "2027-03-14": [],
      "2027-03-15": [CHECK_OUT, FLY_HOME],
    });
    expect(allItems(state).map((i) => i.kind)).toEqual(["flight", "stay", "place", "note", "stay", "flight"]);
    expect(allItems(state).every((i) => i.version === 1 && !i.pinned && i.added_by.kind === "lotus")).toBe(true);
    const views = await specViews(owner.cookie, trip.id);
    expect(views.rows).toEqual(lisbonItinerary);
    expect(views.itinerary).toEqual(lisbonItinerary);
    expect(views.details).toEqual(lisbonItinerary);
  });
});

describe("each edit", () => {
  it("reorders within a day and moves to another day, bumping only the moved item's version", async () => {
    const { owner, member, trip } = await plannedTrip();
    const before = await h.state(member.cookie, trip.id);
    const free = itemTitled(before, FREE);
    const reordered = await edit(member.cookie, trip.id, {
      op: "move",
      item_id: free.id,
      version: free.version,
      date: "2027-03-12",
      position: 0,
    });
    expect(reordered).toMatchObject({ status: 200, body: { success: true, revision: 2 } });
    expect(reordered.body.item).toMatchObject({ id: free.id, date: "2027-03-12", position: 0, version: 2 });
    let state = await h.state(owner.cookie, trip.id);
    expect(titles(state)["2027-03-12"]).toEqual([FREE, BELEM]);
    // The other item of the day shifted place, but nobody changed it: its version stays.
    expect(itemTitled(state, BELEM)).toMatchObject({ position: 1, version: 1 });

    const belem = itemTitled(state, BELEM);
    const moved = await edit(owner.cookie, trip.id, {
      op: "move",
      item_id: belem.id,
      version: belem.version,
      date: "2027-03-13",
      position: 0,
    });
    expect(moved).toMatchObject({ status: 200, body: { revision: 3, item: { date: "2027-03-13", version: 2 } } });
    state = await h.state(owner.cookie, trip.id);
    expect(titles(state)).toMatchObject({ "2027-03-12": [FREE], "2027-03-13": [BELEM] });
    // A position past the day's end puts the item last.
    const out = itemTitled(state, FLY_OUT);
    await edit(owner.cookie, trip.id, { op: "move", item_id: out.id, version: 1, date: "2027-03-15", position: 99 });
    state = await h.state(owner.cookie, trip.id);
    expect(titles(state)).toMatchObject({ "2027-03-15": [CHECK_OUT, FLY_HOME, FLY_OUT] });
    // The departure day keeps its place, empty: the flight still leaves on it (the panel and the
    // details page read these days, so they show the same trip after a reload).
    expect(state.days[0]).toEqual({ date: "2027-03-10", items: [] });
    expect(state.days.map((d) => d.date)).toEqual([
      "2027-03-10",
      "2027-03-11",
      "2027-03-12",
      "2027-03-13",
      "2027-03-14",
      "2027-03-15",
    ]);
    // The spec's item takes its new day.
    const views = await specViews(owner.cookie, trip.id);
    expect(views.itinerary).toEqual(views.rows);
    expect(views.details).toEqual(views.rows);
    const day13 = (views.rows as { date: string; items: { date: string; activity: string }[] }[]).find(
      (d) => d.date === "2027-03-13",
    );
    expect(day13?.items).toMatchObject([{ date: "2027-03-13", activity: BELEM }]);
  });

  it("retimes an item (time, then duration) and the spec's time follows", async () => {
    const { owner, trip } = await plannedTrip();
    const belem = itemTitled(await h.state(owner.cookie, trip.id), BELEM);
    const res = await edit(owner.cookie, trip.id, {
      op: "retime",
      item_id: belem.id,
      version: 1,
      time: "11:30",
      duration_min: 90,
    });
    expect(res).toMatchObject({ status: 200, body: { item: { time: "11:30", duration_min: 90, version: 2 } } });
    // Only the time: the duration stays.
    const again = await edit(owner.cookie, trip.id, { op: "retime", item_id: belem.id, version: 2, time: "12:00" });
    expect(again.body.item).toMatchObject({ time: "12:00", duration_min: 90, version: 3 });
    const views = await specViews(owner.cookie, trip.id);
    expect(views.itinerary).toEqual(views.rows);
    expect(JSON.stringify(views.itinerary)).toContain('"time":"12:00","type":"place","location":"Belém Tower"');
  });

  it("adds a place from a search, a note and the traveller's own booking with its confirmation number", async () => {
    const { owner, member, trip } = await plannedTrip();
    const place = {
      ...(lisbonItinerary[2]?.items[0]?.place as object),
      name: "Jerónimos Monastery",
      lat: 38.6979,
      lng: -9.2068,
    };
    const added = await edit(member.cookie, trip.id, {
      op: "add",
      item: {
        date: "2027-03-13",
        time: "10:00",
        duration_min: 120,
        kind: "place",
        title: "Jerónimos Monastery",
        place,
      },
    });
    expect(added.status).toBe(200);
    expect(added.body.item).toMatchObject({
      date: "2027-03-13",
      position: 0,
      kind: "place",
      spec_type: "place",
      location: "Jerónimos Monastery",
      ref: { place: { name: "Jerónimos Monastery" } },
      added_by: { kind: "person", user_id: member.user.id, name: "Mo Member" },
      version: 1,
      pinned: false,
      booked: false,
    });
    const note = await edit(owner.cookie, trip.id, {
      op: "add",
      item: { date: "2027-03-12", position: 1, time: "12:30", kind: "note", title: "Pastéis de Belém for lunch" },
    });
    expect(note.body.item).toMatchObject({ kind: "note", spec_type: "other", position: 1, notes: "", location: "" });
    const booking = await edit(owner.cookie, trip.id, {
      op: "add",
      item: {
        date: "2027-03-14",
        time: "09:15",
        duration_min: 40,
        kind: "booking",
        title: "Train to Sintra",
        location: "Rossio station",
        confirmation: "CP-77421",
        booked: true,
        notes: "Platform 3",
      },
    });
    expect(booking.body.item).toMatchObject({
      kind: "booking",
      spec_type: "other",
      confirmation: "CP-77421",
      booked: true,
      notes: "Platform 3",
      location: "Rossio station",
    });
    const state = await h.state(owner.cookie, trip.id);
    expect(state.revision).toBe(4);
    expect(titles(state)).toMatchObject({
      "2027-03-12": [BELEM, "Pastéis de Belém for lunch", FREE],
      "2027-03-13": ["Jerónimos Monastery"],
      "2027-03-14": ["Train to Sintra"],
    });
    const views = await specViews(owner.cookie, trip.id);
    expect(views.itinerary).toEqual(views.rows);
    expect(views.details).toEqual(views.rows);
    const day14 = (views.rows as { date: string; items: unknown[] }[]).find((d) => d.date === "2027-03-14");
    // The spec's item for one's own booking: its fields, nothing else.
    expect(day14?.items).toEqual([
      { date: "2027-03-14", time: "09:15", type: "other", location: "Rossio station", activity: "Train to Sintra" },
    ]);
  });

  it("removes an item: gone from the rows and the spec, the day renumbered, a later edit of it is 404", async () => {
    const { owner, trip } = await plannedTrip();
    const state = await h.state(owner.cookie, trip.id);
    const belem = itemTitled(state, BELEM);
    const res = await edit(owner.cookie, trip.id, { op: "remove", item_id: belem.id, version: 1 });
    expect(res).toMatchObject({ status: 200, body: { success: true, revision: 2, item: null } });
    const after = await h.state(owner.cookie, trip.id);
    expect(titles(after)["2027-03-12"]).toEqual([FREE]);
    expect(itemTitled(after, FREE).position).toBe(0);
    expect(JSON.stringify((await specViews(owner.cookie, trip.id)).itinerary)).not.toContain("Belém Tower");
    const gone = await edit(owner.cookie, trip.id, { op: "pin", item_id: belem.id, version: 1, pinned: true });
    expect(gone).toMatchObject({ status: 404, body: { error: "That item is no longer in the itinerary" } });
  });

  it("pins and unpins, and edits details: title, notes, confirmation, booked", async () => {
    const { owner, member, trip } = await plannedTrip();
    const belem = itemTitled(await h.state(owner.cookie, trip.id), BELEM);
    const pinned = await edit(member.cookie, trip.id, { op: "pin", item_id: belem.id, version: 1, pinned: true });
    expect(pinned.body.item).toMatchObject({ pinned: true, version: 2 });
    const details = await edit(member.cookie, trip.id, {
      op: "details",
      item_id: belem.id,
      version: 2,
      title: "Belém Tower at opening time",
      notes: "Tickets online",
      confirmation: "TB-1001",
      booked: true,
    });
    expect(details.body.item).toMatchObject({
      title: "Belém Tower at opening time",
      notes: "Tickets online",
      confirmation: "TB-1001",
      booked: true,
      pinned: true,
      version: 3,
    });
    // Clearing the confirmation, unpinning.
    const cleared = await edit(member.cookie, trip.id, {
      op: "details",
      item_id: belem.id,
      version: 3,
      confirmation: null,
    });
    expect(cleared.body.item).toMatchObject({ confirmation: null, notes: "Tickets online", version: 4 });
    const unpinned = await edit(member.cookie, trip.id, { op: "pin", item_id: belem.id, version: 4, pinned: false });
    expect(unpinned.body.item).toMatchObject({ pinned: false, version: 5 });
    const views = await specViews(owner.cookie, trip.id);
    expect(views.itinerary).toEqual(views.rows);
    expect(JSON.stringify(views.itinerary)).toContain('"activity":"Belém Tower at opening time"');
  });

  it("keeps the spec's booking ids through edits that do not touch the flight or the hotel", async () => {
    const { owner, trip } = await plannedTrip();
    const ids = { flight: flightBookingId(lisbonFlight), hotel: hotelBookingId(lisbonHotel) };
    expect(ids).toEqual({ flight: "JFK-LIS-2027-03-10+LIS-JFK-2027-03-15", hotel: "Hotel Avenida Palace-2027-03-11" });
    const bookingIds = async () => {
      const { summary } = await specViews(owner.cookie, trip.id);
      return { flights: summary.flights.map((f) => f.booking_id), hotels: summary.hotels.map((f) => f.booking_id) };
    };
    expect(await bookingIds()).toEqual({ flights: [ids.flight], hotels: [ids.hotel] });
    const state = await h.state(owner.cookie, trip.id);
    const belem = itemTitled(state, BELEM);
    const free = itemTitled(state, FREE);
    await edit(owner.cookie, trip.id, { op: "move", item_id: belem.id, version: 1, date: "2027-03-14", position: 0 });
    await edit(owner.cookie, trip.id, { op: "retime", item_id: free.id, version: 1, time: "16:00" });
    await edit(owner.cookie, trip.id, { op: "remove", item_id: free.id, version: 2 });
    await edit(owner.cookie, trip.id, {
      op: "add",
      item: { date: "2027-03-13", time: "20:00", kind: "meal", title: "Fado dinner" },
    });
    expect(await bookingIds()).toEqual({ flights: [ids.flight], hotels: [ids.hotel] });
    // Moving the check-in item keeps its hotel (and so its id): the id is the hotel's, not the day's.
    const checkIn = itemTitled(state, CHECK_IN);
    await edit(owner.cookie, trip.id, { op: "move", item_id: checkIn.id, version: 1, date: "2027-03-12", position: 0 });
    expect(await bookingIds()).toEqual({ flights: [ids.flight], hotels: [ids.hotel] });
    // The rows carry the flight and hotel exactly as the plan had them.
    const refs = allItems(await h.state(owner.cookie, trip.id)).map((i) => i.ref);
    expect(refs.filter((r) => r.flight).map((r) => r.flight)).toEqual([lisbonFlight, lisbonFlight]);
    expect(refs.filter((r) => r.hotel).map((r) => r.hotel)).toEqual([lisbonHotel, lisbonHotel]);
  });
});

describe("versions", () => {
  it("refuses a stale write with 409 and the item as it is now, and writes nothing", async () => {
    const { owner, member, trip } = await plannedTrip();
    const belem = itemTitled(await h.state(owner.cookie, trip.id), BELEM);
    await edit(owner.cookie, trip.id, { op: "retime", item_id: belem.id, version: 1, time: "09:00" });
    const before = await dbFingerprint(db());
    for (const stale of [
      { op: "move", item_id: belem.id, version: 1, date: "2027-03-13", position: 0 },
      { op: "retime", item_id: belem.id, version: 1, time: "18:00" },
      { op: "remove", item_id: belem.id, version: 1 },
      { op: "pin", item_id: belem.id, version: 1, pinned: true },
      { op: "details", item_id: belem.id, version: 1, notes: "lost?" },
      { op: "retime", item_id: belem.id, version: 7, time: "18:00" },
    ]) {
      const res = await edit(member.cookie, trip.id, stale);
      expect(res.status, JSON.stringify(stale)).toBe(409);
      expect(res.body).toMatchObject({
        success: false,
        code: "conflict",
        error: "Someone else changed this just now; the itinerary has been refreshed.",
        item: { id: belem.id, time: "09:00", version: 2, date: "2027-03-12" },
      });
    }
    expect(await dbFingerprint(db())).toEqual(before);
  });

  it("two people editing the same day at once: different items both land; the same item, one is refused", async () => {
    const { owner, member, trip } = await plannedTrip();
    const state = await h.state(owner.cookie, trip.id);
    const belem = itemTitled(state, BELEM);
    const free = itemTitled(state, FREE);
    const [a, b] = await Promise.all([
      edit(owner.cookie, trip.id, { op: "move", item_id: free.id, version: 1, date: "2027-03-12", position: 0 }),
      edit(member.cookie, trip.id, { op: "retime", item_id: belem.id, version: 1, time: "08:30" }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(new Set([a.body.revision, b.body.revision])).toEqual(new Set([2, 3]));
    let now = await h.state(member.cookie, trip.id);
    expect(titles(now)["2027-03-12"]).toEqual([FREE, BELEM]);
    expect(itemTitled(now, BELEM).time).toBe("08:30");

    const results = await Promise.all(
      [owner, member].map((who, i) =>
        edit(who.cookie, trip.id, {
          op: "move",
          item_id: free.id,
          version: 2,
          date: i ? "2027-03-13" : "2027-03-14",
          position: 0,
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.status === 200)?.body.item as TItineraryItemRow;
    const loser = results.find((r) => r.status === 409)?.body.item as TItineraryItemRow;
    // The refused one is told where the item is now (the winner's edit), never left guessing.
    expect(loser).toEqual(winner);
    now = await h.state(owner.cookie, trip.id);
    expect(itemTitled(now, FREE)).toEqual(winner);
    expect(now.revision).toBe(4);
  });
});

describe("revisions, undo and restore", () => {
  it("records who changed what, undoes the latest, restores any earlier version as a new revision", async () => {
    const { owner, member, trip } = await plannedTrip();
    const start = await h.state(owner.cookie, trip.id);
    const belem = itemTitled(start, BELEM);
    await edit(member.cookie, trip.id, { op: "move", item_id: belem.id, version: 1, date: "2027-03-13", position: 0 });
    await edit(owner.cookie, trip.id, { op: "pin", item_id: belem.id, version: 2, pinned: true });
    const afterPin = await h.state(owner.cookie, trip.id);

    const history = await post("/api/itinerary/revisions", member.cookie, { trip_id: trip.id });
    expect(history.status).toBe(200);
    const revisions = history.body.revisions as { number: number; by: unknown; summary: string; at: string }[];
    expect(revisions.map((r) => [r.number, r.summary])).toEqual([
      [3, `Pinned "${BELEM}"`],
      [2, `Moved "${BELEM}" to Sat 13 Mar`],
      [1, expect.stringMatching(/^Lotus: /)],
    ]);
    expect(revisions.map((r) => r.by)).toEqual([
      { kind: "person", user_id: owner.user.id, name: "Olga Owner" },
      { kind: "person", user_id: member.user.id, name: "Mo Member" },
      { kind: "lotus" },
    ]);
    expect(revisions.every((r) => !Number.isNaN(Date.parse(r.at)))).toBe(true);

    // Undo of anything but the latest is refused, and changes nothing.
    const before = await dbFingerprint(db());
    const stale = await post("/api/itinerary/undo", member.cookie, { trip_id: trip.id, revision: 2 });
    expect(stale).toMatchObject({
      status: 409,
      body: { error: "The itinerary changed since; undo the latest change first or restore from the history." },
    });
    const missing = await post("/api/itinerary/restore", member.cookie, { trip_id: trip.id, number: 42 });
    expect(missing.status).toBe(404);
    expect(await dbFingerprint(db())).toEqual(before);

    // Undo of the latest: the pin goes, and the undo is revision 4.
    const undone = await post("/api/itinerary/undo", member.cookie, { trip_id: trip.id, revision: 3 });
    expect(undone).toMatchObject({ status: 200, body: { success: true, revision: 4 } });
    let state = await h.state(owner.cookie, trip.id);
    expect(state.revision).toBe(4);
    expect(itemTitled(state, BELEM)).toMatchObject({ pinned: false, date: "2027-03-13" });
    // Restored items carry a version past any a client held: an edit made on the old one is stale.
    const old = await edit(owner.cookie, trip.id, { op: "pin", item_id: belem.id, version: 3, pinned: false });
    expect(old.status).toBe(409);

    // Restore the very first version (Lotus's plan): itself a revision, undoable like any other.
    const restored = await post("/api/itinerary/restore", owner.cookie, { trip_id: trip.id, number: 1 });
    expect(restored).toMatchObject({ status: 200, body: { revision: 5 } });
    state = await h.state(owner.cookie, trip.id);
    expect(titles(state)).toEqual(titles(start));
    expect(specItinerary(await loadRows(db(), trip.id))).toEqual(lisbonItinerary);
    const views = await specViews(owner.cookie, trip.id);
    expect(views.itinerary).toEqual(lisbonItinerary);
    expect(views.details).toEqual(lisbonItinerary);
    const again = await post("/api/itinerary/undo", owner.cookie, { trip_id: trip.id, revision: 5 });
    expect(again).toMatchObject({ status: 200, body: { revision: 6 } });
    state = await h.state(owner.cookie, trip.id);
    expect(titles(state)).toEqual(titles(afterPin));
    expect(itemTitled(state, BELEM)).toMatchObject({ pinned: false, date: "2027-03-13" });

    const list = (await post("/api/itinerary/revisions", owner.cookie, { trip_id: trip.id })).body.revisions as {
      number: number;
      summary: string;
    }[];
    expect(list.slice(0, 3).map((r) => [r.number, r.summary])).toEqual([
      [6, "Undid: Restored the itinerary as of version 1"],
      [5, "Restored the itinerary as of version 1"],
      [4, `Undid: Pinned "${BELEM}"`],
    ]);
    // Version 0 (the itinerary before the first change) restores too: here, nothing at all.
    const zero = await post("/api/itinerary/restore", owner.cookie, { trip_id: trip.id, number: 0 });
    expect(zero.status).toBe(200);
    expect(allItems(await h.state(owner.cookie, trip.id))).toEqual([]);
  });

  it("refuses undo when there is nothing to undo", async () => {
    const owner = await createSignedInUser(db());
    const trip = await createTestTrip(db(), owner.user.id);
    const res = await post("/api/itinerary/undo", owner.cookie, { trip_id: trip.id, revision: 1 });
    expect(res.status).toBe(400);
    expect(await db().select().from(itineraryRevisions).where(eq(itineraryRevisions.tripId, trip.id))).toEqual([]);
  });

  it("an undo racing an edit never drops the edit silently", async () => {
    const { owner, member, trip } = await plannedTrip();
    const state = await h.state(owner.cookie, trip.id);
    const belem = itemTitled(state, BELEM);
    const free = itemTitled(state, FREE);
    await edit(owner.cookie, trip.id, { op: "pin", item_id: belem.id, version: 1, pinned: true });
    for (let round = 0; round < 5; round++) {
      const now = await h.state(owner.cookie, trip.id);
      const f = itemTitled(now, FREE);
      const [undone, edited] = await Promise.all([
        post("/api/itinerary/undo", owner.cookie, { trip_id: trip.id, revision: now.revision }),
        edit(member.cookie, trip.id, { op: "retime", item_id: free.id, version: f.version, time: `1${round}:15` }),
      ]);
      const after = await h.state(owner.cookie, trip.id);
      // Whichever came first: an acknowledged edit is in the itinerary unless an acknowledged
      // undo named it (it cannot: the undo named the revision before it).
      if (edited.status === 200) expect(itemTitled(after, FREE).time).toBe(`1${round}:15`);
      expect([200, 409]).toContain(undone.status);
      expect([200, 409]).toContain(edited.status);
      // Put the pin back for the next round.
      const b = itemTitled(after, BELEM);
      if (!b.pinned) await edit(owner.cookie, trip.id, { op: "pin", item_id: b.id, version: b.version, pinned: true });
    }
  });
});

describe("roles", () => {
  it("a viewer reads and chats but every edit is refused 403 and writes nothing; set back to editor, edits work", async () => {
    const { owner, member, trip } = await plannedTrip();
    const belem = itemTitled(await h.state(owner.cookie, trip.id), BELEM);
    const set = await post("/api/trip_role", owner.cookie, {
      trip_id: trip.id,
      user_id: member.user.id,
      role: "viewer",
    });
    expect(set).toMatchObject({ status: 200, body: { success: true } });
    expect(await roleOf(trip.id, member.user.id)).toBe("viewer");
    expect((await post("/api/itinerary/items", member.cookie, { trip_id: trip.id })).status).toBe(200);
    expect((await post("/api/itinerary/revisions", member.cookie, { trip_id: trip.id })).status).toBe(200);
    const before = await dbFingerprint(db());
    for (const [path, body] of [
      ["/api/itinerary/edit", { trip_id: trip.id, edit: { op: "pin", item_id: belem.id, version: 1, pinned: true } }],
      [
        "/api/itinerary/edit",
        {
          trip_id: trip.id,
          edit: { op: "add", item: { date: "2027-03-13", time: "10:00", kind: "note", title: "x" } },
        },
      ],
      ["/api/itinerary/undo", { trip_id: trip.id, revision: 1 }],
      ["/api/itinerary/restore", { trip_id: trip.id, number: 0 }],
      ["/api/trip_role", { trip_id: trip.id, user_id: member.user.id, role: "editor" }],
      ["/api/trip_default_role", { trip_id: trip.id, role: "editor" }],
    ] as const) {
      const res = await post(path, member.cookie, body);
      expect(res.status, path).toBe(403);
      if (path.startsWith("/api/itinerary"))
        expect(res.body.error).toBe("Only the trip's owner and editors can change the itinerary");
    }
    expect(await dbFingerprint(db())).toEqual(before);
    await post("/api/trip_role", owner.cookie, { trip_id: trip.id, user_id: member.user.id, role: "editor" });
    const ok = await edit(member.cookie, trip.id, { op: "pin", item_id: belem.id, version: 1, pinned: true });
    expect(ok.status).toBe(200);
  });

  it("an editor cannot change roles; the owner's own role is not a member's to change", async () => {
    const { owner, member, trip } = await plannedTrip();
    const other = await createSignedInUser(db());
    const stranger = await createSignedInUser(db());
    expect(
      (await post("/api/trip_role", member.cookie, { trip_id: trip.id, user_id: owner.user.id, role: "viewer" }))
        .status,
    ).toBe(403);
    expect(
      (await post("/api/trip_role", owner.cookie, { trip_id: trip.id, user_id: owner.user.id, role: "viewer" })).status,
    ).toBe(404);
    expect(
      (await post("/api/trip_role", owner.cookie, { trip_id: trip.id, user_id: other.user.id, role: "viewer" })).status,
    ).toBe(404);
    expect(
      (await post("/api/trip_role", stranger.cookie, { trip_id: trip.id, user_id: member.user.id, role: "viewer" }))
        .status,
    ).toBe(404);
    // The owner still edits.
    const belem = itemTitled(await h.state(owner.cookie, trip.id), BELEM);
    expect((await edit(owner.cookie, trip.id, { op: "pin", item_id: belem.id, version: 1, pinned: true })).status).toBe(
      200,
    );
  });

  it("new members join as editors by default; after the owner sets the default to viewer, as viewers", async () => {
    const owner = await createSignedInUser(db(), { ratePlan: "PRO" });
    const first = await createSignedInUser(db());
    const second = await createSignedInUser(db());
    const trip = await createTestTrip(db(), owner.user.id);
    await seedItinerary(db(), trip.id);
    const token = async () => {
      const res = await post("/api/share/link", owner.cookie, {
        trip_id: trip.id,
        message: "",
        make_prior_messages_public: false,
      });
      expect(res.status).toBe(200);
      return String(res.body.link).split("/").pop();
    };
    expect((await post("/api/accept", first.cookie, { token: await token() })).status).toBe(200);
    const belem = itemTitled(await h.state(first.cookie, trip.id), BELEM);
    expect((await edit(first.cookie, trip.id, { op: "pin", item_id: belem.id, version: 1, pinned: true })).status).toBe(
      200,
    );

    expect((await post("/api/trip_default_role", owner.cookie, { trip_id: trip.id, role: "viewer" })).status).toBe(200);
    const [row] = await db().select({ role: trips.defaultRole }).from(trips).where(eq(trips.id, trip.id));
    expect(row?.role).toBe("viewer");
    expect((await post("/api/accept", second.cookie, { token: await token() })).status).toBe(200);
    const refused = await edit(second.cookie, trip.id, { op: "pin", item_id: belem.id, version: 2, pinned: false });
    expect(refused.status).toBe(403);
    // The first stays an editor: the default is for those who join after.
    expect(
      (await edit(first.cookie, trip.id, { op: "pin", item_id: belem.id, version: 2, pinned: false })).status,
    ).toBe(200);
    expect(await roleOf(trip.id, first.user.id)).toBe("editor");
    expect(await roleOf(trip.id, second.user.id)).toBe("viewer");
    expect(await roleOf(trip.id, owner.user.id)).toBe("owner");
  });
});

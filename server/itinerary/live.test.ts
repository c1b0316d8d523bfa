import { describe, expect, it } from "vitest";
import { type TItineraryChanged, ZItineraryChanged } from "../../common/api/itinerary";
import { createTestTrip } from "../testing/test-trips";
import { createSignedInUser } from "../testing/test-users";
import { itemTitled, itineraryTestApp, record, seedItinerary, titles } from "./testing/harness";

// Every change reaches the trip's other members at once through the trip room: real sockets on a
// listening app, on the file's own database (PGlite or PostgreSQL).

const h = itineraryTestApp();
const { db, post } = h;
const BELEM = "Visit Belém Tower";
const FREE = "Free time to wander Lisbon";

async function room() {
  const owner = await createSignedInUser(db(), { firstName: "Olga", lastName: "Owner" });
  const editor = await createSignedInUser(db(), { firstName: "Eve", lastName: "Editor" });
  const viewer = await createSignedInUser(db(), { firstName: "Vic", lastName: "Viewer" });
  const stranger = await createSignedInUser(db(), { firstName: "Sam", lastName: "Stranger" });
  const trip = await createTestTrip(db(), owner.user.id, [editor.user.id, viewer.user.id], "Lisbon");
  await seedItinerary(db(), trip.id);
  expect(
    (await post("/api/trip_role", owner.cookie, { trip_id: trip.id, user_id: viewer.user.id, role: "viewer" })).status,
  ).toBe(200);
  const sockets = {
    owner: await h.client(owner.cookie),
    editor: await h.client(editor.cookie),
    viewer: await h.client(viewer.cookie),
    stranger: await h.client(stranger.cookie),
  };
  const acks = {
    owner: await h.emit(sockets.owner, "join_trip", { trip_id: trip.id }),
    editor: await h.emit(sockets.editor, "join_trip", { trip_id: trip.id }),
    viewer: await h.emit(sockets.viewer, "join_trip", { trip_id: trip.id }),
    stranger: await h.emit(sockets.stranger, "join_trip", { trip_id: trip.id }),
  };
  return { owner, editor, viewer, stranger, trip, sockets, acks };
}

describe("itinerary_changed", () => {
  it("reaches every other member's socket with what changed; strangers get nothing", async () => {
    const r = await room();
    expect(r.acks.stranger).toEqual({ error: "trip not found" });
    // Each is told what they may do, and the members' roles.
    expect(r.acks.viewer).toMatchObject({ permissions: { view: true, edit_itinerary: false, manage_roles: false } });
    expect(r.acks.editor).toMatchObject({ permissions: { edit_itinerary: true, manage_roles: false } });
    expect(r.acks.owner).toMatchObject({ permissions: { edit_itinerary: true, manage_roles: true } });
    expect((r.acks.owner.members as { first_name: string; role: string }[]).map((m) => [m.first_name, m.role])).toEqual(
      [
        ["Olga", "owner"],
        ["Eve", "editor"],
        ["Vic", "viewer"],
      ],
    );
    const seen = {
      owner: record<TItineraryChanged>(r.sockets.owner, "itinerary_changed"),
      viewer: record<TItineraryChanged>(r.sockets.viewer, "itinerary_changed"),
      stranger: record<TItineraryChanged>(r.sockets.stranger, "itinerary_changed"),
    };

    const state = await h.state(r.editor.cookie, r.trip.id);
    const belem = itemTitled(state, BELEM);
    const t0 = Date.now();
    const moved = await post("/api/itinerary/edit", r.editor.cookie, {
      trip_id: r.trip.id,
      edit: { op: "move", item_id: belem.id, version: 1, date: "2027-03-13", position: 0 },
    });
    expect(moved.status).toBe(200);
    await expect.poll(() => seen.owner.length).toBe(1);
    await expect.poll(() => seen.viewer.length).toBe(1);
    expect(Date.now() - t0).toBeLessThan(1000);
    const event = seen.owner[0] as TItineraryChanged;
    expect(ZItineraryChanged.parse(event)).toEqual(event);
    expect(event).toEqual({
      trip_id: r.trip.id,
      revision: 2,
      by: { kind: "person", user_id: r.editor.user.id, name: "Eve Editor" },
      summary: `Moved "${BELEM}" to Sat 13 Mar`,
      // The moved item, and the one that took its place in the day it left (same version).
      upserted: expect.arrayContaining([moved.body.item, { ...itemTitled(state, FREE), position: 0 }]),
      removed: [],
      replaced: false,
    });
    expect(event.upserted).toHaveLength(2);
    expect(seen.viewer[0]).toEqual(event);

    // A removal names the item; a later change of the day's order carries the items that moved.
    const free = itemTitled(state, FREE);
    const removed = await post("/api/itinerary/edit", r.owner.cookie, {
      trip_id: r.trip.id,
      edit: { op: "remove", item_id: free.id, version: 1 },
    });
    expect(removed.status).toBe(200);
    await expect.poll(() => seen.viewer.length).toBe(2);
    expect(seen.viewer[1]).toMatchObject({ revision: 3, removed: [free.id], upserted: [], replaced: false });

    // An added item arrives whole, where it was put.
    const added = await post("/api/itinerary/edit", r.owner.cookie, {
      trip_id: r.trip.id,
      edit: { op: "add", item: { date: "2027-03-13", position: 0, time: "09:00", kind: "meal", title: "Breakfast" } },
    });
    await expect.poll(() => seen.viewer.length).toBe(3);
    const third = seen.viewer[2] as TItineraryChanged;
    expect(third.upserted.map((i) => i.title)).toContain("Breakfast");
    expect(third.upserted.find((i) => i.title === "Breakfast")).toEqual(added.body.item);
    // Applying the events to the state one had gives the state the server has.
    const applied = new Map(state.days.flatMap((d) => d.items).map((i) => [i.id, i]));
    for (const e of seen.viewer) {
      for (const id of e.removed) applied.delete(id);
      for (const i of e.upserted) applied.set(i.id, i);
    }
    const server = (await h.state(r.viewer.cookie, r.trip.id)).days.flatMap((d) => d.items);
    const key = (i: { date: string; position: number }) => `${i.date}#${i.position}`;
    expect([...applied.values()].map(key).sort()).toEqual(server.map(key).sort());

    // Undo replaces the whole itinerary: the others are told to refetch.
    const undo = await post("/api/itinerary/undo", r.viewer.cookie, { trip_id: r.trip.id, revision: 4 });
    expect(undo.status).toBe(403);
    expect((await post("/api/itinerary/undo", r.editor.cookie, { trip_id: r.trip.id, revision: 4 })).status).toBe(200);
    await expect.poll(() => seen.owner.length).toBe(4);
    expect(seen.owner[3]).toMatchObject({
      revision: 5,
      replaced: true,
      summary: 'Undid: Added "Breakfast" to Sat 13 Mar',
      by: { kind: "person", user_id: r.editor.user.id },
    });
    expect(titles(await h.state(r.owner.cookie, r.trip.id))["2027-03-13"]).toEqual([BELEM]);

    // A refused edit announces nothing.
    const refused = await post("/api/itinerary/edit", r.viewer.cookie, {
      trip_id: r.trip.id,
      edit: { op: "pin", item_id: belem.id, version: 2, pinned: true },
    });
    expect(refused.status).toBe(403);
    const stale = await post("/api/itinerary/edit", r.editor.cookie, {
      trip_id: r.trip.id,
      edit: { op: "pin", item_id: belem.id, version: 1, pinned: true },
    });
    expect(stale.status).toBe(409);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(seen.owner).toHaveLength(4);
    expect(seen.stranger).toEqual([]);
  });

  it("tells the room when the owner changes a member's role", async () => {
    const r = await room();
    const changes = record<{ trip_id: string; user_id: string; role: string }>(r.sockets.editor, "member_role_changed");
    const res = await post("/api/trip_role", r.owner.cookie, {
      trip_id: r.trip.id,
      user_id: r.editor.user.id,
      role: "viewer",
    });
    expect(res.status).toBe(200);
    await expect.poll(() => changes.length).toBe(1);
    expect(changes[0]).toEqual({ trip_id: r.trip.id, user_id: r.editor.user.id, role: "viewer" });
    // Their next join says so.
    expect(await h.emit(r.sockets.editor, "join_trip", { trip_id: r.trip.id })).toMatchObject({
      permissions: { edit_itinerary: false },
    });
  });
});

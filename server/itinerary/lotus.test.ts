import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { TItineraryChanged, TProposal } from "../../common/api/itinerary";
import { ZTripMessage } from "../../common/api/trips";
import { costBreakdown, flightBookingId } from "../../common/bookings";
import { itineraryProposals, tripMessages, trips } from "../db/schema/index";
import { dbFingerprint } from "../security/db-fingerprint";
import { createTestTrip } from "../testing/test-trips";
import { createSignedInUser } from "../testing/test-users";
import { loadRows } from "./commands";
import { specItinerary } from "./derive";
import { askLotus, itemTitled, itineraryTestApp, record, titles } from "./testing/harness";

// Lotus edits the same plan as people: the owner's public request applies at once (merged: pins,
// bookings and people's items stay); a member's request becomes a proposal card an editor applies
// or discards; a private conversation only ever proposes, to its asker alone. Turns are driven as
// the web drives them (new_ai_msg over a real socket) with the offline engine.

const h = itineraryTestApp();
const { db, post } = h;
const PLAN = "Plan 4 days in Lisbon from New York, March 10 2027";

async function room() {
  const owner = await createSignedInUser(db(), { firstName: "Olga", lastName: "Owner", ratePlan: "PRO" });
  const editor = await createSignedInUser(db(), { firstName: "Eve", lastName: "Editor", ratePlan: "PRO" });
  const viewer = await createSignedInUser(db(), { firstName: "Vic", lastName: "Viewer", ratePlan: "PRO" });
  const trip = await createTestTrip(db(), owner.user.id, [editor.user.id, viewer.user.id], "New Trip");
  await post("/api/trip_role", owner.cookie, { trip_id: trip.id, user_id: viewer.user.id, role: "viewer" });
  const sockets = {
    owner: await h.client(owner.cookie),
    editor: await h.client(editor.cookie),
    viewer: await h.client(viewer.cookie),
  };
  for (const s of Object.values(sockets)) await h.emit(s, "join_trip", { trip_id: trip.id });
  return { owner, editor, viewer, trip, sockets };
}

/** The itinerary as each spec call gives it, which must all be the rows' derivation. */
async function specItineraryOf(cookie: string, tripId: string) {
  const rows = specItinerary(await loadRows(db(), tripId));
  const itinerary = (await post("/api/itinerary", cookie, { trip_id: tripId })).body.itinerary;
  const details = (await post("/api/trip_details", cookie, { trip_id: tripId })).body.itinerary;
  expect(itinerary).toEqual(rows);
  expect(details).toEqual(rows);
  return rows;
}

describe("the owner's own request", () => {
  it("applies at once: ctx.itinerary is the rows' derivation, ctx.applied the revision to undo", async () => {
    const r = await room();
    const changed = record<TItineraryChanged>(r.sockets.editor, "itinerary_changed");
    const reply = await askLotus(r.sockets.owner, r.trip.id, PLAN);
    expect(ZTripMessage.shape.ctx.parse(reply.ctx)).toBeTruthy();
    expect(reply.ctx).toMatchObject({
      destination: "Lisbon, Portugal",
      dates: "Mar 10 - Mar 13, 2027",
      applied: { revision: 1, summary: { days_before: 0, days_after: 4, flight_changed: true, hotel_changed: true } },
    });
    expect(reply.ctx?.proposal ?? null).toBeNull();
    const spec = await specItineraryOf(r.owner.cookie, r.trip.id);
    expect(reply.ctx?.itinerary).toEqual(spec);
    expect(spec).toHaveLength(4);
    await expect.poll(() => changed.length).toBe(1);
    expect(changed[0]).toMatchObject({ revision: 1, by: { kind: "lotus" }, replaced: true });
    // Stored with the reply, as history shows it.
    const [stored] = await db().select().from(tripMessages).where(eq(tripMessages.id, reply.id));
    expect((stored?.ctx as { itinerary: unknown } | undefined)?.itinerary).toEqual(spec);
    const [trip] = await db().select().from(trips).where(eq(trips.id, r.trip.id));
    expect(trip).toMatchObject({ name: "Trip to Lisbon", dates: "Mar 10 - Mar 13, 2027" });
    // A question is answered without touching the plan: no revision, the same rows, no event.
    const rowsBefore = await loadRows(db(), r.trip.id);
    const answer = await askLotus(r.sockets.owner, r.trip.id, "What should I pack?");
    expect(answer.ctx?.applied ?? null).toBeNull();
    // The answer carries no plan (the panel keeps the trip's); the trip shows what it showed.
    expect(answer.ctx?.itinerary).toEqual([]);
    expect(answer.msg).toMatch(/pack/i);
    const [still] = await db().select().from(trips).where(eq(trips.id, r.trip.id));
    expect(still).toMatchObject({ destination: "Lisbon, Portugal", dates: "Mar 10 - Mar 13, 2027" });
    expect(await loadRows(db(), r.trip.id)).toEqual(rowsBefore);
    expect((await h.state(r.owner.cookie, r.trip.id)).revision).toBe(1);
    expect(changed).toHaveLength(1);
    // One click undoes it: back to nothing.
    const undo = await post("/api/itinerary/undo", r.owner.cookie, { trip_id: r.trip.id, revision: 1 });
    expect(undo).toMatchObject({ status: 200, body: { revision: 2 } });
    expect(await specItineraryOf(r.owner.cookie, r.trip.id)).toEqual([]);
  });
});

describe("proposals", () => {
  it("a member's request is a card in the reply and to the room; a viewer cannot apply it; an editor does", async () => {
    const r = await room();
    await askLotus(r.sockets.owner, r.trip.id, PLAN);
    const planned = await specItineraryOf(r.owner.cookie, r.trip.id);
    const revision = (await h.state(r.owner.cookie, r.trip.id)).revision;
    const ownerSees = record<{ trip_id: string; proposal: TProposal }>(r.sockets.owner, "proposal_updated");
    const changed = record<TItineraryChanged>(r.sockets.owner, "itinerary_changed");

    const reply = await askLotus(r.sockets.editor, r.trip.id, "@Lotus make it 5 days");
    const card = reply.ctx?.proposal as TProposal;
    expect(card).toMatchObject({
      trip_id: r.trip.id,
      status: "pending",
      private: false,
      asked_by: r.editor.user.id,
      base_revision: revision,
      summary: { days_before: 4, days_after: 5 },
    });
    expect(card.summary.text).toMatch(/^5 days instead of 4/);
    expect(typeof card.summary.price_difference === "number" || card.summary.price_difference === null).toBe(true);
    // The reply shows the trip as it is: nothing changed yet.
    expect(reply.ctx?.itinerary).toEqual(planned);
    expect(reply.ctx?.applied ?? null).toBeNull();
    expect(await specItineraryOf(r.owner.cookie, r.trip.id)).toEqual(planned);
    expect((await h.state(r.owner.cookie, r.trip.id)).revision).toBe(revision);
    await expect.poll(() => ownerSees.length).toBe(1);
    expect(ownerSees[0]).toEqual({ trip_id: r.trip.id, proposal: card });
    const listed = await post("/api/itinerary/proposals", r.viewer.cookie, { trip_id: r.trip.id });
    expect(listed.body.proposals).toEqual([card]);
    const [trip] = await db().select().from(trips).where(eq(trips.id, r.trip.id));
    expect(trip?.dates).toBe("Mar 10 - Mar 13, 2027");

    // A viewer sees it but cannot apply or discard it; nothing is written.
    const before = await dbFingerprint(db());
    for (const path of ["/api/itinerary/proposal/apply", "/api/itinerary/proposal/discard"]) {
      const res = await post(path, r.viewer.cookie, { trip_id: r.trip.id, proposal_id: card.id });
      expect(res.status, path).toBe(403);
    }
    expect(await dbFingerprint(db())).toEqual(before);

    // An editor applies it: the trip takes its five days, dates and plan.
    const applied = await post("/api/itinerary/proposal/apply", r.editor.cookie, {
      trip_id: r.trip.id,
      proposal_id: card.id,
    });
    expect(applied).toMatchObject({ status: 200, body: { success: true, revision: revision + 1 } });
    const now = await specItineraryOf(r.owner.cookie, r.trip.id);
    expect(now).toHaveLength(5);
    const [after] = await db().select().from(trips).where(eq(trips.id, r.trip.id));
    expect(after?.dates).toBe("Mar 10 - Mar 14, 2027");
    await expect.poll(() => changed.length).toBe(1);
    expect(changed[0]).toMatchObject({ revision: revision + 1, by: { kind: "lotus" }, replaced: true });
    await expect.poll(() => ownerSees.length).toBe(2);
    expect(ownerSees[1]?.proposal).toMatchObject({ id: card.id, status: "applied" });
    // Applied once only; and undone like any change.
    const twice = await post("/api/itinerary/proposal/apply", r.owner.cookie, {
      trip_id: r.trip.id,
      proposal_id: card.id,
    });
    expect(twice.status).toBe(404);
    expect(
      (await post("/api/itinerary/undo", r.owner.cookie, { trip_id: r.trip.id, revision: revision + 1 })).status,
    ).toBe(200);
    expect(await specItineraryOf(r.owner.cookie, r.trip.id)).toEqual(planned);
  });

  it("an editor discards a card: nothing changes, and it cannot be applied after", async () => {
    const r = await room();
    await askLotus(r.sockets.owner, r.trip.id, PLAN);
    const planned = await specItineraryOf(r.owner.cookie, r.trip.id);
    const reply = await askLotus(r.sockets.viewer, r.trip.id, "@Lotus make it 6 days");
    // A viewer may ask: their request is a card like anyone's.
    const card = reply.ctx?.proposal as TProposal;
    expect(card).toMatchObject({ status: "pending", asked_by: r.viewer.user.id, private: false });
    const editorSees = record<{ proposal: TProposal }>(r.sockets.editor, "proposal_updated");
    const discarded = await post("/api/itinerary/proposal/discard", r.owner.cookie, {
      trip_id: r.trip.id,
      proposal_id: card.id,
    });
    expect(discarded).toMatchObject({ status: 200, body: { success: true } });
    await expect.poll(() => editorSees.length).toBe(1);
    expect(editorSees[0]?.proposal).toMatchObject({ id: card.id, status: "discarded" });
    expect(await specItineraryOf(r.owner.cookie, r.trip.id)).toEqual(planned);
    const late = await post("/api/itinerary/proposal/apply", r.editor.cookie, {
      trip_id: r.trip.id,
      proposal_id: card.id,
    });
    expect(late.status).toBe(404);
    expect(await specItineraryOf(r.owner.cookie, r.trip.id)).toEqual(planned);
  });

  it("a private request is a proposal only its asker sees and can apply; the shared plan waits", async () => {
    const r = await room();
    await askLotus(r.sockets.owner, r.trip.id, PLAN);
    const planned = await specItineraryOf(r.owner.cookie, r.trip.id);
    const ownerSees = record<{ proposal: TProposal }>(r.sockets.owner, "proposal_updated");
    const askerSees = record<{ proposal: TProposal }>(r.sockets.editor, "proposal_updated");
    const ownerReplies = record(r.sockets.owner, "new_ai_response");

    const reply = await askLotus(r.sockets.editor, r.trip.id, "Make it 5 days", { private: true });
    expect(reply.is_private).toBe(true);
    const card = reply.ctx?.proposal as TProposal;
    expect(card).toMatchObject({ status: "pending", private: true, asked_by: r.editor.user.id });
    expect(await specItineraryOf(r.owner.cookie, r.trip.id)).toEqual(planned);
    await expect.poll(() => askerSees.length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(ownerSees).toEqual([]);
    expect(ownerReplies).toEqual([]);

    // Others neither see it nor can touch it: it reads as gone.
    const ownerList = await post("/api/itinerary/proposals", r.owner.cookie, { trip_id: r.trip.id });
    expect(ownerList.body.proposals).toEqual([]);
    const askerList = await post("/api/itinerary/proposals", r.editor.cookie, { trip_id: r.trip.id });
    expect(askerList.body.proposals).toEqual([card]);
    const before = await dbFingerprint(db());
    for (const path of ["/api/itinerary/proposal/apply", "/api/itinerary/proposal/discard"]) {
      const res = await post(path, r.owner.cookie, { trip_id: r.trip.id, proposal_id: card.id });
      expect(res.status, path).toBe(404);
    }
    expect(await dbFingerprint(db())).toEqual(before);

    // The asker applies it: now it is the trip's.
    const applied = await post("/api/itinerary/proposal/apply", r.editor.cookie, {
      trip_id: r.trip.id,
      proposal_id: card.id,
    });
    expect(applied.status).toBe(200);
    expect(await specItineraryOf(r.owner.cookie, r.trip.id)).toHaveLength(5);
    await expect.poll(() => askerSees.length).toBe(2);
    expect(askerSees[1]?.proposal).toMatchObject({ status: "applied", private: true });
    expect(ownerSees).toEqual([]);
  });

  it("a viewer's private proposal stays theirs: they may not apply it to the shared plan", async () => {
    const r = await room();
    await askLotus(r.sockets.owner, r.trip.id, PLAN);
    const planned = await specItineraryOf(r.owner.cookie, r.trip.id);
    const reply = await askLotus(r.sockets.viewer, r.trip.id, "Make it 5 days", { private: true });
    const card = reply.ctx?.proposal as TProposal;
    expect(card).toMatchObject({ private: true, asked_by: r.viewer.user.id });
    const res = await post("/api/itinerary/proposal/apply", r.viewer.cookie, {
      trip_id: r.trip.id,
      proposal_id: card.id,
    });
    expect(res.status).toBe(403);
    expect(await specItineraryOf(r.owner.cookie, r.trip.id)).toEqual(planned);
    const [row] = await db()
      .select({ status: itineraryProposals.status })
      .from(itineraryProposals)
      .where(and(eq(itineraryProposals.id, card.id)));
    expect(row?.status).toBe("pending");
  });
});

describe("Lotus respects pins and bookings", () => {
  it("re-planning keeps the pinned item where it is and the booked flight, and people's own items", async () => {
    const r = await room();
    await askLotus(r.sockets.owner, r.trip.id, PLAN);
    const state = await h.state(r.owner.cookie, r.trip.id);
    const flight = state.days.flatMap((d) => d.items).find((i) => i.kind === "flight" && i.ref.flight);
    const flightId = flightBookingId(flight?.ref.flight as Parameters<typeof flightBookingId>[0]);
    // Pin the third day's first stop, after moving it to the second day.
    const day3 = state.days[2]?.items[0];
    if (!day3) throw new Error("no stop on day 3");
    const moved = await post("/api/itinerary/edit", r.editor.cookie, {
      trip_id: r.trip.id,
      edit: { op: "move", item_id: day3.id, version: day3.version, date: state.days[1]?.date, position: 0 },
    });
    const pin = await post("/api/itinerary/edit", r.editor.cookie, {
      trip_id: r.trip.id,
      edit: { op: "pin", item_id: day3.id, version: (moved.body.item as { version: number }).version, pinned: true },
    });
    expect(pin.status).toBe(200);
    // The traveller's own booking, and the flight marked booked (the spec's update_booking).
    const own = await post("/api/itinerary/edit", r.owner.cookie, {
      trip_id: r.trip.id,
      edit: {
        op: "add",
        item: {
          date: "2027-03-12",
          time: "19:00",
          kind: "booking",
          title: "Fado at Clube de Fado",
          confirmation: "CF-2231",
          booked: true,
        },
      },
    });
    expect(own.status).toBe(200);
    const booked = await post("/api/update_booking", r.owner.cookie, {
      trip_id: r.trip.id,
      booking_id: flightId,
      booked: true,
    });
    expect(booked.status).toBe(200);
    const withBooking = await h.state(r.owner.cookie, r.trip.id);
    const flightItems = withBooking.days.flatMap((d) => d.items).filter((i) => i.kind === "flight");
    expect(flightItems.length).toBe(2);
    expect(flightItems.every((i) => i.booked)).toBe(true);
    const keptIds = [...flightItems.map((i) => i.id), day3.id, (own.body.item as { id: string }).id];

    const reply = await askLotus(r.sockets.owner, r.trip.id, "Make it 5 days");
    expect(reply.ctx?.applied?.summary.days_after).toBe(5);
    const after = await h.state(r.owner.cookie, r.trip.id);
    const items = after.days.flatMap((d) => d.items);
    // The same rows, untouched: the pinned stop on its day, the booked flight, one's own booking.
    for (const id of keptIds) {
      const before = withBooking.days.flatMap((d) => d.items).find((i) => i.id === id);
      const now = items.find((i) => i.id === id);
      expect(now, before?.title).toMatchObject({
        id,
        date: before?.date,
        time: before?.time,
        version: before?.version,
        pinned: before?.pinned,
        booked: true && before?.booked,
      });
    }
    expect(itemTitled(after, day3.title)).toMatchObject({ pinned: true, date: state.days[1]?.date });
    // The booked flight is still the trip's, by the spec's booking id.
    const spec = await specItineraryOf(r.owner.cookie, r.trip.id);
    expect(reply.ctx?.itinerary).toEqual(spec);
    // ... and the only one: Lotus's plan does not add another flight for the same journey.
    expect(costBreakdown(spec).flights.map((f) => f.booking_id)).toEqual([flightId]);
    // The pinned stop appears once: Lotus's plan does not add it a second time elsewhere.
    expect(items.filter((i) => i.title === day3.title)).toHaveLength(1);
    // The rest is Lotus's new plan: five days, its own stops around what was kept.
    expect(Object.keys(titles(after))).toHaveLength(5);
    expect(items.filter((i) => !keptIds.includes(i.id)).every((i) => i.added_by.kind === "lotus")).toBe(true);
  });
});

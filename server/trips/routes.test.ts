import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tripMessages, trips } from "../db/schema/index";
import { createTestApp, type TestApp } from "../testing/test-app";
import { createTestTrip, storeTestMessage } from "../testing/test-trips";
import { createSignedInUser } from "../testing/test-users";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEATHER_PROVIDER: "offline" });
});
afterAll(() => t.close());

const post = (url: string, cookie: string, payload: object) =>
  t.app.inject({ method: "POST", url, headers: { cookie }, payload });

describe("the trip calls", () => {
  it("list a user's trips newest first, and nobody else's", async () => {
    const db = t.app.lotus.database.db;
    const ana = await createSignedInUser(db);
    const bob = await createSignedInUser(db);
    const older = await createTestTrip(db, ana.user.id, [], "Older");
    await db
      .update(trips)
      .set({ createdAt: new Date("2026-01-01T00:00:00Z") })
      .where(eq(trips.id, older.id));
    const newer = await createTestTrip(db, ana.user.id, [], "Newer");
    await createTestTrip(db, bob.user.id, [], "Bob's");
    const res = await t.app.inject({ method: "GET", url: "/api/trips", headers: { cookie: ana.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((x: { name: string }) => x.name)).toEqual(["Newer", "Older"]);
    expect(res.json()[0]).toMatchObject({ id: newer.id, dates: null });
    expect((await t.app.inject({ method: "GET", url: "/api/trips" })).statusCode).toBe(401);
  });

  it("return messages and the itinerary to members only, private ones only to their sender", async () => {
    const db = t.app.lotus.database.db;
    const owner = await createSignedInUser(db);
    const member = await createSignedInUser(db);
    const stranger = await createSignedInUser(db);
    const trip = await createTestTrip(db, owner.user.id, [member.user.id]);
    await storeTestMessage(db, trip.id, owner.user.id, "Hello all");
    await storeTestMessage(db, trip.id, owner.user.id, "secret plan", true);
    const mine = await post("/api/messages", owner.cookie, { trip_id: trip.id });
    expect(mine.json()).toMatchObject({ trip_id: trip.id, access_type: "owner", trip_shared: true });
    expect(mine.json().replies.map((m: { msg: string }) => m.msg)).toEqual(["Hello all", "secret plan"]);
    expect(mine.json().replies[1].is_private).toBe(true);
    const theirs = await post("/api/messages", member.cookie, { trip_id: trip.id });
    expect(theirs.json().access_type).toBe("member");
    expect(theirs.json().replies.map((m: { msg: string }) => m.msg)).toEqual(["Hello all"]);

    for (const url of ["/api/messages", "/api/itinerary"]) {
      const refused = await post(url, stranger.cookie, { trip_id: trip.id });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error).toBe("trip not found");
      const unknown = await post(url, owner.cookie, { trip_id: "not-a-uuid" });
      expect(unknown.statusCode).toBe(400);
    }
    const itinerary = await post("/api/itinerary", member.cookie, { trip_id: trip.id });
    expect(itinerary.json()).toEqual({ trip_id: trip.id, itinerary: [], destination: null, dates: null });
  });

  it("let only the owner rename (up to 100 characters) and delete, which removes everything of the trip", async () => {
    const db = t.app.lotus.database.db;
    const owner = await createSignedInUser(db);
    const member = await createSignedInUser(db);
    const trip = await createTestTrip(db, owner.user.id, [member.user.id]);
    await storeTestMessage(db, trip.id, member.user.id, "hi");

    expect((await post("/api/update_trip", member.cookie, { trip_id: trip.id, name: "Mine now" })).statusCode).toBe(
      403,
    );
    const tooLong = await post("/api/update_trip", owner.cookie, { trip_id: trip.id, name: "x".repeat(101) });
    expect(tooLong.statusCode).toBe(400);
    const renamed = await post("/api/update_trip", owner.cookie, { trip_id: trip.id, name: "  Lisbon with friends " });
    expect(renamed.statusCode).toBe(200);
    const [row] = await db.select().from(trips).where(eq(trips.id, trip.id));
    expect(row?.name).toBe("Lisbon with friends");

    expect((await post("/api/delete_trip", member.cookie, { trip_id: trip.id })).statusCode).toBe(403);
    expect((await post("/api/delete_trip", owner.cookie, { trip_id: trip.id })).statusCode).toBe(200);
    expect(await db.select().from(trips).where(eq(trips.id, trip.id))).toEqual([]);
    expect(await db.select().from(tripMessages).where(eq(tripMessages.tripId, trip.id))).toEqual([]);
    expect((await post("/api/messages", owner.cookie, { trip_id: trip.id })).json().error).toBe("trip not found");
  });
});

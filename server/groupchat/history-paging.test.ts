import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GROUP_HISTORY_PAGE } from "../../common/api/together";
import { groupMessages } from "../db/schema/index";
import { createTestApp, type TestApp } from "../testing/test-app";
import { createTestTrip } from "../testing/test-trips";
import { createSignedInUser } from "../testing/test-users";

// Issue 21, finding 8: history answered the oldest 1,000 messages, so newer ones (stored and
// acknowledged) vanished on reload. It answers the newest page, oldest first as before, and a
// cursor (`before`, the oldest message on screen) pages back.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEATHER_PROVIDER: "offline" });
});
afterAll(() => t.close());
const db = () => t.app.lotus.database.db;
const history = (cookie: string, payload: object) =>
  t.app.inject({ method: "POST", url: "/api/group_messages", headers: { cookie }, payload });

describe("group chat history", () => {
  it("answers the newest messages and pages back to the first without gaps", async () => {
    const owner = await createSignedInUser(db(), {});
    const trip = await createTestTrip(db(), owner.user.id);
    const start = Date.UTC(2026, 0, 1);
    const total = 1_005;
    // Some share a timestamp: the cursor must still neither skip nor repeat one.
    await db()
      .insert(groupMessages)
      .values(
        Array.from({ length: total }, (_, i) => ({
          tripId: trip.id,
          userId: owner.user.id,
          message: `m${i}`,
          createdAt: new Date(start + Math.floor(i / 3) * 1000),
        })),
      );

    const first = await history(owner.cookie, { trip_id: trip.id });
    expect(first.statusCode).toBe(200);
    const page = first.json();
    // The newest three share the last second (ties are ordered by id).
    expect([`m${total - 3}`, `m${total - 2}`, `m${total - 1}`]).toContain(page.messages.at(-1).message);
    expect(page.messages).toHaveLength(GROUP_HISTORY_PAGE);
    expect(page.has_more).toBe(true);

    const seen: string[] = [...page.messages.map((m: { message: string }) => m.message)];
    let cursor = page.messages[0].id as string;
    for (let guard = 0; guard < 50; guard++) {
      const older = (await history(owner.cookie, { trip_id: trip.id, before: cursor })).json();
      seen.unshift(...older.messages.map((m: { message: string }) => m.message));
      if (!older.has_more) break;
      cursor = older.messages[0].id;
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    // Oldest first: each message's second is never before the previous one's.
    const second = (m: string) => Math.floor(Number(m.slice(1)) / 3);
    expect(seen.every((m, i) => i === 0 || second(m) >= second(seen[i - 1] as string))).toBe(true);
  });

  it("pages through messages microseconds apart without skipping any (PostgreSQL keeps microseconds)", async () => {
    const owner = await createSignedInUser(db(), {});
    const trip = await createTestTrip(db(), owner.user.id);
    // Two per millisecond, 1 µs apart, plus two in the very same microsecond: a cursor read into a
    // JavaScript Date (milliseconds) would drop the older of each pair.
    const stamps = [
      "2026-01-01 00:00:00.001001+00",
      "2026-01-01 00:00:00.001002+00",
      "2026-01-01 00:00:00.002001+00",
      "2026-01-01 00:00:00.002002+00",
      "2026-01-01 00:00:00.003001+00",
      "2026-01-01 00:00:00.003002+00",
      "2026-01-01 00:00:00.004500+00",
      "2026-01-01 00:00:00.004500+00",
    ];
    for (const [i, at] of stamps.entries()) {
      await db().execute(
        sql`insert into group_messages (trip_id, user_id, message, created_at)
            values (${trip.id}, ${owner.user.id}, ${`u${i}`}, ${at}::timestamptz)`,
      );
    }
    for (const limit of [1, 2, 3]) {
      const first = (await history(owner.cookie, { trip_id: trip.id, limit })).json();
      const seen: string[] = first.messages.map((m: { message: string }) => m.message);
      let more = first.has_more as boolean;
      let cursor = first.messages[0].id as string;
      for (let guard = 0; more && guard < stamps.length; guard++) {
        const res = await history(owner.cookie, { trip_id: trip.id, before: cursor, limit });
        expect(res.statusCode).toBe(200);
        const older = res.json();
        seen.unshift(...older.messages.map((m: { message: string }) => m.message));
        more = older.has_more;
        cursor = older.messages[0]?.id;
      }
      // Every message once, oldest first (the last two share their microsecond: either order).
      expect(seen.slice(0, 6)).toEqual(["u0", "u1", "u2", "u3", "u4", "u5"]);
      expect([...seen.slice(6)].sort()).toEqual(["u6", "u7"]);
    }
  });

  it("a cursor from another trip, or a bad one, is a 400 and reveals nothing", async () => {
    const owner = await createSignedInUser(db(), {});
    const trip = await createTestTrip(db(), owner.user.id);
    const other = await createTestTrip(db(), owner.user.id);
    const [foreign] = await db()
      .insert(groupMessages)
      .values({ tripId: other.id, userId: owner.user.id, message: "elsewhere" })
      .returning();
    const res = await history(owner.cookie, { trip_id: trip.id, before: foreign?.id });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toContain("elsewhere");
    expect((await history(owner.cookie, { trip_id: trip.id, before: "nope" })).statusCode).toBe(400);
    expect((await history(owner.cookie, { trip_id: trip.id, limit: 10_000 })).statusCode).toBe(400);
  });
});

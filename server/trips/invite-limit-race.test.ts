import { setTimeout as sleep } from "node:timers/promises";
import { and, eq, isNull } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tripInvites } from "../db/schema/index";
import { createTestApp, type TestApp } from "../testing/test-app";
import { type TestDatabase, testBackend } from "../testing/test-database";
import { createTestTrip } from "../testing/test-trips";
import { createSignedInUser } from "../testing/test-users";
import { guestCount } from "./invites";

// Issue 21, finding 5: the plan's limit must hold however many invitations arrive at once. On
// PostgreSQL (the `postgres` project) the calls really run in parallel on separate connections.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEATHER_PROVIDER: "offline" });
});
afterAll(() => t.close());
const db = () => t.app.lotus.database.db;

describe("the invite limit under concurrency", () => {
  it("8 parallel share/batch calls on an Explorer trip open at most 3 invites", async () => {
    const owner = await createSignedInUser(db(), {});
    const trip = await createTestTrip(db(), owner.user.id);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.app.inject({
          method: "POST",
          url: "/api/share/batch",
          headers: { cookie: owner.cookie },
          payload: { trip_id: trip.id, emails: [`racer${i}@example.com`] },
        }),
      ),
    );
    for (const a of answers) expect(a.statusCode).toBeLessThan(500);
    const open = await db()
      .select()
      .from(tripInvites)
      .where(and(eq(tripInvites.tripId, trip.id), isNull(tripInvites.revokedAt)));
    expect(open.length).toBe(3);
    expect(answers.filter((a) => a.json().success === true).length).toBe(3);
  });

  it("parallel links and e-mails together stay within the limit, even when all have counted first", async () => {
    const owner = await createSignedInUser(db(), {});
    const trip = await createTestTrip(db(), owner.user.id);
    const guest = await createSignedInUser(db(), {});
    const link = (
      await t.app.inject({
        method: "POST",
        url: "/api/share/link",
        headers: { cookie: owner.cookie },
        payload: { trip_id: trip.id },
      })
    ).json().link as string;
    const token = link.split("/").pop();
    // A link accepted and three e-mail invites at once, for the Explorer's 3 places. On PostgreSQL
    // the race is forced rather than hoped for: every insert into the two tables that take a place
    // is held back until all four calls wait on a lock. Without the trip's lock each has counted
    // 0 of 3 by then, and all four take a place; with it, one has counted and waits to insert, the
    // others wait for the trip before counting. (The test app's pool has 4 connections: four
    // calls, so none waits for a connection.)
    const calls = () => [
      t.app.inject({ method: "POST", url: "/api/accept", headers: { cookie: guest.cookie }, payload: { token } }),
      ...[0, 1, 2].map((i) =>
        t.app.inject({
          method: "POST",
          url: "/api/share/batch",
          headers: { cookie: owner.cookie },
          payload: { trip_id: trip.id, emails: [`mixed${i}@example.com`] },
        }),
      ),
    ];
    const answers = testBackend() === "postgres" ? await withInsertsHeld(4, calls) : await Promise.all(calls());
    for (const a of answers) expect(a.statusCode).toBeLessThan(500);
    expect(await guestCount(db(), trip.id)).toBe(3);
    // Exactly one call was refused, by the limit.
    expect(answers.filter((a) => a.json().success !== true)).toHaveLength(1);
  });
});

/**
 * Runs `calls` while another connection holds SHARE locks on trip_members and trip_invites (reads
 * and row locks pass, inserts and updates wait), and lets them go once `waiting` connections of
 * the database wait on a lock: each call has then done all it could before its first write.
 */
async function withInsertsHeld<T>(waiting: number, calls: () => Promise<T>[]): Promise<T[]> {
  const url = (t.database as TestDatabase).url as string;
  const holder = new pg.Client({ connectionString: url });
  const watcher = new pg.Client({ connectionString: url });
  await holder.connect();
  await watcher.connect();
  try {
    await holder.query("begin");
    await holder.query("lock table trip_members, trip_invites in share mode");
    const running = Promise.all(calls());
    const deadline = Date.now() + 4000;
    for (;;) {
      const { rows } = await watcher.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
         where datname = current_database() and wait_event_type = 'Lock'`,
      );
      const n = rows[0]?.n ?? 0;
      if (n >= waiting) break;
      if (Date.now() > deadline) throw new Error(`only ${n} of ${waiting} calls came to wait on a lock`);
      await sleep(20);
    }
    await holder.query("commit");
    return await running;
  } finally {
    await holder.query("rollback").catch(() => {});
    await holder.end();
    await watcher.end();
  }
}

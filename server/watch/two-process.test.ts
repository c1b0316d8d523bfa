import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobKey } from "../jobs/runner";
import { type RunningServer, startServer } from "../testing/start-server";
import { createTestDatabase, type TestDatabase, testBackend } from "../testing/test-database";
import { scriptedTravel } from "./testing/scripted-travel";
import { lastChecked, manualClock, watchedTripFixture, watchNotices } from "./testing/watch-fixture";

// Two Lotus servers on one PostgreSQL and one Redis, each with its own BullMQ worker, both
// sweeping for due trips at the same moment: each change is checked and announced once.

const redisUrl = process.env.TEST_REDIS_URL;
const onPostgres = testBackend() === "postgres";
if (!redisUrl || !onPostgres) {
  console.log(
    `[watch two-process.test] skipped: needs TEST_REDIS_URL${onPostgres ? "" : " and the postgres project (TEST_DATABASE_URL)"}`,
  );
}

describe.skipIf(!redisUrl || !onPostgres)("the watcher on BullMQ across two servers", () => {
  let database: TestDatabase;
  const servers: RunningServer[] = [];
  const clock = manualClock("2027-03-01T08:00:00Z");
  const markets = [scriptedTravel(), scriptedTravel()];

  beforeAll(async () => {
    database = await createTestDatabase();
    for (const market of markets) {
      servers.push(
        await startServer(
          { DATABASE_URL: database.url ?? "", REDIS_URL: redisUrl ?? "", JOBS: "on", LOG_LEVEL: "error" },
          { travel: market.travel, jobs: { now: clock.now } },
        ),
      );
    }
  });
  afterAll(async () => {
    for (const s of servers) await s.close();
    await database?.close();
  });

  it("runs on BullMQ and sends each notification once", async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    expect(a.app.lotus.jobs.kind).toBe("bullmq");
    const db = database.db;
    const { owner, member, stranger, trip } = await watchedTripFixture(db);
    const sweepBoth = (round: string) =>
      Promise.all([
        a.app.lotus.jobs.enqueue("watch:sweep", {}, { key: jobKey("test-sweep", round, "a") }),
        b.app.lotus.jobs.enqueue("watch:sweep", {}, { key: jobKey("test-sweep", round, "b") }),
      ]);

    await sweepBoth("1");
    await expect.poll(() => lastChecked(db, trip.id), { timeout: 15_000 }).not.toBeNull();
    const first = await lastChecked(db, trip.id);

    for (const market of markets) market.state.flightPrice = 700;
    clock.advance(7 * 3_600_000);
    await sweepBoth("2");
    await expect.poll(() => lastChecked(db, trip.id), { timeout: 15_000 }).not.toBe(first);
    // Both sweeps enqueued the same check: give a second run the time it would need to show up.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const title = 'Flight price dropped for "Lisbon"';
    expect(await watchNotices(db, owner.user.id)).toEqual([title]);
    expect(await watchNotices(db, member.user.id)).toEqual([title]);
    expect(await watchNotices(db, stranger.user.id)).toEqual([]);
    // Each server looked the trip up at most once per check: one check per round in all.
    expect(markets.reduce((n, m) => n + m.state.calls, 0)).toBe(4);
  });
});

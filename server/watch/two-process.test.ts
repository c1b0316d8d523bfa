import { type ChildProcess, fork } from "node:child_process";
import { once } from "node:events";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobKey } from "../jobs/runner";
import { type RunningServer, startServer } from "../testing/start-server";
import { createTestDatabase, type TestDatabase, testBackend } from "../testing/test-database";
import { scriptedTravel } from "./testing/scripted-travel";
import { lastChecked, manualClock, watchedTripFixture, watchNotices } from "./testing/watch-fixture";

// Two Lotus processes on one PostgreSQL and one Redis (this one and a forked peer), each with its
// own BullMQ worker and the same scripted market, both sweeping for due trips at the same moment:
// each change is checked and announced once.

const redisUrl = process.env.TEST_REDIS_URL;
const onPostgres = testBackend() === "postgres";
if (!redisUrl || !onPostgres) {
  console.log(
    `[watch two-process.test] skipped: needs TEST_REDIS_URL${onPostgres ? "" : " and the postgres project (TEST_DATABASE_URL)"}`,
  );
}

describe.skipIf(!redisUrl || !onPostgres)("the watcher on BullMQ across two processes", () => {
  let database: TestDatabase;
  let a: RunningServer;
  let peer: ChildProcess;
  const clock = manualClock("2027-03-01T08:00:00Z");
  const market = scriptedTravel();

  /** Sends the peer a command and waits for its answer. */
  async function tell<T = unknown>(command: Record<string, unknown>): Promise<T> {
    const answer = once(peer, "message");
    peer.send(command);
    return (await answer)[0] as T;
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = { DATABASE_URL: database.url ?? "", REDIS_URL: redisUrl ?? "", JOBS: "on", LOG_LEVEL: "error" };
    a = await startServer(env, { travel: market.travel, jobs: { now: clock.now } });
    peer = fork(new URL("../testing/peer-process.ts", import.meta.url).pathname, {
      env: { ...process.env, ...env, PEER_ENV: JSON.stringify({ JOBS: "on" }), PEER_SCRIPTED_MARKET: "1" },
      execArgv: ["--import", "tsx"],
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    const [ready] = (await once(peer, "message")) as [{ health: { jobs: { runner: string; enabled: boolean } } }];
    expect(ready.health.jobs).toEqual({ runner: "bullmq", enabled: true });
    await tell({ type: "clock", iso: clock.now().toISOString() });
  });
  afterAll(async () => {
    if (peer && peer.exitCode === null) {
      peer.send({ type: "stop" });
      await once(peer, "exit");
    }
    await a?.close();
    await database?.close();
  });

  it("sends each notification once", async () => {
    expect(a.app.lotus.jobs.kind).toBe("bullmq");
    const db = database.db;
    const { owner, member, stranger, trip } = await watchedTripFixture(db);
    const sweepBoth = (round: string) =>
      Promise.all([
        a.app.lotus.jobs.enqueue("watch:sweep", {}, { key: jobKey("test-sweep", round, "a") }),
        tell({ type: "enqueue", name: "watch:sweep", payload: {}, key: jobKey("test-sweep", round, "b") }),
      ]);

    await sweepBoth("1");
    await expect.poll(() => lastChecked(db, trip.id), { timeout: 15_000 }).not.toBeNull();
    const first = await lastChecked(db, trip.id);

    market.state.flightPrice = 700;
    clock.advance(7 * 3_600_000);
    await tell({ type: "market", flightPrice: 700, hotelPrice: market.state.hotelPrice });
    await tell({ type: "clock", iso: clock.now().toISOString() });
    await sweepBoth("2");
    await expect.poll(() => lastChecked(db, trip.id), { timeout: 15_000 }).not.toBe(first);
    // Both sweeps enqueued the same check: give a second run the time it would need to show up.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const title = 'Flight price dropped for "Lisbon"';
    expect(await watchNotices(db, owner.user.id)).toEqual([title]);
    expect(await watchNotices(db, member.user.id)).toEqual([title]);
    expect(await watchNotices(db, stranger.user.id)).toEqual([]);
    // One check per round in all, whichever process ran it: a flight and a hotel search each.
    const peerCalls = (
      await tell<{ calls: number }>({ type: "market", flightPrice: 700, hotelPrice: market.state.hotelPrice })
    ).calls;
    expect(market.state.calls + peerCalls).toBe(4);
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildApp } from "../app";
import { jobs } from "../db/schema/index";
import { createTestApp, type TestApp } from "../testing/test-app";
import { SWEEP_EVERY_MS } from "./jobs";
import { scriptedTravel } from "./testing/scripted-travel";
import { lastChecked, manualClock, watchedTripFixture, watchNotices } from "./testing/watch-fixture";

// A check caught mid-run: process A takes it and stalls (its provider hangs) as a crashed
// process would, its lease runs out, process B (the restart) takes the same check and finishes
// it; then A wakes and tries to finish too. The change is announced once, not lost, not doubled.

const clock = manualClock("2027-03-01T08:00:00Z");
const stalled = scriptedTravel();
const restarted = scriptedTravel();
let a: TestApp;
let b: Awaited<ReturnType<typeof buildApp>> | undefined;

beforeAll(async () => {
  a = await createTestApp({ JOBS: "on" }, undefined, { travel: stalled.travel, jobs: { now: clock.now, pollMs: 20 } });
});
afterAll(async () => {
  stalled.release();
  await b?.close();
  await a?.close();
});

it("neither loses nor duplicates a notification when a process dies mid-check", async () => {
  const db = a.database.db;
  const { owner, member, trip } = await watchedTripFixture(db);
  stalled.hold();
  clock.advance(SWEEP_EVERY_MS);
  // A has the check and is stuck in the flight search.
  await expect.poll(() => stalled.state.calls, { timeout: 10_000 }).toBeGreaterThan(0);
  const running = await db.select().from(jobs).where(eq(jobs.name, "watch:trip"));
  expect(running.map((j) => [j.status, j.attempts])).toEqual([["running", 1]]);

  // Meanwhile the flight got cheaper; the lease (5 minutes) runs out and B starts.
  stalled.state.flightPrice = 700;
  restarted.state.flightPrice = 700;
  clock.advance(6 * 60_000);
  b = await buildApp(a.app.lotus.config, {
    database: a.database,
    travel: restarted.travel,
    jobs: { now: clock.now, pollMs: 20 },
  });
  await b.ready();
  await expect.poll(() => lastChecked(db, trip.id), { timeout: 10_000 }).not.toBeNull();
  const title = 'Flight price dropped for "Lisbon"';
  expect(await watchNotices(db, owner.user.id)).toEqual([title]);
  expect(await watchNotices(db, member.user.id)).toEqual([title]);

  // A wakes up and finishes its copy of the same check: it finds the check done and adds nothing.
  stalled.release();
  await expect
    .poll(async () => (await db.select().from(jobs).where(eq(jobs.name, "watch:trip"))).map((j) => j.status), {
      timeout: 10_000,
    })
    .toEqual(["done"]);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(await watchNotices(db, owner.user.id)).toEqual([title]);
  expect(await watchNotices(db, member.user.id)).toEqual([title]);
});

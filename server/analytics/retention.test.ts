import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsEvents, jobs } from "../db/schema/index";
import { createTestApp, type TestApp } from "../testing/test-app";
import { PURGE_EVERY_MS } from "./retention";

// The 24-month purge runs as a scheduled job (database runner, on its own clock), in one
// process of however many, rather than on a timer in each.

let clock = new Date("2026-11-22T10:00:00Z");
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ JOBS: "on" }, undefined, { jobs: { now: () => clock, pollMs: 20 } });
});
afterAll(async () => {
  await t?.close();
});

describe("the analytics purge job", () => {
  it("drops events older than 24 months at its next daily run and keeps younger ones", async () => {
    const db = t.database.db;
    // The first run comes at start-up; what follows is for the next one, a day later.
    const purges = async () =>
      (await db.select().from(jobs).where(eq(jobs.name, "analytics:purge"))).filter((j) => j.status === "done").length;
    await expect.poll(purges, { timeout: 10_000 }).toBe(1);
    const [old] = await db
      .insert(analyticsEvents)
      .values({ kind: "pageview", name: "/", path: "/", createdAt: new Date("2024-11-01T00:00:00Z") })
      .returning();
    const [young] = await db
      .insert(analyticsEvents)
      .values({ kind: "pageview", name: "/", path: "/", createdAt: new Date("2025-01-01T00:00:00Z") })
      .returning();
    const stored = (id: string | undefined) =>
      db
        .select()
        .from(analyticsEvents)
        .where(eq(analyticsEvents.id, id ?? ""));

    clock = new Date(clock.getTime() + PURGE_EVERY_MS);
    // Wait for the second run to be recorded as done (its deletions come before that), then look.
    await expect.poll(purges, { timeout: 10_000 }).toBe(2);
    expect(await stored(old?.id)).toHaveLength(0);
    expect(await stored(young?.id)).toHaveLength(1);
  });
});

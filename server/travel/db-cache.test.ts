import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/open";
import { createTestDatabase } from "../testing/test-database";
import { persisted } from "./db-cache";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("the PostgreSQL travel cache", () => {
  it("answers a repeated query from the database, across instances, until it expires", async () => {
    let now = new Date("2027-01-01T00:00:00Z");
    let calls = 0;
    const live = async (q: { city: string }) => {
      calls++;
      return { answer: `weather for ${q.city}` };
    };
    const options = { ttlMs: 60_000, concurrency: 2, clock: () => now };
    const first = persisted(database.db, "weather", live, options);
    expect(await first({ city: "Lisbon" })).toEqual({ answer: "weather for Lisbon" });
    // Another process (another wrapper) sees the same row.
    const second = persisted(database.db, "weather", live, options);
    expect(await second({ city: "Lisbon" })).toEqual({ answer: "weather for Lisbon" });
    expect(calls).toBe(1);
    now = new Date(now.getTime() + 61_000);
    await second({ city: "Lisbon" });
    expect(calls).toBe(2);
  });

  it("limits concurrent live calls", async () => {
    let running = 0;
    let peak = 0;
    const live = async (q: { n: number }) => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, 20));
      running--;
      return { n: q.n };
    };
    const cached = persisted(database.db, "flights", live, { ttlMs: 60_000, concurrency: 2 });
    await Promise.all(Array.from({ length: 6 }, (_, n) => cached({ n })));
    expect(peak).toBe(2);
  });

  it("still answers when the cache table is unusable", async () => {
    await database.db.execute(sql`alter table travel_cache rename to travel_cache_gone`);
    try {
      const cached = persisted(database.db, "forums", async () => ({ ok: true }), { ttlMs: 60_000, concurrency: 1 });
      expect(await cached({})).toEqual({ ok: true });
    } finally {
      await database.db.execute(sql`alter table travel_cache_gone rename to travel_cache`);
    }
  });
});

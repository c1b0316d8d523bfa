import { createHash } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import pLimit from "p-limit";
import type { Db } from "../db/open";
import { travelCache } from "../db/schema/index";

/**
 * Wraps a live provider's call: answers kept in PostgreSQL for `ttlMs` (so every process and
 * every restart shares them: live calls cost money and quota), and at most `concurrency` calls
 * to the provider at once. A cache that cannot be read or written never fails the search.
 */
export function persisted<Q, R>(
  db: Db,
  kind: string,
  call: (query: Q) => Promise<R>,
  options: { ttlMs: number; concurrency: number; clock?: () => Date },
): (query: Q) => Promise<R> {
  const limit = pLimit(options.concurrency);
  const clock = options.clock ?? (() => new Date());
  let lastSweep = 0;
  return async (query) => {
    const key = `${kind}:${createHash("sha256").update(JSON.stringify(query)).digest("hex")}`;
    const now = clock();
    try {
      const hit = await db
        .select({ value: travelCache.value })
        .from(travelCache)
        .where(and(eq(travelCache.key, key), gt(travelCache.expiresAt, now)))
        .limit(1);
      if (hit[0]) return hit[0].value as R;
    } catch {
      // an unreadable cache is a miss
    }
    const value = await limit(() => call(query));
    try {
      const expiresAt = new Date(now.getTime() + options.ttlMs);
      await db
        .insert(travelCache)
        .values({ key, kind, value: value as object, expiresAt })
        .onConflictDoUpdate({ target: travelCache.key, set: { value: value as object, expiresAt } });
      // Expired rows are swept at most hourly, by whichever call comes along.
      if (now.getTime() - lastSweep > 60 * 60_000) {
        lastSweep = now.getTime();
        await db.delete(travelCache).where(lt(travelCache.expiresAt, now));
      }
    } catch {
      // an unwritable cache only costs a repeat call later
    }
    return value;
  };
}

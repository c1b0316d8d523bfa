import { LRUCache } from "lru-cache";

/**
 * Memoises an async search by its query: answers for the same query within `ttlMs` come from
 * memory, and concurrent identical queries share one call. Failures are not cached.
 */
export function memoize<Q, R extends object>(
  search: (query: Q) => Promise<R>,
  options: { ttlMs: number; max: number },
): (query: Q) => Promise<R> {
  const cache = new LRUCache<string, R>({ max: options.max, ttl: options.ttlMs });
  const inFlight = new Map<string, Promise<R>>();
  return async (query) => {
    const key = JSON.stringify(query);
    const hit = cache.get(key);
    if (hit) return structuredClone(hit);
    let pending = inFlight.get(key);
    if (!pending) {
      pending = search(query).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    const result = await pending;
    cache.set(key, result);
    // Callers get their own copy: one mutating a result must not change another's.
    return structuredClone(result);
  };
}

/** Per-kind lifetimes: flight and hotel prices move within the hour; weather is refreshed
 * hourly; forum threads change slowly (and Reddit's quota is small). */
export const TTL = {
  flights: 15 * 60_000,
  hotels: 30 * 60_000,
  weather: 60 * 60_000,
  forums: 6 * 60 * 60_000,
  places: 24 * 60 * 60_000,
} as const;

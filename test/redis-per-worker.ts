// Test files run side by side (vitest.config.ts, maxWorkers): each worker slot gets a Redis
// database of its own (1-15, by VITEST_POOL_ID), so one file's rate-limit counters, queues and
// streams never meet another's. Redis's channels span databases; Lotus's own channels name their
// database (server/cache/forget-bus.ts).
const url = process.env.TEST_REDIS_URL;
if (url) {
  const parsed = new URL(url);
  const slot = Number(process.env.VITEST_POOL_ID ?? 1);
  parsed.pathname = `/${((slot - 1) % 15) + 1}`;
  process.env.TEST_REDIS_URL = parsed.toString();
}

import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { closeRedis, openRedis } from "./redis";
import { startTcpProxy } from "./testing/tcp-proxy";

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) console.log("[redis.test] skipped: needs TEST_REDIS_URL");

// The client's behaviour through an outage, which every user of Redis counts on: commands fail
// at once instead of hanging the request (only the streams adapter's reader and subscriber
// wait), the client comes back by itself, and closing never waits for Redis.
describe.skipIf(!redisUrl)("openRedis through a Redis outage", () => {
  const log = pino({ level: "silent" });
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  beforeEach(async () => {
    proxy = await startTcpProxy(redisUrl as string);
  });
  afterEach(() => proxy.close());

  it("fails commands at once while Redis is away, and reconnects when it is back", async () => {
    const client = await openRedis(proxy.url, log);
    try {
      expect(await client.ping()).toBe("PONG");
      // A command already sent fails when the connection drops, rather than waiting to be resent.
      const pending = client.blpop(`lotus:test:${randomUUID()}`, 5).then(
        () => "answered",
        () => "failed",
      );
      await proxy.cut();
      const cutAt = performance.now();
      expect(await pending).toBe("failed");
      expect(performance.now() - cutAt).toBeLessThan(1000);

      const askedAt = performance.now();
      await expect(client.ping()).rejects.toThrow();
      expect(performance.now() - askedAt).toBeLessThan(100);

      await proxy.restore();
      await expect.poll(() => client.ping().catch(() => "down"), { timeout: 10_000 }).toBe("PONG");
    } finally {
      await closeRedis(client);
    }
  });

  it("lets the streams adapter's copies wait for Redis while its own commands fail at once", async () => {
    const client = await openRedis(proxy.url, log, { duplicatesWaitForRedis: true });
    // As the adapter makes its stream reader.
    const reader = client.duplicate();
    reader.on("error", () => {});
    try {
      await expect.poll(() => reader.status).toBe("ready");
      await proxy.cut();
      await expect.poll(() => [client.status, reader.status]).not.toContain("ready");
      // The adapter publishes a broadcast before handing it to this process's sockets.
      await expect(client.xadd(`lotus:test:${randomUUID()}`, "*", "k", "v")).rejects.toThrow();
      let answered = false;
      const answer = reader.ping().finally(() => {
        answered = true;
      });
      await sleep(300);
      expect(answered).toBe(false);
      await proxy.restore();
      expect(await answer).toBe("PONG");
    } finally {
      await closeRedis(client);
    }
  });

  it("closes at once during an outage, its duplicates too, and stays closed when Redis returns", async () => {
    const client = await openRedis(proxy.url, log, { duplicatesWaitForRedis: true });
    // As the streams adapter makes its reader.
    const reader = client.duplicate();
    reader.on("error", () => {});
    await expect.poll(() => reader.status).toBe("ready");
    void reader.xread("BLOCK", 5000, "STREAMS", `lotus:test:${randomUUID()}`, "$").catch(() => undefined);
    await proxy.cut();
    await expect.poll(() => [client.status, reader.status]).not.toContain("ready");

    const closingAt = performance.now();
    await closeRedis(client);
    expect(performance.now() - closingAt).toBeLessThan(100);

    await proxy.restore();
    await sleep(1000);
    expect(client.status).not.toBe("ready");
    expect(reader.status).not.toBe("ready");
  });
});

import type { FastifyBaseLogger } from "fastify";
import { createClient, type RedisClientType } from "redis";

export type Redis = RedisClientType;

/**
 * Connects to Redis. Reconnects forever with capped backoff: while Redis is away, health reports
 * it down and the Socket.IO adapter catches up from the stream when it returns.
 */
export async function openRedis(
  url: string,
  log: FastifyBaseLogger,
  /**
   * Keep commands queued while disconnected: only for the Socket.IO streams adapter, whose read
   * loop would otherwise spin on instant failures and starve the event loop during an outage.
   */
  options: { queueWhileDisconnected?: boolean } = {},
): Promise<Redis> {
  const client = createClient({
    url,
    socket: { reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5000), connectTimeout: 5000 },
    // While Redis is away a command fails at once instead of waiting in a queue for its return:
    // each user of Redis has a fallback (memory rate limits, an unlocked turn, local rooms), and
    // a queued command would hang the request that made it (faults/redis-down.fault.ts).
    disableOfflineQueue: !options.queueWhileDisconnected,
  }) as RedisClientType;
  let lastError = "";
  client.on("error", (err: Error) => {
    // One line per distinct failure, not one per retry.
    if (err.message !== lastError) log.warn({ err: err.message }, "redis error");
    lastError = err.message;
  });
  client.on("ready", () => {
    if (lastError) log.info("redis reconnected");
    lastError = "";
  });
  await client.connect();
  return client;
}

import type { FastifyBaseLogger } from "fastify";
import { Redis as IORedis, type RedisOptions } from "ioredis";

// One Redis client library for all of Lotus: ioredis, because BullMQ accepts nothing else; the
// streams adapter and rate-limiter-flexible both take it too.
export type Redis = IORedis;

/**
 * Remembers the clients duplicated from it (the streams adapter's stream reader and subscriber),
 * and makes them keep their commands until Redis is back when asked to.
 */
class RedisWithCopies extends IORedis {
  readonly copies = new Set<IORedis>();
  duplicatesWait = false;

  override duplicate(override?: Partial<RedisOptions>): IORedis {
    const wait: Partial<RedisOptions> = { enableOfflineQueue: true, maxRetriesPerRequest: null };
    const copy = super.duplicate({ ...(this.duplicatesWait ? wait : {}), ...override });
    this.copies.add(copy);
    copy.once("end", () => this.copies.delete(copy));
    return copy;
  }
}

/**
 * Connects to Redis, resolving once it is ready (waiting for Redis to come up if need be), and
 * reconnects forever with capped backoff: while Redis is away, health reports it down and the
 * Socket.IO adapter catches up from the stream when it returns.
 */
export async function openRedis(
  url: string,
  log: FastifyBaseLogger,
  /**
   * For the Socket.IO streams adapter's client: the copies it makes keep their commands while
   * Redis is away. Its stream reader would otherwise spin on instant failures and starve the
   * event loop, while the client itself must fail fast, as the adapter delivers a broadcast to
   * this process's own sockets only once publishing it has succeeded or failed.
   */
  options: { duplicatesWaitForRedis?: boolean } = {},
): Promise<Redis> {
  const client = new RedisWithCopies(url, {
    retryStrategy: (attempt) => Math.min(100 * 2 ** (attempt - 1), 5000),
    connectTimeout: 5000,
    // While Redis is away a command fails at once instead of waiting in a queue for its return:
    // each user of Redis has a fallback (memory rate limits, an unlocked turn, local rooms), and
    // a queued command would hang the request that made it (faults/redis-down.fault.ts). A
    // command already sent when the connection drops fails then too, rather than being sent
    // again after a reconnection.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
  });
  client.duplicatesWait = Boolean(options.duplicatesWaitForRedis);
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
  // A process starts only once its Redis answers, so from its first request it shares rooms,
  // counters and locks with the others. Not client.connect(): that fails at the first refused
  // attempt while the client goes on reconnecting.
  await new Promise<void>((resolve) => client.once("ready", () => resolve()));
  return client;
}

/**
 * Closes a client from openRedis and its duplicates. A polite QUIT needs Redis; during an outage
 * it would wait for Redis's return (or fail), so a client that is not connected is just dropped.
 */
export async function closeRedis(client: Redis): Promise<void> {
  // The adapter ends its own copies, but its reader only after its blocking XREAD returns: up to
  // 5 s, or never while Redis is down (the read waits for it).
  if (client instanceof RedisWithCopies) for (const copy of client.copies) copy.disconnect();
  if (client.status === "ready") await client.quit().catch(() => client.disconnect());
  else client.disconnect();
}

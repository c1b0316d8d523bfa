import type { FastifyBaseLogger } from "fastify";
import { createClient, type RedisClientType } from "redis";

export type Redis = RedisClientType;

/**
 * Connects to Redis. Reconnects forever with capped backoff: while Redis is away, health reports
 * it down and the Socket.IO adapter catches up from the stream when it returns.
 */
export async function openRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const client = createClient({
    url,
    socket: { reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5000), connectTimeout: 5000 },
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

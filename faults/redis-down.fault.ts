import type { ChildProcess } from "node:child_process";
import { once } from "node:events";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../server/auth/passwords";
import { notifications } from "../server/db/schema/index";
import { connectClient, nextEvent } from "../server/testing/socket-client";
import { type RunningServer, startServer } from "../server/testing/start-server";
import { createTestDatabase, type TestDatabase } from "../server/testing/test-database";
import { createTestTrip } from "../server/testing/test-trips";
import { createSignedInUser } from "../server/testing/test-users";
import { freePort } from "./support/peer";
import { startRedis } from "./support/redis";

// Redis stopped for good (SIGKILL of its own redis-server) under a running Lotus. The process
// carries on alone: sign-in (rate limits fall back to memory), the API, and group chat between
// travellers on this process, with its notifications to those away; health says Redis is down. Redis back: health says up again.

let database: TestDatabase;
let server: RunningServer;
let redis: ChildProcess;
let redisPort = 0;

beforeAll(async () => {
  redisPort = await freePort();
  redis = await startRedis(redisPort);
  database = await createTestDatabase();
  server = await startServer({
    DATABASE_URL: database.url ?? "",
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    CAPTCHA_PROVIDER: "none",
    LOG_LEVEL: "fatal",
  });
});
afterAll(async () => {
  await server?.close();
  await database?.close();
  if (redis.exitCode === null && !redis.signalCode) {
    redis.kill("SIGKILL");
    await once(redis, "exit");
  }
});

const health = async () => {
  const res = await fetch(`${server.url}/api/health`);
  return { status: res.status, body: (await res.json()) as { status: string; redis: { status: string } } };
};

describe("Redis down", () => {
  it("keeps serving on its own, says so in health, and recovers when Redis returns", async () => {
    expect((await health()).body.redis.status).toBe("up");
    const owner = await createSignedInUser(database.db, {
      email: "ora@example.com",
      passwordHash: await hashPassword("Harbour-Lights-42"),
    });
    const member = await createSignedInUser(database.db);
    const away = await createSignedInUser(database.db);
    const trip = await createTestTrip(database.db, owner.user.id, [member.user.id, away.user.id], "Oslo");

    redis.kill("SIGKILL");
    await once(redis, "exit");

    await expect
      .poll(async () => (await health()).body, { timeout: 10_000 })
      .toMatchObject({
        status: "degraded",
        redis: { status: "down" },
      });

    const signIn = await fetch(`${server.url}/api/auth`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "ora@example.com", password: "Harbour-Lights-42" }),
    });
    expect(signIn.status).toBe(200);
    const trips = await fetch(`${server.url}/api/trips`, { headers: { cookie: owner.cookie } });
    expect(trips.status).toBe(200);

    const a = await connectClient(server.url, { cookie: owner.cookie });
    const b = await connectClient(server.url, { cookie: member.cookie });
    try {
      await a.timeout(10_000).emitWithAck("join_trip", { trip_id: trip.id });
      await b.timeout(10_000).emitWithAck("join_trip", { trip_id: trip.id });
      const heard = nextEvent(b, "new_message");
      const ack = await a.timeout(10_000).emitWithAck("chat_message", { trip_id: trip.id, message: "Ferry at nine?" });
      expect(ack).not.toHaveProperty("error", expect.any(String));
      const [message] = (await heard) as [{ message?: string; msg?: string }];
      expect(JSON.stringify(message)).toContain("Ferry at nine?");
      // The member who is away still learns of it: the presence check answers from this process
      // instead of waiting on the other processes through Redis.
      await expect
        .poll(
          async () =>
            (
              await database.db
                .select({ type: notifications.type })
                .from(notifications)
                .where(eq(notifications.userId, away.user.id))
            ).map((n) => n.type),
          { timeout: 5_000 },
        )
        .toEqual(["unread_message"]);
    } finally {
      a.close();
      b.close();
    }

    redis = await startRedis(redisPort);
    await expect.poll(async () => (await health()).body.redis.status, { timeout: 20_000 }).toBe("up");
    expect((await health()).status).toBe(200);
  });
});

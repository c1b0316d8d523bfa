import { type ChildProcess, fork } from "node:child_process";
import { once } from "node:events";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messageAllowance } from "../../common/plans";
import { connectClient, nextEvent } from "../testing/socket-client";
import { type RunningServer, startServer } from "../testing/start-server";
import { createTestDatabase, type TestDatabase, testBackend } from "../testing/test-database";
import { createTestTrip } from "../testing/test-trips";
import { createSignedInUser } from "../testing/test-users";

// One trip, two Lotus processes on one PostgreSQL and one Redis (as behind a load balancer):
// travellers on different processes chat, are notified, see Lotus's replies and share one AI
// message allowance.

const redisUrl = process.env.TEST_REDIS_URL;
const onPostgres = testBackend() === "postgres";
if (!redisUrl || !onPostgres) {
  console.log(
    `[two-process.test] skipped: needs TEST_REDIS_URL${onPostgres ? "" : " and the postgres project (TEST_DATABASE_URL)"}`,
  );
}

describe.skipIf(!redisUrl || !onPostgres)("a trip across two processes (PostgreSQL + Redis)", () => {
  let database: TestDatabase;
  let a: RunningServer;
  let peer: ChildProcess;
  let bUrl = "";
  const sockets: Socket[] = [];
  const secret = "two-process-secret-two-process-secret-0123";

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = { DATABASE_URL: database.url ?? "", REDIS_URL: redisUrl ?? "", SESSION_SECRET: secret };
    a = await startServer(env);
    peer = fork(new URL("../testing/peer-process.ts", import.meta.url).pathname, {
      env: { ...process.env, ...env, LOG_LEVEL: "warn" },
      execArgv: ["--import", "tsx"],
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    const [ready] = await once(peer, "message");
    bUrl = ready.url;
  });

  afterAll(async () => {
    for (const s of sockets) s.close();
    peer?.send({ type: "stop" });
    if (peer && peer.exitCode === null) await once(peer, "exit");
    await a?.close();
    await database?.close();
  });

  const db = () => a.app.lotus.database.db;
  async function on(url: string, cookie: string) {
    const s = await connectClient(url, { cookie });
    sockets.push(s);
    return s;
  }
  const emit = <T = Record<string, unknown>>(s: Socket, event: string, payload: unknown) =>
    s.timeout(20_000).emitWithAck(event, payload) as Promise<T>;

  it("chat, notifications, Lotus's replies and one shared allowance, whichever process each traveller is on", async () => {
    const owner = await createSignedInUser(db(), { firstName: "Ana", lastName: "Reis" });
    const member = await createSignedInUser(db(), { firstName: "Bo", lastName: "Lind" });
    const away = await createSignedInUser(db(), { firstName: "Cy", lastName: "Moss" });
    const trip = await createTestTrip(db(), owner.user.id, [member.user.id, away.user.id], "Porto");

    const ownerA = await on(a.url, owner.cookie);
    const memberB = await on(bUrl, member.cookie);
    const awayA = await on(a.url, away.cookie);
    await emit(ownerA, "join_trip", { trip_id: trip.id });
    await emit(memberB, "join_trip", { trip_id: trip.id });
    expect(await emit(awayA, "join_notifications", { user_id: away.user.id })).toEqual({ ok: true });

    // Group chat from B reaches A live; the member who is away (on A, not in the trip) is
    // notified of the unread message and of the mention.
    const arrives = nextEvent(ownerA, "new_message");
    const notified = nextEvent(awayA, "notification");
    expect(await emit(memberB, "chat_message", { trip_id: trip.id, message: "Porto in May, @Cy Moss?" })).toMatchObject(
      {
        ok: true,
      },
    );
    expect(((await arrives) as [{ message: string }])[0].message).toBe("Porto in May, @Cy Moss?");
    const [n] = (await notified) as [{ notification: { type: string } }];
    expect(["mention", "unread_message"]).toContain(n.notification.type);

    // Lotus answers a message sent on A; the member on B sees the question and the reply.
    const question = nextEvent(memberB, "new_user_to_ai_msg");
    const reply = nextEvent(memberB, "new_ai_response");
    const ack = await emit<{ trip_id?: string }>(ownerA, "new_ai_msg", {
      user_message: "@Lotus 3 days in Porto from May 3 2027",
      trip_id: trip.id,
      mentions: [{ id: "assistant", username: "Lotus", type: "ai" }],
      private: false,
    });
    expect(ack.trip_id).toBe(trip.id);
    expect(((await question) as [{ msg: string }])[0].msg).toContain("Porto");
    expect(((await reply) as [{ msg: string }])[0].msg).toContain("Porto");

    // The owner's Explorer allowance is one counter in Redis: messages sent through A and B
    // add up, and the next one is refused by either process.
    const ownerB = await on(bUrl, owner.cookie);
    const limit = messageAllowance.FREE.messages;
    for (let i = 1; i < limit; i++) {
      const via = i % 2 ? ownerB : ownerA;
      const res = await emit<{ trip_id?: string; rate_error?: string }>(via, "new_ai_msg", {
        user_message: `@Lotus idea ${i}`,
        trip_id: trip.id,
        mentions: [{ id: "assistant", username: "Lotus", type: "ai" }],
        private: false,
      });
      expect(res.rate_error, `message ${i + 1}`).toBeUndefined();
    }
    for (const via of [ownerA, ownerB]) {
      const refused = await emit<{ rate_error?: string; rate_expiration?: string }>(via, "new_ai_msg", {
        user_message: "@Lotus one more",
        trip_id: trip.id,
        mentions: [{ id: "assistant", username: "Lotus", type: "ai" }],
        private: false,
      });
      expect(refused.rate_error).toContain("Explorer");
      expect(Date.parse(refused.rate_expiration ?? "")).toBeGreaterThan(Date.now());
    }
  });
});

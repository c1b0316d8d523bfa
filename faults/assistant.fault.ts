import { and, eq } from "drizzle-orm";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tripMessages } from "../server/db/schema/index";
import { connectClient, nextEvent } from "../server/testing/socket-client";
import { createTestDatabase, type TestDatabase } from "../server/testing/test-database";
import { createTestTrip } from "../server/testing/test-trips";
import { createSignedInUser } from "../server/testing/test-users";
import { type LlmMode, startFakeLlm } from "./support/fake-llm";
import { freePort, type Peer, startPeer } from "./support/peer";

// Lotus killed (SIGKILL) while it streams a reply, and Lotus's model hanging or answering
// garbage. What the server acknowledged (the traveller's message) survives; nothing half-written
// is stored; the trip takes the next message once the server is back, without anyone's help.

let database: TestDatabase;
let llm: Awaited<ReturnType<typeof startFakeLlm>>;
let peer: Peer;
let port = 0;
let env: Record<string, string> = {};
const sockets: Socket[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  llm = await startFakeLlm();
  port = await freePort();
  env = {
    DATABASE_URL: database.url ?? "",
    SESSION_SECRET: "faults-secret-faults-secret-faults-0123456",
    LLM_PROVIDER: "openai-compatible",
    LLM_BASE_URL: llm.baseUrl,
    LLM_MODEL: "fault-model",
    LLM_TIMEOUT_MS: "2000",
    WEATHER_PROVIDER: "offline",
  };
  peer = await startPeer(env, port);
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await peer?.stop();
  await llm?.close();
  await database?.close();
});

async function traveller() {
  const { user, cookie } = await createSignedInUser(database.db, { firstName: "Rui", ratePlan: "PRO" });
  const trip = await createTestTrip(database.db, user.id, [], "Lisbon");
  return { user, cookie, trip };
}
async function joined(cookie: string, tripId: string): Promise<Socket> {
  const socket = await connectClient(peer.url, { cookie });
  sockets.push(socket);
  expect(await socket.timeout(10_000).emitWithAck("join_trip", { trip_id: tripId })).toMatchObject({ error: null });
  return socket;
}
const send = (socket: Socket, tripId: string, text: string) =>
  socket.timeout(10_000).emitWithAck("new_ai_msg", { user_message: text, trip_id: tripId }) as Promise<{
    trip_id?: string;
    error?: string;
  }>;
const messagesOf = (tripId: string, role: "user" | "assistant") =>
  database.db
    .select()
    .from(tripMessages)
    .where(and(eq(tripMessages.tripId, tripId), eq(tripMessages.role, role)));

async function finalReply(socket: Socket): Promise<Record<string, unknown>> {
  const [reply] = (await nextEvent(socket, "new_ai_response")) as [Record<string, unknown>];
  return reply;
}

describe("kill -9 during a streamed reply", () => {
  it("keeps the acknowledged message, stores no half reply, and answers again after the restart", async () => {
    const { cookie, trip } = await traveller();
    llm.mode = "slow" satisfies LlmMode;
    let socket = await joined(cookie, trip.id);
    const firstPiece = nextEvent(socket, "partial_ai_response");
    const ack = await send(socket, trip.id, "Plan four days in Lisbon in April");
    expect(ack).toEqual({ trip_id: trip.id });
    await firstPiece;
    await peer.kill9();

    expect((await messagesOf(trip.id, "user")).map((m) => m.msg)).toEqual(["Plan four days in Lisbon in April"]);
    expect(await messagesOf(trip.id, "assistant")).toEqual([]);

    peer = await startPeer(env, port);
    llm.mode = "fast";
    socket = await joined(cookie, trip.id);
    const reply = finalReply(socket);
    expect(await send(socket, trip.id, "Are you still there?")).toEqual({ trip_id: trip.id });
    expect((await reply).msg).toMatch(/Lisbon in spring/);
    expect((await messagesOf(trip.id, "user")).length).toBe(2);
    expect((await messagesOf(trip.id, "assistant")).length).toBe(1);
  }, 60_000);
});

describe("a model that hangs or answers garbage", () => {
  it.each(["hang", "garbage"] as const)(
    "%s: the turn ends with an error, and the next message is answered",
    async (mode) => {
      const { cookie, trip } = await traveller();
      llm.mode = mode;
      const socket = await joined(cookie, trip.id);
      const failed = finalReply(socket);
      expect(await send(socket, trip.id, "Where should we eat?")).toEqual({ trip_id: trip.id });
      const reply = await failed;
      expect(reply.error).toBeTruthy();
      expect(await messagesOf(trip.id, "assistant")).toEqual([]);
      expect((await messagesOf(trip.id, "user")).length).toBe(1);

      llm.mode = "fast";
      const answered = finalReply(socket);
      expect(await send(socket, trip.id, "Let's try again")).toEqual({ trip_id: trip.id });
      expect((await answered).msg).toMatch(/Lisbon in spring/);
      const health = await fetch(`${peer.url}/api/health`);
      expect(health.status).toBe(200);
    },
    60_000,
  );
});

import { eq } from "drizzle-orm";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tripMessages, trips } from "../db/schema/index";
import { connectClient, nextEvent } from "../testing/socket-client";
import { type RunningServer, startServer } from "../testing/start-server";
import { createTestTrip } from "../testing/test-trips";
import { createSignedInUser } from "../testing/test-users";

// The AI chat over real sockets: a whole server, real clients, the offline engine.
let server: RunningServer;
const sockets: Socket[] = [];
beforeAll(async () => {
  server = await startServer({ WEATHER_PROVIDER: "offline" }, { assistant: { messageLimits: { FREE: 3 } } });
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await server.close();
});

const db = () => server.app.lotus.database.db;
async function client(cookie: string): Promise<Socket> {
  const s = await connectClient(server.url, { cookie });
  sockets.push(s);
  return s;
}
const emit = <T = Record<string, unknown>>(s: Socket, event: string, payload: unknown) =>
  s.timeout(10_000).emitWithAck(event, payload) as Promise<T>;
/** Every event of a kind a socket receives, for looking at after the fact. */
function record(s: Socket, event: string): unknown[] {
  const seen: unknown[] = [];
  s.on(event, (p) => seen.push(p));
  return seen;
}

describe("the AI chat over sockets", () => {
  it("starts a trip from the first message, streams Lotus's reply, stores both with the itinerary", async () => {
    const ana = await createSignedInUser(db(), { firstName: "Ana" });
    const s = await client(ana.cookie);
    const partials = record(s, "partial_ai_response");
    const done = nextEvent(s, "new_ai_response");
    const ack = await emit<{ trip_id: string }>(s, "new_ai_msg", {
      user_message: "Plan 3 days in Lisbon from March 10 2027",
      trip_id: "",
      mentions: [],
      private: false,
    });
    expect(ack.trip_id).toMatch(/^[0-9a-f-]{36}$/);
    const [final] = (await done) as [Record<string, unknown>];
    expect(final).toMatchObject({ trip_id: ack.trip_id, role: "assistant", user_id: "assistant", is_private: false });
    expect(partials.length).toBeGreaterThan(3);
    const last = partials[partials.length - 1] as { msg: string; id: string };
    expect(last.id).toBe(final.id);
    expect(last.msg).toBe(final.msg);
    const ctx = final.ctx as { itinerary: unknown[]; destination: string; dates: string };
    expect(ctx).toMatchObject({ destination: "Lisbon, Portugal", dates: "Mar 10 - Mar 12, 2027" });
    expect(ctx.itinerary).toHaveLength(3);
    const [trip] = await db().select().from(trips).where(eq(trips.id, ack.trip_id));
    expect(trip).toMatchObject({
      name: "Trip to Lisbon",
      destination: "Lisbon, Portugal",
      dates: "Mar 10 - Mar 12, 2027",
    });
    const stored = await db().select().from(tripMessages).where(eq(tripMessages.tripId, ack.trip_id));
    expect(stored.map((m) => m.role).sort()).toEqual(["assistant", "user"]);
  });

  it("shows members each other's messages and replies, never private ones, and keeps strangers out", async () => {
    const owner = await createSignedInUser(db(), { firstName: "Olga" });
    const member = await createSignedInUser(db(), { firstName: "Mo" });
    const stranger = await createSignedInUser(db(), { firstName: "Sam" });
    const trip = await createTestTrip(db(), owner.user.id, [member.user.id]);
    const o = await client(owner.cookie);
    const m = await client(member.cookie);
    const x = await client(stranger.cookie);

    const joined = await emit<{ error: null; members: { first_name: string; access_type: string }[] }>(m, "join_trip", {
      trip_id: trip.id,
    });
    expect(joined).toMatchObject({ error: null, trip_id: trip.id, access_type: "member", trip_shared: true });
    expect(joined.members.map((p) => [p.first_name, p.access_type])).toEqual([
      ["Olga", "owner"],
      ["Mo", "member"],
    ]);
    await emit(o, "join_trip", { trip_id: trip.id });
    expect(await emit(x, "join_trip", { trip_id: trip.id })).toEqual({ error: "trip not found" });
    expect(await emit(x, "new_ai_msg", { user_message: "hi", trip_id: trip.id })).toEqual({ error: "trip not found" });

    const memberSees = record(m, "new_user_to_ai_msg");
    const memberReplies = record(m, "new_ai_response");
    const memberPartials = record(m, "partial_ai_response");

    // A group message not addressed to Lotus: the member sees it, Lotus stays quiet.
    await emit(o, "new_ai_msg", { user_message: "Shall we go in spring?", trip_id: trip.id });
    // A private question: only the owner's own sockets see it and its answer.
    const privateDone = nextEvent(o, "new_ai_response");
    await emit(o, "new_ai_msg", { user_message: "Secretly: 4 days in Rome", trip_id: trip.id, private: true });
    const [privateReply] = (await privateDone) as [{ is_private: boolean; msg: string }];
    expect(privateReply.is_private).toBe(true);
    // A message to @Lotus: everyone sees the question and the answer.
    const publicDone = nextEvent(m, "new_ai_response");
    await emit(o, "new_ai_msg", {
      user_message: "@Lotus what about Kyoto for 3 days from April 2 2027?",
      trip_id: trip.id,
      mentions: [{ id: "lotus", username: "Lotus", type: "ai" }],
    });
    await publicDone;

    // Replying to the owner's message tells the owner.
    const question = memberSees[0] as { id: string };
    const replied = nextEvent(o, "notification");
    await emit(m, "new_ai_msg", { user_message: "Spring is perfect", trip_id: trip.id, in_reply_to: question.id });
    expect(((await replied)[0] as { notification: { type: string; title: string } }).notification).toMatchObject({
      type: "reply",
      title: "Mo replied to your message",
    });

    expect(memberSees.map((e) => (e as { msg: string }).msg)).toEqual([
      "Shall we go in spring?",
      "@Lotus what about Kyoto for 3 days from April 2 2027?",
    ]);
    expect(memberReplies).toHaveLength(1);
    expect(memberReplies.every((r) => !(r as { is_private: boolean }).is_private)).toBe(true);
    expect(memberPartials.every((p) => !(p as { msg: string }).msg.includes("Rome"))).toBe(true);

    const history = await emit<{ replies: { msg: string; is_private: boolean }[] }>(m, "join_trip", {
      trip_id: trip.id,
    });
    expect(history.replies.some((r) => r.is_private)).toBe(false);
    expect(history.replies.map((r) => r.msg)).not.toContain("Secretly: 4 days in Rome");
    const ownerHistory = await emit<{ replies: { msg: string }[] }>(o, "join_trip", { trip_id: trip.id });
    expect(ownerHistory.replies.map((r) => r.msg)).toContain("Secretly: 4 days in Rome");
  });

  it("refuses a message past the plan's allowance with rate_error, and stores nothing", async () => {
    const rita = await createSignedInUser(db(), { firstName: "Rita" });
    const s = await client(rita.cookie);
    const trip = await createTestTrip(db(), rita.user.id);
    for (let i = 0; i < 3; i++) {
      const done = nextEvent(s, "new_ai_response");
      expect(await emit(s, "new_ai_msg", { user_message: `Paris for ${i + 2} days`, trip_id: trip.id })).toEqual({
        trip_id: trip.id,
      });
      await done;
    }
    const before = await db().select().from(tripMessages).where(eq(tripMessages.tripId, trip.id));
    const refused = await emit<{ rate_error: string; rate_expiration: string }>(s, "new_ai_msg", {
      user_message: "one more",
      trip_id: trip.id,
    });
    expect(refused.rate_error).toContain("Explorer");
    expect(Date.parse(refused.rate_expiration)).toBeGreaterThan(Date.now());
    const after = await db().select().from(tripMessages).where(eq(tripMessages.tripId, trip.id));
    expect(after).toHaveLength(before.length);
  });

  it("keeps a member's read marker for the AI chat and gives it back on join", async () => {
    const u = await createSignedInUser(db());
    const s = await client(u.cookie);
    const trip = await createTestTrip(db(), u.user.id);
    expect(await emit(s, "join_trip", { trip_id: trip.id })).toMatchObject({ last_viewed: null });
    s.emit("viewed_message", { trip_id: trip.id, timestamp: "2026-11-20T10:00:00.000Z", chat_type: "trip_chat" });
    s.emit("viewed_message", { trip_id: trip.id, timestamp: "garbage", chat_type: "trip_chat" });
    await new Promise((r) => setTimeout(r, 200));
    expect(await emit(s, "join_trip", { trip_id: trip.id })).toMatchObject({ last_viewed: "2026-11-20T10:00:00.000Z" });
  });

  it("answers bad payloads with a clear error and changes nothing", async () => {
    const u = await createSignedInUser(db());
    const s = await client(u.cookie);
    expect(await emit(s, "new_ai_msg", { user_message: "   ", trip_id: "" })).toEqual({ error: "Message is empty" });
    expect(await emit(s, "new_ai_msg", "nonsense")).toMatchObject({ error: expect.any(String) });
    expect(await emit(s, "join_trip", { trip_id: 42 })).toEqual({ error: "trip not found" });
    expect(await db().select().from(trips).where(eq(trips.ownerId, u.user.id))).toEqual([]);
  });
});

import { eq } from "drizzle-orm";
import type { Socket } from "socket.io-client";
import { describe, expect, it } from "vitest";
import { tripMessages, trips } from "../db/schema/index";
import { nextEvent } from "../testing/socket-client";
import { socketTestServer } from "../testing/socket-server";
import { createTestTrip } from "../testing/test-trips";
import { createSignedInUser } from "../testing/test-users";
import { trickleEngine } from "./testing/trickle-engine";

const PIECE_COUNT = 300;

// The AI chat over real sockets: a whole server, real clients, the offline engine.
const h = socketTestServer({ WEATHER_PROVIDER: "offline" }, { assistant: { messageLimits: { FREE: 3 } } });
const { db, client } = h;
const emit = <T = Record<string, unknown>>(s: Socket, event: string, payload: unknown) =>
  h.emit<T>(s, event, payload, 10_000);
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
    expect(partials.length).toBeGreaterThan(0);
    // Each piece carries only what is new: together they are the reply, and what travels
    // stays linear in its length (whole-text-so-far pieces grew with its square).
    const pieces = partials as { delta: string; id: string; msg?: string }[];
    expect(pieces.every((p) => p.id === final.id && p.msg === undefined)).toBe(true);
    expect(pieces.map((p) => p.delta).join("")).toBe(final.msg);
    const streamed = pieces.reduce((sum, p) => sum + JSON.stringify(p).length, 0);
    expect(streamed).toBeLessThan(3 * JSON.stringify(final).length);
    expect(streamed).toBeLessThan(3 * String(final.msg).length);
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
    expect(memberPartials.every((p) => !(p as { delta: string }).delta.includes("Rome"))).toBe(true);

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

describe("a long reply streamed as a model streams it", () => {
  // ~300 token-sized pieces over 1.5 s: many times the batcher's interval.
  const t = socketTestServer(
    { WEATHER_PROVIDER: "offline" },
    { assistant: { engine: trickleEngine({ pieces: PIECE_COUNT, overMs: 1500 }) } },
  );

  it("sends only what is new, gathered per interval: the partials' sum stays under 3x the reply", async () => {
    const u = await createSignedInUser(t.db(), { firstName: "Tia" });
    const s = await t.client(u.cookie);
    const partials = record(s, "partial_ai_response") as Record<string, unknown>[];
    const done = nextEvent(s, "new_ai_response");
    await t.emit(s, "new_ai_msg", { user_message: "Tell me about Lisbon", trip_id: "", mentions: [], private: false });
    const [final] = (await done) as [{ id: string; msg: string }];
    expect(final.msg.length).toBeGreaterThan(1500);
    expect(partials.length, `${partials.length} partial_ai_response events`).toBeGreaterThanOrEqual(10);
    expect(partials.length, "pieces gathered, not one event each").toBeLessThan(PIECE_COUNT / 3);
    // Each carries its ids and the new text: never the text so far, never a msg.
    for (const p of partials) {
      expect(Object.keys(p).sort()).toEqual(["delta", "id", "in_reply_to", "trip_id"]);
      expect(p.id).toBe(final.id);
    }
    expect(partials.map((p) => p.delta).join("")).toBe(final.msg);
    const size = (v: unknown) => JSON.stringify(v).length;
    const streamed = partials.reduce((sum, p) => sum + size(p), 0);
    expect(streamed).toBeLessThan(3 * size(final));
    // The bound can fail: these same events each carrying the whole text so far (as before
    // issue 20) would be far past it.
    let soFar = "";
    const wholeSoFar = partials.reduce((sum, p) => {
      soFar += String(p.delta);
      return sum + size({ ...p, delta: soFar });
    }, 0);
    expect(wholeSoFar).toBeGreaterThan(3 * size(final));
  });
});

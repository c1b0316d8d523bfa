import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { togetherMessages } from "../../common/api/together";
import { groupMessages, mailOutbox, tripMembers, tripMessages } from "../db/schema/index";
import { nextEvent } from "../testing/socket-client";
import { socketTestServer } from "../testing/socket-server";
import { createTestTrip } from "../testing/test-trips";
import { createSignedInUser } from "../testing/test-users";

// The group chat, notifications and friends through a whole server and real sockets.
const h = socketTestServer({ WEATHER_PROVIDER: "offline" });
const { db, client, emit, post } = h;

describe("the group chat", () => {
  it("delivers messages live, keeps history and read markers, notifies mentions, and puts @Lotus to Lotus", async () => {
    const owner = await createSignedInUser(db(), { firstName: "Olga", lastName: "Berg" });
    const member = await createSignedInUser(db(), { firstName: "Mo", lastName: "Reyes" });
    const trip = await createTestTrip(db(), owner.user.id, [member.user.id]);
    const o = await client(owner.cookie);
    const m = await client(member.cookie);
    await emit(o, "join_trip", { trip_id: trip.id });
    await emit(m, "join_trip", { trip_id: trip.id });
    expect(await emit(m, "join_notifications", { user_id: member.user.id })).toEqual({ ok: true });
    // Naming someone else's id still joins only one's own room: the owner's notifications never reach m.
    expect(await emit(m, "join_notifications", { user_id: owner.user.id })).toEqual({ ok: true });
    expect(await h.server.app.lotus.io.in(`user:${owner.user.id}`).fetchSockets()).toHaveLength(1);

    const arrives = nextEvent(m, "new_message");
    const notified = nextEvent(m, "notification");
    const ack = await emit<{ ok: boolean }>(o, "chat_message", { trip_id: trip.id, message: "Hi @Mo Reyes, Lisbon?" });
    expect(ack.ok).toBe(true);
    const [message] = (await arrives) as [{ username: string; message: string; user_id: string }];
    expect(message).toMatchObject({ username: "Olga Berg", message: "Hi @Mo Reyes, Lisbon?", user_id: owner.user.id });
    const [n] = (await notified) as [{ notification: { type: string; action_url: string; is_read: boolean } }];
    expect(n.notification).toMatchObject({
      type: "mention",
      entity_type: "group_chat",
      action_url: `/plan/${trip.id}?open_chat=1`,
      is_read: false,
    });

    expect(await emit(o, "chat_message", { trip_id: trip.id, message: "   " })).toEqual({ error: "Message is empty" });

    const history = await (await post("/api/group_messages", member.cookie, { trip_id: trip.id })).json();
    expect(history).toMatchObject({ trip_id: trip.id, last_viewed: null });
    expect(history.messages.map((x: { message: string }) => x.message)).toEqual(["Hi @Mo Reyes, Lisbon?"]);
    m.emit("viewed_message", { trip_id: trip.id, timestamp: history.messages[0].timestamp, chat_type: "group_chat" });
    await new Promise((r) => setTimeout(r, 150));
    const after = await (await post("/api/group_messages", member.cookie, { trip_id: trip.id })).json();
    expect(after.last_viewed).toBe(history.messages[0].timestamp);

    // @Lotus in the group chat: Lotus answers in the trip's AI chat, for everyone.
    const answered = nextEvent(m, "new_ai_response");
    await emit(o, "chat_message", { trip_id: trip.id, message: "@Lotus 3 days in Porto from May 3 2027" });
    const [reply] = (await answered) as [{ msg: string; is_private: boolean }];
    expect(reply.msg).toContain("Porto");
    expect(reply.is_private).toBe(false);
  });

  it("keeps a removed member and a stranger out of history, messages, members and sending", async () => {
    const owner = await createSignedInUser(db());
    const member = await createSignedInUser(db());
    const stranger = await createSignedInUser(db());
    const trip = await createTestTrip(db(), owner.user.id, [member.user.id]);
    await db().insert(groupMessages).values({ tripId: trip.id, userId: owner.user.id, message: "secret plans" });
    await db()
      .delete(tripMembers)
      .where(and(eq(tripMembers.tripId, trip.id), eq(tripMembers.userId, member.user.id)));
    for (const who of [member, stranger]) {
      for (const path of ["/api/group_messages", "/api/messages", "/api/itinerary"]) {
        const res = await post(path, who.cookie, { trip_id: trip.id });
        expect(res.status, path).toBe(404);
        expect((await res.json()).error).toBe("trip not found");
      }
      const s = await client(who.cookie);
      expect(await emit(s, "join_trip", { trip_id: trip.id })).toEqual({ error: "trip not found" });
      expect(await emit(s, "chat_message", { trip_id: trip.id, message: "let me in" })).toEqual({
        error: "trip not found",
      });
    }
    expect(await db().select().from(groupMessages).where(eq(groupMessages.tripId, trip.id))).toHaveLength(1);
    expect(await db().select().from(tripMessages).where(eq(tripMessages.tripId, trip.id))).toHaveLength(0);
  });
});

describe("notifications", () => {
  it("lists, reads one, reads all, pushes read events to the user's other tabs, and keeps others' private", async () => {
    const owner = await createSignedInUser(db(), { firstName: "Ada", lastName: "Lind" });
    const member = await createSignedInUser(db(), { firstName: "Bo", lastName: "Chen" });
    const trip = await createTestTrip(db(), owner.user.id, [member.user.id]);
    const o = await client(owner.cookie);
    await emit(o, "join_trip", { trip_id: trip.id });
    const tab = await client(member.cookie);
    for (const text of ["@Bo Chen one", "@Bo Chen two"])
      await emit(o, "chat_message", { trip_id: trip.id, message: text });
    await new Promise((r) => setTimeout(r, 100));

    const list = await (await post("/api/notifications", member.cookie, { user_id: member.user.id })).json();
    expect(list.unread_count).toBe(2);
    expect(list.notifications).toHaveLength(2);
    expect((await post("/api/notifications", owner.cookie, { user_id: member.user.id })).status).toBe(403);
    expect(
      (await post("/api/notifications/read", owner.cookie, { notification_id: list.notifications[0].id })).status,
    ).toBe(404);

    const readEvent = nextEvent(tab, "notification");
    await post("/api/notifications/read", member.cookie, { notification_id: list.notifications[0].id });
    expect(((await readEvent)[0] as { notification: { type: string } }).notification).toMatchObject({
      type: "notification_read",
      notification_id: list.notifications[0].id,
    });
    const bulk = nextEvent(tab, "notification");
    const all = await (
      await post("/api/notifications/mark-all-read", member.cookie, { user_id: member.user.id })
    ).json();
    expect(all).toEqual({ status: "success", updated_count: 1 });
    expect(((await bulk)[0] as { notification: { type: string; updated_count: number } }).notification).toMatchObject({
      type: "bulk_notifications_read",
      updated_count: 1,
    });
    const again = await (await post("/api/notifications", member.cookie, { user_id: member.user.id })).json();
    expect(again.unread_count).toBe(0);
  });
});

describe("friends", () => {
  it("requests, accepts, and derives recent travellers from shared trips", async () => {
    const a = await createSignedInUser(db(), { firstName: "Ann", lastName: "A" });
    const b = await createSignedInUser(db(), { firstName: "Ben", lastName: "B" });
    await createTestTrip(db(), a.user.id, [b.user.id]);
    const add = async (who: typeof a, friendId: string) =>
      (await (await post("/api/users/friends/add", who.cookie, { friendId })).json()).message;
    const before = await (await fetch(`${h.server.url}/api/users/friends`, { headers: { cookie: a.cookie } })).json();
    expect(before.friends).toEqual([]);
    expect(before.recent.map((f: { name: string }) => f.name)).toEqual(["Ben B"]);
    expect(await add(a, b.user.id)).toBe(togetherMessages.friendSent);
    expect(await add(a, b.user.id)).toBe(togetherMessages.friendPending);
    expect(await add(b, a.user.id)).toBe(togetherMessages.friendAccepted);
    expect(await add(a, b.user.id)).toBe(togetherMessages.friendAlready);
    const after = await (await fetch(`${h.server.url}/api/users/friends`, { headers: { cookie: a.cookie } })).json();
    expect(after.friends).toEqual([
      { id: b.user.id, name: "Ben B", email: b.user.email, avatar: null, isRecentActive: true, mutualConnections: 1 },
    ]);
    expect((await post("/api/users/friends/add", a.cookie, { friendId: a.user.id })).status).toBe(400);
  });
});

describe("mentions of someone away", () => {
  it("are e-mailed, batched: one mail, then none for a while; someone online gets none", async () => {
    const owner = await createSignedInUser(db(), { firstName: "Ira", lastName: "Nox" });
    const away = await createSignedInUser(db(), { firstName: "Al", lastName: "Way" });
    const online = await createSignedInUser(db(), { firstName: "On", lastName: "Line" });
    const trip = await createTestTrip(db(), owner.user.id, [away.user.id, online.user.id]);
    const o = await client(owner.cookie);
    await client(online.cookie);
    for (const text of ["@Al Way and @On Line: Porto?", "@Al Way still there?"]) {
      await emit(o, "chat_message", { trip_id: trip.id, message: text });
    }
    await new Promise((r) => setTimeout(r, 200));
    const toAway = await db().select().from(mailOutbox).where(eq(mailOutbox.to, away.user.email));
    expect(toAway).toHaveLength(1);
    expect(toAway[0]?.subject).toBe("You were mentioned on Lotus");
    expect(toAway[0]?.text).toContain("Ira mentioned you");
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.to, online.user.email))).toHaveLength(0);
    // Not in the trip and not mentioned: one 'unread_message' notification, however many messages.
    const quiet = await createSignedInUser(db(), { firstName: "Qi", lastName: "Et" });
    await db().insert(tripMembers).values({ tripId: trip.id, userId: quiet.user.id, accessType: "member" });
    for (const text of ["one", "two", "three"]) await emit(o, "chat_message", { trip_id: trip.id, message: text });
    const list = await (await post("/api/notifications", quiet.cookie, { user_id: quiet.user.id })).json();
    expect(list.notifications.map((n: { type: string; title: string }) => [n.type, n.title])).toEqual([
      ["unread_message", `New messages in "${trip.name}"`],
    ]);
  });
});

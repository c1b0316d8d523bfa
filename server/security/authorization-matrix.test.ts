import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { flightBookingId } from "../../common/bookings";
import { lisbonFlight, planLisbon } from "../bookings/testing/lisbon-trip";
import { notifications } from "../db/schema/index";
import { connectClient } from "../testing/socket-client";
import { type RunningServer, startServer } from "../testing/start-server";
import { createTestTrip } from "../testing/test-trips";
import { createSignedInUser } from "../testing/test-users";

// Who may do what, as a table: every call and socket event that touches a trip, its messages,
// bookings, invites, notifications, a subscription or a profile, against every kind of actor.
// 'not found' where existence must not leak (a stranger learns nothing about someone's trip).

type Actor = "anonymous" | "stranger" | "invitee" | "explorerMember" | "voyagerMember" | "owner";
const actors: Actor[] = ["anonymous", "stranger", "invitee", "explorerMember", "voyagerMember", "owner"];
type Outcome = 200 | 401 | 403 | 404;

let server: RunningServer;
const cookies: Partial<Record<Actor, string>> = {};
const ids: Partial<Record<Actor, string>> = {};
let tripId = "";
let ownerNotification = "";
const sockets: Socket[] = [];

beforeAll(async () => {
  server = await startServer({ WEATHER_PROVIDER: "offline" });
  const db = server.app.lotus.database.db;
  const make = async (actor: Actor, ratePlan: "FREE" | "PRO") => {
    const { user, cookie } = await createSignedInUser(db, { firstName: actor, lastName: "Matrix", ratePlan });
    cookies[actor] = cookie;
    ids[actor] = user.id;
  };
  await make("owner", "PRO");
  await make("explorerMember", "FREE");
  await make("voyagerMember", "PRO");
  await make("stranger", "PRO");
  await make("invitee", "PRO");
  const trip = await createTestTrip(
    db,
    ids.owner as string,
    [ids.explorerMember as string, ids.voyagerMember as string],
    "Matrix",
  );
  tripId = trip.id;
  await planLisbon(db, tripId);
  // Invited by e-mail, not yet accepted.
  const [invitee] = await db.query.users.findMany({ where: (u, { eq }) => eq(u.id, ids.invitee as string) });
  const invited = await server.app.inject({
    method: "POST",
    url: "/api/share/batch",
    headers: { cookie: cookies.owner as string },
    payload: { trip_id: tripId, emails: [invitee?.email] },
  });
  expect(invited.json()).toMatchObject({ success: true, errors: [] });
  const [n] = await db
    .insert(notifications)
    .values({
      userId: ids.owner as string,
      type: "other",
      entityType: "trip",
      title: "Owner's own",
      content: "private",
      actionUrl: "/plan",
    })
    .returning();
  ownerNotification = n?.id ?? "";
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await server?.close();
});

const booking = flightBookingId(lisbonFlight);

// Expected outcome per actor, in the order of `actors`.
const member = (ok: Outcome = 200): Outcome[] => [401, 404, 404, ok, ok, ok];
const ownerOnly: Outcome[] = [401, 404, 404, 403, 403, 200];
// Voyager features follow the person asking: the Explorer member is refused on a Voyager's trip.
const voyagerOnly: Outcome[] = [401, 404, 404, 403, 200, 200];

const calls: { name: string; method?: "GET" | "POST"; url: () => string; body?: () => object; expect: Outcome[] }[] = [
  { name: "AI chat history", url: () => "/api/messages", body: () => ({ trip_id: tripId }), expect: member() },
  { name: "itinerary", url: () => "/api/itinerary", body: () => ({ trip_id: tripId }), expect: member() },
  { name: "group chat history", url: () => "/api/group_messages", body: () => ({ trip_id: tripId }), expect: member() },
  { name: "trip details", url: () => "/api/trip_details", body: () => ({ trip_id: tripId }), expect: member() },
  {
    name: "calendar export",
    method: "GET",
    url: () => `/api/trips/${tripId}/calendar.ics`,
    expect: member(),
  },
  {
    name: "booking status",
    url: () => "/api/check_booking",
    body: () => ({ trip_id: tripId, booking_id: booking }),
    expect: voyagerOnly,
  },
  {
    name: "mark booked",
    url: () => "/api/update_booking",
    body: () => ({ trip_id: tripId, booking_id: booking, booked: false }),
    expect: voyagerOnly,
  },
  {
    name: "price watch and history",
    url: () => "/api/trip_watch",
    body: () => ({ trip_id: tripId }),
    expect: member(),
  },
  {
    name: "rename",
    url: () => "/api/update_trip",
    body: () => ({ trip_id: tripId, name: "Matrix" }),
    expect: ownerOnly,
  },
  {
    name: "share link",
    url: () => "/api/share/link",
    body: () => ({ trip_id: tripId, message: "", make_prior_messages_public: false }),
    expect: member(),
  },
  {
    name: "share link, making earlier messages public",
    url: () => "/api/share/link",
    body: () => ({ trip_id: tripId, message: "", make_prior_messages_public: true }),
    expect: ownerOnly,
  },
  {
    // Any member may bring someone in; making earlier messages public is the owner's call.
    name: "share by e-mail",
    url: () => "/api/share/batch",
    body: () => ({ trip_id: tripId, emails: ["nobody@example.com"] }),
    expect: member(),
  },
  {
    name: "share by e-mail, making earlier messages public",
    url: () => "/api/share/batch",
    body: () => ({ trip_id: tripId, emails: ["nobody@example.com"], make_prior_messages_public: true }),
    expect: ownerOnly,
  },
  {
    name: "the owner's notifications",
    url: () => "/api/notifications",
    body: () => ({ user_id: ids.owner }),
    expect: [401, 403, 403, 403, 403, 200],
  },
  {
    name: "reading the owner's notification",
    url: () => "/api/notifications/read",
    body: () => ({ notification_id: ownerNotification }),
    expect: [401, 404, 404, 404, 404, 200],
  },
  {
    name: "subscription status (one's own)",
    url: () => "/api/subscription-status",
    body: () => ({}),
    expect: [401, 200, 200, 200, 200, 200],
  },
  {
    name: "notification settings (one's own)",
    method: "GET",
    url: () => "/api/notification-settings",
    expect: [401, 200, 200, 200, 200, 200],
  },
  {
    name: "notification settings update (one's own)",
    url: () => "/api/notification-settings",
    body: () => ({ email_digest: true }),
    expect: [401, 200, 200, 200, 200, 200],
  },
  {
    name: "profile update (one's own)",
    url: () => "/api/update_user",
    body: () => ({ first_name: "Same", last_name: "Person", preferred_name: "" }),
    expect: [401, 200, 200, 200, 200, 200],
  },
];

describe("the authorization matrix (HTTP)", () => {
  for (const call of calls) {
    it(call.name, async () => {
      const got: Outcome[] = [];
      for (const actor of actors) {
        const res = await server.app.inject({
          method: call.method ?? "POST",
          url: call.url(),
          headers: cookies[actor] ? { cookie: cookies[actor] as string } : {},
          ...(call.body ? { payload: call.body() } : {}),
        });
        got.push((res.statusCode >= 200 && res.statusCode < 300 ? 200 : res.statusCode) as Outcome);
        // A denial never carries the trip's contents.
        if (res.statusCode >= 400) expect(res.body).not.toContain("Hotel Avenida Palace");
      }
      expect(Object.fromEntries(actors.map((a, i) => [a, got[i]]))).toEqual(
        Object.fromEntries(actors.map((a, i) => [a, call.expect[i]])),
      );
    });
  }

  it("another person's subscription and customer are not found", async () => {
    for (const [url, body] of [
      ["/api/cancel-subscription", { subscriptionId: "sub_local_someone", immediate: false }],
      ["/api/reactivate-subscription", { subscriptionId: "sub_local_someone" }],
      ["/api/customer-portal", { customerId: "cus_local_someone", returnUrl: `${server.app.lotus.config.publicUrl}/` }],
    ] as const) {
      const res = await server.app.inject({
        method: "POST",
        url,
        headers: { cookie: cookies.stranger as string },
        payload: body,
      });
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe("the authorization matrix (socket events)", () => {
  const emit = (s: Socket, event: string, payload: unknown) =>
    s.timeout(15_000).emitWithAck(event, payload) as Promise<Record<string, unknown>>;

  it("only members join the trip's room, post to its chats, or ask Lotus in it", async () => {
    const outcomes: Record<string, Record<string, string>> = {};
    for (const actor of actors.filter((a) => a !== "anonymous")) {
      const s = await connectClient(server.url, { cookie: cookies[actor] as string });
      sockets.push(s);
      const join = await emit(s, "join_trip", { trip_id: tripId });
      const chat = await emit(s, "chat_message", { trip_id: tripId, message: `hello from ${actor}` });
      const ai = await emit(s, "new_ai_msg", {
        user_message: "@Lotus hi",
        trip_id: tripId,
        mentions: [{ id: "assistant", username: "Lotus", type: "ai" }],
        private: true,
      });
      const notes = await emit(s, "join_notifications", { user_id: ids.owner });
      outcomes[actor] = {
        join: join.error ? String(join.error) : "ok",
        chat: chat.error ? String(chat.error) : "ok",
        ai: ai.error ? String(ai.error) : "ok",
        ownerNotifications: notes.error ? "refused" : "ok",
      };
    }
    const member = { join: "ok", chat: "ok", ai: "ok", ownerNotifications: "refused" };
    const outsider = {
      join: "trip not found",
      chat: "trip not found",
      ai: "trip not found",
      ownerNotifications: "refused",
    };
    expect(outcomes).toEqual({
      stranger: outsider,
      invitee: outsider,
      explorerMember: member,
      voyagerMember: member,
      owner: { ...member, ownerNotifications: "ok" },
    });
  });

  it("a socket without a session is refused", async () => {
    await expect(connectClient(server.url)).rejects.toThrow();
  });
});

describe("deleting the trip (last: it removes the trip the matrix uses)", () => {
  it("only the owner deletes; everyone else is refused and the trip stays", async () => {
    const got: Record<string, number> = {};
    for (const actor of actors) {
      const res = await server.app.inject({
        method: "POST",
        url: "/api/delete_trip",
        headers: cookies[actor] ? { cookie: cookies[actor] as string } : {},
        payload: { trip_id: tripId },
      });
      got[actor] = res.statusCode;
      if (actor !== "owner") {
        const still = await server.app.inject({
          method: "POST",
          url: "/api/itinerary",
          headers: { cookie: cookies.voyagerMember as string },
          payload: { trip_id: tripId },
        });
        expect(still.statusCode, `after ${actor}`).toBe(200);
      }
    }
    expect(got).toEqual({
      anonymous: 401,
      stranger: 404,
      invitee: 404,
      explorerMember: 403,
      voyagerMember: 403,
      owner: 200,
    });
  });
});

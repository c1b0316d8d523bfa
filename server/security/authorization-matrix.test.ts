import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { itineraryEndpoints } from "../../common/api/itinerary";
import { flightBookingId } from "../../common/bookings";
import { lisbonFlight, lisbonItinerary, planLisbon } from "../bookings/testing/lisbon-trip";
import { notifications } from "../db/schema/index";
import { latestRevision, loadRows } from "../itinerary/commands";
import { createProposal } from "../itinerary/proposals";
import { setMemberRole } from "../itinerary/roles";
import { connectClient } from "../testing/socket-client";
import { type RunningServer, startServer } from "../testing/start-server";
import { createTestTrip } from "../testing/test-trips";
import { createSignedInUser } from "../testing/test-users";

// Who may do what, as a table: every call and socket event that touches a trip, its messages,
// bookings, invites, notifications, a subscription or a profile, against every kind of actor.
// 'not found' where existence must not leak (a stranger learns nothing about someone's trip).

// Members are editors (the default role) but for `viewer`, a Voyager member the owner made a viewer.
type Actor = "anonymous" | "stranger" | "invitee" | "explorerMember" | "voyagerMember" | "viewer" | "owner";
const actors: Actor[] = ["anonymous", "stranger", "invitee", "explorerMember", "voyagerMember", "viewer", "owner"];
type Outcome = 200 | 400 | 401 | 403 | 404;

let server: RunningServer;
const cookies: Partial<Record<Actor, string>> = {};
const ids: Partial<Record<Actor | "friendTarget", string>> = {};
let tripId = "";
let ownerNotification = "";
let revocableInvite = "";
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
  await make("viewer", "PRO");
  // Someone outside the trip whom every actor asks to be friends (the Friends tab's Add).
  const target = await createSignedInUser(db, { firstName: "Friend", lastName: "Target" });
  ids.friendTarget = target.user.id;
  const trip = await createTestTrip(
    db,
    ids.owner as string,
    [ids.explorerMember as string, ids.voyagerMember as string, ids.viewer as string],
    "Matrix",
  );
  tripId = trip.id;
  // Planned as Lotus plans (rows, revision 1, the spec-shaped copy), for the itinerary's calls too.
  await planLisbon(db, tripId);
  await setMemberRole(db, tripId, ids.viewer as string, "viewer");
  // Invited by e-mail, not yet accepted.
  const [invitee] = await db.query.users.findMany({ where: (u, { eq }) => eq(u.id, ids.invitee as string) });
  const invited = await server.app.inject({
    method: "POST",
    url: "/api/share/batch",
    headers: { cookie: cookies.owner as string },
    payload: { trip_id: tripId, emails: [invitee?.email] },
  });
  expect(invited.json()).toMatchObject({ success: true, errors: [] });
  // A second open invite, for the revoke row (the owner, last in the row, revokes it).
  await server.app.inject({
    method: "POST",
    url: "/api/share/batch",
    headers: { cookie: cookies.owner as string },
    payload: { trip_id: tripId, emails: ["revocable@example.com"] },
  });
  const [revocable] = await db.query.tripInvites.findMany({
    where: (i, { eq }) => eq(i.email, "revocable@example.com"),
  });
  revocableInvite = revocable?.id ?? "";
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
const member = (ok: Outcome = 200): Outcome[] => [401, 404, 404, ok, ok, ok, ok];
const ownerOnly: Outcome[] = [401, 404, 404, 403, 403, 403, 200];
// Voyager features follow the person asking: the Explorer member is refused on a Voyager's trip.
// (The viewer is a Voyager: marking a booking is a plan's feature, not an edit of the itinerary.)
const voyagerOnly: Outcome[] = [401, 404, 404, 403, 200, 200, 200];
// Changing the itinerary: the owner and editors; a viewer reads only (issue 22).
const editors: Outcome[] = [401, 404, 404, 200, 200, 403, 200];

/** An item of the matrix trip's itinerary as it is now (each actor's edit must hold its version). */
async function currentItem(title: string) {
  const row = (await loadRows(server.app.lotus.database.db, tripId)).find((r) => r.title === title);
  if (!row) throw new Error(`no item ${title}`);
  return row;
}

/** A pending proposal of Lotus's for the trip (each actor applies or discards a fresh one). */
async function freshProposal(): Promise<string> {
  const db = server.app.lotus.database.db;
  const proposal = await db.transaction(async (tx) =>
    createProposal(tx, {
      tripId,
      messageId: null,
      askedBy: ids.voyagerMember as string,
      isPrivate: false,
      baseRevision: await latestRevision(tx, tripId),
      proposed: { itinerary: lisbonItinerary, destination: "Lisbon", dates: "Mar 10 - Mar 15, 2027", plan: {} },
    }),
  );
  return proposal.id;
}

const calls: {
  name: string;
  method?: "GET" | "POST";
  url: () => string;
  body?: () => object | Promise<object>;
  expect: Outcome[];
}[] = [
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
    name: "open invites",
    url: () => "/api/share/invites",
    body: () => ({ trip_id: tripId }),
    expect: ownerOnly,
  },
  {
    name: "revoking an invite",
    url: () => "/api/share/revoke",
    body: () => ({ trip_id: tripId, invite_id: revocableInvite }),
    expect: ownerOnly,
  },
  {
    name: "the owner's notifications",
    url: () => "/api/notifications",
    body: () => ({ user_id: ids.owner }),
    expect: [401, 403, 403, 403, 403, 403, 200],
  },
  {
    name: "reading the owner's notification",
    url: () => "/api/notifications/read",
    body: () => ({ notification_id: ownerNotification }),
    expect: [401, 404, 404, 404, 404, 404, 200],
  },
  {
    name: "subscription status (one's own)",
    url: () => "/api/subscription-status",
    body: () => ({}),
    expect: [401, 200, 200, 200, 200, 200, 200],
  },
  {
    name: "notification settings (one's own)",
    method: "GET",
    url: () => "/api/notification-settings",
    expect: [401, 200, 200, 200, 200, 200, 200],
  },
  {
    name: "notification settings update (one's own)",
    url: () => "/api/notification-settings",
    body: () => ({ email_digest: true }),
    expect: [401, 200, 200, 200, 200, 200, 200],
  },
  {
    name: "profile update (one's own)",
    url: () => "/api/update_user",
    body: () => ({ first_name: "Same", last_name: "Person", preferred_name: "" }),
    expect: [401, 200, 200, 200, 200, 200, 200],
  },
  // The editable itinerary (issue 22).
  { name: "itinerary rows", url: () => "/api/itinerary/items", body: () => ({ trip_id: tripId }), expect: member() },
  {
    name: "itinerary edit: retime",
    url: () => "/api/itinerary/edit",
    body: async () => {
      const item = await currentItem("Free time to wander Lisbon");
      return { trip_id: tripId, edit: { op: "retime", item_id: item.id, version: item.version, time: "15:00" } };
    },
    expect: editors,
  },
  {
    name: "itinerary edit: move",
    url: () => "/api/itinerary/edit",
    body: async () => {
      const item = await currentItem("Free time to wander Lisbon");
      const op = { op: "move", item_id: item.id, version: item.version, date: "2027-03-12", position: 1 };
      return { trip_id: tripId, edit: op };
    },
    expect: editors,
  },
  {
    name: "itinerary edit: pin",
    url: () => "/api/itinerary/edit",
    body: async () => {
      const item = await currentItem("Visit Belém Tower");
      return { trip_id: tripId, edit: { op: "pin", item_id: item.id, version: item.version, pinned: true } };
    },
    expect: editors,
  },
  {
    name: "itinerary edit: details",
    url: () => "/api/itinerary/edit",
    body: async () => {
      const item = await currentItem("Visit Belém Tower");
      return { trip_id: tripId, edit: { op: "details", item_id: item.id, version: item.version, notes: "Matrix" } };
    },
    expect: editors,
  },
  {
    name: "itinerary edit: add then remove",
    url: () => "/api/itinerary/edit",
    body: async () => {
      const added = (await loadRows(server.app.lotus.database.db, tripId)).find((r) => r.title === "Matrix note");
      return added
        ? { trip_id: tripId, edit: { op: "remove", item_id: added.id, version: added.version } }
        : {
            trip_id: tripId,
            edit: { op: "add", item: { date: "2027-03-13", time: "09:00", kind: "note", title: "Matrix note" } },
          };
    },
    expect: editors,
  },
  {
    name: "itinerary history",
    url: () => "/api/itinerary/revisions",
    body: () => ({ trip_id: tripId }),
    expect: member(),
  },
  {
    name: "itinerary undo",
    url: () => "/api/itinerary/undo",
    body: async () => ({
      trip_id: tripId,
      revision: await latestRevision(server.app.lotus.database.db, tripId),
    }),
    expect: editors,
  },
  {
    name: "itinerary restore",
    url: () => "/api/itinerary/restore",
    body: () => ({ trip_id: tripId, number: 1 }),
    expect: editors,
  },
  {
    name: "Lotus's proposals",
    url: () => "/api/itinerary/proposals",
    body: () => ({ trip_id: tripId }),
    expect: member(),
  },
  {
    name: "applying a proposal",
    url: () => "/api/itinerary/proposal/apply",
    body: async () => ({ trip_id: tripId, proposal_id: await freshProposal() }),
    expect: editors,
  },
  {
    name: "discarding a proposal",
    url: () => "/api/itinerary/proposal/discard",
    body: async () => ({ trip_id: tripId, proposal_id: await freshProposal() }),
    expect: editors,
  },
  // The trip on a map (issue 29): reordering a day is an edit; its routes are anyone's who reads it.
  {
    name: "optimise a day",
    url: () => "/api/itinerary/optimise",
    body: () => ({ trip_id: tripId, date: "2027-03-12" }),
    expect: editors,
  },
  {
    name: "a day's routes",
    url: () => "/api/itinerary/routes",
    body: () => ({ trip_id: tripId, date: "2027-03-12" }),
    expect: member(),
  },
  // The share dialog's Friends tab (issue 25): one's own lists, and a request to someone else.
  {
    name: "friends, recent and suggestions (one's own)",
    method: "GET",
    url: () => "/api/users/friends",
    expect: [401, 200, 200, 200, 200, 200, 200],
  },
  {
    name: "adding a friend",
    url: () => "/api/users/friends/add",
    body: () => ({ friendId: ids.friendTarget }),
    expect: [401, 200, 200, 200, 200, 200, 200],
  },
  {
    // Any member may invite their friends; a stranger's friend ids reach no trip of someone else's.
    name: "share with friends",
    url: () => "/api/share/batch",
    body: () => ({ trip_id: tripId, friend_ids: [ids.friendTarget] }),
    expect: [401, 404, 404, 400, 400, 400, 400],
  },
  {
    name: "a member's role",
    url: () => "/api/trip_role",
    body: () => ({ trip_id: tripId, user_id: ids.viewer, role: "viewer" }),
    expect: ownerOnly,
  },
  {
    name: "the role new members get",
    url: () => "/api/trip_default_role",
    body: () => ({ trip_id: tripId, role: "editor" }),
    expect: ownerOnly,
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
          ...(call.body ? { payload: await call.body() } : {}),
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

  it("has a row for every call of the editable itinerary (issue 22)", () => {
    const inMatrix = new Set(calls.map((c) => c.url()));
    const registered = new Set(server.app.lotus.routes.map((r) => r.url));
    for (const e of Object.values(itineraryEndpoints)) {
      expect(registered, e.path).toContain(e.path);
      expect(inMatrix, e.path).toContain(e.path);
    }
  });

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
      // Whatever user_id it names, a socket joins only its own person's room (issue 20).
      await emit(s, "join_notifications", { user_id: ids.owner });
      const inOwnersRoom = server.app.lotus.io
        .of("/")
        .adapter.rooms.get(`user:${ids.owner}`)
        ?.has(s.id ?? "");
      outcomes[actor] = {
        join: join.error ? String(join.error) : "ok",
        chat: chat.error ? String(chat.error) : "ok",
        ai: ai.error ? String(ai.error) : "ok",
        ownerNotifications: inOwnersRoom ? "ok" : "refused",
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
      viewer: member,
      owner: { ...member, ownerNotifications: "ok" },
    });
  });

  it("only members hear the itinerary's events; a private proposal's reach its asker alone", async () => {
    const events = ["itinerary_changed", "proposal_updated", "member_role_changed"];
    const heard: Record<string, string[]> = {};
    for (const actor of actors.filter((a) => a !== "anonymous")) {
      const s = await connectClient(server.url, { cookie: cookies[actor] as string });
      sockets.push(s);
      await emit(s, "join_trip", { trip_id: tripId });
      heard[actor] = [];
      for (const event of events) s.on(event, () => heard[actor]?.push(event));
    }
    const post = (actor: Actor, url: string, payload: object) =>
      server.app.inject({ method: "POST", url, headers: { cookie: cookies[actor] as string }, payload });
    const item = await currentItem("Visit Belém Tower");
    const edit = { op: "details", item_id: item.id, version: item.version, notes: "Heard by members" };
    expect((await post("owner", "/api/itinerary/edit", { trip_id: tripId, edit })).statusCode).toBe(200);
    const proposal = await freshProposal();
    const discard = await post("owner", "/api/itinerary/proposal/discard", { trip_id: tripId, proposal_id: proposal });
    expect(discard.statusCode).toBe(200);
    const db = server.app.lotus.database.db;
    const secret = await db.transaction(async (tx) =>
      createProposal(tx, {
        tripId,
        messageId: null,
        askedBy: ids.voyagerMember as string,
        isPrivate: true,
        baseRevision: await latestRevision(tx, tripId),
        proposed: { itinerary: lisbonItinerary, destination: "Lisbon", dates: null, plan: {} },
      }),
    );
    const mine = { trip_id: tripId, proposal_id: secret.id };
    expect((await post("owner", "/api/itinerary/proposal/discard", mine)).statusCode).toBe(404);
    expect((await post("voyagerMember", "/api/itinerary/proposal/discard", mine)).statusCode).toBe(200);
    const role = { trip_id: tripId, user_id: ids.viewer, role: "viewer" };
    expect((await post("owner", "/api/trip_role", role)).statusCode).toBe(200);
    const member = ["itinerary_changed", "proposal_updated", "member_role_changed"];
    await expect.poll(() => heard.owner?.length).toBe(3);
    await expect.poll(() => heard.voyagerMember?.length).toBe(4);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heard).toEqual({
      stranger: [],
      invitee: [],
      explorerMember: member,
      voyagerMember: ["itinerary_changed", "proposal_updated", "proposal_updated", "member_role_changed"],
      viewer: member,
      owner: member,
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
      viewer: 403,
      owner: 200,
    });
  });
});

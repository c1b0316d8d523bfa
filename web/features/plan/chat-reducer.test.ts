import { describe, expect, it } from "vitest";
import type { TNewAiResponse } from "../../../common/api/realtime";
import type { TCtx, TTripMessage } from "../../../common/api/trips";
import {
  addressesLotus,
  blankChat,
  type ChatState,
  chatFromJoin,
  chatReducer,
  creatorPermissions,
  draftMessages,
  replyChangesTrip,
} from "./chat-reducer";

const now = new Date("2027-05-01T09:00:00Z");
const ctx = (destination: string): TCtx => ({
  flights: [],
  hotels: [],
  places: [],
  reddit: [],
  tool_uses: [],
  itinerary: [{ date: "2027-05-03", items: [] }],
  destination,
  dates: "May 3 - May 5",
});
const message = (id: string, over: Partial<TTripMessage> = {}): TTripMessage => ({
  id,
  msg: `message ${id}`,
  role: "user",
  ctx: null,
  user_id: "u1",
  mentions: [],
  in_reply_to: null,
  created_at: "2027-05-01T08:00:00Z",
  is_private: false,
  ...over,
});
const reply = (id: string, inReplyTo: string, over: Partial<TTripMessage> = {}): TNewAiResponse => ({
  ...message(id, { role: "assistant", user_id: "assistant", in_reply_to: inReplyTo, msg: "Here's your plan", ...over }),
  trip_id: "t1",
});
const joined = (over: Partial<Parameters<typeof chatFromJoin>[0]> = {}) =>
  chatFromJoin({
    error: null,
    trip_id: "t1",
    members: [{ visible_id: "u1", first_name: "Olga", last_name: "Berg", access_type: "owner", role: "owner" }],
    replies: [],
    last_viewed: null,
    name: "New Trip",
    access_type: "owner",
    trip_shared: false,
    default_role: "editor",
    permissions: creatorPermissions,
    ...over,
  });
const ids = (state: ChatState) => state.messages.map((m) => m.id);

/** Sends `text` on `state` as u1, as the hook does. */
function send(state: ChatState, text: string, isPrivate = false) {
  const drafted = draftMessages(
    { text, mentions: [], inReplyTo: null, isPrivate },
    { userId: "u1", shared: state.trip.shared, now },
  );
  return { ...drafted, state: chatReducer(state, { type: "sent", ...drafted }) };
}

describe("the planning chat", () => {
  it("takes the owner's itinerary from the last public reply; others must ask for it", () => {
    const replies = [
      message("m1"),
      message("r1", { role: "assistant", ctx: ctx("Lisbon, Portugal") }),
      message("r2", { role: "assistant", ctx: ctx("Porto, Portugal"), is_private: true }),
    ];
    expect(joined({ replies }).itinerary?.destination).toBe("Lisbon, Portugal");
    expect(joined({ replies, access_type: "member" }).itinerary).toBeNull();
    expect(joined().itinerary).toBeNull();
  });

  it("uses the last message's ctx only when it has the itinerary, the destination and the dates (issue 25)", () => {
    const complete = message("r1", { role: "assistant", ctx: ctx("Lisbon, Portugal") });
    expect(joined({ replies: [complete] }).itinerary?.dates).toBe("May 3 - May 5");
    for (const missing of [{ itinerary: [] }, { destination: null }, { dates: null }]) {
      const partial = message("r2", { role: "assistant", ctx: { ...ctx("Porto, Portugal"), ...missing } });
      // An incomplete ctx, even after a complete one: the itinerary is asked for.
      expect(joined({ replies: [complete, partial] }).itinerary, JSON.stringify(missing)).toBeNull();
    }
    // The last message is someone's question, not a reply: asked for too.
    expect(joined({ replies: [complete, message("m2")] }).itinerary).toBeNull();
  });

  it("after sharing with the earlier messages made public, no message is private any more (issue 25)", () => {
    const replies = [
      message("m1", { is_private: true }),
      message("r1", { role: "assistant", is_private: true }),
      message("m2"),
    ];
    const kept = chatReducer(joined({ replies }), { type: "shared", priorPublic: false });
    expect(kept.trip.shared).toBe(true);
    expect(kept.messages.map((m) => m.is_private)).toEqual([true, true, false]);
    const opened = chatReducer(joined({ replies }), { type: "shared", priorPublic: true });
    expect(opened.messages.map((m) => m.is_private)).toEqual([false, false, false]);
  });

  it("streams a reply into the placeholder, then puts the final one in its place", () => {
    const { local, state: sent } = send(joined(), "3 days in Lisbon");
    expect(ids(sent)).toEqual([local.id, `pending-${local.id}`]);
    expect(sent.waiting).toBe(true);

    let state = chatReducer(sent, {
      type: "partial",
      piece: { trip_id: "t1", id: "r1", in_reply_to: local.id, delta: "Here's " },
      now: "2027-05-01T09:00:01Z",
    });
    state = chatReducer(state, {
      type: "partial",
      piece: { trip_id: "t1", id: "r1", in_reply_to: local.id, delta: "your plan" },
      now: "2027-05-01T09:00:02Z",
    });
    expect(ids(state)).toEqual([local.id, "r1"]);
    expect(state.messages[1]).toMatchObject({ msg: "Here's your plan", isPartial: true });

    const final = reply("r1", "m1", { ctx: ctx("Lisbon, Portugal") });
    state = chatReducer(state, { type: "reply", reply: final });
    expect(ids(state)).toEqual([local.id, "r1"]);
    expect(state.messages[1]?.isPartial).toBeUndefined();
    expect(state.waiting).toBe(false);
    expect(state.trip.name).toBe("Trip to Lisbon");
    expect(state.itinerary?.dates).toBe("May 3 - May 5");
    expect(replyChangesTrip(final)).toBe(true);
  });

  it("keeps a named trip's name, and a private reply's plan to its asker", () => {
    const named = chatReducer(joined({ name: "Cherry blossoms" }), {
      type: "reply",
      reply: reply("r1", "m1", { ctx: ctx("Kyoto, Japan") }),
    });
    expect(named.trip.name).toBe("Cherry blossoms");

    const privately = reply("r2", "m2", { ctx: ctx("Osaka, Japan"), is_private: true });
    const after = chatReducer(named, { type: "reply", reply: privately });
    expect(after.itinerary?.destination).toBe("Kyoto, Japan");
    expect(replyChangesTrip(privately)).toBe(false);
  });

  it("leaves the trip's dates alone for a proposal until someone applies it", () => {
    const proposal = {
      id: "p1",
      trip_id: "t1",
      status: "pending" as const,
      summary: {
        text: "5 days instead of 4",
        days_before: 4,
        days_after: 5,
        added: 3,
        removed: 0,
        flight_changed: false,
        hotel_changed: false,
        price_difference: null,
      },
      base_revision: 1,
      asked_by: "u2",
      private: false,
      created_at: "2027-05-01T09:00:00Z",
    };
    const planned = chatReducer(joined(), { type: "reply", reply: reply("r1", "m1", { ctx: ctx("Kyoto, Japan") }) });
    const proposedCtx = { ...ctx("Kyoto, Japan"), dates: "May 3 - May 7", proposal };
    const proposed = reply("r2", "m2", { ctx: proposedCtx });
    const after = chatReducer(planned, { type: "reply", reply: proposed });
    expect(after.itinerary?.dates).toBe("May 3 - May 5");
    expect(ids(after)).toContain("r2");
    expect(replyChangesTrip(proposed)).toBe(false);
    // On load too: the trip's own dates are asked for.
    expect(joined({ replies: [message("r2", { role: "assistant", ctx: proposedCtx })] }).itinerary).toBeNull();
  });

  it("asks Lotus only when a shared trip's message names it, or is private", () => {
    expect(addressesLotus("hello all", [], true, false)).toBe(false);
    expect(addressesLotus("hello all", [], false, false)).toBe(true);
    expect(addressesLotus("@Lotus where to eat?", [], true, false)).toBe(true);
    expect(addressesLotus("hi", [{ id: "assistant", username: "Lotus", type: "ai" }], true, false)).toBe(true);
    expect(addressesLotus("just me", [], true, true)).toBe(true);

    const shared = joined({ trip_shared: true });
    const { placeholder, state } = send(shared, "hello all");
    expect(placeholder).toBeNull();
    expect(state.waiting).toBe(false);
    expect(state.messages).toHaveLength(1);
  });

  it("drops the streamed text on a failed turn, and the message itself when sending failed", () => {
    const { local, state: sent } = send(joined(), "3 days in Lisbon");
    const streaming = chatReducer(sent, {
      type: "partial",
      piece: { trip_id: "t1", id: "r1", in_reply_to: local.id, delta: "Here" },
      now: "2027-05-01T09:00:01Z",
    });
    const failed = chatReducer(streaming, {
      type: "reply",
      reply: { trip_id: "t1", id: "r1", in_reply_to: local.id, error: "engine down", custom_msg: "" },
    });
    expect(ids(failed)).toEqual([local.id]);
    expect(failed.waiting).toBe(false);

    const refused = chatReducer(sent, { type: "send_failed", localId: local.id });
    expect(refused.messages).toEqual([]);
    expect(refused.waiting).toBe(false);
  });

  it("adds Lotus's unprompted news without disturbing a reply being streamed", () => {
    const { local, state: sent } = send(joined(), "3 days in Lisbon");
    const news = reply("w1", "", { in_reply_to: null, msg: "Prices changed" });
    const state = chatReducer(sent, { type: "reply", reply: news });
    expect(ids(state)).toEqual([local.id, `pending-${local.id}`, "w1"]);
    expect(state.waiting).toBe(true);
    expect(chatReducer(state, { type: "reply", reply: news })).toBe(state);
  });

  it("catches up after a reconnect, keeping the reply still being written", () => {
    const { local, state: sent } = send(joined({ replies: [message("m1")] }), "and hotels?");
    const state = chatReducer(sent, { type: "rejoined", replies: [message("m1"), message("m9")] });
    expect(ids(state)).toEqual(["m1", "m9", `pending-${local.id}`]);
  });

  it("lists each message once, without the event's trip id", () => {
    const once = chatReducer(joined(), { type: "user_message", message: { ...message("m2"), trip_id: "t1" } });
    expect(once.messages).toEqual([message("m2")]);
    expect(chatReducer(once, { type: "user_message", message: message("m2") })).toBe(once);
  });

  it("makes the first message's trip, owned by its sender, and follows members and renames", () => {
    const owner = {
      visible_id: "u1",
      first_name: "Olga",
      last_name: "Berg",
      access_type: "owner" as const,
      role: "owner" as const,
    };
    const created = chatReducer(blankChat, { type: "created", tripId: "t9", owner });
    expect(created.trip).toMatchObject({ tripId: "t9", name: "New Trip", members: [owner] });

    const member = {
      trip_id: "t9",
      user_id: "u2",
      access_type: "member" as const,
      first_name: "Nina",
      last_name: "Park",
      role: "editor" as const,
    };
    const grown = chatReducer(created, { type: "member_added", member });
    expect(grown.trip.shared).toBe(true);
    expect(grown.trip.members.map((m) => m.visible_id)).toEqual(["u1", "u2"]);
    expect(chatReducer(grown, { type: "member_added", member })).toBe(grown);

    expect(chatReducer(grown, { type: "renamed", name: "Porto" }).trip.name).toBe("Porto");
    expect(chatReducer(grown, { type: "viewed", at: "2027-05-01T10:00:00Z" }).lastViewed).toBe("2027-05-01T10:00:00Z");
  });
});

describe("permissions", () => {
  it("are the server's, not derived from the role", () => {
    const member = {
      view: true,
      chat: true,
      add_member: true,
      share: false,
      manage_invites: false,
      rename: false,
      delete: false,
      edit_itinerary: false,
      manage_roles: false,
    };
    expect(joined({ access_type: "member", permissions: member }).trip.permissions).toEqual(member);
  });

  it("follow role changes, and what a new join says", () => {
    const nina = {
      visible_id: "u2",
      first_name: "Nina",
      last_name: "Park",
      access_type: "member" as const,
      role: "editor" as const,
    };
    const state = joined({ members: [...joined().trip.members, nina] });
    const viewer = chatReducer(state, { type: "role_changed", userId: "u2", role: "viewer" });
    expect(viewer.trip.members.find((m) => m.visible_id === "u2")?.role).toBe("viewer");
    expect(chatReducer(viewer, { type: "role_changed", userId: "u2", role: "viewer" })).toBe(viewer);
    const readOnly = { ...state.trip.permissions, edit_itinerary: false };
    const access = chatReducer(state, { type: "access", members: state.trip.members, permissions: readOnly });
    expect(access.trip.permissions.edit_itinerary).toBe(false);
  });

  it("a new member shows with the role the event says they joined with", () => {
    const member = {
      trip_id: "t1",
      user_id: "u2",
      access_type: "member" as const,
      first_name: "N",
      last_name: "P",
      role: "viewer" as const,
    };
    const grown = chatReducer(joined(), { type: "member_added", member });
    expect(grown.trip.members.find((m) => m.visible_id === "u2")?.role).toBe("viewer");
  });
});

describe("the itinerary's date line", () => {
  it("takes the trip's dates after a change no reply carried", () => {
    const itinerary = { itinerary: [], destination: "Lisbon, Portugal", dates: "Mar 10 - Mar 15, 2027" };
    expect(chatReducer(joined(), { type: "itinerary_loaded", itinerary }).itinerary).toEqual(itinerary);
  });
});

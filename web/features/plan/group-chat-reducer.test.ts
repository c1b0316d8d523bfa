import { describe, expect, it } from "vitest";
import type { TGroupMessage } from "../../../common/api/together";
import { groupChatFromPage, groupChatReducer, unreadCount } from "./group-chat-reducer";

const at = (minute: number) => `2027-05-01T10:${String(minute).padStart(2, "0")}:00.000Z`;
const said = (id: string, minute: number, userId = "u2"): TGroupMessage => ({
  id,
  trip_id: "t1",
  user_id: userId,
  username: "Sam Ito",
  message: `message ${id}`,
  timestamp: at(minute),
});
const page = (messages: TGroupMessage[], hasMore = false, lastViewed: string | null = null) => ({
  trip_id: "t1",
  messages,
  last_viewed: lastViewed,
  has_more: hasMore,
});
const ids = (messages: TGroupMessage[]) => messages.map((m) => m.id);

describe("the group chat", () => {
  it("adds live messages once, and merges a reconnect's page in time order", () => {
    const start = groupChatFromPage(page([said("a", 1), said("c", 3)]));
    const live = groupChatReducer(start, { type: "received", message: said("d", 4) });
    expect(groupChatReducer(live, { type: "received", message: said("d", 4) })).toBe(live);
    const caught = groupChatReducer(live, { type: "caught_up", page: page([said("b", 2), said("c", 3)]) });
    expect(ids(caught.messages)).toEqual(["a", "b", "c", "d"]);
  });

  it("puts an earlier page before the first message and learns whether more exist", () => {
    const start = groupChatFromPage(page([said("c", 3)], true));
    expect(start.hasEarlier).toBe(true);
    const earlier = groupChatReducer(start, { type: "earlier", page: page([said("a", 1), said("c", 3)]) });
    expect(ids(earlier.messages)).toEqual(["a", "c"]);
    expect(earlier.hasEarlier).toBe(false);
  });

  it("counts other people's messages after the read marker as unread", () => {
    const state = groupChatFromPage(page([said("a", 1), said("b", 2), said("mine", 3, "u1")], false, at(1)));
    expect(unreadCount(state, "u1")).toBe(1);
    expect(unreadCount(groupChatReducer(state, { type: "viewed", at: at(3) }), "u1")).toBe(0);
    expect(unreadCount({ ...state, lastViewed: null }, "u1")).toBe(2);
    expect(unreadCount(undefined, "u1")).toBe(0);
  });
});

import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { TNotification } from "../../../common/api/together";
import { queryKeys } from "../../api/query-keys";
import type { NotificationsState } from "./notifications-cache";
import { followNotifications, type NotificationSocket } from "./notifications-live";

// A stand-in for the tab's socket: listeners by event, and a way to push.
function fakeSocket() {
  const listeners = new Map<string, Set<(payload?: unknown) => void>>();
  const socket = {
    connected: true,
    on(event: string, fn: (payload?: unknown) => void) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)?.add(fn);
      return socket;
    },
    off(event: string, fn: (payload?: unknown) => void) {
      listeners.get(event)?.delete(fn);
      return socket;
    },
  };
  const push = (event: string, payload?: unknown) => {
    for (const fn of listeners.get(event) ?? []) fn(payload);
  };
  const count = () => [...listeners.values()].reduce((n, set) => n + set.size, 0);
  return { socket: socket as unknown as NotificationSocket, push, count };
}

const news: TNotification = {
  id: "n1",
  title: "Sam mentioned you",
  type: "mention",
  entity_type: "group_chat",
  created_at: "2026-05-01T10:00:00Z",
  is_read: false,
  action_url: "/plan/t",
};

describe("pushed notifications", () => {
  it("count once after React's StrictMode mounts the listener twice", () => {
    const { socket, push, count } = fakeSocket();
    const queryClient = new QueryClient();
    const joins: string[] = [];
    const heard: string[] = [];
    const follow = () =>
      followNotifications({
        socket,
        queryClient,
        userId: "u1",
        join: () => joins.push("join"),
        onNews: (n) => heard.push(n.id),
      });
    // Mount, StrictMode's unmount, mount again.
    follow()();
    const stop = follow();
    push("notification", { notification: news });
    push("notification", { notification: { ...news, id: "r1", type: "notification_read", notification_id: "n1" } });
    push("notification", { notification: { ...news, id: "n2" } });
    const state = queryClient.getQueryData<NotificationsState>(queryKeys.notifications("u1"));
    expect(state?.unread_count).toBe(1);
    expect(state?.notifications.map((n) => [n.id, n.is_read])).toEqual([
      ["n2", false],
      ["n1", true],
    ]);
    expect(heard).toEqual(["n1", "n2"]);
    // Joined once per mount while connected, and again on each reconnect.
    push("connect");
    expect(joins).toHaveLength(3);
    stop();
    expect(count()).toBe(0);
  });
});

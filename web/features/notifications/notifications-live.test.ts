import { QueryClient, QueryObserver } from "@tanstack/react-query";
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
        join: async () => {
          joins.push("join");
        },
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

  it("reads the list again once a join is acknowledged, so nothing stored before the join is lost", async () => {
    const { socket, push } = fakeSocket();
    const queryClient = new QueryClient();
    let reads = 0;
    let stored: TNotification[] = [];
    const key = queryKeys.notifications("u1");
    const queryFn = async (): Promise<NotificationsState> => {
      reads += 1;
      return { notifications: stored, unread_count: stored.filter((n) => !n.is_read).length };
    };
    // The bell's list, watched as the page watches it (only a watched query is read again).
    const unwatch = new QueryObserver(queryClient, { queryKey: key, queryFn }).subscribe(() => undefined);
    await expect.poll(() => reads).toBe(1);
    let ack: () => void = () => undefined;
    const stop = followNotifications({
      socket,
      queryClient,
      userId: "u1",
      join: () => new Promise<void>((resolve) => (ack = resolve)),
      onNews: () => undefined,
    });
    // Stored while the join was on its way: pushed to a room this tab was not in yet.
    stored = [news];
    expect(queryClient.getQueryData<NotificationsState>(key)?.unread_count).toBe(0);
    ack();
    await expect.poll(() => queryClient.getQueryData<NotificationsState>(key)?.unread_count).toBe(1);
    const afterFirstJoin = reads;
    // A reconnect joins and reads again; after the cleanup nothing is read.
    push("connect");
    ack();
    await expect.poll(() => reads).toBe(afterFirstJoin + 1);
    stop();
    push("connect");
    ack();
    await new Promise((r) => setTimeout(r, 20));
    expect(reads).toBe(afterFirstJoin + 1);
    unwatch();
  });
});

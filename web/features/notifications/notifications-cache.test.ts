import { describe, expect, it } from "vitest";
import type { TNotification } from "../../../common/api/together";
import {
  applyNotification,
  markEveryRead,
  markOneRead,
  markOneUnread,
  type NotificationsState,
  noNotifications,
} from "./notifications-cache";

const mention = (id: string, read = false): TNotification => ({
  id,
  title: "Sam mentioned you",
  type: "mention",
  entity_type: "group_chat",
  created_at: "2026-05-01T10:00:00Z",
  is_read: read,
  action_url: "/plan/t?open_chat=1",
});
const receipt = (id: string): TNotification => ({
  ...mention(`receipt-${id}`),
  type: "notification_read",
  notification_id: id,
});
const state = (...items: TNotification[]): NotificationsState => ({
  notifications: items,
  unread_count: items.filter((n) => !n.is_read).length,
});

describe("the bell's notifications", () => {
  it("puts news on top and counts it once, however often it is delivered", () => {
    const once = applyNotification(state(mention("a", true)), mention("b"));
    expect(once.notifications.map((n) => n.id)).toEqual(["b", "a"]);
    expect(once.unread_count).toBe(1);
    expect(applyNotification(once, mention("b")).unread_count).toBe(1);
  });

  it("lowers the count by one for a read receipt, and only for an unread notification it holds", () => {
    const start = state(mention("a"), mention("b"));
    const read = applyNotification(start, receipt("a"));
    expect(read.unread_count).toBe(1);
    expect(read.notifications.find((n) => n.id === "a")?.is_read).toBe(true);
    expect(applyNotification(read, receipt("a")).unread_count).toBe(1);
    expect(applyNotification(read, receipt("unknown")).unread_count).toBe(1);
  });

  it("marks everything read on a bulk receipt that changed something", () => {
    const start = state(mention("a"), mention("b"));
    const bulk = { ...mention("bulk"), type: "bulk_notifications_read" as const };
    expect(applyNotification(start, { ...bulk, updated_count: 2 })).toEqual(markEveryRead(start));
    expect(markEveryRead(start).unread_count).toBe(0);
    expect(applyNotification(start, { ...bulk, updated_count: 0 })).toBe(start);
  });

  it("undoes an optimistic read exactly", () => {
    const start = state(mention("a"), mention("b", true));
    const read = markOneRead(start, "a");
    expect(read.unread_count).toBe(0);
    expect(markOneUnread(read, "a")).toEqual(start);
    expect(markOneRead(noNotifications, "a")).toBe(noNotifications);
  });
});

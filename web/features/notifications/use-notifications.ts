import { useCallback, useEffect, useState } from "react";
import type { TNotification } from "../../../common/api/together";
import { getSocket } from "../../api/socket";
import { fetchNotifications, markAllNotificationsRead, markNotificationRead } from "../../api/together";
import { useAuth } from "../auth/auth-provider";

const DESKTOP_CLOSE_MS = 5000;

function desktopNotify(n: TNotification) {
  if (typeof Notification === "undefined" || Notification.permission !== "granted") return;
  const shown = new Notification(n.title, { body: n.content ?? "", icon: "/favicon.svg", tag: n.id });
  shown.onclick = () => {
    window.focus();
    window.location.assign(n.action_url);
  };
  // Mentions stay until dismissed; others go after 5 s.
  if (n.type !== "mention") setTimeout(() => shown.close(), DESKTOP_CLOSE_MS);
}

/** The user's notifications: loaded, pushed live (joined again on every reconnect), marked read optimistically. */
export function useNotifications() {
  const { userId } = useAuth();
  const [items, setItems] = useState<TNotification[]>([]);
  const [unread, setUnread] = useState(0);

  useEffect(() => {
    if (!userId) return;
    let live = true;
    fetchNotifications(userId)
      .then((res) => {
        if (live && res.ok) {
          setItems(res.data.notifications);
          setUnread(res.data.unread_count);
        }
      })
      .catch(() => {
        // The spec: a failed fetch leaves the state unchanged.
      });
    if (typeof Notification !== "undefined" && Notification.permission === "default") {
      void Notification.requestPermission().catch(() => {});
    }
    const socket = getSocket();
    const join = () => socket.emit("join_notifications", { user_id: userId });
    if (socket.connected) join();
    socket.on("connect", join);
    const onNotification = ({ notification: n }: { notification: TNotification }) => {
      if (n.type === "bulk_notifications_read") {
        if ((n.updated_count ?? 0) > 0) {
          setItems((list) => list.map((x) => ({ ...x, is_read: true })));
          setUnread(0);
        }
        return;
      }
      if (n.type === "notification_read") {
        setItems((list) => {
          const target = list.find((x) => x.id === n.notification_id);
          if (target && !target.is_read) setUnread((c) => Math.max(0, c - 1));
          return list.map((x) => (x.id === n.notification_id ? { ...x, is_read: true } : x));
        });
        return;
      }
      setItems((list) => [n, ...list.filter((x) => x.id !== n.id)]);
      setUnread((c) => c + 1);
      desktopNotify(n);
    };
    socket.on("notification", onNotification);
    return () => {
      live = false;
      socket.off("connect", join);
      socket.off("notification", onNotification);
    };
  }, [userId]);

  const markRead = useCallback(async (n: TNotification) => {
    if (n.is_read) return;
    setItems((list) => list.map((x) => (x.id === n.id ? { ...x, is_read: true } : x)));
    setUnread((c) => Math.max(0, c - 1));
    try {
      const res = await markNotificationRead(n.id);
      if (!res.ok) throw new Error();
    } catch {
      // Rolled back silently, as the spec says.
      setItems((list) => list.map((x) => (x.id === n.id ? { ...x, is_read: false } : x)));
      setUnread((c) => c + 1);
    }
  }, []);

  const markAllRead = useCallback(async () => {
    if (!userId) return;
    const before = items;
    const count = unread;
    setItems((list) => list.map((x) => ({ ...x, is_read: true })));
    setUnread(0);
    try {
      const res = await markAllNotificationsRead(userId);
      if (!res.ok) throw new Error();
    } catch {
      setItems(before);
      setUnread(count);
    }
  }, [userId, items, unread]);

  return { items, unread, markRead, markAllRead };
}

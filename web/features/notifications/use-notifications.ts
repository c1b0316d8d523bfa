import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";
import type { TNotification } from "../../../common/api/together";
import { queryKeys } from "../../api/query-keys";
import { emitWithAck, getSocket } from "../../api/socket";
import { fetchNotifications, markAllNotificationsRead, markNotificationRead } from "../../api/together";
import { unwrap } from "../../api/unwrap";
import { useAuth } from "../auth/auth-provider";
import { markEveryRead, markOneRead, markOneUnread, type NotificationsState } from "./notifications-cache";
import { followNotifications } from "./notifications-live";

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
  const queryClient = useQueryClient();
  const key = queryKeys.notifications(userId ?? "");
  const list = useQuery({
    queryKey: key,
    enabled: Boolean(userId),
    // The spec: a failed fetch leaves the state unchanged.
    retry: false,
    queryFn: async () => unwrap(await fetchNotifications(userId ?? ""), "Failed to load notifications"),
  });

  useEffect(() => {
    if (!userId) return;
    if (typeof Notification !== "undefined" && Notification.permission === "default") {
      void Notification.requestPermission().catch(() => {});
    }
    return followNotifications({
      socket: getSocket(),
      queryClient,
      userId,
      join: () => emitWithAck("join_notifications", { user_id: userId }),
      onNews: desktopNotify,
    });
  }, [userId, queryClient]);

  const change = (update: (state: NotificationsState) => NotificationsState) =>
    queryClient.setQueryData<NotificationsState>(key, (state) => state && update(state));

  // Marked read at once; a refusal puts it back silently, as the spec says.
  const readOne = useMutation({
    mutationFn: async (n: TNotification) => unwrap(await markNotificationRead(n.id), "mark read failed"),
    onMutate: async (n) => {
      await queryClient.cancelQueries({ queryKey: key });
      change((state) => markOneRead(state, n.id));
    },
    onError: (_error, n) => change((state) => markOneUnread(state, n.id)),
  });
  const readAll = useMutation({
    mutationFn: async (user: string) => unwrap(await markAllNotificationsRead(user), "mark all read failed"),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<NotificationsState>(key);
      change(markEveryRead);
      return { before };
    },
    onError: (_error, _user, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
  });

  const { mutate: mutateOne } = readOne;
  const { mutate: mutateAll } = readAll;
  const markRead = useCallback((n: TNotification) => (n.is_read ? undefined : mutateOne(n)), [mutateOne]);
  const markAllRead = useCallback(() => (userId ? mutateAll(userId) : undefined), [userId, mutateAll]);

  return {
    items: list.data?.notifications ?? [],
    unread: list.data?.unread_count ?? 0,
    markRead,
    markAllRead,
  };
}

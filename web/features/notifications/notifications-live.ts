import type { QueryClient } from "@tanstack/react-query";
import type { TNotification } from "../../../common/api/together";
import { queryKeys } from "../../api/query-keys";
import type { LotusClientSocket } from "../../api/socket";
import { applyNotification, isReceipt, type NotificationsState, noNotifications } from "./notifications-cache";

export type NotificationSocket = Pick<LotusClientSocket, "on" | "off" | "connected">;

/**
 * Pushed notifications into the cache of `userId`'s list, joining the notification room now and
 * on every (re)connect. Returns the cleanup; `onNews` hears of each new notification once.
 * Once a join is acknowledged the list is read again: a notification stored after the list was
 * read but before the room was joined (page load, a reconnect) was pushed to nobody here.
 */
export function followNotifications(options: {
  socket: NotificationSocket;
  queryClient: QueryClient;
  userId: string;
  join: () => Promise<unknown>;
  onNews: (n: TNotification) => void;
}): () => void {
  const { socket, queryClient, userId, join, onNews } = options;
  let following = true;
  const joinAndResync = () => {
    void join().then(
      () => {
        if (following) void queryClient.invalidateQueries({ queryKey: queryKeys.notifications(userId) });
      },
      () => undefined,
    );
  };
  if (socket.connected) joinAndResync();
  socket.on("connect", joinAndResync);
  const onNotification = ({ notification }: { notification: TNotification }) => {
    // A push before the list has loaded (or after it failed to) starts from an empty one.
    queryClient.setQueryData<NotificationsState>(queryKeys.notifications(userId), (state) =>
      applyNotification(state ?? noNotifications, notification),
    );
    if (!isReceipt(notification)) onNews(notification);
  };
  socket.on("notification", onNotification);
  return () => {
    following = false;
    socket.off("connect", joinAndResync);
    socket.off("notification", onNotification);
  };
}

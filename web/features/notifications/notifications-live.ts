import type { QueryClient } from "@tanstack/react-query";
import type { TNotification } from "../../../common/api/together";
import { queryKeys } from "../../api/query-keys";
import type { LotusClientSocket } from "../../api/socket";
import { applyNotification, isReceipt, type NotificationsState, noNotifications } from "./notifications-cache";

export type NotificationSocket = Pick<LotusClientSocket, "on" | "off" | "connected">;

/**
 * Pushed notifications into the cache of `userId`'s list, joining the notification room now and
 * on every (re)connect. Returns the cleanup; `onNews` hears of each new notification once.
 */
export function followNotifications(options: {
  socket: NotificationSocket;
  queryClient: QueryClient;
  userId: string;
  join: () => void;
  onNews: (n: TNotification) => void;
}): () => void {
  const { socket, queryClient, userId, join, onNews } = options;
  if (socket.connected) join();
  socket.on("connect", join);
  const onNotification = ({ notification }: { notification: TNotification }) => {
    // A push before the list has loaded (or after it failed to) starts from an empty one.
    queryClient.setQueryData<NotificationsState>(queryKeys.notifications(userId), (state) =>
      applyNotification(state ?? noNotifications, notification),
    );
    if (!isReceipt(notification)) onNews(notification);
  };
  socket.on("notification", onNotification);
  return () => {
    socket.off("connect", join);
    socket.off("notification", onNotification);
  };
}

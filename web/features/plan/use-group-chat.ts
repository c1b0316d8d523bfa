import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { type ServerPayload, socketEmitFailed } from "../../../common/api/realtime";
import type { TMention } from "../../../common/api/trips";
import { queryKeys } from "../../api/query-keys";
import { emitWithAck, getSocket, listen, liveQuery } from "../../api/socket";
import { fetchGroupMessages } from "../../api/together";
import type { RichMessage } from "../../components/rich-text";
import { trackChatMessage } from "../../lib/analytics/analytics";
import {
  emptyGroupChat,
  type GroupChatAction,
  type GroupChatState,
  groupChatFromPage,
  groupChatReducer,
  unreadCount,
} from "./group-chat-reducer";
import { rateErrorText } from "./rate-error";

export type GroupSendResult = "sent" | "failed" | "offline";

// The group chat of the trip on screen: history with the read marker, live messages, unread
// counting after last_viewed, 'New joins' until the panel is looked at.

async function readHistory(tripId: string): Promise<GroupChatState> {
  try {
    const res = await fetchGroupMessages(tripId);
    return res.ok ? groupChatFromPage(res.data) : emptyGroupChat;
  } catch {
    return emptyGroupChat;
  }
}

export function useGroupChat(tripId: string, userId: string | null, open: boolean, onError: (m: RichMessage) => void) {
  const queryClient = useQueryClient();
  const current = useRef(tripId);
  current.current = tripId;
  const errorRef = useRef(onError);
  errorRef.current = onError;
  const history = useQuery({
    queryKey: queryKeys.groupChat(tripId),
    queryFn: () => readHistory(tripId),
    enabled: tripId !== "",
    // Live messages keep it current while on screen (a reconnect catches up); off screen nothing does.
    ...liveQuery,
    retry: false,
  });
  const state = history.data;
  const messages = state?.messages ?? null;
  // 'New joins' since the panel was last looked at, for the trip they belong to.
  const [joins, setJoins] = useState({ tripId, count: 0 });
  const newJoins = joins.tripId === tripId ? joins.count : 0;

  const dispatch = useCallback(
    (trip: string, action: GroupChatAction) =>
      queryClient.setQueryData<GroupChatState>(queryKeys.groupChat(trip), (s) => s && groupChatReducer(s, action)),
    [queryClient],
  );

  useEffect(() => {
    const onMessage = (m: ServerPayload<"new_message">) => {
      if (m.trip_id === current.current) dispatch(m.trip_id, { type: "received", message: m });
    };
    const onJoin = (p: ServerPayload<"new_member_added">) => {
      if (p.trip_id === current.current)
        setJoins((j) => ({ tripId: p.trip_id, count: (j.tripId === p.trip_id ? j.count : 0) + 1 }));
    };
    // Back from a dropped connection (a server restart, a network change): fetch what was said
    // meanwhile, merged by id with what is on screen.
    const onReconnect = () => {
      const tripNow = current.current;
      if (!tripNow) return;
      fetchGroupMessages(tripNow)
        .then((res) => {
          if (res.ok && current.current === tripNow) dispatch(tripNow, { type: "caught_up", page: res.data });
        })
        .catch(() => undefined);
    };
    // An @Lotus over the sender's allowance: the message was sent, Lotus will not answer it.
    const onRate = (p: ServerPayload<"rate_error">) => errorRef.current(rateErrorText(p.rate_error, p.rate_expiration));
    return listen({ rate_error: onRate, new_message: onMessage, new_member_added: onJoin }, onReconnect);
  }, [dispatch]);

  /** History comes a page at a time, newest first: the page before the oldest message on screen. */
  const earlier = useMutation({
    mutationFn: async (page: { tripId: string; before: string }) => {
      const res = await fetchGroupMessages(page.tripId, page.before);
      if (!res.ok) throw new Error("earlier messages failed");
      return res.data;
    },
    onSuccess: (page, { tripId: trip }) => dispatch(trip, { type: "earlier", page }),
  });
  const { mutate: mutateEarlier, isPending: earlierPending } = earlier;
  const earlierState: "idle" | "loading" | "error" =
    earlier.variables?.tripId !== tripId ? "idle" : earlierPending ? "loading" : earlier.isError ? "error" : "idle";
  const loadEarlier = useCallback(() => {
    const oldest = messages?.[0];
    if (!oldest || !tripId || earlierPending) return;
    mutateEarlier({ tripId, before: oldest.id });
  }, [messages, tripId, earlierPending, mutateEarlier]);

  const unread = unreadCount(state, userId);

  const markViewed = useCallback(() => {
    const last = messages?.[messages.length - 1];
    setJoins({ tripId, count: 0 });
    if (!last || !tripId) return;
    dispatch(tripId, { type: "viewed", at: last.timestamp });
    getSocket().emit("viewed_message", { trip_id: tripId, timestamp: last.timestamp, chat_type: "group_chat" });
  }, [messages, tripId, dispatch]);

  // Reading the open panel keeps it read.
  useEffect(() => {
    if (open && unread > 0) markViewed();
  }, [open, unread, markViewed]);

  /**
   * Sends a message with the members it mentions (by id). "offline": the connection is down, the
   * caller keeps the text and sends again once it is back; "failed": the error is shown.
   */
  const send = useCallback(
    async (text: string, mentions: TMention[] = []): Promise<GroupSendResult> => {
      if (!text.trim() || !tripId) return "failed";
      if (!getSocket().connected) return "offline";
      trackChatMessage("Group Chat", text);
      try {
        const ack = await emitWithAck("chat_message", { trip_id: tripId, message: text, mentions });
        if ("error" in ack) {
          errorRef.current(ack.error);
          return "failed";
        }
        // The sender's own message shows at once, whether or not the room's echo has come yet.
        dispatch(tripId, { type: "received", message: ack.message });
        return "sent";
      } catch {
        // Lost with the connection: kept to be sent again, not an error to refresh for.
        if (!getSocket().connected) return "offline";
        errorRef.current(socketEmitFailed);
        return "failed";
      }
    },
    [tripId, dispatch],
  );

  return {
    messages,
    unread,
    newJoins,
    send,
    markViewed,
    hasEarlier: state?.hasEarlier ?? false,
    earlier: earlierState,
    loadEarlier,
  };
}

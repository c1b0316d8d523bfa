import { useCallback, useEffect, useRef, useState } from "react";
import type { TGroupMessage } from "../../../common/api/together";
import { emitWithAck, getSocket } from "../../api/socket";
import { fetchGroupMessages } from "../../api/together";
import { trackChatMessage } from "../../lib/analytics/analytics";

// The group chat of the trip on screen: history with the read marker, live messages, unread
// counting after last_viewed, 'New joins' until the panel is looked at.

export function useGroupChat(tripId: string, userId: string | null, open: boolean, onError: (m: string) => void) {
  const [messages, setMessages] = useState<TGroupMessage[] | null>(null);
  const [lastViewed, setLastViewed] = useState<string | null>(null);
  const [newJoins, setNewJoins] = useState(0);
  const current = useRef(tripId);
  current.current = tripId;

  useEffect(() => {
    setMessages(null);
    setNewJoins(0);
    if (!tripId) return;
    let live = true;
    fetchGroupMessages(tripId)
      .then((res) => {
        if (!live) return;
        if (res.ok) {
          setMessages(res.data.messages);
          setLastViewed(res.data.last_viewed);
        } else setMessages([]);
      })
      .catch(() => live && setMessages([]));
    return () => {
      live = false;
    };
  }, [tripId]);

  useEffect(() => {
    const socket = getSocket();
    const onMessage = (m: TGroupMessage) => {
      if (m.trip_id !== current.current) return;
      setMessages((list) => (list && !list.some((x) => x.id === m.id) ? [...list, m] : list));
    };
    const onJoin = (p: { trip_id: string }) => {
      if (p.trip_id === current.current) setNewJoins((n) => n + 1);
    };
    // Back from a dropped connection (a server restart, a network change): fetch what was said
    // meanwhile, merged by id with what is on screen.
    const onReconnect = () => {
      const tripNow = current.current;
      if (!tripNow) return;
      fetchGroupMessages(tripNow)
        .then((res) => {
          if (!res.ok || current.current !== tripNow) return;
          setMessages((list) => {
            const known = new Set((list ?? []).map((m) => m.id));
            return [...(list ?? []), ...res.data.messages.filter((m) => !known.has(m.id))].sort((x, y) =>
              x.timestamp.localeCompare(y.timestamp),
            );
          });
        })
        .catch(() => undefined);
    };
    socket.on("new_message", onMessage);
    socket.on("new_member_added", onJoin);
    socket.io.on("reconnect", onReconnect);
    return () => {
      socket.off("new_message", onMessage);
      socket.off("new_member_added", onJoin);
      socket.io.off("reconnect", onReconnect);
    };
  }, []);

  const unread =
    messages?.filter((m) => m.user_id !== userId && (lastViewed === null || m.timestamp > lastViewed)).length ?? 0;

  const markViewed = useCallback(() => {
    const last = messages?.[messages.length - 1];
    setNewJoins(0);
    if (!last || !tripId) return;
    setLastViewed(last.timestamp);
    getSocket().emit("viewed_message", { trip_id: tripId, timestamp: last.timestamp, chat_type: "group_chat" });
  }, [messages, tripId]);

  // Reading the open panel keeps it read.
  useEffect(() => {
    if (open && unread > 0) markViewed();
  }, [open, unread, markViewed]);

  const send = useCallback(
    async (text: string) => {
      if (!text.trim() || !tripId) return false;
      trackChatMessage("Group Chat", text);
      try {
        const ack = await emitWithAck<{ ok?: boolean; error?: string }>("chat_message", {
          trip_id: tripId,
          message: text,
        });
        if (ack.error) {
          onError(ack.error);
          return false;
        }
        return true;
      } catch {
        onError("Sorry, something went wrong. Please refresh the page before trying again.");
        return false;
      }
    },
    [tripId, onError],
  );

  return { messages, unread, newJoins, send, markViewed };
}

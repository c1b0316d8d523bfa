import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { TItineraryDay, TMember, TMention, TTripMessage } from "../../../common/api/trips";
import { emitWithAck, getSocket } from "../../api/socket";
import { fetchItinerary } from "../../api/trips";
import { trackChatMessage } from "../../lib/analytics/analytics";
import { useAuth } from "../auth/auth-provider";
import { refreshTrips } from "../shell/trips-refresh";

// The planning screen's state (spec section 4): trip loading, the AI chat send with its streaming
// placeholder, one message in flight, rate errors returning the text to the input.

export const texts = {
  notFound: "Hmmm... that trip was not found or you do not have access to it. Please try again.",
  loadFailed: "Something went wrong loading your trip, please refresh the page and try again",
  itineraryFailed: "Something went wrong updating trip itinerary, please refresh the page and try again",
  sendFailed: "Something went wrong sending your message, please refresh the page and try again",
  emitFailed: "Sorry, something went wrong. Please refresh the page before trying again.",
} as const;

export type ChatMessage = TTripMessage & { isPartial?: boolean };
export type TripInfo = {
  tripId: string;
  name: string;
  accessType: "owner" | "member";
  shared: boolean;
  members: TMember[];
};
export type Itinerary = { itinerary: TItineraryDay[]; destination: string | null; dates: string | null };
export type RateError = { text: string; expiresAt: string };

const blankTrip: TripInfo = { tripId: "", name: "New Trip", accessType: "owner", shared: false, members: [] };
const emptyItinerary: Itinerary = { itinerary: [], destination: null, dates: null };

export function useTripChat(tripId: string, onError: (message: string) => void) {
  const { userId, userInfo } = useAuth();
  const navigate = useNavigate();
  const [trip, setTrip] = useState<TripInfo>(blankTrip);
  const [messages, setMessages] = useState<ChatMessage[] | null>(tripId ? null : []);
  const [itinerary, setItinerary] = useState<Itinerary>(emptyItinerary);
  const [itineraryLoading, setItineraryLoading] = useState(false);
  const [lastViewed, setLastViewed] = useState<string | null>(null);
  const [waiting, setWaiting] = useState(false);
  const current = useRef(tripId);
  // A trip this screen just created by sending its first message: already loaded, not reloaded.
  const createdHere = useRef<string | null>(null);
  const errorRef = useRef(onError);
  errorRef.current = onError;

  // Loading a trip: a blank one for /plan, else join its room and read its messages.
  useEffect(() => {
    current.current = tripId;
    if (!tripId) {
      setTrip(blankTrip);
      setMessages([]);
      setItinerary(emptyItinerary);
      setWaiting(false);
      return;
    }
    if (createdHere.current === tripId) return;
    let live = true;
    setMessages(null);
    setItinerary(emptyItinerary);
    type JoinAck =
      | { error: string }
      | {
          error: null;
          trip_id: string;
          members: TMember[];
          replies: TTripMessage[];
          last_viewed: string | null;
          name: string;
          access_type: "owner" | "member";
          trip_shared: boolean;
        };
    emitWithAck<JoinAck>("join_trip", { trip_id: tripId })
      .then(async (ack) => {
        if (!live) return;
        if (ack.error !== null) {
          errorRef.current(ack.error === "trip not found" ? texts.notFound : texts.loadFailed);
          if (ack.error === "trip not found") navigate("/plan", { replace: true });
          return;
        }
        setTrip({
          tripId: ack.trip_id,
          name: ack.name,
          accessType: ack.access_type,
          shared: ack.trip_shared,
          members: ack.members,
        });
        setMessages(ack.replies);
        setLastViewed(ack.last_viewed);
        // The owner's itinerary comes with the last reply; anyone else asks for the trip's.
        const last = [...ack.replies].reverse().find((m) => m.ctx);
        if (last?.ctx && ack.access_type === "owner") {
          setItinerary({ itinerary: last.ctx.itinerary, destination: last.ctx.destination, dates: last.ctx.dates });
          return;
        }
        setItineraryLoading(true);
        try {
          const res = await fetchItinerary(ack.trip_id);
          if (!live) return;
          if (res.ok) setItinerary(res.data);
          else errorRef.current(texts.itineraryFailed);
        } catch {
          if (live) errorRef.current(texts.itineraryFailed);
        } finally {
          if (live) setItineraryLoading(false);
        }
      })
      .catch(() => live && errorRef.current(texts.loadFailed));
    return () => {
      live = false;
      getSocket().emit("leave_trip", { trip_id: tripId });
    };
  }, [tripId, navigate]);

  // Pushed events for the trip on screen.
  useEffect(() => {
    const socket = getSocket();
    const mine = (p: { trip_id?: string }) => p.trip_id && p.trip_id === current.current;
    const onUserMessage = (p: ChatMessage & { trip_id: string }) => {
      if (!mine(p)) return;
      setMessages((list) => (list && !list.some((m) => m.id === p.id) ? [...list, p] : list));
    };
    const onPartial = (p: { trip_id: string; id: string; msg: string; in_reply_to: string }) => {
      if (!mine(p)) return;
      setMessages((list) => {
        if (!list) return list;
        const partial: ChatMessage = {
          id: p.id,
          msg: p.msg,
          role: "assistant",
          ctx: null,
          user_id: "assistant",
          mentions: [],
          in_reply_to: p.in_reply_to,
          created_at: new Date().toISOString(),
          is_private: false,
          isPartial: true,
        };
        // The partial merges into the placeholder (or the reply being streamed).
        const at = list.findIndex((m) => m.id === p.id || (m.isPartial && m.id === `pending-${p.in_reply_to}`));
        if (at === -1) {
          const placeholder = list.findIndex((m) => m.isPartial && m.id.startsWith("pending-"));
          if (placeholder === -1) return [...list, partial];
          return list.map((m, i) => (i === placeholder ? partial : m));
        }
        return list.map((m, i) => (i === at ? partial : m));
      });
    };
    const onFinal = (p: ChatMessage & { trip_id: string; error?: string; custom_msg?: string }) => {
      if (!mine(p)) return;
      // Lotus speaking unprompted (a price or weather change on a watched trip): added to the
      // chat without touching an answer that may be streaming meanwhile.
      if (!p.error && p.role === "assistant" && p.in_reply_to === null && p.ctx === null) {
        const { trip_id: _t, ...line } = p;
        setMessages((list) => (list && !list.some((m) => m.id === line.id) ? [...list, line] : list));
        return;
      }
      setWaiting(false);
      if (p.error) {
        setMessages((list) => list?.filter((m) => !m.isPartial) ?? list);
        errorRef.current(p.custom_msg ?? texts.sendFailed);
        return;
      }
      const { trip_id: _t, ...message } = p;
      setMessages((list) => {
        if (!list) return list;
        const rest = list.filter((m) => m.id !== message.id && !(m.isPartial && m.id.startsWith("pending-")));
        return [...rest, message];
      });
      if (message.ctx) {
        // The server names a 'New Trip' after its destination once Lotus knows it; so does the header.
        const city = message.ctx.destination?.split(",")[0];
        if (city) setTrip((t) => (t.name === "New Trip" ? { ...t, name: `Trip to ${city}` } : t));
        setItinerary({
          itinerary: message.ctx.itinerary,
          destination: message.ctx.destination,
          dates: message.ctx.dates,
        });
        refreshTrips();
      }
    };
    const onMember = (p: {
      trip_id: string;
      user_id: string;
      access_type: "owner" | "member";
      first_name: string;
      last_name: string;
    }) => {
      if (!mine(p)) return;
      setTrip((t) =>
        t.members.some((m) => m.visible_id === p.user_id)
          ? t
          : {
              ...t,
              shared: true,
              members: [
                ...t.members,
                { visible_id: p.user_id, first_name: p.first_name, last_name: p.last_name, access_type: p.access_type },
              ],
            },
      );
    };
    // Back from a dropped connection (a server restart, another process behind the balancer):
    // rooms belong to a connection, so join the trip again and take in what was said meanwhile.
    const onReconnect = () => {
      const tripNow = current.current;
      if (!tripNow) return;
      emitWithAck<{ error: string | null; replies?: ChatMessage[] }>("join_trip", { trip_id: tripNow })
        .then((ack) => {
          if (ack.error !== null || !ack.replies || current.current !== tripNow) return;
          const replies = ack.replies;
          setMessages((list) => {
            const stored = new Set(replies.map((m) => m.id));
            // Keep what is still being written on screen (a pending or streaming reply).
            const pending = (list ?? []).filter((m) => m.isPartial && !stored.has(m.id));
            return [...replies, ...pending];
          });
        })
        .catch(() => undefined);
    };
    socket.on("new_member_added", onMember);
    socket.on("new_user_to_ai_msg", onUserMessage);
    socket.on("partial_ai_response", onPartial);
    socket.on("new_ai_response", onFinal);
    socket.io.on("reconnect", onReconnect);
    return () => {
      socket.io.off("reconnect", onReconnect);
      socket.off("new_member_added", onMember);
      socket.off("new_user_to_ai_msg", onUserMessage);
      socket.off("partial_ai_response", onPartial);
      socket.off("new_ai_response", onFinal);
    };
  }, []);

  /**
   * Sends a message; resolves to a rate error (the caller puts the text back in the input), or
   * null. Only one message may be in flight.
   */
  const send = useCallback(
    async (input: {
      text: string;
      mentions: TMention[];
      inReplyTo: string | null;
      isPrivate: boolean;
    }): Promise<RateError | null> => {
      const text = input.text.trim();
      if (!text || waiting || messages === null || !userId) return null;
      const addressed =
        !trip.shared || input.isPrivate || input.mentions.some((m) => m.type === "ai") || /(^|\s)@lotus\b/i.test(text);
      const localId = `local-${Date.now()}`;
      const local: ChatMessage = {
        id: localId,
        msg: text,
        role: "user",
        ctx: null,
        user_id: userId,
        mentions: input.mentions,
        in_reply_to: input.inReplyTo,
        created_at: new Date().toISOString(),
        is_private: trip.shared && input.isPrivate,
      };
      const placeholder: ChatMessage = {
        ...local,
        id: `pending-${localId}`,
        msg: "",
        role: "assistant",
        user_id: "assistant",
        isPartial: true,
      };
      setMessages((list) => [...(list ?? []), local, ...(addressed ? [placeholder] : [])]);
      if (addressed) setWaiting(true);
      const dropLocal = () =>
        setMessages((list) => list?.filter((m) => m.id !== localId && m.id !== placeholder.id) ?? list);
      trackChatMessage("AI Chat", text);
      try {
        const ack = await emitWithAck<{
          trip_id?: string;
          rate_error?: string;
          rate_expiration?: string;
          error?: string;
        }>("new_ai_msg", {
          user_message: text,
          trip_id: trip.tripId,
          in_reply_to: input.inReplyTo,
          mentions: input.mentions,
          private: trip.shared && input.isPrivate,
        });
        if (ack.rate_error) {
          dropLocal();
          setWaiting(false);
          return { text: ack.rate_error, expiresAt: ack.rate_expiration ?? "" };
        }
        if (ack.error || !ack.trip_id) {
          dropLocal();
          setWaiting(false);
          errorRef.current(ack.error === "trip not found" ? texts.notFound : (ack.error ?? texts.sendFailed));
          return null;
        }
        const newTripId = ack.trip_id;
        if (!trip.tripId) {
          createdHere.current = newTripId;
          current.current = newTripId;
          // The trip now exists with its owner as its one member.
          setTrip((t) => ({
            ...t,
            tripId: newTripId,
            members: t.members.length
              ? t.members
              : [
                  {
                    visible_id: userId,
                    first_name: userInfo?.firstName ?? "",
                    last_name: userInfo?.lastName ?? "",
                    access_type: "owner",
                  },
                ],
          }));
          navigate(`/plan/${newTripId}`, { replace: true });
          refreshTrips();
        }
        return null;
      } catch {
        dropLocal();
        setWaiting(false);
        errorRef.current(texts.emitFailed);
        return null;
      }
    },
    [waiting, messages, userId, userInfo, trip.shared, trip.tripId, navigate],
  );

  const markViewed = useCallback(() => {
    const last = messages?.[messages.length - 1];
    if (!trip.tripId || !last || last.isPartial) return;
    const at = last.created_at;
    setLastViewed(at);
    getSocket().emit("viewed_message", { trip_id: trip.tripId, timestamp: at, chat_type: "trip_chat" });
  }, [messages, trip.tripId]);

  return {
    trip,
    setTrip,
    messages,
    itinerary,
    itineraryLoading,
    waiting,
    lastViewed,
    send,
    markViewed,
  };
}

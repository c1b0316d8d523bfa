import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { ServerPayload, TRateError } from "../../../common/api/realtime";
import { LAST_MESSAGE_MAX, type TMention, tripMessages } from "../../../common/api/trips";
import { queryKeys } from "../../api/query-keys";
import { emitWithAck, getSocket, listen, liveQuery } from "../../api/socket";
import { fetchItinerary } from "../../api/trips";
import { unwrap } from "../../api/unwrap";
import { toast } from "../../components/toast/toast-store";
import { trackChatMessage } from "../../lib/analytics/analytics";
import { useAuth } from "../auth/auth-provider";
import { holdTripRoom } from "../realtime/trip-room";
import {
  blankChat,
  type ChatAction,
  type ChatState,
  chatFromJoin,
  chatReducer,
  draftMessages,
  emptyItinerary,
  replyChangesTrip,
} from "./chat-reducer";

// The planning screen's state (spec section 4): the trip's chat lives in the query cache, loaded
// by join_trip and changed only through chatReducer, by the screen (a send) or the trip's room
// (the streamed reply, other people's messages). This hook does the talking and the side effects.

export const texts = {
  notFound: "Hmmm... that trip was not found or you do not have access to it. Please try again.",
  loadFailed: "Something went wrong loading your trip, please refresh the page and try again",
  itineraryFailed: "Something went wrong updating trip itinerary, please refresh the page and try again",
  sendFailed: "Something went wrong sending your message, please refresh the page and try again",
  emitFailed: "Sorry, something went wrong. Please refresh the page before trying again.",
} as const;

// /plan's chat before its trip exists, one key per visit: a new draft never shows an old one.
let drafts = 0;
const newDraftKey = () => `draft-${++drafts}`;
const isDraft = (chatKey: string) => chatKey.startsWith("draft-");

async function joinTrip(tripId: string): Promise<ChatState> {
  const ack = await emitWithAck("join_trip", { trip_id: tripId });
  if (ack.error !== null) throw new Error(ack.error);
  return chatFromJoin(ack);
}

export function useTripChat(tripId: string, onError: (message: string) => void) {
  const { userId, userInfo } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // A trip this screen just created by sending its first message: it stays under its draft's key,
  // already loaded and in its room, when the URL moves to it.
  const createdHere = useRef<string | null>(null);
  const [view, setView] = useState(() => ({ tripId, chatKey: tripId || newDraftKey() }));
  if (view.tripId !== tripId) {
    const kept = view.tripId === "" && tripId !== "" && tripId === createdHere.current;
    setView({ tripId, chatKey: kept ? view.chatKey : tripId || newDraftKey() });
  }
  const { chatKey } = view;
  const errorRef = useRef(onError);
  errorRef.current = onError;
  const userIdRef = useRef(userId);
  userIdRef.current = userId;
  const chatKeyRef = useRef(chatKey);
  chatKeyRef.current = chatKey;
  const urlTripRef = useRef(tripId);
  urlTripRef.current = tripId;
  // The join after a reconnect: a message kept while offline waits for it, so the history it
  // brings does not replace the message just sent.
  const rejoining = useRef<Promise<unknown>>(Promise.resolve());

  const chat = useQuery({
    queryKey: queryKeys.tripChat(chatKey),
    queryFn: () => joinTrip(chatKey),
    enabled: !isDraft(chatKey),
    initialData: isDraft(chatKey) ? blankChat : undefined,
    // The room's events keep it current while on screen; off screen nothing does, so it is not kept.
    ...liveQuery,
    retry: false,
  });
  const state = chat.data;

  useEffect(() => {
    if (!chat.error) return;
    const notFound = chat.error.message === tripMessages.notFound;
    errorRef.current(notFound ? texts.notFound : texts.loadFailed);
    if (notFound) navigate("/plan", { replace: true });
  }, [chat.error, navigate]);

  // The room is held from the moment the trip is asked for, so leaving mid-load leaves it too.
  const roomTripId = state?.trip.tripId || tripId;
  useEffect(() => (roomTripId ? holdTripRoom(roomTripId) : undefined), [roomTripId]);

  // Everyone but the owner asks for the itinerary; a public reply replaces it.
  const loadedTripId = state?.trip.tripId ?? "";
  const fetched = useQuery({
    queryKey: queryKeys.itinerary(loadedTripId),
    queryFn: async () => unwrap(await fetchItinerary(loadedTripId), texts.itineraryFailed),
    enabled: loadedTripId !== "" && state?.itinerary === null,
    ...liveQuery,
    retry: false,
  });
  useEffect(() => {
    if (fetched.isError) errorRef.current(texts.itineraryFailed);
  }, [fetched.isError]);

  /** Applies one change to a chat in the cache (a no-op while it loads, or once it is gone). */
  const dispatch = useCallback(
    (key: string, action: ChatAction) =>
      queryClient.setQueryData<ChatState>(queryKeys.tripChat(key), (s) => s && chatReducer(s, action)),
    [queryClient],
  );
  /** Applies one change to the chat on screen. */
  const update = useCallback((action: ChatAction) => dispatch(chatKeyRef.current, action), [dispatch]);

  // Pushed events for the trip on screen.
  useEffect(() => {
    const onScreen = () => queryClient.getQueryData<ChatState>(queryKeys.tripChat(chatKeyRef.current));
    const currentTrip = () => onScreen()?.trip.tripId || urlTripRef.current;
    const mine = (p: { trip_id?: string }) => Boolean(p.trip_id) && p.trip_id === currentTrip();
    const onUserMessage = (p: ServerPayload<"new_user_to_ai_msg">) => {
      if (mine(p)) update({ type: "user_message", message: p });
    };
    const onPartial = (p: ServerPayload<"partial_ai_response">) => {
      if (mine(p)) update({ type: "partial", piece: p, now: new Date().toISOString() });
    };
    const onFinal = (p: ServerPayload<"new_ai_response">) => {
      if (!mine(p)) return;
      update({ type: "reply", reply: p });
      if ("error" in p) errorRef.current(p.custom_msg || texts.sendFailed);
      else if (replyChangesTrip(p)) void queryClient.invalidateQueries({ queryKey: queryKeys.trips.all });
    };
    /** Applies changes to a chat (by default the one on screen) while it still shows `tripNow`. */
    const dispatchTrip = (tripNow: string, actions: ChatAction[], key = queryKeys.tripChat(chatKeyRef.current)) =>
      queryClient.setQueryData<ChatState>(key, (s) =>
        s?.trip.tripId === tripNow ? actions.reduce(chatReducer, s) : s,
      );
    // Joins the trip again: join_trip's answer says who is in the trip and what this person may do,
    // and (with `replies`) what was said meanwhile.
    const rejoin = (tripNow: string, replies: boolean, key?: ReturnType<typeof queryKeys.tripChat>) =>
      emitWithAck("join_trip", { trip_id: tripNow })
        .then((ack) => {
          if (ack.error !== null) return;
          const access: ChatAction = { type: "access", members: ack.members, permissions: ack.permissions };
          dispatchTrip(tripNow, replies ? [{ type: "rejoined", replies: ack.replies }, access] : [access], key);
        })
        .catch(() => undefined);
    const onMember = (p: ServerPayload<"new_member_added">) => {
      if (!mine(p)) return;
      update({ type: "member_added", member: p });
    };
    const onRole = (p: ServerPayload<"member_role_changed">) => {
      if (!mine(p)) return;
      update({ type: "role_changed", userId: p.user_id, role: p.role });
      if (p.user_id !== userIdRef.current) return;
      void rejoin(p.trip_id, false);
      toast({
        title:
          p.role === "viewer"
            ? "You can now view this trip's itinerary but not change it"
            : "You can now edit this trip's itinerary",
      });
    };
    // A change of the whole plan (Lotus's, a proposal applied, an undo, a restore) may move the
    // trip's dates: the date line reads them again.
    const onItinerary = (p: ServerPayload<"itinerary_changed">) => {
      if (!mine(p) || !p.replaced) return;
      fetchItinerary(p.trip_id)
        .then((res) => {
          if (!res.ok) return;
          const { trip_id: _trip, ...itinerary } = res.data;
          dispatchTrip(p.trip_id, [{ type: "itinerary_loaded", itinerary }]);
        })
        .catch(() => undefined);
    };
    // Back from a dropped connection (a server restart, another process behind the balancer):
    // rooms belong to a connection, so join the trip again and take in what was said meanwhile.
    const onReconnect = () => {
      const key = queryKeys.tripChat(chatKeyRef.current);
      const tripNow = queryClient.getQueryData<ChatState>(key)?.trip.tripId;
      if (!tripNow) return;
      rejoining.current = rejoin(tripNow, true, key);
    };
    // The trip on screen was deleted by its owner: leave it, and say why.
    const onDeleted = (p: ServerPayload<"trip_deleted">) => {
      if (!mine(p)) return;
      toast({ variant: "destructive", title: "This trip was deleted", description: "Its owner deleted it." });
      void queryClient.invalidateQueries({ queryKey: queryKeys.trips.all });
      navigate("/plan", { replace: true });
    };
    const onJoined = (p: ServerPayload<"user_joined">) => {
      if (!mine(p) || p.user_id === userIdRef.current) return;
      toast({ title: `${p.first_name} ${p.last_name} joined the trip`.trim() });
    };
    return listen(
      {
        trip_deleted: onDeleted,
        user_joined: onJoined,
        new_member_added: onMember,
        member_role_changed: onRole,
        itinerary_changed: onItinerary,
        new_user_to_ai_msg: onUserMessage,
        partial_ai_response: onPartial,
        new_ai_response: onFinal,
      },
      onReconnect,
    );
  }, [navigate, queryClient, update]);

  /**
   * Sends a message; resolves to a rate error (the caller puts the text back in the input),
   * "offline" (the connection is down: nothing was sent, the caller keeps the text and sends it
   * again once the connection is back), or null. Only one message may be in flight.
   */
  const send = useCallback(
    async (input: {
      text: string;
      mentions: TMention[];
      inReplyTo: string | null;
      isPrivate: boolean;
    }): Promise<TRateError | "offline" | null> => {
      const text = input.text.trim();
      if (!text || !state || state.waiting || !userId) return null;
      if (!getSocket().connected) return "offline";
      await rejoining.current;
      const { trip } = state;
      // The latest message on screen before this one (spec section 7's last_message).
      const previous = [...state.messages].reverse().find((m) => !m.isPartial);
      const lastMessage = previous
        ? { id: previous.id, role: previous.role, msg: previous.msg.slice(0, LAST_MESSAGE_MAX) }
        : null;
      // The answer may come after the screen moved on: it changes the chat it was sent from.
      const key = chatKey;
      const { local, placeholder } = draftMessages(
        { ...input, text },
        { userId, shared: trip.shared, now: new Date() },
      );
      dispatch(key, { type: "sent", local, placeholder });
      const dropLocal = () => dispatch(key, { type: "send_failed", localId: local.id });
      trackChatMessage("AI Chat", text);
      try {
        const ack = await emitWithAck("new_ai_msg", {
          user_message: text,
          trip_id: trip.tripId,
          in_reply_to: input.inReplyTo,
          mentions: input.mentions,
          last_message: lastMessage,
          private: trip.shared && input.isPrivate,
        });
        if ("rate_error" in ack) {
          dropLocal();
          return ack;
        }
        if ("error" in ack) {
          dropLocal();
          errorRef.current(ack.error === tripMessages.notFound ? texts.notFound : ack.error || texts.sendFailed);
          return null;
        }
        if (!trip.tripId) {
          createdHere.current = ack.trip_id;
          dispatch(key, {
            type: "created",
            tripId: ack.trip_id,
            owner: {
              visible_id: userId,
              first_name: userInfo?.firstName ?? "",
              last_name: userInfo?.lastName ?? "",
              access_type: "owner",
              role: "owner",
            },
          });
          navigate(`/plan/${ack.trip_id}`, { replace: true });
          void queryClient.invalidateQueries({ queryKey: queryKeys.trips.all });
        }
        return null;
      } catch {
        dropLocal();
        // Lost with the connection: the text goes back to the box and is sent again once it is back.
        if (!getSocket().connected) return "offline";
        errorRef.current(texts.emitFailed);
        return null;
      }
    },
    [state, chatKey, userId, userInfo, navigate, queryClient, dispatch],
  );

  const markViewed = useCallback(() => {
    const last = state?.messages[state.messages.length - 1];
    if (!state?.trip.tripId || !last || last.isPartial) return;
    update({ type: "viewed", at: last.created_at });
    getSocket().emit("viewed_message", {
      trip_id: state.trip.tripId,
      timestamp: last.created_at,
      chat_type: "trip_chat",
    });
  }, [state, update]);

  return {
    trip: state?.trip ?? blankChat.trip,
    messages: state?.messages ?? null,
    itinerary: state?.itinerary ?? fetched.data ?? emptyItinerary,
    itineraryLoading: fetched.isFetching,
    waiting: state?.waiting ?? false,
    lastViewed: state?.lastViewed ?? null,
    update,
    send,
    markViewed,
  };
}

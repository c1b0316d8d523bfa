import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef } from "react";
import type { TItineraryEdit, TItineraryState, TRevision } from "../../../common/api/itinerary";
import type { ServerPayload } from "../../../common/api/realtime";
import { editItinerary, fetchItineraryState, fetchRevisions, restoreRevision, undoRevision } from "../../api/itinerary";
import { queryKeys } from "../../api/query-keys";
import { listen, liveQuery } from "../../api/socket";
import { unwrap } from "../../api/unwrap";
import { toast } from "../../components/toast/toast-store";
import { useAuth } from "../auth/auth-provider";
import { applyChange, applyEditLocally, dropItem, pendingId, upsertItem } from "./itinerary-cache";

// The editable itinerary through TanStack Query: loaded once per visit from
// POST /api/itinerary/items, kept current by the trip room's `itinerary_changed` (applied in place
// when it is the next revision, else fetched again), and edited optimistically.

export const itineraryTexts = {
  loadFailed: "Something went wrong updating trip itinerary, please refresh the page and try again",
  notSaved: "Your change could not be saved. Check your connection and try again.",
  undone: "Change undone",
  restored: "Itinerary restored",
} as const;

/** The trip's editable itinerary; `itinerary_changed` keeps it (and its history) current. */
export function useItineraryState(tripId: string, enabled = true) {
  const queryClient = useQueryClient();
  const on = enabled && tripId !== "";
  const query = useQuery({
    queryKey: queryKeys.itineraryState(tripId),
    queryFn: async () => unwrap(await fetchItineraryState(tripId), itineraryTexts.loadFailed),
    enabled: on,
    // Events keep it current while on screen; off screen nothing does, so it is not kept.
    ...liveQuery,
    retry: 1,
  });

  useEffect(() => {
    if (!on) return;
    const key = queryKeys.itineraryState(tripId);
    const onChanged = (event: ServerPayload<"itinerary_changed">) => {
      if (event.trip_id !== tripId) return;
      const current = queryClient.getQueryData<TItineraryState>(key);
      const next = current ? applyChange(current, event) : null;
      if (next) queryClient.setQueryData(key, next);
      else void queryClient.invalidateQueries({ queryKey: key });
      // The history shows the change at once, whoever made it.
      queryClient.setQueryData<TRevision[]>(queryKeys.itineraryRevisions(tripId), (list) =>
        list && !list.some((r) => r.number === event.revision)
          ? [{ number: event.revision, at: new Date().toISOString(), by: event.by, summary: event.summary }, ...list]
          : list,
      );
    };
    // Changes made while the connection was down never arrive: read the itinerary again.
    const onReconnect = () => {
      void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: queryKeys.itineraryRevisions(tripId) });
    };
    return listen({ itinerary_changed: onChanged }, onReconnect);
  }, [on, tripId, queryClient]);

  return query;
}

/** A refused edit: the server's message, and its status (409 stale, 403, 404). */
class EditRefused extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

let added = 0;

/**
 * Edits, each shown at once and sent with the item's version. Several edits of one item go in
 * order, each with the version the previous one left. A refusal puts the itinerary back, reads it
 * again and says why (the server's message).
 */
export function useItineraryEdits(tripId: string) {
  const queryClient = useQueryClient();
  const { userId, userInfo } = useAuth();
  const key = queryKeys.itineraryState(tripId);
  const mutation = useMutation({
    mutationFn: async ({ edits }: { edits: TItineraryEdit[]; tempId: string }) => {
      let version: number | undefined;
      let answer: Awaited<ReturnType<typeof editItinerary>> | null = null;
      for (const edit of edits) {
        const sent = version !== undefined && edit.op !== "add" ? { ...edit, version } : edit;
        answer = await editItinerary(tripId, sent);
        if (!answer.ok) throw new EditRefused(answer.data.message ?? itineraryTexts.notSaved, answer.status);
        version = answer.data.item?.version;
      }
      return answer?.ok ? answer.data : null;
    },
    onMutate: async ({ edits, tempId }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TItineraryState>(key);
      if (previous) {
        const by = { kind: "person" as const, user_id: userId ?? "", name: userInfo?.firstName ?? "" };
        queryClient.setQueryData(
          key,
          edits.reduce((s, edit) => applyEditLocally(s, edit, { id: tempId, by }), previous),
        );
      }
      return { previous };
    },
    onError: (error, _vars, context) => {
      // Back as it was, unless someone's change arrived meanwhile; either way, read it again.
      const now = queryClient.getQueryData<TItineraryState>(key);
      if (context?.previous && now?.revision === context.previous.revision) {
        queryClient.setQueryData(key, context.previous);
      }
      void queryClient.invalidateQueries({ queryKey: key });
      toast({
        variant: "destructive",
        title: error instanceof EditRefused ? error.message : itineraryTexts.notSaved,
      });
    },
    onSuccess: (answer, { tempId }) => {
      queryClient.setQueryData<TItineraryState>(key, (s) => {
        if (!s) return s;
        const settled = dropItem(s, tempId);
        return answer?.item ? upsertItem(settled, answer.item) : settled;
      });
    },
  });
  const { mutate } = mutation;
  const edit = useCallback(
    (...edits: TItineraryEdit[]) => {
      if (edits.length) mutate({ edits, tempId: pendingId(++added) });
    },
    [mutate],
  );
  return { edit, pending: mutation.isPending };
}

/** The history, newest first (`itinerary_changed` adds to it while it is loaded). */
export function useRevisions(tripId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.itineraryRevisions(tripId),
    queryFn: async () => unwrap(await fetchRevisions(tripId), itineraryTexts.loadFailed).revisions,
    enabled: enabled && tripId !== "",
    ...liveQuery,
    retry: 1,
  });
}

/** Undo the latest change, or put back any earlier version; both are changes themselves. */
export function useHistoryActions(tripId: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.itineraryState(tripId);
  const tripRef = useRef(tripId);
  tripRef.current = tripId;
  // The room's event reads the itinerary again; without a connection, the answer does.
  const settle = (revision: number) => {
    const cached = queryClient.getQueryData<TItineraryState>(key);
    if ((cached?.revision ?? 0) < revision && !queryClient.isFetching({ queryKey: key })) {
      void queryClient.invalidateQueries({ queryKey: key });
    }
  };
  const refused = (error: Error) => {
    toast({ variant: "destructive", title: error.message || itineraryTexts.notSaved });
    void queryClient.invalidateQueries({ queryKey: key });
    void queryClient.invalidateQueries({ queryKey: queryKeys.itineraryRevisions(tripId) });
  };
  const undo = useMutation({
    mutationFn: async (revision: number) =>
      unwrap(await undoRevision(tripRef.current, revision), itineraryTexts.notSaved),
    onSuccess: (answer) => {
      settle(answer.revision);
      toast({ title: itineraryTexts.undone });
    },
    onError: refused,
  });
  const restore = useMutation({
    mutationFn: async (number: number) =>
      unwrap(await restoreRevision(tripRef.current, number), itineraryTexts.notSaved),
    onSuccess: (answer) => {
      settle(answer.revision);
      toast({ title: itineraryTexts.restored });
    },
    onError: refused,
  });
  return {
    undo: undo.mutate,
    restore: restore.mutate,
    busy: undo.isPending || restore.isPending,
  };
}

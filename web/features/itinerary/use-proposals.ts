import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";
import type { TProposal } from "../../../common/api/itinerary";
import type { ServerPayload } from "../../../common/api/realtime";
import { applyProposal, discardProposal, fetchProposals } from "../../api/itinerary";
import { queryKeys } from "../../api/query-keys";
import { listen, liveQuery } from "../../api/socket";
import { unwrap } from "../../api/unwrap";
import { toast } from "../../components/toast/toast-store";

// Lotus's proposals as they stand now: a reply's ctx.proposal is the proposal when it was made;
// whether it has since been applied or discarded comes from /api/itinerary/proposals and
// `proposal_updated`.

const failed = "That proposal could not be changed. Please try again.";

/** `proposal` with the newer of the two answers, by id. */
export function withProposal(list: TProposal[], proposal: TProposal): TProposal[] {
  return list.some((p) => p.id === proposal.id)
    ? list.map((p) => (p.id === proposal.id ? proposal : p))
    : [proposal, ...list];
}

export function useProposals(tripId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  const key = queryKeys.proposals(tripId);
  const on = enabled && tripId !== "";
  const query = useQuery({
    queryKey: key,
    queryFn: async () => unwrap(await fetchProposals(tripId), failed).proposals,
    enabled: on,
    ...liveQuery,
    retry: 1,
  });

  useEffect(() => {
    if (!on) return;
    const key = queryKeys.proposals(tripId);
    const onUpdated = (p: ServerPayload<"proposal_updated">) => {
      if (p.trip_id !== tripId) return;
      queryClient.setQueryData<TProposal[]>(key, (list) => withProposal(list ?? [], p.proposal));
    };
    const onReconnect = () => void queryClient.invalidateQueries({ queryKey: key });
    return listen({ proposal_updated: onUpdated }, onReconnect);
  }, [on, tripId, queryClient]);

  // Applied or discarded at once on screen; put back (and read again) if the server says no.
  const decide = useMutation({
    mutationFn: async ({ proposal, to }: { proposal: TProposal; to: "applied" | "discarded" }) => {
      const res =
        to === "applied" ? await applyProposal(tripId, proposal.id) : await discardProposal(tripId, proposal.id);
      return unwrap(res, failed);
    },
    onMutate: ({ proposal, to }) => {
      queryClient.setQueryData<TProposal[]>(key, (list) => withProposal(list ?? [], { ...proposal, status: to }));
      return { proposal };
    },
    onError: (error, _vars, context) => {
      if (context) queryClient.setQueryData<TProposal[]>(key, (list) => withProposal(list ?? [], context.proposal));
      void queryClient.invalidateQueries({ queryKey: key });
      toast({ variant: "destructive", title: error.message || failed });
    },
    onSuccess: (_answer, { to }) => {
      toast({ title: to === "applied" ? "Lotus's suggestion applied" : "Suggestion discarded" });
    },
  });
  const { mutate } = decide;
  const byId = new Map((query.data ?? []).map((p) => [p.id, p]));
  return {
    /** The proposal as it stands now (its status), given the one a reply carries. */
    current: (p: TProposal) => byId.get(p.id) ?? p,
    apply: useCallback((p: TProposal) => mutate({ proposal: p, to: "applied" }), [mutate]),
    discard: useCallback((p: TProposal) => mutate({ proposal: p, to: "discarded" }), [mutate]),
    busy: decide.isPending,
  };
}

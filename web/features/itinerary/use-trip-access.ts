import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { ServerPayload } from "../../../common/api/realtime";
import type { TMember, TTripPermissions } from "../../../common/api/trips";
import { queryKeys } from "../../api/query-keys";
import { emitWithAck, listen, liveQuery } from "../../api/socket";
import { useAuth } from "../auth/auth-provider";
import { holdTripRoom } from "../realtime/trip-room";

export type TripAccess = { permissions: TTripPermissions; members: TMember[] };

/**
 * What the signed-in person may do to a trip, for screens other than /plan (which has it from its
 * chat): join_trip's answer, which also puts the tab in the trip's room so its events arrive. A
 * change of the person's own role reads it again; a reconnect joins again.
 */
export function useTripAccess(tripId: string, enabled = true) {
  const queryClient = useQueryClient();
  const { userId } = useAuth();
  const on = enabled && tripId !== "";
  const query = useQuery({
    queryKey: queryKeys.tripAccess(tripId),
    queryFn: async (): Promise<TripAccess> => {
      const ack = await emitWithAck("join_trip", { trip_id: tripId });
      if (ack.error !== null) throw new Error(ack.error);
      return { permissions: ack.permissions, members: ack.members };
    },
    enabled: on,
    ...liveQuery,
    retry: false,
  });

  useEffect(() => (on ? holdTripRoom(tripId) : undefined), [on, tripId]);

  useEffect(() => {
    if (!on) return;
    const key = queryKeys.tripAccess(tripId);
    const onRole = (p: ServerPayload<"member_role_changed">) => {
      if (p.trip_id !== tripId) return;
      if (p.user_id === userId) void queryClient.invalidateQueries({ queryKey: key });
      else
        queryClient.setQueryData<TripAccess>(key, (a) =>
          a ? { ...a, members: a.members.map((m) => (m.visible_id === p.user_id ? { ...m, role: p.role } : m)) } : a,
        );
    };
    const onReconnect = () => void queryClient.invalidateQueries({ queryKey: key });
    return listen({ member_role_changed: onRole }, onReconnect);
  }, [on, tripId, userId, queryClient]);

  return query;
}

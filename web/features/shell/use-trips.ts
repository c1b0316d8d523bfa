import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "../../api/query-keys";
import { fetchTrips, type TripSummary } from "../../api/trips";
import { useAuth } from "../auth/auth-provider";

/**
 * The user's trips, newest first; loaded only when logged in; a failure is silent (an empty list).
 * Whatever changes a trip's name, dates or membership invalidates `queryKeys.trips.all`.
 */
export function useTrips(): { trips: TripSummary[]; loading: boolean } {
  const { loggedIn, userId } = useAuth();
  const q = useQuery({
    queryKey: queryKeys.trips.list(userId),
    enabled: loggedIn,
    queryFn: async () => {
      try {
        const res = await fetchTrips();
        return res.ok ? res.data : [];
      } catch {
        return [];
      }
    },
  });
  return { trips: q.data ?? [], loading: q.isLoading };
}

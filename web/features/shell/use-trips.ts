import { useQuery } from "@tanstack/react-query";
import { fetchTrips, type TripSummary } from "../../api/trips";
import { useAuth } from "../auth/auth-provider";
import { useTripsVersion } from "./trips-refresh";

/** The user's trips, newest first; loaded only when logged in; a failure is silent (an empty list). */
export function useTrips(): { trips: TripSummary[]; loading: boolean } {
  const { loggedIn } = useAuth();
  const version = useTripsVersion();
  const q = useQuery({
    queryKey: ["trips", version],
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

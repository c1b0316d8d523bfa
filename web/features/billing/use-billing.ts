import { useQuery } from "@tanstack/react-query";
import { allPlans, billingMode, subscriptionStatus } from "../../api/billing";
import { queryKeys } from "../../api/query-keys";
import { unwrap } from "../../api/unwrap";

// The billing data a screen reads, cached by TanStack Query under one key each (api/query-keys.ts).

export function usePlans() {
  return useQuery({
    queryKey: queryKeys.plans,
    queryFn: async () => unwrap(await allPlans(), "Failed to load plans"),
  });
}

export function useBillingMode() {
  return useQuery({
    queryKey: queryKeys.billingMode,
    queryFn: async () => unwrap(await billingMode(), "Failed to load payment settings"),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Spec: a failed status call is treated as no subscription; nothing is fetched signed out. */
export function useSubscriptionStatus(userId: string | null) {
  return useQuery({
    queryKey: queryKeys.subscriptionStatus.of(userId),
    enabled: Boolean(userId),
    queryFn: async () => {
      try {
        const res = await subscriptionStatus();
        if (res.ok) return res.data;
      } catch {
        // falls through to "no subscription"
      }
      return { hasSubscription: false, subscription: null };
    },
  });
}

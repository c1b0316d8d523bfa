import { useQuery } from "@tanstack/react-query";
import { allPlans, billingMode, subscriptionStatus } from "../../api/billing";

// The billing data a screen reads, cached by TanStack Query under one key each.

export function usePlans() {
  return useQuery({
    queryKey: ["all-plans"],
    queryFn: async () => {
      const res = await allPlans();
      if (!res.ok) throw new Error(res.data.message ?? "Failed to load plans");
      return res.data;
    },
  });
}

export function useBillingMode() {
  return useQuery({
    queryKey: ["billing-mode"],
    queryFn: async () => {
      const res = await billingMode();
      if (!res.ok) throw new Error(res.data.message ?? "Failed to load payment settings");
      return res.data;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Spec: a failed status call is treated as no subscription; nothing is fetched signed out. */
export function useSubscriptionStatus(userId: string | null) {
  return useQuery({
    queryKey: ["subscription-status", userId],
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

import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { ApiResult } from "../../api/client";
import { useAuth } from "../auth/auth-provider";

/**
 * Runs one subscription change (cancel, reactivate, downgrade) with its busy and error states,
 * then refreshes what shows the subscription and the signed-in person's plan.
 * `refresh` limits which queries are reloaded (all of them when omitted).
 */
export function useSubscriptionChange<K extends string>(failed: string, refresh?: QueryKey) {
  const queryClient = useQueryClient();
  const auth = useAuth();
  const [busy, setBusy] = useState<K | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function run(kind: K, call: () => Promise<ApiResult<unknown>>) {
    setBusy(kind);
    setError(null);
    try {
      const res = await call();
      if (!res.ok) setError(res.data.message ?? failed);
      await queryClient.invalidateQueries(refresh ? { queryKey: refresh } : undefined);
      await auth.refresh();
    } catch {
      setError("An error occurred. Please try again later.");
    } finally {
      setBusy(null);
    }
  }

  return { busy, error, run };
}

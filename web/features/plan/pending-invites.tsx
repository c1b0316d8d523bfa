import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link2, Mail } from "lucide-react";
import { INVITE_LIFETIME_DAYS, type TPendingInvite } from "../../../common/api/together";
import { queryKeys } from "../../api/query-keys";
import { fetchPendingInvites, revokeInvite } from "../../api/together";
import { Alert } from "../../components/alert";
import { Button } from "../../components/button";

const day = (iso: string) => new Date(iso).toLocaleDateString([], { month: "short", day: "numeric" });

/**
 * The owner's open invites in the share dialog, each with a Revoke button: a revoked or expired
 * invite stops working and frees its place in the plan's limit. Sending invitations invalidates
 * `queryKeys.pendingInvites`, so the list follows.
 */
export function PendingInvites({ tripId }: { tripId: string }) {
  const queryClient = useQueryClient();
  const key = queryKeys.pendingInvites(tripId);
  const list = useQuery({
    queryKey: key,
    retry: false,
    queryFn: async () => {
      const res = await fetchPendingInvites(tripId);
      if (!res.ok) throw new Error("Could not load pending invites.");
      return res.data.invites;
    },
  });
  const revoke = useMutation({
    mutationFn: async (invite: TPendingInvite) => {
      let res: Awaited<ReturnType<typeof revokeInvite>>;
      try {
        res = await revokeInvite(tripId, invite.id);
      } catch {
        throw new Error("Network error occurred. Please try again.");
      }
      // Already gone (revoked elsewhere, or used): off the list all the same.
      if (!res.ok && res.status !== 404)
        throw new Error(res.data.message || "Could not revoke the invite. Please try again.");
    },
    onSuccess: (_done, invite) =>
      queryClient.setQueryData<TPendingInvite[]>(key, (invites) => invites?.filter((i) => i.id !== invite.id)),
  });
  const revoking = revoke.isPending ? (revoke.variables?.id ?? null) : null;
  const error = revoke.error?.message ?? null;
  // A retry after a failed load shows as loading again, as the first load does.
  const loadError = list.isError && !list.isFetching;
  const invites = list.isError ? null : (list.data ?? null);

  return (
    <section aria-labelledby="pending-invites-title" className="mt-6 border-t border-slate-200 pt-4">
      <h3 id="pending-invites-title" className="text-sm font-semibold text-slate-900">
        Pending invites
      </h3>
      <p className="mt-0.5 text-xs text-slate-500">
        E-mail invites expire after {INVITE_LIFETIME_DAYS} days. Revoking one frees its place.
      </p>
      {error ? (
        <div className="mt-2">
          <Alert kind="error">{error}</Alert>
        </div>
      ) : null}
      {loadError ? (
        <div className="mt-2 space-y-2">
          <Alert kind="error">Could not load pending invites.</Alert>
          <Button variant="secondary" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </div>
      ) : invites === null ? (
        <p className="mt-2 text-sm text-slate-500" role="status">
          Loading invites...
        </p>
      ) : invites.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">No pending invites.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100">
          {invites.map((invite) => {
            const what = invite.email ?? `Link made by ${invite.invited_by}`;
            return (
              <li key={invite.id} className="flex items-center gap-3 py-2">
                {invite.kind === "email" ? (
                  <Mail className="size-4 shrink-0 text-slate-400" aria-hidden />
                ) : (
                  <Link2 className="size-4 shrink-0 text-slate-400" aria-hidden />
                )}
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm text-slate-800">{what}</p>
                  <p className="text-xs text-slate-500">
                    {invite.expires_at ? `Expires ${day(invite.expires_at)}` : "Works until revoked or replaced"}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  className="px-3 py-1.5"
                  busy={revoking === invite.id}
                  disabled={revoking !== null && revoking !== invite.id}
                  aria-label={`Revoke ${what}`}
                  onClick={() => revoke.mutate(invite)}
                >
                  {revoking === invite.id ? "Revoking..." : "Revoke"}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

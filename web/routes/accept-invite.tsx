import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { queryKeys } from "../api/query-keys";
import { acceptInvite } from "../api/together";
import { Alert } from "../components/alert";
import { Button } from "../components/button";
import { AuthLayout } from "../features/auth/auth-layout";
import { InviteSummary, useInvitePreview } from "../features/auth/invite-summary";

export const ACCEPT_REDIRECT_MS = 1000;

/** /accept/{token} (or /accept/invite/{id} from a notification): one button; on success 'Invite accepted, redirecting...' and the trip after 1 s. */
export function AcceptInvitePage() {
  const { token = "", inviteId } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, setState] = useState<"idle" | "submitting" | "done">("idle");
  const [error, setError] = useState<string | null>(null);
  const [trip, setTrip] = useState<string | null>(null);
  // The trip, inviter and dates (issue 26); an in-app invite (by id) is named by its notification.
  const invite = useInvitePreview(inviteId ? null : token).data ?? null;

  useEffect(() => {
    if (!trip) return;
    const t = setTimeout(() => navigate(`/plan/${trip}`), ACCEPT_REDIRECT_MS);
    return () => clearTimeout(t);
  }, [trip, navigate]);

  async function accept() {
    setState("submitting");
    setError(null);
    try {
      const res = await acceptInvite(inviteId ? { invite_id: inviteId } : { token });
      if (res.ok && res.data.success && res.data.trip) {
        setState("done");
        void queryClient.invalidateQueries({ queryKey: queryKeys.trips.all });
        setTrip(res.data.trip);
        return;
      }
      setError(res.data.message || "Failed to accept invite. Please reload the page and try again.");
    } catch {
      setError("An error occurred. Please try again later.");
    }
    setState("idle");
  }

  return (
    <AuthLayout
      title="You're invited!"
      subtitle="Join the trip and plan it together with Lotus."
      panelTitle="Accept an invite to travel!"
    >
      <div className="space-y-4">
        {invite ? <InviteSummary invite={invite} /> : null}
        {error ? <Alert kind="error">{error}</Alert> : null}
        {state === "done" ? <Alert kind="success">Invite accepted, redirecting...</Alert> : null}
        <Button className="w-full" onClick={() => void accept()} disabled={state !== "idle"}>
          {state === "submitting" ? "Submitting..." : "Accept"}
        </Button>
      </div>
    </AuthLayout>
  );
}

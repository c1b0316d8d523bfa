import { Loader2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { messages } from "../../common/api/auth";
import { confirmEmail } from "../api/auth";
import { Alert } from "../components/alert";
import { toast } from "../components/toast/toast-store";
import { AuthLayout } from "../features/auth/auth-layout";
import { useAuth } from "../features/auth/auth-provider";
import { authStorage } from "../features/auth/auth-storage";
import { pendingInviteToken } from "../features/auth/invite-summary";

export const CONFIRMED_SIGN_IN = "Your e-mail is confirmed. Sign in to start planning.";
// Confirmed in a browser that did not sign up: the sign-up's password was removed (it may have
// been someone else's, docs/accounts.md), so the way in is a password of one's own.
export const CONFIRMED_NEW_PASSWORD =
  "Your e-mail is confirmed. To sign in, choose a password with 'Forgot password?' below (or use Google).";

export function ConfirmEmailPage() {
  const { token = "" } = useParams();
  const navigate = useNavigate();
  const auth = useAuth();
  const [error, setError] = useState<string | null>(null);
  const sent = useRef(false); // the token is single-use: post it once, even under StrictMode

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    (async () => {
      try {
        const res = await confirmEmail(token);
        if (res.ok && res.data.success) {
          toast({ title: res.data.message || messages.confirmed });
          // Confirm, then sign in (issue 26): confirming ended the account's sessions, so /plan's
          // guard asks for the sign-in the toast promises, and comes back to /plan after it.
          await auth.refresh();
          authStorage.setLoginMessage(res.data.password_kept === false ? CONFIRMED_NEW_PASSWORD : CONFIRMED_SIGN_IN);
          // Signing up from an invite: back to it (its guard keeps the message above), else /plan.
          navigate(pendingInviteToken() ? (authStorage.returnUrl() ?? "/plan") : "/plan", { replace: true });
        } else setError((!res.ok && res.data.message) || "Failed confirming email");
      } catch {
        setError("An error occurred. Please try again later.");
      }
    })();
  }, [token, navigate, auth]);

  return (
    <AuthLayout title="Confirming your e-mail">
      {error ? (
        <div className="space-y-4">
          <Alert kind="error">{error}</Alert>
          <Link to="/login" className="inline-block font-semibold text-lagoon-700 hover:underline">
            Go to sign in
          </Link>
        </div>
      ) : (
        <p className="flex items-center gap-2 text-slate-600" role="status">
          <Loader2 className="size-5 animate-spin" aria-hidden /> Loading...
        </p>
      )}
    </AuthLayout>
  );
}

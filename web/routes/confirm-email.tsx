import { Loader2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { messages } from "../../common/api/auth";
import { confirmEmail } from "../api/auth";
import { Alert } from "../components/alert";
import { toast } from "../components/toast/toast-store";
import { AuthLayout } from "../features/auth/auth-layout";
import { useAuth } from "../features/auth/auth-provider";

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
          await auth.refresh();
          navigate("/plan", { replace: true });
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

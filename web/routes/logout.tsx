import { Loader2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { deauth } from "../api/auth";
import { closeSocket } from "../api/socket";
import { useAuth } from "../features/auth/auth-provider";
import { authStorage } from "../features/auth/auth-storage";
import { track } from "../lib/analytics/analytics";

/** Ends the session, forgets everything about the user, and goes home. */
export function LogoutPage() {
  const navigate = useNavigate();
  const auth = useAuth();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    track("User", "logout");
    // The socket goes first: nothing more is sent or received as this person.
    closeSocket();
    deauth()
      .catch(() => {})
      .finally(() => {
        auth.clear();
        authStorage.clearAll();
        navigate("/", { replace: true });
      });
  }, [auth, navigate]);
  return (
    <p role="status" className="flex min-h-[50vh] items-center justify-center gap-2 text-slate-600">
      <Loader2 className="size-5 animate-spin" aria-hidden /> Logging out...
    </p>
  );
}

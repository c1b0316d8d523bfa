import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { useAuth } from "./auth-provider";
import { authStorage } from "./auth-storage";

export const LOGIN_REQUIRED_MESSAGE = "Please log in to continue";
export const ACCEPT_INVITE_MESSAGE = "Please log in or sign up before accepting your trip invite";

/**
 * Protected routes: a logged-out visitor goes to /login (replacing the history entry), with the
 * path and query remembered for after sign-in, and a notice set only if none is set already.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { loggedIn } = useAuth();
  const location = useLocation();
  if (loggedIn) return <>{children}</>;
  authStorage.setReturnUrl(`${location.pathname}${location.search}`);
  if (!authStorage.loginMessage()) {
    authStorage.setLoginMessage(
      location.pathname.startsWith("/accept/") ? ACCEPT_INVITE_MESSAGE : LOGIN_REQUIRED_MESSAGE,
    );
  }
  return <Navigate to="/login" replace />;
}

import { useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { checkAuth } from "../../api/session";
import { closeSocket } from "../../api/socket-slot";

export type UserInfo = { firstName: string; lastName: string; email: string; preferredName: string };
export type AuthState = {
  loading: boolean;
  loggedIn: boolean;
  userId: string | null;
  userInfo: UserInfo | null;
  ratePlan: "FREE" | "PRO" | null;
  /** Asks the server again (after signing in, or a profile change). */
  refresh: () => Promise<void>;
  /** Forgets the user locally (after signing out). */
  clear: () => void;
};

const loggedOut = { loggedIn: false, userId: null, userInfo: null, ratePlan: null } as const;
const AuthContext = createContext<AuthState | null>(null);

/** Checks the session at start-up; a failed or non-OK check means logged out, silently. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [loading, setLoading] = useState(true);
  const [state, setStateRaw] = useState<Omit<AuthState, "loading" | "refresh" | "clear">>(loggedOut);
  // The tab's socket speaks for one person: when the person changes (sign-out, a session the
  // server ended, someone else signing in without a reload) it is closed before anything renders
  // for the new state, so the screens that use it open a fresh one with the new identity.
  const userRef = useRef<string | null>(null);
  // The same for the query cache: nothing one person's session loaded may show for the next.
  const queryClient = useQueryClient();
  const setState = useCallback(
    (next: Omit<AuthState, "loading" | "refresh" | "clear">) => {
      if (next.userId !== userRef.current) {
        closeSocket();
        if (userRef.current !== null) queryClient.clear();
      }
      userRef.current = next.userId;
      setStateRaw(next);
    },
    [queryClient],
  );

  const refresh = useCallback(async () => {
    try {
      // No sign-in hint: nobody is signed in on this browser, so there is nothing to ask.
      if (!document.cookie.split("; ").some((c) => c.startsWith("lotus_signed_in="))) {
        setState(loggedOut);
        return;
      }
      const res = await checkAuth();
      if (!res.ok) {
        setState(loggedOut);
        return;
      }
      const u = res.data;
      setState({
        loggedIn: true,
        userId: u.user_id,
        ratePlan: u.rate_plan,
        userInfo: {
          firstName: u.first_name,
          lastName: u.last_name,
          email: u.email,
          preferredName: u.preferred_name ?? "",
        },
      });
    } catch {
      setState(loggedOut);
    } finally {
      setLoading(false);
    }
  }, [setState]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const clear = useCallback(() => setState(loggedOut), [setState]);
  const value = useMemo(() => ({ ...state, loading, refresh, clear }), [state, loading, refresh, clear]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used inside <AuthProvider>");
  return value;
}

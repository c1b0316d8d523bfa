import { useEffect } from "react";
import type { TSessionEndReason } from "../../../common/api/realtime";
import { checkAuth } from "../../api/auth";
import { closeSocket, getSocket } from "../../api/socket";
import { useAuth } from "../auth/auth-provider";

// The server ends a socket whose session ended (signed out here or elsewhere, a password change,
// expiry, the account deleted): every reason alike. This tab then forgets the person and closes the
// socket; the protected screen it is on sends it to /login with the spec's 'Please log in to
// continue' (RequireAuth).

const sessionGone = "Please log in to continue";

export function SessionGuard() {
  const { loggedIn, userId, clear } = useAuth();
  useEffect(() => {
    if (!loggedIn || !userId) return;
    const socket = getSocket();
    const end = (_reason: TSessionEndReason | "refused") => {
      closeSocket();
      clear();
    };
    const onEnded = ({ reason }: { reason: TSessionEndReason }) => end(reason);
    // A server-side disconnect without the event (it may be lost with the connection): ask.
    const onDisconnect = (why: string) => {
      if (why !== "io server disconnect") return;
      checkAuth()
        .then((res) => {
          if (!res.ok) end("refused");
          else socket.connect();
        })
        .catch(() => undefined);
    };
    // Reconnecting after the session ended while the tab was asleep or offline.
    const onConnectError = (error: Error) => {
      if (error.message === sessionGone) end("refused");
    };
    socket.on("session_ended", onEnded);
    socket.on("disconnect", onDisconnect);
    socket.on("connect_error", onConnectError);
    return () => {
      socket.off("session_ended", onEnded);
      socket.off("disconnect", onDisconnect);
      socket.off("connect_error", onConnectError);
    };
  }, [loggedIn, userId, clear]);
  return null;
}

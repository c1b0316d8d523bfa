import { useEffect, useState } from "react";
import { getSocket } from "../../api/socket";

// Whether the tab's socket can talk to the server right now. A screen that sends keeps what was
// typed while it cannot, says it is reconnecting, and sends once the connection is back.

export type Connection = "online" | "reconnecting";

/**
 * "reconnecting" from a dropped connection (or a failed attempt) until the socket is connected
 * again. A socket still making its first connection counts as online: that is a load, not an outage.
 */
export function useConnection(): Connection {
  const [state, setState] = useState<Connection>("online");
  useEffect(() => {
    const socket = getSocket();
    const up = () => setState("online");
    const down = () => setState("reconnecting");
    // Only a socket that tries again is reconnecting: one closed on purpose (sign-out) is not.
    const failed = () => {
      if (socket.active) down();
    };
    socket.on("connect", up);
    socket.on("disconnect", failed);
    socket.on("connect_error", failed);
    if (socket.connected) up();
    return () => {
      socket.off("connect", up);
      socket.off("disconnect", failed);
      socket.off("connect_error", failed);
    };
  }, []);
  return state;
}

import { io, type Socket } from "socket.io-client";

// One socket per tab, websocket only, reconnecting as the spec says: from 1 s doubling to 5 s with
// 0.5 jitter, without limit, 20 s to connect. Opened on first use by a signed-in screen.
let socket: Socket | null = null;

export function getSocket(): Socket {
  socket ??= io({
    transports: ["websocket"],
    withCredentials: true,
    reconnection: true,
    reconnectionDelay: 1000,
    reconnectionDelayMax: 5000,
    randomizationFactor: 0.5,
    reconnectionAttempts: Number.POSITIVE_INFINITY,
    timeout: 20_000,
  });
  return socket;
}

/** Closes the socket (on sign-out), so the next user gets their own. */
export function closeSocket(): void {
  socket?.close();
  socket = null;
}

/** Emits and waits for the acknowledgement, failing after `ms`. */
export function emitWithAck<T>(event: string, payload: unknown, ms = 20_000): Promise<T> {
  return getSocket().timeout(ms).emitWithAck(event, payload) as Promise<T>;
}

import { io, type Socket } from "socket.io-client";
import type {
  ClientAck,
  ClientEventName,
  ClientPayload,
  ClientToServerEvents,
  ServerEventName,
  ServerToClientEvents,
} from "../../common/api/realtime";
import { closeSocket, socketSlot } from "./socket-slot";

/** The tab's socket, typed by the realtime contract in common/api/realtime.ts. */
export type LotusClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

// One socket per tab and per signed-in person, websocket only, reconnecting as the spec says: from
// 1 s doubling to 5 s with 0.5 jitter, without limit, 20 s to connect. Opened on first use by a
// signed-in screen; closed whenever the person changes (sign-out, a session the server ended, a
// different sign-in), so a socket never speaks for the wrong person.
export function getSocket(): LotusClientSocket {
  const open = socketSlot.get();
  if (open) return open;
  const socket: LotusClientSocket = io({
    transports: ["websocket"],
    withCredentials: true,
    reconnection: true,
    reconnectionDelay: 1000,
    reconnectionDelayMax: 5000,
    randomizationFactor: 0.5,
    reconnectionAttempts: Number.POSITIVE_INFINITY,
    timeout: 20_000,
  });
  socketSlot.set(socket);
  return socket;
}

/** The open socket, if any: for cleanups that must not open one just to say goodbye. */
export const peekSocket = (): LotusClientSocket | null => socketSlot.get();

export { closeSocket };

/** Emits and waits for the acknowledgement, failing after `ms`. */
export function emitWithAck<E extends ClientEventName>(
  event: E,
  payload: ClientPayload<E>,
  ms = 20_000,
): Promise<ClientAck<E>> {
  // Socket.IO's typed emitWithAck cannot narrow a generic event name; the signature above is the check.
  const timed = getSocket().timeout(ms) as unknown as {
    emitWithAck(event: string, payload: unknown): Promise<ClientAck<E>>;
  };
  return timed.emitWithAck(event, payload);
}

/** Handlers for some of the server's events, by name. */
export type ServerHandlers = { [E in ServerEventName]?: ServerToClientEvents[E] };

/**
 * Listens on the tab's socket to the given events and, with `onReconnect`, to its coming back from
 * a dropped connection; returns the cleanup that stops listening (an effect's return value).
 */
export function listen(handlers: ServerHandlers, onReconnect?: () => void): () => void {
  const socket = getSocket();
  // Socket.IO's typed on/off cannot narrow a generic event name; ServerHandlers above is the check.
  const untyped = socket as unknown as {
    on(event: string, handler: (payload: never) => void): void;
    off(event: string, handler: (payload: never) => void): void;
  };
  const entries = Object.entries(handlers) as [string, (payload: never) => void][];
  for (const [event, handler] of entries) untyped.on(event, handler);
  if (onReconnect) socket.io.on("reconnect", onReconnect);
  return () => {
    if (onReconnect) socket.io.off("reconnect", onReconnect);
    for (const [event, handler] of entries) untyped.off(event, handler);
  };
}

/**
 * The caching of a query the socket's events keep current: fresh for as long as it is on screen,
 * and not kept once off screen, where nothing would.
 */
export const liveQuery = { staleTime: Number.POSITIVE_INFINITY, gcTime: 0 } as const;

import type { LotusClientSocket } from "./socket";

// The tab's one socket, held apart from socket.ts so that closing it (the auth provider does so
// whenever the signed-in person changes, on every page) does not bring socket.io-client into the
// home page's first load: only a signed-in screen that talks to the server opens one.
let socket: LotusClientSocket | null = null;

export const socketSlot = {
  get: (): LotusClientSocket | null => socket,
  set: (next: LotusClientSocket): void => {
    socket = next;
  },
};

/** Closes the socket (on sign-out, or when another person signs in), so the next user gets their own. */
export function closeSocket(): void {
  socket?.removeAllListeners();
  socket?.close();
  socket = null;
}

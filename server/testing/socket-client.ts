import { io as connect, type Socket } from "socket.io-client";

/** A socket.io-client over websocket (as the web app connects), resolved once connected. */
export function connectClient(
  url: string,
  options: { cookie?: string; transports?: ("websocket" | "polling")[] } = {},
): Promise<Socket> {
  const socket = connect(url, {
    transports: options.transports ?? ["websocket"],
    reconnection: false,
    timeout: 5000,
    extraHeaders: options.cookie ? { cookie: options.cookie } : undefined,
  });
  return new Promise((resolve, reject) => {
    socket.once("connect", () => resolve(socket));
    socket.once("connect_error", (err) => {
      socket.close();
      reject(err);
    });
  });
}

/** The arguments of the next `event` the socket receives. */
export function nextEvent(socket: Socket, event: string): Promise<unknown[]> {
  return new Promise((resolve) => socket.once(event, (...args: unknown[]) => resolve(args)));
}

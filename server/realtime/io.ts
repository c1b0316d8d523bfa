import { createAdapter } from "@socket.io/redis-streams-adapter";
import type { FastifyInstance } from "fastify";
import { Server } from "socket.io";
import type { Redis } from "../redis";

export type RealtimeAdapter = "memory" | "redis-streams";

/**
 * Socket.IO on the same HTTP server as the API, websocket transport only (as the spec's client
 * uses). With Redis, rooms span every Lotus process through the streams adapter, which replays
 * what it missed after a Redis reconnect.
 */
export function attachRealtime(
  app: FastifyInstance,
  redis: Redis | undefined,
): { io: Server; adapter: RealtimeAdapter } {
  const io = new Server(app.server, {
    transports: ["websocket"],
    serveClient: false,
    // Spec: the client's URI limit is 8000; a handshake never needs more than a few KiB.
    maxHttpBufferSize: 1_000_000,
    adapter: redis ? createAdapter(redis, { streamName: "lotus:socket.io" }) : undefined,
  });
  return { io, adapter: redis ? "redis-streams" : "memory" };
}

/** Room names, so no file spells them by hand. */
export const rooms = {
  trip: (tripId: string) => `trip:${tripId}`,
  user: (userId: string) => `user:${userId}`,
};

import { setTimeout as sleep } from "node:timers/promises";
import { createAdapter } from "@socket.io/redis-streams-adapter";
import type { FastifyInstance } from "fastify";
import { Server } from "socket.io";
import type { Redis } from "../redis";
import type { LotusServer, SocketData } from "./types";

export type RealtimeAdapter = "memory" | "redis-streams";

/** Who is in a room right now, on every process when they can be asked. */
export type SocketsIn = (room: string) => Promise<{ id: string; data: SocketData }[]>;

/** How long other processes have to say who is in a room before this process answers alone. */
export const CLUSTER_FETCH_TIMEOUT_MS = 2000;

/**
 * Socket.IO on the same HTTP server as the API, websocket transport only (as the spec's client
 * uses). With Redis, rooms span every Lotus process through the streams adapter, which replays
 * what it missed after a Redis reconnect.
 */
export function attachRealtime(
  app: FastifyInstance,
  redis: Redis | undefined,
): { io: LotusServer; adapter: RealtimeAdapter; socketsIn: SocketsIn } {
  const io: LotusServer = new Server(app.server, {
    transports: ["websocket"],
    serveClient: false,
    // Spec: the client's URI limit is 8000; a handshake never needs more than a few KiB.
    maxHttpBufferSize: 1_000_000,
    adapter: redis ? createAdapter(redis, { streamName: "lotus:socket.io" }) : undefined,
  });
  // This process's own sockets, read from the adapter's room map: the cluster adapter's
  // `io.local.fetchSockets()` still counts servers through Redis first, and so hangs with it.
  const local = async (room: string) =>
    [...(io.of("/").adapter.rooms.get(room) ?? [])].flatMap((id) => {
      const socket = io.of("/").sockets.get(id);
      return socket ? [{ id: socket.id, data: socket.data }] : [];
    });
  // During a Redis outage the adapter's question to the other processes is never delivered and
  // it waits for their answers until its timeout, so a chat message's presence check would hang,
  // then fail. The others cannot be reached anyway: answer with this process's sockets.
  const socketsIn: SocketsIn = async (room) => {
    if (redis?.status !== "ready") return local(room);
    const settled = new AbortController();
    const late = sleep(CLUSTER_FETCH_TIMEOUT_MS, undefined, { signal: settled.signal }).catch(() => undefined);
    try {
      return (await Promise.race([io.in(room).fetchSockets(), late])) ?? (await local(room));
    } catch {
      return local(room);
    } finally {
      settled.abort();
    }
  };
  return { io, adapter: redis ? "redis-streams" : "memory", socketsIn };
}

/** Room names, so no file spells them by hand. */
export const rooms = {
  trip: (tripId: string) => `trip:${tripId}`,
  user: (userId: string) => `user:${userId}`,
  /** Every socket of one session (by the token's hash), so ending the session ends them. */
  session: (sessionHash: string) => `session:${sessionHash}`,
};

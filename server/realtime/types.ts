import type { Server, Socket } from "socket.io";
import type { ClientToServerEvents, ServerToClientEvents } from "../../common/api/realtime";

export type SocketUser = { id: string; firstName: string; lastName: string };

/**
 * What a socket carries: who it is, and which session (by its hash, never the token: socket data
 * crosses processes through Redis) it belongs to, with when that session was last found live and
 * when it ends by the clock as last read (epoch ms; the socket's expiry timer is set for then).
 */
export type SocketData = { user: SocketUser; sessionHash: string; sessionCheckedAt: number; sessionExpiresAt: number };

// biome-ignore lint/complexity/noBannedTypes: Socket.IO's slot for server-to-server events, unused.
type InterServerEvents = {};

export type LotusServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type LotusSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

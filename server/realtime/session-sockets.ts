import type { FastifyInstance } from "fastify";
import type { TSessionEndReason } from "../../common/api/realtime";
import { liveSessionHashes, resolveSessionHash } from "../auth/sessions";
import { rooms } from "./io";
import { type SessionTarget, sessionsIn } from "./publish";
import { endReasons, MAX_TIMER_MS, sessionExpiry } from "./session-expiry";
import type { LotusSocket } from "./types";

// A socket belongs to its session. Revocations we make (sign-out, sign out other sessions, a
// password change or reset, an address proven by its owner) end that session's sockets at once,
// in every process: the rooms below are Socket.IO rooms, so with Redis the adapter carries the
// disconnect to wherever the socket lives. Expiry is each socket's own timer, set for when its
// session ends by the clock (the earlier of idle and absolute expiry, server/auth/sessions.ts),
// read at the handshake and again at every re-check: when it fires the session is read again and
// the socket ended, or the timer set anew if the session was extended meanwhile. Account deletion
// is `end({ userId }, "account_deleted")` from the deleting code. Anything else (a row deleted by
// other code) is caught by a sweep of this process's sockets and by a re-check before a stale
// socket's event.

/** How often this process checks all its sockets' sessions in one query. */
export const SESSION_SWEEP_MS = 30_000;
/** An event from a socket whose session was last seen live longer ago than this re-checks it first. */
export const SESSION_RECHECK_MS = 60_000;
/** How soon a socket's expiry check that could not reach the database tries again. */
export const EXPIRY_RETRY_MS = 5_000;
/** What refused events answer when the socket's session has ended. */
export const sessionEndedText = "Please log in to continue";

export type { SessionTarget } from "./publish";

export type Liveness = { live: true } | { live: false; reason: TSessionEndReason };

export type SessionSockets = {
  /**
   * Tells the target's sockets why, then disconnects them, in every process. After deleting an
   * account: `end({ userId }, "account_deleted")`.
   */
  end(target: SessionTarget, reason: TSessionEndReason): void;
  /** After a service ended some of a person's sessions: disconnects their sockets whose session is gone. */
  recheckUser(userId: string, reason: TSessionEndReason): Promise<void>;
  /**
   * Whether the socket's session is live, asking the database when the last check is stale or
   * the session's known expiry has passed; if it is not, why.
   */
  ensureLive(socket: LotusSocket): Promise<Liveness>;
  /** Tells one socket of this process why, then disconnects it. */
  endSocket(socket: Pick<LotusSocket, "emit" | "disconnect">, reason: TSessionEndReason): void;
};

export function bindSocketsToSessions(app: FastifyInstance, options: { sweepMs?: number } = {}): SessionSockets {
  const { io, database } = app.lotus;
  const db = database.db;

  io.on("connection", (socket) => {
    void socket.join([rooms.user(socket.data.user.id), rooms.session(socket.data.sessionHash)]);
    scheduleExpiry(socket);
    socket.on("disconnect", () => clearExpiry(socket));
  });

  function endSocket(socket: Pick<LotusSocket, "emit" | "disconnect">, reason: TSessionEndReason): void {
    clearExpiry(socket);
    try {
      app.lotus.publish.toSocket(socket, "session_ended", { reason });
    } finally {
      // A namespace disconnect (not a transport close): the client is told it was the server and
      // does not reconnect by itself.
      socket.disconnect();
    }
  }

  // Each socket's expiry timer, kept here by socket (socket.data crosses processes; a timer cannot).
  const timers = new WeakMap<object, NodeJS.Timeout>();
  function clearExpiry(socket: object): void {
    clearTimeout(timers.get(socket));
    timers.delete(socket);
  }
  /** Sets the socket's timer for its session's expiry as last read (or `delayMs` from now). */
  function scheduleExpiry(socket: LotusSocket, delayMs = socket.data.sessionExpiresAt - Date.now()): void {
    clearExpiry(socket);
    if (!socket.connected) return;
    const ms = Number.isFinite(delayMs) ? Math.min(Math.max(delayMs, 0), MAX_TIMER_MS) : 0;
    const timer = setTimeout(() => {
      timers.delete(socket);
      void expire(socket);
    }, ms);
    timer.unref();
    timers.set(socket, timer);
  }
  /** The timer fired: the session ended by the clock, was extended meanwhile, or is gone. */
  async function expire(socket: LotusSocket): Promise<void> {
    if (!socket.connected) return;
    try {
      const reason = await recheck(socket);
      if (!socket.connected) return;
      if (reason) endSocket(socket, reason);
      else scheduleExpiry(socket);
    } catch (err) {
      app.log.warn({ err: err instanceof Error ? err.message : err, socket: socket.id }, "session expiry check failed");
      scheduleExpiry(socket, EXPIRY_RETRY_MS);
    }
  }
  /**
   * Reads the socket's session again, without extending it (a timer is not the person using it):
   * null when it is live (its expiry and this check noted on the socket), else why it ended.
   */
  async function recheck(socket: LotusSocket): Promise<TSessionEndReason | null> {
    const now = new Date();
    const session = await sessionExpiry(db, socket.data.sessionHash, now);
    if (session && session.userId === socket.data.user.id) {
      socket.data.sessionExpiresAt = session.expiresAt.getTime();
      socket.data.sessionCheckedAt = now.getTime();
      return null;
    }
    return (await endReasons(db, [socket.data.user.id])).get(socket.data.user.id) ?? "expired";
  }

  const sessionSockets: SessionSockets = {
    endSocket,
    end(target, reason) {
      app.lotus.publish.toSessions(target, "session_ended", { reason });
      sessionsIn(io, target).disconnectSockets();
      app.log.info({ ...target, reason }, "session sockets ended");
    },

    async recheckUser(userId, reason) {
      const sockets = await app.lotus.socketsIn(rooms.user(userId));
      const live = await liveSessionHashes(db, [...new Set(sockets.map((s) => s.data.sessionHash))]);
      for (const hash of new Set(sockets.map((s) => s.data.sessionHash))) {
        if (!live.has(hash)) sessionSockets.end({ sessionHash: hash }, reason);
      }
    },

    async ensureLive(socket) {
      const now = Date.now();
      if (now - socket.data.sessionCheckedAt < SESSION_RECHECK_MS && now < socket.data.sessionExpiresAt)
        return { live: true };
      // The lookup of every signed-in request: an event is use of the session and extends it as a
      // request does (the idle expiry, never past the absolute one); then its new expiry is read.
      const user = await resolveSessionHash(db, socket.data.sessionHash);
      const reason =
        user?.id === socket.data.user.id
          ? await recheck(socket)
          : ((await endReasons(db, [socket.data.user.id])).get(socket.data.user.id) ?? "expired");
      if (reason) return { live: false, reason };
      scheduleExpiry(socket);
      return { live: true };
    },
  };

  // The sweep: one query for every socket of this process, however many.
  async function sweep(): Promise<void> {
    const sockets = [...io.of("/").sockets.values()];
    if (!sockets.length) return;
    const hashes = [...new Set(sockets.map((s) => s.data.sessionHash))];
    const live = new Set<string>();
    for (let i = 0; i < hashes.length; i += 1000) {
      for (const hash of await liveSessionHashes(db, hashes.slice(i, i + 1000))) live.add(hash);
    }
    const now = Date.now();
    const dead = sockets.filter((s) => !live.has(s.data.sessionHash)).map((s) => s.data.user.id);
    const reasons = dead.length ? await endReasons(db, dead) : new Map<string, TSessionEndReason>();
    for (const socket of sockets) {
      if (live.has(socket.data.sessionHash)) socket.data.sessionCheckedAt = now;
      else if (socket.connected) endSocket(socket, reasons.get(socket.data.user.id) ?? "expired");
    }
  }
  let sweeping = false;
  const timer = setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    sweep()
      .catch((err) => app.log.warn({ err: err instanceof Error ? err.message : err }, "session sweep failed"))
      .finally(() => {
        sweeping = false;
      });
  }, options.sweepMs ?? SESSION_SWEEP_MS);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));

  return sessionSockets;
}

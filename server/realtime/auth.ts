import type { FastifyInstance } from "fastify";
import { socketEmitFailed } from "../../common/api/realtime";
import { resolveSession, tokenFromCookies } from "../auth/sessions";
import { hashToken } from "../auth/tokens";
import { sessionExpiry } from "./session-expiry";

export type { SocketUser } from "./types";

export const crossSiteRefused = "Cross-site connection refused";

/**
 * A browser on another site may open a websocket to us carrying our cookies (SameSite does not
 * cover websockets the way it covers fetches): the handshake's Origin must be ours, as for the
 * HTTP calls (server/http/origin-check.ts). Clients that send no Origin are not browsers.
 */
export function checkSocketOrigin(app: FastifyInstance): void {
  const configured = new URL(app.lotus.config.publicUrl).origin;
  app.lotus.io.use((socket, next) => {
    const origin = socket.handshake.headers.origin;
    if (origin === undefined) return next();
    const host = socket.handshake.headers.host;
    const secure = (socket.request.socket as { encrypted?: boolean }).encrypted === true;
    const forwarded = app.lotus.config.trustProxy ? socket.handshake.headers["x-forwarded-proto"] : undefined;
    const own = host ? `${typeof forwarded === "string" ? forwarded : secure ? "https" : "http"}://${host}` : null;
    if (origin === configured || origin === own) return next();
    app.log.warn({ origin }, "cross-site socket refused");
    next(new Error(crossSiteRefused));
  });
}

/**
 * Sockets are for signed-in travellers only: the handshake must carry the same session cookie
 * as the HTTP calls. The socket keeps its user, its session's hash and when that session expires;
 * the session is checked again while the socket lives, and at that expiry (session-sockets.ts),
 * so a socket never outlives its session.
 */
export function authenticateSockets(app: FastifyInstance): void {
  app.lotus.io.use(async (socket, next) => {
    try {
      const cookies = app.parseCookie(socket.request.headers.cookie ?? "");
      const token = tokenFromCookies(cookies, app.lotus.config);
      const db = app.lotus.database.db;
      const user = token ? await resolveSession(db, token) : null;
      // When the session ends by the clock, read after the lookup (which may have extended it):
      // the socket's expiry timer is set for then (session-sockets.ts).
      const expiry = token && user ? await sessionExpiry(db, hashToken(token)) : null;
      if (!token || !user || !expiry || expiry.userId !== user.id) return next(new Error("Please log in to continue"));
      socket.data.user = { id: user.id, firstName: user.firstName, lastName: user.lastName };
      socket.data.sessionHash = hashToken(token);
      socket.data.sessionCheckedAt = Date.now();
      socket.data.sessionExpiresAt = expiry.expiresAt.getTime();
      next();
    } catch (err) {
      app.log.error({ err }, "socket authentication failed");
      next(new Error(socketEmitFailed));
    }
  });
}

import type { FastifyInstance } from "fastify";
import { resolveSession, tokenFromCookies } from "../auth/sessions";

export type SocketUser = { id: string; firstName: string; lastName: string };

declare module "socket.io" {
  interface SocketData {
    user: SocketUser;
  }
}

/**
 * Sockets are for signed-in travellers only: the handshake must carry the same session cookie
 * as the HTTP calls. The user is resolved once, at connection, and kept on socket.data.
 */
export function authenticateSockets(app: FastifyInstance): void {
  app.lotus.io.use(async (socket, next) => {
    try {
      const cookies = app.parseCookie(socket.request.headers.cookie ?? "");
      const token = tokenFromCookies(cookies, app.lotus.config);
      const user = token ? await resolveSession(app.lotus.database.db, token) : null;
      if (!user) return next(new Error("Please log in to continue"));
      socket.data.user = { id: user.id, firstName: user.firstName, lastName: user.lastName };
      next();
    } catch (err) {
      app.log.error({ err }, "socket authentication failed");
      next(new Error("Sorry, something went wrong. Please refresh the page before trying again."));
    }
  });
}

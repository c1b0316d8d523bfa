import type { FastifyInstance } from "fastify";

// Connections cost memory for as long as they stay open, and a handshake costs a session lookup.
// So: a handshake rate per address (shared across processes through the rate limits, before the
// session is looked up), and a cap on the sockets one person keeps open in a process (twenty
// tabs and devices is generous; a leaking script is not).

export const MAX_SOCKETS_PER_USER = 20;
export const tooManyConnections = "Too many open connections. Please close some Lotus tabs and try again.";

/** Registered before authentication: refuses handshakes beyond the per-address rate. */
export function limitSocketHandshakes(app: FastifyInstance): void {
  app.lotus.io.use((socket, next) => {
    app.lotus.rateLimits.consume("socketHandshakeIp", socket.handshake.address).then(
      () => next(),
      (error: Error) => next(new Error(error.message)),
    );
  });
}

/** Registered after authentication: at most MAX_SOCKETS_PER_USER open sockets per person. */
export function limitSocketsPerUser(app: FastifyInstance): void {
  const open = new Map<string, number>();
  app.lotus.io.use((socket, next) => {
    const userId = socket.data.user.id;
    const count = open.get(userId) ?? 0;
    if (count >= MAX_SOCKETS_PER_USER) {
      app.log.warn({ userId }, "socket refused: too many open connections");
      return next(new Error(tooManyConnections));
    }
    open.set(userId, count + 1);
    socket.on("disconnect", () => {
      const left = (open.get(userId) ?? 1) - 1;
      if (left > 0) open.set(userId, left);
      else open.delete(userId);
    });
    next();
  });
}

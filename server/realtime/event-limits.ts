import type { FastifyInstance } from "fastify";
import { RateLimiterMemory } from "rate-limiter-flexible";

// A socket that floods events is slowed down, not served: each connection may send a burst of
// 60 events and then 6 a second. Over the limit, an event is dropped and, when it asked for an
// acknowledgement, told why (the client shows it like any other send failure).

export const SOCKET_EVENTS = { points: 60, duration: 10 } as const;
export const tooFast = "You're sending messages too quickly. Please wait a few seconds and try again.";

export function limitSocketEvents(app: FastifyInstance): void {
  const limiter = new RateLimiterMemory({ keyPrefix: "socket-events", ...SOCKET_EVENTS });
  app.lotus.io.on("connection", (socket) => {
    socket.use((packet, next) => {
      limiter.consume(socket.id).then(
        () => next(),
        () => {
          const ack = packet[packet.length - 1];
          if (typeof ack === "function") ack({ error: tooFast });
          app.log.warn(
            { socket: socket.id, userId: socket.data.user?.id, event: packet[0] },
            "socket event refused: too fast",
          );
        },
      );
    });
    socket.on("disconnect", () => {
      void limiter.delete(socket.id);
    });
  });
}

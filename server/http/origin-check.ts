import type { FastifyInstance } from "fastify";
import { Forbidden } from "../errors";

// CSRF defence beside SameSite=Lax cookies: a state-changing API call that a browser marks as
// coming from another site is refused before it runs. Requests without an Origin (servers,
// scripts, Stripe's webhooks) are not browsers acting for a signed-in person, so they pass.

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

export function registerOriginCheck(app: FastifyInstance): void {
  const configured = new URL(app.lotus.config.publicUrl).origin;
  app.addHook("onRequest", async (request) => {
    if (SAFE.has(request.method) || !request.url.startsWith("/api/")) return;
    const origin = request.headers.origin;
    if (origin === undefined) return;
    const own = `${request.protocol}://${request.host}`;
    if (origin !== configured && origin !== own) {
      request.log.warn({ origin }, "cross-site request refused");
      throw Forbidden("Cross-site request refused");
    }
  });
}

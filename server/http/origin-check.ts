import type { FastifyInstance } from "fastify";
import { Forbidden } from "../errors";

declare module "fastify" {
  interface FastifyContextConfig {
    /** A GET that changes something (the spec's GET /api/deauth): checked like a POST. */
    changesState?: boolean;
  }
}

// CSRF defence beside SameSite=Lax cookies: a state-changing API call that a browser marks as
// coming from another site is refused before it runs. Requests without an Origin (servers,
// scripts, Stripe's webhooks) are not browsers acting for a signed-in person, so they pass.
// SameSite=Lax still sends the cookie on a top-level cross-site GET navigation, so a GET that
// changes state also needs this; browsers send no Origin there, but `Sec-Fetch-Site: cross-site`.

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

export function registerOriginCheck(app: FastifyInstance): void {
  const configured = new URL(app.lotus.config.publicUrl).origin;
  // A callback, not an async function: it runs on every request, and a promise per request is
  // measurable on calls answered from memory (issue 28).
  app.addHook("onRequest", (request, _reply, done) => {
    if (!request.url.startsWith("/api/")) return done();
    if (SAFE.has(request.method) && !request.routeOptions.config?.changesState) return done();
    // "same-site" (a sibling subdomain), "same-origin" and "none" (typed URL, bookmark) pass.
    const crossSite = request.headers["sec-fetch-site"] === "cross-site";
    const origin = request.headers.origin;
    const own = `${request.protocol}://${request.host}`;
    if (crossSite || (origin !== undefined && origin !== configured && origin !== own)) {
      request.log.warn({ origin, fetchSite: request.headers["sec-fetch-site"] }, "cross-site request refused");
      return done(Forbidden("Cross-site request refused"));
    }
    done();
  });
}

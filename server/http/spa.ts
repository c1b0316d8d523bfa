import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { isClientRoute } from "../../common/routes";
import { SESSION_LIFETIME_MS, SIGNED_IN_HINT, sessionCookieName } from "../auth/sessions";
import { AppError, NotFound } from "../errors";
import { sendError } from "./error-handler";

/**
 * Serves the built React app from `webDir`: hashed assets with a long cache, index.html for
 * every client route, and JSON 404s for unknown API paths.
 */
export async function registerSpa(app: FastifyInstance, webDir: string): Promise<void> {
  const indexFile = path.join(webDir, "index.html");
  const built = existsSync(indexFile);
  // Read once: index.html is small and changes only with a new build (and a restart).
  const indexHtml = built ? readFileSync(indexFile) : undefined;

  if (built) {
    await app.register(fastifyStatic, {
      root: webDir,
      index: false,
      // One route per built file, found at start-up: directories (like /) fall through to the SPA.
      wildcard: false,
      // The build writes .br and .gz beside each asset; the one the browser accepts is sent.
      preCompressed: true,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header("cache-control", hashed ? "public, max-age=31536000, immutable" : "public, max-age=3600");
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    if (pathname === "/api" || pathname.startsWith("/api/")) {
      return sendError(request, reply, NotFound(`No such API route: ${request.method} ${pathname}`));
    }
    const wantsPage = (request.method === "GET" || request.method === "HEAD") && !path.extname(pathname);
    if (!wantsPage) return sendError(request, reply, NotFound(`Not found: ${pathname}`));
    if (!indexHtml) {
      return sendError(
        request,
        reply,
        new AppError("unavailable", "The web app has not been built yet: run `npm run build` (npm start does it)."),
      );
    }
    // The logout screen signs out with a same-origin call, so another site's link to it would sign
    // people out (logout CSRF): such a navigation lands on the home page instead (issue 21).
    if (pathname === "/logout" && request.headers["sec-fetch-site"] === "cross-site") {
      return reply.redirect("/", 303);
    }
    // A session from before the sign-in hint existed (or a cleared hint): tell the page to check it.
    if (request.cookies[sessionCookieName(app.lotus.config)] && !request.cookies[SIGNED_IN_HINT]) {
      reply.setCookie(SIGNED_IN_HINT, "1", {
        path: "/",
        sameSite: "lax",
        secure: app.lotus.config.publicUrl.startsWith("https://"),
        maxAge: SESSION_LIFETIME_MS / 1000,
      });
    }
    return reply
      .status(isClientRoute(pathname) ? 200 : 404)
      .header("cache-control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(indexHtml);
  });
}

import type { FastifyInstance, FastifyRequest } from "fastify";
import { Unauthorized } from "../errors";
import { type SessionUser, sessionToken } from "./sessions";
import { hashToken } from "./tokens";

declare module "fastify" {
  interface FastifyRequest {
    /** The request's user once looked up: null for none, undefined before (current-user.ts). */
    sessionUser: SessionUser | null | undefined;
  }
}

/**
 * Declares the request's `sessionUser` (registerAuthRoutes does): a property every request is
 * built with keeps their shape alike, and is cheaper than a WeakMap entry per request (issue 28).
 */
export function decorateSessionUser(app: FastifyInstance): void {
  if (!app.hasRequestDecorator("sessionUser")) app.decorateRequest("sessionUser", undefined);
}

/**
 * The signed-in user of this request, or null (looked up once per request, through the session
 * cache: server/auth/session-cache.ts).
 */
export async function currentUser(request: FastifyRequest): Promise<SessionUser | null> {
  if (request.sessionUser !== undefined) return request.sessionUser;
  const token = sessionToken(request, request.server.lotus.config);
  const user = token ? await request.server.lotus.sessionCache.resolve(hashToken(token)) : null;
  request.sessionUser = user;
  return user;
}

/** The signed-in user, or a 401 'Please log in to continue'. */
export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await currentUser(request);
  if (!user) throw Unauthorized();
  return user;
}

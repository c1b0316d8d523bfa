import type { FastifyRequest } from "fastify";
import { Unauthorized } from "../errors";
import { type SessionUser, sessionToken } from "./sessions";
import { hashToken } from "./tokens";

const cache = new WeakMap<FastifyRequest, SessionUser | null>();

/**
 * The signed-in user of this request, or null (looked up once per request, through the session
 * cache: server/auth/session-cache.ts).
 */
export async function currentUser(request: FastifyRequest): Promise<SessionUser | null> {
  if (cache.has(request)) return cache.get(request) ?? null;
  const token = sessionToken(request, request.server.lotus.config);
  const user = token ? await request.server.lotus.sessionCache.resolve(hashToken(token)) : null;
  cache.set(request, user);
  return user;
}

/** The signed-in user, or a 401 'Please log in to continue'. */
export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await currentUser(request);
  if (!user) throw Unauthorized();
  return user;
}

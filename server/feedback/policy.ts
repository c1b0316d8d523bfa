import type { FastifyRequest } from "fastify";
import { currentUser } from "../auth/current-user";
import type { SessionUser } from "../auth/sessions";
import { NotFound } from "../errors";

// Who may read what people wrote in the feedback form: the addresses in ADMIN_EMAILS. Anyone
// else is told the page does not exist, so the admin view is not advertised.

export async function requireAdmin(request: FastifyRequest): Promise<SessionUser> {
  const user = await currentUser(request);
  const admins = request.server.lotus.config.adminEmails;
  if (!user || !admins.includes(user.email.toLowerCase())) throw NotFound();
  return user;
}

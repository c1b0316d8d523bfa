import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config";
import { TOKEN_LIFETIME_MS } from "./tokens";

// Who confirms an address matters (issue 21, pre-hijacking): anyone can sign up with someone
// else's address and set the password, and the mailbox's owner may then follow the mailed link.
// The browser that signed up gets this cookie: an HMAC of the account's confirmation token. A
// confirmation from that browser (or from one signed in to the account) keeps the sign-up's
// password; from anywhere else the password is removed and the mailbox's owner sets their own.
// Sign-up of an address that already has an account sets an equally random-looking cookie, so
// the answer still does not reveal who has an account.

const COOKIE = "lotus_signup";

function cookieName(config: Pick<Config, "publicUrl">): string {
  return config.publicUrl.startsWith("https://") ? `__Host-${COOKIE}` : COOKIE;
}

function proofOf(config: Pick<Config, "sessionSecret">, token: string): string {
  return createHmac("sha256", config.sessionSecret).update(`signup-browser:${token}`).digest("base64url");
}

/** Marks this browser as the one that signed up (token: the confirmation token, if one was made). */
export function setSignupCookie(reply: FastifyReply, config: Config, confirmToken: string | undefined): void {
  reply.setCookie(cookieName(config), proofOf(config, confirmToken ?? randomBytes(32).toString("base64url")), {
    httpOnly: true,
    sameSite: "lax",
    secure: config.publicUrl.startsWith("https://"),
    path: "/",
    maxAge: TOKEN_LIFETIME_MS.confirm_email / 1000,
  });
}

/** Whether the browser confirming `token` is the one that signed up for it. */
export function isSignupBrowser(request: FastifyRequest, config: Config, token: string): boolean {
  const held = request.cookies[cookieName(config)];
  if (!held) return false;
  const expected = Buffer.from(proofOf(config, token));
  const given = Buffer.from(held);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function clearSignupCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(cookieName(config), { path: "/", secure: config.publicUrl.startsWith("https://") });
}

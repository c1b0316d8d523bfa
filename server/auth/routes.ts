import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { authEndpoints as e, messages, type TCheckAuthResponse } from "../../common/api/auth";
import { AppError, Invalid, Unauthorized } from "../errors";
import { route } from "../http/route";
import {
  changePassword,
  checkCredentials,
  confirmEmail,
  GoogleLinkRefused,
  requestPasswordReset,
  resetPassword,
  signInWithGoogle,
  signUp,
  updateProfile,
} from "./accounts";
import { isCommonPassword } from "./common-passwords";
import { currentUser, decorateSessionUser, requireUser } from "./current-user";
import { GoogleAuthError, verifyGoogleAccessToken } from "./google";
import type { ForgetTarget } from "./session-cache";
import {
  clearSessionCookie,
  createSession,
  revokeOtherSessions,
  revokeSession,
  SIGNED_IN_HINT,
  sessionToken,
  setSessionCookie,
} from "./sessions";
import { clearSignupCookie, isSignupBrowser, setSignupCookie } from "./signup-proof";
import { hashToken } from "./tokens";

// The accounts calls of the spec (section 7). Each: parse, bot check, rate limit, service, present.
export function registerAuthRoutes(app: FastifyInstance): void {
  const { config } = app.lotus;
  decorateSessionUser(app);
  const deps = () => ({ db: app.lotus.database.db, mailer: app.lotus.mailer, config, log: app.log });

  // After ending sessions or changing a person's row: answered only once no process can still
  // serve the old state from its session cache (session-cache.ts).
  const forget = (target: ForgetTarget) => app.lotus.sessionCache.forget(target);

  async function requireCaptcha(request: FastifyRequest, token: string | undefined): Promise<void> {
    if (!(await app.lotus.captcha.verify(token, request.ip))) throw Invalid(messages.captcha);
  }

  // A fresh session id at every sign-in, and the one the browser brought (if any) ended, so a
  // session id planted before sign-in never becomes an authenticated one (ASVS 3.2.1).
  async function startSession(request: FastifyRequest, reply: FastifyReply, userId: string): Promise<void> {
    const previous = sessionToken(request, config);
    if (previous) {
      await revokeSession(app.lotus.database.db, previous);
      await forget({ sessionHash: hashToken(previous) });
      // A tab signed in as someone else loses that person's sockets with their session.
      app.lotus.sessionSockets.end({ sessionHash: hashToken(previous) }, "signed_out");
    }
    setSessionCookie(reply, config, await createSession(app.lotus.database.db, userId));
  }

  /** The hash of the session this request came with: the one that stays when others end. */
  function keepHash(request: FastifyRequest): string | undefined {
    const token = sessionToken(request, config);
    return token ? hashToken(token) : undefined;
  }

  function refuseCommon(password: string): void {
    if (isCommonPassword(password)) throw Invalid(messages.passwordCommon);
  }

  route(app, e.clientConfig, async () => ({
    captcha: { provider: config.captcha.provider, site_key: config.captcha.siteKey ?? null },
    google_client_id: config.google.clientId ?? null,
    analytics: config.analytics,
  }));

  route(app, e.captchaChallenge, async (_request, reply) => {
    if (!app.lotus.captcha.challenge) throw new AppError("not_found", "This server does not use ALTCHA");
    return reply.header("cache-control", "no-store").send(await app.lotus.captcha.challenge());
  });

  route(app, e.checkAuth, async (request, reply) => {
    const user = await currentUser(request);
    if (!user) {
      // An expired or revoked session: drop the cookies so the next page load does not ask again.
      if (request.cookies[SIGNED_IN_HINT] || sessionToken(request, config)) clearSessionCookie(reply, config);
      throw Unauthorized("Not logged in");
    }
    const answer: TCheckAuthResponse = {
      user_id: user.id,
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      preferred_name: user.preferredName,
      rate_plan: user.ratePlan,
    };
    // Every page load asks this, answered from memory: the response schema's pass over six fields
    // built just above (typed by it) was a twentieth of the call's CPU (issue 28), so they are
    // written as they are.
    return reply.type("application/json; charset=utf-8").send(JSON.stringify(answer));
  });

  // A GET in the spec, yet it ends the session: the origin check refuses it from other sites.
  route(app, e.deauth, async (request, reply) => {
    const token = sessionToken(request, config);
    if (token) {
      await revokeSession(app.lotus.database.db, token);
      await forget({ sessionHash: hashToken(token) });
      app.lotus.sessionSockets.end({ sessionHash: hashToken(token) }, "signed_out");
    }
    clearSessionCookie(reply, config);
    return { success: true, message: "Logged out" };
  });

  route(app, e.login, async (request, reply) => {
    const { email, password, recaptcha_token } = request.body;
    await requireCaptcha(request, recaptcha_token);
    // Counted before the password is checked (atomically, so parallel guesses cannot all
    // pass), given back when it was right: in the end only failures count. The account from this
    // address waits longer after each further failure; other addresses are not slowed
    // (rate-limits.ts, loginDelay).
    const limits = app.lotus.rateLimits;
    const pair = `${email}|${request.ip}`;
    await limits.consume("loginIp", request.ip);
    try {
      await limits.loginAttempt(pair);
    } catch (error) {
      // Refused before any password was checked: not a failure of this address.
      await limits.reward("loginIp", request.ip);
      throw error;
    }
    const user = await checkCredentials(app.lotus.database.db, email, password);
    if (!user) throw new AppError("unauthorized", messages.loginFailed);
    await limits.reward("loginIp", request.ip);
    await limits.loginSucceeded(pair);
    await startSession(request, reply, user.id);
    return { success: true, msg: "Logged in" };
  });

  route(app, e.google, async (request, reply) => {
    await requireCaptcha(request, request.body.recaptcha_token);
    await app.lotus.rateLimits.consume("googleIp", request.ip);
    try {
      const identity = await verifyGoogleAccessToken(config, request.body.access_token);
      const user = await signInWithGoogle(app.lotus.database.db, identity);
      await forget({ userId: user.id });
      // Linking an unconfirmed account ends the sessions someone else may hold (accounts.ts).
      await app.lotus.sessionSockets.recheckUser(user.id, "signed_out_elsewhere");
      await startSession(request, reply, user.id);
      return { success: true, message: messages.googleSuccess };
    } catch (error) {
      if (error instanceof GoogleAuthError || error instanceof GoogleLinkRefused) {
        throw new AppError("unauthorized", error.message);
      }
      throw error;
    }
  });

  route(app, e.signup, async (request, reply) => {
    await requireCaptcha(request, request.body.recaptcha_token);
    await app.lotus.rateLimits.consume("signupIp", request.ip);
    refuseCommon(request.body.password);
    const { confirmToken } = await signUp(deps(), request.body);
    setSignupCookie(reply, config, confirmToken);
    return { success: true, message: messages.signupThanks };
  });

  route(app, e.confirmEmail, async (request, reply) => {
    await app.lotus.rateLimits.consume("confirmIp", request.ip);
    const user = await confirmEmail(app.lotus.database.db, request.body.token, {
      signedInAs: (await currentUser(request))?.id,
      signupBrowser: isSignupBrowser(request, config, request.body.token),
    });
    if (!user) throw Invalid("This confirmation link is invalid or has expired. Please sign in to get a new one.");
    await forget({ userId: user.id });
    // Proving the address may end sessions of the account (accounts.ts): their sockets go too.
    await app.lotus.sessionSockets.recheckUser(user.id, "signed_out_elsewhere");
    // Confirm, then sign in (the spec's flow, issue 26): the link proves the mailbox and ends the
    // account's sessions, but signs no one in, so "You can now sign in" is true for whoever
    // clicked it, including someone who had signed in before confirming. The sign-up's password
    // still works when this browser signed up or was signed in to the account (accounts.ts).
    clearSessionCookie(reply, config);
    clearSignupCookie(reply, config);
    return { success: true, message: messages.confirmed, password_kept: user.passwordKept };
  });

  route(app, e.forgotPassword, async (request) => {
    await requireCaptcha(request, request.body.recaptcha_token);
    await app.lotus.rateLimits.consume("forgotIp", request.ip);
    await app.lotus.rateLimits.consume("forgotPair", `${request.body.email}|${request.ip}`);
    await requestPasswordReset(deps(), request.body.email);
    return { success: true, message: messages.forgotSent };
  });

  route(app, e.resetPassword, async (request, reply) => {
    await app.lotus.rateLimits.consume("resetIp", request.ip);
    refuseCommon(request.body.password);
    const userId = await resetPassword(app.lotus.database.db, request.body.token, request.body.password);
    if (!userId) throw Invalid("This reset link is invalid or has expired. Please request a new one.");
    await forget({ userId });
    app.lotus.sessionSockets.end({ userId }, "password_changed");
    clearSessionCookie(reply, config);
    return { success: true, message: messages.resetDone };
  });

  route(app, e.changePassword, async (request) => {
    const user = await requireUser(request);
    await app.lotus.rateLimits.consume("changePasswordUser", user.id);
    refuseCommon(request.body.password);
    const outcome = await changePassword(
      app.lotus.database.db,
      user,
      request.body.current_password,
      request.body.password,
      sessionToken(request, config),
    );
    if (outcome === "wrong_current") throw Invalid(messages.currentPasswordWrong);
    await forget({ userId: user.id });
    app.lotus.sessionSockets.end({ userId: user.id, exceptSessionHash: keepHash(request) }, "password_changed");
    await app.lotus.rateLimits.reset("changePasswordUser", user.id);
    return { success: true, message: messages.passwordChanged };
  });

  route(app, e.signOutOtherSessions, async (request) => {
    const user = await requireUser(request);
    await revokeOtherSessions(app.lotus.database.db, user.id, sessionToken(request, config));
    await forget({ userId: user.id });
    app.lotus.sessionSockets.end({ userId: user.id, exceptSessionHash: keepHash(request) }, "signed_out_elsewhere");
    return { success: true, message: messages.otherSessionsSignedOut };
  });

  route(app, e.updateUser, async (request) => {
    const user = await requireUser(request);
    await updateProfile(app.lotus.database.db, user.id, request.body);
    await forget({ userId: user.id });
    return { success: true, message: messages.profileUpdated };
  });
}

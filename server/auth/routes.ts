import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  messages,
  ZChangePasswordRequest,
  ZCheckAuthResponse,
  ZClientConfig,
  ZForgotPasswordRequest,
  ZGoogleAuthRequest,
  ZLoginRequest,
  ZMessageResponse,
  ZMsgResponse,
  ZResetPasswordRequest,
  ZSignupRequest,
  ZTokenRequest,
  ZUpdateUserRequest,
} from "../../common/api/auth";
import { AppError, Invalid, Unauthorized } from "../errors";
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
import { currentUser, requireUser } from "./current-user";
import { GoogleAuthError, verifyGoogleAccessToken } from "./google";
import {
  clearSessionCookie,
  createSession,
  revokeOtherSessions,
  revokeSession,
  SIGNED_IN_HINT,
  sessionToken,
  setSessionCookie,
} from "./sessions";

// The accounts calls of the spec (section 7). Each: parse, bot check, rate limit, service, present.
export function registerAuthRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config } = app.lotus;
  const deps = () => ({ db: app.lotus.database.db, mailer: app.lotus.mailer, config, log: app.log });

  async function requireCaptcha(request: FastifyRequest, token: string | undefined): Promise<void> {
    if (!(await app.lotus.captcha.verify(token, request.ip))) throw Invalid(messages.captcha);
  }

  // A fresh session id at every sign-in, and the one the browser brought (if any) ended, so a
  // session id planted before sign-in never becomes an authenticated one (ASVS 3.2.1).
  async function startSession(request: FastifyRequest, reply: FastifyReply, userId: string): Promise<void> {
    const previous = sessionToken(request, config);
    if (previous) await revokeSession(app.lotus.database.db, previous);
    setSessionCookie(reply, config, await createSession(app.lotus.database.db, userId));
  }

  function refuseCommon(password: string): void {
    if (isCommonPassword(password)) throw Invalid(messages.passwordCommon);
  }

  r.get("/api/client-config", { schema: { response: { 200: ZClientConfig } } }, async () => ({
    captcha: { provider: config.captcha.provider, site_key: config.captcha.siteKey ?? null },
    google_client_id: config.google.clientId ?? null,
    analytics: config.analytics,
  }));

  r.get("/api/captcha/challenge", async (_request, reply) => {
    if (!app.lotus.captcha.challenge) throw new AppError("not_found", "This server does not use ALTCHA");
    return reply.header("cache-control", "no-store").send(await app.lotus.captcha.challenge());
  });

  r.get("/api/check_auth", { schema: { response: { 200: ZCheckAuthResponse } } }, async (request, reply) => {
    const user = await currentUser(request);
    if (!user) {
      // An expired or revoked session: drop the cookies so the next page load does not ask again.
      if (request.cookies[SIGNED_IN_HINT] || sessionToken(request, config)) clearSessionCookie(reply, config);
      throw Unauthorized("Not logged in");
    }
    return {
      user_id: user.id,
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      preferred_name: user.preferredName,
      rate_plan: user.ratePlan,
    };
  });

  r.get("/api/deauth", async (request, reply) => {
    const token = sessionToken(request, config);
    if (token) await revokeSession(app.lotus.database.db, token);
    clearSessionCookie(reply, config);
    return { success: true, message: "Logged out" };
  });

  r.post(
    "/api/auth",
    { schema: { body: ZLoginRequest, response: { 200: ZMsgResponse } }, config: { errorKey: "msg" } },
    async (request, reply) => {
      const { email, password, recaptcha_token } = request.body;
      await requireCaptcha(request, recaptcha_token);
      await app.lotus.rateLimits.consume("loginIp", request.ip);
      await app.lotus.rateLimits.consume("loginAccount", email);
      const user = await checkCredentials(app.lotus.database.db, email, password);
      if (!user) throw new AppError("unauthorized", messages.loginFailed);
      await app.lotus.rateLimits.reset("loginAccount", email);
      await startSession(request, reply, user.id);
      return { success: true, msg: "Logged in" };
    },
  );

  r.post(
    "/api/google-auth",
    { schema: { body: ZGoogleAuthRequest, response: { 200: ZMessageResponse } } },
    async (request, reply) => {
      await requireCaptcha(request, request.body.recaptcha_token);
      await app.lotus.rateLimits.consume("googleIp", request.ip);
      try {
        const identity = await verifyGoogleAccessToken(config, request.body.access_token);
        const user = await signInWithGoogle(app.lotus.database.db, identity);
        await startSession(request, reply, user.id);
        return { success: true, message: messages.googleSuccess };
      } catch (error) {
        if (error instanceof GoogleAuthError || error instanceof GoogleLinkRefused) {
          throw new AppError("unauthorized", error.message);
        }
        throw error;
      }
    },
  );

  r.post("/api/signup", { schema: { body: ZSignupRequest, response: { 200: ZMessageResponse } } }, async (request) => {
    await requireCaptcha(request, request.body.recaptcha_token);
    await app.lotus.rateLimits.consume("signupIp", request.ip);
    refuseCommon(request.body.password);
    await signUp(deps(), request.body);
    return { success: true, message: messages.signupThanks };
  });

  r.post(
    "/api/confirm_email",
    { schema: { body: ZTokenRequest, response: { 200: ZMessageResponse } } },
    async (request, reply) => {
      await app.lotus.rateLimits.consume("confirmIp", request.ip);
      const user = await confirmEmail(app.lotus.database.db, request.body.token);
      if (!user) throw Invalid("This confirmation link is invalid or has expired. Please sign in to get a new one.");
      // The link proves the mailbox: the person is signed in and lands on /plan.
      await startSession(request, reply, user.id);
      return { success: true, message: messages.confirmed };
    },
  );

  r.post(
    "/api/forgot-password",
    { schema: { body: ZForgotPasswordRequest, response: { 200: ZMessageResponse } } },
    async (request) => {
      await requireCaptcha(request, request.body.recaptcha_token);
      await app.lotus.rateLimits.consume("forgotIp", request.ip);
      await app.lotus.rateLimits.consume("forgotAccount", request.body.email);
      await requestPasswordReset(deps(), request.body.email);
      return { success: true, message: messages.forgotSent };
    },
  );

  r.post(
    "/api/reset-password",
    { schema: { body: ZResetPasswordRequest, response: { 200: ZMessageResponse } } },
    async (request, reply) => {
      await app.lotus.rateLimits.consume("resetIp", request.ip);
      refuseCommon(request.body.password);
      const ok = await resetPassword(app.lotus.database.db, request.body.token, request.body.password);
      if (!ok) throw Invalid("This reset link is invalid or has expired. Please request a new one.");
      clearSessionCookie(reply, config);
      return { success: true, message: messages.resetDone };
    },
  );

  r.post(
    "/api/change-password",
    { schema: { body: ZChangePasswordRequest, response: { 200: ZMessageResponse } } },
    async (request) => {
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
      await app.lotus.rateLimits.reset("changePasswordUser", user.id);
      return { success: true, message: messages.passwordChanged };
    },
  );

  r.post("/api/sign-out-other-sessions", { schema: { response: { 200: ZMessageResponse } } }, async (request) => {
    const user = await requireUser(request);
    await revokeOtherSessions(app.lotus.database.db, user.id, sessionToken(request, config));
    return { success: true, message: messages.otherSessionsSignedOut };
  });

  r.post(
    "/api/update_user",
    { schema: { body: ZUpdateUserRequest, response: { 200: ZMessageResponse } } },
    async (request) => {
      const user = await requireUser(request);
      await updateProfile(app.lotus.database.db, user.id, request.body);
      return { success: true, message: messages.profileUpdated };
    },
  );
}

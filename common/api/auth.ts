import { z } from "zod";
import { endpoint } from "./endpoint";

// Contracts of the accounts calls (spec: accounts-plans-billing.md sections 3, 5, 7, 8).
// The server validates with the same rules and messages as the forms.

export const messages = {
  firstName: "First name must be at least 2 characters",
  lastName: "Last name must be at least 2 characters",
  email: "Please enter a valid email address",
  passwordLength: "Password must be at least 8 characters",
  passwordMix: "Password must contain at least one uppercase letter, one lowercase letter, and one number",
  passwordsDontMatch: "Passwords don't match",
  passwordsDoNotMatch: "Passwords do not match",
  consent: "You must agree to the Terms of Service and Data Privacy Policy",
  consentOnSubmit: "Please aggree to the Terms of Use and Data Privacy Policy to continue.",
  captcha: "reCAPTCHA validation failed",
  signupThanks: "Thanks for signing up! You can now log in.",
  confirmed: "Thank you for confirming your e-mail! You can now sign in.",
  forgotSent: "Password reset instructions have been sent to your email.",
  resetDone: "Password has been successfully reset. You can now login with your new password.",
  profileUpdated: "Profile updated successfully!",
  loginFailed: "Invalid email or password.",
  googleSuccess: "Google authentication successful",
  passwordCommon: "This password is too common and appears in data breaches. Please choose another one.",
  currentPasswordWrong: "Your current password is incorrect.",
  passwordChanged: "Your password has been changed. Every other session has been signed out.",
  otherSessionsSignedOut: "Every other session has been signed out.",
  nameOneLine: "Names must be on one line.",
} as const;

// Upper bounds keep hostile input cheap to reject (argon2 on a megabyte password is not).
// A name is one line: line breaks and tabs (other control characters are refused for every
// field, server/http/control-chars.ts) would break mail headers and greetings.
const oneLine = /^[^\r\n\t]*$/;
const name = (message: string) =>
  z.string().trim().min(2, message).max(100, "Must be at most 100 characters").regex(oneLine, messages.nameOneLine);
const email = z.string().trim().max(254, messages.email).email(messages.email);
export const ZPassword = z
  .string()
  .min(8, messages.passwordLength)
  .max(256, "Password must be at most 256 characters")
  .regex(/(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/, messages.passwordMix);
const captchaToken = z.string().max(20_000).optional();

export const ZSignupRequest = z.object({
  firstName: name(messages.firstName),
  lastName: name(messages.lastName),
  email,
  password: ZPassword,
  recaptcha_token: captchaToken,
  consents: z.literal(true, { error: messages.consent }),
});
export type TSignupRequest = z.infer<typeof ZSignupRequest>;

export const ZLoginRequest = z.object({
  email: z.string().trim().min(1, "Required").max(254),
  password: z.string().min(1, "Required").max(256),
  recaptcha_token: captchaToken,
});

export const ZGoogleAuthRequest = z.object({
  access_token: z.string().min(1).max(4096),
  recaptcha_token: captchaToken,
  // Sent by the client; the server never trusts it (it asks Google instead).
  user_info: z
    .object({
      google_id: z.string().optional(),
      email: z.string().optional(),
      first_name: z.string().optional(),
      last_name: z.string().optional(),
      email_verified: z.boolean().optional(),
    })
    .optional(),
});

export const ZTokenRequest = z.object({ token: z.string().min(1).max(200) });
export const ZForgotPasswordRequest = z.object({ email, recaptcha_token: captchaToken });
export const ZResetPasswordRequest = z.object({ token: z.string().min(1).max(200), password: ZPassword });
export const ZChangePasswordRequest = z.object({
  current_password: z.string().max(256).optional(),
  password: ZPassword,
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;
export const ZUpdateUserRequest = z.object({
  first_name: name(messages.firstName),
  last_name: name(messages.lastName),
  preferred_name: z
    .string()
    .trim()
    .max(100, "Must be at most 100 characters")
    .regex(oneLine, messages.nameOneLine)
    .nullable()
    .optional(),
});

export const ZRatePlan = z.enum(["FREE", "PRO"]);
export const ZCheckAuthResponse = z.object({
  user_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  preferred_name: z.string().nullable(),
  rate_plan: ZRatePlan,
});
export type TCheckAuthResponse = z.infer<typeof ZCheckAuthResponse>;

export const ZMessageResponse = z.object({ success: z.boolean(), message: z.string() });
export const ZMsgResponse = z.object({ success: z.boolean(), msg: z.string() });

/**
 * Added (issue 26): confirm, then sign in. Confirming signs no one in; `password_kept` says
 * whether the sign-up's password still works (false when another browser confirmed: then the
 * way in is "Forgot password?", see docs/accounts.md).
 */
export const ZConfirmEmailResponse = ZMessageResponse.extend({ password_kept: z.boolean().optional() });

/** What the client needs to render the bot check and Google sign-in. */
export const ZClientConfig = z.object({
  captcha: z.object({
    provider: z.enum(["altcha", "recaptcha", "turnstile", "none"]),
    site_key: z.string().nullable(),
  }),
  google_client_id: z.string().nullable(),
  /** Where page views and events go; `lotus` is our own POST /api/events. */
  analytics: z.object({
    provider: z.enum(["lotus", "plausible", "posthog", "none"]),
    site: z.string().nullable(),
    host: z.string().nullable(),
  }),
});
export type TClientConfig = z.infer<typeof ZClientConfig>;

/** The accounts calls (accounts-plans-billing.md section 7). */
export const authEndpoints = {
  clientConfig: endpoint({ method: "GET", path: "/api/client-config", response: ZClientConfig }),
  /** ALTCHA's proof-of-work challenge (its own JSON shape, passed through). */
  captchaChallenge: endpoint({ method: "GET", path: "/api/captcha/challenge" }),
  checkAuth: endpoint({ method: "GET", path: "/api/check_auth", response: ZCheckAuthResponse }),
  // A GET in the spec, yet it ends the session: the origin check refuses it from other sites.
  deauth: endpoint({ method: "GET", path: "/api/deauth", response: ZMessageResponse, changesState: true }),
  login: endpoint({ method: "POST", path: "/api/auth", body: ZLoginRequest, response: ZMsgResponse, errorKey: "msg" }),
  google: endpoint({ method: "POST", path: "/api/google-auth", body: ZGoogleAuthRequest, response: ZMessageResponse }),
  signup: endpoint({ method: "POST", path: "/api/signup", body: ZSignupRequest, response: ZMessageResponse }),
  confirmEmail: endpoint({
    method: "POST",
    path: "/api/confirm_email",
    body: ZTokenRequest,
    response: ZConfirmEmailResponse,
  }),
  forgotPassword: endpoint({
    method: "POST",
    path: "/api/forgot-password",
    body: ZForgotPasswordRequest,
    response: ZMessageResponse,
  }),
  resetPassword: endpoint({
    method: "POST",
    path: "/api/reset-password",
    body: ZResetPasswordRequest,
    response: ZMessageResponse,
  }),
  changePassword: endpoint({
    method: "POST",
    path: "/api/change-password",
    body: ZChangePasswordRequest,
    response: ZMessageResponse,
  }),
  signOutOtherSessions: endpoint({ method: "POST", path: "/api/sign-out-other-sessions", response: ZMessageResponse }),
  updateUser: endpoint({
    method: "POST",
    path: "/api/update_user",
    body: ZUpdateUserRequest,
    response: ZMessageResponse,
  }),
};
